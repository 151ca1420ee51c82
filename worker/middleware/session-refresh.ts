import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/app-env";
import { sessionCookie } from "../auth/cookies";
import { issueToken } from "../auth/tokens";

/**
 * The idle timeout's other half: a browser session in use gets a fresh token (same sign-in time)
 * once an hour, unless the answer already sets or clears the session cookie (login, logout).
 */
export const refreshSession: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const { viewer, config } = c.var.rc;
  if (viewer?.session_refresh_auth_ms === undefined || c.res.headers.has("Set-Cookie")) return;
  const token = await issueToken(config, viewer, Date.now(), viewer.session_refresh_auth_ms);
  c.res.headers.append("Set-Cookie", sessionCookie(config, token));
};
