import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import type { ApiEnv } from "./api/app-env";
import { resolveViewer } from "./auth/session";
import { getConfig } from "./config";
import { createDb } from "./db/client";
import { media } from "./media";
import { handleScheduled } from "./pipeline/cron";
import { handleTaskBatch, type TaskMessage } from "./pipeline/queue";
import { buildRequestContext, requestContext } from "./request-context";
import { originCheck, securityHeaders } from "./security";

const app = new Hono<ApiEnv>();

app.use("*", async (c, next) => {
  const viewer = await resolveViewer(c.req.raw, getConfig(c.env), createDb(c.env.DB));
  // Hono types executionCtx with its own interface; at runtime it is the Workers ExecutionContext.
  c.set("rc", buildRequestContext(c.env, c.executionCtx as unknown as ExecutionContext, viewer));
  await next();
});
app.use("*", securityHeaders, originCheck);

app.route("/media", media);
app.route("/api", api);

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

// Every method, not only GET: route actions are POSTs.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(requestContext, c.var.rc);
  return handleDocument(c.req.raw, context);
});

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleTaskBatch(batch, env),
  scheduled: (controller, env, ctx) => handleScheduled(controller, env, ctx),
} satisfies ExportedHandler<Env, TaskMessage>;
