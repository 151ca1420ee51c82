/** What the daily cron asks the WebSub hub for (worker/pipeline/websub-subscriptions.ts). */
import type { Db } from "../client";

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
  const d1 = db.$client;
  const [subscribe, unsubscribe] = await d1.batch<{ channel_id: string }>([
    d1
      .prepare(
        `SELECT c.channel_id FROM channels c LEFT JOIN websub_subscriptions w ON w.channel_id = c.channel_id
         WHERE c.show = 1 AND (
           w.channel_id IS NULL
           OR w.status IN ('unsubscribed', 'failed')
           OR (w.status = 'active' AND (w.lease_expires_at IS NULL OR w.lease_expires_at < ?1 OR w.callback_nonce IS NULL))
           OR (w.status = 'requested' AND w.updated_at < ?2))
         ORDER BY w.lease_expires_at IS NOT NULL, w.lease_expires_at, c.channel_id
         LIMIT ?3`,
      )
      .bind(renewBefore, unverifiedBefore, limit),
    d1
      .prepare(
        `SELECT w.channel_id FROM websub_subscriptions w JOIN channels c ON c.channel_id = w.channel_id
         WHERE c.show = 0 AND w.status IN ('requested', 'active') ORDER BY w.channel_id LIMIT ?1`,
      )
      .bind(limit),
  ]);
  return {
    subscribe: (subscribe?.results ?? []).map((r) => r.channel_id),
    unsubscribe: (unsubscribe?.results ?? []).map((r) => r.channel_id),
  };
}
