import { z } from "zod";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { AppError, unauthorized } from "../lib/errors";
import { ftsQuery } from "./format";
import { limitParam, offsetOf, optionalPageParam, optionalSkipParam, pageParam } from "./pagination";
import type { Creator, MarketplaceProduct, Product, ProductDetail, ProductListItem } from "./responses/products";
import { groupByItem, PRODUCT_PRICE_WINDOW_SQL, summarise, windowStart, type PricePoint } from "./price-history";
import { isFollowingStatement } from "./product-follows";

export const productSorts = ["recent", "rating", "price_asc", "price_desc"] as const;

/** Several creators arrive as repeated `channel_id` parameters; at most 50 at once. */
const channelIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string().trim().min(1).max(64)).max(50));

const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0"])]).transform((v) => v === true || v === "true" || v === "1");

export const listProductsInput = z.object({
  skip: optionalSkipParam,
  page: optionalPageParam,
  limit: limitParam(12),
  video_id: z.string().trim().min(1).max(64).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  subcategory: z.string().trim().min(1).max(100).optional(),
  query: z.string().trim().max(200).optional(),
  channel_id: channelIdList.optional(),
  subscribed_only: flag.optional(),
  sort: z.enum(productSorts).optional(),
});
export type ListProductsInput = z.input<typeof listProductsInput>;

export const pageInput = (fallback: number) => z.object({ page: pageParam, limit: limitParam(fallback) });

interface ProductRow {
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

export type { Creator, MarketplaceProduct } from "./responses/products";

/** The first listing's columns (`m` = marketplace_items joined on p.amazon_product_id), read by `firstListing`. */
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

const PRODUCT_COLUMNS = `p.seq, p.product_id, p.product_name, p.brand, p.category, p.subcategory, p.description,
  p.is_sponsored, p.claims, p.video_id, p.video_timestamp, p.match_key, p.published_at, p.created_at,
  p.amazon_product_id, v.title AS video_title, p.channel_id, c.channel_name, c.thumbnail_url AS channel_thumbnail_url,
  ${MARKETPLACE_COLUMNS}, p.channel_show AS own_show`;

const PRODUCT_JOINS = `JOIN videos v ON v.video_id = p.video_id
  JOIN channels c ON c.channel_id = p.channel_id
  LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id`;

/** The card's listing (image, price, rating, link), or none when the product has no live match. */
export function firstListing(row: FirstListingColumns): MarketplaceProduct[] {
  if (!row.amazon_product_id || !row.m_title || !row.m_product_url) return [];
  return [
    {
      amazon_product_id: row.amazon_product_id,
      title: row.m_title,
      image_url: row.m_image_url,
      currency: row.m_currency ?? "USD",
      price: row.m_price,
      rating: row.m_rating,
      reviews_count: row.m_reviews_count ?? 0,
      product_url: row.m_product_url,
      fetched_at: row.m_fetched_at ?? "",
    },
  ];
}

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

export function productContent(row: ProductContentColumns) {
  return {
    product_id: row.product_id,
    product_name: row.product_name,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    description: row.description,
    is_sponsored: row.is_sponsored === 1,
    claims: row.claims,
    video_id: row.video_id,
    video_timestamp: row.video_timestamp,
    video_title: row.video_title,
  };
}

function toProduct(row: ProductRow, amazonProducts: MarketplaceProduct[]): Product {
  const channel = { channel_id: row.channel_id, channel_name: row.channel_name ?? "", thumbnail_url: row.channel_thumbnail_url };
  return {
    ...productContent(row),
    timestamp: row.video_timestamp,
    channel_id: row.channel_id,
    channel_name: channel.channel_name,
    channel,
    published_at: row.published_at,
    created_at: row.created_at,
    amazon_product_id: row.amazon_product_id,
    amazon_products: amazonProducts,
  };
}
export type { Product, ProductListItem } from "./responses/products";

/** Creators a product card names: its own channel, then the first others by name. */
const CARD_CREATORS = 3;

/**
 * The creators who mention each of some products (by normalised brand + name): for each key,
 * the first few visible creators by name and their number. A popular product is mentioned by
 * hundreds of channels: SQL returns only those few, not every (product, channel) pair.
 * `keys` is a list of match keys: placeholders, or a subquery re-reading the page's keys.
 */
function creatorsSql(keys: string): string {
  return `WITH pairs AS (SELECT DISTINCT match_key, channel_id FROM products WHERE match_key IN (${keys})),
    named AS (
      SELECT pairs.match_key, c.channel_id, c.channel_name, c.thumbnail_url,
             row_number() OVER (PARTITION BY pairs.match_key ORDER BY c.channel_name COLLATE NOCASE, c.channel_id) AS pos,
             count(*) OVER (PARTITION BY pairs.match_key) AS creator_count
      FROM pairs JOIN channels c ON c.channel_id = pairs.channel_id
      WHERE c.show = 1)
    SELECT match_key, channel_id, channel_name, thumbnail_url, creator_count FROM named WHERE pos <= ${CARD_CREATORS} ORDER BY match_key, pos`;
}

/** Product cards: each row with its first listing and its creators, its own channel first. */
function withCreators(rows: ProductRow[], creatorRows: unknown[]): ProductListItem[] {
  const byKey = new Map<string, { first: Creator[]; count: number }>();
  for (const r of creatorRows as (Creator & { match_key: string; creator_count: number })[]) {
    const entry = byKey.get(r.match_key) ?? { first: [], count: r.creator_count };
    entry.first.push({ channel_id: r.channel_id, channel_name: r.channel_name, thumbnail_url: r.thumbnail_url });
    byKey.set(r.match_key, entry);
  }
  return rows.map((row) => {
    const { first, count } = byKey.get(row.match_key) ?? { first: [], count: 0 };
    const own = first.find((c) => c.channel_id === row.channel_id) ?? {
      channel_id: row.channel_id,
      channel_name: row.channel_name ?? "",
      thumbnail_url: row.channel_thumbnail_url,
    };
    const creators = [own, ...first.filter((c) => c.channel_id !== row.channel_id)].slice(0, CARD_CREATORS);
    // `count` covers visible channels only; a hidden channel's own product (admins see it) adds itself.
    return { ...toProduct(row, firstListing(row)), creators, creator_count: count + (row.own_show === 1 ? 0 : 1) };
  });
}

/** Cards for rows already read (one more round trip: used where re-reading the page's keys would cost more). */
async function attachCreators(rc: ServiceContext, rows: ProductRow[]): Promise<ProductListItem[]> {
  const keys = [...new Set(rows.map((r) => r.match_key))];
  if (keys.length === 0) return withCreators(rows, []);
  const { results } = await rc.d1
    .prepare(creatorsSql(keys.map(() => "?").join(",")))
    .bind(...keys)
    .all();
  return withCreators(rows, results);
}

/**
 * A sort: its key column on products and direction; ties break on seq, newest first. The indexes
 * store ties by seq ascending: scanned backwards for a descending sort they give this order as is,
 * and for price_asc SQLite only re-sorts each run of equal prices.
 */
const SORTS: Record<(typeof productSorts)[number], { column: string; dir: "ASC" | "DESC" | "ASC NULLS LAST" }> = {
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
const COUNT_WINDOW = 1000;

interface Statement {
  sql: string;
  params: unknown[];
}

interface ProductListStatements {
  page: Statement;
  count: Statement;
  /** The page's card creators, re-reading the page's keys in the same batch (no second round trip); none for a text search, whose keys cost too much to read twice. */
  creators: Statement | null;
}

/**
 * The statements behind a products list: the page, then the count. The page's keys (`seq`) come
 * from an index alone and are joined to their rows only for the page itself ("deferred join"),
 * so a deep page costs an index walk, not thousands of joined rows thrown away.
 * - A creator scope (several channel_id, or subscribed_only) takes the top skip+limit of each
 *   creator from that creator's index range and merges them: a huge creator never forces a sort.
 * - A text search takes the newest SEARCH_CANDIDATES matches that pass the filters, then orders
 *   those by rank (bm25) or by the chosen sort.
 * - Otherwise one index matching the filters and the sort serves it (worker/db/schema.ts).
 */
function productListStatements(
  input: z.output<typeof listProductsInput>,
  viewer: { user_id: string; is_admin: boolean } | null,
): ProductListStatements | null {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  // Each statement gets the parameters up to the highest ?N it names (D1 refuses extra ones).
  const statement = (sql: string): Statement => ({
    sql,
    params: params.slice(0, Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])))),
  });
  const admin = viewer?.is_admin === true;
  const sort = SORTS[input.sort ?? "recent"];
  const order = (t: string) => `${t}.${sort.column} ${sort.dir}, ${t}.seq DESC`;
  const offset = offsetOf(input);
  const depth = offset + input.limit;

  const filters = (t: string) => {
    const where = [`${t}.listed = 1`];
    if (input.video_id) where.push(`${t}.video_id = ${bind(input.video_id)}`);
    if (input.category) where.push(`${t}.category = ${bind(input.category)}`);
    if (input.subcategory) where.push(`${t}.subcategory = ${bind(input.subcategory)}`);
    return where;
  };

  // The creators in scope, visible ones only (a product's channel_show follows its channel's show).
  let scope: string | null = null;
  let scopeWhere = "";
  if ((input.channel_id && input.channel_id.length > 0) || input.subscribed_only) {
    const where = admin ? [] : ["c.show = 1"];
    if (input.channel_id && input.channel_id.length > 0)
      where.push(`c.channel_id IN (${[...new Set(input.channel_id)].map(bind).join(", ")})`);
    if (input.subscribed_only) {
      if (!viewer) throw unauthorized();
      where.push(`c.channel_id IN (SELECT s.channel_id FROM subscriptions s WHERE s.user_id = ${bind(viewer.user_id)})`);
    }
    scopeWhere = where.join(" AND ");
    scope = `SELECT c.channel_id FROM channels c WHERE ${scopeWhere}`;
  }
  const visible = (t: string) => (admin || scope ? [] : [`${t}.channel_show = 1`]);

  if (input.query) {
    const words = ftsQuery(input.query);
    if (!words) return null;
    // A category or subcategory also narrows the full-text match (its words in that column of the
    // index), so matches of other categories are skipped in the index instead of read as rows; the
    // row still checks the exact value.
    const terms = [`(${words})`];
    for (const [column, value] of [
      ["category", input.category],
      ["subcategory", input.subcategory],
    ] as const) {
      const exact = value ? ftsQuery(value)?.replaceAll('"*', '"') : null;
      if (exact) terms.push(`${column} : (${exact})`);
    }
    const match = bind(terms.join(" AND "));
    // bm25 is computed only when the results are ordered by it.
    const ftsFirst = (guard: string | null) => `SELECT p.seq, p.${sort.column} AS sort_key, ${input.sort ? "NULL" : "f.rank"} AS rank
      FROM products_fts f JOIN products p ON p.seq = f.rowid
      WHERE ${[guard, `products_fts MATCH ${match}`, ...filters("p"), ...visible("p"), scope && `p.channel_id IN (${scope})`].filter(Boolean).join(" AND ")}
      ORDER BY f.rowid DESC LIMIT ${SEARCH_CANDIDATES}`;
    let candidates = ftsFirst(null);
    if (scope) {
      // Creators with few products: walk their products newest first and keep the matches (a
      // common word's matches would mostly belong to other creators). Many products: walk the
      // matches. The creators' product counters only choose the path; the answer is the same.
      const size = `(SELECT coalesce(sum(c.product_count), 0) FROM channels c WHERE ${scopeWhere})`;
      const fromCreators = `SELECT p.seq, p.${sort.column} AS sort_key, NULL AS rank FROM (${scope}) sc JOIN products p ON p.seq IN (
          SELECT q.seq FROM products q WHERE q.channel_id = sc.channel_id AND ${filters("q").join(" AND ")}
            AND +q.seq IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${match})
          ORDER BY q.published_at DESC, q.seq DESC LIMIT ${SEARCH_CANDIDATES})
        WHERE ${size} <= ${SCOPE_SCAN_LIMIT}
        ORDER BY p.published_at DESC, p.seq DESC LIMIT ${SEARCH_CANDIDATES}`;
      candidates = `SELECT * FROM (${ftsFirst(`${size} > ${SCOPE_SCAN_LIMIT}`)}) UNION ALL SELECT * FROM (${fromCreators})`;
    }
    const keyOrder = input.sort ? `k.sort_key ${sort.dir}, k.seq DESC` : "k.rank, k.seq DESC";
    const keys = `SELECT k.seq, k.sort_key, k.rank, count(*) OVER () AS total FROM (${candidates}) k
      ORDER BY ${keyOrder} LIMIT ${bind(input.limit)} OFFSET ${bind(offset)}`;
    return {
      page: statement(pageSql(keys, keyOrder, ", k.total")),
      count: statement(`SELECT count(*) AS total FROM (${candidates})`),
      creators: null,
    };
  }

  let keys: string;
  let counted: string;
  const cap = bind(depth + COUNT_WINDOW);
  if (scope) {
    const top = `SELECT q.seq FROM products q WHERE q.channel_id = sc.channel_id AND ${filters("q").join(" AND ")}
      ORDER BY ${order("q")} LIMIT ${bind(depth)}`;
    keys = `SELECT p.seq, p.${sort.column} AS sort_key FROM (${scope}) sc JOIN products p ON p.seq IN (${top})`;
    counted = `SELECT 1 FROM (${scope}) sc JOIN products p ON p.channel_id = sc.channel_id WHERE ${filters("p").join(" AND ")}`;
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
    counted = shows.map((show) => `SELECT * FROM (SELECT 1 FROM products p WHERE ${where(show)} LIMIT ${cap})`).join(" UNION ALL ");
  }
  const keyOrder = `k.sort_key ${sort.dir}, k.seq DESC`;
  const page = `SELECT k.seq, k.sort_key FROM (${keys}) k ORDER BY ${keyOrder} LIMIT ${bind(input.limit)} OFFSET ${bind(offset)}`;
  return {
    page: statement(pageSql(page, keyOrder)),
    count: statement(`SELECT count(*) AS total FROM (${counted} LIMIT ${cap})`),
    creators: statement(creatorsSql(`SELECT p.match_key FROM (${page}) k CROSS JOIN products p ON p.seq = k.seq`)),
  };
}

/** The page's rows, in the keys' order, joined to what a card shows. */
function pageSql(keys: string, keyOrder: string, extra = ""): string {
  // CROSS JOIN keeps the page's keys as the outer loop: SQLite must not walk products in sort order instead.
  return `SELECT ${PRODUCT_COLUMNS}${extra} FROM (${keys}) k CROSS JOIN products p ON p.seq = k.seq ${PRODUCT_JOINS} ORDER BY ${keyOrder}`;
}

/**
 * The products list behind every product grid: only products with a marketplace listing, never
 * a hidden channel's (except for admins), one paginated query whatever the filters, so several
 * creators give one de-duplicated page.
 */
export async function listProducts(rc: ServiceContext, rawInput: ListProductsInput) {
  const input = listProductsInput.parse(rawInput);
  const statements = productListStatements(input, rc.viewer);
  if (!statements) return { products: [], total: 0 };
  const prepare = (s: Statement) => rc.d1.prepare(s.sql).bind(...s.params);
  if (statements.creators) {
    const [page, count, creators] = await rc.d1.batch([prepare(statements.page), prepare(statements.count), prepare(statements.creators)]);
    return {
      products: withCreators((page?.results ?? []) as ProductRow[], creators?.results ?? []),
      total: (count?.results[0] as { total: number }).total,
    };
  }
  const rows = (await prepare(statements.page).all<ProductRow & { total: number }>()).results;
  // A page past the end carries no total: only then is the count run on its own.
  const total = rows[0]?.total ?? (offsetOf(input) > 0 ? ((await prepare(statements.count).first<{ total: number }>())?.total ?? 0) : 0);
  return { products: await attachCreators(rc, rows), total };
}

/** The live listings of the products `productIds` (a list of placeholders or a subquery) names, in marketplace order. */
const listingsSql = (productIds: string) =>
  `SELECT l.product_id, m.amazon_product_id, m.title, m.image_url, m.currency, m.price, m.rating, m.reviews_count,
          m.product_url, m.fetched_at
   FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
   WHERE l.product_id IN (${productIds}) AND m.is_dead = 0
   ORDER BY l.product_id, l.position`;

function listingsStatement(rc: ServiceContext, productIds: string[]) {
  return rc.d1.prepare(listingsSql(productIds.map(() => "?").join(","))).bind(...productIds);
}

function groupListings(results: unknown[]): Map<string, MarketplaceProduct[]> {
  const out = new Map<string, MarketplaceProduct[]>();
  for (const { product_id, ...item } of results as (MarketplaceProduct & { product_id: string })[]) {
    const list = out.get(product_id) ?? [];
    list.push(item);
    out.set(product_id, list);
  }
  return out;
}

/**
 * The product, its listings, their 30-day price history and (for a signed-in viewer) whether they
 * follow it: one round trip. The listings are dropped if the product may not be shown. An
 * anonymous answer does not depend on who asks (it may be cached publicly): `is_followed` is null.
 */
export async function getProduct(rc: ServiceContext, productId: string): Promise<ProductDetail> {
  const since = windowStart(new Date());
  const [product, listings, prices, following] = await rc.d1.batch([
    rc.d1
      .prepare(`SELECT ${PRODUCT_COLUMNS}, c.show AS channel_show FROM products p ${PRODUCT_JOINS} WHERE p.product_id = ?`)
      .bind(productId),
    listingsStatement(rc, [productId]),
    rc.d1.prepare(PRODUCT_PRICE_WINDOW_SQL).bind(since, productId),
    ...(rc.viewer ? [isFollowingStatement(rc.d1, rc.viewer.user_id, productId)] : []),
  ]);
  const row = product?.results[0] as (ProductRow & { channel_show: number }) | undefined;
  if (!row || (row.channel_show !== 1 && !seesHidden(rc))) throw new AppError(404, "Product not found");
  const history = groupByItem((prices?.results ?? []) as PricePoint[]);
  const amazonProducts = (groupListings(listings?.results ?? []).get(row.product_id) ?? []).map((item) => ({
    ...item,
    price_history: summarise(history.get(item.amazon_product_id) ?? [], since),
  }));
  return { ...toProduct(row, []), amazon_products: amazonProducts, is_followed: rc.viewer ? (following?.results.length ?? 0) > 0 : null };
}

/** A channel's visibility, read in the same batch as the data so a page costs one round trip. */
const CHANNEL_SHOW_SQL = "SELECT show FROM channels WHERE channel_id = ?";

function requireVisible(rc: ServiceContext, row: { show: number } | undefined, what: "Channel" | "Video") {
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, `${what} not found`);
}

export async function countChannelProducts(rc: ServiceContext, channelId: string) {
  const row = await rc.d1
    .prepare(
      `SELECT c.show, (SELECT count(*) FROM products p WHERE p.channel_id = c.channel_id AND p.listed = 1) AS count
     FROM channels c WHERE c.channel_id = ?`,
    )
    .bind(channelId)
    .first<{ show: number; count: number }>();
  requireVisible(rc, row ?? undefined, "Channel");
  return { count: row?.count ?? 0 };
}

/** One creator's listed products, newest first; `total` as in listProducts (exact up to the count window). */
export async function listChannelProducts(rc: ServiceContext, channelId: string, rawInput: z.input<ReturnType<typeof pageInput>>) {
  const input = pageInput(12).parse(rawInput);
  const offset = (input.page - 1) * input.limit;
  const keys = `SELECT q.seq, q.published_at AS sort_key FROM products q WHERE q.channel_id = ?1 AND q.listed = 1
    ORDER BY q.published_at DESC, q.seq DESC LIMIT ?2 OFFSET ?3`;
  const [channel, page, count, creators] = await rc.d1.batch([
    rc.d1.prepare(CHANNEL_SHOW_SQL).bind(channelId),
    rc.d1.prepare(pageSql(keys, "k.sort_key DESC, k.seq DESC")).bind(channelId, input.limit, offset),
    rc.d1
      .prepare("SELECT count(*) AS total FROM (SELECT 1 FROM products WHERE channel_id = ?1 AND listed = 1 LIMIT ?2)")
      .bind(channelId, offset + input.limit + COUNT_WINDOW),
    rc.d1
      .prepare(creatorsSql(`SELECT p.match_key FROM (${keys}) k CROSS JOIN products p ON p.seq = k.seq`))
      .bind(channelId, input.limit, offset),
  ]);
  requireVisible(rc, channel?.results[0] as { show: number } | undefined, "Channel");
  return {
    products: withCreators((page?.results ?? []) as ProductRow[], creators?.results ?? []),
    total: (count?.results[0] as { total: number }).total,
  };
}

/** Every product a video mentions, in the order it mentions them, each with all its listings. */
export async function listVideoMarketplaceProducts(rc: ServiceContext, videoId: string, rawInput: z.input<ReturnType<typeof pageInput>>) {
  const input = pageInput(100).parse(rawInput);
  const bounds = [videoId, input.limit, (input.page - 1) * input.limit] as const;
  // One round trip: the page's listings are read by the same page query, as a subquery.
  const [video, page, count, listingRows] = await rc.d1.batch([
    rc.d1.prepare("SELECT c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?").bind(videoId),
    rc.d1
      .prepare(
        `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS}
       WHERE p.video_id = ?1 ORDER BY p.video_timestamp, p.seq LIMIT ?2 OFFSET ?3`,
      )
      .bind(...bounds),
    rc.d1.prepare("SELECT count(*) AS total FROM products WHERE video_id = ?").bind(videoId),
    rc.d1
      .prepare(
        listingsSql("SELECT q.product_id FROM products q WHERE q.video_id = ?1 ORDER BY q.video_timestamp, q.seq LIMIT ?2 OFFSET ?3"),
      )
      .bind(...bounds),
  ]);
  requireVisible(rc, video?.results[0] as { show: number } | undefined, "Video");
  const rows = (page?.results ?? []) as ProductRow[];
  const listings = groupListings(listingRows?.results ?? []);
  return {
    products: rows.map((r) => toProduct(r, listings.get(r.product_id) ?? [])),
    total: (count?.results[0] as { total: number }).total,
  };
}

/** Mentions a similar-creators answer lists: the newest (a very popular product has thousands). */
const SIMILAR_MENTIONS = 100;

/**
 * Other creators who mention the same product: the same brand + name, or the same marketplace
 * item as their main listing. `creators` are those of the newest SIMILAR_MENTIONS related
 * mentions, by name; `total_creators` counts every other visible creator.
 */
export async function similarCreators(rc: ServiceContext, productId: string) {
  // Related products, each once, from indexes alone: by key (products_match_key_channel_idx) or
  // whose main listing (products.amazon_product_id, products_amazon_channel_idx) is one of this product's listings.
  const related = `WITH base AS (SELECT channel_id, match_key FROM products WHERE product_id = ?1),
     related(seq, channel_id) AS (
       SELECT seq, channel_id FROM products WHERE match_key = (SELECT match_key FROM base)
       UNION
       SELECT seq, channel_id FROM products WHERE amazon_product_id IN (SELECT amazon_product_id FROM product_listings WHERE product_id = ?1))`;
  // One round trip: the product's visibility, its newest related mentions (only those are joined
  // to their channel and video) and the number of other creators; dropped if it may not be shown.
  const [productResult, mentions, count] = await rc.d1.batch([
    rc.d1.prepare("SELECT c.show FROM products p JOIN channels c ON c.channel_id = p.channel_id WHERE p.product_id = ?").bind(productId),
    rc.d1
      .prepare(
        `${related},
       newest AS (SELECT seq FROM related WHERE channel_id <> (SELECT channel_id FROM base) ORDER BY seq DESC LIMIT ${SIMILAR_MENTIONS})
       SELECT p.channel_id, c.channel_name, c.thumbnail_url, p.video_id, v.title AS video_title, p.video_timestamp
       FROM newest n CROSS JOIN products p ON p.seq = n.seq
       JOIN channels c ON c.channel_id = p.channel_id
       JOIN videos v ON v.video_id = p.video_id
       WHERE c.show = 1
       ORDER BY c.channel_name COLLATE NOCASE, c.channel_id, p.published_at DESC`,
      )
      .bind(productId),
    rc.d1
      .prepare(
        `${related}
       SELECT count(DISTINCT channel_id) AS total FROM related
       WHERE channel_id <> (SELECT channel_id FROM base) AND channel_id NOT IN (SELECT channel_id FROM channels WHERE show = 0)`,
      )
      .bind(productId),
  ]);
  const product = productResult?.results[0] as { show: number } | undefined;
  if (!product || (product.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Product not found");
  const results = (mentions?.results ?? []) as {
    channel_id: string;
    channel_name: string;
    thumbnail_url: string | null;
    video_id: string;
    video_title: string;
    video_timestamp: number;
  }[];
  const creators = new Map<string, Creator & { mentions: { video_id: string; video_title: string; video_timestamp: number }[] }>();
  for (const r of results) {
    const creator = creators.get(r.channel_id) ?? {
      channel_id: r.channel_id,
      channel_name: r.channel_name,
      thumbnail_url: r.thumbnail_url,
      mentions: [],
    };
    if (!creator.mentions.some((m) => m.video_id === r.video_id)) {
      creator.mentions.push({ video_id: r.video_id, video_title: r.video_title, video_timestamp: r.video_timestamp });
    }
    creators.set(r.channel_id, creator);
  }
  return { creators: [...creators.values()], total_creators: (count?.results[0] as { total: number }).total };
}

export async function listCategories(rc: ServiceContext) {
  const { results } = await rc.d1
    .prepare("SELECT DISTINCT category FROM categories ORDER BY category COLLATE NOCASE")
    .all<{ category: string }>();
  return { categories: results.map((r) => r.category) };
}

export const subcategoriesInput = z.object({ category: z.string().trim().min(1).max(100) });

export async function listSubcategories(rc: ServiceContext, rawInput: z.input<typeof subcategoriesInput>) {
  const { category } = subcategoriesInput.parse(rawInput);
  const { results } = await rc.d1
    .prepare("SELECT subcategory FROM categories WHERE category = ? AND subcategory <> '' ORDER BY subcategory COLLATE NOCASE")
    .bind(category)
    .all<{ subcategory: string }>();
  return { categories: results.map((r) => r.subcategory) };
}
