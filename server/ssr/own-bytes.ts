/**
 * Chunks joined into memory of their own, which a message to another thread can hand over
 * (Buffer.concat may return a slice of Node's shared pool, and React's chunks share their memory).
 */
export function ownBytesOf(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
