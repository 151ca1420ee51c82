/** The daily notification digest: the preference, the notifications due and when each was sent (worker/services/digest.ts). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { isoNow } from "../columns";
import type { RowQuery, RowsQuery, Stored } from "../rows";
import { type channels, type notifications, type storefronts, users } from "../schema";

export type DigestPreferenceRow = Stored<Pick<typeof users.$inferSelect, "notification_digest">>;

export function digestPreferenceRow(db: Db, userId: string): RowQuery<DigestPreferenceRow> {
  return db.get<DigestPreferenceRow>(sql`SELECT notification_digest FROM users WHERE user_id = ${userId}`);
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

export type DigestItem = Pick<typeof notifications.$inferSelect, "content_type" | "ref_id" | "title" | "channel_id" | "created_at"> &
  Pick<typeof channels.$inferSelect, "channel_name"> & { storefront_handle: (typeof storefronts.$inferSelect)["handle"] | null };

export type DigestItemRow = DigestItem & Pick<typeof users.$inferSelect, "user_id" | "email">;

/**
 * Unread notifications of users with the digest on, created since their last digest (or since
 * `firstSince` for a user who has had none) and before `until`; by user, newest first. A channel
 * an admin hid appears only in admins' digests.
 */
export function dueDigestItems(db: Db, firstSince: string, until: string): RowsQuery<DigestItemRow> {
  return db.all<DigestItemRow>(
    sql`SELECT u.user_id, u.email, n.content_type, n.ref_id, n.title, n.channel_id, c.channel_name,
              s.handle AS storefront_handle, n.created_at
       FROM users u
       JOIN notifications n ON n.user_id = u.user_id
       JOIN channels c ON c.channel_id = n.channel_id
       LEFT JOIN storefronts s ON s.channel_id = n.channel_id
       WHERE u.notification_digest = 1 AND n.is_read = 0 AND n.created_at >= COALESCE(u.last_digest_at, ${firstSince}) AND n.created_at < ${until}
         AND (c.show = 1 OR u.is_admin = 1)
       ORDER BY u.user_id, n.created_at DESC, n.notification_id`,
  );
}

/** The next digest starts at `until`; never moves back (an older run finishing late). */
export async function markDigestSent(db: Db, userId: string, until: string): Promise<void> {
  await db.run(
    sql`UPDATE users SET last_digest_at = ${until} WHERE user_id = ${userId} AND (last_digest_at IS NULL OR last_digest_at < ${until})`,
  );
}
