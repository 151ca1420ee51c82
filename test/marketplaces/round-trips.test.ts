/**
 * Issue 26: a marketplace other than the default costs anonymous pages and API calls no D1 round
 * trip more: its local offers are joined in the statements that read the default listings.
 * Counted as test/cache/round-trips.test.ts counts them (the bench's meter around every D1 call).
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as channelPage from "../../app/routes/channel";
import * as productPage from "../../app/routes/product";
import * as productsPage from "../../app/routes/products/route";
import * as storefrontPage from "../../app/routes/storefront";
import * as videoPage from "../../app/routes/video";
import { roundTrips } from "../cache/round-trip-meter";
import { BASE, CH, freshIp, seedCatalogue } from "../api/fixtures";
import { run } from "../routes/harness";

beforeAll(async () => {
  await seedCatalogue();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO local_offers (amazon_product_id, marketplace, local_asin, title, currency, price, product_url, fetched_at, status)
       VALUES ('B0ALPHA001', 'de', 'B0ALPHA001', 'Asus ZenBook Laptop', 'EUR', 949, 'https://www.amazon.de/dp/B0ALPHA001', '2026-11-20T10:00:00.000Z', 'verified')`,
    ),
    env.DB.prepare(
      "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES ('app-trips', 'alphatech', 'c@example.com', 'Tech', 'approved')",
    ),
    env.DB.prepare(
      "INSERT INTO storefronts (storefront_id, application_id, channel_id, handle) VALUES ('sf-trips', 'app-trips', ?, 'alphatech')",
    ).bind(CH.alpha),
  ]);
});

describe("another marketplace on a cache miss", () => {
  it("each public API call showing listings makes as many round trips as in the default marketplace (one), and shows the marketplace's listing", async () => {
    for (const path of [
      "/api/products?limit=12&marketplace=de",
      "/api/products/grouped?limit=12&marketplace=de",
      "/api/products/p-alpha-1?marketplace=de",
      `/api/products/channel/${CH.alpha}/products?marketplace=de`,
      "/api/products/video/alphaVid001/amazon?marketplace=de",
      "/api/storefronts/alphatech?marketplace=de",
    ]) {
      let body = "";
      const fetchOf = (url: string) =>
        roundTrips(async () => {
          const res = await exports.default.fetch(new Request(`${BASE}${url}`, { headers: { "cf-connecting-ip": freshIp() } }));
          expect(res.status, url).toBe(200);
          body = await res.text();
        });
      const usual = await fetchOf(path.replace(/[?&]marketplace=de/, ""));
      const german = await fetchOf(path);
      // One each, the storefront too (its row and its entries in one batch).
      expect(german, path).toBe(usual);
      expect(german, path).toBe(1);
      expect(body, path).toContain('"marketplace":"de"');
    }
  });

  it("each page loader makes one round trip, as in the default marketplace", async () => {
    const pages: [unknown, string, string, Record<string, string>?][] = [
      [productsPage.loader, "/products?marketplace=de", "/products"],
      [productPage.loader, "/products/p-alpha-1?marketplace=de", "/products/:productId", { productId: "p-alpha-1" }],
      [videoPage.loader, "/videos/alphaVid001?marketplace=de", "/videos/:videoId", { videoId: "alphaVid001" }],
      [channelPage.loader, `/channels/${CH.alpha}?marketplace=de`, "/channels/:channelId", { channelId: CH.alpha }],
    ];
    for (const [loader, path, pattern, params] of pages) {
      const german = await roundTrips(() => run(loader as Parameters<typeof run>[0], { path, pattern, params }));
      const usual = await roundTrips(() =>
        run(loader as Parameters<typeof run>[0], { path: path.replace(/[?&]marketplace=de/, ""), pattern, params }),
      );
      expect(german, path).toBe(usual);
    }
    const storefront = (path: string) =>
      roundTrips(() =>
        run(storefrontPage.loader as unknown as Parameters<typeof run>[0], {
          path,
          pattern: "/s/:handle",
          params: { handle: "alphatech" },
        }),
      );
    expect(await storefront("/s/alphatech?marketplace=de")).toBe(await storefront("/s/alphatech"));
    expect(await storefront("/s/alphatech")).toBe(1);
  });
});
