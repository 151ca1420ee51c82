/**
 * Users' notifications (worker/services/notifications.ts). Every statement is keyed by the user's
 * id: a user only ever reads and marks their own.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery, RowsQuery } from "../rows";
import type { channels, notifications } from "../schema";

type Notification = typeof notifications.$inferSelect;

export type NotificationContentType = Notification["content_type"];

/** How long after a group's first notification a repeat from the same channel joins it. */
export const NOTIFICATION_GROUP_WINDOW = "-1 hour";

/**
 * The `group_id` of a notification being written for subscriber `user` about channel `channel`
 * (expressions of the INSERT … SELECT): the first notification of an unread group of that channel
 * and kind begun within the window, else null (it begins a group). Statements of one batch run in
 * order, so a batch adding several items groups them with each other.
 */
export function notificationGroupId(user: SQL, channel: SQL, contentType: "videos" | "storefront"): SQL {
  return sql`(SELECT g.notification_id FROM notifications g
     WHERE g.user_id = ${user} AND g.channel_id = ${channel} AND g.content_type = ${sql.raw(`'${contentType}'`)}
       AND g.group_id IS NULL AND g.is_read = 0
       AND g.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${sql.raw(`'${NOTIFICATION_GROUP_WINDOW}'`)})
     ORDER BY g.created_at DESC LIMIT 1)`;
}

/**
 * One row of the list: a group of repeats, read as its newest notification (SQLite answers the
 * bare columns of an aggregate query with max() from the row holding the max), with how many it
 * holds and how many of those are unread.
 */
export type NotificationRow = Pick<Notification, "notification_id" | "channel_id" | "content_type" | "ref_id" | "title" | "created_at"> &
  Pick<typeof channels.$inferSelect, "channel_name"> & {
    channel_handle: (typeof channels.$inferSelect)["handle"] | null;
    group_count: number;
    unread: number;
  };

/**
 * A page of the user's notifications, groups of repeats as one row, newest first; batched with
 * `notificationCounts`. Those about a channel an admin hid are left out (kept, and back once it is
 * shown) unless `hiddenToo`.
 */
export function notificationPage(
  db: Db,
  userId: string,
  page: { hiddenToo: boolean; limit: number; offset: number },
): RowsQuery<NotificationRow> {
  return db.all<NotificationRow>(
    sql`SELECT n.notification_id, n.channel_id, c.channel_name, c.handle AS channel_handle, n.content_type, n.ref_id, n.title,
              max(n.created_at) AS created_at, count(*) AS group_count, sum(n.is_read = 0) AS unread
       FROM notifications n JOIN channels c ON c.channel_id = n.channel_id
       WHERE n.user_id = ${userId} AND (c.show = 1 OR ${page.hiddenToo ? 1 : 0} = 1)
       GROUP BY coalesce(n.group_id, n.notification_id)
       ORDER BY created_at DESC, n.notification_id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** The user's rows (groups) and unread ones among them, hidden channels as in the page. */
export function notificationCounts(db: Db, userId: string, hiddenToo: boolean): RowQuery<{ total: number; unread: number }> {
  return db.get<{ total: number; unread: number }>(
    sql`SELECT count(DISTINCT coalesce(n.group_id, n.notification_id)) AS total,
              count(DISTINCT CASE WHEN n.is_read = 0 THEN coalesce(n.group_id, n.notification_id) END) AS unread
       FROM notifications n JOIN channels c ON c.channel_id = n.channel_id
       WHERE n.user_id = ${userId} AND (c.show = 1 OR ${hiddenToo ? 1 : 0} = 1)`,
  );
}

/**
 * Marks the notification and the rest of its group read (the user saw them as one row). False when
 * the user has no such notification.
 */
export async function setNotificationRead(db: Db, userId: string, notificationId: string): Promise<boolean> {
  const mine = await db.get<{ grp: string }>(
    sql`SELECT coalesce(group_id, notification_id) AS grp FROM notifications WHERE notification_id = ${notificationId} AND user_id = ${userId}`,
  );
  if (!mine) return false;
  await db.run(
    sql`UPDATE notifications SET is_read = 1
       WHERE user_id = ${userId} AND is_read = 0 AND (notification_id = ${mine.grp} OR group_id = ${mine.grp})`,
  );
  return true;
}

/** How many were unread. */
export async function setAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const result = await db.run(sql`UPDATE notifications SET is_read = 1 WHERE user_id = ${userId} AND is_read = 0`);
  return result.meta.changes;
}
