import { redirect } from "react-router";
import { serve } from "@worker/services/serve";
import { login, logout, startLoginEnrollment } from "@worker/services/accounts";
import { clearSessionCookie, sessionCookie } from "./session-cookie.server";
import { rcOf } from "./http.server";
import type { requestContext } from "@worker/request-context";

type Ctx = { get: (key: typeof requestContext) => ReturnType<typeof rcOf> };

/**
 * What a correct password leads to: a session, or a second factor to enter (or, for an admin, to
 * set up). `cookies` holds the known-device cookie (worker/auth/login-throttle.ts) for the answer
 * to set; the session's redirect carries it already.
 */
export type SignInResult =
  | { kind: "session"; response: Response }
  | { kind: "mfa"; mfa_token: string; cookies: string[] }
  | { kind: "enroll"; mfa_token: string; secret: string; otpauth_uri: string; cookies: string[] };

/** The session's redirect of SPEC section 2: admins to /admin, others to where they came from. */
export function startSession(
  rc: ReturnType<typeof rcOf>,
  session: { access_token: string; user: { is_admin: boolean } },
  redirectTo: string,
) {
  return redirect(session.user.is_admin ? "/admin" : redirectTo, {
    headers: { "Set-Cookie": sessionCookie(rc, session.access_token) },
  });
}

export async function signIn(request: Request, context: Ctx, email: string, password: string, redirectTo: string): Promise<SignInResult> {
  const rc = rcOf(context);
  const { device_cookie, ...result } = await serve(rc, login, { username: email, password, request });
  const cookies = device_cookie ? [device_cookie] : [];
  if ("access_token" in result) {
    const response = startSession(rc, result, redirectTo);
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return { kind: "session", response };
  }
  if (result.mfa_required) return { kind: "mfa", mfa_token: result.mfa_token, cookies };
  return {
    kind: "enroll",
    mfa_token: result.mfa_token,
    ...(await serve(rc, startLoginEnrollment, { mfa_token: result.mfa_token })),
    cookies,
  };
}

export async function signOut(_request: Request, context: Ctx) {
  const rc = rcOf(context);
  try {
    if (rc.viewer) await serve(rc, logout, {});
  } catch (e) {
    console.error(e);
  }
  return redirect("/", { headers: { "Set-Cookie": clearSessionCookie(rc) } });
}
