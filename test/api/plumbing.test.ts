/**
 * The API's plumbing over hono-openapi (worker/api/define.ts, worker/api/validation.ts): bodies
 * read as the media type they say, FastAPI's 422 for every refusal, the documented errors derived
 * from each call's declaration, and serve() (worker/services/serve.ts) mapping a service's answer.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, notFound } from "../../worker/lib/errors";
import { serve } from "../../worker/services/serve";
import { toIssues } from "../../worker/api/validation";
import { call, createUser, expect422, uniqueEmail } from "./fixtures";

type Operation = { responses: Record<string, unknown>; security?: unknown };
type Doc = { paths: Record<string, Record<string, Operation>> };

describe("request bodies", () => {
  it("refuses a JSON body sent as text/plain or as a form with FastAPI's 422, and creates nothing", async () => {
    const email = uniqueEmail();
    const json = JSON.stringify({ email, password: "correct-horse-battery" });
    const plain = await call("/users/register", { raw: json, contentType: "text/plain" });
    expect422(plain, "body");
    expect(plain.body.detail).toEqual([
      { loc: ["body"], msg: "Input should be a valid dictionary or object to extract fields from", type: "model_attributes_type" },
    ]);
    expect422(await call("/users/register", { form: { email, password: "correct-horse-battery" } }), "body");
    expect((await call("/users/register", { json: { email, password: "correct-horse-battery" } })).status).toBe(201);
  });

  it("reads the login form urlencoded or multipart, and refuses a malformed multipart body with 422", async () => {
    const user = await createUser();
    const multipart = new FormData();
    multipart.set("username", user.email);
    multipart.set("password", user.password);
    const encoded = new Response(multipart);
    const res = await call("/users/login", {
      raw: await encoded.text(),
      contentType: encoded.headers.get("content-type") ?? "",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.token_type).toBe("bearer");
    const broken = await call("/users/login", { raw: "username=a&password=b", contentType: "multipart/form-data; boundary=x" });
    expect422(broken, "body");
    expect(broken.body.detail[0].type).toBe("form_invalid");
  });

  it("says a field of the wrong type is of the wrong type, and only an absent field is missing", async () => {
    const res = await call("/users/register", { json: { email: 42 } });
    expect422(res, "body");
    expect(res.body.detail).toEqual([
      { loc: ["body", "email"], msg: "Invalid input: expected string, received number", type: "string_type" },
      { loc: ["body", "password"], msg: "Field required", type: "missing" },
    ]);
  });

  it("tells missing from wrongly typed in a service's own parse too, where the input is not at hand", () => {
    const schema = z.object({ name: z.string(), count: z.number() });
    const parsed = schema.safeParse({ count: "three" });
    expect(parsed.success).toBe(false);
    expect(toIssues(parsed.error!.issues, "body").map(({ loc, type }) => ({ loc, type }))).toEqual([
      { loc: ["body", "name"], type: "missing" },
      { loc: ["body", "count"], type: "number_type" },
    ]);
  });

  it("answers 413 in the API's shape for a body over 64 KB", async () => {
    const res = await call("/users/register", { raw: JSON.stringify({ email: "a".repeat(70_000) }) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: "Request body too large" });
  });
});

describe("documented errors", () => {
  it("derives 401 for signed-in calls, 403 for admin calls, 422 for validated input and 413 for a body", async () => {
    const { paths } = (await call<Doc>("/openapi.json")).body;
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]![method]!.responses)
        .filter((s) => !s.startsWith("2"))
        .sort();
    expect(statuses("/api/admin/tasks", "post")).toEqual(["401", "403", "413", "422"]);
    expect(statuses("/api/users/me", "get")).toEqual(["401"]);
    expect(statuses("/api/channels/categories", "get")).toEqual([]);
    // Declared by the call itself besides the derived ones.
    expect(statuses("/api/users/register", "post")).toEqual(["409", "413", "422", "429"]);
    expect(statuses("/api/channels/{id}", "get")).toEqual(["404", "422"]);
    // No validator's default 400 (hono-openapi's own error shape): refusals are 422.
    for (const ops of Object.values(paths))
      for (const op of Object.values(ops)) expect(op.responses).not.toHaveProperty("400.description", "Validation Error");
  });
});

describe("serve()", () => {
  const rc = () => ({ cacheTags: new Set<string>(), uncacheable: false });

  it("notes the answer's entities in the cache tags", async () => {
    const context = rc();
    const answer = await serve(context, async (_rc, id: string) => ({ product_id: id }), "p1");
    expect(answer).toEqual({ product_id: "p1" });
    expect([...context.cacheTags]).toEqual(["product:p1"]);
    expect(context.uncacheable).toBe(false);
  });

  it("turns a ZodError into a 422 refusal with its first message, the issues kept as its cause", async () => {
    const context = rc();
    const schema = z.object({ limit: z.number().max(100, "limit is at most 100") });
    const error = await serve(context, async (_rc, input: unknown) => schema.parse(input), { limit: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, detail: "limit is at most 100" });
    expect((error as AppError).cause).toBeInstanceOf(z.ZodError);
    expect(context.uncacheable).toBe(false);
  });

  it("lets a refusal through as it is, and marks anything else uncacheable", async () => {
    const refused = rc();
    await expect(serve(refused, () => Promise.reject(notFound("Product")), undefined)).rejects.toMatchObject({ status: 404 });
    expect(refused.uncacheable).toBe(false);
    const failed = rc();
    await expect(serve(failed, () => Promise.reject(new Error("D1 went away")), undefined)).rejects.toThrow("D1 went away");
    expect(failed.uncacheable).toBe(true);
  });
});
