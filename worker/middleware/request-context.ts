import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/app-env";
import { getConfig } from "../config";
import { openSession, returnBookmark } from "../db/session";
import { chooseMarketplace, unknownMarketplaceDetail } from "../lib/marketplace-choice";
import { contextForRequest } from "../request-context";

/** Requests whose carried session check failed: answered again, the session read first. */
const answeredAgain = new WeakSet<Request>();

/**
 * Opens the request: the configuration (an incomplete one serves nothing), the request's D1
 * session, its context (`c.var.rc`: who asks, which marketplace) and the refusal of an unknown
 * marketplace. After the answer: an answer built for a carried session that no longer holds is
 * dropped and the request answered again by `answerAgain` (the whole app), the session read
 * first; otherwise the session's bookmark goes back to the writer (worker/db/session.ts).
 */
export function openRequest(answerAgain: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>) {
  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
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
    // Hono types executionCtx with its own interface; at runtime it is the Workers ExecutionContext.
    const ctx = c.executionCtx as unknown as ExecutionContext;
    const { rc, confirmed } = await contextForRequest(c.env, ctx, request, session, !answeredAgain.has(request));
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
      c.res = await answerAgain(request, c.env, ctx);
      return;
    }
    returnBookmark(request, c.res, session, config);
  };
  return middleware;
}
