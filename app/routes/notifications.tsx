import { data, Form, useFetcher } from "react-router";
import type { Route } from "./+types/notifications";
import { NotificationEntry } from "~/components/NotificationEntry";
import { RouteError } from "~/components/RouteError";
import { Pager } from "~/components/Tabs";
import { serve } from "@worker/services/serve";
import { listNotifications, markAllNotificationsRead } from "@worker/services/notifications";
import { pageMeta } from "~/lib/format";
import { intParam, requireViewer, str } from "~/lib/http.server";
import { useLocale } from "~/lib/locale";
import { PRIVATE_CACHE_CONTROL } from "@worker/cache/policy";
import { deepestPage } from "@worker/services/pagination";

const PAGE_SIZE = 20;

export const meta = () => pageMeta("Notifications", "Everything the channels you follow have posted and added.", { noindex: true });

/** The viewer's own list: never kept by a shared cache. */
export const headers = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

/** All notifications, 20 a page, newest first; a group of repeats is one row, as in the bell. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireViewer(request, context);
  const page = intParam(new URL(request.url).searchParams, "page", 1, deepestPage(PAGE_SIZE));
  const res = await serve(rc, listNotifications, { page, limit: PAGE_SIZE });
  // The render's clock: "2 hours ago" then reads the same in the server's page and after hydration.
  return data({ ...res, page, now: Date.now() }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

/** Mark all as read (a plain form, so it works before or without scripts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireViewer(request, context);
  const form = await request.formData();
  if (str(form, "intent") === "read_all") return { updated: (await serve(rc, markAllNotificationsRead, {})).updated };
  return data({ detail: "Unknown action" }, { status: 400 });
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load data. Please try again later." />;
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { notifications, total, unread_count, page, now } = loaderData;
  const locale = useLocale();
  const mark = useFetcher();
  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Notifications</h1>
        {unread_count > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read_all" />
            <button type="submit" className="btn-secondary text-sm">
              Mark all as read
            </button>
          </Form>
        )}
      </div>
      {notifications.length === 0 ? (
        <p className="mt-6 text-gray-700">No notifications.</p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-100 overflow-hidden rounded-lg border border-gray-200 bg-white">
          {notifications.map((n) => (
            <li key={n.notification_id}>
              <NotificationEntry
                item={n}
                now={now}
                locale={locale}
                className="px-4 py-3"
                onOpen={(item) => {
                  if (!item.is_read) {
                    mark.submit(
                      { intent: "read", notification_id: item.notification_id },
                      { method: "post", action: "/resources/notifications" },
                    );
                  }
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} href={(p) => `/notifications?page=${p}`} />
    </div>
  );
}
