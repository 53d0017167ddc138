import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { insertBeforeBodyEnd } from './body-end-insert.server';

async function through(chunks: string[], tail: () => string): Promise<string> {
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(insertBeforeBodyEnd(tail));
  return (await buffer(stream)).toString();
}

describe('insertBeforeBodyEnd', () => {
  it('writes the tail just before </body>, once', async () => {
    const html = await through(['<html><body><p>a</p>', '<p>b</p></body></html>'], () => '<i>tail</i>');
    expect(html).toBe('<html><body><p>a</p><p>b</p><i>tail</i></body></html>');
  });

  it('asks for the tail once the body ends, not before', async () => {
    const seenWhenAsked: string[] = [];
    let written = '';
    const source = Readable.from(['<body>', 'first', '</body>'].map((chunk) => Buffer.from(chunk)));
    const insert = insertBeforeBodyEnd(() => {
      seenWhenAsked.push(written);
      return '!';
    });
    insert.on('data', (chunk: Buffer) => (written += chunk.toString()));
    await new Promise((resolve) => source.pipe(insert).on('end', resolve));
    expect(written).toBe('<body>first!</body>');
    expect(seenWhenAsked).toEqual(['<body>first']);
  });

  it('appends the tail at the end when </body> is split between chunks', async () => {
    const html = await through(['<body>x</bo', 'dy></html>'], () => '<i>tail</i>');
    expect(html).toBe('<body>x</body></html><i>tail</i>');
  });

  it('keeps multi-byte characters split between chunks intact', async () => {
    const arabic = Buffer.from('<body>نظارات</body>');
    const stream = Readable.from([arabic.subarray(0, 8), arabic.subarray(8)]).pipe(insertBeforeBodyEnd(() => '!'));
    expect((await buffer(stream)).toString()).toBe('<body>نظارات!</body>');
  });
});
