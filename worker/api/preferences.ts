import type { Hono } from "hono";
import { z } from "zod";
import { getPreferences, preferencesInput, unsubscribeFromDigest, updatePreferences } from "../services/digest";
import { unsubscribeTokenParam } from "../email/unsubscribe";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import { preferencesResponse } from "../services/responses/me";

/** The signed-in user's e-mail preferences (the opt-in daily notification digest). */
export function preferenceRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/users/me/preferences",
      summary: "My e-mail preferences",
      tag: "users",
      access: "user",
      response: preferencesResponse,
    },
    (c) => getPreferences(c.var.rc),
  );
  defineRoute(
    api,
    {
      method: "put",
      path: "/users/me/preferences",
      summary: "Turn the daily notification digest e-mail on or off",
      tag: "users",
      access: "user",
      body: preferencesInput,
      response: preferencesResponse,
    },
    (c) => updatePreferences(c.var.rc, c.req.valid("json")),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/users/digest/unsubscribe",
      summary:
        "Turn the digest off from the e-mail's link, without signing in: the target of its List-Unsubscribe header (RFC 8058 one-click POST; the body is not read)",
      tag: "users",
      query: z.object({ token: unsubscribeTokenParam }),
      response: preferencesResponse,
      errors: [400],
    },
    (c) => unsubscribeFromDigest(c.var.rc, c.req.valid("query")),
  );
}
