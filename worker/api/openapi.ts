import { z } from "zod";
import type { RegisteredRoute } from "./define";

const ERROR_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Not authenticated",
  403: "Not enough permissions",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  422: "Validation error",
  429: "Too many requests",
};

const errorSchema = {
  type: "object",
  properties: {
    detail: {
      oneOf: [
        { type: "string" },
        {
          type: "array",
          items: {
            type: "object",
            properties: { loc: { type: "array", items: { type: ["string", "integer"] } }, msg: { type: "string" }, type: { type: "string" } },
          },
        },
      ],
    },
  },
};

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
}

/** The OpenAPI 3.1 document, generated from the zod schemas that validate each call. */
export function buildOpenApi(routes: RegisteredRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { spec } of routes) {
    const path = `/api${spec.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`;
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ["path", spec.params],
      ["query", spec.query],
    ] as const) {
      if (!schema) continue;
      const js = jsonSchema(schema);
      for (const [name, prop] of Object.entries(js.properties ?? {})) {
        parameters.push({ name, in: where, required: where === "path" || (js.required ?? []).includes(name), schema: prop });
      }
    }
    const responses: Record<string, unknown> = { [String(spec.status ?? 200)]: { description: "Success" } };
    for (const status of spec.errors ?? []) {
      responses[String(status)] = { description: ERROR_TEXT[status] ?? "Error", content: { "application/json": { schema: errorSchema } } };
    }
    const operation: Record<string, unknown> = { summary: spec.summary, tags: [spec.tag], parameters, responses };
    if (spec.access === "user" || spec.access === "admin") operation.security = [{ bearer: [] }, { cookie: [] }];
    if (spec.access === "admin") operation.description = "Admins only (403 for other users).";
    if (spec.body) {
      const media = spec.bodyType === "form" ? "application/x-www-form-urlencoded" : "application/json";
      operation.requestBody = { required: true, content: { [media]: { schema: jsonSchema(spec.body) } } };
    }
    paths[path] = { ...paths[path], [spec.method]: operation };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Creator Picks API", version: "1.0.0", description: "Channels, videos and the products they mention, matched to marketplace listings." },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        cookie: { type: "apiKey", in: "cookie", name: "session" },
      },
    },
    paths,
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A readable reference page rendered on the server: no scripts, no CDN. */
export function renderDocsPage(doc: ReturnType<typeof buildOpenApi>): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const o = op as { summary: string; tags: string[]; parameters: { name: string; in: string; required: boolean }[]; security?: unknown; requestBody?: unknown; description?: string };
        const params = o.parameters.map((p) => `<code>${escape(p.name)}</code> <small>(${p.in}${p.required ? ", required" : ""})</small>`).join(", ");
        const auth = o.description ? "admin" : o.security ? "user" : "public";
        return `<tr><td><span class="m ${method}">${method.toUpperCase()}</span></td><td><code>${escape(path)}</code></td><td>${escape(o.summary)}${params ? `<br>${params}` : ""}${o.requestBody ? "<br><small>JSON body, see openapi.json</small>" : ""}</td><td>${auth}</td></tr>`;
      }),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API reference · Creator Picks</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#111}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}.m{font:600 12px monospace;padding:2px 6px;border-radius:4px;color:#fff}.get{background:#2563eb}.post{background:#16a34a}.put,.patch{background:#d97706}.delete{background:#dc2626}code{font-size:13px}</style></head>
<body><h1>Creator Picks API</h1><p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>. Errors answer <code>{"detail": "..."}</code>; validation errors answer 422 with <code>{"detail": [{"loc", "msg", "type"}]}</code>. Authenticate with <code>Authorization: Bearer &lt;access_token&gt;</code> from <code>POST /api/users/login</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Access</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}
