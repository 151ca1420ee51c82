import { useEffect } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { Dropdown } from "./Dropdown";
import { NotificationEntry, type NotificationItem } from "./NotificationEntry";
import { useLocale } from "~/lib/locale";

export type { NotificationItem };

const POLL_MS = 30_000;
const PAGE_SIZE = 20;
const RESOURCE = "/resources/notifications";

/**
 * Bell with the viewer's latest notifications, polled every 30 s (SPEC section 9). The badge comes
 * with the server's page (`unreadCount`, from the layout's loader) so it never flashes 0 before
 * the list arrives; the polled list then keeps it current.
 */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const list = useFetcher<{ notifications: NotificationItem[]; unread_count?: number; now?: number; expired?: boolean }>({
    key: "notifications",
  });
  const mark = useFetcher();
  const { revalidate } = useRevalidator();
  const locale = useLocale();
  const { load } = list;
  const expired = !!list.data?.expired;

  // The session ended (expired, revoked, logged out elsewhere): reload so the layout follows.
  useEffect(() => {
    if (expired) void revalidate();
  }, [expired, revalidate]);

  useEffect(() => {
    const url = `${RESOURCE}?page=1&limit=${PAGE_SIZE}`;
    load(url);
    const id = setInterval(() => {
      if (document.visibilityState === "visible") load(url);
    }, POLL_MS);
    return () => clearInterval(id);
  }, [load]);

  const items = list.data?.notifications ?? [];
  const unread = list.data?.unread_count ?? unreadCount;
  // The clock of the answer: times read "2 hours ago" as of the last poll.
  const now = list.data?.now ?? 0;

  return (
    <Dropdown
      summaryLabel={unread ? `Notifications, ${unread} unread` : "Notifications"}
      summaryClassName="relative flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      panelClassName="w-[min(22rem,calc(100vw-2rem))]"
      summary={
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
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
            onClick={() => mark.submit({ intent: "read_all" }, { method: "post", action: RESOURCE })}
          >
            Mark all as read
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="px-3 py-4 text-sm text-gray-600">No notifications.</p>
      ) : (
        <ul className="max-h-96 overflow-auto">
          {items.map((n) => (
            <li key={n.notification_id}>
              <NotificationEntry
                item={n}
                now={now}
                locale={locale}
                className="px-3 py-2"
                onOpen={(item) => {
                  if (!item.is_read)
                    mark.submit({ intent: "read", notification_id: item.notification_id }, { method: "post", action: RESOURCE });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/notifications"
        className="block border-t border-gray-100 px-3 py-2 text-center text-sm font-medium text-indigo-700 hover:underline"
      >
        All notifications
      </Link>
    </Dropdown>
  );
}
