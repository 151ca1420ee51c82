import type { RequestContext } from "../request-context";

/** Hono typing shared by every API router: `c.var.rc` is the request context. */
export interface ApiEnv {
  Bindings: Env;
  Variables: { rc: RequestContext };
}
