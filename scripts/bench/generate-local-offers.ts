/**
 * One extra marketplace's offers in the bench data set (issue 26 item 6; docs/decisions/0026):
 * `de`'s local offers and price history for every default marketplace item
 * (./local-offer-rows.ts), written by the generator after the catalogue, or added to an existing
 * data set without generating it again, and the bytes each kind of row takes on disk (SQLite's
 * dbstat: every table and index b-tree, page by page).
 *
 * Usage: node scripts/bench/generate-local-offers.ts [--measure | --report]
 *   adds the offers when the data set lacks them (under `flock /tmp/bench.lock`: it writes the bench
 *   database), and with --measure writes bench/capacity.json: the bytes per row before and after
 *   (dbstat reads the whole file: about 6 minutes a measurement). --report prints the figures of
 *   bench/capacity.json as docs/benchmarks.md shows them.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ROOT } from "../lib/local-stack.ts";
import { benchDbFile, readDatasetInfo } from "./dataset.ts";
import { LOCAL_OFFER_COLUMNS, LOCAL_PRICE_COLUMNS, localOfferRows, type DefaultItem } from "./local-offer-rows.ts";
import type { MarketplaceCode } from "../../worker/lib/marketplaces.ts";

/** The marketplace the bench adds: the one the bench's `marketplace=de` calls ask for. */
export const BENCH_MARKETPLACE: MarketplaceCode = "de";
/** The generator's reference instant (scripts/bench/generate.ts REFERENCE_MS). */
export const REFERENCE_MS = Date.parse("2026-11-01T12:00:00.000Z");
export const CAPACITY_FILE = join(ROOT, "bench", "capacity.json");

export interface LocalOfferCounts {
  marketplace: MarketplaceCode;
  offers: number;
  verified: number;
  absent: number;
  prices: number;
}

export function hasLocalOffers(db: DatabaseSync, code: MarketplaceCode): boolean {
  return db.prepare("SELECT 1 FROM local_offers WHERE marketplace = ? LIMIT 1").get(code) !== undefined;
}

/** Writes `code`'s offers of every default item, in key order (the primary key's b-tree fills in order). */
export function writeLocalOffers(db: DatabaseSync, code: MarketplaceCode = BENCH_MARKETPLACE): LocalOfferCounts {
  const items = db
    .prepare("SELECT amazon_product_id, title, price, rating, reviews_count FROM marketplace_items ORDER BY amazon_product_id")
    .all() as unknown as DefaultItem[];
  const { offers, prices } = localOfferRows(items, code, REFERENCE_MS);
  const insert = (table: string, columns: readonly string[]) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
  db.exec("BEGIN");
  try {
    const offer = insert("local_offers", LOCAL_OFFER_COLUMNS);
    for (const row of offers) offer.run(...LOCAL_OFFER_COLUMNS.map((c) => row[c]));
    const price = insert("local_offer_prices", LOCAL_PRICE_COLUMNS);
    for (const row of prices) price.run(...LOCAL_PRICE_COLUMNS.map((c) => row[c]));
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
  db.exec("ANALYZE local_offers; ANALYZE local_offer_prices");
  return {
    marketplace: code,
    offers: offers.length,
    verified: offers.filter((o) => o.status === "verified" && o.is_dead === 0).length,
    absent: offers.filter((o) => o.status === "absent").length,
    prices: prices.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Bytes on disk

/** What a b-tree's bytes are counted against: the row kind the capacity is planned in. */
const KIND_OF_TABLE: Readonly<Record<string, string>> = {
  products: "product",
  products_fts: "product",
  match_key_creators: "product",
  product_groups: "product",
  search_terms: "product",
  product_follows: "product",
  videos: "video",
  product_listings: "listing",
  marketplace_items: "listing",
  listing_prices: "listing",
  listing_reviews: "listing",
  local_offers: "local offer",
  local_offer_prices: "local offer",
  channels: "channel",
  channels_fts: "channel",
  click_days: "clicks",
  click_item_days: "clicks",
  click_item_months: "clicks",
  click_channel_dims: "clicks",
  click_site_days: "clicks",
  click_messages_seen: "clicks",
  storefront_view_days: "clicks",
  users: "accounts",
  subscriptions: "accounts",
  notifications: "accounts",
};

export interface BtreeSize {
  name: string;
  table: string;
  kind: string;
  bytes: number;
}

export interface Sizes {
  page_size: number;
  /** The file: every page, free ones included. */
  file_bytes: number;
  free_bytes: number;
  btrees: BtreeSize[];
  kinds: Record<string, number>;
}

/** Each table's and index's pages (dbstat), attributed to a table (FTS5 shadow tables to their index's table). */
export function measureSizes(db: DatabaseSync): Sizes {
  const pragma = (name: string) => Number(Object.values(db.prepare(`PRAGMA ${name}`).get() as Record<string, number>)[0]);
  const pageSize = pragma("page_size");
  const tableOf = new Map(
    (
      db.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type IN ('table', 'index')").all() as { name: string; tbl_name: string }[]
    ).map((r) => [r.name, r.tbl_name]),
  );
  const rows = db.prepare("SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC").all() as {
    name: string;
    bytes: number;
  }[];
  const btrees = rows.map((r) => {
    let table = tableOf.get(r.name) ?? r.name;
    const fts = /^(.*_fts)_(data|idx|docsize|config|content)$/.exec(table);
    if (fts) table = fts[1]!;
    return { name: r.name, table, kind: KIND_OF_TABLE[table] ?? "other", bytes: r.bytes };
  });
  const kinds: Record<string, number> = {};
  for (const b of btrees) kinds[b.kind] = (kinds[b.kind] ?? 0) + b.bytes;
  return {
    page_size: pageSize,
    file_bytes: pragma("page_count") * pageSize,
    free_bytes: pragma("freelist_count") * pageSize,
    btrees,
    kinds,
  };
}

const count = (db: DatabaseSync, sql: string) => (db.prepare(sql).get() as { n: number }).n;

export interface RowCounts {
  products: number;
  videos: number;
  listings: number;
  marketplace_items: number;
  local_offers: number;
  local_offer_prices: number;
}

export function rowCounts(db: DatabaseSync): RowCounts {
  return {
    products: count(db, "SELECT count(*) AS n FROM products"),
    videos: count(db, "SELECT count(*) AS n FROM videos"),
    listings: count(db, "SELECT count(*) AS n FROM product_listings"),
    marketplace_items: count(db, "SELECT count(*) AS n FROM marketplace_items"),
    local_offers: count(db, "SELECT count(*) AS n FROM local_offers"),
    local_offer_prices: count(db, "SELECT count(*) AS n FROM local_offer_prices"),
  };
}

/** Records the added marketplace in the data set's marker row, so the report can name it. */
export function markDataset(db: DatabaseSync, counts: LocalOfferCounts): void {
  const row = db.prepare("SELECT info FROM bench_dataset WHERE id = 1").get() as { info: string } | undefined;
  if (!row) return;
  const info = JSON.parse(row.info) as Record<string, unknown>;
  info.local_offers = counts;
  db.prepare("UPDATE bench_dataset SET info = ? WHERE id = 1").run(JSON.stringify(info));
}

/**
 * Adds `code`'s offers to a complete data set that lacks them (ensureDataset calls this after the
 * migrations, so an existing data set gains them without being generated again).
 */
export function ensureLocalOffers(file: string, code: MarketplaceCode = BENCH_MARKETPLACE): LocalOfferCounts | null {
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: false });
  try {
    if (hasLocalOffers(db, code)) return null;
    const counts = writeLocalOffers(db, code);
    markDataset(db, counts);
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    return counts;
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The capacity figures (docs/benchmarks.md, Capacity)

/** D1's largest database on Workers Paid (developers.cloudflare.com/d1/platform/limits), taken as 10^10 bytes. */
export const D1_DATABASE_LIMIT_BYTES = 10_000_000_000;

interface Capacity {
  marketplace: MarketplaceCode;
  before: { rows: RowCounts; sizes: Sizes } | null;
  after: { rows: RowCounts; sizes: Sizes };
}

const mb = (bytes: number) => (bytes / 1e6).toLocaleString("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = (n: number) => Math.round(n).toLocaleString("en-US");

/** Bytes per kind of row (reclassified with today's table kinds) and the products one database holds with N marketplaces. */
export function capacityMarkdown(capacity: Capacity): string {
  const { rows, sizes } = capacity.after;
  const byTable = new Map<string, number>();
  for (const b of sizes.btrees) byTable.set(b.table, (byTable.get(b.table) ?? 0) + b.bytes);
  const kind = (k: string) => [...byTable].filter(([t]) => (KIND_OF_TABLE[t] ?? "other") === k).reduce((sum, [, b]) => sum + b, 0);
  const table = (t: string) => byTable.get(t) ?? 0;
  const used = sizes.file_bytes - sizes.free_bytes;
  const catalog = kind("product") + kind("video") + kind("listing") + kind("channel") + kind("accounts") + kind("other");
  const perMarketplace = kind("local offer");
  const perProduct = (bytes: number) => bytes / rows.products;
  const lines = [
    `| rows | count | MB (tables and their indexes) | bytes per row |`,
    `|---|--:|--:|--:|`,
    `| product (products, its 17 indexes, full-text index, creators per product, one card per product, vocabulary) | ${whole(rows.products)} | ${mb(kind("product"))} | ${whole(kind("product") / rows.products)} |`,
    `| of which the products table and its indexes | ${whole(rows.products)} | ${mb(table("products"))} | ${whole(table("products") / rows.products)} |`,
    `| video | ${whole(rows.videos)} | ${mb(kind("video"))} | ${whole(kind("video") / rows.videos)} |`,
    `| listing (product_listings: a product's link to an item) | ${whole(rows.listings)} | ${mb(table("product_listings"))} | ${whole(table("product_listings") / rows.listings)} |`,
    `| default marketplace item (marketplace_items) | ${whole(rows.marketplace_items)} | ${mb(table("marketplace_items"))} | ${whole(table("marketplace_items") / rows.marketplace_items)} |`,
    `| local offer (local_offers, ${capacity.marketplace}) | ${whole(rows.local_offers)} | ${mb(table("local_offers"))} | ${whole(table("local_offers") / rows.local_offers)} |`,
    `| local price (local_offer_prices, ${capacity.marketplace}) | ${whole(rows.local_offer_prices)} | ${mb(table("local_offer_prices"))} | ${whole(table("local_offer_prices") / rows.local_offer_prices)} |`,
    `| one marketplace's offers with their history, per offer | ${whole(rows.local_offers)} | ${mb(perMarketplace)} | ${whole(perMarketplace / rows.local_offers)} |`,
    `| clicks and views (the creators' daily rows and rollups) | | ${mb(kind("clicks"))} | |`,
    `| accounts (users, subscriptions, notifications) | | ${mb(kind("accounts"))} | |`,
    `| channels and the rest | | ${mb(kind("channel") + kind("other"))} | |`,
    "",
    `The file: ${mb(sizes.file_bytes)} MB, of which ${mb(sizes.free_bytes)} MB free pages (${mb(used)} MB used; ` +
      `${capacity.before ? `${mb(capacity.before.sizes.file_bytes - capacity.before.sizes.free_bytes)} MB used before ${capacity.marketplace}'s offers` : "no measurement before"}).`,
    "",
    `| marketplaces (the default + N others) | bytes per product (catalogue, accounts, N marketplaces' offers) | products one ${D1_DATABASE_LIMIT_BYTES / 1e9} GB database holds (clicks elsewhere) |`,
    `|---|--:|--:|`,
  ];
  for (const n of [0, 1, 2, 5]) {
    const bytes = perProduct(catalog) + n * perProduct(perMarketplace);
    lines.push(`| 1 + ${n} | ${whole(bytes)} | ${whole(D1_DATABASE_LIMIT_BYTES / bytes)} |`);
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  if (process.argv.includes("--report")) {
    console.log(capacityMarkdown(JSON.parse(readFileSync(CAPACITY_FILE, "utf8")) as Capacity));
    return;
  }
  const file = benchDbFile();
  if (!file || !readDatasetInfo(file)) throw new Error("no bench data set: run npm run bench first");
  const measure = process.argv.includes("--measure");
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: false });
  try {
    const present = hasLocalOffers(db, BENCH_MARKETPLACE);
    const started = Date.now();
    const before = measure && !present ? { rows: rowCounts(db), sizes: measureSizes(db) } : null;
    if (before) console.log(`measured before in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    let added: LocalOfferCounts | null = null;
    if (!present) {
      const tick = Date.now();
      added = writeLocalOffers(db, BENCH_MARKETPLACE);
      markDataset(db, added);
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      console.log(`added ${JSON.stringify(added)} in ${((Date.now() - tick) / 1000).toFixed(1)} s`);
    } else console.log(`the data set already holds ${BENCH_MARKETPLACE}'s offers`);
    if (measure) {
      const after = { rows: rowCounts(db), sizes: measureSizes(db) };
      mkdirSync(dirname(CAPACITY_FILE), { recursive: true });
      writeFileSync(
        CAPACITY_FILE,
        `${JSON.stringify({ measured_at: new Date().toISOString(), marketplace: BENCH_MARKETPLACE, added, before, after }, null, 2)}\n`,
      );
      console.log(`wrote ${CAPACITY_FILE}`);
    }
  } finally {
    db.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
