/**
 * Users' notifications (worker/services/notifications.ts). Every statement is keyed by the user's
 * id: a user only ever reads and marks their own.
 */
import type { D1Handle } from "../client";
import { rowStatement, type RowStatement } from "../rows";
import type { notifications } from "../schema";

export type NotificationContentType = (typeof notifications.$inferSelect)["content_type"];

/** How long after a group's first notification a repeat from the same channel joins it. */
export const NOTIFICATION_GROUP_WINDOW = "-1 hour";

/**
 * The `group_id` of a notification being written for subscriber `userExpr` about channel
 * `channelExpr` (SQL expressions of the INSERT … SELECT): the first notification of an unread group
 * of that channel and kind begun within the window, else null (it begins a group). Statements of one
 * batch run in order, so a batch adding several items groups them with each other.
 */
export function notificationGroupSql(userExpr: string, channelExpr: string, contentType: "videos" | "storefront"): string {
  return `(SELECT g.notification_id FROM notifications g
     WHERE g.user_id = ${userExpr} AND g.channel_id = ${channelExpr} AND g.content_type = '${contentType}'
       AND g.group_id IS NULL AND g.is_read = 0
       AND g.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '${NOTIFICATION_GROUP_WINDOW}')
     ORDER BY g.created_at DESC LIMIT 1)`;
}

/**
 * One row of the list: a group of repeats, read as its newest notification (SQLite answers the
 * bare columns of an aggregate query with max() from the row holding the max), with how many it
 * holds and how many of those are unread.
 */
export interface NotificationRow {
  notification_id: string;
  channel_id: string;
  channel_name: string;
  channel_handle: string | null;
  content_type: NotificationContentType;
  ref_id: string;
  title: string;
  created_at: string;
  group_count: number;
  unread: number;
}

export interface NotificationCountsRow {
  total: number;
  unread: number;
}

/**
 * A page of the user's notifications, groups of repeats as one row, newest first (NotificationRow);
 * batched with `notificationCountsStatement`. Those about a channel an admin hid are left out (kept,
 * and back once it is shown) unless `hiddenToo`.
 */
export function notificationPageStatement(
  d1: D1Handle,
  userId: string,
  page: { hiddenToo: boolean; limit: number; offset: number },
): RowStatement<NotificationRow> {
  return rowStatement<NotificationRow>(
    d1
      .prepare(
        `SELECT n.notification_id, n.channel_id, c.channel_name, c.handle AS channel_handle, n.content_type, n.ref_id, n.title,
              max(n.created_at) AS created_at, count(*) AS group_count, sum(n.is_read = 0) AS unread
       FROM notifications n JOIN channels c ON c.channel_id = n.channel_id
       WHERE n.user_id = ?1 AND (c.show = 1 OR ?4 = 1)
       GROUP BY coalesce(n.group_id, n.notification_id)
       ORDER BY created_at DESC, n.notification_id LIMIT ?2 OFFSET ?3`,
      )
      .bind(userId, page.limit, page.offset, page.hiddenToo ? 1 : 0),
  );
}

/** The user's rows (groups) and unread ones among them (one NotificationCountsRow), hidden channels as in the page. */
export function notificationCountsStatement(d1: D1Handle, userId: string, hiddenToo: boolean): RowStatement<NotificationCountsRow> {
  return rowStatement<NotificationCountsRow>(
    d1
      .prepare(
        `SELECT count(DISTINCT coalesce(n.group_id, n.notification_id)) AS total,
              count(DISTINCT CASE WHEN n.is_read = 0 THEN coalesce(n.group_id, n.notification_id) END) AS unread
       FROM notifications n JOIN channels c ON c.channel_id = n.channel_id
       WHERE n.user_id = ?1 AND (c.show = 1 OR ?2 = 1)`,
      )
      .bind(userId, hiddenToo ? 1 : 0),
  );
}

/**
 * Marks the notification and the rest of its group read (the user saw them as one row). False when
 * the user has no such notification.
 */
export async function setNotificationRead(d1: D1Handle, userId: string, notificationId: string): Promise<boolean> {
  const mine = await d1
    .prepare("SELECT coalesce(group_id, notification_id) AS grp FROM notifications WHERE notification_id = ?1 AND user_id = ?2")
    .bind(notificationId, userId)
    .first<{ grp: string }>();
  if (!mine) return false;
  await d1
    .prepare(
      `UPDATE notifications SET is_read = 1
       WHERE user_id = ?1 AND is_read = 0 AND (notification_id = ?2 OR group_id = ?2)`,
    )
    .bind(userId, mine.grp)
    .run();
  return true;
}

/** How many were unread. */
export async function setAllNotificationsRead(d1: D1Handle, userId: string): Promise<number> {
  const result = await d1.prepare("UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0").bind(userId).run();
  return result.meta.changes;
}
