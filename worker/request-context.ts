import { createContext } from "react-router";
import { DEFAULT_MARKETPLACE, type MarketplaceCode } from "./lib/marketplaces";
import { chooseMarketplace } from "./lib/marketplace-choice";
import { sessionClaims, sessionHolds, viewerOfClaims, viewerOfSession } from "./auth/session";
import type { Viewer } from "./auth/viewer";
import { getConfig, type AppConfig } from "./config";
import { carrying } from "./db/carry";
import { createDb, type D1Handle, type Db } from "./db/client";
import { sessionUserCheck, sessionUserOfRow } from "./db/queries/sessions";

/**
 * Everything one request may use, built in one place (worker/index.ts) for both the API and
 * the pages. Its database handle is the request's D1 session (DESIGN.md section 9).
 */
export interface RequestContext {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  /**
   * This request's D1 session (worker/db/session.ts), or the handle that carries its session check
   * (worker/db/carry.ts), under drizzle: services reach D1 only through it, by query functions.
   */
  db: Db;
  viewer: Viewer | null;
  /** Per-request nonce for the pages' Content-Security-Policy (inline hydration scripts). */
  cspNonce: string;
  /** What the answer shows (worker/cache/tags.ts): its Cache-Tag header when it is cacheable. */
  cacheTags: Set<string>;
  /** Set when a read failed unexpectedly: a page that shows its error state must not be cached. */
  uncacheable: boolean;
  /** The marketplace whose listings and prices this answer shows (worker/lib/marketplace-choice.ts). */
  marketplace: MarketplaceCode;
}

/** React Router context key: loaders and actions read it with `context.get(requestContext)`. */
export const requestContext = createContext<RequestContext>();

export function buildRequestContext(
  env: Env,
  ctx: ExecutionContext,
  viewer: Viewer | null,
  db: Db = createDb(env.DB),
  config: AppConfig = getConfig(env),
): RequestContext {
  const nonceBytes = crypto.getRandomValues(new Uint8Array(16));
  const cspNonce = btoa(String.fromCharCode(...nonceBytes));
  return {
    env,
    ctx,
    config,
    db,
    viewer,
    cspNonce,
    cacheTags: new Set(),
    uncacheable: false,
    marketplace: DEFAULT_MARKETPLACE,
  };
}

const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * The context of one request and whether an answer built with it may be sent. A signed-in read
 * (GET or HEAD) takes its viewer from the token and checks the session inside its first read
 * (worker/db/carry.ts): one D1 round trip instead of two. If the check fails (logged out, password
 * reset, account gone, e-mail or admin flag changed), `confirmed()` is false and the request must
 * be answered again with `carry: false`, which reads the session first, as before any answer.
 */
export async function contextForRequest(
  env: Env,
  ctx: ExecutionContext,
  request: Request,
  d1: D1Handle,
  carry = true,
): Promise<{ rc: RequestContext; confirmed: () => Promise<boolean> }> {
  const config = getConfig(env);
  const session = await sessionClaims(request, config);
  const nothingToConfirm = async () => true;
  // The marketplace whose listings the answer shows; an API call naming an unknown one is refused by worker/index.ts.
  const withMarketplace = (rc: RequestContext) => ({ ...rc, marketplace: chooseMarketplace(request, config) ?? DEFAULT_MARKETPLACE });
  const db = createDb(d1);
  if (!session) return { rc: withMarketplace(buildRequestContext(env, ctx, null, db, config)), confirmed: nothingToConfirm };
  if (!carry || !READ_METHODS.has(request.method)) {
    return {
      rc: withMarketplace(buildRequestContext(env, ctx, await viewerOfSession(session, db), db, config)),
      confirmed: nothingToConfirm,
    };
  }
  const carried = carrying(d1, sessionUserCheck(db, session.claims.user_id), (row) => sessionHolds(session.claims, sessionUserOfRow(row)));
  return {
    rc: withMarketplace(
      buildRequestContext(env, ctx, viewerOfClaims(session.claims, session.fromCookie), createDb(carried.handle), config),
    ),
    confirmed: carried.verdict,
  };
}
