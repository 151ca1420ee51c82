import type { Context, Hono } from "hono";
import { BodyTooLargeError, readCapped } from "../lib/capped-body";
import {
  acceptNotification,
  answerVerification,
  callbackParams,
  MAX_NOTIFICATION_BYTES,
  verificationQuery,
  type CallbackAnswer,
} from "../services/websub-notifications";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";

/** The hub's own requests: never cached, the challenge as plain text, everything else JSON. */
function reply(c: Context<ApiEnv>, answer: CallbackAnswer): Response {
  c.header("Cache-Control", "no-store");
  if (typeof answer.body === "string") return c.text(answer.body, answer.status);
  return c.json(answer.body, answer.status);
}

const NOT_FOUND: CallbackAnswer = { status: 404, body: { detail: "Not Found" } };

/**
 * The WebSub callbacks the hub calls, one per channel and subscription request
 * (`/websub/callback/{channel_id}/{nonce}`): GET to verify a (un)subscription, POST with new
 * uploads. Both answer 404 while WEBSUB_SECRET is not configured. The hub sends no Origin header,
 * so the origin check lets its POST through; the HMAC signature is what authenticates it.
 */
export function websubRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/websub/callback/:channel_id/:nonce",
      summary: "WebSub hub verification: echoes hub.challenge only for a request the app made (text/plain)",
      tag: "websub",
      params: callbackParams,
      query: verificationQuery,
      response: { kind: "text", description: "The hub.challenge, echoed as text/plain" },
      errors: [404],
    },
    async (c) => {
      if (!c.var.rc.config.WEBSUB_SECRET) return reply(c, NOT_FOUND);
      return reply(c, await answerVerification(c.var.rc, { ...c.req.valid("param"), ...c.req.valid("query") }));
    },
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/websub/callback/:channel_id/:nonce",
      summary: "WebSub content distribution: an Atom feed signed with X-Hub-Signature; each new upload is queued",
      tag: "websub",
      params: callbackParams,
      response: { kind: "text", description: "Accepted: the announced uploads are queued" },
      errors: [400, 403, 404, 410, 413],
    },
    async (c) => {
      const params = c.req.valid("param");
      const { rc } = c.var;
      if (!rc.config.WEBSUB_SECRET) return reply(c, NOT_FOUND);
      let body: Uint8Array<ArrayBuffer>;
      try {
        body = await readCapped(c.req.raw, MAX_NOTIFICATION_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return reply(c, { status: 413, body: { detail: "Request body too large" } });
        throw error;
      }
      const signatures = [c.req.header("x-hub-signature"), c.req.header("x-hub-signature-256")];
      const answer = await acceptNotification(rc, { ...params, body, signatures });
      return reply(c, answer);
    },
  );
}
