/**
 * TEMPORARY read-only queries so the pages can be exercised before worker/services/* land.
 * Delete once api.server.ts calls the real services.
 */
import type { RequestContext } from "@worker/request-context";
import { AppError } from "@worker/services/errors";
import type { Channel, CreatorOption, MarketplaceProduct, Product, Video } from "./types";

type RC = RequestContext;
type Row = Record<string, unknown>;

function subs(n: number) {
  const f = (x: number, s: string) => `${(Math.round(x * 10) / 10).toString()}${s}`;
  const t = n >= 1e6 ? f(n / 1e6, "M") : n >= 1e3 ? f(n / 1e3, "K") : String(n);
  return `${t} subscribers`;
}
const channelOf = (r: Row): Channel => ({
  channel_id: String(r.channel_id),
  channel_name: String(r.channel_name),
  handle: String(r.handle),
  thumbnail_url: (r.thumbnail_url as string) ?? null,
  description: String(r.description ?? ""),
  category: (r.category as string) ?? null,
  show: !!r.show,
  video_count: Number(r.video_count),
  product_count: Number(r.product_count),
  subscriber_count: subs(Number(r.subscriber_count)),
});

export async function listChannels(rc: RC, i: { query?: string; skip: number; limit: number; sort?: string; category?: string }, show = 1) {
  const where = ["show = ?"];
  const args: unknown[] = [show];
  if (i.query) {
    where.push("channel_name LIKE ?");
    args.push(`%${i.query}%`);
  }
  if (i.category) {
    where.push("category = ?");
    args.push(i.category);
  }
  const order = { videos: "video_count DESC", products: "product_count DESC", subscribers: "subscriber_count DESC" }[i.sort ?? ""] ?? "channel_name COLLATE NOCASE";
  const w = where.join(" AND ");
  const rows = await rc.env.DB.prepare(`SELECT * FROM channels WHERE ${w} ORDER BY ${order} LIMIT ? OFFSET ?`).bind(...args, i.limit, i.skip).all<Row>();
  const total = await rc.env.DB.prepare(`SELECT count(*) AS n FROM channels WHERE ${w}`).bind(...args).first<{ n: number }>();
  return { channels: rows.results.map(channelOf), total: total?.n ?? 0 };
}
export async function getChannel(rc: RC, id: string) {
  const r = await rc.env.DB.prepare("SELECT * FROM channels WHERE channel_id = ?").bind(id).first<Row>();
  if (!r) throw new AppError(404, "Channel not found");
  return channelOf(r);
}
export async function listCreatorOptions(rc: RC): Promise<CreatorOption[]> {
  const rows = await rc.env.DB.prepare("SELECT channel_id, channel_name, thumbnail_url FROM channels WHERE show = 1 ORDER BY channel_name COLLATE NOCASE").all<CreatorOption>();
  return rows.results;
}
export async function listChannelCategories(rc: RC) {
  const rows = await rc.env.DB.prepare("SELECT DISTINCT category FROM channels WHERE category IS NOT NULL").all<{ category: string }>();
  return rows.results.map((r) => r.category);
}
const videoOf = (r: Row): Video => ({
  video_id: String(r.video_id),
  title: String(r.title),
  channel_id: String(r.channel_id),
  channel_name: String(r.channel_name),
  thumbnail_url: (r.thumbnail_url as string) ?? null,
  published_at: String(r.published_at),
});
export async function listVideos(rc: RC, i: { channel_id?: string; skip: number; limit: number }) {
  const rows = await rc.env.DB.prepare("SELECT v.*, c.channel_name FROM videos v JOIN channels c USING(channel_id) WHERE v.channel_id = ? ORDER BY published_at DESC LIMIT ? OFFSET ?").bind(i.channel_id, i.limit, i.skip).all<Row>();
  const total = await rc.env.DB.prepare("SELECT count(*) AS n FROM videos WHERE channel_id = ?").bind(i.channel_id).first<{ n: number }>();
  return { videos: rows.results.map(videoOf), total: total?.n ?? 0 };
}
export async function getVideo(rc: RC, id: string) {
  const r = await rc.env.DB.prepare("SELECT v.*, c.channel_name FROM videos v JOIN channels c USING(channel_id) WHERE video_id = ?").bind(id).first<Row>();
  if (!r) throw new AppError(404, "Video not found");
  return videoOf(r);
}
async function withListings(rc: RC, rows: Row[]): Promise<Product[]> {
  const out: Product[] = [];
  for (const r of rows) {
    const items = await rc.env.DB.prepare("SELECT m.* FROM product_listings l JOIN marketplace_items m USING(amazon_product_id) WHERE l.product_id = ? ORDER BY position").bind(r.product_id).all<MarketplaceProduct>();
    const creators = await rc.env.DB.prepare("SELECT DISTINCT c.channel_id, c.channel_name, c.thumbnail_url FROM products p JOIN channels c USING(channel_id) WHERE p.match_key = ? LIMIT 3").bind(r.match_key).all<CreatorOption>();
    out.push({
      product_id: String(r.product_id),
      product_name: String(r.product_name),
      brand: (r.brand as string) ?? null,
      category: (r.category as string) ?? null,
      subcategory: (r.subcategory as string) ?? null,
      description: String(r.description ?? ""),
      is_sponsored: !!r.is_sponsored,
      claims: String(r.claims ?? ""),
      video_id: String(r.video_id),
      video_timestamp: Number(r.video_timestamp),
      video_title: (r.video_title as string) ?? null,
      channel: { channel_id: String(r.channel_id), channel_name: String(r.channel_name), thumbnail_url: null },
      amazon_products: items.results,
      creators: creators.results,
      creator_count: creators.results.length,
    });
  }
  return out;
}
export async function listProducts(
  rc: RC,
  f: { skip?: number; page?: number; limit: number; video_id?: string; category?: string; subcategory?: string; query?: string; channel_ids?: string[]; sort?: string },
) {
  const where = ["p.listed = 1", "p.channel_show = 1"];
  const args: unknown[] = [];
  if (f.video_id) (where.push("p.video_id = ?"), args.push(f.video_id));
  if (f.category) (where.push("p.category = ?"), args.push(f.category));
  if (f.subcategory) (where.push("p.subcategory = ?"), args.push(f.subcategory));
  if (f.query) (where.push("p.product_name LIKE ?"), args.push(`%${f.query}%`));
  if (f.channel_ids?.length) (where.push(`p.channel_id IN (${f.channel_ids.map(() => "?").join(",")})`), args.push(...f.channel_ids));
  const order = { rating: "p.rating DESC", price_asc: "p.price ASC", price_desc: "p.price DESC" }[f.sort ?? ""] ?? "p.published_at DESC";
  const skip = f.skip ?? ((f.page ?? 1) - 1) * f.limit;
  const w = where.join(" AND ");
  const rows = await rc.env.DB.prepare(`SELECT p.*, c.channel_name, v.title AS video_title FROM products p JOIN channels c USING(channel_id) JOIN videos v USING(video_id) WHERE ${w} ORDER BY ${order}, p.seq LIMIT ? OFFSET ?`).bind(...args, f.limit, skip).all<Row>();
  const total = await rc.env.DB.prepare(`SELECT count(*) AS n FROM products p WHERE ${w}`).bind(...args).first<{ n: number }>();
  return { products: await withListings(rc, rows.results), total: total?.n ?? 0 };
}
export async function getProduct(rc: RC, id: string) {
  const r = await rc.env.DB.prepare("SELECT p.*, c.channel_name, v.title AS video_title FROM products p JOIN channels c USING(channel_id) JOIN videos v USING(video_id) WHERE product_id = ?").bind(id).first<Row>();
  if (!r) throw new AppError(404, "Product not found");
  return (await withListings(rc, [r]))[0]!;
}
export async function listCategories(rc: RC) {
  const rows = await rc.env.DB.prepare("SELECT DISTINCT category FROM categories").all<{ category: string }>();
  return rows.results.map((r) => r.category);
}
export async function listSubcategories(rc: RC, category: string) {
  const rows = await rc.env.DB.prepare("SELECT subcategory FROM categories WHERE category = ? AND subcategory != ''").bind(category).all<{ subcategory: string }>();
  return rows.results.map((r) => r.subcategory);
}
