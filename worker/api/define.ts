import type { Context, Hono, MiddlewareHandler } from "hono";
import { describeRoute, resolver, validator } from "hono-openapi";
import { z } from "zod";
import { checksResponses } from "../config";
import { DEFAULT_MARKETPLACE, MARKETPLACE_CODES } from "../lib/marketplaces";
import { forbidden, unauthorized } from "../lib/errors";
import { serve } from "../services/serve";
import type { ApiEnv } from "./app-env";
import { cappedBody, RequestValidationError, toIssues } from "./validation";

export type Access = "public" | "user" | "admin";

/** An answer that is not JSON: a redirect (OAuth), or plain text (WebSub's challenge echo). */
export interface NonJsonResponse {
  kind: "redirect" | "text";
  description: string;
}

type Schema = z.ZodType | undefined;
type BodyTarget = "json" | "form";

export interface RouteSpec<Path extends string, Q extends Schema, B extends Schema, P extends Schema, R, T extends BodyTarget> {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Path under /api in Hono syntax, e.g. `/channels/:id`: its parameters type `c.req.param()`. */
  path: Path;
  summary: string;
  tag: string;
  access?: Access;
  query?: Q;
  body?: B;
  /** `form`: the OAuth2 password form (application/x-www-form-urlencoded), read with `c.req.valid("form")`. */
  bodyType?: T;
  params?: P;
  /** What a success answers: its schema is the contract the pages' types and the OpenAPI document share. */
  response: R;
  status?: 200 | 201;
  /**
   * Statuses the call itself answers besides success, for the OpenAPI document (e.g. 404, 409,
   * 429). Those its declaration implies are added: 401 for signed-in access, 403 for admins only,
   * 422 for validated input, 413 for a body.
   */
  errors?: number[];
  /** The answer shows marketplace listings: the `marketplace` query parameter (docs/marketplaces.md) is documented for it. */
  listings?: true;
  /** The call takes the `marketplace` query parameter for another purpose than listings: this says what it does. */
  marketplaceMeans?: string;
}

type Valid<S, Target extends string> = S extends z.ZodType ? Record<Target, z.output<S>> : Record<never, never>;
/** What `c.req.valid(target)` answers in a handler: each declared schema's parsed output. */
export interface RouteInput<Q, B, P, T extends BodyTarget> {
  out: Valid<Q, "query"> & Valid<B, T> & Valid<P, "param">;
}
type Answer<R> = R extends z.ZodType ? z.input<R> | Response : Response;

/** FastAPI's error shape (DESIGN.md section 4). */
export const errorResponse = z.object({
  detail: z.union([z.string(), z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }))]),
});

const ERROR_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Not authenticated",
  403: "Not enough permissions",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  422: "Validation error",
  429: "Too many requests",
  503: "Not configured",
};

/** An answer that broke its own schema: a bug of ours, never shown as the visitor's fault. */
export class ResponseContractError extends Error {
  constructor(route: string, issues: z.core.$ZodIssue[]) {
    super(`The answer of ${route} does not match its response schema: ${JSON.stringify(issues.slice(0, 5))}`);
    this.name = "ResponseContractError";
  }
}

/** A bearer token or the session cookie. */
const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const isSchema = (r: unknown): r is z.ZodType => r instanceof z.ZodType;

const MARKETPLACE_PARAMETER = {
  name: "marketplace",
  in: "query" as const,
  required: false,
  schema: {
    type: "string" as const,
    enum: [...MARKETPLACE_CODES],
    default: DEFAULT_MARKETPLACE,
    description:
      "Which Amazon marketplace's listings and prices to show (us, uk, de, fr, jp, ca; those the site serves). Each listing answers its own marketplace: the one asked for, or the default (us) where the product is not sold there. A code the site does not serve answers 422.",
  },
};

type AnySpec = RouteSpec<string, Schema, Schema, Schema, unknown, BodyTarget>;

/** The statuses a call answers besides success: its own, and those its access and input imply. */
export function errorStatuses(spec: Pick<AnySpec, "access" | "query" | "body" | "params" | "listings" | "marketplaceMeans" | "errors">) {
  const statuses = new Set(spec.errors);
  if (spec.access === "user" || spec.access === "admin") statuses.add(401);
  if (spec.access === "admin") statuses.add(403);
  // worker/index.ts refuses an unknown `marketplace` for every call; it is documented where the call reads it.
  if (spec.query || spec.body || spec.params || spec.listings || spec.marketplaceMeans) statuses.add(422);
  if (spec.body) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * What hono-openapi's validators do not document themselves: the answers, the access rule and the
 * `marketplace` parameter (read by worker/index.ts for every call, not by the route's schema).
 */
function operation(spec: AnySpec) {
  const json = (schema: z.ZodType) => ({ "application/json": { schema: resolver(schema) } });
  const responses: Record<string, { description: string; content?: ReturnType<typeof json> }> = {
    [String(spec.status ?? 200)]: isSchema(spec.response)
      ? { description: "Success", content: json(spec.response) }
      : { description: (spec.response as NonJsonResponse).description },
  };
  for (const status of errorStatuses(spec))
    responses[String(status)] = { description: ERROR_TEXT[status] ?? "Error", content: json(errorResponse) };
  const marketplace = spec.listings
    ? [MARKETPLACE_PARAMETER]
    : spec.marketplaceMeans
      ? [{ ...MARKETPLACE_PARAMETER, schema: { ...MARKETPLACE_PARAMETER.schema, description: spec.marketplaceMeans } }]
      : [];
  return {
    summary: spec.summary,
    tags: [spec.tag],
    parameters: marketplace,
    responses,
    ...(spec.access === "user" || spec.access === "admin" ? { security: SIGNED_IN } : {}),
    ...(spec.access === "admin" ? { description: "Admins only (403 for other users)." } : {}),
  };
}

const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.var.rc.viewer) throw unauthorized();
  await next();
};
const adminOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const viewer = c.var.rc.viewer;
  if (!viewer) throw unauthorized();
  if (!viewer.is_admin) throw forbidden();
  await next();
};

const LOC = { param: "path", query: "query", json: "body", form: "body" } as const;

/** hono-openapi's validator (it also documents the input), refusing in FastAPI's 422 shape. */
function validated(target: keyof typeof LOC, schema: z.ZodType): MiddlewareHandler<ApiEnv> {
  const options = target === "form" ? { media: "application/x-www-form-urlencoded" } : undefined;
  return validator(
    target,
    schema,
    (result) => {
      // The schemas are zod's: their Standard Schema issues are zod issues.
      if (!result.success)
        throw new RequestValidationError(toIssues(result.error as unknown as z.core.$ZodIssue[], LOC[target], { input: result.data }));
    },
    options,
  );
}

/**
 * Declares one API call over hono-openapi: its documentation (`describeRoute`; the parameters and
 * body documented by its `validator`s from the same zod schemas), its access rule, its validation,
 * and its answer's schema. The handler reads parsed input with `c.req.valid("param" | "query" |
 * "json" | "form")` and its answer goes through serve() (worker/services/serve.ts). Outside
 * production every answer is checked against its schema, so each API test is also a test of the
 * contract (worker/config.ts `checksResponses`).
 */
export function defineRoute<
  Path extends string,
  R extends z.ZodType | NonJsonResponse,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  P extends Schema = undefined,
  T extends BodyTarget = "json",
>(
  api: Hono<ApiEnv>,
  spec: RouteSpec<Path, Q, B, P, R, T>,
  handler: (c: Context<ApiEnv, Path, RouteInput<Q, B, P, T>>) => Promise<Answer<R>> | Answer<R>,
) {
  const bodyTarget: BodyTarget = spec.bodyType ?? "json";
  const middleware: MiddlewareHandler<ApiEnv>[] = [
    ...(spec.access === "user" ? [signedIn] : spec.access === "admin" ? [adminOnly] : []),
    ...(spec.params ? [validated("param", spec.params)] : []),
    ...(spec.query ? [validated("query", spec.query)] : []),
    ...(spec.body ? [cappedBody(bodyTarget), validated(bodyTarget, spec.body)] : []),
    describeRoute(operation(spec as AnySpec)),
  ];
  api.on(spec.method, [spec.path], ...middleware, async (c) => {
    const typed = c as unknown as Context<ApiEnv, Path, RouteInput<Q, B, P, T>>;
    const result = await serve(c.var.rc, async () => handler(typed), undefined);
    if (result instanceof Response) return result;
    if (isSchema(spec.response) && checksResponses(c.var.rc.config)) {
      const checked = spec.response.safeParse(result);
      if (!checked.success) throw new ResponseContractError(`${spec.method.toUpperCase()} ${spec.path}`, checked.error.issues);
    }
    return c.json(result as object, spec.status ?? 200);
  });
}
