/**
 * Following a product for price-drop alerts (issue 14). A signed-in visitor follows a product
 * (one mention of it: its page); when the daily re-check records a drop of one of its listings
 * (worker/services/price-history.ts says what a drop is), each follower gets one notification,
 * shown in the bell and in the digest e-mail. A user only reads and changes their own follows.
 */
import { z } from "zod";
import { rawStatement, type BatchStatement } from "../db/batch";
import type { D1Handle } from "../db/client";
import { seesHidden, type ServiceContext } from "./context";
import { notFound, unauthorized } from "../lib/errors";
import { limitParam, pageParam } from "./pagination";
import { formatMoney } from "./price-history";

export const listFollowedProductsInput = z.object({ page: pageParam, limit: limitParam(20) });

function viewerOf(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

/** The product exists and the viewer may see it (a hidden channel's products exist only for admins). */
async function requireVisibleProduct(rc: ServiceContext, productId: string): Promise<void> {
  const row = await rc.d1
    .prepare("SELECT c.show FROM products p JOIN channels c ON c.channel_id = p.channel_id WHERE p.product_id = ?")
    .bind(productId)
    .first<{ show: number }>();
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw notFound("Product");
}

/** Idempotent: following twice keeps the first follow (and its date). */
export async function followProduct(rc: ServiceContext, productId: string) {
  const viewer = viewerOf(rc);
  await requireVisibleProduct(rc, productId);
  await rc.d1
    .prepare("INSERT INTO product_follows (user_id, product_id) VALUES (?, ?) ON CONFLICT DO NOTHING")
    .bind(viewer.user_id, productId)
    .run();
  return { product_id: productId, following: true };
}

/** Idempotent too: unfollowing a product one does not follow answers the same. */
export async function unfollowProduct(rc: ServiceContext, productId: string) {
  const viewer = viewerOf(rc);
  await requireVisibleProduct(rc, productId);
  await rc.d1.prepare("DELETE FROM product_follows WHERE user_id = ? AND product_id = ?").bind(viewer.user_id, productId).run();
  return { product_id: productId, following: false };
}

/** For a product page's batch: 1 row when the viewer follows it. */
export const isFollowingStatement = (d1: D1Handle, userId: string, productId: string) =>
  d1.prepare("SELECT 1 AS following FROM product_follows WHERE user_id = ? AND product_id = ?").bind(userId, productId);

interface FollowedRow {
  product_id: string;
  product_name: string;
  brand: string | null;
  followed_at: string;
  listed: number;
  amazon_product_id: string | null;
  price: number | null;
  currency: string | null;
  image_url: string | null;
  low_30d: number | null;
}

/** My followed products, newest follow first, each with its current first listing's price and its 30-day low. */
export async function listFollowedProducts(rc: ServiceContext, rawInput: z.input<typeof listFollowedProductsInput>) {
  const viewer = viewerOf(rc);
  const input = listFollowedProductsInput.parse(rawInput);
  const hiddenToo = seesHidden(rc) ? 1 : 0;
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
  const [page, count] = await rc.d1.batch([
    rc.d1
      .prepare(
        `SELECT p.product_id, p.product_name, p.brand, f.created_at AS followed_at, p.listed, p.amazon_product_id,
              m.price, m.currency, m.image_url,
              (SELECT min(lp.price) FROM listing_prices lp WHERE lp.amazon_product_id = p.amazon_product_id AND lp.currency = m.currency
                 AND lp.observed_at >= coalesce((SELECT max(b.observed_at) FROM listing_prices b WHERE b.amazon_product_id = p.amazon_product_id AND b.observed_at < ?4), ?4)) AS low_30d
       FROM product_follows f
       JOIN products p ON p.product_id = f.product_id
       JOIN channels c ON c.channel_id = p.channel_id
       LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id AND m.is_dead = 0
       WHERE f.user_id = ?1 AND (c.show = 1 OR ?5 = 1)
       ORDER BY f.created_at DESC, f.product_id LIMIT ?2 OFFSET ?3`,
      )
      .bind(viewer.user_id, input.limit, (input.page - 1) * input.limit, since, hiddenToo),
    rc.d1
      .prepare(
        `SELECT count(*) AS total FROM product_follows f JOIN products p ON p.product_id = f.product_id JOIN channels c ON c.channel_id = p.channel_id
       WHERE f.user_id = ?1 AND (c.show = 1 OR ?2 = 1)`,
      )
      .bind(viewer.user_id, hiddenToo),
  ]);
  return {
    products: ((page?.results ?? []) as FollowedRow[]).map((r) => ({
      product_id: r.product_id,
      product_name: r.product_name,
      brand: r.brand,
      followed_at: r.followed_at,
      listed: r.listed === 1,
      amazon_product_id: r.listed === 1 ? r.amazon_product_id : null,
      price: r.listed === 1 ? r.price : null,
      currency: r.listed === 1 ? r.currency : null,
      image_url: r.listed === 1 ? r.image_url : null,
      low_30d: r.listed === 1 ? r.low_30d : null,
    })),
    total: (count?.results[0] as { total: number }).total,
  };
}

/**
 * The alerts of one price drop of item `asin`: one notification per follower of any product that
 * lists it (a user following two mentions of the product gets one). Runs in the batch that records
 * the new price, right after it: the notification names that listing_prices row
 * (`{product_id}:{price_id}`), so a re-run that finds the same drop writes nothing new.
 * Text: "Price drop: {product} is now {price} (was {old})".
 */
export function priceDropNotificationStatement(asin: string, price: number, previous: number, currency: string): BatchStatement {
  return rawStatement(
    `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title)
     SELECT lower(hex(randomblob(16))), user_id, channel_id, 'price_drop',
            product_id || ':' || (SELECT max(price_id) FROM listing_prices WHERE amazon_product_id = ?1),
            'Price drop: ' || product_name || ?2
     FROM (SELECT f.user_id, min(p.product_id) AS product_id, p.channel_id, p.product_name
           FROM product_listings l
           JOIN product_follows f ON f.product_id = l.product_id
           JOIN products p ON p.product_id = l.product_id
           WHERE l.amazon_product_id = ?1
           GROUP BY f.user_id)
     WHERE true
     ON CONFLICT DO NOTHING`,
    asin,
    ` is now ${formatMoney(price, currency)} (was ${formatMoney(previous, currency)})`,
  );
}

/** The product a price-drop notification links to (its ref_id is `{product_id}:{price_id}`). */
export const priceDropProductId = (refId: string): string => (refId.includes(":") ? refId.slice(0, refId.lastIndexOf(":")) : refId);
