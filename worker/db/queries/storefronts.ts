/** Creators' storefronts and their curated products (worker/services/storefronts.ts). */
import { eq } from "drizzle-orm";
import type { D1Handle, Db } from "../client";
import { storefronts } from "../schema";
// The same listing columns (m_*) as the product lists select.
import { notificationGroupSql } from "./notifications";
import { MARKETPLACE_COLUMNS } from "./products";

export interface StorefrontRow {
  storefront_id: string;
  application_id: string;
  channel_id: string;
  handle: string;
  custom_domain: string | null;
  created_at: string;
  channel_name: string;
  thumbnail_url: string | null;
  description: string;
  show: number;
}

const STOREFRONT_SELECT = `SELECT s.storefront_id, s.application_id, s.channel_id, s.handle, s.custom_domain, s.created_at,
    c.channel_name, c.thumbnail_url, c.description, c.show
  FROM storefronts s JOIN channels c ON c.channel_id = s.channel_id`;

export async function storefrontRowById(d1: D1Handle, storefrontId: string): Promise<StorefrontRow | null> {
  return d1.prepare(`${STOREFRONT_SELECT} WHERE s.storefront_id = ?`).bind(storefrontId).first<StorefrontRow>();
}

export async function storefrontRowByHandle(d1: D1Handle, handle: string): Promise<StorefrontRow | null> {
  return d1.prepare(`${STOREFRONT_SELECT} WHERE lower(s.handle) = lower(?)`).bind(handle).first<StorefrontRow>();
}

/** A curated product with its video's title and its first listing (the product card's columns). */
export interface CuratedProductRow {
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
  video_title: string | null;
  listed: number;
  position: number;
  amazon_product_id: string | null;
  m_title: string | null;
  m_image_url: string | null;
  m_currency: string | null;
  m_price: number | null;
  m_rating: number | null;
  m_reviews_count: number | null;
  m_product_url: string | null;
  m_fetched_at: string | null;
}

/** In the storefront's order (storefront_products_order_idx); `listedOnly` for what visitors see. */
export async function curatedProductRows(d1: D1Handle, storefrontId: string, listedOnly: boolean): Promise<CuratedProductRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT p.product_id, p.product_name, p.brand, p.category, p.subcategory, p.description, p.is_sponsored, p.claims,
        p.video_id, p.video_timestamp, v.title AS video_title, p.listed, sp.position, p.amazon_product_id, ${MARKETPLACE_COLUMNS}
     FROM storefront_products sp
     JOIN products p ON p.product_id = sp.product_id
     JOIN videos v ON v.video_id = p.video_id
     LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id
     WHERE sp.storefront_id = ?1 ${listedOnly ? "AND p.listed = 1" : ""}
     ORDER BY sp.position, sp.created_at, p.product_id`,
    )
    .bind(storefrontId)
    .all<CuratedProductRow>();
  return results;
}

/** False when another storefront has the domain already (its unique index). */
export async function setStorefrontCustomDomain(db: Db, storefrontId: string, customDomain: string | null): Promise<boolean> {
  try {
    await db.update(storefronts).set({ custom_domain: customDomain }).where(eq(storefronts.storefront_id, storefrontId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** drizzle wraps D1's failure as "Failed query: <sql>" and keeps the reason only in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (/UNIQUE constraint failed/i.test(e.message)) return true;
  return false;
}

export interface CurationCandidateRow {
  product_id: string;
  product_name: string;
  channel_id: string;
  listed: number;
}

export async function productsForCuration(d1: D1Handle, productIds: string[]): Promise<CurationCandidateRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT product_id, product_name, channel_id, listed FROM products WHERE product_id IN (${productIds.map(() => "?").join(",")})`,
    )
    .bind(...productIds)
    .all<CurationCandidateRow>();
  return results;
}

export async function storefrontPositions(d1: D1Handle, storefrontId: string): Promise<{ product_id: string; position: number }[]> {
  const { results } = await d1
    .prepare("SELECT product_id, position FROM storefront_products WHERE storefront_id = ?")
    .bind(storefrontId)
    .all<{ product_id: string; position: number }>();
  return results;
}

export interface CuratedAddition {
  productId: string;
  productName: string;
  position: number;
}

/**
 * Curates products into a storefront in one transaction: each new product writes one `storefront`
 * notification per subscriber of the channel (a hidden channel notifies nobody), additions of the
 * hour grouped into one (notificationGroupSql); the unique
 * (user, content_type, ref_id) index keeps a removed-then-re-added product from notifying twice.
 * Returns the notifications written.
 */
export async function addCuratedProducts(
  d1: D1Handle,
  storefrontId: string,
  channelId: string,
  additions: CuratedAddition[],
): Promise<number> {
  if (additions.length === 0) return 0;
  const results = await d1.batch(
    additions.flatMap(({ productId, productName, position }) => [
      d1
        .prepare("INSERT INTO storefront_products (storefront_id, product_id, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
        .bind(storefrontId, productId, position),
      d1
        .prepare(
          `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, group_id)
       SELECT lower(hex(randomblob(16))), s.user_id, ?1, 'storefront', ?2, ?3, ${notificationGroupSql("s.user_id", "?1", "storefront")}
       FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id
       WHERE s.channel_id = ?1 AND c.show = 1
       ON CONFLICT DO NOTHING`,
        )
        .bind(channelId, productId, productName),
    ]),
  );
  return results.filter((_, i) => i % 2 === 1).reduce((sum, r) => sum + r.meta.changes, 0);
}

/** Whether a product was curated there (and now is not). */
export async function removeCuratedProduct(d1: D1Handle, storefrontId: string, productId: string): Promise<boolean> {
  const result = await d1
    .prepare("DELETE FROM storefront_products WHERE storefront_id = ? AND product_id = ?")
    .bind(storefrontId, productId)
    .run();
  return result.meta.changes > 0;
}

/** Positions follow the order of `productIds`, all in one transaction. */
export async function reorderCuratedProducts(d1: D1Handle, storefrontId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await d1.batch(
    productIds.map((id, position) =>
      d1.prepare("UPDATE storefront_products SET position = ? WHERE storefront_id = ? AND product_id = ?").bind(position, storefrontId, id),
    ),
  );
}

/** The storefront served on a custom domain; a hidden channel's storefront is served nowhere. */
export async function visibleStorefrontHandleByDomain(d1: D1Handle, host: string): Promise<string | null> {
  const row = await d1
    .prepare("SELECT s.handle FROM storefronts s JOIN channels c ON c.channel_id = s.channel_id WHERE s.custom_domain = ? AND c.show = 1")
    .bind(host)
    .first<{ handle: string }>();
  return row?.handle ?? null;
}
