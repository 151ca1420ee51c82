import { redirect } from "react-router";
import * as api from "./api.server";
import { rcOf } from "./http.server";
import type { requestContext } from "@worker/request-context";

type Ctx = { get: (key: typeof requestContext) => ReturnType<typeof rcOf> };

/** Reads `is_admin` from a token this server just issued (already trusted, so no verification needed). */
export function tokenIsAdmin(token: string): boolean {
  try {
    const payload = token.split(".")[1] ?? "";
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(json).is_admin === true;
  } catch {
    return false;
  }
}

/** Logs in and answers the redirect of SPEC section 2: admins to /admin, others to where they came from. */
export async function signIn(request: Request, context: Ctx, email: string, password: string, redirectTo: string) {
  const rc = rcOf(context);
  const { access_token, user } = await api.login(rc, request, { email, password });
  const to = user?.is_admin || tokenIsAdmin(access_token) ? "/admin" : redirectTo;
  return redirect(to, { headers: { "Set-Cookie": api.sessionCookie(rc, access_token) } });
}

export async function signOut(_request: Request, context: Ctx) {
  const rc = rcOf(context);
  try {
    if (rc.viewer) await api.logout(rc);
  } catch (e) {
    console.error(e);
  }
  return redirect("/", { headers: { "Set-Cookie": api.clearSessionCookie(rc) } });
}
