/**
 * Bodies without a size cap: page forms over 64 KB or without a declared length are refused
 * before any page reads them, and API and WebSub bodies are counted while they stream, so a
 * chunked body over the cap is refused there (413) instead of being kept whole. Issue 22,
 * finding 12: the rest of a refused body is read and thrown away before the answer goes out, never
 * cancelled or left unread, so the client always reads the 413 (a cancelled body made local
 * workerd's proxy answer 500 "Network connection lost" or reset the connection). These requests
 * go through the served Worker (`exports.default.fetch`) with streamed bodies; the browser suite
 * sends the same over HTTP (test/e2e/specs/security.test.ts).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { BASE, count, freshIp, seedCatalogue } from "../api/fixtures";

const OWN_ORIGIN = new URL(env.PUBLIC_BASE_URL).origin;

beforeAll(async () => {
  await seedCatalogue();
});

/** A chunked body (no Content-Length) of `total` bytes in 1 KB pieces that counts what was pulled. */
function countingStream(total: number, piece: Uint8Array = new TextEncoder().encode("a".repeat(1024))) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled };
}

async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit }, workerEnv?: Env) {
  const request = new Request(`${BASE}${path}`, {
    method: init.method ?? "POST",
    headers: { "cf-connecting-ip": freshIp(), ...init.headers },
    body: init.body,
  });
  let res: Response;
  if (workerEnv) {
    const ctx = createExecutionContext();
    res = await worker.fetch(request, workerEnv, ctx);
    await waitOnExecutionContext(ctx);
  } else {
    res = await exports.default.fetch(request);
  }
  const text = await res.text();
  return {
    status: res.status,
    text,
    json: (() => {
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    })(),
  };
}

const applicationForm = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ channel_handle: "@bigform", email: "big@example.com", phone_number: "", category: "Other", ...extra }).toString();

describe("page submissions", () => {
  it("refuses an oversize form on /creator-submission with 413, storing nothing", async () => {
    const body = applicationForm({ phone_number: "1".repeat(100 * 1024) });
    const res = await send("/creator-submission", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length), Origin: OWN_ORIGIN },
      body,
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ detail: "Form submissions are limited to 64 KB" });
    expect(await count("creator_applications")).toBe(0);
  });

  it("refuses a form without a declared length with 411 without parsing it, once the client has sent it all", async () => {
    const { stream, pulled } = countingStream(10 * 1024 * 1024);
    const res = await send("/creator-submission", { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: stream });
    expect(res.status).toBe(411);
    expect(res.json).toEqual({ detail: "Form submissions must declare their size (Content-Length)" });
    expect(pulled.bytes).toBe(10 * 1024 * 1024);
    expect(await count("creator_applications")).toBe(0);
  });

  it("answers a streamed 2 MB form to a page action with 413 and its detail, after reading the rest of it", async () => {
    const total = 2 * 1024 * 1024;
    for (const path of ["/login", "/register", "/creator-submission"]) {
      const { stream, pulled } = countingStream(total);
      const res = await send(path, {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(total), Origin: OWN_ORIGIN },
        body: stream,
      });
      expect(res.status, path).toBe(413);
      expect(res.json, path).toEqual({ detail: "Form submissions are limited to 64 KB" });
      expect(pulled.bytes, path).toBe(total);
    }
  });

  it("refuses a multipart form over the cap", async () => {
    const form = new FormData();
    form.set("email", "x".repeat(70 * 1024));
    const multipart = new Request(BASE, { method: "POST", body: form });
    const bytes = await multipart.arrayBuffer();
    const big = await send("/register", {
      headers: { "Content-Type": multipart.headers.get("content-type")!, "Content-Length": String(bytes.byteLength) },
      body: bytes,
    });
    expect(big.status).toBe(413);
  });
});

describe("API bodies", () => {
  it("refuses a chunked 2 MB JSON body at the cap with 413 and its detail, reading the rest without keeping it", async () => {
    const total = 2 * 1024 * 1024;
    for (const path of ["/api/users/register", "/api/users/forgot-password", "/api/prospective_creators"]) {
      const { stream, pulled } = countingStream(total);
      const res = await send(path, { headers: { "Content-Type": "application/json" }, body: stream });
      expect(res.status, path).toBe(413);
      expect(res.json, path).toEqual({ detail: "Request body too large" });
      expect(pulled.bytes, path).toBe(total);
    }
    expect(await count("users")).toBe(0);
  });

  it("refuses a declared length over the cap before parsing, and still receives the body", async () => {
    const { stream, pulled } = countingStream(1024 * 1024);
    const res = await send("/api/users/login", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(1024 * 1024) },
      body: stream,
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ detail: "Request body too large" });
    expect(pulled.bytes).toBe(1024 * 1024);
  });

  it("a body sent to a call that reads none is received whole before the answer goes out", async () => {
    const { stream, pulled } = countingStream(512 * 1024);
    const res = await send("/api/no/such/call", { headers: { "Content-Type": "application/json" }, body: stream });
    expect(res.status).toBe(404);
    expect(pulled.bytes).toBe(512 * 1024);
  });
});

describe("WebSub bodies", () => {
  it("refuses a chunked notification at the cap with 413, reading the rest without keeping it", async () => {
    const { stream, pulled } = countingStream(8 * 1024 * 1024);
    const res = await send(
      `/api/websub/callback/UCwebsubBodyCap000000001/${"a".repeat(32)}`,
      { headers: { "Content-Type": "application/atom+xml", "X-Hub-Signature": `sha1=${"0".repeat(40)}` }, body: stream },
      { ...env, WEBSUB_SECRET: "websub-test-secret-0123456789abcdefghijklmno" } as unknown as Env,
    );
    expect(res.status).toBe(413);
    expect(pulled.bytes).toBe(8 * 1024 * 1024);
  });

  it("refuses the unsigned 71 KB namespace bomb with 403 before reading it as XML", async () => {
    const channelId = "UCwebsubBodyCap000000001";
    const declarations = Array.from({ length: 1000 }, (_, i) => `xmlns:n${i}="urn:n${i}"`).join(" ");
    const body = `<feed xmlns="http://www.w3.org/2005/Atom" ${declarations}><link rel="self" href="https://www.youtube.com/xml/feeds/videos.xml?channel_id=${channelId}"/>${"<e/>".repeat(12_300)}</feed>`;
    const res = await send(
      `/api/websub/callback/${channelId}/${"b".repeat(32)}`,
      { headers: { "Content-Type": "application/atom+xml", "X-Hub-Signature": `sha1=${"0".repeat(40)}` }, body },
      { ...env, WEBSUB_SECRET: "websub-test-secret-0123456789abcdefghijklmno" } as unknown as Env,
    );
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: "Missing or wrong X-Hub-Signature" });
  });
});
