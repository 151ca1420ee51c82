/** The daily notification digest: the preference, the notifications due and when each was sent (worker/services/digest.ts). */
import { eq, sql } from "drizzle-orm";
import type { D1Handle, Db } from "../client";
import { isoNow } from "../columns";
import { users } from "../schema";
import type { NotificationContentType } from "./notifications";

export interface DigestPreferenceRow {
  notification_digest: number;
}

export async function digestPreferenceRow(d1: D1Handle, userId: string): Promise<DigestPreferenceRow | null> {
  return d1.prepare("SELECT notification_digest FROM users WHERE user_id = ?").bind(userId).first<DigestPreferenceRow>();
}

/** False when there is no such user. */
export async function setDigestPreference(db: Db, userId: string, on: boolean): Promise<boolean> {
  const flag = on ? 1 : 0;
  // Turning the digest on starts its window now: the first digest never reaches back before the opt-in.
  const result = await db.run(sql`UPDATE users SET
       last_digest_at = CASE WHEN ${flag} = 1 AND notification_digest = 0 THEN ${isoNow} ELSE last_digest_at END,
       notification_digest = ${flag}, updated_at = ${isoNow}
     WHERE user_id = ${userId}`);
  return result.meta.changes > 0;
}

/** Turns the digest off (the unsubscribe link); false when there is no such user. */
export async function turnOffDigest(db: Db, userId: string): Promise<boolean> {
  const result = await db.update(users).set({ notification_digest: false }).where(eq(users.user_id, userId));
  return result.meta.changes > 0;
}

export interface DigestItem {
  content_type: NotificationContentType;
  ref_id: string;
  title: string;
  channel_id: string;
  channel_name: string;
  storefront_handle: string | null;
  created_at: string;
}

export interface DigestItemRow extends DigestItem {
  user_id: string;
  email: string;
}

/**
 * Unread notifications of users with the digest on, created since their last digest (or since
 * `firstSince` for a user who has had none) and before `until`; by user, newest first. A channel
 * an admin hid appears only in admins' digests.
 */
export async function dueDigestItems(d1: D1Handle, firstSince: string, until: string): Promise<DigestItemRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT u.user_id, u.email, n.content_type, n.ref_id, n.title, n.channel_id, c.channel_name,
              s.handle AS storefront_handle, n.created_at
       FROM users u
       JOIN notifications n ON n.user_id = u.user_id
       JOIN channels c ON c.channel_id = n.channel_id
       LEFT JOIN storefronts s ON s.channel_id = n.channel_id
       WHERE u.notification_digest = 1 AND n.is_read = 0 AND n.created_at >= COALESCE(u.last_digest_at, ?1) AND n.created_at < ?2
         AND (c.show = 1 OR u.is_admin = 1)
       ORDER BY u.user_id, n.created_at DESC, n.notification_id`,
    )
    .bind(firstSince, until)
    .all<DigestItemRow>();
  return results;
}

/** The next digest starts at `until`; never moves back (an older run finishing late). */
export async function markDigestSent(d1: D1Handle, userId: string, until: string): Promise<void> {
  await d1
    .prepare("UPDATE users SET last_digest_at = ?1 WHERE user_id = ?2 AND (last_digest_at IS NULL OR last_digest_at < ?1)")
    .bind(until, userId)
    .run();
}
