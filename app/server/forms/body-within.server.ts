/**
 * A request body, or null when it is over `maxBytes`. Reading stops there: the rest is read away
 * after the 413 (drainUnreadBodies), so the connection carries the client's next request.
 */
export async function bodyWithin(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<ArrayBuffer | null> {
  if (!body) return new ArrayBuffer(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return null;
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
