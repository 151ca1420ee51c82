import { z } from "zod";
import { batch } from "../db/batch";
import {
  notificationCounts,
  notificationPage,
  type NotificationRow,
  setAllNotificationsRead,
  setNotificationRead,
} from "../db/queries/notifications";
import { seesHidden, type ServiceContext } from "./context";
import { AppError, unauthorized } from "../lib/errors";
import { limitParam, pageParam } from "./pagination";
import { priceDropProductId } from "./product-follows";

export const listNotificationsInput = z.object({ page: pageParam, limit: limitParam(20) });

function viewerOf(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

/** What one row of the list says and where it leads: the item itself, or for a group the place that holds them all. */
export function describeNotification(r: NotificationRow): { message: string; link: string } {
  const one = r.group_count <= 1;
  switch (r.content_type) {
    case "storefront":
      if (one) {
        return {
          message: `${r.channel_name} added ${r.title || "a product"} to their storefront`,
          link: `/products/${encodeURIComponent(r.ref_id)}`,
        };
      }
      return {
        message: `${r.channel_name} added ${r.group_count} products to their storefront`,
        link: r.channel_handle
          ? `/s/${encodeURIComponent(r.channel_handle)}`
          : `/channels/${encodeURIComponent(r.channel_id)}?tab=products`,
      };
    case "videos":
      if (one) {
        return {
          message: r.title ? `New video: ${r.title}` : `New video from ${r.channel_name}`,
          link: `/videos/${encodeURIComponent(r.ref_id)}`,
        };
      }
      return { message: `${r.channel_name} posted ${r.group_count} new videos`, link: `/channels/${encodeURIComponent(r.channel_id)}` };
    case "price_drop":
      return {
        message: r.title || `Price drop from ${r.channel_name}`,
        link: `/products/${encodeURIComponent(priceDropProductId(r.ref_id))}`,
      };
  }
}

/**
 * A user only ever reads their own notifications: every query is keyed by the viewer's id. Those
 * about a channel an admin hid are left out (kept, and back once it is shown); admins see all.
 * Repeats (one channel's additions or uploads within the hour) come as one row: its newest
 * notification, with `group_count`; `total` and `unread_count` count rows.
 */
export async function listNotifications(rc: ServiceContext, rawInput: z.input<typeof listNotificationsInput>) {
  const viewer = viewerOf(rc);
  const input = listNotificationsInput.parse(rawInput);
  const hiddenToo = seesHidden(rc);
  const [page, counts] = await batch(rc.db, [
    notificationPage(rc.db, viewer.user_id, { hiddenToo, limit: input.limit, offset: (input.page - 1) * input.limit }),
    notificationCounts(rc.db, viewer.user_id, hiddenToo),
  ]);
  const totals = counts ?? { total: 0, unread: 0 };
  return {
    notifications: page.map((r) => ({
      notification_id: r.notification_id,
      channel_id: r.channel_id,
      channel_name: r.channel_name,
      content_type: r.content_type,
      ref_id: r.ref_id,
      title: r.title,
      is_read: r.unread === 0,
      created_at: r.created_at,
      video_id: r.content_type === "videos" ? r.ref_id : null,
      product_id: r.content_type === "storefront" ? r.ref_id : r.content_type === "price_drop" ? priceDropProductId(r.ref_id) : null,
      group_count: r.group_count,
      ...describeNotification(r),
    })),
    total: totals.total,
    unread_count: totals.unread,
  };
}

/** The bell's badge, rendered with the layout: unread rows (a group counts once). */
export async function unreadNotificationCount(rc: ServiceContext): Promise<number> {
  const viewer = viewerOf(rc);
  return (await notificationCounts(rc.db, viewer.user_id, seesHidden(rc)))?.unread ?? 0;
}

const notificationInput = z.object({ notification_id: z.string().trim().min(1).max(64) });

export async function markNotificationRead(rc: ServiceContext, rawInput: z.input<typeof notificationInput>) {
  const viewer = viewerOf(rc);
  const { notification_id: notificationId } = notificationInput.parse(rawInput);
  if (!(await setNotificationRead(rc.db, viewer.user_id, notificationId))) throw new AppError(404, "Notification not found");
  return { notification_id: notificationId, is_read: true };
}

export async function markAllNotificationsRead(rc: ServiceContext) {
  const viewer = viewerOf(rc);
  return { updated: await setAllNotificationsRead(rc.db, viewer.user_id) };
}
