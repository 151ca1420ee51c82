/** Issue 13 item 2: no list pages deeper than 10,000 rows; beyond it a 422 says why. */
import { beforeAll, describe, expect, it } from "vitest";
import * as channelsPage from "../../app/routes/channels";
import { env } from "cloudflare:workers";
import { call, createUser, insertChannel, seedCatalogue } from "./fixtures";
import { dataOf, run } from "../routes/harness";

beforeAll(async () => {
  await seedCatalogue();
});

describe("deep paging", () => {
  it("is refused past 10,000 rows with a 422 whose detail says how to find things instead", async () => {
    for (const path of ["/products?skip=10001", "/channels?skip=20000", "/videos?skip=10000000", "/products?page=1001"]) {
      const res = await call(path);
      expect(res.status, path).toBe(422);
      expect(JSON.stringify(res.body.detail), path).toMatch(/can be at most (10,000|1,000): narrow the list with a search or a filter/);
    }
    expect((await call("/products?skip=10000")).status).toBe(200);
    expect((await call("/products?page=1000&limit=10")).status).toBe(200);
  });

  it("a page asked for beyond the deepest shows the deepest instead of failing", async () => {
    const deep = dataOf<{ page: number; error: string | null }>(
      await run(channelsPage.loader, { path: "/channels?page=999999", pattern: "/channels" }),
    );
    expect(deep.error).toBeNull();
    expect(deep.page).toBe(834);
  });
});

describe("creator scopes (issue 22, finding 5)", () => {
  /** Busy creators: each counts 5,000 listed products (the counter the scope's work is bounded by). */
  const BUSY = Array.from({ length: 21 }, (_, i) => `UCbusy${String(i).padStart(18, "0")}`);
  beforeAll(async () => {
    for (const id of BUSY) await insertChannel({ channel_id: id, channel_name: `Busy ${id}`, product_count: 5_000 });
  });
  const creators = (ids: string[]) => ids.map((id) => `channel_id=${id}`).join("&");

  it("takes at most 20 creators, the UI's limit: more is a 422 that says so", async () => {
    const many = await call(`/products?${creators(BUSY)}`);
    expect(many.status).toBe(422);
    expect(JSON.stringify(many.body.detail)).toMatch(/at most 20 creators/);
    expect((await call(`/products?${creators(BUSY.slice(0, 20))}`)).status).toBe(200);
  });

  it("bounds the work of a page, creators times depth: 20 busy creators page 250 deep, not 10,000", async () => {
    const twenty = creators(BUSY.slice(0, 20));
    const deep = await call(`/products?${twenty}&skip=10000`);
    expect(deep.status).toBe(422);
    expect(JSON.stringify(deep.body.detail)).toMatch(/too deep for this many creators/);
    expect((await call(`/products?${twenty}&skip=150&limit=100`)).status).toBe(200);
    expect((await call(`/products?${twenty}&skip=151&limit=100`)).status).toBe(422);
    // One creator pages as deep as any list.
    expect((await call(`/products?${creators(BUSY.slice(0, 1))}&skip=10000`)).status).toBe(200);
  });

  it("bounds the subscribed scope the same way, however many creators a visitor follows", async () => {
    const user = await createUser("subscriber");
    const extra = Array.from({ length: 200 }, (_, i) => `UCmany${String(i).padStart(18, "0")}`);
    for (const id of extra) await insertChannel({ channel_id: id, channel_name: `Many ${id}`, product_count: 5_000 });
    await env.DB.batch(
      [...BUSY, ...extra].map((id) =>
        env.DB.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?)").bind(user.user_id, id),
      ),
    );
    const first = await call("/products?subscribed_only=true&limit=12", { token: user.token });
    expect(first.status, first.text).toBe(200);
    expect(first.body.total).toBe(221 * 5_000);
    const deep = await call("/products?subscribed_only=true&skip=10000", { token: user.token });
    expect(deep.status).toBe(422);
    expect(JSON.stringify(deep.body.detail)).toMatch(/too deep for this many creators/);
  });
});

describe("following (issue 22, finding 5)", () => {
  it("stops at 400 creators, so a subscribed-only list's first page is always within its bound", async () => {
    const user = await createUser("follower");
    const ids = Array.from({ length: 401 }, (_, i) => `UCfollow${String(i).padStart(16, "0")}`);
    for (let i = 0; i < ids.length; i += 100) {
      await env.DB.batch(
        ids
          .slice(i, i + 100)
          .map((id) =>
            env.DB.prepare("INSERT INTO channels (channel_id, handle, channel_name, show) VALUES (?, ?, ?, 1)").bind(
              id,
              id.toLowerCase(),
              id,
            ),
          ),
      );
    }
    for (let i = 0; i < 400; i += 100) {
      await env.DB.batch(
        ids
          .slice(i, i + 100)
          .map((id) => env.DB.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?)").bind(user.user_id, id)),
      );
    }
    const refused = await call("/subscriptions", { token: user.token, json: { channel_id: ids[400] } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.detail).toMatch(/follow 400 creators, the most one account can/);
    expect((await call(`/subscriptions/${ids[0]}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect((await call("/subscriptions", { token: user.token, json: { channel_id: ids[400] } })).status).toBe(201);
  });
});
