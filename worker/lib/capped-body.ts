/**
 * Reading request bodies with a size cap that holds while the bytes arrive: a chunked body (no
 * Content-Length) is counted as it streams and cut off at the cap, never read whole first.
 */

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** The declared Content-Length: null when absent, NaN when it is not a non-negative integer. */
export function declaredLength(headers: Headers): number | null {
  const raw = headers.get("content-length");
  if (raw === null) return null;
  return /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}

/**
 * The body's bytes, at most `limit` of them: throws BodyTooLargeError as soon as the declared
 * length or the bytes received go over, and cancels the stream so the rest is never read.
 */
export async function readCapped(request: Pick<Request, "headers" | "body">, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request.headers);
  if (declared !== null && declared > limit) throw new BodyTooLargeError(limit);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel("body over the size cap");
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
