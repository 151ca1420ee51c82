import type { Hono } from "hono";
import { getPreferences, preferencesInput, updatePreferences } from "../email/digest";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import { preferencesResponse } from "../services/responses/me";

/** The signed-in user's e-mail preferences (the opt-in daily notification digest). */
export function preferenceRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    { method: "get", path: "/users/me/preferences", summary: "My e-mail preferences", tag: "users", access: "user", response: preferencesResponse, errors: [401] },
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
      errors: [401, 422],
    },
    (c, { body }) => updatePreferences(c.var.rc, body),
  );
}
