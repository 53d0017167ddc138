/**
 * Reads a request body as text, up to `maxBytes`: null when it is longer. `request.text()` would
 * hold a chunked body of any size (no Content-Length to refuse it by) in memory first.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return null; // the rest is the caller's to drain or drop
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
