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
 * Reads a body to its end, keeping nothing. A body cancelled or left unread while the client is
 * still sending it can lose the answer: local workerd's proxy reports "Network connection lost"
 * (500) or resets the connection instead of passing on a 413. Reading costs no memory; the
 * platform bounds how much a client may send (100 MB on most plans).
 */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) if ((await reader.read()).done) return;
}

/** Reads the rest of a request's body if nothing has (worker/index.ts does this for every answer). */
export async function drainBody(request: Request): Promise<void> {
  if (request.body === null || request.bodyUsed || request.body.locked) return;
  try {
    await discard(request.body.getReader());
  } catch {
    // The client went away: there is no one left to answer.
  }
}

/**
 * The body's bytes, at most `limit` of them: throws BodyTooLargeError as soon as the declared
 * length or the bytes received go over. Past the cap the rest is read and thrown away, never kept.
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
      await discard(reader).catch(() => {});
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
