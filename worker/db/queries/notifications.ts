/**
 * Users' notifications (worker/services/notifications.ts). Every statement is keyed by the user's
 * id: a user only ever reads and marks their own.
 */
import type { D1Handle } from "../client";
import { rowStatement, type RowStatement } from "../rows";
import type { notifications } from "../schema";

export type NotificationContentType = (typeof notifications.$inferSelect)["content_type"];

export interface NotificationRow {
  notification_id: string;
  channel_id: string;
  channel_name: string;
  content_type: NotificationContentType;
  ref_id: string;
  title: string;
  is_read: number;
  created_at: string;
}

export interface NotificationCountsRow {
  total: number;
  unread: number;
}

/**
 * A page of the user's notifications, newest first (NotificationRow); batched with
 * `notificationCountsStatement`. Those about a channel an admin hid are left out (kept, and back
 * once it is shown) unless `hiddenToo`.
 */
export function notificationPageStatement(
  d1: D1Handle,
  userId: string,
  page: { hiddenToo: boolean; limit: number; offset: number },
): RowStatement<NotificationRow> {
  return rowStatement<NotificationRow>(
    d1
      .prepare(
        `SELECT n.notification_id, n.channel_id, c.channel_name, n.content_type, n.ref_id, n.title, n.is_read, n.created_at
       FROM notifications n JOIN channels c ON c.channel_id = n.channel_id
       WHERE n.user_id = ?1 AND (c.show = 1 OR ?4 = 1) ORDER BY n.created_at DESC, n.notification_id LIMIT ?2 OFFSET ?3`,
      )
      .bind(userId, page.limit, page.offset, page.hiddenToo ? 1 : 0),
  );
}

/** The user's notifications and unread ones among them (one NotificationCountsRow), hidden channels as in the page. */
export function notificationCountsStatement(d1: D1Handle, userId: string, hiddenToo: boolean): RowStatement<NotificationCountsRow> {
  return rowStatement<NotificationCountsRow>(
    d1
      .prepare(
        `SELECT count(*) AS total, coalesce(sum(n.is_read = 0), 0) AS unread
       FROM notifications n JOIN channels c ON c.channel_id = n.channel_id
       WHERE n.user_id = ?1 AND (c.show = 1 OR ?2 = 1)`,
      )
      .bind(userId, hiddenToo ? 1 : 0),
  );
}

/** False when the user has no such notification. */
export async function setNotificationRead(d1: D1Handle, userId: string, notificationId: string): Promise<boolean> {
  const result = await d1
    .prepare("UPDATE notifications SET is_read = 1 WHERE notification_id = ? AND user_id = ?")
    .bind(notificationId, userId)
    .run();
  return result.meta.changes > 0;
}

/** How many were unread. */
export async function setAllNotificationsRead(d1: D1Handle, userId: string): Promise<number> {
  const result = await d1.prepare("UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0").bind(userId).run();
  return result.meta.changes;
}
