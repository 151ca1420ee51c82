import type { Hono } from "hono";
import { z } from "zod";
import {
  allOwnersInput,
  claimCallbackInput,
  completeChannelClaim,
  listAllChannelOwners,
  listChannelOwners,
  removeOwner,
  startChannelClaim,
} from "../services/channel-claims";
import {
  channelClaimResponse,
  channelClaimStartResponse,
  channelOwnerListResponse,
  channelOwnerPageResponse,
  channelOwnerRemovedResponse,
} from "../services/responses/channel-owners";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";

const id = z.string().trim().min(1).max(64);

/** A creator claims their channels through Google; admins see and remove owners. */
export function channelClaimRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "post",
      path: "/studio/claim",
      summary:
        "Start claiming your YouTube channels: answers Google's consent page (YouTube read-only scope) to send the browser to; a confirmed e-mail is needed (403), and a configured Google OAuth client (404 says it is not)",
      tag: "studio",
      access: "user",
      response: channelClaimStartResponse,
      errors: [403, 404],
    },
    (c) => startChannelClaim(c.var.rc),
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/studio/claim/callback",
      summary:
        "Finish a claim with the `state` and `code` Google put on its redirect (to /studio/claim/callback, the page that does the same for a browser): the channels of the consenting Google account that are on the site become the signed-in user's. The state is accepted only from the user who started the claim.",
      tag: "studio",
      access: "user",
      query: claimCallbackInput,
      response: channelClaimResponse,
      errors: [400, 403, 404, 503],
    },
    (c) => completeChannelClaim(c.var.rc, c.req.valid("query")),
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/channel-owners",
      summary: "Every channel's owners, latest proof first: page, limit (100 at most)",
      tag: "admin",
      access: "admin",
      query: allOwnersInput,
      response: channelOwnerPageResponse,
    },
    (c) => listAllChannelOwners(c.var.rc, c.req.valid("query")),
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/channels/:channel_id/owners",
      summary: "A channel's owners with their e-mail, how they proved it and when",
      tag: "admin",
      access: "admin",
      params: z.object({ channel_id: id }),
      response: channelOwnerListResponse,
      errors: [404],
    },
    (c) => listChannelOwners(c.var.rc, c.req.valid("param")),
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/admin/channels/:channel_id/owners/:user_id",
      summary: "Remove an owner from a channel (404 when the user is not one)",
      tag: "admin",
      access: "admin",
      params: z.object({ channel_id: id, user_id: id }),
      response: channelOwnerRemovedResponse,
      errors: [404],
    },
    (c) => removeOwner(c.var.rc, c.req.valid("param")),
  );
}
