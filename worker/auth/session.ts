import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { sessionUserById, type SessionUserRow } from "../db/queries/sessions";
import { readCookie } from "../lib/cookies";
import { sessionCookieName } from "./cookies";
import { REFRESH_AFTER_MS, verifyToken, type TokenClaims } from "./tokens";
import type { Viewer } from "./viewer";

function tokenFrom(request: Request, config: AppConfig): string | null {
  const auth = request.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim() || null;
  return readCookie(request, sessionCookieName(config));
}

/** A valid token's claims and where it came from, or null. Checks the signature only: not revocation. */
export async function sessionClaims(request: Request, config: AppConfig): Promise<{ claims: TokenClaims; fromCookie: boolean } | null> {
  const token = tokenFrom(request, config);
  if (!token) return null;
  const claims = await verifyToken(config, token);
  if (!claims) return null;
  return { claims, fromCookie: !request.headers.get("authorization")?.toLowerCase().startsWith("bearer ") };
}

/** Logout, a password change or reset end every token issued before them (users.tokens_valid_after). */
const notRevoked = (claims: TokenClaims, user: SessionUserRow) => claims.iat_ms >= user.tokens_valid_after;

/**
 * Whether the account still stands behind the token as issued: it exists, the token was not
 * revoked, and its e-mail and admin flag are those the token names.
 */
export function sessionHolds(claims: TokenClaims, user: SessionUserRow | null): boolean {
  return user !== null && notRevoked(claims, user) && user.email === claims.email && user.is_admin === claims.is_admin;
}

/** The viewer a held session proves. */
export function viewerOfClaims(claims: TokenClaims, fromCookie: boolean): Viewer {
  const viewer: Viewer = { user_id: claims.user_id, email: claims.email, is_admin: claims.is_admin, session_expires_at: claims.exp * 1000 };
  // A browser in use keeps its session: its cookie is re-issued once it is an hour old.
  if (fromCookie && Date.now() - claims.iat_ms > REFRESH_AFTER_MS) viewer.session_refresh_auth_ms = claims.auth_ms;
  return viewer;
}

/**
 * The viewer a session proves, the user row read first, or null when it was revoked or the account
 * is gone: what makes logout, password reset and a revoked admin flag take effect at once. The row
 * is the truth: a changed e-mail or admin flag shows at once. A read-only request does the same
 * check inside its first read instead (worker/request-context.ts).
 */
export async function viewerOfSession(session: { claims: TokenClaims; fromCookie: boolean }, db: Db): Promise<Viewer | null> {
  const user = await sessionUserById(db, session.claims.user_id);
  if (!user || !notRevoked(session.claims, user)) return null;
  return { ...viewerOfClaims(session.claims, session.fromCookie), email: user.email, is_admin: user.is_admin };
}

/** True when the request carried a token (so a null viewer means it was bad or revoked). */
export function hasToken(request: Request, config: AppConfig): boolean {
  return tokenFrom(request, config) !== null;
}
