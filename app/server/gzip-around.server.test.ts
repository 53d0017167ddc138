import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deflateParts, gzipAround } from './gzip-around.server';

const joined = (parts: Buffer[], separator: Buffer) =>
  Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));

/** Text (never the byte 0xFF), or any bytes at all. */
const part = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 2_000 }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 3_000 }).map((bytes) => Buffer.from(bytes)),
);

describe('gzipAround', () => {
  it('is a gzip file of the parts joined by the separator, for any parts and separator', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 1, maxLength: 6 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        async (parts, bytes, other) => {
          const deflated = await deflateParts(parts, bytes.length);
          for (const separator of [Buffer.from(bytes), Buffer.from(other.subarray(0, bytes.length))]) {
            expect(gunzipSync(Buffer.concat(gzipAround(parts, deflated, separator))).equals(joined(parts, separator))).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives each answer its own nonce from the parts compressed once', async () => {
    const page = '<html dir="rtl"><script nonce="N">1</script><p>نظارات شمسية RB1369</p><script nonce="N">2</script></html>';
    const parts = page.split('N').map((text) => Buffer.from(text));
    const deflated = await deflateParts(parts, 14);
    for (const nonce of ['b64nonceOne+/=', 'b64nonceTwo+/=']) {
      expect(gunzipSync(Buffer.concat(gzipAround(parts, deflated, Buffer.from(nonce)))).toString()).toBe(
        page.replaceAll('N', nonce),
      );
    }
    expect(() => gzipAround(parts, deflated, Buffer.from('short'))).toThrow(RangeError);
  });

  it('compresses a page cut at its nonces as well as gzip does in one piece', async () => {
    // The size of a product page, with as many nonces (8).
    const cards = Array.from(
      { length: 2_000 },
      (_, n) =>
        `<li class="card"><a href="/product/${n}">نظارة ${n}</a></li>${n % 250 === 0 ? '<script nonce="N"></script>' : ''}`,
    );
    const page = Buffer.from(cards.join(''));
    const parts = cards
      .join('')
      .split('N')
      .map((text) => Buffer.from(text));
    const gzip = Buffer.concat(gzipAround(parts, await deflateParts(parts, 1), Buffer.from('N')));
    expect(gzip.length).toBeLessThan(gzipSync(page, { level: 9 }).length * 1.02);
  });
});
