/**
 * WebSub subscriptions: what the daily cron asks the hub for (worker/pipeline/websub-subscriptions.ts)
 * and what the hub's callbacks read and record (worker/services/websub-notifications.ts).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery, Stored } from "../rows";
import { type channels, videos, websubSubscriptions } from "../schema";

export type WebSubSubscriptionRow = typeof websubSubscriptions.$inferSelect;

export function webSubSubscription(db: Db, channelId: string): RowQuery<WebSubSubscriptionRow> {
  return db.get<WebSubSubscriptionRow>(sql`SELECT * FROM websub_subscriptions WHERE channel_id = ${channelId}`);
}

/**
 * One request to the hub, recorded as the one awaiting verification (a new subscription starts
 * `requested`, an unsubscription is `unsubscribed` at once); the last error is forgotten.
 */
export function recordWebSubRequest(
  db: Db,
  request: Pick<
    WebSubSubscriptionRow,
    "channel_id" | "topic_url" | "status" | "pending_nonce" | "pending_mode" | "requested_at" | "updated_at"
  >,
) {
  const { channel_id: _channelId, ...changes } = request;
  return db
    .insert(websubSubscriptions)
    .values(request)
    .onConflictDoUpdate({ target: websubSubscriptions.channel_id, set: { ...changes, last_error: null } });
}

/** Records what the hub answered; `updated_at` comes with the changes, on the callback's own clock. */
export function updateWebSubSubscription(
  db: Db,
  channelId: string,
  changes: Partial<Omit<WebSubSubscriptionRow, "channel_id">> & { updated_at: string },
) {
  return db.update(websubSubscriptions).set(changes).where(eq(websubSubscriptions.channel_id, channelId));
}

/** The channel a notification is about, with its subscription's status (none without a subscription). */
export function subscribedChannel(
  db: Db,
  channelId: string,
): RowQuery<Stored<Pick<typeof channels.$inferSelect, "handle" | "show">> & Pick<WebSubSubscriptionRow, "status">> {
  return db.get(
    sql`SELECT c.handle, c.show, w.status FROM channels c JOIN websub_subscriptions w ON w.channel_id = c.channel_id WHERE c.channel_id = ${channelId}`,
  );
}

/** Which of these videos of the channel are stored already. */
export async function storedVideoIds(db: Db, channelId: string, videoIds: string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db
    .select({ id: videos.video_id })
    .from(videos)
    .where(and(eq(videos.channel_id, channelId), inArray(videos.video_id, videoIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Visible channels without a live subscription (none yet, unsubscribed, failed, a request not
 * verified since `unverifiedBefore`, a lease ending before `renewBefore`, or one verified before
 * callbacks carried a nonce), oldest lease first; and subscribed channels an admin hid. One round trip.
 */
export async function webSubWork(
  db: Db,
  renewBefore: string,
  unverifiedBefore: string,
  limit: number,
): Promise<{ subscribe: string[]; unsubscribe: string[] }> {
  const [subscribe, unsubscribe] = await batch(db, [
    db.all<{ channel_id: string }>(
      sql`SELECT c.channel_id FROM channels c LEFT JOIN websub_subscriptions w ON w.channel_id = c.channel_id
         WHERE c.show = 1 AND (
           w.channel_id IS NULL
           OR w.status IN ('unsubscribed', 'failed')
           OR (w.status = 'active' AND (w.lease_expires_at IS NULL OR w.lease_expires_at < ${renewBefore} OR w.callback_nonce IS NULL))
           OR (w.status = 'requested' AND w.updated_at < ${unverifiedBefore}))
         ORDER BY w.lease_expires_at IS NOT NULL, w.lease_expires_at, c.channel_id
         LIMIT ${limit}`,
    ),
    db.all<{ channel_id: string }>(
      sql`SELECT w.channel_id FROM websub_subscriptions w JOIN channels c ON c.channel_id = w.channel_id
         WHERE c.show = 0 AND w.status IN ('requested', 'active') ORDER BY w.channel_id LIMIT ${limit}`,
    ),
  ]);
  return { subscribe: subscribe.map((r) => r.channel_id), unsubscribe: unsubscribe.map((r) => r.channel_id) };
}
