import { useEffect } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { Dropdown } from "./Dropdown";

export type NotificationItem = {
  notification_id: string;
  channel_id: string;
  channel_name: string;
  content_type: string;
  title: string;
  product_id: string | null;
  is_read: boolean;
};

/** Where a notification leads, and what it says besides the channel's name. */
function target(n: NotificationItem): { to: string; text: string | null } {
  if (n.content_type === "price_drop" && n.product_id) return { to: `/products/${n.product_id}`, text: n.title };
  return { to: `/channels/${n.channel_id}`, text: null };
}

const POLL_MS = 30_000;
const PAGE_SIZE = 20;

/** Bell with the viewer's latest notifications, polled every 30 s (SPEC section 9). */
export function NotificationBell() {
  const list = useFetcher<{ notifications: NotificationItem[]; expired?: boolean }>({ key: "notifications" });
  const mark = useFetcher();
  const { revalidate } = useRevalidator();
  const { load } = list;
  const expired = !!list.data?.expired;

  // The session ended (expired, revoked, logged out elsewhere): reload so the layout follows.
  useEffect(() => {
    if (expired) void revalidate();
  }, [expired, revalidate]);

  useEffect(() => {
    const url = `/resources/notifications?page=1&limit=${PAGE_SIZE}`;
    load(url);
    const id = setInterval(() => {
      if (document.visibilityState === "visible") load(url);
    }, POLL_MS);
    return () => clearInterval(id);
  }, [load]);

  const items = list.data?.notifications ?? [];
  const unread = items.filter((n) => !n.is_read).length;

  return (
    <Dropdown
      summaryLabel={unread ? `Notifications, ${unread} unread` : "Notifications"}
      summaryClassName="relative flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      panelClassName="w-[min(20rem,calc(100vw-2rem))]"
      summary={
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute right-1 top-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-4 text-white"
            >
              {unread}
            </span>
          )}
        </>
      }
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-3 py-2">
        <p className="text-sm font-semibold">Notifications</p>
        {unread > 0 && (
          <button
            type="button"
            className="text-xs font-medium text-indigo-700 hover:underline"
            onClick={() => mark.submit({ intent: "read_all" }, { method: "post", action: "/resources/notifications" })}
          >
            Mark all as read
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="px-3 py-4 text-sm text-gray-600">No notifications.</p>
      ) : (
        <ul className="max-h-96 overflow-auto">
          {items.map((n) => {
            const { to, text } = target(n);
            return (
              <li key={n.notification_id} className={n.is_read ? "" : "bg-indigo-50"}>
                <Link
                  to={to}
                  onClick={() => {
                    if (!n.is_read) {
                      mark.submit(
                        { intent: "read", notification_id: n.notification_id },
                        { method: "post", action: "/resources/notifications" },
                      );
                    }
                  }}
                  className="block px-3 py-2 text-sm hover:bg-gray-50"
                >
                  {!n.is_read && <span className="sr-only">Unread: </span>}
                  {text ?? (
                    <>
                      {n.content_type === "storefront" ? "New storefront products from " : "New videos from "}
                      <strong>{n.channel_name}</strong>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Dropdown>
  );
}
