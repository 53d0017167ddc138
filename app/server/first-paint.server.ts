import { Transform } from 'node:stream';

const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const STYLESHEET = /<link(?: nonce="[^"]*")? rel="stylesheet" href="([^"]+)"[^>]*>/g;
/** React Router's `<Scripts>`: the module script that imports the routes and starts hydration. */
const HYDRATION_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
const HYDRATION_SCRIPT_START = /<script(?: nonce="[^"]*")? type="module"/;

/** The text of a stylesheet the shop serves under `href`, or undefined to leave its link alone. */
export type StylesheetText = (href: string) => string | undefined;

/** Text that is safe inside an inline script: a JSON value that cannot close the `<script>`. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The hydration, started after the first paint: the module preloads are added then, and the module
 * script React Router wrote runs as it was (its nonce carried over; CSP's 'strict-dynamic' trusts
 * what a trusted script adds). A page opened in the background has no paint to wait for.
 *
 * It must still start before the load event, which then waits for it (as it waited for React Router's
 * own script): a test or a shopper acting at `load` finds React listening, and a form submitted
 * then goes through the app, not the no-JavaScript way. A page with nothing left to load after
 * its HTML (no picture on the way) fires `load` before its first frame; there it starts as soon as
 * the document is parsed or the last picture has come, whichever the page reaches first.
 *
 * The preloads and the script ask for low priority: on a shared link the page's pictures and fonts
 * go first. On a fast one the scripts can still arrive before the first frame (Chromium draws it
 * 0.1-0.2 s after the document is parsed here); fetched at high priority they then counted as
 * render-blocking in Lighthouse's simulation (FCP 1.5-1.9 s instead of 0.8-1.1 s).
 */
export function afterFirstPaintScript(modules: string[], moduleScript: string, nonce: string | undefined): string {
  const run = [
    `(function(m,b,n){var d=document,`,
    `go=function(){go=function(){};m.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=u;if(n)l.nonce=n;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.fetchPriority="low";if(n)s.nonce=n;s.textContent=b;d.body.appendChild(s)},`,
    // Nothing holds the load event back but pictures still on their way.
    `idle=function(){for(var i=0,p=d.images;i<p.length;i++)if(!p[i].complete&&p[i].loading!=="lazy")return false;return true},`,
    `check=function(){if(d.readyState!=="loading"&&idle())go()};`,
    `if(d.visibilityState==="hidden"){go();return}`,
    `requestAnimationFrame(function(){setTimeout(go)});`,
    `d.addEventListener("DOMContentLoaded",check);d.addEventListener("load",check,true);d.addEventListener("error",check,true)`,
    `})(${scriptValue(modules)},${scriptValue(moduleScript)},${scriptValue(nonce ?? '')})`,
  ].join('');
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${run}</script>`;
}

/** The modules a page written by `firstPaint` loads to hydrate (for the bench and the tests). */
export function hydrationModules(html: string): string[] {
  const list = /\}\)\((\["[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Rewrites the page as it streams for the first paint, which on a phone on a slow link waits for
 * everything fetched before it:
 * - the stylesheets are written inline, saving the round trip of a render-blocking request; the
 *   `<link>` stays, `disabled` (never fetched), because React hydrates the head against it;
 * - the JavaScript that hydrates the page (~130 KB, React Router's module preloads hoisted into the
 *   head and its module script at the end of the body) is fetched only once the page has painted:
 *   the page is server-rendered and readable without it, and it no longer shares the link with the
 *   HTML and the main image (Lighthouse counted every script that loaded before the largest paint
 *   into LCP, 2.2-2.9 s where the paint itself came at 0.9 s).
 * Held back: the head until `</head>`, then the body until the hydration script; the streamed
 * rest (deferred data) passes through untouched.
 */
export function firstPaint(stylesheetText: StylesheetText, nonce: string | undefined): Transform {
  let stage: 'head' | 'body' | 'done' = 'head';
  let held = Buffer.alloc(0);
  const modules: string[] = [];

  const rewriteHead = (head: string): string =>
    head
      .replace(MODULE_PRELOAD, (_link: string, href: string) => {
        modules.push(href);
        return '';
      })
      .replace(STYLESHEET, (link: string, href: string) => {
        const css = stylesheetText(href);
        return css === undefined ? link : `<style>${css}</style>${link.replace(/\/?>$/, ' disabled=""/>')}`;
      });

  /** What can go out now; the rest stays held. */
  function advance(final: boolean): Buffer {
    const out: Buffer[] = [];
    if (stage === 'head') {
      const end = held.indexOf(HEAD_END);
      if (end === -1 && !final) return Buffer.alloc(0);
      const cut = end === -1 ? held.length : end;
      out.push(Buffer.from(rewriteHead(held.subarray(0, cut).toString())));
      held = held.subarray(cut);
      stage = 'body';
    }
    if (stage === 'body') {
      // Offsets are taken in bytes: the held bytes may end inside a character that the next chunk completes.
      const text = held.toString();
      const byteAt = (index: number) => Buffer.byteLength(text.slice(0, index));
      const script = HYDRATION_SCRIPT.exec(text);
      if (script) {
        out.push(held.subarray(0, byteAt(script.index)), Buffer.from(afterFirstPaintScript(modules, script[1]!, nonce)));
        held = held.subarray(byteAt(script.index + script[0].length));
        stage = 'done';
      } else if (final) {
        out.push(held);
        held = Buffer.alloc(0);
      } else {
        // Everything before the script's start (or before a tag that may be its start) can go.
        const start = HYDRATION_SCRIPT_START.exec(text);
        const lastTag = held.lastIndexOf('<');
        const keepFrom = start ? byteAt(start.index) : lastTag === -1 ? held.length : lastTag;
        out.push(held.subarray(0, keepFrom));
        held = held.subarray(keepFrom);
      }
    }
    if (stage === 'done') {
      out.push(held);
      held = Buffer.alloc(0);
    }
    return Buffer.concat(out);
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      held = Buffer.concat([held, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const ready = advance(false);
      callback(null, ready.length > 0 ? ready : undefined);
    },
    flush(callback) {
      const rest = advance(true);
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}
