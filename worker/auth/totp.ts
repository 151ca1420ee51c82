/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s), through the maintained
 * `otpauth` library, as every authenticator app reads them; and recovery codes.
 */
import { Secret, TOTP } from "otpauth";
// Scripts import this file with Node's type stripping (scripts/lib/local-stack.ts): relative imports name their file.
import { purposeKey } from "./purpose-key.ts";

const ISSUER = "CreatorPicks";
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it rolls over. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app imports (as a QR code or a link). */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** The current code (for tests and the scripts that sign in as an admin). */
export function totpCode(secret: string, nowMs = Date.now()): string {
  return totp(secret, "").generate({ timestamp: nowMs });
}

/** The 30-second step a valid code belongs to, or null; the caller refuses steps already used. */
export function totpStep(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, "").validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

// 32 characters, none mistaken for another (no i, l, o or 0): a byte maps onto one without bias.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz123456789";

/** Ten codes like "k7m2p-9xq4r": 50 bits each, easy to read off a printout. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function normaliseRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/\s+/g, "");
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The format of issue 13: a bare SHA-256 of the code, which 50 bits do not protect from a leaked table. */
export async function legacyRecoveryCodeHash(code: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normaliseRecoveryCode(code))));
}

const HMAC_PREFIX = "hmac1$";
export const isLegacyRecoveryCodeHash = (stored: string) => !stored.startsWith(HMAC_PREFIX);

const hmacKeys = new Map<string, Promise<CryptoKey>>();
function recoveryCodeKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = purposeKey(secret, "mfa-recovery-codes").then((raw) =>
      crypto.subtle.importKey("raw", new Uint8Array(raw), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
    );
    hmacKeys.set(secret, key);
  }
  return key;
}

/**
 * A stored recovery code: HMAC-SHA-256, under a key derived from the Worker's secret, of the old
 * format's hash. Keyed, so a copy of the table alone cannot be searched for codes; over the old
 * hash, so a row stored the old way is rewrapped to the same value without knowing its code.
 */
export async function rewrapRecoveryCodeHash(secret: string, legacyHash: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await recoveryCodeKey(secret), new TextEncoder().encode(legacyHash));
  return HMAC_PREFIX + hex(mac);
}

export async function hashRecoveryCode(secret: string, code: string): Promise<string> {
  return rewrapRecoveryCodeHash(secret, await legacyRecoveryCodeHash(code));
}
