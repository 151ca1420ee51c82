import { data } from "react-router";
import type { Route } from "./+types/resources.notifications";
import { serve } from "@worker/services/serve";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "@worker/services/notifications";
import { intParam, rcOf, str } from "~/lib/http.server";

/** The notification bell's data: the viewer's latest notifications (page size 20). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  // 200 with `expired`: the bell then revalidates the page, which drops the header to anonymous and
  // sends protected pages to /login (SPEC section 8) without a console error for an expected state.
  if (!rc.viewer) return data({ notifications: [], expired: true }, { headers: { "Cache-Control": "private, no-store" } });
  const params = new URL(request.url).searchParams;
  try {
    const res = await serve(rc, listNotifications, { page: intParam(params, "page", 1), limit: intParam(params, "limit", 20, 100) });
    return data(
      { notifications: res.notifications, unread_count: res.unread_count, now: Date.now() },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (e) {
    console.error(e);
    return data({ notifications: [] }, { headers: { "Cache-Control": "private, no-store" } });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  if (!rc.viewer) return data({ ok: false }, { status: 401 });
  const form = await request.formData();
  try {
    if (str(form, "intent") === "read_all") await serve(rc, markAllNotificationsRead, {});
    else await serve(rc, markNotificationRead, { notification_id: str(form, "notification_id") });
    return { ok: true };
  } catch (e) {
    console.error(e);
    return data({ ok: false }, { status: 400 });
  }
}
