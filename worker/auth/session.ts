import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { sessionUserById, type SessionUserRow } from "../db/queries/sessions";
import { readCookie, sessionCookieName } from "./cookies";
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

/**
 * Whether the account still stands behind the token as issued: it exists, the token was not
 * revoked (logout, password reset), and its e-mail and admin flag are those the token names.
 */
export function sessionHolds(claims: TokenClaims, user: Pick<SessionUserRow, "email" | "is_admin" | "tokens_valid_after"> | null): boolean {
  return user !== null && claims.iat_ms >= user.tokens_valid_after && user.email === claims.email && user.is_admin === claims.is_admin;
}

/** The viewer a held session proves. */
export function viewerOfClaims(claims: TokenClaims, fromCookie: boolean): Viewer {
  const viewer: Viewer = { user_id: claims.user_id, email: claims.email, is_admin: claims.is_admin, session_expires_at: claims.exp * 1000 };
  // A browser in use keeps its session: its cookie is re-issued once it is an hour old.
  if (fromCookie && Date.now() - claims.iat_ms > REFRESH_AFTER_MS) viewer.session_refresh_auth_ms = claims.auth_ms;
  return viewer;
}

/**
 * Reads the Bearer token or the session cookie and returns the viewer it proves, or null, reading
 * the user row first: what makes logout, password reset and a revoked admin flag take effect at
 * once. A read-only request does the same check inside its first read instead (worker/index.ts).
 */
export async function resolveViewer(request: Request, config: AppConfig, db: Db): Promise<Viewer | null> {
  const session = await sessionClaims(request, config);
  if (!session) return null;
  const user = await sessionUserById(db, session.claims.user_id);
  if (!user || session.claims.iat_ms < user.tokens_valid_after) return null;
  // The row is the truth: a changed e-mail or admin flag shows at once.
  return { ...viewerOfClaims(session.claims, session.fromCookie), email: user.email, is_admin: user.is_admin };
}

/** True when the request carried a token (so a null viewer means it was bad or revoked). */
export function hasToken(request: Request, config: AppConfig): boolean {
  return tokenFrom(request, config) !== null;
}
