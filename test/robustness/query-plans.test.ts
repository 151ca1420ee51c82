/**
 * Issue 6, item 5: every list query the services really run is served by an index. Each case
 * calls a service with a D1 binding that records the statements it prepares, then asks SQLite
 * for `EXPLAIN QUERY PLAN` of each one (with its real parameters) on the migrated test D1,
 * seeded with a skewed data set and ANALYZEd so the planner sees production-like statistics.
 * A bare `SCAN` of a big table (no index) fails the case, quoting the statement and its plan.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../worker/auth/viewer";
import { getConfig } from "../../worker/config";
import { createDb } from "../../worker/db/client";
import * as channels from "../../worker/services/channels";
import type { ServiceContext } from "../../worker/services/context";
import * as notifications from "../../worker/services/notifications";
import * as products from "../../worker/services/products";
import * as productFollows from "../../worker/services/product-follows";
import * as productGroups from "../../worker/services/product-groups";
import * as feeds from "../../worker/services/feeds";
import * as sitemaps from "../../worker/services/sitemaps";
import * as subscriptions from "../../worker/services/subscriptions";
import * as tasks from "../../worker/services/tasks";
import * as transcripts from "../../worker/services/transcripts";
import * as videos from "../../worker/services/videos";
import { recheckListings } from "../../worker/pipeline/listing-recheck";
import type { Marketplace, MarketplaceItem } from "../../worker/providers/types";
import { recordingD1, type RecordedStatement } from "./d1-wrappers";

/** Tables that grow with the catalogue (DESIGN.md section 8: up to a million products). */
const BIG_TABLES = new Set([
  "products",
  "videos",
  "product_listings",
  "marketplace_items",
  "channels",
  "listing_prices",
  "product_follows",
  "match_key_creators",
  "product_groups",
]);

const USER: Viewer = { user_id: "qp-user", email: "qp-user@example.com", is_admin: false };
const ADMIN: Viewer = { user_id: "qp-admin", email: "qp-admin@example.com", is_admin: true };

/**
 * A skewed catalogue built in SQL: 80 channels (the first few hold most videos), 6 categories,
 * 1,600 videos, 4,800 products (one in five without a listing), 3,000 marketplace items,
 * users with subscriptions and notifications, task history and stored transcripts.
 */
const SEED = [
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 80)
   INSERT INTO channels (channel_id, handle, channel_name, description, category, show, video_count, product_count, subscriber_count)
   SELECT printf('UCqp%04d', i), printf('qpchannel%d', i), printf('Channel %d %s', i, CASE i % 3 WHEN 0 THEN 'Tech' WHEN 1 THEN 'Beauty' ELSE 'Games' END),
          'Reviews of gadgets and more', CASE WHEN i % 7 = 0 THEN NULL ELSE 'Cat' || (i % 6) END, CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END,
          (i * 37) % 500, (i * 53) % 900, (i * 7919) % 2000000 FROM n`,
  // Skew: a quarter of the videos belong to channel 1, another quarter to channels 2-4.
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1600)
   INSERT INTO videos (video_id, channel_id, title, published_at, transcript_key, transcript_status)
   SELECT printf('qpvid%05d', i),
          printf('UCqp%04d', CASE WHEN i % 4 = 0 THEN 1 WHEN i % 4 = 1 THEN 2 + i % 3 ELSE 1 + (i * 13) % 80 END),
          printf('Video %d about laptops', i), strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', printf('+%d hours', i * 5)),
          CASE WHEN i % 2 = 0 THEN printf('transcripts/x/qpvid%05d/20250101_000000.json', i) END,
          CASE WHEN i % 2 = 0 THEN 'processed' ELSE 'pending' END FROM n`,
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
   INSERT INTO marketplace_items (amazon_product_id, title, price, rating, reviews_count, product_url, fetched_at, is_dead)
   SELECT printf('B0QP%06d', i), printf('Item %d', i), 5 + (i * 31) % 900, 1 + (i % 40) / 10.0, i % 5000,
          printf('https://www.amazon.example/dp/B0QP%06d', i), '2025-01-01T00:00:00.000Z', CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END FROM n`,
  `WITH RECURSIVE k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < 2)
   INSERT INTO products (product_id, video_id, channel_id, product_name, brand, category, subcategory, match_key, published_at,
                         amazon_product_id, listing_count, listed, price, rating, channel_show, video_timestamp)
   SELECT 'qp-' || v.video_id || '-' || k.j, v.video_id, v.channel_id, printf('Laptop Stand %d', (v.rowid * 3 + k.j) % 700),
          'Brand' || ((v.rowid + k.j) % 40), 'Cat' || ((v.rowid + k.j) % 6), 'Sub' || ((v.rowid * 7 + k.j) % 4),
          printf('brand-%d-laptop-stand-%d', (v.rowid + k.j) % 40, (v.rowid * 3 + k.j) % 700), v.published_at,
          CASE WHEN (v.rowid + k.j) % 5 = 0 THEN NULL ELSE printf('B0QP%06d', 1 + (v.rowid * 3 + k.j) % 3000) END,
          CASE WHEN (v.rowid + k.j) % 5 = 0 THEN 0 ELSE 1 END, CASE WHEN (v.rowid + k.j) % 5 = 0 THEN 0 ELSE 1 END,
          CASE WHEN (v.rowid + k.j) % 5 = 0 THEN NULL ELSE 5 + ((v.rowid * 3 + k.j) * 31) % 900 END,
          CASE WHEN (v.rowid + k.j) % 5 = 0 THEN NULL ELSE 1 + ((v.rowid * 3 + k.j) % 40) / 10.0 END,
          c.show, k.j * 60
   FROM videos v JOIN channels c ON c.channel_id = v.channel_id, k`,
  `INSERT INTO product_listings (product_id, amazon_product_id, position)
   SELECT product_id, amazon_product_id, 0 FROM products WHERE amazon_product_id IS NOT NULL`,
  `INSERT OR IGNORE INTO product_listings (product_id, amazon_product_id, position)
   SELECT product_id, printf('B0QP%06d', 1 + (seq * 17) % 3000), 1 FROM products WHERE amazon_product_id IS NOT NULL AND seq % 2 = 0`,
  `INSERT INTO categories (category, subcategory) SELECT DISTINCT category, '' FROM products WHERE listed = 1
   UNION SELECT DISTINCT category, subcategory FROM products WHERE listed = 1`,
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
   INSERT INTO users (user_id, email, password_hash) SELECT printf('qp-u%d', i), printf('qp-u%d@example.com', i), 'x' FROM n`,
  `INSERT INTO users (user_id, email, password_hash, is_admin) VALUES ('${USER.user_id}', '${USER.email}', 'x', 0), ('${ADMIN.user_id}', '${ADMIN.email}', 'x', 1)`,
  `INSERT INTO subscriptions (user_id, channel_id) SELECT u.user_id, c.channel_id FROM users u, channels c WHERE (u.rowid + c.seq) % 9 = 0`,
  `INSERT OR IGNORE INTO subscriptions (user_id, channel_id) SELECT '${USER.user_id}', channel_id FROM channels WHERE seq % 4 = 0`,
  `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, is_read, created_at)
   SELECT s.user_id || '-' || v.video_id, s.user_id, s.channel_id, 'videos', v.video_id, v.title, v.rowid % 2, v.published_at
   FROM subscriptions s JOIN videos v ON v.channel_id = s.channel_id WHERE v.rowid % 3 = 0`,
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
   INSERT INTO task_executions (task_execution_id, task_name, parameters, status, started_at)
   SELECT printf('qp-task-%d', i), 'run_pipeline', '{"channel":"qpchannel1"}', 'completed',
          strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', printf('+%d minutes', i)) FROM n`,
  // Three prices per item over the last 60 days (issue 14), and follows of a few hundred products.
  `WITH RECURSIVE k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < 2)
   INSERT INTO listing_prices (amazon_product_id, price, currency, observed_at)
   SELECT m.amazon_product_id, m.price + k.j * 5, 'USD', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d days', 60 - k.j * 25))
   FROM marketplace_items m, k WHERE m.price IS NOT NULL`,
  `INSERT INTO product_follows (user_id, product_id) SELECT u.user_id, p.product_id FROM users u, products p WHERE (u.rowid + p.seq) % 97 = 0`,
  `INSERT OR IGNORE INTO product_follows (user_id, product_id) SELECT '${USER.user_id}', product_id FROM products WHERE seq % 50 = 0`,
  "ANALYZE",
];

const config = getConfig(env);

function recordingContext(viewer: Viewer | null) {
  const { d1, statements } = recordingD1(env.DB);
  const rc: ServiceContext = { env, db: createDb(d1), config, viewer };
  return { rc, statements };
}

interface Case {
  name: string;
  viewer?: Viewer | null;
  run: (rc: ServiceContext) => Promise<unknown>;
}

const CHANNEL = "UCqp0001";
const SMALL_CHANNEL = "UCqp0057";
const VIDEO = "qpvid00004";
const PRODUCT = "qp-qpvid00004-1";

const CASES: Case[] = [
  { name: "channels: by name (default)", run: (rc) => channels.listChannels(rc, {}) },
  ...channels.channelSorts.map((sort) => ({
    name: `channels: sort ${sort}`,
    run: (rc: ServiceContext) => channels.listChannels(rc, { sort }),
  })),
  { name: "channels: category", run: (rc) => channels.listChannels(rc, { category: "Cat3" }) },
  ...channels.channelSorts.map((sort) => ({
    name: `channels: category + sort ${sort}`,
    run: (rc: ServiceContext) => channels.listChannels(rc, { category: "Cat3", sort }),
  })),
  { name: "channels: text search", run: (rc) => channels.listChannels(rc, { query: "tech" }) },
  {
    name: "channels: text search + category + sort subscribers",
    run: (rc) => channels.listChannels(rc, { query: "channel", category: "Cat1", sort: "subscribers" }),
  },
  { name: "channels: deep skip", run: (rc) => channels.listChannels(rc, { skip: 5_000, limit: 100 }) },
  { name: "channels: signed in (is_subscribed)", viewer: USER, run: (rc) => channels.listChannels(rc, { sort: "videos" }) },
  { name: "channels: hidden (admin)", viewer: ADMIN, run: (rc) => channels.listHiddenChannels(rc, {}) },
  {
    name: "channels: creator filter options",
    run: (rc) => channels.listCreatorFilterOptions(rc, { selected: "UCa,UCb" }),
  },
  {
    name: "channels: creator filter options by name",
    run: (rc) => channels.listCreatorFilterOptions(rc, { query: "tech" }),
  },
  { name: "channels: categories", run: (rc) => channels.listChannelCategories(rc) },
  { name: "channel: detail", viewer: USER, run: (rc) => channels.getChannel(rc, { channel_id: CHANNEL }) },

  { name: "products: default (most recent)", run: (rc) => products.listProducts(rc, {}) },
  ...products.productSorts.map((sort) => ({
    name: `products: sort ${sort}`,
    run: (rc: ServiceContext) => products.listProducts(rc, { sort }),
  })),
  { name: "products: category", run: (rc) => products.listProducts(rc, { category: "Cat2" }) },
  { name: "products: category + subcategory", run: (rc) => products.listProducts(rc, { category: "Cat2", subcategory: "Sub1" }) },
  ...products.productSorts.map((sort) => ({
    name: `products: category + sort ${sort}`,
    run: (rc: ServiceContext) => products.listProducts(rc, { category: "Cat2", sort }),
  })),
  { name: "products: text search (rank)", run: (rc) => products.listProducts(rc, { query: "laptop stand" }) },
  { name: "products: text search + category", run: (rc) => products.listProducts(rc, { query: "laptop", category: "Cat1" }) },
  { name: "products: text search + sort price_asc", run: (rc) => products.listProducts(rc, { query: "stand", sort: "price_asc" }) },
  { name: "products: of a video", run: (rc) => products.listProducts(rc, { video_id: VIDEO }) },
  { name: "products: subscribed only", viewer: USER, run: (rc) => products.listProducts(rc, { subscribed_only: true }) },
  {
    name: "products: subscribed only + sort rating",
    viewer: USER,
    run: (rc) => products.listProducts(rc, { subscribed_only: true, sort: "rating" }),
  },
  { name: "products: one creator", run: (rc) => products.listProducts(rc, { channel_id: SMALL_CHANNEL }) },
  { name: "products: several creators", run: (rc) => products.listProducts(rc, { channel_id: [CHANNEL, "UCqp0002", SMALL_CHANNEL] }) },
  {
    name: "products: several creators + text + sort price_desc",
    run: (rc) => products.listProducts(rc, { channel_id: [CHANNEL, "UCqp0002", SMALL_CHANNEL], query: "stand", sort: "price_desc" }),
  },
  { name: "products: deep skip", run: (rc) => products.listProducts(rc, { skip: 3_000, limit: 100 }) },
  { name: "products: deep page + sort price_asc", run: (rc) => products.listProducts(rc, { page: 30, limit: 100, sort: "price_asc" }) },
  { name: "products: admin (hidden channels included)", viewer: ADMIN, run: (rc) => products.listProducts(rc, {}) },
  { name: "products: admin + sort rating", viewer: ADMIN, run: (rc) => products.listProducts(rc, { sort: "rating" }) },
  { name: "products: admin + category", viewer: ADMIN, run: (rc) => products.listProducts(rc, { category: "Cat2" }) },
  { name: "products: of a channel", run: (rc) => products.listChannelProducts(rc, { channel_id: CHANNEL, page: 2, limit: 12 }) },
  // One entry per product (docs/decisions/0019): the lists the pages show.
  ...products.productSorts.map((sort) => ({
    name: `products grouped: sort ${sort}`,
    run: (rc: ServiceContext) => productGroups.listProductGroups(rc, { sort }),
  })),
  ...products.productSorts.map((sort) => ({
    name: `products grouped: category + sort ${sort}`,
    run: (rc: ServiceContext) => productGroups.listProductGroups(rc, { category: "Cat2", sort }),
  })),
  {
    name: "products grouped: category + subcategory",
    run: (rc) => productGroups.listProductGroups(rc, { category: "Cat2", subcategory: "Sub1" }),
  },
  { name: "products grouped: text search (rank)", run: (rc) => productGroups.listProductGroups(rc, { query: "laptop stand" }) },
  ...products.productSorts.map((sort) => ({
    name: `products grouped: several creators + sort ${sort}`,
    run: (rc: ServiceContext) => productGroups.listProductGroups(rc, { channel_id: [CHANNEL, "UCqp0002", SMALL_CHANNEL], sort }),
  })),
  ...products.productSorts.map((sort) => ({
    name: `products grouped: subscribed only + sort ${sort}`,
    viewer: USER,
    run: (rc: ServiceContext) => productGroups.listProductGroups(rc, { subscribed_only: true, sort }),
  })),
  { name: "products grouped: deep skip", run: (rc) => productGroups.listProductGroups(rc, { skip: 3_000, limit: 100 }) },
  { name: "products grouped: admin", viewer: ADMIN, run: (rc) => productGroups.listProductGroups(rc, { sort: "rating" }) },
  {
    name: "products grouped: of a channel",
    run: (rc) => productGroups.listChannelProductGroups(rc, { channel_id: CHANNEL, page: 2, limit: 12 }),
  },
  { name: "products grouped: count of a channel", run: (rc) => productGroups.countChannelProductGroups(rc, { channel_id: CHANNEL }) },
  { name: "products: count of a channel", run: (rc) => products.countChannelProducts(rc, { channel_id: CHANNEL }) },
  { name: "products: marketplace products of a video", run: (rc) => products.listVideoMarketplaceProducts(rc, { video_id: VIDEO }) },
  { name: "products: detail (with price history)", run: (rc) => products.getProduct(rc, { product_id: PRODUCT }) },
  { name: "products: detail signed in (is_followed)", viewer: USER, run: (rc) => products.getProduct(rc, { product_id: PRODUCT }) },
  { name: "products: followed by me", viewer: USER, run: (rc) => productFollows.listFollowedProducts(rc, { page: 2, limit: 5 }) },
  { name: "products: similar creators", run: (rc) => products.similarCreators(rc, { product_id: PRODUCT }) },
  { name: "products: categories", run: (rc) => products.listCategories(rc) },
  { name: "products: subcategories", run: (rc) => products.listSubcategories(rc, { category: "Cat2" }) },

  { name: "videos: of a channel", run: (rc) => videos.listVideos(rc, { channel_id: CHANNEL, skip: 30 }) },
  { name: "videos: all, newest first", run: (rc) => videos.listVideos(rc, {}) },
  { name: "videos: all (admin)", viewer: ADMIN, run: (rc) => videos.listVideos(rc, {}) },
  { name: "videos: detail", run: (rc) => videos.getVideo(rc, { video_id: VIDEO }) },
  { name: "videos: page (mentions with their best listing)", run: (rc) => videos.getVideoPage(rc, { video_id: VIDEO }) },

  { name: "sitemaps: index (largest key of each kind)", run: (rc) => sitemaps.sitemapPageCounts(rc) },
  ...sitemaps.sitemapKinds.map((kind) => ({
    name: `sitemaps: a page of ${kind}`,
    run: (rc: ServiceContext) => sitemaps.sitemapPage(rc, kind, 1),
  })),
  { name: "feed: a channel's newest videos and their products", run: (rc) => feeds.channelFeed(rc, CHANNEL) },

  { name: "subscriptions", viewer: USER, run: (rc) => subscriptions.listSubscriptions(rc, {}) },
  { name: "notifications", viewer: USER, run: (rc) => notifications.listNotifications(rc, { page: 2 }) },
  { name: "tasks (admin history)", viewer: ADMIN, run: (rc) => tasks.listTasks(rc, { page: 3, limit: 20 }) },
  {
    name: "transcripts of a channel (admin)",
    viewer: ADMIN,
    run: (rc) => transcripts.listChannelTranscripts(rc, { channel: "QPChannel1" }),
  },
  // Last: the marketplace stand-in answers every item, unchanged, so the re-check only refreshes them.
  {
    name: "listing re-check: the stalest live items",
    run: (rc) => recheckListings({ db: rc.db, marketplace: sameItemsMarketplace(), now: () => new Date("2026-11-23T06:00:00Z") }, 50),
  },
];

/** A marketplace whose items are still on sale as stored. */
function sameItemsMarketplace(): Marketplace {
  return {
    search: async () => [],
    async getItems(ids: string[]) {
      const placeholders = ids.map(() => "?").join(", ");
      const { results } = await env.DB.prepare(
        `SELECT amazon_product_id, title, image_url, currency, price, rating, reviews_count, product_url
         FROM marketplace_items WHERE amazon_product_id IN (${placeholders})`,
      )
        .bind(...ids)
        .all<MarketplaceItem>();
      return results;
    },
  };
}

/** `FROM products p` / `JOIN "videos" AS v`: alias → table, so `SCAN p` can be named. */
function aliases(sql: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /\b(?:FROM|JOIN)\s+["`]?(\w+)["`]?(?:\s+(?:AS\s+)?["`]?(\w+)["`]?)?/gi;
  const keywords = new Set(["where", "join", "left", "inner", "on", "order", "group", "limit", "using", "cross", "natural", "union"]);
  for (const m of sql.matchAll(re)) {
    const table = m[1]!;
    out.set(table, table);
    const alias = m[2];
    if (alias && !keywords.has(alias.toLowerCase())) out.set(alias, table);
  }
  return out;
}

async function planOf(statement: RecordedStatement) {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ id: number; parent: number; detail: string }>();
  return results.map((r) => r.detail);
}

/** Plan lines that read a big table from end to end without an index. */
function fullScans(sql: string, plan: string[]): string[] {
  const names = aliases(sql);
  return plan.filter((line) => {
    const m = /^SCAN (\S+)/.exec(line);
    if (!m || /USING (COVERING )?INDEX|VIRTUAL TABLE/.test(line)) return false;
    const table = names.get(m[1]!) ?? m[1]!;
    return BIG_TABLES.has(table);
  });
}

beforeAll(async () => {
  for (const sql of SEED) await env.DB.prepare(sql).run();
}, 60_000);

describe("query plans of every list query", () => {
  it("the seed is large and skewed enough for the planner to prefer indexes", async () => {
    const row = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_listings) AS listings,
              (SELECT max(n) FROM (SELECT count(*) AS n FROM videos GROUP BY channel_id)) AS biggest_channel,
              (SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'products') AS product_stats`,
    ).first<{ products: number; listings: number; biggest_channel: number; product_stats: number }>();
    expect(row?.products).toBe(4_800);
    expect(row?.listings).toBeGreaterThan(5_000);
    expect(row?.biggest_channel).toBeGreaterThanOrEqual(400);
    expect(row?.product_stats).toBeGreaterThan(5);
  });

  it("the check itself catches a bare scan (a filter on an unindexed column)", async () => {
    const statement = { sql: "SELECT p.product_id FROM products p WHERE p.description = ?1", params: ["x"] };
    expect(fullScans(statement.sql, await planOf(statement))).toEqual(["SCAN p"]);
    const indexed = { sql: "SELECT p.product_id FROM products p WHERE p.match_key = ?1", params: ["x"] };
    expect(fullScans(indexed.sql, await planOf(indexed))).toEqual([]);
  });

  it("the transcript reader counts and pages from the transcribed videos' own index", async () => {
    const { rc, statements } = recordingContext(ADMIN);
    await transcripts.listChannelTranscripts(rc, { channel: "QPChannel1", page: 2, limit: 20 });
    const plans = await Promise.all(statements.filter((st) => /from "?videos"?/i.test(st.sql)).map(planOf));
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan.join("\n")).toMatch(/USING (COVERING )?INDEX videos_channel_transcripts_idx/);
    expect(plans.flat().join("\n")).not.toMatch(/TEMP B-TREE/);
  });

  it("each sitemap page is one range of its table's integer key, in key order", async () => {
    for (const kind of sitemaps.sitemapKinds) {
      const { rc, statements } = recordingContext(null);
      await sitemaps.sitemapPage(rc, kind, 1);
      const plan = (await planOf(statements[0]!)).join("\n");
      expect(plan, kind).toMatch(/SEARCH \S+ USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/);
      expect(plan, kind).not.toMatch(/TEMP B-TREE/);
    }
  });

  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const { rc, statements } = recordingContext(c.viewer ?? null);
    await c.run(rc);
    expect(statements.length, "the service ran no SQL").toBeGreaterThan(0);
    const problems: string[] = [];
    for (const statement of statements) {
      const plan = await planOf(statement);
      const scans = fullScans(statement.sql, plan);
      if (scans.length > 0) {
        problems.push(
          `full scan (${scans.join("; ")}) in:\n    ${statement.sql.replace(/\s+/g, " ")}\n  plan:\n    ${plan.join("\n    ")}`,
        );
      }
    }
    expect(
      problems,
      `${c.name}: add an index whose leading columns are this query's equality terms, then its ORDER BY:\n  ${problems.join("\n  ")}`,
    ).toEqual([]);
  });
});
