import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { MAX_JSON_BYTES, readJson } from './read-json.server';

const i18n = i18nFor('en');

function post(body: BodyInit) {
  return new Request('http://shop.test/api/reviews', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
}

describe('reading a JSON API body', () => {
  it('reads JSON, tabs and line breaks in its strings included', async () => {
    const value = { title: 'Light', review_body: 'Sharp.\r\nComfortable\tall day.', rating: 4 };
    expect(await readJson(post(JSON.stringify(value)), i18n)).toEqual({ ok: true, value });
  });

  it('reads a word processor’s soft line break and page break as line breaks, and leaves an escaped backslash alone', async () => {
    const pasted = JSON.stringify({ review_body: 'Light\u000band\fclear', title: 'Great\u000Bfit' });
    expect(await readJson(post(pasted), i18n)).toEqual({
      ok: true,
      value: { review_body: 'Light\nand\nclear', title: 'Great\nfit' },
    });
    // A backslash typed before the letter f is text, not an escape.
    const typed = { path: 'C:\\files\\f', note: '\\u000b' };
    expect(await readJson(post(JSON.stringify(typed)), i18n)).toEqual({ ok: true, value: typed });
  });

  it('says the body is not JSON when it is empty or broken', async () => {
    for (const body of ['', '{"a":', 'title=x']) {
      expect(await readJson(post(body), i18n)).toEqual({
        ok: false,
        problem: 'not-json',
        status: 400,
        message: 'The request body must be JSON',
      });
    }
  });

  it('refuses a control character in any string or key, however deep', async () => {
    for (const value of [{ title: 'a\u0000b' }, { right: { sph: ['x\u001b[31m'] } }, { ['na\u0000me']: 'x' }, ['\u007f']]) {
      expect(await readJson(post(JSON.stringify(value)), i18n)).toEqual({
        ok: false,
        problem: 'control-characters',
        status: 400,
        message: 'The request contains characters that are not allowed. Please remove them and try again.',
      });
    }
  });

  it('answers 413 past 64 KB, declared or streamed, without reading the rest', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(MAX_JSON_BYTES) });
    expect(await readJson(post(huge), i18n)).toMatchObject({ ok: false, problem: 'too-large', status: 413 });
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(new TextEncoder().encode(`"${'y'.repeat(16 * 1024)}",`));
      },
    });
    const streamed = new Request('http://shop.test/api/orders', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect(await readJson(streamed, i18n)).toMatchObject({ ok: false, problem: 'too-large', status: 413 });
    expect(sent).toBeLessThan(10);
  });

  it('walks a body nested deeper than the call stack allows', async () => {
    const depth = 30_000;
    const body = await readJson(post(`${'['.repeat(depth)}"\u0000"${']'.repeat(depth)}`.replace('\u0000', '\\u0000')), i18n);
    expect(body).toMatchObject({ ok: false, problem: 'control-characters' });
  });
});
