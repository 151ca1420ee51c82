import type { MiddlewareHandler } from "hono";
import { drainBody } from "../lib/capped-body";

/**
 * Every answer waits until the request's body has been received whole: a body cancelled or left
 * unread (a 413, a 411, a route that reads none) can cost the client the answer (worker/lib/capped-body.ts).
 */
export const receiveWholeBody: MiddlewareHandler = async (c, next) => {
  await next();
  await drainBody(c.req.raw);
};
