import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { sessionUserById } from "../db/queries/sessions";
import { readCookie, sessionCookieName } from "./cookies";
import { REFRESH_AFTER_MS, verifyToken } from "./tokens";
import type { Viewer } from "./viewer";

function tokenFrom(request: Request, config: AppConfig): string | null {
  const auth = request.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim() || null;
  return readCookie(request, sessionCookieName(config));
}

/**
 * Reads the Bearer token or the session cookie and returns the viewer it proves, or null.
 * The user row is read on every authenticated request: it is what makes logout, password reset
 * and a revoked admin flag take effect at once.
 */
export async function resolveViewer(request: Request, config: AppConfig, db: Db): Promise<Viewer | null> {
  const token = tokenFrom(request, config);
  if (!token) return null;
  const fromCookie = !request.headers.get("authorization")?.toLowerCase().startsWith("bearer ");
  const claims = await verifyToken(config, token);
  if (!claims) return null;
  const user = await sessionUserById(db, claims.user_id);
  if (!user || claims.iat_ms < user.tokens_valid_after) return null;
  const viewer: Viewer = { user_id: user.user_id, email: user.email, is_admin: user.is_admin, session_expires_at: claims.exp * 1000 };
  // A browser in use keeps its session: its cookie is re-issued once it is an hour old.
  if (fromCookie && Date.now() - claims.iat_ms > REFRESH_AFTER_MS) viewer.session_refresh_auth_ms = claims.auth_ms;
  return viewer;
}

/** True when the request carried a token (so a null viewer means it was bad or revoked). */
export function hasToken(request: Request, config: AppConfig): boolean {
  return tokenFrom(request, config) !== null;
}
