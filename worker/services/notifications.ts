import { z } from "zod";
import {
  notificationCountsStatement,
  notificationPageStatement,
  setAllNotificationsRead,
  setNotificationRead,
} from "../db/queries/notifications";
import { batchRows } from "../db/rows";
import { seesHidden, type ServiceContext } from "./context";
import { AppError, unauthorized } from "../lib/errors";
import { limitParam, pageParam } from "./pagination";
import { priceDropProductId } from "./product-follows";

export const listNotificationsInput = z.object({ page: pageParam, limit: limitParam(20) });

function viewerOf(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

/**
 * A user only ever reads their own notifications: every query is keyed by the viewer's id. Those
 * about a channel an admin hid are left out (kept, and back once it is shown); admins see all.
 */
export async function listNotifications(rc: ServiceContext, rawInput: z.input<typeof listNotificationsInput>) {
  const viewer = viewerOf(rc);
  const input = listNotificationsInput.parse(rawInput);
  const hiddenToo = seesHidden(rc);
  const [page, counts] = await batchRows(rc.d1, [
    notificationPageStatement(rc.d1, viewer.user_id, { hiddenToo, limit: input.limit, offset: (input.page - 1) * input.limit }),
    notificationCountsStatement(rc.d1, viewer.user_id, hiddenToo),
  ]);
  const totals = counts[0] ?? { total: 0, unread: 0 };
  return {
    notifications: page.map((r) => ({
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
  if (!(await setNotificationRead(rc.d1, viewer.user_id, notificationId))) throw new AppError(404, "Notification not found");
  return { notification_id: notificationId, is_read: true };
}

export async function markAllNotificationsRead(rc: ServiceContext) {
  const viewer = viewerOf(rc);
  return { updated: await setAllNotificationsRead(rc.d1, viewer.user_id) };
}
