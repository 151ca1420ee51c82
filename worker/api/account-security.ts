import type { Hono } from "hono";
import { z } from "zod";
import { resendVerificationEmail, verificationTokenParam, verifyEmail } from "../services/email-verification";
import { sessionCookie } from "../auth/cookies";
import { confirmEnrollment, disableMfa, disableMfaInput, enrollMfaInput, mfaCodeInput, mfaStatus, startEnrollment } from "../services/mfa";
import { emailVerifiedResponse, mfaEnabledResponse, mfaSecretResponse, mfaStatusResponse } from "../services/responses/accounts";
import { messageResponse } from "../services/responses/common";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";

/** The signed-in user's second factor and e-mail confirmation. */
export function accountSecurityRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/users/me/mfa",
      summary: "Is two-factor authentication on, and how many recovery codes are left",
      tag: "users",
      access: "user",
      response: mfaStatusResponse,
    },
    (c) => mfaStatus(c.var.rc),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/users/me/mfa/enroll",
      summary:
        "Set up two-factor authentication: a new authenticator secret, pending until a code from it is confirmed. Replacing a factor in use takes the password and a current code (or a recovery code); without a factor the body may be empty",
      tag: "users",
      access: "user",
      body: enrollMfaInput,
      response: mfaSecretResponse,
      errors: [400, 409, 429],
    },
    (c) => startEnrollment(c.var.rc, c.req.valid("json")),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/users/me/mfa/confirm",
      summary:
        "Turn it on with a code from the new secret: answers ten recovery codes, shown this once. A factor replaced ends every other session and mails the owner; this one gets a new token and cookie",
      tag: "users",
      access: "user",
      body: mfaCodeInput,
      response: mfaEnabledResponse,
      errors: [400, 409, 429],
    },
    async (c) => {
      const body = c.req.valid("json");
      const result = await confirmEnrollment(c.var.rc, body);
      if (result.access_token) c.header("Set-Cookie", sessionCookie(c.var.rc.config, result.access_token));
      return result;
    },
  );
  defineRoute(
    api,
    {
      method: "delete",
      path: "/users/me/mfa",
      summary:
        "Turn two-factor authentication off (password and a code required; admins must keep it). Five wrong passwords in 15 minutes end every session of the account",
      tag: "users",
      access: "user",
      body: disableMfaInput,
      response: mfaStatusResponse,
      errors: [400, 403, 429],
    },
    (c) => disableMfa(c.var.rc, c.req.valid("json")),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/users/me/verification-email",
      summary: "E-mail a new link to confirm my address",
      tag: "users",
      access: "user",
      response: messageResponse,
      errors: [429],
    },
    (c) => resendVerificationEmail(c.var.rc),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/users/verify-email/:token",
      summary: "Confirm an e-mail address with the token of the link mailed to it",
      tag: "users",
      params: z.object({ token: verificationTokenParam }),
      response: emailVerifiedResponse,
      errors: [400],
    },
    (c) => verifyEmail(c.var.rc, c.req.valid("param")),
  );
}
