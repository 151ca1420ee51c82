import { rawStatement, type BatchStatement } from "../batch";
import type { D1Handle } from "../client";
import { batchRows, rowStatement } from "../rows";
import type { TotalRow } from "./products";
import type { MarketplaceCode } from "../../lib/marketplaces";

/** Idempotent: following again keeps the first follow's date, and takes the marketplace the visitor now shops in. */
export async function insertFollow(d1: D1Handle, userId: string, productId: string, marketplace: MarketplaceCode): Promise<void> {
  await d1
    .prepare(
      "INSERT INTO product_follows (user_id, product_id, marketplace) VALUES (?1, ?2, ?3) ON CONFLICT (user_id, product_id) DO UPDATE SET marketplace = excluded.marketplace",
    )
    .bind(userId, productId, marketplace)
    .run();
}

export async function deleteFollow(d1: D1Handle, userId: string, productId: string): Promise<void> {
  await d1.prepare("DELETE FROM product_follows WHERE user_id = ? AND product_id = ?").bind(userId, productId).run();
}

/** For a product page's batch: 1 row when the user follows it. */
export const isFollowingStatement = (d1: D1Handle, userId: string, productId: string) =>
  rowStatement<{ following: number }>(
    d1.prepare("SELECT 1 AS following FROM product_follows WHERE user_id = ? AND product_id = ?").bind(userId, productId),
  );

/** A followed product with its current first listing (when it has one) and that listing's 30-day low. */
export interface FollowedRow {
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

/**
 * A user's followed products, newest follow first, and their number: one round trip. `since` opens
 * the 30-day window of the low price; a hidden channel's products count only with `hiddenToo`.
 */
export async function followedProductsPage(
  d1: D1Handle,
  userId: string,
  page: { limit: number; offset: number; since: string; hiddenToo: boolean },
): Promise<{ rows: FollowedRow[]; total: number }> {
  const hiddenToo = page.hiddenToo ? 1 : 0;
  const [rows, count] = await batchRows(d1, [
    rowStatement<FollowedRow>(
      d1
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
        .bind(userId, page.limit, page.offset, page.since, hiddenToo),
    ),
    rowStatement<TotalRow>(
      d1
        .prepare(
          `SELECT count(*) AS total FROM product_follows f JOIN products p ON p.product_id = f.product_id JOIN channels c ON c.channel_id = p.channel_id
       WHERE f.user_id = ?1 AND (c.show = 1 OR ?2 = 1)`,
        )
        .bind(userId, hiddenToo),
    ),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

/**
 * The alerts of one price drop of the default marketplace's item `asin`: one notification per
 * follower of any product that lists it (a user following two mentions of the product gets one)
 * who is shown that price: followers in the default marketplace, and followers in a marketplace
 * with no verified live offer of the item, or one the site no longer serves (`served`, the other
 * marketplaces served; absent, every one): their pages show the default listing. (No local offer
 * row is ever of the default marketplace, so its followers always pass the NOT EXISTS.) Runs in
 * the batch that records the new price, right after it: the notification names that
 * listing_prices row (`{product_id}:{price_id}`), so a re-run that finds the same drop writes
 * nothing new. Title: "Price drop: {product}" followed by `wording`.
 */
export function priceDropNotificationsStatement(asin: string, wording: string, served?: readonly MarketplaceCode[]): BatchStatement {
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
             AND NOT EXISTS (SELECT 1 FROM local_offers lo WHERE lo.amazon_product_id = ?1 AND lo.marketplace = f.marketplace
                               AND lo.status = 'verified' AND lo.is_dead = 0
                               AND (?3 IS NULL OR lo.marketplace IN (SELECT value FROM json_each(?3))))
           GROUP BY f.user_id)
     WHERE true
     ON CONFLICT DO NOTHING`,
    asin,
    wording,
    served ? JSON.stringify(served) : null,
  );
}

/**
 * The alerts of one price drop of the offer of default item `asin` in `marketplace`: one
 * notification per follower (in that marketplace) of any product that lists the item. Runs right
 * after the local_offer_prices row of the drop; the notification names it with the marketplace
 * code in front of its id (`{product_id}:{code}{price_id}`), so it never meets a default alert's
 * reference, and a re-run that finds the same drop writes nothing new.
 */
export function localPriceDropNotificationsStatement(asin: string, marketplace: MarketplaceCode, wording: string): BatchStatement {
  return rawStatement(
    `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title)
     SELECT lower(hex(randomblob(16))), user_id, channel_id, 'price_drop',
            product_id || ':' || ?2 || (SELECT max(price_id) FROM local_offer_prices WHERE amazon_product_id = ?1 AND marketplace = ?2),
            'Price drop: ' || product_name || ?3
     FROM (SELECT f.user_id, min(p.product_id) AS product_id, p.channel_id, p.product_name
           FROM product_listings l
           JOIN product_follows f ON f.product_id = l.product_id AND f.marketplace = ?2
           JOIN products p ON p.product_id = l.product_id
           WHERE l.amazon_product_id = ?1
           GROUP BY f.user_id)
     WHERE true
     ON CONFLICT DO NOTHING`,
    asin,
    marketplace,
    wording,
  );
}
