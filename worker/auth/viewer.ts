/** Who is asking: the claims of a valid, unrevoked token, or null for an anonymous visitor. */
export interface Viewer {
  user_id: string;
  email: string;
  is_admin: boolean;
  /** When the session's token expires (epoch ms); the browser checks it every 60 s (SPEC section 4). */
  session_expires_at?: number;
  /** A browser session's cookie that is due for re-issue (older than an hour): its sign-in time. */
  session_refresh_auth_ms?: number;
}
