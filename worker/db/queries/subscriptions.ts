/** Users' subscriptions to channels (worker/services/subscriptions.ts). */
import type { D1Handle } from "../client";
import { rowStatement, type RowStatement } from "../rows";
import type { ChannelListRow } from "./channels";

/** Subscribing twice keeps the first subscription (and its date). */
export async function insertSubscription(d1: D1Handle, userId: string, channelId: string): Promise<void> {
  await d1.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?) ON CONFLICT DO NOTHING").bind(userId, channelId).run();
}

/** False when there was no such subscription. */
export async function deleteSubscription(d1: D1Handle, userId: string, channelId: string): Promise<boolean> {
  const result = await d1.prepare("DELETE FROM subscriptions WHERE user_id = ? AND channel_id = ?").bind(userId, channelId).run();
  return result.meta.changes > 0;
}

/** A subscribed channel as the channel lists show it (always marked subscribed), with when. */
export interface SubscriptionRow extends ChannelListRow {
  subscribed_at: string;
}

export interface SubscriptionCountRow {
  total: number;
}

/** Hidden channels' subscriptions are kept but listed to admins only. */
const showFilter = (hiddenToo: boolean) => (hiddenToo ? "" : "AND c.show = 1");

/** A page of the user's subscriptions, newest first (SubscriptionRow); batched with `subscriptionCountStatement`. */
export function subscriptionPageStatement(
  d1: D1Handle,
  userId: string,
  page: { hiddenToo: boolean; limit: number; skip: number },
): RowStatement<SubscriptionRow> {
  return rowStatement<SubscriptionRow>(
    d1
      .prepare(
        `SELECT s.created_at AS subscribed_at, c.channel_id, c.handle, c.channel_name, c.thumbnail_url, c.description, c.category,
              c.show, c.video_count, c.product_count, c.subscriber_count, 1 AS is_subscribed
       FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id
       WHERE s.user_id = ?1 ${showFilter(page.hiddenToo)} ORDER BY s.created_at DESC, c.channel_id LIMIT ?2 OFFSET ?3`,
      )
      .bind(userId, page.limit, page.skip),
  );
}

/** How many subscriptions the user has (one SubscriptionCountRow). */
export function subscriptionCountStatement(d1: D1Handle, userId: string, hiddenToo: boolean): RowStatement<SubscriptionCountRow> {
  return rowStatement<SubscriptionCountRow>(
    d1
      .prepare(
        `SELECT count(*) AS total FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id WHERE s.user_id = ? ${showFilter(hiddenToo)}`,
      )
      .bind(userId),
  );
}
