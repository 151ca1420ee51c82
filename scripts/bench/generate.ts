/**
 * The benchmark's synthetic data set, written straight into the SQLite file of a separate local
 * D1 (.wrangler/bench-state): 10,000 channels, 200,000 videos, 1,000,000 products and 1,500,000
 * product listings, with the skew of real data (Zipf-sized channels, skewed categories, popular
 * products mentioned by many creators, about 10 % of products without a listing, a few hidden
 * channels) and every denormalised column filled the way the pipeline fills it.
 *
 * Deterministic (seeded PRNG). Skips the work when the file already holds this version's set.
 * Usage: npm run bench (generates when needed) or node scripts/bench/generate.ts [--fresh]
 */
import "./worker-modules.ts";
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { hashPassword } from "../../worker/auth/password.ts";
import { hashString, rng, type Rng } from "../../worker/providers/offline/corpus.ts";
import { migrateLocal } from "../lib/local-stack.ts";
import {
  BENCH_ADMIN,
  BENCH_STATE,
  BENCH_USER,
  benchDbFile,
  GENERATOR_VERSION,
  readDatasetInfo,
  TARGET,
  type DatasetInfo,
} from "./dataset.ts";
import * as words from "./lexicon.ts";
import { writeCreators } from "./generate-creators.ts";
import { ensureLocalOffers, writeLocalOffers } from "./generate-local-offers.ts";

const { matchKey } = (await import("../../worker/lib/keys.ts")) as typeof import("../../worker/lib/keys.ts");
const { transcriptKey } = (await import("../../worker/db/transcript-store.ts")) as typeof import("../../worker/db/transcript-store.ts");
const { REBUILD_CATEGORIES_SQL } =
  (await import("../../worker/db/queries/categories.ts")) as typeof import("../../worker/db/queries/categories.ts");
const { REBUILD_SEARCH_TERMS_SQL } =
  (await import("../../worker/db/queries/search-terms.ts")) as typeof import("../../worker/db/queries/search-terms.ts");

const SEED = "bench-v1";
/** All dates are relative to this instant, so two runs produce the same file. */
const REFERENCE_MS = Date.parse("2026-11-01T12:00:00.000Z");
const DAY_MS = 86_400_000;

const CATALOG_ITEMS = 300_000;
const HIDDEN_CHANNELS = 20;
const OTHER_USERS = 20_000;
const TASKS = 5_000;
/** Share of a channel's mentions from its own niche; the rest stray into other categories. */
const OWN_NICHE = 0.7;

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const ASIN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const HEX = "0123456789abcdef";

const iso = (ms: number) => new Date(ms).toISOString();

function randomId(r: Rng, alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(r.next() * alphabet.length)];
  return out;
}

function uniqueId(r: Rng, used: Set<string>, make: () => string): string {
  let id = make();
  while (used.has(id)) id = make();
  used.add(id);
  return id;
}

/** Cumulative weights 1/(rank+1)^s: a Zipf sampler by binary search. */
function zipf(n: number, s: number): Float64Array {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cdf[i] = sum += 1 / (i + 1) ** s;
  for (let i = 0; i < n; i++) cdf[i]! /= sum;
  return cdf;
}

function sample(cdf: Float64Array, u: number): number {
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cdf[mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** n units shared by weight, largest remainders first: exact totals, deterministic. */
function apportion(total: number, weights: ArrayLike<number>): Int32Array {
  const sum = Array.from(weights).reduce((a, b) => a + b, 0);
  const out = new Int32Array(weights.length);
  const rest: { i: number; frac: number }[] = [];
  let given = 0;
  for (let i = 0; i < weights.length; i++) {
    const exact = (total * weights[i]!) / sum;
    out[i] = Math.floor(exact);
    given += out[i]!;
    rest.push({ i, frac: exact - out[i]! });
  }
  rest.sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; k < total - given; k++) out[rest[k]!.i]!++;
  return out;
}

function shuffle<T>(r: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// The model, built in memory first (pass 1), so exact totals can be arranged before writing.

interface Channel {
  id: string;
  handle: string;
  name: string;
  category: number;
  show: boolean;
  subscribers: number;
  createdMs: number;
}

interface CatalogItem {
  brand: string;
  name: string;
  category: number;
  /** -1: the category has no subcategories. */
  subcategory: number;
  noun: string;
  key: string;
  features: [string, string];
  basePrice: number;
  listed: boolean;
  /** The first marketplace item's price and rating, copied onto its products. */
  topPrice: number | null;
  topRating: number | null;
  /** Marketplace items the search finds for it (0 when unlisted). */
  items: number;
  /** Index of its first marketplace item in the items list. */
  firstItem: number;
}

interface Video {
  id: string;
  channel: number;
  publishedMs: number;
  title?: string;
}

function buildChannels(r: Rng, categoryCdf: Float64Array): Channel[] {
  const names = new Set<string>();
  const handles = new Set<string>();
  const ids = new Set<string>();
  const channels: Channel[] = [];
  for (let rank = 0; rank < TARGET.channels; rank++) {
    const name = uniqueId(
      r,
      names,
      () => `${r.pick(words.CHANNEL_ADJECTIVES)} ${r.pick(words.CHANNEL_NOUNS)}${r.pick(words.CHANNEL_FORMATS)}`,
    );
    const base = name.toLowerCase().replace(/[^a-z0-9]+/g, "");
    let handle = base;
    for (let n = 2; handles.has(handle); n++) handle = `${base}${n}`;
    handles.add(handle);
    const noise = Math.exp((r.next() + r.next() + r.next() - 1.5) * 0.8);
    channels.push({
      id: uniqueId(r, ids, () => `UC${randomId(r, ID_ALPHABET, 22)}`),
      handle,
      name,
      category: sample(categoryCdf, r.next()),
      show: true,
      subscribers: Math.max(12, Math.round((4_000_000 / (rank + 1) ** 0.85) * noise)),
      createdMs: REFERENCE_MS - (60 + Math.floor(r.next() * 2_100)) * DAY_MS,
    });
  }
  // A few hidden channels, one of them among the biggest, so "hidden" filters real volume.
  const hidden = new Set<number>([7]);
  while (hidden.size < HIDDEN_CHANNELS) hidden.add(20 + Math.floor(r.next() * (TARGET.channels - 20)));
  for (const i of hidden) channels[i]!.show = false;
  return channels;
}

function buildCatalog(r: Rng, categoryWeights: number[]): { items: CatalogItem[]; byCategory: number[][] } {
  const brandsOf = words.CATEGORIES.map(() => {
    const set = new Set<string>();
    while (set.size < 60) set.add(`${r.pick(words.BRAND_HEADS)}${r.pick(words.BRAND_TAILS)}`);
    return [...set];
  });
  const sizes = apportion(CATALOG_ITEMS, categoryWeights);
  const items: CatalogItem[] = [];
  const byCategory: number[][] = words.CATEGORIES.map(() => []);
  const keys = new Set<string>();
  words.CATEGORIES.forEach((category, c) => {
    const subWeights = category.subcategories.map((_, j) => 1 / (j + 1) ** 0.5);
    const subCdf = subWeights.length ? zipfFrom(subWeights) : null;
    const brands = brandsOf[c]!;
    const brandCdf = zipf(brands.length, 0.9);
    for (let k = 0; k < sizes[c]!; k++) {
      const subcategory = subCdf ? sample(subCdf, r.next()) : -1;
      const sub = subcategory >= 0 ? category.subcategories[subcategory]! : null;
      const noun = r.pick(sub ? sub.nouns : (category.nouns ?? ["Product"]));
      const [lo, hi] = sub ? sub.price : (category.price ?? [10, 100]);
      let brand = "";
      let name = "";
      let key = "";
      do {
        brand = brands[sample(brandCdf, r.next())]!;
        name = `${r.pick(words.MODEL_HEADS)}${r.pick(words.MODEL_TAILS)}${r.pick(words.MODEL_SUFFIXES)} ${noun}`;
        key = matchKey(brand, name);
      } while (keys.has(key));
      keys.add(key);
      const f1 = r.pick(words.FEATURES);
      let f2 = r.pick(words.FEATURES);
      while (f2 === f1) f2 = r.pick(words.FEATURES);
      byCategory[c]!.push(items.length);
      items.push({
        brand,
        name,
        category: c,
        subcategory,
        noun,
        key,
        features: [f1, f2],
        basePrice: lo + r.next() ** 2 * (hi - lo),
        listed: true,
        topPrice: null,
        topRating: null,
        items: 0,
        firstItem: -1,
      });
    }
    // Within a category the list order is the popularity rank (Zipf below): shuffle so that
    // popularity does not follow brand or subcategory.
    shuffle(r, byCategory[c]!);
  });
  return { items, byCategory };
}

function zipfFrom(weights: number[]): Float64Array {
  const cdf = new Float64Array(weights.length);
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  weights.forEach((w, i) => (cdf[i] = sum += w / total));
  return cdf;
}

function buildVideos(r: Rng, channels: Channel[]): Video[] {
  // Channel rank i gets 1 + a Zipf share (s = 1) of the rest: a few huge channels, a long tail.
  const counts = apportion(
    TARGET.videos - TARGET.channels,
    channels.map((_, rank) => 1 / (rank + 1)),
  );
  const ids = new Set<string>();
  const videos: Video[] = [];
  channels.forEach((channel, c) => {
    const n = 1 + counts[c]!;
    const span = REFERENCE_MS - channel.createdMs;
    for (let k = 0; k < n; k++) {
      // Uploads lean towards recent months, as an active channel's do.
      const publishedMs = REFERENCE_MS - Math.floor(r.next() ** 1.6 * span) - Math.floor(r.next() * 3_600_000);
      videos.push({
        id: uniqueId(r, ids, () => randomId(r, ID_ALPHABET, 11)),
        channel: c,
        publishedMs: publishedMs - (publishedMs % 1000),
      });
    }
  });
  // Written oldest first, like a pipeline that has run for years: seq follows time.
  videos.sort((a, b) => a.publishedMs - b.publishedMs || (a.id < b.id ? -1 : 1));
  return videos;
}

/** How many products each video mentions (0 to 10, about 5), adjusted to the exact total. */
function productsPerVideo(r: Rng, videoCount: number): Uint8Array {
  const counts = new Uint8Array(videoCount);
  let total = 0;
  for (let v = 0; v < videoCount; v++) total += counts[v] = Math.floor(r.next() * 11);
  while (total !== TARGET.products) {
    const v = Math.floor(r.next() * videoCount);
    if (total < TARGET.products && counts[v]! < 15) {
      counts[v]!++;
      total++;
    } else if (total > TARGET.products && counts[v]! > 0) {
      counts[v]!--;
      total--;
    }
  }
  return counts;
}

/**
 * Pass 1: which catalog item each product is. Popular items are mentioned by many creators
 * (Zipf s = 0.6 within a category: the top item of a big category gets a few thousand mentions).
 */
function assignMentions(
  r: Rng,
  videos: Video[],
  perVideo: Uint8Array,
  channels: Channel[],
  byCategory: number[][],
  categoryCdf: Float64Array,
): Int32Array {
  const popularity = byCategory.map((list) => zipf(list.length, 0.6));
  const mentions = new Int32Array(TARGET.products);
  let p = 0;
  const inVideo = new Set<number>();
  videos.forEach((video, v) => {
    inVideo.clear();
    const own = channels[video.channel]!.category;
    for (let k = 0; k < perVideo[v]!; k++) {
      let item = -1;
      for (let tries = 0; item < 0 || inVideo.has(item); tries++) {
        if (tries > 50) throw new Error("could not draw distinct products for a video");
        const c = r.next() < OWN_NICHE ? own : sample(categoryCdf, r.next());
        item = byCategory[c]![sample(popularity[c]!, r.next())]!;
      }
      inVideo.add(item);
      mentions[p++] = item;
    }
  });
  return mentions;
}

/**
 * About one catalog item in ten is unknown to the marketplace (its products stay unlisted); the
 * others get 1 to 4 marketplace items, nudged until products × items is exactly the listing target.
 */
function arrangeListings(r: Rng, catalog: CatalogItem[], mentionCounts: Int32Array, byCategory: number[][]): void {
  const head = new Set(byCategory.flatMap((list) => list.slice(0, 50)));
  let total = 0;
  catalog.forEach((item, i) => {
    item.listed = head.has(i) || r.next() >= 0.1;
    if (!item.listed) return;
    const u = r.next();
    item.items = u < 0.5 ? 1 : u < 0.83 ? 2 : 3;
    total += item.items * mentionCounts[i]!;
  });
  let diff = TARGET.listings - total;
  const order = shuffle(
    r,
    catalog.map((_, i) => i),
  );
  for (let pass = 0; diff !== 0 && pass < 10; pass++) {
    for (const i of order) {
      const item = catalog[i]!;
      const m = mentionCounts[i]!;
      if (!item.listed || m === 0 || m > Math.abs(diff)) continue;
      if (diff > 0 && item.items < 4) {
        item.items++;
        diff -= m;
      } else if (diff < 0 && item.items > 1) {
        item.items--;
        diff += m;
      }
      if (diff === 0) break;
    }
  }
  if (diff !== 0) throw new Error(`could not arrange exactly ${TARGET.listings} listings (off by ${diff})`);
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Indexes and triggers of the bulk tables are dropped while rows go in, then rebuilt in one pass each. */
const BULK_TABLES = [
  "channels",
  "videos",
  "products",
  "marketplace_items",
  "product_listings",
  "users",
  "subscriptions",
  "notifications",
  "task_executions",
  "click_days",
  "storefront_view_days",
];

function inTransaction(db: DatabaseSync, work: () => void): void {
  db.exec("BEGIN");
  try {
    work();
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

function insert(db: DatabaseSync, table: string, columns: string[]): StatementSync {
  return db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
}

function productId(videoId: string, key: string): string {
  // Same as the pipeline's stableId("p_", video_id, key), synchronously (checked below).
  return `p_${createHash("sha256").update(`${videoId}\u0000${key}`).digest("hex").slice(0, 24)}`;
}

function hexId(r: Rng): string {
  return randomId(r, HEX, 32);
}

function timestampOf(ms: number): string {
  return iso(ms).replace(/[-:]/g, "").replace("T", "_").slice(0, 15);
}

interface Counts {
  users: number;
  subscriptions: number;
  notifications: number;
  marketplaceItems: number;
  listedProducts: number;
}

async function write(db: DatabaseSync, r: Rng): Promise<Counts> {
  const categoryWeights = words.CATEGORIES.map((_, i) => 1 / (i + 1));
  const categoryCdf = zipfFrom(categoryWeights);
  const log = (text: string) => console.log(`  ${text}`);

  const channels = buildChannels(r, categoryCdf);
  const { items: catalog, byCategory } = buildCatalog(r, categoryWeights);
  const videos = buildVideos(r, channels);
  const perVideo = productsPerVideo(r, videos.length);
  const mentions = assignMentions(r, videos, perVideo, channels, byCategory, categoryCdf);
  const mentionCounts = new Int32Array(catalog.length);
  for (const m of mentions) mentionCounts[m]!++;
  arrangeListings(r, catalog, mentionCounts, byCategory);
  log(
    `model ready: ${channels.length} channels, ${videos.length} videos, ${mentions.length} product mentions of ${catalog.length} catalog items`,
  );

  const { stableId } = (await import("../../worker/lib/keys.ts")) as typeof import("../../worker/lib/keys.ts");
  if ((await stableId("p_", "abc", "k")) !== productId("abc", "k"))
    throw new Error("productId() no longer matches the pipeline's stableId()");

  // Marketplace items: one set per listed, mentioned catalog item, shared by all its products.
  const asins: string[] = [];
  const usedAsins = new Set<string>();
  inTransaction(db, () => {
    const stmt = insert(db, "marketplace_items", [
      "amazon_product_id",
      "title",
      "image_url",
      "currency",
      "price",
      "rating",
      "reviews_count",
      "product_url",
      "fetched_at",
      "is_dead",
      "created_at",
      "updated_at",
    ]);
    catalog.forEach((item, i) => {
      if (!item.listed || mentionCounts[i] === 0) return;
      item.firstItem = asins.length;
      for (let k = 0; k < item.items; k++) {
        const id = uniqueId(r, usedAsins, () => `B0${randomId(r, ASIN_ALPHABET, 8)}`);
        asins.push(id);
        const price = Math.max(4.99, Math.round(item.basePrice * (k === 0 ? 1 : 0.85 + r.next() * 0.35)) - 0.01);
        const rating = Math.round((2.8 + r.next() * 2.2) * 10) / 10;
        if (k === 0) {
          item.topPrice = price;
          item.topRating = rating;
        }
        const fetched = iso(REFERENCE_MS - Math.floor(r.next() * 30) * DAY_MS);
        stmt.run(
          id,
          `${item.brand} ${item.name}${k === 0 ? "" : r.pick(words.LISTING_VARIANTS)}`,
          `/media/items/${id}.svg`,
          "USD",
          price,
          rating,
          Math.floor(3 + r.next() ** 3 * 60_000),
          `https://www.amazon.com/dp/${id}`,
          fetched,
          0,
          fetched,
          fetched,
        );
      }
    });
  });
  log(`${asins.length} marketplace items`);

  inTransaction(db, () => {
    const stmt = insert(db, "channels", [
      "seq",
      "channel_id",
      "handle",
      "channel_name",
      "thumbnail_url",
      "description",
      "category",
      "show",
      "subscriber_count",
      "uploads_playlist_id",
      "last_checked_at",
      "created_at",
      "updated_at",
    ]);
    channels.forEach((ch, c) => {
      const category = words.CATEGORIES[ch.category]!.name;
      stmt.run(
        c + 1,
        ch.id,
        ch.handle,
        ch.name,
        `/media/channels/${ch.id}.svg`,
        `${ch.name}: ${category.toLowerCase()} reviews, hands-on tests and the gear we actually use.`,
        category,
        ch.show ? 1 : 0,
        ch.subscribers,
        `UU${ch.id.slice(2)}`,
        iso(REFERENCE_MS - DAY_MS),
        iso(ch.createdMs),
        iso(REFERENCE_MS - DAY_MS),
      );
    });
  });
  log(`${channels.length} channels`);

  let listedProducts = 0;
  inTransaction(db, () => {
    const video = insert(db, "videos", [
      "video_id",
      "channel_id",
      "title",
      "description",
      "thumbnail_url",
      "published_at",
      "transcript_key",
      "transcript_status",
      "created_at",
      "updated_at",
    ]);
    const product = insert(db, "products", [
      "seq",
      "product_id",
      "video_id",
      "channel_id",
      "product_name",
      "brand",
      "category",
      "subcategory",
      "description",
      "is_sponsored",
      "claims",
      "video_timestamp",
      "match_key",
      "published_at",
      "amazon_product_id",
      "listing_count",
      "listed",
      "price",
      "rating",
      "channel_show",
      "created_at",
      "updated_at",
    ]);
    const listing = insert(db, "product_listings", ["product_id", "amazon_product_id", "position", "created_at"]);
    let p = 0;
    videos.forEach((v, vi) => {
      const ch = channels[v.channel]!;
      const category = words.CATEGORIES[ch.category]!;
      const first = catalog[mentions[p] ?? 0]!;
      const second = catalog[mentions[p + 1] ?? mentions[p] ?? 0]!;
      const title = words.fill(r.pick(words.VIDEO_TITLES), {
        product: first.name,
        product2: second.name,
        subcategory: (first.subcategory >= 0
          ? words.CATEGORIES[first.category]!.subcategories[first.subcategory]!.name
          : first.noun
        ).toLowerCase(),
        category: category.name.toLowerCase(),
        year: new Date(v.publishedMs).getUTCFullYear().toString(),
      });
      v.title = title;
      const published = iso(v.publishedMs);
      const processed = iso(v.publishedMs + 6 * 3_600_000);
      video.run(
        v.id,
        ch.id,
        title,
        `${title}. Products and timestamps below. ${ch.name} on ${category.name.toLowerCase()}.`,
        `/media/videos/${v.id}.svg`,
        published,
        transcriptKey(ch.handle, v.id, timestampOf(v.publishedMs + 3_600_000)),
        "processed",
        processed,
        processed,
      );
      let at = 30 + Math.floor(r.next() * 60);
      for (let k = 0; k < perVideo[vi]!; k++, p++) {
        const item = catalog[mentions[p]!]!;
        const cat = words.CATEGORIES[item.category]!;
        const id = productId(v.id, item.key);
        const listed = item.listed;
        const top = listed ? asins[item.firstItem]! : null;
        product.run(
          p + 1,
          id,
          v.id,
          ch.id,
          item.name,
          item.brand,
          cat.name,
          item.subcategory >= 0 ? cat.subcategories[item.subcategory]!.name : null,
          `${item.brand}'s ${item.noun.toLowerCase()} with ${item.features[0]} and ${item.features[1]}.`,
          r.next() < 0.06 ? 1 : 0,
          words.fill(r.pick(words.CLAIMS), {
            full: `${item.brand} ${item.name}`,
            name: item.name,
            feature: item.features[Math.floor(r.next() * 2)]!,
            n: String(2 + Math.floor(r.next() * 10)),
          }),
          at,
          item.key,
          published,
          top,
          listed ? item.items : 0,
          listed ? 1 : 0,
          listed ? item.topPrice : null,
          listed ? item.topRating : null,
          ch.show ? 1 : 0,
          processed,
          processed,
        );
        at += 20 + Math.floor(r.next() * 120);
        if (!listed) continue;
        listedProducts++;
        for (let k2 = 0; k2 < item.items; k2++) listing.run(id, asins[item.firstItem + k2]!, k2, processed);
      }
    });
  });
  log(`${videos.length} videos, ${TARGET.products} products (${listedProducts} listed), ${TARGET.listings} listings`);

  // Accounts: the two the benchmark logs in with, and a crowd whose subscriptions and
  // notifications fill those tables (they never log in: one shared unusable-password hash).
  const userHash = await hashPassword(BENCH_USER.password);
  const adminHash = await hashPassword(BENCH_ADMIN.password);
  const crowdHash = await hashPassword(randomId(r, ID_ALPHABET, 40));
  const channelCdf = zipf(channels.length, 0.8);
  const videosByChannel = new Map<number, Video[]>();
  for (let i = videos.length - 1; i >= 0; i--) {
    const v = videos[i]!;
    const list = videosByChannel.get(v.channel) ?? [];
    if (list.length < 100) list.push(v);
    videosByChannel.set(v.channel, list);
  }
  let subscriptions = 0;
  let notifications = 0;
  inTransaction(db, () => {
    const user = insert(db, "users", ["user_id", "email", "password_hash", "is_admin", "created_at", "updated_at"]);
    const sub = insert(db, "subscriptions", ["user_id", "channel_id", "created_at"]);
    const note = insert(db, "notifications", [
      "notification_id",
      "user_id",
      "channel_id",
      "content_type",
      "ref_id",
      "title",
      "is_read",
      "created_at",
    ]);
    const since = iso(REFERENCE_MS - 400 * DAY_MS);
    const addUser = (email: string, hash: string, admin: boolean, subscribed: number[], notify: number) => {
      const id = hexId(r);
      user.run(id, email, hash, admin ? 1 : 0, since, since);
      subscribed.forEach((c, k) => {
        sub.run(id, channels[c]!.id, iso(REFERENCE_MS - (subscribed.length - k) * 3_600_000));
        subscriptions++;
      });
      // The newest uploads of the channels they follow, newest channel's first.
      const feed = subscribed
        .flatMap((c) => (videosByChannel.get(c) ?? []).slice(0, notify))
        .sort((a, b) => b.publishedMs - a.publishedMs)
        .slice(0, notify * 20);
      for (const v of feed) {
        note.run(
          hexId(r),
          id,
          channels[v.channel]!.id,
          "videos",
          v.id,
          v.title ?? "",
          r.next() < 0.7 ? 1 : 0,
          iso(v.publishedMs + 7_200_000),
        );
        notifications++;
      }
    };
    const visible = (c: number) => channels[c]!.show;
    // The bench user follows the biggest channels and a spread of others: the heaviest
    // "subscribed only" product list a real user could ask for.
    const benchSubs = [
      ...new Set([
        ...Array.from({ length: 10 }, (_, i) => i).filter(visible),
        ...Array.from({ length: 40 }, () => sample(channelCdf, r.next())),
      ]),
    ];
    addUser(BENCH_USER.email, userHash, false, benchSubs, 100);
    addUser(BENCH_ADMIN.email, adminHash, true, [], 0);
    for (let u = 0; u < OTHER_USERS; u++) {
      const want = Math.floor(-Math.log(1 - r.next()) * 10);
      const subscribed = new Set<number>();
      for (let k = 0; k < want; k++) subscribed.add(sample(channelCdf, r.next()));
      addUser(`user${u}@bench.local`, crowdHash, false, [...subscribed].filter(visible), u < 1_000 ? 5 : 0);
    }
  });
  log(`${OTHER_USERS + 2} users, ${subscriptions} subscriptions, ${notifications} notifications`);

  inTransaction(db, () => {
    const task = insert(db, "task_executions", [
      "task_execution_id",
      "task_name",
      "parameters",
      "status",
      "message",
      "progress_done",
      "progress_total",
      "started_at",
      "completed_at",
    ]);
    for (let t = 0; t < TASKS; t++) {
      const ch = channels[sample(channelCdf, r.next())]!;
      const started = REFERENCE_MS - (TASKS - t) * 1_800_000;
      const status = t >= TASKS - 3 ? "running" : r.next() < 0.05 ? "failed" : "completed";
      const daily = r.next() < 0.8;
      task.run(
        hexId(r),
        r.pick(words.TASK_NAMES),
        JSON.stringify(daily ? { channel: ch.handle, upload_date: "today" } : { channel: ch.handle, max_results: 10 }),
        status,
        status === "failed"
          ? "Marketplace quota exhausted: try again later"
          : status === "running"
            ? "Stored 3/10 videos"
            : `@${ch.handle}: done`,
        status === "running" ? 3 : 10,
        10,
        iso(started),
        status === "running" ? null : iso(started + 90_000),
      );
    }
  });
  log(`${TASKS} task executions`);
  return { users: OTHER_USERS + 2, subscriptions, notifications, marketplaceItems: asins.length, listedProducts };
}

/** Denormalised values exactly as the pipeline and the visibility toggle keep them. */
function finish(db: DatabaseSync): void {
  // search_youtube and search_amazon_products: a channel's counters.
  db.exec(`UPDATE channels SET
    video_count = (SELECT count(*) FROM videos WHERE videos.channel_id = channels.channel_id),
    product_count = (SELECT count(*) FROM products WHERE products.channel_id = channels.channel_id AND products.listed = 1)`);
  // Each product's creators (migration 0014's triggers, dropped while rows went in).
  db.exec(`DELETE FROM match_key_creators;
    INSERT INTO match_key_creators (match_key, channel_id, mentions, channel_show, channel_name)
    SELECT p.match_key, p.channel_id, count(*), c.show, c.channel_name FROM products p JOIN channels c ON c.channel_id = p.channel_id
    GROUP BY p.match_key, p.channel_id`);
  // Each creator's representative mention of a product; the triggers of migration 0025 on
  // match_key_creators then write the product's one row in product_groups.
  db.exec(`DELETE FROM product_groups;
    UPDATE match_key_creators SET (seq, listed, published_at, price, rating, category, subcategory) = (
      SELECT p.seq, p.listed, p.published_at, p.price, p.rating, p.category, p.subcategory FROM products p
      WHERE p.match_key = match_key_creators.match_key AND p.channel_id = match_key_creators.channel_id
      ORDER BY p.listed DESC, p.published_at DESC, p.seq DESC LIMIT 1)`);
  for (const sql of REBUILD_CATEGORIES_SQL) db.exec(sql);
  // The search's vocabulary (migration 0031's triggers on products, dropped while rows went in).
  for (const sql of REBUILD_SEARCH_TERMS_SQL) db.exec(sql);
  // External-content FTS5 tables: one rebuild instead of a trigger per row.
  db.exec("INSERT INTO products_fts(products_fts) VALUES ('rebuild')");
  db.exec("INSERT INTO channels_fts(channels_fts) VALUES ('rebuild')");
}

export async function generate(file: string): Promise<DatasetInfo> {
  const started = Date.now();
  // Foreign keys are checked by the unique indexes this load drops and rebuilds; the rows are consistent by construction.
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: false });
  try {
    // A half-written file is never used (no marker row), so durability is not needed while loading.
    db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -1000000; PRAGMA temp_store = MEMORY");
    const saved = db
      .prepare(
        `SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL
         AND tbl_name IN (${BULK_TABLES.map(() => "?").join(",")}) ORDER BY type, name`,
      )
      .all(...BULK_TABLES) as { type: string; name: string; sql: string }[];
    for (const s of saved) db.exec(`DROP ${s.type.toUpperCase()} ${s.name}`);

    const r = rng(SEED);
    const counts = await write(db, r);
    const tick0 = Date.now();
    const creators = writeCreators(db, REFERENCE_MS, BENCH_USER.email);
    console.log(
      `  ${creators.storefronts} storefronts, ${creators.clicks} clicks in ${creators.click_rows} daily rows, ${creators.view_rows} storefront-view rows in ${((Date.now() - tick0) / 1000).toFixed(1)} s`,
    );
    const tick1 = Date.now();
    const localOffers = writeLocalOffers(db);
    console.log(
      `  ${localOffers.offers} ${localOffers.marketplace} offers (${localOffers.verified} shown, ${localOffers.absent} absent), ${localOffers.prices} prices in ${((Date.now() - tick1) / 1000).toFixed(1)} s`,
    );
    const tick = Date.now();
    for (const s of saved.filter((x) => x.type === "index")) db.exec(s.sql);
    console.log(`  indexes rebuilt in ${((Date.now() - tick) / 1000).toFixed(1)} s`);
    for (const s of saved.filter((x) => x.type === "trigger")) db.exec(s.sql);
    const tick2 = Date.now();
    finish(db);
    console.log(`  counters, categories and full-text indexes in ${((Date.now() - tick2) / 1000).toFixed(1)} s`);
    db.exec("ANALYZE");

    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const info: DatasetInfo = {
      version: GENERATOR_VERSION,
      seed: `${SEED}/${hashString(SEED)}`,
      channels: count("SELECT count(*) AS n FROM channels"),
      videos: count("SELECT count(*) AS n FROM videos"),
      products: count("SELECT count(*) AS n FROM products"),
      listings: count("SELECT count(*) AS n FROM product_listings"),
      marketplace_items: counts.marketplaceItems,
      listed_products: counts.listedProducts,
      hidden_channels: count("SELECT count(*) AS n FROM channels WHERE show = 0"),
      users: counts.users,
      subscriptions: counts.subscriptions,
      notifications: counts.notifications,
      storefronts: creators.storefronts,
      click_rows: creators.click_rows,
      clicks: creators.clicks,
      local_offers: localOffers,
      generated_at: new Date().toISOString(),
      generate_seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    for (const key of Object.keys(TARGET) as (keyof typeof TARGET)[]) {
      if (info[key] !== TARGET[key]) throw new Error(`generated ${info[key]} ${key}, expected ${TARGET[key]}`);
    }
    db.exec("CREATE TABLE bench_dataset (id INTEGER PRIMARY KEY, info TEXT NOT NULL)");
    db.prepare("INSERT INTO bench_dataset (id, info) VALUES (1, ?)").run(JSON.stringify(info));
    // Back to the journal mode workerd's D1 uses.
    db.exec("PRAGMA journal_mode = WAL");
    return info;
  } finally {
    db.close();
  }
}

function isComplete(info: DatasetInfo | null): info is DatasetInfo {
  return (
    info !== null &&
    info.version === GENERATOR_VERSION &&
    (Object.keys(TARGET) as (keyof typeof TARGET)[]).every((k) => info[k] === TARGET[k])
  );
}

/**
 * The data set, generated when missing, outdated or `fresh`. Migrations are applied either way,
 * so an index added later reaches an existing data set (and the planner's statistics follow).
 */
export async function ensureDataset(options: { fresh?: boolean } = {}): Promise<DatasetInfo> {
  const existing = benchDbFile();
  const info = existing && !options.fresh ? readDatasetInfo(existing) : null;
  if (isComplete(info)) {
    const file = existing!;
    const before = migrationCount(file);
    await migrateLocal({ persistTo: BENCH_STATE });
    if (migrationCount(file) !== before) {
      console.log("New migrations applied to the bench data set: refreshing the planner's statistics (ANALYZE)…");
      const db = new DatabaseSync(file);
      db.exec("ANALYZE");
      db.close();
    }
    // A data set generated before the extra marketplace gains its offers without being generated again.
    const added = ensureLocalOffers(file);
    if (added) console.log(`Added ${added.offers} ${added.marketplace} offers and ${added.prices} prices to the bench data set.`);
    console.log(
      `Bench data set present (${info.channels} channels, ${info.videos} videos, ${info.products} products, ${info.listings} listings).`,
    );
    return added ? { ...info, local_offers: added } : info;
  }
  console.log(`Generating the bench data set into ${BENCH_STATE}…`);
  rmSync(BENCH_STATE, { recursive: true, force: true });
  await migrateLocal({ persistTo: BENCH_STATE });
  const file = benchDbFile();
  if (!file) throw new Error(`wrangler created no D1 database under ${BENCH_STATE}`);
  const generated = await generate(file);
  console.log(`Generated in ${generated.generate_seconds} s.`);
  return generated;
}

function migrationCount(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM d1_migrations").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

if (import.meta.main) {
  ensureDataset({ fresh: process.argv.includes("--fresh") }).then(
    (info) => console.log(JSON.stringify(info, null, 2)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
}
