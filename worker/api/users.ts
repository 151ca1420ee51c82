import type { Context, Hono } from "hono";
import { z } from "zod";
import { clearedSessionCookie, sessionCookie } from "../auth/cookies";
import {
  challengeCodeInput,
  challengeInput,
  changePassword,
  changePasswordInput,
  checkResetToken,
  completeLogin,
  confirmLoginEnrollment,
  startLoginEnrollment,
  forgotPassword,
  forgotPasswordInput,
  login,
  loginInput,
  logout,
  me,
  register,
  registerInput,
  resetPassword,
  resetPasswordInput,
} from "../services/accounts";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import {
  accessTokenResponse,
  currentUserResponse,
  enrolledSessionResponse,
  loginResponse,
  mfaSecretResponse,
  passwordChangedResponse,
  registeredUserResponse,
  resetTokenStateResponse,
} from "../services/responses/accounts";
import { messageResponse } from "../services/responses/common";

const tokenParams = z.object({ token: z.string().max(512) });

/** The reset token is in the address: never stored by a cache, never sent on as a referrer. */
function credentialInAddress(c: Context<ApiEnv>): void {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
}

export function userRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "post",
      path: "/users/register",
      summary: "Create an account",
      tag: "users",
      body: registerInput,
      response: registeredUserResponse,
      status: 201,
      errors: [409, 429],
    },
    (c) => register(c.var.rc, { ...c.req.valid("json"), request: c.req.raw }),
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/users/login",
      summary:
        "OAuth2 password login (form-encoded username + password); also sets the session cookie. An account with two-factor authentication (and an admin without it) answers a challenge instead",
      tag: "users",
      body: loginInput,
      bodyType: "form",
      response: loginResponse,
      errors: [401, 429],
    },
    async (c) => {
      const body = c.req.valid("form");
      // A correct password also makes this browser a known device of the account (worker/auth/login-throttle.ts).
      const { device_cookie, ...result } = await login(c.var.rc, { ...body, request: c.req.raw });
      if ("access_token" in result) c.header("Set-Cookie", sessionCookie(c.var.rc.config, result.access_token));
      if (device_cookie) c.header("Set-Cookie", device_cookie, { append: true });
      if (!("access_token" in result)) return result;
      return { access_token: result.access_token, token_type: result.token_type };
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/users/login/mfa",
      summary: "The login's second step: the challenge and a code from the authenticator app (or a recovery code); sets the session cookie",
      tag: "users",
      body: challengeCodeInput,
      response: accessTokenResponse,
      errors: [400, 401, 429],
    },
    async (c) => {
      const body = c.req.valid("json");
      const { access_token, token_type } = await completeLogin(c.var.rc, body);
      c.header("Set-Cookie", sessionCookie(c.var.rc.config, access_token));
      return { access_token, token_type };
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/users/login/mfa/enroll",
      summary: "An admin's first login: a new authenticator secret for the challenge's account",
      tag: "users",
      body: challengeInput,
      response: mfaSecretResponse,
      errors: [401, 409],
    },
    (c) => startLoginEnrollment(c.var.rc, c.req.valid("json")),
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/users/login/mfa/enroll/confirm",
      summary:
        "Turns the new secret on with a code from it: answers the recovery codes (shown once) and the session; sets the session cookie",
      tag: "users",
      body: challengeCodeInput,
      response: enrolledSessionResponse,
      errors: [400, 401, 409, 429],
    },
    async (c) => {
      const body = c.req.valid("json");
      const result = await confirmLoginEnrollment(c.var.rc, body);
      c.header("Set-Cookie", sessionCookie(c.var.rc.config, result.access_token));
      return { recovery_codes: result.recovery_codes, access_token: result.access_token, token_type: result.token_type };
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/users/me/password",
      summary:
        "Change my password (the current one required): other sessions end, this one gets a new token and cookie. Five wrong passwords in 15 minutes end every session of the account",
      tag: "users",
      access: "user",
      body: changePasswordInput,
      response: passwordChangedResponse,
      errors: [400, 429],
    },
    async (c) => {
      const body = c.req.valid("json");
      const result = await changePassword(c.var.rc, body);
      c.header("Set-Cookie", sessionCookie(c.var.rc.config, result.access_token));
      return result;
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/users/logout",
      summary: "Revoke every token of the current user",
      tag: "users",
      access: "user",
      response: messageResponse,
    },
    async (c) => {
      const result = await logout(c.var.rc);
      c.header("Set-Cookie", clearedSessionCookie(c.var.rc.config));
      return result;
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/users/me",
      summary: "The current user",
      tag: "users",
      access: "user",
      response: currentUserResponse,
    },
    (c) => me(c.var.rc),
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/users/forgot-password",
      summary: "E-mail a password reset link",
      tag: "users",
      body: forgotPasswordInput,
      response: messageResponse,
      errors: [429],
    },
    (c) => forgotPassword(c.var.rc, { ...c.req.valid("json"), request: c.req.raw }),
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/users/reset-password/:token",
      summary: "Is this reset token valid?",
      tag: "users",
      params: tokenParams,
      response: resetTokenStateResponse,
    },
    (c) => {
      const params = c.req.valid("param");
      credentialInAddress(c);
      return checkResetToken(c.var.rc, params);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/users/reset-password/:token",
      summary: "Set a new password with a reset token",
      tag: "users",
      params: tokenParams,
      body: resetPasswordInput,
      response: messageResponse,
      errors: [400],
    },
    (c) => {
      const params = c.req.valid("param");
      const body = c.req.valid("json");
      credentialInAddress(c);
      return resetPassword(c.var.rc, { ...body, token: params.token });
    },
  );
}
