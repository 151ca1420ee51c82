import type { Context, Hono } from "hono";
import { acceptNotification, answerVerification, MAX_NOTIFICATION_BYTES, verificationQuery, type CallbackAnswer } from "../pipeline/websub";
import { BodyTooLargeError, readCapped } from "../lib/capped-body";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";

/** The hub's own requests: never cached, the challenge as plain text, everything else JSON. */
function reply(c: Context<ApiEnv>, answer: CallbackAnswer): Response {
  c.header("Cache-Control", "no-store");
  if (typeof answer.body === "string") return c.text(answer.body, answer.status);
  return c.json(answer.body, answer.status);
}

/**
 * The WebSub callback the hub calls: GET to verify a (un)subscription, POST with new uploads.
 * Both answer 404 while WEBSUB_SECRET is not configured. The hub sends no Origin header, so the
 * origin check lets its POST through; the HMAC signature is what authenticates it.
 */
export function websubRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/websub/callback",
      summary: "WebSub hub verification: echoes hub.challenge for a topic we asked about (text/plain)",
      tag: "websub",
      query: verificationQuery,
      errors: [404, 422],
    },
    async (c, { query }) => {
      if (!c.var.rc.config.WEBSUB_SECRET) return reply(c, { status: 404, body: { detail: "Not Found" } });
      return reply(c, await answerVerification({ db: c.var.rc.db, now: new Date() }, query));
    },
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/websub/callback",
      summary: "WebSub content distribution: an Atom feed signed with X-Hub-Signature; new uploads are queued",
      tag: "websub",
      errors: [400, 403, 404, 410, 413],
    },
    async (c) => {
      const { rc } = c.var;
      if (!rc.config.WEBSUB_SECRET) return reply(c, { status: 404, body: { detail: "Not Found" } });
      let body: Uint8Array<ArrayBuffer>;
      try {
        body = await readCapped(c.req.raw, MAX_NOTIFICATION_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return reply(c, { status: 413, body: { detail: "Request body too large" } });
        throw error;
      }
      const answer = await acceptNotification({ db: rc.db, env: rc.env, config: rc.config, now: new Date() }, body.buffer, [
        c.req.header("x-hub-signature"),
        c.req.header("x-hub-signature-256"),
      ]);
      return reply(c, answer);
    },
  );
}
