import type { Context, Hono } from "hono";
import { DEFAULT_MARKETPLACE, MARKETPLACE_CODES } from "../lib/marketplaces";
import { describeRoute, resolver } from "hono-openapi";
import { z } from "zod";
import { tagAnswer } from "../cache/tags";
import { checksResponses } from "../config";
import { AppError, forbidden, unauthorized } from "../lib/errors";
import type { ApiEnv } from "./app-env";
import { readBody, validate } from "./validation";

export type Access = "public" | "user" | "admin";

/** An answer that is not JSON: a redirect (OAuth), or plain text (WebSub's challenge echo). */
export interface NonJsonResponse {
  kind: "redirect" | "text";
  description: string;
}

export interface RouteSpec<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType | NonJsonResponse> {
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
  /** What a success answers: its schema is the contract the pages' types and the OpenAPI document share. */
  response: R;
  status?: 200 | 201;
  /** Statuses this call answers besides success, for the OpenAPI document. */
  errors?: number[];
  /** The answer shows marketplace listings: the `marketplace` query parameter (docs/marketplaces.md) is documented for it. */
  listings?: true;
  /** The call takes the `marketplace` query parameter for another purpose than listings: this says what it does. */
  marketplaceMeans?: string;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
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

const isSchema = (r: z.ZodType | NonJsonResponse): r is z.ZodType => r instanceof z.ZodType;

/** Each repeated query parameter becomes an array (several `channel_id`s), the rest stay strings. */
function queryObject(c: Context<ApiEnv>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

const MARKETPLACE_PARAMETER = {
  name: "marketplace",
  in: "query" as const,
  required: false,
  schema: {
    type: "string",
    enum: [...MARKETPLACE_CODES],
    default: DEFAULT_MARKETPLACE,
    description:
      "Which Amazon marketplace's listings and prices to show (us, uk, de, fr, jp, ca; those the site serves). Each listing answers its own marketplace: the one asked for, or the default (us) where the product is not sold there. A code the site does not serve answers 422.",
  },
};

/** One parameter per property of the path and query schemas, as OpenAPI lists them. */
function parameters(spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType | NonJsonResponse>) {
  const out: { name: string; in: "path" | "query"; required: boolean; schema: object }[] = [];
  for (const [where, schema] of [
    ["path", spec.params],
    ["query", spec.query],
  ] as const) {
    if (!schema) continue;
    const js = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
      properties?: Record<string, object>;
      required?: string[];
    };
    for (const [name, prop] of Object.entries(js.properties ?? {})) {
      out.push({ name, in: where, required: where === "path" || (js.required ?? []).includes(name), schema: prop });
    }
  }
  // Read by worker/index.ts for every API call (worker/lib/marketplace-choice.ts), not by the route's own schema.
  if (spec.listings) out.push(MARKETPLACE_PARAMETER);
  else if (spec.marketplaceMeans)
    out.push({ ...MARKETPLACE_PARAMETER, schema: { ...MARKETPLACE_PARAMETER.schema, description: spec.marketplaceMeans } });
  return out;
}

/** The call's OpenAPI operation; hono-openapi turns the zod schemas in it into JSON Schema. */
function operation(spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType | NonJsonResponse>) {
  const json = (schema: z.ZodType) => ({ "application/json": { schema: resolver(schema) } });
  const responses: Record<string, { description: string; content?: ReturnType<typeof json> }> = {
    [String(spec.status ?? 200)]: isSchema(spec.response)
      ? { description: "Success", content: json(spec.response) }
      : { description: spec.response.description },
  };
  for (const status of spec.errors ?? [])
    responses[String(status)] = { description: ERROR_TEXT[status] ?? "Error", content: json(errorResponse) };
  const media = spec.bodyType === "form" ? "application/x-www-form-urlencoded" : "application/json";
  return {
    summary: spec.summary,
    tags: [spec.tag],
    parameters: parameters(spec),
    responses,
    ...(spec.access === "user" || spec.access === "admin" ? { security: SIGNED_IN } : {}),
    ...(spec.access === "admin" ? { description: "Admins only (403 for other users)." } : {}),
    ...(spec.body ? { requestBody: { required: true, content: { [media]: { schema: resolver(spec.body) } } } } : {}),
  };
}

/**
 * Declares one API call: its documentation (the OpenAPI document is generated from these same zod
 * schemas), its access rule, its validation and its answer's schema; the handler receives parsed
 * input only. Outside production every answer is checked against its schema, so each API test is
 * also a test of the contract (worker/config.ts `checksResponses`).
 */
export function defineRoute<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType | NonJsonResponse>(
  api: Hono<ApiEnv>,
  spec: RouteSpec<Q, B, P, R>,
  handler: (c: Context<ApiEnv>, input: { query: Out<Q>; body: Out<B>; params: Out<P> }) => Promise<Answer<R>> | Answer<R>,
) {
  const generic = spec as unknown as RouteSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType | NonJsonResponse>;
  api.on(spec.method.toUpperCase(), spec.path, describeRoute(operation(generic)), async (c) => {
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
    tagAnswer(c.var.rc.cacheTags, result);
    if (isSchema(spec.response) && checksResponses(c.var.rc.config)) {
      const checked = spec.response.safeParse(result);
      if (!checked.success) throw new ResponseContractError(`${spec.method.toUpperCase()} ${spec.path}`, checked.error.issues);
    }
    return c.json(result as object, spec.status ?? 200);
  });
}

export { AppError };
