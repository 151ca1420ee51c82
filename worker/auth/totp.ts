/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s), through the maintained
 * `otpauth` library, as every authenticator app reads them; and recovery codes.
 */
import { Secret, TOTP } from "otpauth";

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

export async function hashRecoveryCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normaliseRecoveryCode(code)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
