import { Hono, type Context } from "hono";
import { WorkerEntrypoint } from "cloudflare:workers";
import { explicitChoiceRedirect, gatewayRequest, neverShared, withoutMarketplaceParameter } from "./cache/marketplace-key";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import type { ApiEnv } from "./api/app-env";
import { getConfig } from "./config";
import { createDb } from "./db/client";
import { media } from "./media";
import { handleScheduled } from "./pipeline/cron";
import { handleQueueBatch } from "./pipeline/queue";
import { go } from "./go";
import { CLICKS_QUEUE, handleClickBatch } from "./services/clicks";
import type { TaskMessage } from "./services/tasks";
import { requestContext } from "./request-context";
import { originCheck, securityHeaders } from "./security";
import { seo } from "./seo";
import { storefrontHosts } from "./storefront-host";
import { chooseMarketplaceForm } from "./services/marketplaces";
import { AppError } from "./lib/errors";
import { defaultCacheControl } from "./middleware/default-cache-control";
import { openRequest } from "./middleware/request-context";
import { refreshSession } from "./middleware/session-refresh";
import { receiveWholeBody } from "./middleware/whole-body";

const app = new Hono<ApiEnv>();

// The entry's middleware, in order (docs/architecture.md "The entry's middleware").
app.use("*", receiveWholeBody);
app.use("*", openRequest(app.fetch));
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
app.use("*", defaultCacheControl);
app.use("*", refreshSession);

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
