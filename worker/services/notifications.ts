import { z } from "zod";
import { seesHidden, type ServiceContext } from "./context";
import { AppError, unauthorized } from "../lib/errors";
import { limitParam, pageParam } from "./pagination";
import { priceDropProductId } from "./product-follows";

export const listNotificationsInput = z.object({ page: pageParam, limit: limitParam(20) });

function viewerOf(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

interface NotificationRow {
  notification_id: string;
  channel_id: string;
  channel_name: string;
  content_type: "videos" | "storefront" | "price_drop";
  ref_id: string;
  title: string;
  is_read: number;
  created_at: string;
}

/**
 * A user only ever reads their own notifications: every query is keyed by the viewer's id. Those
 * about a channel an admin hid are left out (kept, and back once it is shown); admins see all.
 */
export async function listNotifications(rc: ServiceContext, rawInput: z.input<typeof listNotificationsInput>) {
  const viewer = viewerOf(rc);
  const input = listNotificationsInput.parse(rawInput);
  const hiddenToo = seesHidden(rc) ? 1 : 0;
  const [page, counts] = await rc.d1.batch([
    rc.d1
      .prepare(
        `SELECT n.notification_id, n.channel_id, c.channel_name, n.content_type, n.ref_id, n.title, n.is_read, n.created_at
       FROM notifications n JOIN channels c ON c.channel_id = n.channel_id
       WHERE n.user_id = ?1 AND (c.show = 1 OR ?4 = 1) ORDER BY n.created_at DESC, n.notification_id LIMIT ?2 OFFSET ?3`,
      )
      .bind(viewer.user_id, input.limit, (input.page - 1) * input.limit, hiddenToo),
    rc.d1
      .prepare(
        `SELECT count(*) AS total, coalesce(sum(n.is_read = 0), 0) AS unread
       FROM notifications n JOIN channels c ON c.channel_id = n.channel_id
       WHERE n.user_id = ?1 AND (c.show = 1 OR ?2 = 1)`,
      )
      .bind(viewer.user_id, hiddenToo),
  ]);
  const totals = counts?.results[0] as { total: number; unread: number };
  return {
    notifications: ((page?.results ?? []) as NotificationRow[]).map((r) => ({
      ...r,
      is_read: r.is_read === 1,
      video_id: r.content_type === "videos" ? r.ref_id : null,
      product_id: r.content_type === "storefront" ? r.ref_id : r.content_type === "price_drop" ? priceDropProductId(r.ref_id) : null,
    })),
    total: totals.total,
    unread_count: totals.unread,
  };
}

export async function markNotificationRead(rc: ServiceContext, notificationId: string) {
  const viewer = viewerOf(rc);
  const result = await rc.d1
    .prepare("UPDATE notifications SET is_read = 1 WHERE notification_id = ? AND user_id = ?")
    .bind(notificationId, viewer.user_id)
    .run();
  if (result.meta.changes === 0) throw new AppError(404, "Notification not found");
  return { notification_id: notificationId, is_read: true };
}

export async function markAllNotificationsRead(rc: ServiceContext) {
  const viewer = viewerOf(rc);
  const result = await rc.d1.prepare("UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0").bind(viewer.user_id).run();
  return { updated: result.meta.changes };
}
