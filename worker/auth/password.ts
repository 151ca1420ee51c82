/**
 * Password hashing with WebCrypto PBKDF2-SHA256. Dependency-free and erasable TypeScript on
 * purpose: scripts/create-admin.ts imports this file directly with Node's type stripping.
 *
 * 100,000 iterations is the most deployed Workers accept (higher counts throw
 * "Pbkdf2 failed: iteration counts above 100000 are not supported"); local workerd does not
 * enforce that cap, so test/api/password.test.ts guards it. The count is stored with each hash
 * so it can be raised later.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS_ON_WORKERS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = "pbkdf2-sha256";

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations: number = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iter, salt, hash] = stored.split("$");
  const iterations = Number(iter);
  if (prefix !== PREFIX || !salt || !hash || !Number.isInteger(iterations)) return false;
  if (iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS_ON_WORKERS) return false;
  const actual = await derive(password, fromBase64(salt), iterations);
  return constantTimeEqual(actual, fromBase64(hash));
}
