import type { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { MAX_FORM_BYTES, readForm } from './read-form.server';

const i18n = i18nFor('en');
const URLENCODED = 'application/x-www-form-urlencoded';

function post(body: BodyInit, contentType: string | null) {
  const headers = contentType ? { 'content-type': contentType } : undefined;
  return new Request('http://shop.test/login', { method: 'POST', body, headers });
}

/** The status and message of what `readForm` throws. */
async function refusal(request: Request) {
  try {
    await readForm(request, i18n);
  } catch (error) {
    // What a route throws with react-router's `data()`: the framework answers it with its status.
    const thrown = error as ReturnType<typeof data<{ message: string }>>;
    return { status: thrown.init?.status, message: thrown.data.message };
  }
  throw new Error('the form was accepted');
}

describe('reading a posted form', () => {
  it('reads url-encoded and multipart forms', async () => {
    const form = await readForm(post('email=a%40b.test&note=one+two', URLENCODED), i18n);
    expect(form.get('email')).toBe('a@b.test');
    expect(form.get('note')).toBe('one two');
    const multipart = new FormData();
    multipart.set('firstName', 'Layla');
    expect(
      (await readForm(new Request('http://shop.test/register', { method: 'POST', body: multipart }), i18n)).get('firstName'),
    ).toBe('Layla');
  });

  it('answers 415 for JSON, plain text and a missing content type', async () => {
    for (const [body, type] of [
      ['{"email":"a@b.test"}', 'application/json'],
      ['email=a', 'text/plain'],
      ['email=a', null],
    ] as const) {
      expect(await refusal(post(body, type))).toEqual({ status: 415, message: 'This form must be sent as a web form.' });
    }
  });

  it('answers 400 for a null byte or another control character in any field', async () => {
    for (const value of ['a%00b', 'x%1B[31m', '%7F', '%2F%0ASet-Cookie', '%2F%0D%2Fevil.example']) {
      const { status, message } = await refusal(post(`email=a%40b.test&firstName=${value}`, URLENCODED));
      expect(status).toBe(400);
      expect(message).toContain('characters that are not allowed');
    }
  });

  it('reads a tab in a one-line field as a space (two pasted spreadsheet cells), so the form is not lost', async () => {
    const form = await readForm(post('firstName=Ali%09Ahmed&city=Dubai%09&redirectTo=%2F%09%2Fevil.example', URLENCODED), i18n);
    expect(form.get('firstName')).toBe('Ali Ahmed');
    expect(form.get('city')).toBe('Dubai ');
    // Browsers drop a tab from a URL ('/\t/x' is '//x'); as a space it stays a path on this shop.
    expect(form.get('redirectTo')).toBe('/ /evil.example');
  });

  it('reads a word processor’s soft line break and page break as a line break, or a space on one line', async () => {
    const form = await readForm(post('title=Great%0Bfit&review_body=Light%0Band%0Cclear', URLENCODED), i18n, {
      multiLine: ['review_body'],
    });
    expect(form.get('title')).toBe('Great fit');
    expect(form.get('review_body')).toBe('Light\nand\nclear');
  });

  it('lets only the multi-line fields named hold line breaks and tabs, never a null byte', async () => {
    const body = 'fullName=Omar&message=Line+one%0D%0ALine%09two';
    const form = await readForm(post(body, URLENCODED), i18n, { multiLine: ['message'] });
    expect(form.get('message')).toBe('Line one\r\nLine\ttwo');
    expect((await refusal(post(body, URLENCODED))).status).toBe(400);
    const kept = await readForm(post('message=a%0Ab', URLENCODED), i18n, { multiLine: ['message'] });
    expect(kept.get('message')).toBe('a\nb');
    for (const value of ['a%00b', 'x%1B[31m', '%7F']) {
      await expect(readForm(post(`message=${value}`, URLENCODED), i18n, { multiLine: ['message'] })).rejects.toMatchObject({
        init: { status: 400 },
      });
    }
    await expect(readForm(post('fullName=a%0Ab&message=x', URLENCODED), i18n, { multiLine: ['message'] })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });

  it('answers 413 for a form over the limit, declared or streamed', async () => {
    const huge = `password=${'a'.repeat(MAX_FORM_BYTES + 1)}`;
    expect((await refusal(post(huge, URLENCODED))).status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    // Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      body: streamed,
      headers: { 'content-type': URLENCODED },
      duplex: 'half',
    };
    const chunked = new Request('http://shop.test/login', init);
    expect(await refusal(chunked)).toEqual({ status: 413, message: 'This form is too large to send.' });
  });

  it('answers 400 for a multipart body that does not parse', async () => {
    expect((await refusal(post('--x\r\nnot a part', 'multipart/form-data; boundary=y'))).status).toBe(400);
  });
});
