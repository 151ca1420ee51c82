/**
 * The daily listing re-check: against the Creators API (recorded getItems answers at the fetch
 * boundary) and, through the Worker's cron, against the offline catalogue.
 */
import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { channels, marketplaceItems, products } from "../../worker/db/schema";
import { recheckListings } from "../../worker/pipeline/listing-recheck";
import { offlineMarketplace } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { call, insertChannel, insertProduct, insertVideo } from "../api/fixtures";
import getItemsRecheck from "../providers/recordings/creators-api/get-items-recheck.json";
import throttled from "../providers/recordings/creators-api/throttled.json";
import { creatorsItem, creatorsStandIn } from "./creators-stand-in";
import { countOf, db, NOW, runTask } from "./helpers";

const OLD = "2025-01-01T00:00:00.000Z";

/** Three products of one channel: one with a dying first listing and a live second, one whose only listing dies, one refreshed. */
async function seed() {
  const channel_id = "UCrecheck0000000000000a";
  await insertChannel({ channel_id, handle: "recheckdesk", channel_name: "Recheck Desk" });
  await insertVideo({ video_id: "rcVideo0001", channel_id, title: "Desk upgrades", published_at: "2026-09-01T10:00:00.000Z" });
  const base = { video_id: "rcVideo0001", channel_id, published_at: "2026-09-01T10:00:00.000Z" };
  await insertProduct({
    ...base,
    product_id: "p_recheck_headphones",
    product_name: "Aurora Wireless Headphones",
    brand: "Voltwise",
    category: "Technology",
    subcategory: "Headphones",
    listings: [
      { asin: "B0BSHF7WHW", price: 120, rating: 4.0 },
      { asin: "B0CX23V2ZK", price: 179.99, rating: 4.5 },
    ],
  });
  await insertProduct({
    ...base,
    product_id: "p_recheck_kettle",
    product_name: "Pour-Over Kettle",
    brand: "Brewline",
    category: "Kitchen",
    subcategory: "Kettles",
    listings: [{ asin: "B0C6KKQ7ND", price: 39, rating: 4.2 }],
  });
  await insertProduct({
    ...base,
    product_id: "p_recheck_keyboard",
    product_name: "Ember Mechanical Keyboard",
    brand: "Cobaltix",
    category: "Technology",
    subcategory: "Keyboards",
    listings: [{ asin: "B0D1HK8RTV", price: 99, rating: 4.1 }],
  });
  // Recently fetched: not among the stalest, so not asked about.
  await insertProduct({
    ...base,
    product_id: "p_recheck_fresh",
    product_name: "Desk Mat",
    brand: "Feltworks",
    listings: [{ asin: "B0DHS5F1VG", price: 25 }],
  });
  await env.DB.prepare("UPDATE marketplace_items SET fetched_at = ? WHERE amazon_product_id = 'B0DHS5F1VG'")
    .bind("2026-11-19T06:00:00.000Z")
    .run();
  return channel_id;
}

const itemRow = async (id: string) => (await db.select().from(marketplaceItems).where(eq(marketplaceItems.amazon_product_id, id)))[0]!;
const productRow = async (id: string) => (await db.select().from(products).where(eq(products.product_id, id)))[0]!;

describe("the daily listing re-check", () => {
  it("refreshes the stalest items, marks the missing ones dead and keeps products' listing columns right", async () => {
    const channelId = await seed();
    const { marketplace, asked } = creatorsStandIn([{ body: getItemsRecheck }]);
    const result = await recheckListings({ db, marketplace, now: () => NOW }, 4);

    expect(asked).toEqual([["B0BSHF7WHW", "B0C6KKQ7ND", "B0CX23V2ZK", "B0D1HK8RTV"]]);
    expect(result).toEqual({ checked: 4, refreshed: 2, dead: 2, delisted: 1, repriced: 2, drops: 0, replaced: 0 });

    expect(await itemRow("B0CX23V2ZK")).toMatchObject({
      price: 149.99,
      rating: 4.7,
      reviews_count: 18812,
      fetched_at: NOW.toISOString(),
      is_dead: false,
    });
    // The item's structured fields (brand, model, browse node) are the matcher's evidence, not columns.
    expect(Object.keys(await itemRow("B0CX23V2ZK"))).not.toContain("brand");
    expect(await itemRow("B0D1HK8RTV")).toMatchObject({ price: 94.5, rating: 4.3, fetched_at: NOW.toISOString(), is_dead: false });
    // A dead item keeps the time its price was last read.
    expect(await itemRow("B0BSHF7WHW")).toMatchObject({ is_dead: true, fetched_at: OLD });
    expect(await itemRow("B0C6KKQ7ND")).toMatchObject({ is_dead: true, fetched_at: OLD });
    expect(await itemRow("B0DHS5F1VG")).toMatchObject({ is_dead: false, fetched_at: "2026-11-19T06:00:00.000Z" });

    // The first live listing now supplies the product's listing columns.
    expect(await productRow("p_recheck_headphones")).toMatchObject({
      amazon_product_id: "B0CX23V2ZK",
      price: 149.99,
      rating: 4.7,
      listing_count: 1,
      listed: true,
    });
    // Its only listing died: no longer listed, and search_amazon_products will look again (listing_count 0).
    expect(await productRow("p_recheck_kettle")).toMatchObject({
      amazon_product_id: null,
      price: null,
      rating: null,
      listing_count: 0,
      listed: false,
    });
    expect(await productRow("p_recheck_keyboard")).toMatchObject({
      amazon_product_id: "B0D1HK8RTV",
      price: 94.5,
      rating: 4.3,
      listed: true,
    });

    const [channel] = await db.select().from(channels).where(eq(channels.channel_id, channelId));
    expect(channel!.product_count).toBe(3);
    expect(await countOf("SELECT count(*) AS n FROM categories WHERE category = 'Kitchen'")).toBe(0);
    expect(await countOf("SELECT count(*) AS n FROM categories WHERE category = 'Technology'")).toBe(3);

    // What visitors see: the product page lists only live listings, each with the time its price was read.
    const detail = await call("/api/products/p_recheck_headphones");
    expect(detail.status).toBe(200);
    expect(detail.body.amazon_products).toEqual([
      expect.objectContaining({ amazon_product_id: "B0CX23V2ZK", price: 149.99, fetched_at: NOW.toISOString() }),
    ]);
    const list = await call("/api/products?channel_id=UCrecheck0000000000000a&limit=50");
    expect(list.body.products.map((p: { product_id: string }) => p.product_id).sort()).toEqual([
      "p_recheck_fresh",
      "p_recheck_headphones",
      "p_recheck_keyboard",
    ]);

    // The next day the dead ones are no longer asked about.
    const next = creatorsStandIn([{ body: { itemsResult: { items: [] } } }]);
    await recheckListings({ db, marketplace: next.marketplace, now: () => NOW }, 2);
    expect(next.asked).toEqual([["B0DHS5F1VG", "B0CX23V2ZK"]]);
  });

  it("changes nothing when the marketplace keeps throttling, and says so", async () => {
    await insertChannel({
      channel_id: "UCrecheck0000000000000b",
      handle: "recheckthrottle",
      channel_name: "Recheck Throttle",
    });
    await insertVideo({
      video_id: "rcVideo0002",
      channel_id: "UCrecheck0000000000000b",
      title: "Kitchen tour",
      published_at: "2026-09-02T10:00:00.000Z",
    });
    await insertProduct({
      product_id: "p_recheck_grinder",
      video_id: "rcVideo0002",
      channel_id: "UCrecheck0000000000000b",
      published_at: "2026-09-02T10:00:00.000Z",
      product_name: "Burr Grinder",
      brand: "Brewline",
      listings: [{ asin: "B0THROTTL1", price: 89 }],
    });
    const items = await db.select().from(marketplaceItems);
    const rows = await db.select().from(products);
    const { marketplace } = creatorsStandIn(Array.from({ length: 4 }, () => ({ status: 429, body: throttled })));
    const error = await recheckListings({ db, marketplace, now: () => NOW }, 10).catch((e: unknown) => e);
    expect(error).toMatchObject({
      provider: "Creators API",
      transient: true,
      message: "rate limited (HTTP 429); gave up after 4 attempts",
    });
    expect(await db.select().from(marketplaceItems)).toEqual(items);
    expect(await db.select().from(products)).toEqual(rows);
    expect(await productRow("p_recheck_grinder")).toMatchObject({ listed: true, amazon_product_id: "B0THROTTL1" });
  });

  it("runs in the daily cron over the configured marketplace (offline here: the demo catalogue)", async () => {
    const handle = "mixdownmanor";
    const corpus = getCorpus();
    const channel = corpus.channels.find((c) => c.handle === handle)!;
    await runTask("run_pipeline", { channel: handle, max_results: 4 });
    const listedBefore = await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}' AND listed = 1`);
    expect(listedBefore).toBeGreaterThan(0);
    const { results } = await env.DB.prepare(
      "SELECT DISTINCT l.amazon_product_id AS id FROM product_listings l JOIN products p ON p.product_id = l.product_id WHERE p.channel_id = ?",
    )
      .bind(channel.channel_id)
      .all<{ id: string }>();
    const ids = results.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(await offlineMarketplace.getItems!(ids)).toHaveLength(ids.length);
    await db.update(marketplaceItems).set({ fetched_at: OLD, price: 1 }).where(inArray(marketplaceItems.amazon_product_id, ids));

    const started = new Date().toISOString();
    await worker.scheduled(createScheduledController({ cron: "0 6 * * *" }), env, createExecutionContext());

    const after = await db.select().from(marketplaceItems).where(inArray(marketplaceItems.amazon_product_id, ids));
    for (const item of after) {
      expect(item.fetched_at >= started).toBe(true);
      expect(item.is_dead).toBe(false);
      expect(item.price).not.toBe(1);
    }
    expect(await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}' AND listed = 1`)).toBe(
      listedBefore,
    );
    expect(
      await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}' AND listed = 1 AND price = 1`),
    ).toBe(0);
  });
});

const pricesOf = async (asin: string) =>
  (
    await env.DB.prepare(
      "SELECT price, currency, observed_at FROM listing_prices WHERE amazon_product_id = ? ORDER BY observed_at, price_id",
    )
      .bind(asin)
      .all<{ price: number; currency: string; observed_at: string }>()
  ).results;

describe("the price history", () => {
  it("records each item's price when search_amazon_products first stores it, and not again for the same price", async () => {
    // A channel no other test of this file loads, so the rows are the ones this search wrote.
    const handle = "stretchstudio";
    const channel = getCorpus().channels.find((c) => c.handle === handle)!;
    await runTask("run_pipeline", { channel: handle, max_results: 2 });
    const { results: items } = await env.DB.prepare(
      `SELECT DISTINCT m.amazon_product_id, m.price, m.currency, m.fetched_at FROM marketplace_items m
       JOIN product_listings l ON l.amazon_product_id = m.amazon_product_id JOIN products p ON p.product_id = l.product_id
       WHERE p.channel_id = ? AND m.price IS NOT NULL`,
    )
      .bind(channel.channel_id)
      .all<{ amazon_product_id: string; price: number; currency: string; fetched_at: string }>();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(await pricesOf(item.amazon_product_id)).toEqual([
        { price: item.price, currency: item.currency, observed_at: item.fetched_at },
      ]);

    const rows = await countOf("SELECT count(*) AS n FROM listing_prices");
    await db.update(products).set({ listing_count: 0 }).where(eq(products.channel_id, channel.channel_id));
    await runTask("search_amazon_products", { channel: handle });
    expect(await countOf("SELECT count(*) AS n FROM listing_prices")).toBe(rows);
  });

  it("adds a row at the re-check only when the price or its currency changed", async () => {
    await insertChannel({
      channel_id: "UCrecheck0000000000000c",
      handle: "recheckprices",
      channel_name: "Recheck Prices",
    });
    await insertVideo({
      video_id: "rcVideo0003",
      channel_id: "UCrecheck0000000000000c",
      title: "Studio gear",
      published_at: "2026-09-03T10:00:00.000Z",
    });
    await insertProduct({
      product_id: "p_recheck_mic",
      video_id: "rcVideo0003",
      channel_id: "UCrecheck0000000000000c",
      published_at: "2026-09-03T10:00:00.000Z",
      product_name: "Podcast Microphone",
      brand: "Sonara",
      listings: [{ asin: "B0PRICE001", price: 120 }],
    });
    const title = "Sonara Podcast Microphone, USB-C";
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 6));
    const run = async (price: number | null, n: number, currency = "USD") => {
      // The stalest item of this file's catalogue, so that it is the one re-checked.
      await env.DB.prepare(
        "UPDATE marketplace_items SET fetched_at = '2024-01-01T00:00:00.000Z' WHERE amazon_product_id = 'B0PRICE001'",
      ).run();
      return recheckListings(
        {
          db,
          marketplace: creatorsStandIn([{ body: { itemsResult: { items: [creatorsItem("B0PRICE001", title, price, currency)] } } }])
            .marketplace,
          now: () => day(n),
        },
        1,
      );
    };

    expect(await run(120, 1)).toMatchObject({ refreshed: 1, repriced: 1 });
    expect(await run(120, 2)).toMatchObject({ refreshed: 1, repriced: 0 });
    expect(await run(99.5, 3)).toMatchObject({ refreshed: 1, repriced: 1 });
    // An offer without a price (unavailable today) records nothing; the same price afterwards neither.
    expect(await run(null, 4)).toMatchObject({ refreshed: 1, repriced: 0 });
    expect(await run(99.5, 5)).toMatchObject({ refreshed: 1, repriced: 0 });
    expect(await run(99.5, 6, "EUR")).toMatchObject({ refreshed: 1, repriced: 1 });
    expect(await pricesOf("B0PRICE001")).toEqual([
      { price: 120, currency: "USD", observed_at: day(1).toISOString() },
      { price: 99.5, currency: "USD", observed_at: day(3).toISOString() },
      { price: 99.5, currency: "EUR", observed_at: day(6).toISOString() },
    ]);
    expect(await productRow("p_recheck_mic")).toMatchObject({ price: 99.5, listed: true });
  });
});

describe("a dead listing", () => {
  async function seedKettle(suffix: string, asin: string, extra: { asin: string; price: number }[] = []) {
    const channel_id = `UCrecheckdead000000000${suffix}`;
    await insertChannel({ channel_id, handle: `recheckdead${suffix}`, channel_name: `Recheck Dead ${suffix}` });
    await insertVideo({ video_id: `rcDead0000${suffix}`, channel_id, title: "Coffee corner", published_at: "2026-09-04T10:00:00.000Z" });
    await insertProduct({
      product_id: `p_dead_kettle_${suffix}`,
      video_id: `rcDead0000${suffix}`,
      channel_id,
      published_at: "2026-09-04T10:00:00.000Z",
      product_name: "Pour-Over Kettle",
      brand: "Brewline",
      category: "Kitchen",
      subcategory: "Kettles",
      match_key: `brewline|pour-over kettle|${suffix}`,
      listings: [{ asin, price: 39 }, ...extra],
    });
    await env.DB.prepare("UPDATE marketplace_items SET fetched_at = '2024-01-01T00:00:00.000Z' WHERE amazon_product_id = ?")
      .bind(asin)
      .run();
    return channel_id;
  }

  it("is replaced by the best candidate the matcher verifies, found by a new search", async () => {
    const channelId = await seedKettle("a", "B0DEADKET1");
    const purged: string[][] = [];
    const { marketplace, searched } = creatorsStandIn([{ body: { itemsResult: { items: [] } } }], () => ({
      searchResult: {
        items: [
          // Ranked first but sold *for* the kettle: never a listing of it.
          creatorsItem("B0KETFILT1", "Replacement Filters Compatible with Brewline Pour-Over Kettle, 4 Pack", 12.99),
          creatorsItem("B0DEADKET1", "Brewline Pour-Over Kettle (old listing)", 39),
          creatorsItem("B0NEWKETT1", "Brewline Pour-Over Kettle, Gooseneck Spout, Matte Black", 44.5),
        ],
      },
    }));
    const result = await recheckListings({ db, marketplace, now: () => NOW, purge: async (tags) => void purged.push(tags) }, 1);

    expect(result).toMatchObject({ checked: 1, dead: 1, replaced: 1, delisted: 0 });
    expect(searched).toEqual(["Brewline Pour-Over Kettle"]);
    expect(await itemRow("B0DEADKET1")).toMatchObject({ is_dead: true });
    expect(await itemRow("B0NEWKETT1")).toMatchObject({ price: 44.5, is_dead: false, fetched_at: NOW.toISOString() });
    expect(await countOf("SELECT count(*) AS n FROM marketplace_items WHERE amazon_product_id = 'B0KETFILT1'")).toBe(0);
    const { results: listings } = await env.DB.prepare(
      "SELECT amazon_product_id, position, match_reasons FROM product_listings WHERE product_id = 'p_dead_kettle_a' ORDER BY position",
    ).all<{ amazon_product_id: string; position: number; match_reasons: string }>();
    expect(listings.map((l) => [l.amazon_product_id, l.position])).toEqual([
      ["B0DEADKET1", 0],
      ["B0NEWKETT1", 1],
    ]);
    expect(JSON.parse(listings[1]!.match_reasons)).toContain("replaced a listing the marketplace no longer offers");
    expect(await productRow("p_dead_kettle_a")).toMatchObject({
      amazon_product_id: "B0NEWKETT1",
      price: 44.5,
      listing_count: 1,
      listed: true,
    });
    expect(await pricesOf("B0NEWKETT1")).toEqual([{ price: 44.5, currency: "USD", observed_at: NOW.toISOString() }]);
    const [channel] = await db.select().from(channels).where(eq(channels.channel_id, channelId));
    expect(channel!.product_count).toBe(1);
    expect(await countOf("SELECT count(*) AS n FROM categories WHERE category = 'Kitchen' AND subcategory = 'Kettles'")).toBe(1);
    // Its page, its creators' pages and the lists are purged.
    expect(purged.flat()).toEqual(
      expect.arrayContaining(["product:p_dead_kettle_a", `channel:${channelId}`, "list:products", "list:categories"]),
    );

    // What visitors see: only the new listing.
    const detail = await call("/api/products/p_dead_kettle_a");
    expect(detail.body.amazon_products.map((a: { amazon_product_id: string }) => a.amazon_product_id)).toEqual(["B0NEWKETT1"]);
  });

  it("leaves the product unlisted when the new search finds nothing the matcher verifies", async () => {
    await seedKettle("b", "B0DEADKET2");
    const { marketplace } = creatorsStandIn([{ body: { itemsResult: { items: [] } } }], () => ({
      searchResult: { items: [creatorsItem("B0KETFILT2", "Replacement Filters Compatible with Brewline Pour-Over Kettle, 4 Pack", 12.99)] },
    }));
    const result = await recheckListings({ db, marketplace, now: () => NOW }, 1);
    expect(result).toMatchObject({ dead: 1, replaced: 0, delisted: 1 });
    expect(await productRow("p_dead_kettle_b")).toMatchObject({ listed: false, listing_count: 0 });
  });
});
