import { jwtVerify, SignJWT } from "jose";
import type { AppConfig } from "../config";
import { purposeKey } from "./purpose-key";
import type { Viewer } from "./viewer";

/**
 * Seven days: long enough that a visitor stays signed in across a week, short enough that a
 * stolen token dies on its own; logout and password reset revoke earlier through
 * users.tokens_valid_after.
 */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * A session unused for a day ends: each token expires a day after it was issued, and a signed-in
 * browser's cookie is re-issued (same sign-in time, a new day) at most once an hour while it is
 * used (worker/index.ts), never past TOKEN_TTL_SECONDS after the sign-in.
 */
export const IDLE_TIMEOUT_SECONDS = 24 * 60 * 60;
export const REFRESH_AFTER_MS = 60 * 60 * 1000;

export interface TokenClaims extends Viewer {
  /** Issue time in milliseconds: revocation (users.tokens_valid_after, ms) must not spare a token issued in the same second. */
  iat_ms: number;
  /** When the visitor signed in (ms): re-issued tokens keep it, so the 7-day cap holds. */
  auth_ms: number;
  exp: number;
}

/** Sessions have a key of their own, derived from JWT_SECRET (worker/auth/purpose-key.ts), and their own `typ`. */
export const SESSION_TOKEN_TYPE = "session+jwt";
const key = (config: AppConfig) => purposeKey(config.JWT_SECRET, "session");

export async function issueToken(config: AppConfig, viewer: Viewer, nowMs = Date.now(), authMs = nowMs) {
  const nowSeconds = Math.floor(nowMs / 1000);
  const expires = Math.min(nowSeconds + IDLE_TIMEOUT_SECONDS, Math.floor(authMs / 1000) + TOKEN_TTL_SECONDS);
  return new SignJWT({ email: viewer.email, is_admin: viewer.is_admin, iat_ms: nowMs, auth_ms: authMs })
    .setProtectedHeader({ alg: "HS256", typ: SESSION_TOKEN_TYPE })
    .setSubject(viewer.user_id)
    .setIssuer(config.JWT_ISSUER)
    .setAudience(config.JWT_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(expires)
    .sign(await key(config));
}

/** The token's claims, or null for anything not signed by us with HS256, expired, or malformed. */
export async function verifyToken(config: AppConfig, token: string): Promise<TokenClaims | null> {
  if (token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, await key(config), {
      algorithms: ["HS256"],
      typ: SESSION_TOKEN_TYPE,
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string" || typeof payload.iat_ms !== "number") {
      return null;
    }
    const authMs = typeof payload.auth_ms === "number" ? payload.auth_ms : payload.iat_ms;
    // The absolute cap, and the idle timeout even for a token minted with a longer life.
    if (Date.now() > authMs + TOKEN_TTL_SECONDS * 1000 || Date.now() > payload.iat_ms + IDLE_TIMEOUT_SECONDS * 1000) return null;
    return {
      user_id: payload.sub,
      email: payload.email,
      is_admin: payload.is_admin === true,
      iat_ms: payload.iat_ms,
      auth_ms: authMs,
      exp: payload.exp as number,
    };
  } catch {
    return null;
  }
}
