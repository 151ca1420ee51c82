import { clearedSessionCookie, sessionCookie as makeSessionCookie } from "@worker/auth/cookies";
import type { RequestContext } from "@worker/request-context";

/** The session cookie for a freshly issued token (httpOnly, SameSite=Lax; __Host- in production). */
export const sessionCookie = (rc: Pick<RequestContext, "config">, token: string) => makeSessionCookie(rc.config, token);
export const clearSessionCookie = (rc: Pick<RequestContext, "config">) => clearedSessionCookie(rc.config);
