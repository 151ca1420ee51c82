/**
 * The storefront flow: a creator applies, an admin approves (creating the storefront, filled at once
 * from the channel's listed products; test/storefront-entries.test.ts has the automatic list) or
 * rejects, curates products (each new one notifying the channel's subscribers once), sets a custom
 * domain, and the storefront is served publicly and on that domain.
 */
import { env, exports } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiEnv } from "../worker/api/app-env";
import { buildRequestContext } from "../worker/request-context";
import { storefrontHosts } from "../worker/storefront-host";
import { call, CH, count, createAdmin, createUser, seedCatalogue, type TestUser } from "./api/fixtures";

let admin: TestUser;
let user: TestUser;
let subscribers: TestUser[];

beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
  user = await createUser("plain");
  subscribers = [await createUser("fan"), await createUser("fan")];
  for (const s of subscribers) {
    const res = await call("/subscriptions", { token: s.token, json: { channel_id: CH.alpha } });
    expect(res.status, res.text).toBe(201);
  }
  // Subscribed to another channel only: must never hear about Alpha's storefront.
  expect((await call("/subscriptions", { token: user.token, json: { channel_id: CH.beta } })).status).toBe(201);
});

async function apply(handle: string) {
  const res = await call("/prospective_creators", {
    json: { channel_handle: handle, email: `creator-${crypto.randomUUID().slice(0, 6)}@example.com`, category: "Technology & Gadgets" },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.application_id as string;
}

async function approve(applicationId: string) {
  return call(`/admin/creator_applications/${applicationId}/approve`, { method: "POST", token: admin.token });
}

const storefrontNotifications = (userId: string) => count("notifications", "user_id = ? AND content_type = 'storefront'", userId);

let alphaStorefront = "";

describe("application → approval → storefront → curated products", () => {
  it("lists the application for admins, then approving creates the storefront of the channel it names", async () => {
    const id = await apply("@AlphaTech");
    const pending = await call("/admin/creator_applications?status=pending", { token: admin.token });
    expect(pending.status).toBe(200);
    const listed = pending.body.applications.find((a: { application_id: string }) => a.application_id === id);
    expect(listed).toMatchObject({
      channel_handle: "@AlphaTech",
      status: "pending",
      channel: { channel_id: CH.alpha, handle: "alphatech" },
      storefront: null,
    });
    expect(pending.body.total).toBeGreaterThanOrEqual(1);

    const res = await approve(id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "approved", storefront: { handle: "alphatech" } });
    expect(res.body.reviewed_at).toEqual(expect.any(String));
    alphaStorefront = res.body.storefront.storefront_id;

    expect((await approve(id)).status).toBe(409);
    expect((await call(`/admin/creator_applications/${id}/reject`, { method: "POST", token: admin.token })).status).toBe(409);
    const approved = await call("/admin/creator_applications?status=approved", { token: admin.token });
    expect(approved.body.applications.map((a: { application_id: string }) => a.application_id)).toContain(id);

    const page = await call("/storefronts/alphatech");
    expect(page.status).toBe(200);
    // Filled at once from the channel's listed products (one mention each; the newest first, then by key).
    expect(page.body).toMatchObject({
      handle: "alphatech",
      headline: "",
      bio: "",
      channel: { channel_id: CH.alpha, channel_name: "Alpha Tech" },
      total: 3,
    });
    expect(page.body.products.map((p: { product_id: string }) => p.product_id)).toEqual(["p-alpha-2", "p-alpha-1", "p-alpha-3"]);
  });

  it("curating products writes one storefront notification per subscriber, once", async () => {
    const before = await Promise.all(subscribers.map((s) => storefrontNotifications(s.user_id)));
    const add = (product_ids: string[]) =>
      call(`/admin/storefronts/${alphaStorefront}/products`, { token: admin.token, json: { product_ids } });

    const first = await add(["p-alpha-2", "https://creatorpicks.example/products/p-alpha-1?ref=share"]);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ added: ["p-alpha-2", "p-alpha-1"], already_present: [], notifications: 2 * subscribers.length });
    for (const [i, s] of subscribers.entries()) expect(await storefrontNotifications(s.user_id)).toBe(before[i]! + 2);
    expect(await storefrontNotifications(user.user_id)).toBe(0);

    // Again: nothing new, nothing written, not even for someone who subscribed since.
    const latecomer = await createUser("late");
    expect((await call("/subscriptions", { token: latecomer.token, json: { channel_id: CH.alpha } })).status).toBe(201);
    const again = await add(["p-alpha-1", "/products/p-alpha-2"]);
    expect(again.body).toEqual({ added: [], already_present: ["p-alpha-1", "p-alpha-2"], notifications: 0 });
    expect(await storefrontNotifications(latecomer.user_id)).toBe(0);
    // Removed and added back: curated again; only the subscriber who never heard of it is told.
    expect((await call(`/admin/storefronts/${alphaStorefront}/products/p-alpha-2`, { method: "DELETE", token: admin.token })).status).toBe(
      200,
    );
    const back = await add(["p-alpha-2"]);
    expect(back.body).toEqual({ added: ["p-alpha-2"], already_present: [], notifications: 1 });
    expect(await storefrontNotifications(latecomer.user_id)).toBe(1);
    for (const [i, s] of subscribers.entries()) expect(await storefrontNotifications(s.user_id)).toBe(before[i]! + 2);

    const bell = await call("/notifications", { token: subscribers[0]!.token });
    const storefrontItems = bell.body.notifications.filter((n: { content_type: string }) => n.content_type === "storefront");
    // Both additions of the hour are one row of the bell (issue 25, item 7).
    expect(storefrontItems).toHaveLength(1);
    expect(storefrontItems[0]).toMatchObject({
      channel_id: CH.alpha,
      channel_name: "Alpha Tech",
      is_read: false,
      group_count: 2,
      message: "Alpha Tech added 2 products to their storefront",
      link: "/s/alphatech",
    });
  });

  it("shows the curated products first, in the admin's order, then the rest, and reorders them", async () => {
    const page = await call("/storefronts/AlphaTech");
    expect(page.status).toBe(200);
    expect(page.body.products.map((p: { product_id: string }) => p.product_id)).toEqual(["p-alpha-1", "p-alpha-2", "p-alpha-3"]);
    expect(page.body.products[1]).toMatchObject({
      product_name: "MacBook Air",
      curated: true,
      amazon_product_id: "B0ALPHA002",
      price: 1199,
      rating: 4.8,
    });
    expect(page.body.products[2]).toMatchObject({ product_id: "p-alpha-3", curated: false });

    const reordered = await call(`/admin/storefronts/${alphaStorefront}/products`, {
      method: "PUT",
      token: admin.token,
      json: { product_ids: ["p-alpha-2", "p-alpha-1"] },
    });
    expect(reordered.status, reordered.text).toBe(200);
    expect((await call("/storefronts/alphatech")).body.products.map((p: { product_id: string }) => p.product_id)).toEqual([
      "p-alpha-2",
      "p-alpha-1",
      "p-alpha-3",
    ]);
    for (const product_ids of [["p-alpha-2"], ["p-alpha-2", "p-alpha-1", "p-alpha-3"], ["p-alpha-2", "p-alpha-2"]]) {
      const bad = await call(`/admin/storefronts/${alphaStorefront}/products`, {
        method: "PUT",
        token: admin.token,
        json: { product_ids },
      });
      expect(bad.status).toBe(422);
    }
  });

  it("refuses products that are not the creator's, not listed, unknown or not a product reference", async () => {
    const add = (ref: string) =>
      call(`/admin/storefronts/${alphaStorefront}/products`, { token: admin.token, json: { product_ids: [ref] } });
    expect((await add("p-beta-1")).status).toBe(422);
    expect((await add("p-alpha-4")).status).toBe(422);
    expect((await add("p-does-not-exist")).status).toBe(404);
    const nonsense = await add("https://example.com/videos/abc");
    expect(nonsense.status).toBe(422);
    expect(JSON.stringify(nonsense.body.detail)).toContain("product id or a product page URL");
    expect((await call(`/admin/storefronts/${alphaStorefront}`, { token: admin.token })).body.total).toBe(2);
  });
});

describe("the other outcomes of a review", () => {
  it("rejects an application: no storefront, and it cannot be approved afterwards", async () => {
    const id = await apply("@betabeauty");
    const res = await call(`/admin/creator_applications/${id}/reject`, { method: "POST", token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "rejected", storefront: null });
    expect((await approve(id)).status).toBe(409);
    expect((await call("/storefronts/betabeauty")).status).toBe(404);
  });

  it("refuses to approve a channel that is not loaded yet (the application stays pending)", async () => {
    const id = await apply("@notloadedyet");
    const res = await approve(id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain("not loaded yet");
    const list = await call("/admin/creator_applications?status=pending", { token: admin.token });
    expect(list.body.applications.find((a: { application_id: string }) => a.application_id === id)?.status).toBe("pending");
  });

  it("refuses a second storefront for the same channel", async () => {
    const id = await apply("@alphatech");
    const res = await approve(id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain("already has a storefront");
  });

  it("hides the storefront of a hidden channel from visitors, not from admins", async () => {
    const id = await apply("@hiddenhank");
    const res = await approve(id);
    expect(res.status).toBe(200);
    expect((await call("/storefronts/hiddenhank")).status).toBe(404);
    expect((await call("/storefronts/hiddenhank", { token: admin.token })).status).toBe(200);
    expect((await call("/storefronts/nobody-here")).status).toBe(404);
  });
});

describe("custom domains", () => {
  it("stores a valid host name lower-cased and refuses anything else", async () => {
    const set = (custom_domain: unknown) =>
      call(`/admin/storefronts/${alphaStorefront}/domain`, { method: "PUT", token: admin.token, json: { custom_domain } });
    const ok = await set("Shop.Alpha-Tech.Example.");
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.custom_domain).toBe("shop.alpha-tech.example");
    for (const bad of [
      "not a host",
      "127.0.0.1",
      "localhost",
      "https://shop.example.com",
      "-bad.example.com",
      "a..example.com",
      "x".repeat(64) + ".example.com",
      42,
    ]) {
      expect((await set(bad)).status, String(bad)).toBe(422);
    }
    // One domain, one storefront.
    expect((await set("shared.example")).status).toBe(200);
    const hidden = (await call("/admin/creator_applications?status=approved", { token: admin.token })).body.applications.find(
      (a: { channel_handle: string }) => a.channel_handle === "@hiddenhank",
    );
    const taken = await call(`/admin/storefronts/${hidden.storefront.storefront_id}/domain`, {
      method: "PUT",
      token: admin.token,
      json: { custom_domain: "shared.example" },
    });
    expect(taken.status).toBe(409);
    expect((await set("")).body.custom_domain).toBeNull();
    expect((await set("shop.alphatech.example")).body.custom_domain).toBe("shop.alphatech.example");
  });
});

describe("permissions", () => {
  it("admin calls answer 401 to anonymous visitors and 403 to users; the public storefront is open", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/admin/creator_applications"],
      ["POST", "/admin/creator_applications/x/approve"],
      ["POST", "/admin/creator_applications/x/reject"],
      ["GET", `/admin/storefronts/${alphaStorefront}`],
      ["PUT", `/admin/storefronts/${alphaStorefront}/domain`, { custom_domain: null }],
      ["POST", `/admin/storefronts/${alphaStorefront}/products`, { product_ids: ["p-alpha-3"] }],
      ["PUT", `/admin/storefronts/${alphaStorefront}/products`, { product_ids: [] }],
      ["DELETE", `/admin/storefronts/${alphaStorefront}/products/p-alpha-1`],
    ];
    for (const [method, path, json] of calls) {
      expect((await call(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await call(path, { method, json, token: user.token })).status, `${method} ${path}`).toBe(403);
    }
    expect((await call(`/admin/storefronts/${alphaStorefront}`, { token: admin.token })).status).toBe(200);
    expect((await call("/admin/creator_applications", { token: admin.token })).status).toBe(200);
    expect((await call("/storefronts/alphatech")).status).toBe(200);
    // Nothing above changed the storefront.
    expect((await call("/storefronts/alphatech")).body.total).toBe(3);
    expect((await call(`/admin/storefronts/${alphaStorefront}`, { token: admin.token })).body.total).toBe(2);
  });
});

describe("host-based routing", () => {
  it("on the custom domain: pages and the API redirect to the main site, /media keeps working", async () => {
    const host = "http://shop.alphatech.example";
    const redirected = await exports.default.fetch(new Request(`${host}/products/p-alpha-1?from=shop`, { redirect: "manual" }));
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("http://localhost:8787/products/p-alpha-1?from=shop");
    // Issue 22: a storefront domain serves its storefront alone (test/robustness/hosts.test.ts).
    const api = await exports.default.fetch(new Request(`${host}/api/storefronts/alphatech`, { redirect: "manual" }));
    expect(api.status).toBe(302);
    expect(api.headers.get("Location")).toBe("http://localhost:8787/api/storefronts/alphatech");
    const thumbnail = await call(`${host}/media/videos/alphaVid001.svg`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(thumbnail.text).toContain("Best laptops 2025");
    // A path that would name another host stays on the main site.
    for (const path of ["//evil.example/x", "/\\evil.example/x", "/%2F%2Fevil.example"]) {
      const sneaky = await exports.default.fetch(new Request(`${host}${path}`, { redirect: "manual" }));
      expect(sneaky.status, path).toBe(302);
      expect(new URL(sneaky.headers.get("Location")!).origin, path).toBe("http://localhost:8787");
    }
    // Any other host serves nothing: reads go to the main site (issue 22).
    const other = await exports.default.fetch(new Request("http://other.example/products/p-alpha-1", { redirect: "manual" }));
    expect(other.status).toBe(302);
    expect(other.headers.get("Location")).toBe("http://localhost:8787/products/p-alpha-1");
  });

  it("serves the storefront page at / on its domain, as server-rendered HTML without scripts", async () => {
    // React Router's server build exists only in a real build (the browser test renders it);
    // here the page renderer is a stand-in that shows what it was asked to render.
    const seen: string[] = [];
    const app = new Hono<ApiEnv>();
    app.use("*", async (c, next) => {
      c.set("rc", buildRequestContext(c.env, {} as ExecutionContext, null));
      await next();
    });
    app.use(
      "*",
      storefrontHosts(async (_c, request) => {
        seen.push(request.url);
        return new Response(
          `<html><head><link rel="modulepreload" href="/assets/a.js"><script>window.x=1</script></head><body><h1>Alpha Tech</h1><script type="module" src="/assets/b.js"></script></body></html>`,
          {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          },
        );
      }),
    );
    app.all("*", (c) => c.text(`main site ${new URL(c.req.url).pathname}`));

    const res = await app.fetch(new Request("http://shop.alphatech.example/"), env);
    expect(seen).toEqual(["http://shop.alphatech.example/s/alphatech"]);
    const html = await res.text();
    expect(html).toContain("<h1>Alpha Tech</h1>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("modulepreload");

    expect(await (await app.fetch(new Request("http://localhost/"), env)).text()).toBe("main site /");
    const unknown = await app.fetch(new Request("http://unknown-shop.example/"), env);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("http://localhost:8787/");
    expect(seen).toHaveLength(1);
  });
});
