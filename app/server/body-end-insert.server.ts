import { Transform } from 'node:stream';

const BODY_END = Buffer.from('</body>');

/**
 * Passes a streamed HTML document through and writes `tail()` just before its `</body>`. React writes
 * `</body>` only once every part of the page has rendered, so `tail` sees the whole render. Should the
 * tag be split between two chunks, the tail goes at the very end, where browsers still read it as
 * part of the body.
 */
export function insertBeforeBodyEnd(tail: () => string): Transform {
  let inserted = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const at = inserted ? -1 : bytes.indexOf(BODY_END);
      if (at === -1) {
        callback(null, bytes);
        return;
      }
      inserted = true;
      callback(null, Buffer.concat([bytes.subarray(0, at), Buffer.from(tail()), bytes.subarray(at)]));
    },
    flush(callback) {
      callback(null, inserted ? undefined : Buffer.from(tail()));
    },
  });
}
