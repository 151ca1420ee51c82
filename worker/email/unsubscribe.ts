/**
 * Leaving the daily digest without signing in: every digest carries a link and the one-click
 * `List-Unsubscribe` headers (RFC 8058) with a signed token that can do exactly one thing, turn
 * the digest off for the user it names. Its key is derived for this purpose alone, and its `typ`
 * and audience keep it from ever passing for a session token (or a session token for it).
 */
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { AppConfig } from "../config";
import { AppError } from "../services/errors";

const TOKEN_TYPE = "digest-unsubscribe+jwt";
/** A digest may sit unread in a mailbox for weeks; past this the profile page still turns it off. */
const TOKEN_TTL_SECONDS = 90 * 24 * 60 * 60;
export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is invalid or has expired. Sign in and turn the digest off on your profile.";

const audience = (config: AppConfig) => `${config.JWT_AUDIENCE}:digest-unsubscribe`;

/** HKDF-SHA-256 of the signing secret with this purpose as its info: a key no other token shares. */
async function unsubscribeKey(config: AppConfig): Promise<Uint8Array> {
  const secret = await crypto.subtle.importKey("raw", new TextEncoder().encode(config.JWT_SECRET), "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode("digest-unsubscribe v1") },
    secret,
    256,
  );
  return new Uint8Array(bits);
}

export async function unsubscribeToken(config: AppConfig, userId: string, nowMs = Date.now()): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: TOKEN_TYPE })
    .setSubject(userId)
    .setIssuer(config.JWT_ISSUER)
    .setAudience(audience(config))
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_TTL_SECONDS)
    .sign(await unsubscribeKey(config));
}

export const unsubscribeTokenParam = z.string().min(1).max(2048);

/** The user the token names, or an AppError(400) for anything else. */
export async function verifyUnsubscribeToken(config: AppConfig, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, await unsubscribeKey(config), {
      algorithms: ["HS256"],
      typ: TOKEN_TYPE,
      issuer: config.JWT_ISSUER,
      audience: audience(config),
      requiredClaims: ["sub", "exp"],
    });
    if (typeof payload.sub === "string" && payload.sub) return payload.sub;
  } catch {
    // Falls through to the one answer every bad token gets.
  }
  throw new AppError(400, INVALID_UNSUBSCRIBE_LINK);
}

/** Where a person confirms in the browser (a GET must never unsubscribe: mail scanners follow links). */
export function unsubscribePageUrl(config: AppConfig, token: string): string {
  return new URL(`/unsubscribe/${token}`, config.PUBLIC_BASE_URL).toString();
}

/** Where a mail client POSTs `List-Unsubscribe=One-Click` (RFC 8058). */
export function oneClickUnsubscribeUrl(config: AppConfig, token: string): string {
  const url = new URL("/api/users/digest/unsubscribe", config.PUBLIC_BASE_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

export function listUnsubscribeHeaders(config: AppConfig, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUnsubscribeUrl(config, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
