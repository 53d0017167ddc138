import { Transform } from 'node:stream';

const HEAD_END = '</head>';
const MODULE_PRELOAD = '<link rel="modulepreload"';
const STYLESHEET = /<link(?: nonce="[^"]*")? rel="stylesheet" href="([^"]+)"[^>]*>/g;

/** The text of a stylesheet the shop serves under `href`, or undefined to leave its link alone. */
export type StylesheetText = (href: string) => string | undefined;

/**
 * Rewrites the document head (React's first chunk) for the first paint, which on a phone on a slow
 * link waits for everything the head asks for at high priority:
 * - the stylesheets are written inline, saving the round trip of a render-blocking request; the
 *   `<link>` stays, `disabled` (never fetched), because React hydrates the head against it;
 * - the module preloads (React Router's `<Scripts>`, hoisted into the head) get Low priority: the
 *   page is server-rendered, so the ~150 KB of JavaScript that hydrates it should not share the
 *   link with the HTML and the main image.
 * The head is held back until `</head>`; everything after it passes through untouched.
 */
export function firstPaintHead(stylesheetText: StylesheetText): Transform {
  let head: Buffer[] | undefined = [];
  const rewrite = (html: Buffer): Buffer => {
    const at = html.indexOf(HEAD_END);
    const end = at === -1 ? html.length : at;
    const rewritten = html
      .subarray(0, end)
      .toString()
      .replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`)
      .replace(STYLESHEET, (link: string, href: string) => {
        const css = stylesheetText(href);
        return css === undefined ? link : `<style>${css}</style>${link.replace(/\/?>$/, ' disabled=""/>')}`;
      });
    return Buffer.concat([Buffer.from(rewritten), html.subarray(end)]);
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (!head) {
        callback(null, bytes);
        return;
      }
      const buffered = Buffer.concat([...head, bytes]);
      if (buffered.indexOf(HEAD_END) === -1) {
        head = [buffered];
        callback();
        return;
      }
      head = undefined;
      callback(null, rewrite(buffered));
    },
    flush(callback) {
      callback(null, head ? rewrite(Buffer.concat(head)) : undefined);
    },
  });
}
