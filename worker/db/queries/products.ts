import { sql, type SQL } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery, RowsQuery, Stored } from "../rows";
import { and, constant } from "../sql";
import type { channels, marketplaceItems, productListings, products, videos } from "../schema";
import type { ProductSort } from "../../lib/product-sorts";
import type { MarketplaceCode } from "../../lib/marketplaces";
import { localOfferJoin, type LocalOfferColumns } from "./local-offers";

export { productSorts, type ProductSort } from "../../lib/product-sorts";

type Product = typeof products.$inferSelect;
type Channel = typeof channels.$inferSelect;
type Item = typeof marketplaceItems.$inferSelect;
type VideoTitle = (typeof videos.$inferSelect)["title"];

type ItemColumn = "title" | "image_url" | "currency" | "price" | "rating" | "reviews_count" | "product_url" | "fetched_at";

/** The first listing's columns (`m` = marketplace_items joined on p.amazon_product_id), `m_` prefixed: null without a live listing. */
export type FirstListingColumns = Pick<Product, "amazon_product_id"> & { [K in ItemColumn as `m_${K}`]: Item[K] | null };

/** A product's own columns, as every shape of a product (list, detail, storefront) shows them. */
export type ProductContentColumns = Stored<
  Pick<
    Product,
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
  >
> & { video_title: VideoTitle | null };

/** A product as the lists, the detail page and the storefronts read it: its row, its video, channel and first listing. */
export type ProductRow = ProductContentColumns &
  FirstListingColumns &
  Pick<Product, "seq" | "channel_id" | "match_key" | "published_at" | "created_at"> & {
    channel_name: Channel["channel_name"] | null;
    channel_thumbnail_url: Channel["thumbnail_url"];
    /** The product's own channel_show. */
    own_show: Stored<Pick<Product, "channel_show">>["channel_show"];
  } & Partial<LocalOfferColumns>;

/** The first listing's columns, read by `firstListing` (worker/services/products.ts). */
export const MARKETPLACE_COLUMNS = sql.raw(`m.title AS m_title, m.image_url AS m_image_url, m.currency AS m_currency, m.price AS m_price,
  m.rating AS m_rating, m.reviews_count AS m_reviews_count, m.product_url AS m_product_url, m.fetched_at AS m_fetched_at`);

const PRODUCT_COLUMNS = sql`p.seq, p.product_id, p.product_name, p.brand, p.category, p.subcategory, p.description,
  p.is_sponsored, p.claims, p.video_id, p.video_timestamp, p.match_key, p.published_at, p.created_at,
  p.amazon_product_id, v.title AS video_title, p.channel_id, c.channel_name, c.thumbnail_url AS channel_thumbnail_url,
  ${MARKETPLACE_COLUMNS}, p.channel_show AS own_show`;

const PRODUCT_JOINS = sql.raw(`JOIN videos v ON v.video_id = p.video_id
  JOIN channels c ON c.channel_id = p.channel_id
  LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id`);

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
export type ShowRow = Stored<Pick<Channel, "show">>;

/** Creators a product card names: its own channel, then the first others by name. */
export const CARD_CREATORS = 3;

/** A creator a card names. */
export type CardCreator = Pick<Channel, "channel_id" | "channel_name" | "thumbnail_url">;

/** A card's row: the product with its creators as one JSON column (`CREATORS_JSON_COLUMN`). */
export type CardRow = ProductRow & { creators_json: string };

/**
 * The creators who mention a product (by normalised brand + name), as one JSON column of its row:
 * `[count, [creator…]]`, the number of visible creators and the first CARD_CREATORS of them by name.
 * Both are walks of match_key_creators_name_idx (one row per creator of a key, kept by triggers:
 * migration 0014): a product mentioned by hundreds of creators costs a few index entries, and the
 * page's creators come with the page, in the same statement (no second read of the page's keys).
 */
const CREATORS_JSON_COLUMN = sql.raw(`json_array(
    (SELECT count(*) FROM match_key_creators kc WHERE kc.match_key = p.match_key AND kc.channel_show = 1),
    (SELECT json_group_array(json_object('channel_id', cc.channel_id, 'channel_name', cc.channel_name, 'thumbnail_url', cc.thumbnail_url))
     FROM (SELECT kc.channel_id FROM match_key_creators kc WHERE kc.match_key = p.match_key AND kc.channel_show = 1
           ORDER BY kc.channel_name COLLATE NOCASE, kc.channel_id LIMIT ${CARD_CREATORS}) f
     CROSS JOIN channels cc ON cc.channel_id = f.channel_id)
  ) AS creators_json`);

/** A card row's creators: how many visible creators mention the product, and the first CARD_CREATORS by name. */
export function creatorsFromJson(row: { creators_json: string }): { count: number; first: CardCreator[] } {
  const [count, first] = JSON.parse(row.creators_json) as [number, CardCreator[]];
  return { count, first };
}

/** Every channel that mentions the product (its match key), visible or not: its rows of match_key_creators. */
export async function channelsOfMatchKey(db: Db, matchKey: string): Promise<string[]> {
  const rows = await db.all<{ channel_id: string }>(sql`SELECT channel_id FROM match_key_creators WHERE match_key = ${matchKey}`);
  return rows.map((r) => r.channel_id);
}

/** The hidden channels' ids, a short list: rows of other tables leave them out with `NOT IN (…)` instead of a lookup each. */
export const HIDDEN_CHANNEL_IDS = sql`SELECT channel_id FROM channels WHERE show = 0`;

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

/** The list's order over the rows of alias `t` (a constant of the statement): the sort, then seq newest first. */
export function sortOrder(sort: ProductSort | undefined, t: string): SQL {
  const { column, dir } = SORTS[sort ?? "recent"];
  return sql.raw(`${t}.${column} ${dir}, ${t}.seq DESC`);
}

/** The sort's column of alias `t`, as `sort_key`. */
export const sortKey = (sort: ProductSort | undefined, t: string): SQL => sql.raw(`${t}.${SORTS[sort ?? "recent"].column} AS sort_key`);

/** The order of merged keys `k` (sort_key, seq). */
export const keyOrderOf = (sort: ProductSort | undefined): SQL => sql.raw(`k.sort_key ${SORTS[sort ?? "recent"].dir}, k.seq DESC`);

/**
 * The creators a list is narrowed to, as a condition on `channels c`: visible ones only (unless an
 * admin asks), of the chosen ids and of the subscriber's subscriptions; null when not narrowed.
 * The chosen ids are one parameter (a JSON array): a statement names its scope up to four times,
 * and D1 binds at most 100 parameters a statement.
 */
export function creatorScope(filter: Pick<ProductListFilter, "channel_ids" | "subscriber" | "admin">): SQL | null {
  const ids = [...new Set(filter.channel_ids ?? [])];
  if (ids.length === 0 && !filter.subscriber) return null;
  const where: SQL[] = filter.admin ? [] : [sql`c.show = 1`];
  if (ids.length > 0) where.push(sql`c.channel_id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  if (filter.subscriber) where.push(sql`c.channel_id IN (SELECT s.channel_id FROM subscriptions s WHERE s.user_id = ${filter.subscriber})`);
  return and(where);
}

/**
 * A text search ranks at most this many matches: the newest ones that pass the other filters.
 * Reading and ranking every match of a common word (tens of thousands of rows) costs far more
 * than the 10 ms a list query may take; nobody pages through 40 pages of search results.
 */
const SEARCH_CANDIDATES = constant(500);

/** Up to this many products in a creator filter, a text search walks the creators' products rather than the matches. */
const SCOPE_SCAN_LIMIT = constant(50_000);

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

export interface ProductListQueries {
  /**
   * The page's card rows. A text search's rows also carry the number of matches (none past the
   * last page): its matches cost too much to find twice, so its count runs only past the end.
   */
  page: RowsQuery<CardRow & Partial<TotalRow>>;
  count: RowQuery<ScopeWorkRow>;
}

/**
 * The queries behind a products list: the page, then the count. The page's keys (`seq`) come
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
export function productListQueries(db: Db, filter: ProductListFilter): ProductListQueries {
  const admin = filter.admin;
  const order = (t: string) => sortOrder(filter.sort, t);
  const offset = filter.offset;
  const depth = offset + filter.limit;

  const filters = (t: string) => {
    const where = [sql.raw(`${t}.listed = 1`)];
    if (filter.video_id) where.push(sql`${sql.raw(t)}.video_id = ${filter.video_id}`);
    if (filter.category) where.push(sql`${sql.raw(t)}.category = ${filter.category}`);
    if (filter.subcategory) where.push(sql`${sql.raw(t)}.subcategory = ${filter.subcategory}`);
    return where;
  };

  // The creators in scope, visible ones only (a product's channel_show follows its channel's show).
  const scopeWhere = creatorScope(filter);
  const scope = scopeWhere && sql`SELECT c.channel_id FROM channels c WHERE ${scopeWhere}`;
  const visible = (t: string) => (admin || scope ? [] : [sql.raw(`${t}.channel_show = 1`)]);

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
    const match = terms.join(" AND ");
    // Relevance, lowest first: minus the number of searched words found in the name. A substring
    // test, so "head" also counts in "headphones", as the last word's prefix match does; LIKE
    // ignores ASCII case without building a lower-cased copy of each name, and the words hold only
    // letters and digits (worker/services/format.ts `searchWords`), never LIKE's wildcards.
    const found = filter.search.nameWords.map((word) => sql`(p.product_name LIKE '%' || ${word} || '%')`);
    const rank = filter.sort ? sql`NULL` : sql`-(${found.length > 0 ? sql.join(found, sql` + `) : sql`0`})`;
    // Without other filters, every column the candidates need is in products_search_rows_idx: its
    // entries are read instead of the products' whole rows (SQLite reaches a row by its seq through
    // the table itself unless told otherwise).
    const rows = sql.raw(
      scope || filter.video_id || filter.category || filter.subcategory ? "products p" : "products p INDEXED BY products_search_rows_idx",
    );
    // A guard must sit in the MATCH argument: SQLite starts the full-text walk before it tests a
    // WHERE term that holds a subquery, so `guard AND products_fts MATCH ...` walks even when the
    // guard is false. An empty phrase matches nothing at once.
    // One card per product: each candidate's key, from products_search_rows_idx like the rest.
    const key = sql.raw(filter.groupByProduct ? ", p.match_key" : "");
    const ftsFirst = (guard: SQL | null) => sql`SELECT p.seq, ${sortKey(filter.sort, "p")}, ${rank} AS rank${key}
      FROM products_fts f JOIN ${rows} ON p.seq = f.rowid
      WHERE ${and([
        sql`products_fts MATCH ${guard ? sql`CASE WHEN ${guard} THEN ${match} ELSE '""' END` : sql`${match}`}`,
        ...filters("p"),
        ...visible("p"),
        ...(scope ? [sql`p.channel_id IN (${scope})`] : []),
      ])}
      ORDER BY f.rowid DESC LIMIT ${SEARCH_CANDIDATES}`;
    let candidates = ftsFirst(null);
    if (scope) {
      // Creators with few products: walk their products newest first and keep the matches (a
      // common word's matches would mostly belong to other creators). Many products: walk the
      // matches. The creators' product counters only choose the path; the answer is the same.
      const size = sql`(SELECT coalesce(sum(c.product_count), 0) FROM channels c WHERE ${scopeWhere})`;
      const fromCreators = sql`SELECT p.seq, ${sortKey(filter.sort, "p")}, ${rank} AS rank${key} FROM (${scope}) sc JOIN products p ON p.seq IN (
          SELECT q.seq FROM products q WHERE q.channel_id = sc.channel_id AND ${and(filters("q"))}
            AND +q.seq IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${match})
          ORDER BY q.published_at DESC, q.seq DESC LIMIT ${SEARCH_CANDIDATES})
        WHERE ${size} <= ${SCOPE_SCAN_LIMIT}
        ORDER BY p.published_at DESC, p.seq DESC LIMIT ${SEARCH_CANDIDATES}`;
      candidates = sql`SELECT * FROM (${ftsFirst(sql`${size} > ${SCOPE_SCAN_LIMIT}`)}) UNION ALL SELECT * FROM (${fromCreators})`;
    }
    const keyOrder = filter.sort ? keyOrderOf(filter.sort) : sql`k.rank, k.seq DESC`;
    if (filter.groupByProduct) {
      // Of at most SEARCH_CANDIDATES matches, the first of each key in the list's own order stands for the product.
      candidates = sql`SELECT seq, sort_key, rank FROM (SELECT k.*, row_number() OVER (PARTITION BY k.match_key ORDER BY ${keyOrder}) AS n
        FROM (${candidates}) k) k WHERE n = 1`;
    }
    // The candidates are kept once: counted, and the page's keys taken from them by a top-N sort
    // (a window count would sort all of them).
    const keys = sql`SELECT k.seq, k.sort_key, k.rank, (SELECT count(*) FROM candidates) AS total FROM candidates k
      ORDER BY ${keyOrder} LIMIT ${filter.limit} OFFSET ${offset}`;
    return {
      page: db.all(sql`WITH candidates AS MATERIALIZED (${candidates}) ${cardRows(keys, keyOrder, sql`, k.total`, filter.marketplace)}`),
      count: db.get(sql`SELECT count(*) AS total FROM (${candidates})`),
    };
  }

  let keys: SQL;
  let count: SQL;
  const cap = depth + COUNT_WINDOW;
  if (scope) {
    const top = sql`SELECT q.seq FROM products q WHERE q.channel_id = sc.channel_id AND ${and(filters("q"))}
      ORDER BY ${order("q")} LIMIT ${depth}`;
    // Creators × depth, bounded by what each creator has: read from the creators' rows alone, so a
    // scope over budget (many busy creators, a deep page) walks no creator's products at all.
    // Its own `channels c`, which shadows any outer one: the subquery is not correlated.
    const work = sql`(SELECT coalesce(sum(min(c.product_count, ${depth})), 0) FROM channels c WHERE ${scopeWhere})`;
    keys = sql`SELECT p.seq, ${sortKey(filter.sort, "p")} FROM (${scope} AND ${work} <= ${constant(MAX_SCOPE_WORK)}) sc JOIN products p ON p.seq IN (${top})`;
    count =
      !filter.video_id && !filter.category && !filter.subcategory
        ? // All the creators' listed products: their counters (kept exact by triggers) add up to the total.
          sql`SELECT coalesce(sum(c.product_count), 0) AS total, ${work} AS scope_work FROM channels c WHERE ${scopeWhere}`
        : sql`SELECT count(*) AS total, ${work} AS scope_work FROM (SELECT 1 FROM (${scope}) sc JOIN products p ON p.channel_id = sc.channel_id
             WHERE ${and(filters("p"))} LIMIT ${cap})`;
  } else {
    // Admins also see hidden channels' products: each visibility is its own index range, merged.
    const shows = admin ? [1, 0] : [1];
    const where = (show: number) => and([sql.raw(`p.channel_show = ${show}`), ...filters("p")]);
    keys = sql.join(
      shows.map(
        (show) =>
          sql`SELECT * FROM (SELECT p.seq, ${sortKey(filter.sort, "p")} FROM products p WHERE ${where(show)} ORDER BY ${order("p")} LIMIT ${depth})`,
      ),
      sql` UNION ALL `,
    );
    const counted = sql.join(
      shows.map((show) => sql`SELECT * FROM (SELECT 1 FROM products p WHERE ${where(show)} LIMIT ${cap})`),
      sql` UNION ALL `,
    );
    count = sql`SELECT count(*) AS total FROM (${counted} LIMIT ${cap})`;
  }
  const keyOrder = keyOrderOf(filter.sort);
  const page = sql`SELECT k.seq, k.sort_key FROM (${keys}) k ORDER BY ${keyOrder} LIMIT ${filter.limit} OFFSET ${offset}`;
  return { page: db.all(cardRows(page, keyOrder, sql``, filter.marketplace)), count: db.get(count) };
}

/** The page's card rows, in the keys' order, joined to what a card shows. */
export function cardRows(keys: SQL, keyOrder: SQL, extra: SQL = sql``, marketplace?: MarketplaceCode): SQL {
  const local = localOfferJoin(marketplace);
  // CROSS JOIN keeps the page's keys as the outer loop: SQLite must not walk products in sort order instead.
  return sql`SELECT ${PRODUCT_COLUMNS}${local.columns}${extra}, ${CREATORS_JSON_COLUMN} FROM (${keys}) k CROSS JOIN products p ON p.seq = k.seq ${PRODUCT_JOINS}${local.join} ORDER BY ${keyOrder}`;
}

/** A live listing of a product, in marketplace order. */
export type ListingRow = Pick<typeof productListings.$inferSelect, "product_id"> &
  Pick<
    Item,
    | "amazon_product_id"
    | "title"
    | "image_url"
    | "currency"
    | "price"
    | "rating"
    | "reviews_count"
    | "product_url"
    | "fetched_at"
    | "pack_size"
  > &
  Partial<LocalOfferColumns>;

/** The live listings of the products `productIds` (a value or a subquery) names, in marketplace order. */
function liveListings(db: Db, productIds: SQL, marketplace?: MarketplaceCode): RowsQuery<ListingRow> {
  const local = localOfferJoin(marketplace, "m.amazon_product_id");
  return db.all<ListingRow>(sql`SELECT l.product_id, m.amazon_product_id, m.title, m.image_url, m.currency, m.price, m.rating, m.reviews_count,
          m.product_url, m.fetched_at, m.pack_size${local.columns}
   FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id${local.join}
   WHERE l.product_id IN (${productIds}) AND m.is_dead = 0
   ORDER BY l.product_id, l.position`);
}

/** The live listings of one product, for the product page's batch. */
export const productLiveListings = (db: Db, productId: string, marketplace?: MarketplaceCode) =>
  liveListings(db, sql`${productId}`, marketplace);

/** The product with its channel's visibility, for the product page's batch. */
export function productDetail(
  db: Db,
  productId: string,
  marketplace?: MarketplaceCode,
): RowQuery<ProductRow & { channel_show: ShowRow["show"] }> {
  const local = localOfferJoin(marketplace);
  return db.get(
    sql`SELECT ${PRODUCT_COLUMNS}${local.columns}, c.show AS channel_show FROM products p ${PRODUCT_JOINS}${local.join} WHERE p.product_id = ${productId}`,
  );
}

/** The visibility of a product's channel: none when the product does not exist. */
export const productShow = (db: Db, productId: string): RowQuery<ShowRow> =>
  db.get(sql`SELECT c.show FROM products p JOIN channels c ON c.channel_id = p.channel_id WHERE p.product_id = ${productId}`);

/** A channel's visibility and its number of listed products; none when there is no such channel. */
export const channelProductCount = (db: Db, channelId: string): RowQuery<ShowRow & { count: number }> =>
  // product_count is kept exact by triggers on products (migration 0013).
  db.get(sql`SELECT show, product_count AS count FROM channels WHERE channel_id = ${channelId}`);

/**
 * One creator's listed products, newest first, with the channel's visibility and its exact number
 * of listed products (channels.product_count, kept by triggers), read in the same batch as the data
 * so a page costs one round trip.
 */
export async function channelProductsPage(db: Db, channelId: string, limit: number, offset: number, marketplace?: MarketplaceCode) {
  const keys = sql`SELECT q.seq, q.published_at AS sort_key FROM products q WHERE q.channel_id = ${channelId} AND q.listed = 1
    ORDER BY q.published_at DESC, q.seq DESC LIMIT ${limit} OFFSET ${offset}`;
  const [channel, rows] = await batch(db, [
    db.get<ShowRow & TotalRow>(sql`SELECT show, product_count AS total FROM channels WHERE channel_id = ${channelId}`),
    db.all<CardRow>(cardRows(keys, sql`k.sort_key DESC, k.seq DESC`, sql``, marketplace)),
  ]);
  return { channel, rows, total: channel?.total ?? 0 };
}

/** Every product a video mentions, in the order it mentions them, each with all its listings, and the video's visibility. */
export async function videoProductsPage(db: Db, videoId: string, limit: number, offset: number, marketplace?: MarketplaceCode) {
  const local = localOfferJoin(marketplace);
  // One round trip: the page's listings are read by the same page query, as a subquery.
  const [video, rows, count, listings] = await batch(db, [
    db.get<ShowRow>(sql`SELECT c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ${videoId}`),
    db.all<ProductRow>(
      sql`SELECT ${PRODUCT_COLUMNS}${local.columns} FROM products p ${PRODUCT_JOINS}${local.join}
       WHERE p.video_id = ${videoId} ORDER BY p.video_timestamp, p.seq LIMIT ${limit} OFFSET ${offset}`,
    ),
    db.get<TotalRow>(sql`SELECT count(*) AS total FROM products WHERE video_id = ${videoId}`),
    liveListings(
      db,
      sql`SELECT q.product_id FROM products q WHERE q.video_id = ${videoId} ORDER BY q.video_timestamp, q.seq LIMIT ${limit} OFFSET ${offset}`,
      marketplace,
    ),
  ]);
  return { video, rows, total: count?.total ?? 0, listings };
}

/** Mentions a similar-creators answer lists: the newest (a very popular product has thousands). */
const SIMILAR_MENTIONS = constant(100);

/** A related mention by another visible creator. */
export type MentionRow = Pick<Product, "channel_id" | "video_id" | "video_timestamp" | "claims"> &
  Pick<Channel, "channel_name" | "thumbnail_url"> & { video_title: VideoTitle };

/**
 * Other creators who mention the same product: the same brand + name, or the same marketplace
 * item as their main listing. `mentions` are the newest SIMILAR_MENTIONS related mentions by
 * visible creators, by name; `total` counts every other visible creator; `product` is the
 * product's visibility (none when it does not exist).
 */
export async function similarMentions(db: Db, productId: string) {
  // Related products come from indexes alone: by key (products_match_key_recent_idx, newest first) or whose main
  // listing (products.amazon_product_id, products_amazon_channel_idx) is one of this product's
  // listings. Each half is cut to its own newest before they are merged, and the count merges
  // creators, not mentions: the same key's visible creators are read from match_key_creators (one
  // row per creator), so a product mentioned a thousand times sorts hundreds of keys, not thousands.
  const base = sql`WITH base AS (SELECT channel_id, match_key FROM products WHERE product_id = ${productId})`;
  const others = sql`channel_id <> (SELECT channel_id FROM base)`;
  const byKey = sql`products WHERE match_key = (SELECT match_key FROM base)`;
  const byListing = sql`products WHERE amazon_product_id IN (SELECT amazon_product_id FROM product_listings WHERE product_id = ${productId})`;
  const newest = (related: SQL) =>
    sql`SELECT * FROM (SELECT seq FROM ${related} AND ${others} ORDER BY seq DESC LIMIT ${SIMILAR_MENTIONS})`;
  // One round trip: the product's visibility, its newest related mentions (only those are joined
  // to their channel and video) and the number of other creators.
  const [product, mentions, count] = await batch(db, [
    productShow(db, productId),
    db.all<MentionRow>(
      sql`${base},
       newest AS (SELECT seq FROM (${newest(byKey)} UNION ${newest(byListing)}) ORDER BY seq DESC LIMIT ${SIMILAR_MENTIONS})
       SELECT p.channel_id, c.channel_name, c.thumbnail_url, p.video_id, v.title AS video_title, p.video_timestamp, p.claims
       FROM newest n CROSS JOIN products p ON p.seq = n.seq
       JOIN channels c ON c.channel_id = p.channel_id
       JOIN videos v ON v.video_id = p.video_id
       WHERE c.show = 1
       ORDER BY c.channel_name COLLATE NOCASE, c.channel_id, p.published_at DESC`,
    ),
    db.get<TotalRow>(
      sql`${base}
       SELECT count(*) AS total FROM (
         SELECT channel_id FROM match_key_creators WHERE match_key = (SELECT match_key FROM base) AND channel_show = 1
         UNION SELECT channel_id FROM ${byListing})
       WHERE ${others} AND channel_id NOT IN (${HIDDEN_CHANNEL_IDS})`,
    ),
  ]);
  return { product, mentions, total: count?.total ?? 0 };
}
