import type { Hono } from "hono";
import { z } from "zod";
import { completeChannelConnection, startChannelConnection } from "../services/channel-oauth";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";

/** A channel owner connects their YouTube account so the pipeline reads their own captions. */
export function oauthRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/creators/oauth/start",
      summary: "Connect a channel's YouTube account: redirects (302) to Google's consent page",
      tag: "creators",
      access: "admin",
      query: z.object({ channel_id: z.string().trim().min(1).max(64) }),
      response: { kind: "redirect", description: "302 to Google's consent page" },
      errors: [404],
    },
    async (c) => {
      return c.redirect(await startChannelConnection(c.var.rc, c.req.valid("query")), 302);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/creators/oauth/callback",
      summary: "Google's redirect after consent: checks the signed state and the channel's ownership, stores the grant encrypted",
      tag: "creators",
      query: z.object({
        state: z.string().min(1).max(4096),
        code: z.string().min(1).max(2048).optional(),
        error: z.string().min(1).max(200).optional(),
      }),
      response: z.strictObject({ channel_id: z.string(), connected: z.boolean(), scope: z.string().describe("The scopes Google granted") }),
      errors: [400, 403, 404, 503],
    },
    // Public: the owner consenting may have no account here; the signed state is the proof.
    (c) => completeChannelConnection(c.var.rc, c.req.valid("query")),
  );
}
