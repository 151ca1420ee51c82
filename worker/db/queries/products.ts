import type { D1Handle } from "../client";
import { batchRows, rowStatement, type RowStatement } from "../rows";
import type { ProductSort } from "../../lib/product-sorts";
import type { MarketplaceCode } from "../../lib/marketplaces";
import { localOfferSql, type LocalOfferColumns } from "./local-offers";

export { productSorts, type ProductSort } from "../../lib/product-sorts";

/** A product as the lists, the detail page and the storefronts read it: its row, its video, channel and first listing. */
export interface ProductRow extends Partial<LocalOfferColumns> {
  seq: number;
  product_id: string;
  product_name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
  description: string;
  is_sponsored: number;
  claims: string;
  video_id: string;
  video_timestamp: number;
  match_key: string;
  published_at: string;
  created_at: string;
  amazon_product_id: string | null;
  video_title: string | null;
  channel_id: string;
  channel_name: string | null;
  channel_thumbnail_url: string | null;
  m_title: string | null;
  m_image_url: string | null;
  m_currency: string | null;
  m_price: number | null;
  m_rating: number | null;
  m_reviews_count: number | null;
  m_product_url: string | null;
  m_fetched_at: string | null;
  own_show: number;
}

/** The first listing's columns (`m` = marketplace_items joined on p.amazon_product_id), read by `firstListing` (worker/services/products.ts). */
export const MARKETPLACE_COLUMNS = `m.title AS m_title, m.image_url AS m_image_url, m.currency AS m_currency, m.price AS m_price,
  m.rating AS m_rating, m.reviews_count AS m_reviews_count, m.product_url AS m_product_url, m.fetched_at AS m_fetched_at`;

export type FirstListingColumns = Pick<
  ProductRow,
  | "amazon_product_id"
  | "m_title"
  | "m_image_url"
  | "m_currency"
  | "m_price"
  | "m_rating"
  | "m_reviews_count"
  | "m_product_url"
  | "m_fetched_at"
>;

/** A product's own columns, as every shape of a product (list, detail, storefront) shows them. */
export type ProductContentColumns = Pick<
  ProductRow,
  | "product_id"
  | "product_name"
  | "brand"
  | "category"
  | "subcategory"
  | "description"
  | "is_sponsored"
  | "claims"
  | "video_id"
  | "video_timestamp"
  | "video_title"
>;

const PRODUCT_COLUMNS = `p.seq, p.product_id, p.product_name, p.brand, p.category, p.subcategory, p.description,
  p.is_sponsored, p.claims, p.video_id, p.video_timestamp, p.match_key, p.published_at, p.created_at,
  p.amazon_product_id, v.title AS video_title, p.channel_id, c.channel_name, c.thumbnail_url AS channel_thumbnail_url,
  ${MARKETPLACE_COLUMNS}, p.channel_show AS own_show`;

const PRODUCT_JOINS = `JOIN videos v ON v.video_id = p.video_id
  JOIN channels c ON c.channel_id = p.channel_id
  LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id`;

export interface TotalRow {
  total: number;
}

/**
 * A creator scope's count also says how many index entries its page reads: each creator's top
 * skip+limit, as far as the creator has products (its counter). Past MAX_SCOPE_WORK the page reads
 * nothing and the caller refuses the request.
 */
export interface ScopeWorkRow extends TotalRow {
  scope_work?: number;
}

/**
 * The most index entries one page of a creator scope may read and merge (docs/decisions/0010): at
 * 20,000 the bench's worst accepted page took 30 ms of SQL alone; 5,000 keeps it under the 10 ms
 * every call is held to. 20 busy creators page 250 deep, one creator as deep as any list.
 */
export const MAX_SCOPE_WORK = 5_000;

/** A channel's visibility (`show`: 1 visible, 0 hidden), read beside the data it guards. */
export interface ShowRow {
  show: number;
}

/** Creators a product card names: its own channel, then the first others by name. */
export const CARD_CREATORS = 3;

/** A creator a card names. */
export interface CardCreator {
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
}

/** A card's row: the product with its creators as one JSON column (`CREATORS_JSON_COLUMN`). */
export type CardRow = ProductRow & { creators_json: string };

/**
 * The creators who mention a product (by normalised brand + name), as one JSON column of its row:
 * `[count, [creator…]]`, the number of visible creators and the first CARD_CREATORS of them by name.
 * Both are walks of match_key_creators_name_idx (one row per creator of a key, kept by triggers:
 * migration 0014): a product mentioned by hundreds of creators costs a few index entries, and the
 * page's creators come with the page, in the same statement (no second read of the page's keys).
 */
const CREATORS_JSON_COLUMN = `json_array(
    (SELECT count(*) FROM match_key_creators kc WHERE kc.match_key = p.match_key AND kc.channel_show = 1),
    (SELECT json_group_array(json_object('channel_id', cc.channel_id, 'channel_name', cc.channel_name, 'thumbnail_url', cc.thumbnail_url))
     FROM (SELECT kc.channel_id FROM match_key_creators kc WHERE kc.match_key = p.match_key AND kc.channel_show = 1
           ORDER BY kc.channel_name COLLATE NOCASE, kc.channel_id LIMIT ${CARD_CREATORS}) f
     CROSS JOIN channels cc ON cc.channel_id = f.channel_id)
  ) AS creators_json`;

/** A card row's creators: how many visible creators mention the product, and the first CARD_CREATORS by name. */
export function creatorsFromJson(row: { creators_json: string }): { count: number; first: CardCreator[] } {
  const [count, first] = JSON.parse(row.creators_json) as [number, CardCreator[]];
  return { count, first };
}

/** Every channel that mentions the product (its match key), visible or not: its rows of match_key_creators. */
export async function channelsOfMatchKey(d1: D1Handle, matchKey: string): Promise<string[]> {
  const { results } = await d1
    .prepare("SELECT channel_id FROM match_key_creators WHERE match_key = ?")
    .bind(matchKey)
    .all<{ channel_id: string }>();
  return results.map((r) => r.channel_id);
}

/** The hidden channels' ids, a short list: rows of other tables leave them out with `NOT IN (…)` instead of a lookup each. */
export const HIDDEN_CHANNEL_IDS = "SELECT channel_id FROM channels WHERE show = 0";

/**
 * A sort: its key column on products and direction; ties break on seq, newest first. The indexes
 * store ties by seq ascending: scanned backwards for a descending sort they give this order as is,
 * and for price_asc SQLite only re-sorts each run of equal prices.
 */
export const SORTS: Record<ProductSort, { column: string; dir: "ASC" | "DESC" | "ASC NULLS LAST" }> = {
  recent: { column: "published_at", dir: "DESC" },
  rating: { column: "rating", dir: "DESC" },
  // Listings without a price last, as in every other order. SQLite still walks the same index:
  // the non-null range first, then the NULL range (no sort step; the query-plan tests hold it).
  price_asc: { column: "price", dir: "ASC NULLS LAST" },
  price_desc: { column: "price", dir: "DESC" },
};

/**
 * A text search ranks at most this many matches: the newest ones that pass the other filters.
 * Reading and ranking every match of a common word (tens of thousands of rows) costs far more
 * than the 10 ms a list query may take; nobody pages through 40 pages of search results.
 */
const SEARCH_CANDIDATES = 500;

/** Up to this many products in a creator filter, a text search walks the creators' products rather than the matches. */
const SCOPE_SCAN_LIMIT = 50_000;

/**
 * `total` is counted exactly up to skip + limit + COUNT_WINDOW and is a lower bound beyond that:
 * it still exceeds what a client has loaded while more products exist ("Load More"), and becomes
 * exact before the last page, without counting a million index entries on every request.
 */
export const COUNT_WINDOW = 1000;

/** A text search, as full-text query strings (worker/services/format.ts `ftsQuery`). */
export interface ProductSearch {
  words: string;
  /** The searched words (worker/services/format.ts `searchWords`): the more of them a product's name holds, the higher it ranks. */
  nameWords: string[];
  /** The category's and subcategory's own words, when the list is narrowed to them. */
  category: string | null;
  subcategory: string | null;
}

export interface ProductListFilter {
  video_id?: string;
  category?: string;
  subcategory?: string;
  /** Only these creators' products. */
  channel_ids?: string[];
  /** Only the products of the creators this user subscribes to. */
  subscriber?: string;
  search?: ProductSearch;
  /** Default: newest first, or by rank for a text search. */
  sort?: ProductSort;
  /** Admins also see hidden channels' products. */
  admin: boolean;
  offset: number;
  limit: number;
  /**
   * A text search's matches, one per product (match key): each product's best-placed match stands
   * for it (worker/db/queries/product-groups.ts has the other grouped lists).
   */
  groupByProduct?: boolean;
  /** Cards show this marketplace's offer (docs/marketplaces.md); the list itself is the default's. */
  marketplace?: MarketplaceCode;
}

export interface ProductListStatements {
  /**
   * The page's card rows. A text search's rows also carry the number of matches (none past the
   * last page): its matches cost too much to find twice, so its count runs only past the end.
   */
  page: RowStatement<CardRow & Partial<TotalRow>>;
  count: RowStatement<ScopeWorkRow>;
}

/**
 * The statements behind a products list: the page, then the count. The page's keys (`seq`) come
 * from an index alone and are joined to their rows only for the page itself ("deferred join"),
 * so a deep page costs an index walk, not thousands of joined rows thrown away.
 * - A creator scope (several channel_id, or subscribed_only) takes the top skip+limit of each
 *   creator from that creator's index range and merges them: a huge creator never forces a sort.
 * - A text search takes the newest SEARCH_CANDIDATES matches that pass the filters, then orders
 *   those by relevance (how many of the searched words the product's name holds, then newest) or
 *   by the chosen sort. Not bm25: it counts, for every searched word, each row of the table that
 *   holds it, which cost more than the rest of the search together (docs/decisions/0016).
 * - Otherwise one index matching the filters and the sort serves it (worker/db/schema.ts).
 */
export function productListStatements(d1: D1Handle, filter: ProductListFilter): ProductListStatements {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  // Each statement gets the parameters up to the highest ?N it names (D1 refuses extra ones).
  const statement = <Row>(sql: string): RowStatement<Row> =>
    rowStatement(d1.prepare(sql).bind(...params.slice(0, Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1]))))));
  const admin = filter.admin;
  const sort = SORTS[filter.sort ?? "recent"];
  const order = (t: string) => `${t}.${sort.column} ${sort.dir}, ${t}.seq DESC`;
  const offset = filter.offset;
  const depth = offset + filter.limit;

  const filters = (t: string) => {
    const where = [`${t}.listed = 1`];
    if (filter.video_id) where.push(`${t}.video_id = ${bind(filter.video_id)}`);
    if (filter.category) where.push(`${t}.category = ${bind(filter.category)}`);
    if (filter.subcategory) where.push(`${t}.subcategory = ${bind(filter.subcategory)}`);
    return where;
  };

  // The creators in scope, visible ones only (a product's channel_show follows its channel's show).
  let scope: string | null = null;
  let scopeWhere = "";
  if ((filter.channel_ids && filter.channel_ids.length > 0) || filter.subscriber) {
    const where = admin ? [] : ["c.show = 1"];
    if (filter.channel_ids && filter.channel_ids.length > 0)
      where.push(`c.channel_id IN (${[...new Set(filter.channel_ids)].map(bind).join(", ")})`);
    if (filter.subscriber) {
      where.push(`c.channel_id IN (SELECT s.channel_id FROM subscriptions s WHERE s.user_id = ${bind(filter.subscriber)})`);
    }
    scopeWhere = where.join(" AND ");
    scope = `SELECT c.channel_id FROM channels c WHERE ${scopeWhere}`;
  }
  const visible = (t: string) => (admin || scope ? [] : [`${t}.channel_show = 1`]);

  if (filter.search) {
    // A category or subcategory also narrows the full-text match (its words in that column of the
    // index), so matches of other categories are skipped in the index instead of read as rows; the
    // row still checks the exact value.
    const terms = [`(${filter.search.words})`];
    for (const [column, words] of [
      ["category", filter.search.category],
      ["subcategory", filter.search.subcategory],
    ] as const) {
      const exact = words?.replaceAll('"*', '"');
      if (exact) terms.push(`${column} : (${exact})`);
    }
    const match = bind(terms.join(" AND "));
    // Relevance, lowest first: minus the number of searched words found in the name. A substring
    // test, so "head" also counts in "headphones", as the last word's prefix match does; LIKE
    // ignores ASCII case without building a lower-cased copy of each name, and the words hold only
    // letters and digits (worker/services/format.ts `searchWords`), never LIKE's wildcards.
    const rank = filter.sort
      ? "NULL"
      : `-(${filter.search.nameWords.map((word) => `(p.product_name LIKE '%' || ${bind(word)} || '%')`).join(" + ") || "0"})`;
    // Without other filters, every column the candidates need is in products_search_rows_idx: its
    // entries are read instead of the products' whole rows (SQLite reaches a row by its seq through
    // the table itself unless told otherwise).
    const rows =
      scope || filter.video_id || filter.category || filter.subcategory ? "products p" : "products p INDEXED BY products_search_rows_idx";
    // A guard must sit in the MATCH argument: SQLite starts the full-text walk before it tests a
    // WHERE term that holds a subquery, so `guard AND products_fts MATCH ...` walks even when the
    // guard is false. An empty phrase matches nothing at once.
    // One card per product: each candidate's key, from products_search_rows_idx like the rest.
    const key = filter.groupByProduct ? ", p.match_key" : "";
    const ftsFirst = (guard: string | null) => `SELECT p.seq, p.${sort.column} AS sort_key, ${rank} AS rank${key}
      FROM products_fts f JOIN ${rows} ON p.seq = f.rowid
      WHERE ${[`products_fts MATCH ${guard ? `CASE WHEN ${guard} THEN ${match} ELSE '""' END` : match}`, ...filters("p"), ...visible("p"), scope && `p.channel_id IN (${scope})`].filter(Boolean).join(" AND ")}
      ORDER BY f.rowid DESC LIMIT ${SEARCH_CANDIDATES}`;
    let candidates = ftsFirst(null);
    if (scope) {
      // Creators with few products: walk their products newest first and keep the matches (a
      // common word's matches would mostly belong to other creators). Many products: walk the
      // matches. The creators' product counters only choose the path; the answer is the same.
      const size = `(SELECT coalesce(sum(c.product_count), 0) FROM channels c WHERE ${scopeWhere})`;
      const fromCreators = `SELECT p.seq, p.${sort.column} AS sort_key, ${rank} AS rank${key} FROM (${scope}) sc JOIN products p ON p.seq IN (
          SELECT q.seq FROM products q WHERE q.channel_id = sc.channel_id AND ${filters("q").join(" AND ")}
            AND +q.seq IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${match})
          ORDER BY q.published_at DESC, q.seq DESC LIMIT ${SEARCH_CANDIDATES})
        WHERE ${size} <= ${SCOPE_SCAN_LIMIT}
        ORDER BY p.published_at DESC, p.seq DESC LIMIT ${SEARCH_CANDIDATES}`;
      candidates = `SELECT * FROM (${ftsFirst(`${size} > ${SCOPE_SCAN_LIMIT}`)}) UNION ALL SELECT * FROM (${fromCreators})`;
    }
    const keyOrder = filter.sort ? `k.sort_key ${sort.dir}, k.seq DESC` : "k.rank, k.seq DESC";
    if (filter.groupByProduct) {
      // Of at most SEARCH_CANDIDATES matches, the first of each key in the list's own order stands for the product.
      candidates = `SELECT seq, sort_key, rank FROM (SELECT k.*, row_number() OVER (PARTITION BY k.match_key ORDER BY ${keyOrder}) AS n
        FROM (${candidates}) k) k WHERE n = 1`;
    }
    // The candidates are kept once: counted, and the page's keys taken from them by a top-N sort
    // (a window count would sort all of them).
    const keys = `SELECT k.seq, k.sort_key, k.rank, (SELECT count(*) FROM candidates) AS total FROM candidates k
      ORDER BY ${keyOrder} LIMIT ${bind(filter.limit)} OFFSET ${bind(offset)}`;
    return {
      page: statement(`WITH candidates AS MATERIALIZED (${candidates}) ${pageSql(keys, keyOrder, ", k.total", filter.marketplace)}`),
      count: statement(`SELECT count(*) AS total FROM (${candidates})`),
    };
  }

  let keys: string;
  let count: string;
  const cap = bind(depth + COUNT_WINDOW);
  if (scope) {
    const depthParam = bind(depth);
    const top = `SELECT q.seq FROM products q WHERE q.channel_id = sc.channel_id AND ${filters("q").join(" AND ")}
      ORDER BY ${order("q")} LIMIT ${depthParam}`;
    // Creators × depth, bounded by what each creator has: read from the creators' rows alone, so a
    // scope over budget (many busy creators, a deep page) walks no creator's products at all.
    // Its own `channels c`, which shadows any outer one: the subquery is not correlated.
    const work = `(SELECT coalesce(sum(min(c.product_count, ${depthParam})), 0) FROM channels c WHERE ${scopeWhere})`;
    keys = `SELECT p.seq, p.${sort.column} AS sort_key FROM (${scope} AND ${work} <= ${MAX_SCOPE_WORK}) sc JOIN products p ON p.seq IN (${top})`;
    count =
      !filter.video_id && !filter.category && !filter.subcategory
        ? // All the creators' listed products: their counters (kept exact by triggers) add up to the total.
          `SELECT coalesce(sum(c.product_count), 0) AS total, ${work} AS scope_work FROM channels c WHERE ${scopeWhere}`
        : `SELECT count(*) AS total, ${work} AS scope_work FROM (SELECT 1 FROM (${scope}) sc JOIN products p ON p.channel_id = sc.channel_id
             WHERE ${filters("p").join(" AND ")} LIMIT ${cap})`;
  } else {
    // Admins also see hidden channels' products: each visibility is its own index range, merged.
    const shows = admin ? [1, 0] : [1];
    const where = (show: number) => [`p.channel_show = ${show}`, ...filters("p")].join(" AND ");
    keys = shows
      .map(
        (show) =>
          `SELECT * FROM (SELECT p.seq, p.${sort.column} AS sort_key FROM products p WHERE ${where(show)} ORDER BY ${order("p")} LIMIT ${bind(depth)})`,
      )
      .join(" UNION ALL ");
    const counted = shows.map((show) => `SELECT * FROM (SELECT 1 FROM products p WHERE ${where(show)} LIMIT ${cap})`).join(" UNION ALL ");
    count = `SELECT count(*) AS total FROM (${counted} LIMIT ${cap})`;
  }
  const keyOrder = `k.sort_key ${sort.dir}, k.seq DESC`;
  const page = `SELECT k.seq, k.sort_key FROM (${keys}) k ORDER BY ${keyOrder} LIMIT ${bind(filter.limit)} OFFSET ${bind(offset)}`;
  return { page: statement(pageSql(page, keyOrder, "", filter.marketplace)), count: statement(count) };
}

/** The page's card rows, in the keys' order, joined to what a card shows. */
export function pageSql(keys: string, keyOrder: string, extra = "", marketplace?: MarketplaceCode): string {
  const local = localOfferSql(marketplace);
  // CROSS JOIN keeps the page's keys as the outer loop: SQLite must not walk products in sort order instead.
  return `SELECT ${PRODUCT_COLUMNS}${local.columns}${extra}, ${CREATORS_JSON_COLUMN} FROM (${keys}) k CROSS JOIN products p ON p.seq = k.seq ${PRODUCT_JOINS}${local.join} ORDER BY ${keyOrder}`;
}

/** A live listing of a product, in marketplace order. */
export interface ListingRow extends Partial<LocalOfferColumns> {
  product_id: string;
  amazon_product_id: string;
  title: string;
  image_url: string | null;
  currency: string;
  price: number | null;
  rating: number | null;
  reviews_count: number;
  product_url: string;
  fetched_at: string;
  pack_size: number | null;
}

/** The live listings of the products `productIds` (a list of placeholders or a subquery) names, in marketplace order. */
const listingsSql = (productIds: string, marketplace?: MarketplaceCode) => {
  const local = localOfferSql(marketplace, "m.amazon_product_id");
  return `SELECT l.product_id, m.amazon_product_id, m.title, m.image_url, m.currency, m.price, m.rating, m.reviews_count,
          m.product_url, m.fetched_at, m.pack_size${local.columns}
   FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id${local.join}
   WHERE l.product_id IN (${productIds}) AND m.is_dead = 0
   ORDER BY l.product_id, l.position`;
};

/** The live listings of one product, for the product page's batch. */
export const productListingsStatement = (d1: D1Handle, productId: string, marketplace?: MarketplaceCode) =>
  rowStatement<ListingRow>(d1.prepare(listingsSql("?", marketplace)).bind(productId));

/** The product with its channel's visibility, for the product page's batch. */
export const productStatement = (d1: D1Handle, productId: string, marketplace?: MarketplaceCode) => {
  const local = localOfferSql(marketplace);
  return rowStatement<ProductRow & { channel_show: number }>(
    d1
      .prepare(
        `SELECT ${PRODUCT_COLUMNS}${local.columns}, c.show AS channel_show FROM products p ${PRODUCT_JOINS}${local.join} WHERE p.product_id = ?`,
      )
      .bind(productId),
  );
};

/** The visibility of a product's channel: no row when the product does not exist. */
export const productShowStatement = (d1: D1Handle, productId: string) =>
  rowStatement<ShowRow>(
    d1.prepare("SELECT c.show FROM products p JOIN channels c ON c.channel_id = p.channel_id WHERE p.product_id = ?").bind(productId),
  );

/** A channel's visibility and its number of listed products; null when there is no such channel. */
export function channelProductCount(d1: D1Handle, channelId: string): Promise<(ShowRow & { count: number }) | null> {
  return d1
    .prepare(
      // product_count is kept exact by triggers on products (migration 0013).
      "SELECT show, product_count AS count FROM channels WHERE channel_id = ?",
    )
    .bind(channelId)
    .first<ShowRow & { count: number }>();
}

/**
 * One creator's listed products, newest first, with the channel's visibility and its exact number
 * of listed products (channels.product_count, kept by triggers), read in the same batch as the data
 * so a page costs one round trip.
 */
export async function channelProductsPage(d1: D1Handle, channelId: string, limit: number, offset: number, marketplace?: MarketplaceCode) {
  const keys = `SELECT q.seq, q.published_at AS sort_key FROM products q WHERE q.channel_id = ?1 AND q.listed = 1
    ORDER BY q.published_at DESC, q.seq DESC LIMIT ?2 OFFSET ?3`;
  const [channel, rows] = await batchRows(d1, [
    rowStatement<ShowRow & TotalRow>(d1.prepare("SELECT show, product_count AS total FROM channels WHERE channel_id = ?").bind(channelId)),
    rowStatement<CardRow>(d1.prepare(pageSql(keys, "k.sort_key DESC, k.seq DESC", "", marketplace)).bind(channelId, limit, offset)),
  ]);
  return { channel: channel[0], rows, total: channel[0]?.total ?? 0 };
}

/** Every product a video mentions, in the order it mentions them, each with all its listings, and the video's visibility. */
export async function videoProductsPage(d1: D1Handle, videoId: string, limit: number, offset: number, marketplace?: MarketplaceCode) {
  const bounds = [videoId, limit, offset] as const;
  const local = localOfferSql(marketplace);
  // One round trip: the page's listings are read by the same page query, as a subquery.
  const [video, rows, count, listings] = await batchRows(d1, [
    rowStatement<ShowRow>(
      d1.prepare("SELECT c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?").bind(videoId),
    ),
    rowStatement<ProductRow>(
      d1
        .prepare(
          `SELECT ${PRODUCT_COLUMNS}${local.columns} FROM products p ${PRODUCT_JOINS}${local.join}
       WHERE p.video_id = ?1 ORDER BY p.video_timestamp, p.seq LIMIT ?2 OFFSET ?3`,
        )
        .bind(...bounds),
    ),
    rowStatement<TotalRow>(d1.prepare("SELECT count(*) AS total FROM products WHERE video_id = ?").bind(videoId)),
    rowStatement<ListingRow>(
      d1
        .prepare(
          listingsSql(
            "SELECT q.product_id FROM products q WHERE q.video_id = ?1 ORDER BY q.video_timestamp, q.seq LIMIT ?2 OFFSET ?3",
            marketplace,
          ),
        )
        .bind(...bounds),
    ),
  ]);
  return { video: video[0], rows, total: count[0]?.total ?? 0, listings };
}

/** Mentions a similar-creators answer lists: the newest (a very popular product has thousands). */
const SIMILAR_MENTIONS = 100;

/** A related mention by another visible creator. */
export interface MentionRow {
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
  video_id: string;
  video_title: string;
  video_timestamp: number;
  claims: string;
}

/**
 * Other creators who mention the same product: the same brand + name, or the same marketplace
 * item as their main listing. `mentions` are the newest SIMILAR_MENTIONS related mentions by
 * visible creators, by name; `total` counts every other visible creator; `product` is the
 * product's visibility (none when it does not exist).
 */
export async function similarMentions(d1: D1Handle, productId: string) {
  // Related products come from indexes alone: by key (products_match_key_recent_idx, newest first) or whose main
  // listing (products.amazon_product_id, products_amazon_channel_idx) is one of this product's
  // listings. Each half is cut to its own newest before they are merged, and the count merges
  // creators, not mentions: the same key's visible creators are read from match_key_creators (one
  // row per creator), so a product mentioned a thousand times sorts hundreds of keys, not thousands.
  const base = "WITH base AS (SELECT channel_id, match_key FROM products WHERE product_id = ?1)";
  const others = "channel_id <> (SELECT channel_id FROM base)";
  const byKey = "products WHERE match_key = (SELECT match_key FROM base)";
  const byListing = "products WHERE amazon_product_id IN (SELECT amazon_product_id FROM product_listings WHERE product_id = ?1)";
  const newest = (related: string) =>
    `SELECT * FROM (SELECT seq FROM ${related} AND ${others} ORDER BY seq DESC LIMIT ${SIMILAR_MENTIONS})`;
  // One round trip: the product's visibility, its newest related mentions (only those are joined
  // to their channel and video) and the number of other creators.
  const [product, mentions, count] = await batchRows(d1, [
    productShowStatement(d1, productId),
    rowStatement<MentionRow>(
      d1
        .prepare(
          `${base},
       newest AS (SELECT seq FROM (${newest(byKey)} UNION ${newest(byListing)}) ORDER BY seq DESC LIMIT ${SIMILAR_MENTIONS})
       SELECT p.channel_id, c.channel_name, c.thumbnail_url, p.video_id, v.title AS video_title, p.video_timestamp, p.claims
       FROM newest n CROSS JOIN products p ON p.seq = n.seq
       JOIN channels c ON c.channel_id = p.channel_id
       JOIN videos v ON v.video_id = p.video_id
       WHERE c.show = 1
       ORDER BY c.channel_name COLLATE NOCASE, c.channel_id, p.published_at DESC`,
        )
        .bind(productId),
    ),
    rowStatement<TotalRow>(
      d1
        .prepare(
          `${base}
       SELECT count(*) AS total FROM (
         SELECT channel_id FROM match_key_creators WHERE match_key = (SELECT match_key FROM base) AND channel_show = 1
         UNION SELECT channel_id FROM ${byListing})
       WHERE ${others} AND channel_id NOT IN (${HIDDEN_CHANNEL_IDS})`,
        )
        .bind(productId),
    ),
  ]);
  return { product: product[0], mentions, total: count[0]?.total ?? 0 };
}
