import { Hono, type Context } from "hono";
import { WorkerEntrypoint } from "cloudflare:workers";
import { explicitChoiceRedirect, gatewayRequest, neverShared, withoutMarketplaceParameter } from "./cache/marketplace-key";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import type { ApiEnv } from "./api/app-env";
import { sessionCookie } from "./auth/cookies";
import { issueToken } from "./auth/tokens";
import { getConfig } from "./config";
import { DEFAULT_CACHE_CONTROL } from "./cache/policy";
import { drainBody } from "./lib/capped-body";
import { createDb } from "./db/client";
import { openSession, returnBookmark } from "./db/session";
import { atDistance, ROUND_TRIPS_HEADER, RoundTripMeter } from "./db/simulated-distance";
import { media } from "./media";
import { handleScheduled } from "./pipeline/cron";
import { handleQueueBatch } from "./pipeline/queue";
import { go } from "./go";
import { CLICKS_QUEUE, handleClickBatch } from "./services/clicks";
import type { TaskMessage } from "./services/tasks";
import { contextForRequest, requestContext } from "./request-context";
import { originCheck, securityHeaders } from "./security";
import { seo } from "./seo";
import { storefrontHosts } from "./storefront-host";
import { chooseMarketplace, unknownMarketplaceDetail } from "./lib/marketplace-choice";
import { chooseMarketplaceForm } from "./services/marketplaces";
import { AppError } from "./lib/errors";

const app = new Hono<ApiEnv>();

/** Requests whose carried session check failed: answered again, the session read first. */
const answeredAgain = new WeakSet<Request>();

// Every answer waits until the request's body has been received whole: a body cancelled or left
// unread (a 413, a 411, a route that reads none) can cost the client the answer (worker/lib/capped-body.ts).
app.use("*", async (c, next) => {
  await next();
  await drainBody(c.req.raw);
});

app.use("*", async (c, next) => {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig(c.env);
  } catch (error) {
    // Fail closed: an incomplete production configuration serves nothing, and says why in the log only.
    console.error(error instanceof Error ? error.message : error);
    return c.json({ detail: "Service unavailable: the site is not fully configured." }, 503);
  }
  const request = c.req.raw;
  const session = openSession(c.env.DB, request);
  const meter = config.BENCH_D1_LATENCY_MS === undefined ? null : new RoundTripMeter(config.BENCH_D1_LATENCY_MS);
  const d1 = meter ? atDistance(session, meter) : session;
  // Hono types executionCtx with its own interface; at runtime it is the Workers ExecutionContext.
  const ctx = c.executionCtx as unknown as ExecutionContext;
  const { rc, confirmed } = await contextForRequest(c.env, ctx, request, d1, !answeredAgain.has(request));
  c.set("rc", rc);
  if (!chooseMarketplace(request, config)) {
    // FastAPI's validation shape, as every other refused parameter (worker/api/validation.ts).
    const issue = { loc: ["query", "marketplace"], msg: unknownMarketplaceDetail(config), type: "enum" };
    return c.json({ detail: [issue] }, 422, { "Cache-Control": "no-store" });
  }
  await next();
  if (!(await confirmed())) {
    // Built for a session that no longer holds: never sent; answered again, the session read first.
    answeredAgain.add(request);
    await c.res.body?.cancel();
    c.res = await app.fetch(request, c.env, ctx);
    return;
  }
  returnBookmark(request, c.res, session, config);
  if (meter) c.res.headers.set(ROUND_TRIPS_HEADER, String(meter.trips));
});
app.use("*", securityHeaders);

const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const renderPage = (c: Context<ApiEnv>, request: Request) => {
  const context = new RouterContextProvider();
  context.set(requestContext, c.var.rc);
  // The marketplace was read from the URL into rc; the page's own address is the one the visitor sees.
  return handleDocument(withoutMarketplaceParameter(request), context);
};

// Only the main site's host serves the app; a creator's domain serves their storefront alone, any
// other host nothing (before the origin check reads a form meant for no one).
app.use("*", storefrontHosts(renderPage));
app.use("*", originCheck);
// An answer that names no cache policy is never stored (worker/cache/policy.ts).
app.use("*", async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", DEFAULT_CACHE_CONTROL);
});

// The idle timeout's other half: a browser session in use gets a fresh token (same sign-in time)
// once an hour, unless the answer already sets or clears the session cookie (login, logout).
app.use("*", async (c, next) => {
  await next();
  const { viewer, config } = c.var.rc;
  if (viewer?.session_refresh_auth_ms === undefined || c.res.headers.has("Set-Cookie")) return;
  const token = await issueToken(config, viewer, Date.now(), viewer.session_refresh_auth_ms);
  c.res.headers.append("Set-Cookie", sessionCookie(config, token));
});

// The marketplace chooser's plain form (worker/services/marketplaces.ts): a cookie, then back to the page.
app.post("/marketplace", async (c) => {
  // Not a form (or not one that parses): no choice, refused below like an unknown marketplace.
  const form: Record<string, unknown> = await c.req.formData().then(
    (data) => Object.fromEntries(data),
    () => ({}),
  );
  try {
    const answer = chooseMarketplaceForm(c.var.rc.config, form);
    return new Response(null, {
      status: 303,
      headers: { Location: answer.location, "Set-Cookie": answer.cookie, "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    if (error instanceof AppError) return c.json({ detail: error.message }, 422, { "Cache-Control": "no-store" });
    throw error;
  }
});
app.route("/media", media);
app.route("/go", go);
app.route("/", api);
app.route("/", seo);

// Every method, not only GET: route actions are POSTs.
app.all("*", (c) => renderPage(c, c.req.raw));

/**
 * The cached entrypoint (wrangler.toml `[exports.SharedSite]`): Workers Cache keys its answers by
 * the path and query it is asked at, which the gateway below makes name the visitor's marketplace.
 */
export class SharedSite extends WorkerEntrypoint<Env> {
  override fetch(request: Request): Response | Promise<Response> {
    return app.fetch(request, this.env, this.ctx);
  }
}

/**
 * The default entrypoint is not cached (wrangler.toml): it runs for every request, so a shared
 * page is asked of SharedSite at a URL that names the visitor's marketplace (worker/cache/
 * marketplace-key.ts). Without Workers Cache (locally, in tests) the same URL is answered here.
 */
function gateway(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig(env);
  } catch {
    return app.fetch(request, env, ctx);
  }
  // Only what the shared cache may answer goes through it: every other request runs here, as before.
  if (neverShared(request)) return app.fetch(request, env, ctx);
  const chosen = explicitChoiceRedirect(request, config);
  if (chosen) return chosen;
  const keyed = gatewayRequest(request, config);
  const shared = ctx.cache ? (ctx.exports as { SharedSite?: Fetcher } | undefined)?.SharedSite : undefined;
  return shared ? shared.fetch(keyed) : app.fetch(keyed, env, ctx);
}

export default {
  fetch: gateway,
  queue: (batch, env) => (batch.queue === CLICKS_QUEUE ? handleClickBatch(batch, createDb(env.DB)) : handleQueueBatch(batch, env)),
  scheduled: (controller, env, ctx) => handleScheduled(controller, env, ctx),
} satisfies ExportedHandler<Env, TaskMessage>;
