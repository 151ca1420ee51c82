import { servedOverHttps, type AppConfig } from "../config";
import { TOKEN_TTL_SECONDS } from "./tokens";

/** `__Host-` over HTTPS binds the cookie to this exact host. */
export function sessionCookieName(config: AppConfig): string {
  return servedOverHttps(config) ? "__Host-session" : "session";
}

export function sessionCookie(config: AppConfig, token: string): string {
  const secure = servedOverHttps(config) ? "; Secure" : "";
  return `${sessionCookieName(config)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${TOKEN_TTL_SECONDS}${secure}`;
}

export function clearedSessionCookie(config: AppConfig): string {
  const secure = servedOverHttps(config) ? "; Secure" : "";
  return `${sessionCookieName(config)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}
