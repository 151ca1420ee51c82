import type { Hono } from "hono";
import { creatorApplicationInput, submitCreatorApplication } from "../services/creator-applications";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import { creatorApplicationSubmittedResponse } from "../services/responses/storefronts";

export function creatorRoutes(api: Hono<ApiEnv>) {
  for (const path of ["/prospective_creators/", "/prospective_creators"]) {
    defineRoute(
      api,
      {
        method: "post",
        path,
        summary: "Apply for an automated storefront",
        tag: "creators",
        body: creatorApplicationInput,
        response: creatorApplicationSubmittedResponse,
        status: 201,
      },
      (c) => submitCreatorApplication(c.var.rc, { ...c.req.valid("json"), request: c.req.raw }),
    );
  }
}
