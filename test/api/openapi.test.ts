import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { checksResponses, getConfig } from "../../worker/config";
import { call } from "./fixtures";

/** SPEC.md section 7 under /api, plus the calls DESIGN.md adds (logout, me, creator options, channel categories). */
const EXPECTED = [
  "post /api/users/login",
  "post /api/users/register",
  "post /api/users/logout",
  "post /api/users/login/mfa",
  "post /api/users/login/mfa/enroll",
  "post /api/users/login/mfa/enroll/confirm",
  "post /api/users/me/password",
  "get /api/users/me/mfa",
  "post /api/users/me/mfa/enroll",
  "post /api/users/me/mfa/confirm",
  "delete /api/users/me/mfa",
  "post /api/users/me/verification-email",
  "post /api/users/verify-email/{token}",
  "get /api/users/me",
  "post /api/users/forgot-password",
  "get /api/users/reset-password/{token}",
  "post /api/users/reset-password/{token}",
  "get /api/channels",
  "get /api/channels/hidden",
  "get /api/channels/options",
  "get /api/channels/categories",
  "get /api/channels/{id}",
  "patch /api/channels/{id}/toggle_show",
  "get /api/products/channel/{id}/products/count",
  "get /api/products/channel/{id}/products",
  "get /api/products/channel/{id}/products/grouped",
  "post /api/subscriptions",
  "delete /api/subscriptions/{channel_id}",
  "get /api/subscriptions",
  "get /api/videos",
  "get /api/videos/{id}",
  "get /api/products",
  "get /api/products/grouped",
  "get /api/products/{id}",
  "get /api/products/categories",
  "get /api/products/subcategories",
  "get /api/products/video/{id}/amazon",
  "get /api/products/{id}/similar-creators",
  "get /api/admin/tasks",
  "post /api/admin/tasks",
  "get /api/admin/channels/search",
  "get /api/admin/transcripts/{channel}",
  "get /api/admin/transcripts/{channel}/{videoId}",
  "get /api/admin/listing-reviews",
  "post /api/admin/listing-reviews",
  "post /api/admin/listing-reviews/{reviewId}",
  "get /api/notifications",
  "put /api/notifications/{id}/read",
  "put /api/notifications/mark_all_read",
  "post /api/pending_channels",
  "post /api/prospective_creators/",
  "post /api/prospective_creators",
  // Issue 5: creators' OAuth grant, storefronts, WebSub, e-mail preferences.
  "get /api/creators/oauth/start",
  "get /api/creators/oauth/callback",
  "get /api/admin/creator_applications",
  "post /api/admin/creator_applications/{id}/approve",
  "post /api/admin/creator_applications/{id}/reject",
  "get /api/admin/storefronts/{id}",
  "put /api/admin/storefronts/{id}/domain",
  "post /api/admin/storefronts/{id}/products",
  "put /api/admin/storefronts/{id}/products",
  "delete /api/admin/storefronts/{id}/products/{product_id}",
  "get /api/storefronts/{handle}",
  "get /api/websub/callback/{channel_id}/{nonce}",
  "post /api/websub/callback/{channel_id}/{nonce}",
  "get /api/users/me/preferences",
  "put /api/users/me/preferences",
  "post /api/users/digest/unsubscribe",
  // Issue 14: following products for price-drop alerts.
  "put /api/products/{id}/follow",
  "delete /api/products/{id}/follow",
  "get /api/users/me/followed-products",
  // Issue 24: the creator studio.
  "get /api/studio/channels",
  "get /api/studio/channels/{channel_id}/stats",
  "patch /api/studio/channels/{channel_id}/storefront",
  "post /api/studio/channels/{channel_id}/domain/check",
  "put /api/studio/channels/{channel_id}/entries/{match_key}",
  // Issue 24: claiming a channel through Google, and the admins' view of its owners.
  "post /api/studio/claim",
  "get /api/studio/claim/callback",
  "get /api/admin/channel-owners",
  "get /api/admin/channels/{channel_id}/owners",
  "delete /api/admin/channels/{channel_id}/owners/{user_id}",
];

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters: { name: string; in: string; schema: { enum?: string[]; type?: string } }[];
        requestBody?: { content: Record<string, unknown> };
      }
    >
  >;
};

describe("GET /api/openapi.json", () => {
  it("lists exactly the registered calls of SPEC section 7", async () => {
    const res = await call<Doc>("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const listed = Object.entries(res.body.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(listed.sort()).toEqual([...EXPECTED].sort());
  });

  it("declares the sorts with their enums, repeated channel_id, paging and the login form", async () => {
    const { paths } = (await call<Doc>("/openapi.json")).body;
    const param = (path: string, name: string) => paths[path]!.get!.parameters.find((p) => p.name === name);
    expect(param("/api/products", "sort")?.schema.enum).toEqual(["recent", "rating", "price_asc", "price_desc"]);
    expect(param("/api/channels", "sort")?.schema.enum).toEqual(["name", "videos", "products", "subscribers"]);
    for (const name of ["skip", "page", "limit", "video_id", "category", "subcategory", "query", "channel_id", "subscribed_only"]) {
      expect(param("/api/products", name), name).toBeDefined();
    }
    expect(JSON.stringify(param("/api/products", "channel_id")?.schema)).toContain("array");
    expect(param("/api/channels", "category")).toBeDefined();
    expect(paths["/api/users/login"]!.post!.requestBody!.content).toHaveProperty("application/x-www-form-urlencoded");
    expect(paths["/api/users/register"]!.post!.requestBody!.content).toHaveProperty("application/json");
  });
});

describe("the answers' contract", () => {
  type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; $ref?: string; anyOf?: Schema[] };
  type Operation = { responses: Record<string, { content?: Record<string, { schema: Schema }> }> };
  const NON_JSON = [
    "get /api/websub/callback/{channel_id}/{nonce}",
    "post /api/websub/callback/{channel_id}/{nonce}",
    "get /api/creators/oauth/start",
  ];

  it("is checked on every answer outside production, unless CHECK_RESPONSES turns it off (the benchmark); production refuses the switch", () => {
    const config = (vars: Record<string, string>) => getConfig({ ...env, ...vars } as unknown as Env);
    expect(checksResponses(config({}))).toBe(true);
    expect(checksResponses(config({ CHECK_RESPONSES: "false" }))).toBe(false);
    const production = {
      APP_ENV: "production",
      PUBLIC_BASE_URL: "https://picks.example",
      PASSWORD_PEPPER: "p".repeat(20) + "abcdefghijklmnopqrstuvwxyz",
      EMAIL_FROM: "a@picks.example",
      EMAIL_API_URL: "https://mail.example/send",
      EMAIL_API_KEY: "k",
    };
    expect(checksResponses(config(production))).toBe(false);
    expect(() => config({ ...production, CHECK_RESPONSES: "true" })).toThrow(/CHECK_RESPONSES/);
  });

  it("gives every call a JSON schema for its success and for each error it declares", async () => {
    const { paths } = (await call<{ paths: Record<string, Record<string, Operation>> }>("/openapi.json")).body;
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const [status, response] of Object.entries(op.responses)) {
          const schema = response.content?.["application/json"]?.schema;
          const expectJson = !(status.startsWith("2") && NON_JSON.includes(`${method} ${path}`));
          if (expectJson && !schema) missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("describes the lists' items field by field, and errors in FastAPI's shape", async () => {
    const doc = (
      await call<{ paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }>("/openapi.json")
    ).body;
    const deref = (s: Schema): Schema => (s.$ref ? doc.components!.schemas![s.$ref.split("/").pop()!]! : s);
    const products = deref(doc.paths["/api/products"]!.get!.responses["200"]!.content!["application/json"]!.schema);
    // `suggestion`: a search's "Did you mean" (docs/decisions/0021).
    expect(Object.keys(products.properties ?? {}).sort()).toEqual(["products", "suggestion", "total"]);
    const item = deref(products.properties!.products!.items!);
    for (const field of ["product_id", "product_name", "amazon_products", "creators", "creator_count", "video_timestamp"]) {
      expect(item.properties, field).toHaveProperty(field);
    }
    const notFound = deref(doc.paths["/api/products/{id}"]!.get!.responses["404"]!.content!["application/json"]!.schema);
    expect(notFound.properties).toHaveProperty("detail");
  });
});

describe("GET /api/docs", () => {
  it("serves the interactive reference from the app's own assets, its one inline script under the page's nonce", async () => {
    const res = await call("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.text).toMatch(/^<!doctype html>/i);
    expect(res.text).toContain('<script src="/assets/api-reference/swagger-ui-bundle.js"></script>');
    expect(res.text).toContain('"url":"/api/openapi.json"');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([` nonce="${nonce}"`]);
  });

  it("unknown API paths answer a JSON 404", async () => {
    const res = await call("/nope/nothing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Not Found" });
  });
});
