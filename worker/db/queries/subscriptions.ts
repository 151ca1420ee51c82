/** Users' subscriptions to channels (worker/services/subscriptions.ts). */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery, RowsQuery } from "../rows";
import type { subscriptions } from "../schema";
import type { ChannelListRow } from "./channels";

/** Subscribing twice keeps the first subscription (and its date). */
export async function insertSubscription(db: Db, userId: string, channelId: string): Promise<void> {
  await db.run(sql`INSERT INTO subscriptions (user_id, channel_id) VALUES (${userId}, ${channelId}) ON CONFLICT DO NOTHING`);
}

/** False when there was no such subscription. */
export async function deleteSubscription(db: Db, userId: string, channelId: string): Promise<boolean> {
  const result = await db.run(sql`DELETE FROM subscriptions WHERE user_id = ${userId} AND channel_id = ${channelId}`);
  return result.meta.changes > 0;
}

/** A subscribed channel as the channel lists show it (always marked subscribed), with when. */
export type SubscriptionRow = ChannelListRow & { subscribed_at: (typeof subscriptions.$inferSelect)["created_at"] };

/** Hidden channels' subscriptions are kept but listed to admins only. */
const showFilter = (hiddenToo: boolean) => (hiddenToo ? sql`` : sql`AND c.show = 1`);

/** A page of the user's subscriptions, newest first; batched with `subscriptionCount`. */
export function subscriptionPage(
  db: Db,
  userId: string,
  page: { hiddenToo: boolean; limit: number; skip: number },
): RowsQuery<SubscriptionRow> {
  return db.all<SubscriptionRow>(
    sql`SELECT s.created_at AS subscribed_at, c.channel_id, c.handle, c.channel_name, c.thumbnail_url, c.description, c.category,
              c.show, c.video_count, c.product_count, c.subscriber_count, 1 AS is_subscribed
       FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id
       WHERE s.user_id = ${userId} ${showFilter(page.hiddenToo)} ORDER BY s.created_at DESC, c.channel_id LIMIT ${page.limit} OFFSET ${page.skip}`,
  );
}

/** How many subscriptions the user has. */
export function subscriptionCount(db: Db, userId: string, hiddenToo: boolean): RowQuery<{ total: number }> {
  return db.get<{ total: number }>(
    sql`SELECT count(*) AS total FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id WHERE s.user_id = ${userId} ${showFilter(hiddenToo)}`,
  );
}
