import { z } from "zod";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { AppError, unauthorized } from "./errors";
import { ftsQuery } from "./format";
import { limitParam, offsetOf, optionalPageParam, optionalSkipParam, pageParam } from "./pagination";

export const productSorts = ["recent", "rating", "price_asc", "price_desc"] as const;

/** Several creators arrive as repeated `channel_id` parameters; at most 50 at once. */
const channelIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string().trim().min(1).max(64)).max(50));

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");

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
}

export interface MarketplaceProduct {
  amazon_product_id: string;
  title: string;
  image_url: string | null;
  currency: string;
  price: number | null;
  rating: number | null;
  reviews_count: number;
  product_url: string;
  fetched_at: string;
}

export interface Creator {
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
}

const PRODUCT_COLUMNS = `p.seq, p.product_id, p.product_name, p.brand, p.category, p.subcategory, p.description,
  p.is_sponsored, p.claims, p.video_id, p.video_timestamp, p.match_key, p.published_at, p.created_at,
  p.amazon_product_id, v.title AS video_title, p.channel_id, c.channel_name, c.thumbnail_url AS channel_thumbnail_url,
  m.title AS m_title, m.image_url AS m_image_url, m.currency AS m_currency, m.price AS m_price, m.rating AS m_rating,
  m.reviews_count AS m_reviews_count, m.product_url AS m_product_url, m.fetched_at AS m_fetched_at`;

const PRODUCT_JOINS = `JOIN videos v ON v.video_id = p.video_id
  JOIN channels c ON c.channel_id = p.channel_id
  LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id`;

function firstListing(row: ProductRow): MarketplaceProduct[] {
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

function toProduct(row: ProductRow, amazonProducts: MarketplaceProduct[]) {
  const channel = { channel_id: row.channel_id, channel_name: row.channel_name ?? "", thumbnail_url: row.channel_thumbnail_url };
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
    timestamp: row.video_timestamp,
    video_title: row.video_title,
    channel_id: row.channel_id,
    channel_name: channel.channel_name,
    channel,
    published_at: row.published_at,
    created_at: row.created_at,
    amazon_product_id: row.amazon_product_id,
    amazon_products: amazonProducts,
  };
}
export type Product = ReturnType<typeof toProduct>;
export type ProductListItem = Product & { creators: Creator[]; creator_count: number };

/**
 * The creators who mention each listed product (by normalised brand + name), its own channel
 * first; one query for the whole page instead of one per card.
 */
async function attachCreators(rc: ServiceContext, rows: ProductRow[]): Promise<ProductListItem[]> {
  const keys = [...new Set(rows.map((r) => r.match_key))];
  const byKey = new Map<string, Creator[]>();
  if (keys.length > 0) {
    const { results } = await rc.env.DB.prepare(
      `SELECT DISTINCT p.match_key, c.channel_id, c.channel_name, c.thumbnail_url
       FROM products p JOIN channels c ON c.channel_id = p.channel_id
       WHERE p.match_key IN (${keys.map(() => "?").join(",")}) AND c.show = 1
       ORDER BY c.channel_name COLLATE NOCASE`,
    )
      .bind(...keys)
      .all<Creator & { match_key: string }>();
    for (const r of results) {
      const list = byKey.get(r.match_key) ?? [];
      list.push({ channel_id: r.channel_id, channel_name: r.channel_name, thumbnail_url: r.thumbnail_url });
      byKey.set(r.match_key, list);
    }
  }
  return rows.map((row) => {
    const all = byKey.get(row.match_key) ?? [];
    const own = all.find((c) => c.channel_id === row.channel_id) ?? {
      channel_id: row.channel_id,
      channel_name: row.channel_name ?? "",
      thumbnail_url: row.channel_thumbnail_url,
    };
    const creators = [own, ...all.filter((c) => c.channel_id !== row.channel_id)];
    return { ...toProduct(row, firstListing(row)), creators: creators.slice(0, 3), creator_count: creators.length };
  });
}

const ORDER: Record<(typeof productSorts)[number], string> = {
  recent: "p.published_at DESC, p.seq DESC",
  rating: "p.rating DESC, p.seq DESC",
  price_asc: "p.price ASC, p.seq DESC",
  price_desc: "p.price DESC, p.seq DESC",
};

/**
 * The products list behind every product grid: only products with a marketplace listing, never
 * a hidden channel's (except for admins), one paginated query whatever the filters, so several
 * creators give one de-duplicated page with a true total.
 */
export async function listProducts(rc: ServiceContext, rawInput: ListProductsInput) {
  const input = listProductsInput.parse(rawInput);
  const where = ["p.listed = 1"];
  const binds: unknown[] = [];
  const bind = (value: unknown) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  if (!seesHidden(rc)) where.push("p.channel_show = 1");
  if (input.video_id) where.push(`p.video_id = ${bind(input.video_id)}`);
  if (input.category) where.push(`p.category = ${bind(input.category)}`);
  if (input.subcategory) where.push(`p.subcategory = ${bind(input.subcategory)}`);
  if (input.channel_id && input.channel_id.length > 0) {
    where.push(`p.channel_id IN (${[...new Set(input.channel_id)].map(bind).join(",")})`);
  }
  if (input.subscribed_only) {
    if (!rc.viewer) throw unauthorized();
    where.push(`p.channel_id IN (SELECT channel_id FROM subscriptions WHERE user_id = ${bind(rc.viewer.user_id)})`);
  }
  let from = "products p";
  let order = ORDER[input.sort ?? "recent"];
  const match = input.query ? ftsQuery(input.query) : null;
  if (input.query && !match) return { products: [], total: 0 };
  if (match) {
    from = "products_fts f JOIN products p ON p.seq = f.rowid";
    where.push(`products_fts MATCH ${bind(match)}`);
    if (!input.sort) order = "f.rank, p.seq DESC";
  }
  const whereSql = where.join(" AND ");
  const countBinds = [...binds];
  const limit = bind(input.limit);
  const offset = bind(offsetOf(input));
  const [page, count] = await rc.env.DB.batch([
    rc.env.DB.prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM ${from} ${PRODUCT_JOINS} WHERE ${whereSql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    ).bind(...binds),
    rc.env.DB.prepare(`SELECT count(*) AS total FROM ${from} WHERE ${whereSql}`).bind(...countBinds),
  ]);
  const rows = (page?.results ?? []) as ProductRow[];
  return { products: await attachCreators(rc, rows), total: (count?.results[0] as { total: number }).total };
}

async function listingsOf(rc: ServiceContext, productIds: string[]): Promise<Map<string, MarketplaceProduct[]>> {
  const out = new Map<string, MarketplaceProduct[]>();
  if (productIds.length === 0) return out;
  const { results } = await rc.env.DB.prepare(
    `SELECT l.product_id, m.amazon_product_id, m.title, m.image_url, m.currency, m.price, m.rating, m.reviews_count,
            m.product_url, m.fetched_at
     FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
     WHERE l.product_id IN (${productIds.map(() => "?").join(",")}) AND m.is_dead = 0
     ORDER BY l.product_id, l.position`,
  )
    .bind(...productIds)
    .all<MarketplaceProduct & { product_id: string }>();
  for (const { product_id, ...item } of results) {
    const list = out.get(product_id) ?? [];
    list.push(item);
    out.set(product_id, list);
  }
  return out;
}

export async function getProduct(rc: ServiceContext, productId: string) {
  const row = await rc.env.DB.prepare(
    `SELECT ${PRODUCT_COLUMNS}, c.show AS channel_show FROM products p ${PRODUCT_JOINS} WHERE p.product_id = ?`,
  )
    .bind(productId)
    .first<ProductRow & { channel_show: number }>();
  if (!row || (row.channel_show !== 1 && !seesHidden(rc))) throw new AppError(404, "Product not found");
  const listings = await listingsOf(rc, [row.product_id]);
  return toProduct(row, listings.get(row.product_id) ?? []);
}

async function assertChannelVisible(rc: ServiceContext, channelId: string) {
  const row = await rc.env.DB.prepare("SELECT show FROM channels WHERE channel_id = ?").bind(channelId).first<{ show: number }>();
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Channel not found");
}

export async function countChannelProducts(rc: ServiceContext, channelId: string) {
  await assertChannelVisible(rc, channelId);
  const row = await rc.env.DB.prepare("SELECT count(*) AS count FROM products WHERE channel_id = ? AND listed = 1")
    .bind(channelId)
    .first<{ count: number }>();
  return { count: row?.count ?? 0 };
}

export async function listChannelProducts(rc: ServiceContext, channelId: string, rawInput: z.input<ReturnType<typeof pageInput>>) {
  const input = pageInput(12).parse(rawInput);
  await assertChannelVisible(rc, channelId);
  const [page, count] = await rc.env.DB.batch([
    rc.env.DB.prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS}
       WHERE p.channel_id = ?1 AND p.listed = 1 ORDER BY p.published_at DESC, p.seq DESC LIMIT ?2 OFFSET ?3`,
    ).bind(channelId, input.limit, (input.page - 1) * input.limit),
    rc.env.DB.prepare("SELECT count(*) AS total FROM products WHERE channel_id = ? AND listed = 1").bind(channelId),
  ]);
  const rows = (page?.results ?? []) as ProductRow[];
  return { products: await attachCreators(rc, rows), total: (count?.results[0] as { total: number }).total };
}

/** Every product a video mentions, in the order it mentions them, each with all its listings. */
export async function listVideoMarketplaceProducts(rc: ServiceContext, videoId: string, rawInput: z.input<ReturnType<typeof pageInput>>) {
  const input = pageInput(100).parse(rawInput);
  const video = await rc.env.DB.prepare(
    "SELECT c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?",
  )
    .bind(videoId)
    .first<{ show: number }>();
  if (!video || (video.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Video not found");
  const [page, count] = await rc.env.DB.batch([
    rc.env.DB.prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS}
       WHERE p.video_id = ?1 ORDER BY p.video_timestamp, p.seq LIMIT ?2 OFFSET ?3`,
    ).bind(videoId, input.limit, (input.page - 1) * input.limit),
    rc.env.DB.prepare("SELECT count(*) AS total FROM products WHERE video_id = ?").bind(videoId),
  ]);
  const rows = (page?.results ?? []) as ProductRow[];
  const listings = await listingsOf(rc, rows.map((r) => r.product_id));
  return {
    products: rows.map((r) => toProduct(r, listings.get(r.product_id) ?? [])),
    total: (count?.results[0] as { total: number }).total,
  };
}

/** Other creators who mention the same product: the same marketplace item or the same brand + name. */
export async function similarCreators(rc: ServiceContext, productId: string) {
  const product = await getProduct(rc, productId);
  const base = await rc.env.DB.prepare("SELECT match_key FROM products WHERE product_id = ?")
    .bind(productId)
    .first<{ match_key: string }>();
  const { results } = await rc.env.DB.prepare(
    `SELECT DISTINCT p.channel_id, c.channel_name, c.thumbnail_url, p.video_id, v.title AS video_title, p.video_timestamp
     FROM products p
     JOIN channels c ON c.channel_id = p.channel_id
     JOIN videos v ON v.video_id = p.video_id
     WHERE p.channel_id <> ?1 AND c.show = 1 AND (
       p.match_key = ?2
       OR p.product_id IN (
         SELECT l2.product_id FROM product_listings l1
         JOIN product_listings l2 ON l2.amazon_product_id = l1.amazon_product_id
         WHERE l1.product_id = ?3))
     ORDER BY c.channel_name COLLATE NOCASE, v.published_at DESC
     LIMIT 500`,
  )
    .bind(product.channel_id, base?.match_key ?? "", productId)
    .all<{ channel_id: string; channel_name: string; thumbnail_url: string | null; video_id: string; video_title: string; video_timestamp: number }>();
  const creators = new Map<string, Creator & { mentions: { video_id: string; video_title: string; video_timestamp: number }[] }>();
  for (const r of results) {
    const creator = creators.get(r.channel_id) ?? { channel_id: r.channel_id, channel_name: r.channel_name, thumbnail_url: r.thumbnail_url, mentions: [] };
    if (!creator.mentions.some((m) => m.video_id === r.video_id)) {
      creator.mentions.push({ video_id: r.video_id, video_title: r.video_title, video_timestamp: r.video_timestamp });
    }
    creators.set(r.channel_id, creator);
  }
  return { creators: [...creators.values()], total_creators: creators.size };
}

export async function listCategories(rc: ServiceContext) {
  const { results } = await rc.env.DB.prepare(
    "SELECT DISTINCT category FROM categories ORDER BY category COLLATE NOCASE",
  ).all<{ category: string }>();
  return { categories: results.map((r) => r.category) };
}

export const subcategoriesInput = z.object({ category: z.string().trim().min(1).max(100) });

export async function listSubcategories(rc: ServiceContext, rawInput: z.input<typeof subcategoriesInput>) {
  const { category } = subcategoriesInput.parse(rawInput);
  const { results } = await rc.env.DB.prepare(
    "SELECT subcategory FROM categories WHERE category = ? AND subcategory <> '' ORDER BY subcategory COLLATE NOCASE",
  )
    .bind(category)
    .all<{ subcategory: string }>();
  return { categories: results.map((r) => r.subcategory) };
}
