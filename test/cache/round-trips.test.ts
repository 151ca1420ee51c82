/**
 * Issue 11, item 5: on a cache miss every anonymous page and public API call waits for at most one
 * D1 round trip (one batch, or queries sent together), and a signed-in page for at most two (the
 * visitor's session, then the page). A round trip is counted as the time D1 is busy: calls that
 * overlap share one. The count is what a visitor far from the database pays in latency.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as channelPage from "../../app/routes/channel";
import * as channelsPage from "../../app/routes/channels";
import * as home from "../../app/routes/home";
import * as productPage from "../../app/routes/product";
import * as productsPage from "../../app/routes/products/route";
import * as videoPage from "../../app/routes/video";
import { getConfig } from "../../worker/config";
import { atDistance, RoundTripMeter } from "../../worker/db/simulated-distance";
import { roundTrips } from "./round-trip-meter";
import { BASE, CH, createAdmin, createUser, freshIp, seedCatalogue, type TestUser } from "../api/fixtures";
import { run } from "../routes/harness";

let user: TestUser;
let ids: { product: string; video: string };

beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("trips");
  const row = await env.DB.prepare("SELECT product_id, video_id FROM products WHERE channel_id = ? AND listed = 1 LIMIT 1")
    .bind(CH.alpha)
    .first<{ product_id: string; video_id: string }>();
  ids = { product: row!.product_id, video: row!.video_id };
});

async function apiTrips(path: string, token?: string): Promise<{ trips: number; status: number }> {
  let status = 0;
  const trips = await roundTrips(async () => {
    const headers = new Headers({ "cf-connecting-ip": freshIp() });
    if (token) headers.set("Authorization", `Bearer ${token}`);
    const res = await exports.default.fetch(new Request(`${BASE}${path}`, { headers }));
    status = res.status;
    await res.arrayBuffer();
  });
  return { trips, status };
}

describe("public API calls on a cache miss", () => {
  const calls = () => [
    "/api/products?limit=12",
    "/api/products?subscribed_only=false&limit=24",
    "/api/products?category=Electronics&sort=price_asc",
    `/api/products/${ids.product}`,
    "/api/channels",
    `/api/channels/${CH.alpha}`,
    `/api/videos?channel_id=${CH.alpha}`,
    `/api/videos/${ids.video}`,
    "/api/products/categories",
    "/api/channels/categories",
    `/api/products/${ids.product}/similar-creators`,
    `/api/products/video/${ids.video}/amazon`,
  ];
  it("make at most one round trip each, anonymous", async () => {
    const over: string[] = [];
    for (const path of calls()) {
      const { trips, status } = await apiTrips(path);
      expect(status, path).toBe(200);
      // Every call reads something: a count of 0 would mean the counter missed it.
      expect(trips, path).toBeGreaterThan(0);
      if (trips > 1) over.push(`${path}: ${trips}`);
    }
    expect(over).toEqual([]);
  });
  it("and one signed in: the session check rides in the first read", async () => {
    const over: string[] = [];
    for (const path of [...calls(), "/api/subscriptions", "/api/notifications", "/api/products?subscribed_only=true"]) {
      const { trips, status } = await apiTrips(path, user.token);
      expect(status, path).toBe(200);
      if (trips > 1) over.push(`${path}: ${trips}`);
    }
    expect(over).toEqual([]);
  });
});

describe("admin lists", () => {
  it("make one round trip, the session check included", async () => {
    const admin = await createAdmin();
    const over: string[] = [];
    for (const path of ["/api/admin/tasks?page=1&limit=100", "/api/admin/transcripts/alphatech", "/api/channels/hidden"]) {
      const { trips, status } = await apiTrips(path, admin.token);
      expect(status, path).toBe(200);
      if (trips > 1) over.push(`${path}: ${trips}`);
    }
    expect(over).toEqual([]);
    // An unknown channel is still a 404, found in the same batch.
    expect((await apiTrips("/api/admin/transcripts/nobodyhere", admin.token)).status).toBe(404);
  });
});

describe("page loaders on a cache miss", () => {
  const pages = () =>
    [
      [home.loader, "/", "/"],
      [channelsPage.loader, "/channels", "/channels"],
      [channelPage.loader, `/channels/${CH.alpha}`, "/channels/:channelId", { channelId: CH.alpha }],
      [videoPage.loader, `/videos/${ids.video}`, "/videos/:videoId", { videoId: ids.video }],
      [productsPage.loader, "/products", "/products"],
      [productsPage.loader, "/products?category=Electronics&sort=price_asc", "/products"],
      [productPage.loader, `/products/${ids.product}`, "/products/:productId", { productId: ids.product }],
    ] as const;
  const tripsOf = (loader: unknown, path: string, pattern: string, params: Record<string, string> | undefined, token?: string) =>
    roundTrips(() => run(loader as Parameters<typeof run>[0], { path, pattern, params, token }));
  for (const [who, limit] of [
    ["anonymous", 1],
    ["signed in", 1],
  ] as const) {
    it(`make at most ${limit} round trip${limit > 1 ? "s" : ""} each, ${who}`, async () => {
      const over: string[] = [];
      for (const [loader, path, pattern, params] of pages()) {
        const trips = await tripsOf(loader, path, pattern, params, who === "signed in" ? user.token : undefined);
        if (trips > limit) over.push(`${path}: ${trips}`);
      }
      expect(over).toEqual([]);
    });
  }
  // A text search's card creators come in its page's own rows (one JSON column): re-running the
  // full-text match for them in the same batch would double its cost, and reading them after the
  // page was a second round trip.
  it("a text search reads its ranked page with the cards' creators in one round trip", async () => {
    const path = "/products?search=keyboard&sort=price_asc";
    expect(await tripsOf(productsPage.loader, path, "/products", undefined)).toBe(1);
    expect(await tripsOf(productsPage.loader, path, "/products", undefined, user.token)).toBe(1);
    expect((await apiTrips("/api/products?query=keyboard")).trips).toBe(1);
    expect((await apiTrips("/api/products?query=keyboard", user.token)).trips).toBe(1);
  });
});

describe("the benchmark's simulated distance", () => {
  it("delays each round trip, counts calls sent together once, and is refused outside local", async () => {
    const meter = new RoundTripMeter(30);
    const d1 = atDistance(env.DB, meter);
    const started = Date.now();
    await Promise.all([d1.prepare("SELECT 1").first(), d1.prepare("SELECT 2").all()]);
    await d1.batch([d1.prepare("SELECT 3"), d1.prepare("SELECT ?").bind(4)]);
    expect(meter.trips).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(() => getConfig({ ...env, APP_ENV: "production", BENCH_D1_LATENCY_MS: "150" } as unknown as Env)).toThrow(/BENCH_D1_LATENCY_MS/);
  });
});
