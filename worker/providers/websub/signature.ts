/**
 * Signatures: `X-Hub-Signature: sha1=<hex>` (YouTube's hub uses SHA-1; WebSub allows
 * sha256/384/512), the HMAC of the raw body under the channel's hub.secret.
 */

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Each channel's hub.secret, derived from WEBSUB_SECRET: one leaked secret does not sign for other channels. */
export async function hubSecret(websubSecret: string, channelId: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", bytes(websubSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, bytes(`websub:${channelId}`)));
}

const SIGNATURE_HASHES = { sha1: ["SHA-1", 20], sha256: ["SHA-256", 32], sha384: ["SHA-384", 48], sha512: ["SHA-512", 64] } as const;

function parseSignature(header: string): { hash: string; signature: Uint8Array<ArrayBuffer> } | null {
  const match = /^(sha1|sha256|sha384|sha512)=([0-9a-fA-F]+)$/.exec(header.trim());
  if (!match) return null;
  const [hash, size] = SIGNATURE_HASHES[match[1] as keyof typeof SIGNATURE_HASHES];
  const digits = match[2] as string;
  if (digits.length !== size * 2) return null;
  const signature = new Uint8Array(size);
  for (let i = 0; i < size; i++) signature[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { hash, signature };
}

/**
 * True when every signature header present is well-formed and is the HMAC of the raw body under
 * the secret; at least one must be present. `crypto.subtle.verify` compares in constant time.
 */
export async function verifySignatures(
  secret: string,
  body: Uint8Array<ArrayBuffer>,
  headers: (string | null | undefined)[],
): Promise<boolean> {
  const present = headers.filter((h): h is string => typeof h === "string");
  if (present.length === 0) return false;
  const parsed = present.map(parseSignature);
  if (parsed.some((p) => p === null)) return false;
  for (const { hash, signature } of parsed as NonNullable<(typeof parsed)[number]>[]) {
    const key = await crypto.subtle.importKey("raw", bytes(secret), { name: "HMAC", hash }, false, ["verify"]);
    if (!(await crypto.subtle.verify("HMAC", key, signature, body))) return false;
  }
  return true;
}
