import type { MiddlewareHandler } from "hono";
import { DEFAULT_CACHE_CONTROL } from "../cache/policy";

/** An answer that names no cache policy is never stored (worker/cache/policy.ts). */
export const defaultCacheControl: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", DEFAULT_CACHE_CONTROL);
};
