/**
 * Issue 22, findings 8, 9 and 10: which hosts serve the app, what a storefront domain serves, that
 * nothing answered for another host is kept by a shared cache, and that the Worker runs as
 * production unless told otherwise.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { getConfig } from "../../worker/config";
import worker from "../../worker/index";
import { call, CH, createAdmin, freshIp, seedCatalogue, type TestUser } from "../api/fixtures";

const SHOP = "shop.hosts-test.example";
/** The drawings answer only ids shaped like the platform's (24-character channel, 11-character video). */
const SHOP_CHANNEL = `UC${"shopchan".padEnd(22, "0")}`;
let admin: TestUser;

beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
  await env.DB.prepare("INSERT INTO channels (channel_id, handle, channel_name, show) VALUES (?, 'shopchan', 'Shop Channel', 1)")
    .bind(SHOP_CHANNEL)
    .run();
  const applied = await call("/prospective_creators", {
    json: { channel_handle: "@shopchan", email: "owner@shop.example", category: "Other" },
  });
  expect(applied.status, applied.text).toBe(201);
  const approved = await call(`/admin/creator_applications/${applied.body.application_id}/approve`, { method: "POST", token: admin.token });
  expect(approved.status, approved.text).toBe(200);
  const domain = await call(`/admin/storefronts/${approved.body.storefront.storefront_id}/domain`, {
    method: "PUT",
    token: admin.token,
    json: { custom_domain: SHOP },
  });
  expect(domain.status, domain.text).toBe(200);
});

const fetchRaw = (url: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", freshIp());
  return exports.default.fetch(new Request(url, { ...init, headers, redirect: "manual" }));
};

/** The Worker under other configuration values (wrangler.toml's vars are typed as literals). */
async function under(vars: Record<string, string>, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...vars } as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
const PRODUCTION = {
  APP_ENV: "production",
  PUBLIC_BASE_URL: "https://picks.example",
  EMAIL_FROM: "CreatorPicks <hello@picks.example>",
  EMAIL_API_URL: "https://mail.example",
  EMAIL_API_KEY: "key",
};

describe("unknown hosts serve nothing (finding 10)", () => {
  it("*.workers.dev, preview URLs and a domain no storefront holds: reads go to the main site, anything else is 404", async () => {
    for (const host of ["creator-products.someone.workers.dev", "abc123-creator-products.someone.workers.dev", "cleared.example"]) {
      for (const path of ["/login", "/api/users/me", "/admin", "/"]) {
        const res = await under(PRODUCTION, new Request(`https://${host}${path}?x=1`, { redirect: "manual" }));
        expect(res.status, `${host}${path}`).toBe(302);
        expect(res.headers.get("Location"), `${host}${path}`).toBe(`https://picks.example${path}?x=1`);
      }
      const login = await under(
        PRODUCTION,
        new Request(`https://${host}/api/users/login`, {
          method: "POST",
          body: new URLSearchParams({ username: admin.email, password: admin.password }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
        }),
      );
      expect(login.status, host).toBe(404);
      expect(await login.json()).toEqual({ detail: "Not Found" });
      expect(login.headers.getSetCookie(), host).toEqual([]);
    }
    // In production a loopback name is just another unknown host.
    const loopback = await under(PRODUCTION, new Request("https://127.0.0.1/api/health", { redirect: "manual" }));
    expect(loopback.status).toBe(302);
    // The main site itself is served.
    expect((await under(PRODUCTION, new Request("https://picks.example/api/health"))).status).toBe(200);
  });

  it("locally and in tests, localhost and 127.0.0.1 serve the app on any port", async () => {
    for (const origin of ["http://localhost", "http://127.0.0.1:8787", "http://localhost:5173"]) {
      const res = await fetchRaw(`${origin}/api/channels/${CH.alpha}`);
      expect(res.status, origin).toBe(200);
      await res.body?.cancel();
    }
  });

  it("wrangler.toml keeps production off workers.dev and preview URLs", () => {
    const production = wranglerToml.slice(wranglerToml.indexOf("[env.production]"));
    const section = production.slice(0, production.indexOf("\n[", 1));
    expect(section).toMatch(/^workers_dev = false$/m);
    expect(section).toMatch(/^preview_urls = false$/m);
  });
});

describe("a storefront domain serves its storefront alone (finding 10)", () => {
  it("the API, sign-in and every other page are not served there: reads go to the main site, writes are 404", async () => {
    for (const path of ["/api/storefronts/shopchan", "/login", "/products?x=1"]) {
      const res = await fetchRaw(`http://${SHOP}${path}`);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(`http://localhost:8787${path}`);
    }
    const login = await fetchRaw(`http://${SHOP}/api/users/login`, {
      method: "POST",
      body: new URLSearchParams({ username: admin.email, password: admin.password }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(login.status).toBe(404);
    expect(login.headers.getSetCookie()).toEqual([]);
    expect((await fetchRaw(`http://${SHOP}/`, { method: "POST", body: "a=1" })).status).toBe(404);
  });

  it("its pictures are served, and never kept by a shared cache (finding 8)", async () => {
    const main = await fetchRaw(`http://localhost/media/channels/${SHOP_CHANNEL}.svg`);
    expect(main.status).toBe(200);
    expect(main.headers.get("Cache-Control")).toMatch(/^public/);
    expect(main.headers.get("Cache-Tag")).toContain(`channel:${SHOP_CHANNEL}`);
    await main.body?.cancel();

    const shop = await fetchRaw(`http://${SHOP}/media/channels/${SHOP_CHANNEL}.svg`);
    expect(shop.status).toBe(200);
    expect(await shop.text()).toContain("Shop Channel");
    expect(shop.headers.get("Cache-Control")).toMatch(/^private/);
    expect(shop.headers.has("CDN-Cache-Control")).toBe(false);
    expect(shop.headers.has("Cache-Tag")).toBe(false);
  });
});

describe("APP_ENV (finding 9)", () => {
  it("a configuration that names no APP_ENV is production, and over http it refuses to run", () => {
    const { APP_ENV: _unset, ...unnamed } = env as unknown as Record<string, unknown>;
    expect(() => getConfig(unnamed as unknown as Env)).toThrow(/PUBLIC_BASE_URL must be an https: origin in production/);
    const complete = { ...unnamed, ...PRODUCTION, PASSWORD_PEPPER: "p".repeat(20) + "0123456789abcdefghijklmnop" };
    expect(getConfig(complete as unknown as Env).APP_ENV).toBe("production");
  });

  it("the tests run as test, and wrangler.toml's top level says production", () => {
    expect(env.APP_ENV).toBe("test");
    const topVars = wranglerToml.slice(wranglerToml.indexOf("\n[vars]"), wranglerToml.indexOf("\n[env.production]"));
    expect(topVars).toMatch(/^APP_ENV = "production"$/m);
  });
});
