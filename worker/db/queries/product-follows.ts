import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery, Stored } from "../rows";
import type { marketplaceItems, productFollows, products } from "../schema";
import type { MarketplaceCode } from "../../lib/marketplaces";

/** Idempotent: following again keeps the first follow's date, and takes the marketplace the visitor now shops in. */
export async function insertFollow(db: Db, userId: string, productId: string, marketplace: MarketplaceCode): Promise<void> {
  await db.run(
    sql`INSERT INTO product_follows (user_id, product_id, marketplace) VALUES (${userId}, ${productId}, ${marketplace}) ON CONFLICT (user_id, product_id) DO UPDATE SET marketplace = excluded.marketplace`,
  );
}

export async function deleteFollow(db: Db, userId: string, productId: string): Promise<void> {
  await db.run(sql`DELETE FROM product_follows WHERE user_id = ${userId} AND product_id = ${productId}`);
}

/** For a product page's batch: a row when the user follows it. */
export const isFollowing = (db: Db, userId: string, productId: string): RowQuery<{ following: number }> =>
  db.get<{ following: number }>(sql`SELECT 1 AS following FROM product_follows WHERE user_id = ${userId} AND product_id = ${productId}`);

type Item = typeof marketplaceItems.$inferSelect;

/** A followed product with its current first listing (when it has one: its columns are null otherwise) and that listing's 30-day low. */
export type FollowedRow = Stored<
  Pick<typeof products.$inferSelect, "product_id" | "product_name" | "brand" | "listed" | "amazon_product_id">
> & {
  followed_at: (typeof productFollows.$inferSelect)["created_at"];
  price: Item["price"];
  currency: Item["currency"] | null;
  image_url: Item["image_url"];
  low_30d: number | null;
};

/**
 * A user's followed products, newest follow first (batched with `followedProductsCount`). `since`
 * opens the 30-day window of the low price; a hidden channel's products count only with `hiddenToo`.
 */
export function followedProductsPage(db: Db, userId: string, page: { limit: number; offset: number; since: string; hiddenToo: boolean }) {
  return db.all<FollowedRow>(
    sql`SELECT p.product_id, p.product_name, p.brand, f.created_at AS followed_at, p.listed, p.amazon_product_id,
              m.price, m.currency, m.image_url,
              (SELECT min(lp.price) FROM listing_prices lp WHERE lp.amazon_product_id = p.amazon_product_id AND lp.currency = m.currency
                 AND lp.observed_at >= coalesce((SELECT max(b.observed_at) FROM listing_prices b WHERE b.amazon_product_id = p.amazon_product_id AND b.observed_at < ${page.since}), ${page.since})) AS low_30d
       FROM product_follows f
       JOIN products p ON p.product_id = f.product_id
       JOIN channels c ON c.channel_id = p.channel_id
       LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id AND m.is_dead = 0
       WHERE f.user_id = ${userId} AND (c.show = 1 OR ${page.hiddenToo ? 1 : 0} = 1)
       ORDER BY f.created_at DESC, f.product_id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** How many products the user follows, hidden channels' as in the page. */
export function followedProductsCount(db: Db, userId: string, hiddenToo: boolean): RowQuery<{ total: number }> {
  return db.get<{ total: number }>(
    sql`SELECT count(*) AS total FROM product_follows f JOIN products p ON p.product_id = f.product_id JOIN channels c ON c.channel_id = p.channel_id
       WHERE f.user_id = ${userId} AND (c.show = 1 OR ${hiddenToo ? 1 : 0} = 1)`,
  );
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
export function priceDropNotifications(db: Db, asin: string, wording: string, served?: readonly MarketplaceCode[]) {
  const servedJson = served ? JSON.stringify(served) : null;
  return db.run(
    sql`INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title)
     SELECT lower(hex(randomblob(16))), user_id, channel_id, 'price_drop',
            product_id || ':' || (SELECT max(price_id) FROM listing_prices WHERE amazon_product_id = ${asin}),
            'Price drop: ' || product_name || ${wording}
     FROM (SELECT f.user_id, min(p.product_id) AS product_id, p.channel_id, p.product_name
           FROM product_listings l
           JOIN product_follows f ON f.product_id = l.product_id
           JOIN products p ON p.product_id = l.product_id
           WHERE l.amazon_product_id = ${asin}
             AND NOT EXISTS (SELECT 1 FROM local_offers lo WHERE lo.amazon_product_id = ${asin} AND lo.marketplace = f.marketplace
                               AND lo.status = 'verified' AND lo.is_dead = 0
                               AND (${servedJson} IS NULL OR lo.marketplace IN (SELECT value FROM json_each(${servedJson}))))
           GROUP BY f.user_id)
     WHERE true
     ON CONFLICT DO NOTHING`,
  );
}

/**
 * The alerts of one price drop of the offer of default item `asin` in `marketplace`: one
 * notification per follower (in that marketplace) of any product that lists the item. Runs right
 * after the local_offer_prices row of the drop; the notification names it with the marketplace
 * code in front of its id (`{product_id}:{code}{price_id}`), so it never meets a default alert's
 * reference, and a re-run that finds the same drop writes nothing new.
 */
export function localPriceDropNotifications(db: Db, asin: string, marketplace: MarketplaceCode, wording: string) {
  return db.run(
    sql`INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title)
     SELECT lower(hex(randomblob(16))), user_id, channel_id, 'price_drop',
            product_id || ':' || ${marketplace} || (SELECT max(price_id) FROM local_offer_prices WHERE amazon_product_id = ${asin} AND marketplace = ${marketplace}),
            'Price drop: ' || product_name || ${wording}
     FROM (SELECT f.user_id, min(p.product_id) AS product_id, p.channel_id, p.product_name
           FROM product_listings l
           JOIN product_follows f ON f.product_id = l.product_id AND f.marketplace = ${marketplace}
           JOIN products p ON p.product_id = l.product_id
           WHERE l.amazon_product_id = ${asin}
           GROUP BY f.user_id)
     WHERE true
     ON CONFLICT DO NOTHING`,
  );
}
