import { createContext } from "react-router";
import type { Viewer } from "./auth/viewer";
import { getConfig, type AppConfig } from "./config";
import { createDb, type D1Handle, type Db } from "./db/client";

/**
 * Everything one request may use, built in one place (worker/index.ts) for both the API and
 * the pages. Its database handle is the request's D1 session (DESIGN.md section 9).
 */
export interface RequestContext {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  /** This request's D1 session (worker/db/session.ts); services reach D1 only through it. */
  d1: D1Handle;
  db: Db;
  viewer: Viewer | null;
  /** Per-request nonce for the pages' Content-Security-Policy (inline hydration scripts). */
  cspNonce: string;
  /** What the answer shows (worker/cache/tags.ts): its Cache-Tag header when it is cacheable. */
  cacheTags: Set<string>;
  /** Set when a read failed unexpectedly: a page that shows its error state must not be cached. */
  uncacheable: boolean;
}

/** React Router context key: loaders and actions read it with `context.get(requestContext)`. */
export const requestContext = createContext<RequestContext>();

export function buildRequestContext(env: Env, ctx: ExecutionContext, viewer: Viewer | null, d1: D1Handle = env.DB): RequestContext {
  const nonceBytes = crypto.getRandomValues(new Uint8Array(16));
  const cspNonce = btoa(String.fromCharCode(...nonceBytes));
  return { env, ctx, config: getConfig(env), d1, db: createDb(d1), viewer, cspNonce, cacheTags: new Set(), uncacheable: false };
}
