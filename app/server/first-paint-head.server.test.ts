import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { firstPaintHead, type StylesheetText } from './first-paint-head.server';

const css: StylesheetText = (href) => (href === '/assets/app.css' ? 'body{color:red}' : undefined);

async function through(chunks: string[], stylesheetText = css): Promise<string> {
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(firstPaintHead(stylesheetText));
  return (await buffer(stream)).toString();
}

describe('firstPaintHead', () => {
  it('writes a known stylesheet inline and keeps its link, disabled, for hydration', async () => {
    const html = await through([
      '<html><head><link nonce="n1" rel="stylesheet" href="/assets/app.css"/></head><body></body></html>',
    ]);
    expect(html).toBe(
      '<html><head><style>body{color:red}</style><link nonce="n1" rel="stylesheet" href="/assets/app.css" disabled=""/></head><body></body></html>',
    );
  });

  it('leaves a stylesheet it has no text for as a link', async () => {
    const head = '<head><link rel="stylesheet" href="/app/app.css?t=1"/></head>';
    expect(await through([head])).toBe(head);
  });

  it('gives the module preloads in the head Low priority, and nothing after the head', async () => {
    const html = await through([
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>',
      '</head><body><p><link rel="modulepreload" href="x"/></p></body>',
    ]);
    expect(html).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head><body><p><link rel="modulepreload" href="x"/></p></body>',
    );
  });

  it('finds the head end split between chunks and keeps split multi-byte characters intact', async () => {
    const arabic = Buffer.from('<head><title>نظارات</title></he');
    const stream = Readable.from([arabic.subarray(0, 20), arabic.subarray(20), Buffer.from('ad><body>نظارات</body>')]).pipe(
      firstPaintHead(css),
    );
    expect((await buffer(stream)).toString()).toBe('<head><title>نظارات</title></head><body>نظارات</body>');
  });

  it('passes a document without a head end through, rewritten, at its end', async () => {
    expect(await through(['<link rel="modulepreload" href="/a.js"/>'])).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>',
    );
  });
});
