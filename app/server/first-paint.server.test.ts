import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaintScript, firstPaint, hydrationModules, type StylesheetText } from './first-paint.server';

const css: StylesheetText = (href) => (href === '/assets/app.css' ? 'body{color:red}' : undefined);

async function through(chunks: (string | Buffer)[], nonce: string | undefined = 'n1'): Promise<string> {
  const stream = Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))).pipe(
    firstPaint(css, nonce),
  );
  return (await buffer(stream)).toString();
}

const MODULE_SCRIPT =
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>';

describe('firstPaint', () => {
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

  it('takes the module preloads out of the head and hands them, with the module script, to the after-paint script', async () => {
    const html = await through([
      '<head><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="modulepreload" href="/assets/root.js" nonce="n1"/>',
      `</head><body><p>Sunglasses</p>${MODULE_SCRIPT}<script nonce="n1">stream()</script></body>`,
    ]);
    const expected = afterFirstPaintScript(
      ['/assets/entry.js', '/assets/root.js'],
      'import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");',
      'n1',
    );
    expect(html).toBe(`<head></head><body><p>Sunglasses</p>${expected}<script nonce="n1">stream()</script></body>`);
    expect(hydrationModules(html)).toEqual(['/assets/entry.js', '/assets/root.js']);
  });

  it('finds the head end and the module script split between chunks, and keeps split multi-byte characters intact', async () => {
    const page = Buffer.from(
      `<head><title>نظارات</title><link rel="modulepreload" href="/assets/entry.js"/></head><body>نظارات${MODULE_SCRIPT}<p>نظارات</p></body>`,
    );
    const cuts = [3, 20, 41, 90, 120, 150, 170, 200, page.length - 9];
    const chunks = cuts.map((cut, i) => page.subarray(i === 0 ? 0 : cuts[i - 1], cut)).concat(page.subarray(cuts.at(-1)));
    const html = await through(chunks);
    expect(html).toBe(
      `<head><title>نظارات</title></head><body>نظارات${afterFirstPaintScript(['/assets/entry.js'], 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");', 'n1')}<p>نظارات</p></body>`,
    );
  });

  it('lets the body before the module script go as it comes, and passes a page without one through at its end', async () => {
    const stream = firstPaint(css, 'n1');
    const seen: string[] = [];
    stream.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
    stream.write('<head></head><body><p>one</p><p');
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.join('')).toBe('<head></head><body><p>one</p>');
    stream.end('>two</p></body>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(seen.join('')).toBe('<head></head><body><p>one</p><p>two</p></body>');
  });
});

describe('afterFirstPaintScript', () => {
  type Picture = { complete: boolean; loading: string };

  /** Runs the script in a stand-in document and returns what it added, and when. */
  function run(visibilityState: 'visible' | 'hidden', images: Picture[] = [{ complete: false, loading: 'eager' }]) {
    const added: { tag: string; props: Record<string, string> }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners = new Map<string, () => void>();
    const element = (tag: string) => ({ tag, props: {} as Record<string, string> });
    const append = (node: ReturnType<typeof element>) => added.push({ tag: node.tag, props: { ...node.props } });
    const proxy = (tag: string) => {
      const node = element(tag);
      return new Proxy(node, { set: (_target, key, value: string) => ((node.props[String(key)] = value), true) });
    };
    const document = {
      visibilityState,
      readyState: 'loading',
      images,
      createElement: proxy,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      head: { appendChild: (node: { tag: string; props: Record<string, string> }) => append(node) },
      body: { appendChild: (node: { tag: string; props: Record<string, string> }) => append(node) },
    };
    const html = afterFirstPaintScript(['/assets/entry.js', '/assets/root.js'], 'import("/assets/entry.js");</script>', 'n1');
    const source = /^<script nonce="n1">([\s\S]*)<\/script>$/.exec(html)![1]!;
    vm.runInNewContext(source, {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    const parsed = () => {
      document.readyState = 'interactive';
      listeners.get('DOMContentLoaded')?.();
    };
    const pictureCame = (picture: Picture) => {
      picture.complete = true;
      listeners.get('load')?.();
    };
    return { added, frames, timers, parsed, pictureCame };
  }

  const HYDRATION = [
    { tag: 'link', props: { rel: 'modulepreload', fetchPriority: 'low', href: '/assets/entry.js', nonce: 'n1' } },
    { tag: 'link', props: { rel: 'modulepreload', fetchPriority: 'low', href: '/assets/root.js', nonce: 'n1' } },
    {
      tag: 'script',
      props: { type: 'module', fetchPriority: 'low', nonce: 'n1', textContent: 'import("/assets/entry.js");</script>' },
    },
  ];

  it('waits for a frame and a task after it, then adds the preloads and the module script with the nonce, once', () => {
    const { added, frames, timers, parsed } = run('visible');
    parsed();
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual(HYDRATION);
  });

  it('starts when the last picture comes if that is before the frame, so the load event still waits for it', () => {
    const pictures = [
      { complete: false, loading: 'eager' },
      { complete: false, loading: 'eager' },
      { complete: false, loading: 'lazy' },
    ];
    const { added, frames, timers, parsed, pictureCame } = run('visible', pictures);
    parsed();
    pictureCame(pictures[0]!);
    expect(added).toEqual([]);
    pictureCame(pictures[1]!);
    expect(added).toEqual(HYDRATION);
    frames.shift()!();
    timers.shift()!();
    expect(added).toEqual(HYDRATION);
  });

  it('starts once parsed on a page with no picture on its way, whose load event would otherwise come first', () => {
    const { added, parsed, pictureCame } = run('visible', [{ complete: true, loading: 'eager' }]);
    pictureCame({ complete: true, loading: 'eager' });
    expect(added).toEqual([]);
    parsed();
    expect(added).toEqual(HYDRATION);
  });

  it('starts at once in a background tab, which paints nothing to wait for', () => {
    const { added, frames } = run('hidden');
    expect(frames).toEqual([]);
    expect(added).toEqual(HYDRATION);
  });

  it('cannot be closed early by the text it carries', () => {
    const html = afterFirstPaintScript([], 'x = "</script><script>alert(1)</script>"', 'n1');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
