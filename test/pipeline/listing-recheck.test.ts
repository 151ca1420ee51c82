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
import { creatorsMarketplace } from "../../worker/pipeline/providers/creators-api";
import type { FetchLike } from "../../worker/pipeline/providers/http";
import { offlineMarketplace } from "../../worker/pipeline/providers/offline";
import { getCorpus } from "../../worker/pipeline/providers/offline/corpus";
import { call, insertChannel, insertProduct, insertVideo } from "../api/fixtures";
import getItemsRecheck from "../providers/recordings/creators-api/get-items-recheck.json";
import throttled from "../providers/recordings/creators-api/throttled.json";
import token from "../providers/recordings/creators-api/token.json";
import { countOf, db, NOW, runTask } from "./helpers";

const OLD = "2025-01-01T00:00:00.000Z";

/** The Creators API: tokens always, and the catalogue's recorded answers in order; records the ids asked. */
function creatorsStandIn(replies: { status?: number; body: unknown }[]) {
  const asked: string[][] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.startsWith("https://auth.example/")) return Response.json(token);
    asked.push(((await request.json()) as { itemIds: string[] }).itemIds);
    const reply = replies.shift();
    if (!reply) throw new Error("no recorded reply left");
    return Response.json(reply.body, { status: reply.status ?? 200 });
  };
  const marketplace = creatorsMarketplace(
    {
      baseUrl: "https://creatorsapi.example",
      tokenUrl: "https://auth.example/auth/o2/token",
      clientId: "amzn1.application-oa2-client.recheck",
      clientSecret: "secret",
      version: "3.1",
      partnerTag: "creatorpicks-20",
      marketplace: "www.amazon.com",
    },
    { fetch, sleep: async () => {}, tokenCache: new Map() },
  );
  return { marketplace, asked };
}

/** Three products of one channel: one with a dying first listing and a live second, one whose only listing dies, one refreshed. */
async function seed() {
  const channel_id = "UCrecheck0000000000000a";
  await insertChannel({ channel_id, handle: "recheckdesk", channel_name: "Recheck Desk", product_count: 4 });
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
  await insertProduct({ ...base, product_id: "p_recheck_fresh", product_name: "Desk Mat", brand: "Feltworks", listings: [{ asin: "B0DHS5F1VG", price: 25 }] });
  await env.DB.prepare("UPDATE marketplace_items SET fetched_at = ? WHERE amazon_product_id = 'B0DHS5F1VG'").bind("2026-11-19T06:00:00.000Z").run();
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
    expect(result).toEqual({ checked: 4, refreshed: 2, dead: 2, delisted: 1 });

    expect(await itemRow("B0CX23V2ZK")).toMatchObject({ price: 149.99, rating: 4.7, reviews_count: 18812, fetched_at: NOW.toISOString(), is_dead: false });
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
    expect(await productRow("p_recheck_kettle")).toMatchObject({ amazon_product_id: null, price: null, rating: null, listing_count: 0, listed: false });
    expect(await productRow("p_recheck_keyboard")).toMatchObject({ amazon_product_id: "B0D1HK8RTV", price: 94.5, rating: 4.3, listed: true });

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
    await insertChannel({ channel_id: "UCrecheck0000000000000b", handle: "recheckthrottle", channel_name: "Recheck Throttle", product_count: 1 });
    await insertVideo({ video_id: "rcVideo0002", channel_id: "UCrecheck0000000000000b", title: "Kitchen tour", published_at: "2026-09-02T10:00:00.000Z" });
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
    expect(error).toMatchObject({ provider: "Creators API", transient: true, message: "rate limited (HTTP 429); gave up after 4 attempts" });
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
    expect(await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}' AND listed = 1`)).toBe(listedBefore);
    expect(await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}' AND listed = 1 AND price = 1`)).toBe(0);
  });
});
