import { Hono } from "hono";
import { z } from "zod";
import { hasToken } from "../auth/session";
import { API_VARY, carriesCredentials, markShared, PRIVATE_CACHE_CONTROL } from "../cache/policy";
import { cacheTagHeader } from "../cache/tags";
import { CheckFailedError } from "../db/carry";
import { pingDatabase } from "../db/queries/health";
import { AppError } from "../lib/errors";
import { accountSecurityRoutes } from "./account-security";
import { adminRoutes } from "./admin";
import type { ApiEnv } from "./app-env";
import { channelClaimRoutes } from "./channel-claims";
import { channelRoutes } from "./channels";
import { creatorRoutes } from "./creators";
import { meRoutes } from "./me";
import { oauthRoutes } from "./oauth";
import { docsPage, openApiDocument } from "./openapi";
import { preferenceRoutes } from "./preferences";
import { productRoutes } from "./products";
import { storefrontRoutes } from "./storefronts";
import { studioRoutes } from "./studio";
import { userRoutes } from "./users";
import { PayloadTooLargeError, RequestValidationError, toIssues } from "./validation";
import { videoRoutes } from "./videos";
import { websubRoutes } from "./websub";

// Paths carry their /api prefix here (the Worker mounts this router at its root), so the generated
// OpenAPI document names each call by its real path.
export const api = new Hono<ApiEnv>().basePath("/api");

/**
 * Answers that depend on who asks are never stored by a shared cache; anonymous reads are pure
 * functions of their URL, cached at the edge with the tags of what they show (DESIGN.md section 9,
 * docs/decisions/0012-edge-cache.md).
 */
api.use("*", async (c, next) => {
  await next();
  if (c.res.headers.has("Cache-Control")) return;
  const rc = c.var.rc;
  const personal = rc.viewer !== null || carriesCredentials(c.req.raw, rc.config) || c.req.method !== "GET" || c.res.status >= 400;
  const tags = personal ? null : cacheTagHeader(rc.cacheTags);
  if (!tags || tags.overflow) {
    c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
    return;
  }
  markShared(c.res.headers, API_VARY, tags.header);
});

api.get("/health", async (c) => {
  await pingDatabase(c.var.rc.db);
  // A health check must reach the Worker and D1, never a cached answer.
  return c.json({ ok: true }, 200, { "Cache-Control": "no-store" });
});

userRoutes(api);
accountSecurityRoutes(api);
channelRoutes(api);
productRoutes(api);
videoRoutes(api);
meRoutes(api);
adminRoutes(api);
creatorRoutes(api);
oauthRoutes(api);
channelClaimRoutes(api);
storefrontRoutes(api);
studioRoutes(api);
websubRoutes(api);
preferenceRoutes(api);

api.get("/openapi.json", openApiDocument(api));
// The page's inline script carries this request's nonce: never shared through a cache.
api.get("/docs", (c) => c.html(docsPage(c.var.rc.cspNonce), 200, { "Cache-Control": "no-store" }));

// Mounted with app.route, this router's notFound is never reached: unmatched /api paths would fall
// through to the page renderer, so they are answered here in the API's JSON shape.
api.all("*", (c) => c.json({ detail: "Not Found" }, 404));
api.notFound((c) => c.json({ detail: "Not Found" }, 404));

api.onError((error, c) => {
  if (error instanceof RequestValidationError) return c.json({ detail: error.issues }, 422);
  // A service's own parse refused its input (worker/services/serve.ts): a validation failure in FastAPI's shape.
  if (error instanceof AppError && error.cause instanceof z.ZodError) return c.json({ detail: toIssues(error.cause.issues, "body") }, 422);
  if (error instanceof PayloadTooLargeError) return c.json({ detail: "Request body too large" }, 413);
  // The session behind the token no longer holds: this answer is dropped and the request answered
  // again with the session read first (worker/index.ts), so there is nothing to log.
  // drizzle hands it on as the cause of its query error.
  if (error instanceof CheckFailedError || error.cause instanceof CheckFailedError)
    return c.json({ detail: "Could not validate credentials" }, 401);
  if (error instanceof AppError) {
    // A token that was sent but did not prove anyone gets the same 401 as none at all.
    if (error.status === 401 && hasToken(c.req.raw, c.var.rc.config) && !c.var.rc.viewer) {
      return c.json({ detail: "Could not validate credentials" }, 401, { "WWW-Authenticate": "Bearer" });
    }
    return c.json({ detail: error.detail }, error.status, error.status === 401 ? { "WWW-Authenticate": "Bearer" } : {});
  }
  console.error("Unhandled API error", c.req.method, new URL(c.req.url).pathname, error);
  return c.json({ detail: "Internal Server Error" }, 500);
});
