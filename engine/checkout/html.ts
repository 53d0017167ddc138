/** HTML building blocks for the hosted checkout: escaping, translated rich text and the branded page frame. */
import { translate } from '../i18n/catalogues.ts';
import { textDirection, type Language } from '../i18n/languages.ts';
import { page as words } from './messages.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A template tag that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = string | number | Html | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof Html) return part.value;
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < parts.length ? render(parts[i]!) : ''), ''));
}

/**
 * A translated message whose numbered tags (`<0>…</0>`, as Lingui writes them) become markup:
 * `wrap[n]` receives the tag's content, already escaped. Everything else is escaped.
 */
export function richText(text: string, wrap: readonly ((inner: string) => string)[]): Html {
  return new Html(
    escapeHtml(text).replace(/&lt;(\d+)&gt;(.*?)&lt;\/\1&gt;/g, (_whole, index: string, inner: string) => {
      const element = wrap[Number(index)];
      return element ? element(inner) : inner;
    }),
  );
}

// Logical properties only (margin-inline-end, text-align: end), so the page mirrors in Arabic.
const STYLES = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c1c;background:#f6f5f2;line-height:1.5}
header{background:#111;color:#fff;padding:16px 24px;display:flex;align-items:center;justify-content:space-between}
header a{color:#fff;text-decoration:none;font-weight:700;letter-spacing:.25em;font-size:20px}header span{font-size:13px;opacity:.8}
[dir=rtl] header a{letter-spacing:normal}
main{max-width:1040px;margin:24px auto;padding:0 16px;display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}
@media(min-width:860px){main.two{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
section,aside{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 16px}h2{font-size:17px;margin:24px 0 12px}
.grid{display:grid;gap:12px;grid-template-columns:minmax(0,1fr)}.full{grid-column:1/-1}
@media(min-width:480px){.grid{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
label{display:block;font-size:14px;font-weight:600;margin-bottom:4px}
input,select{width:100%;padding:10px 12px;font:inherit;border:1px solid #c9c6bf;border-radius:8px;background:#fff}
input:focus,select:focus,button:focus{outline:3px solid #b98b2f;outline-offset:1px}
[aria-invalid=true]{border-color:#b42318;background:#fff7f6}
.error{color:#b42318;font-size:13px;margin:4px 0 0}
.alert{border:1px solid #b42318;background:#fff4f2;color:#7a1a12;padding:12px 16px;border-radius:8px;margin-bottom:16px}
fieldset{border:0;padding:0;margin:0}legend{font-weight:600;font-size:17px;margin:24px 0 12px;padding:0}
.method{display:flex;gap:12px;align-items:flex-start;border:1px solid #c9c6bf;border-radius:8px;padding:12px;margin-bottom:8px}
.method input{width:auto;margin-top:4px}.method small{display:block;color:#5d5a53}
button{font:inherit;border:0;border-radius:8px;padding:14px 20px;cursor:pointer}
.pay{width:100%;background:#111;color:#fff;font-weight:700;font-size:16px;margin-top:20px}
.pay:hover{background:#2f2f2f}.secondary{background:#ece9e2;color:#1c1c1c;padding:10px 14px;margin-top:8px}
.line{display:flex;gap:12px;align-items:center;padding:10px 0;border-bottom:1px solid #eee}
.line img{width:64px;height:64px;object-fit:contain;background:#f3f2ee;border-radius:8px}
.line div{flex:1}.line small{display:block;color:#5d5a53}.was{text-decoration:line-through;color:#8a867c;font-size:13px}
dl{display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:16px 0 0}dt{color:#5d5a53}dd{margin:0;text-align:end}
.total{font-weight:700;font-size:18px}.note{font-size:13px;color:#5d5a53}
.links a{display:inline-block;margin-block-start:8px;margin-inline-end:12px;padding:12px 18px;border-radius:8px;background:#111;color:#fff;text-decoration:none}
input[dir=ltr]{text-align:end}
.links a.alt{background:#ece9e2;color:#1c1c1c}
`;

export interface PageFrame {
  title: string;
  /** The shop's origin, for the logo's link. */
  shopUrl: string;
  language: Language;
}

export function page(frame: PageFrame, body: Html, layout: 'one' | 'two' = 'one'): string {
  return `<!doctype html>${
    html`<html lang="${frame.language}" dir="${textDirection(frame.language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${frame.title} · ${translate(frame.language, words.shopName)}</title>
        <style>
          ${new Html(STYLES)}
        </style>
      </head>
      <body>
        <header>
          <a href="${frame.shopUrl}">${translate(frame.language, words.brand)}</a
          ><span>${translate(frame.language, words.secure)}</span>
        </header>
        <main class="${layout}">${body}</main>
      </body>
    </html>`.value
  }`;
}
