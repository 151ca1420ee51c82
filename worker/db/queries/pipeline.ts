/** Statements of the pipeline's tasks (worker/pipeline/tasks/) that the query builder cannot express. */
import { sql } from "drizzle-orm";
import { rawStatement, type BatchStatement } from "../batch";
import type { Db } from "../client";
import { notificationGroupSql } from "./notifications";

/**
 * One `videos` notification per subscriber of the channel, for a batch storing the upload, grouped
 * with the channel's other new videos of the hour (notificationGroupSql). The unique (user, content_type, ref_id) index makes a redelivered run a no-op; a channel an admin
 * hid notifies nobody.
 */
export function newVideoNotificationsStatement(channelId: string, videoId: string, title: string): BatchStatement {
  return rawStatement(
    `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, group_id)
             SELECT lower(hex(randomblob(16))), s.user_id, ?1, 'videos', ?2, ?3, ${notificationGroupSql("s.user_id", "?1", "videos")}
             FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id
             WHERE s.channel_id = ?1 AND c.show = 1
             ON CONFLICT DO NOTHING`,
    channelId,
    videoId,
    title,
  );
}

export interface KnownListingRow {
  amazon_product_id: string;
  title: string;
  image_url: string | null;
  currency: string;
  price: number | null;
  rating: number | null;
  reviews_count: number;
  product_url: string;
}

/** The live listings, in order, of a listed product with this match key (every mention of it shares them). */
export async function knownListingsOfMatchKey(db: Db, matchKey: string): Promise<KnownListingRow[]> {
  return db.all<KnownListingRow>(sql`
    SELECT m.amazon_product_id, m.title, m.image_url, m.currency, m.price, m.rating, m.reviews_count, m.product_url
    FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
    WHERE l.product_id = (SELECT product_id FROM products WHERE match_key = ${matchKey} AND listing_count > 0 LIMIT 1)
      AND m.is_dead = 0
    ORDER BY l.position`);
}
