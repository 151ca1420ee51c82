import type { Context, Hono } from "hono";
import { z } from "zod";
import { AppError, forbidden, unauthorized } from "../services/errors";
import type { ApiEnv } from "./app-env";
import { readBody, validate } from "./validation";

export type Access = "public" | "user" | "admin";

export interface RouteSpec<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType> {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Path under /api in Hono syntax, e.g. `/channels/:id`. */
  path: string;
  summary: string;
  tag: string;
  access?: Access;
  query?: Q;
  body?: B;
  /** `form`: the OAuth2 password form (application/x-www-form-urlencoded). */
  bodyType?: "json" | "form";
  params?: P;
  status?: 200 | 201;
  /** Statuses this call answers besides success, for the OpenAPI document. */
  errors?: number[];
}

export interface RegisteredRoute {
  spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType>;
}

export const registry: RegisteredRoute[] = [];

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** Each repeated query parameter becomes an array (several `channel_id`s), the rest stay strings. */
function queryObject(c: Context<ApiEnv>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

/**
 * Declares one API call: its documentation (OpenAPI is generated from these same zod schemas),
 * its access rule, and its validation; the handler receives parsed input only.
 */
export function defineRoute<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType>(
  api: Hono<ApiEnv>,
  spec: RouteSpec<Q, B, P>,
  handler: (c: Context<ApiEnv>, input: { query: Out<Q>; body: Out<B>; params: Out<P> }) => Promise<unknown> | unknown,
) {
  registry.push({ spec: spec as unknown as RouteSpec<z.ZodType, z.ZodType, z.ZodType> });
  api.on(spec.method.toUpperCase(), spec.path, async (c) => {
    const viewer = c.var.rc.viewer;
    if (spec.access === "user" || spec.access === "admin") {
      if (!viewer) throw unauthorized();
      if (spec.access === "admin" && !viewer.is_admin) throw forbidden();
    }
    const params = spec.params ? validate(spec.params, c.req.param(), "path") : undefined;
    const query = spec.query ? validate(spec.query, queryObject(c), "query") : undefined;
    const body = spec.body ? validate(spec.body, await readBody(c, spec.bodyType ?? "json"), "body") : undefined;
    const result = await handler(c, { query, body, params } as { query: Out<Q>; body: Out<B>; params: Out<P> });
    if (result instanceof Response) return result;
    return c.json(result as object, spec.status ?? 200);
  });
}

export { AppError };
