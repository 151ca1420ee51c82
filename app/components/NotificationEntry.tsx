import { Link } from "react-router";
import { formatDateTime } from "~/lib/format";
import { relativeTime } from "~/lib/relative-time";

/** One row of the bell and of /notifications, as GET /api/notifications answers it (a group of repeats is one row). */
export type NotificationItem = {
  notification_id: string;
  channel_name: string;
  content_type: string;
  message: string;
  link: string;
  group_count: number;
  created_at: string;
  is_read: boolean;
};

/**
 * What happened, when (relative, the exact time in `<time datetime>`), linking to the item itself.
 * `onOpen` marks it read (the row and the rest of its group) as the link is followed.
 */
export function NotificationEntry({
  item,
  now,
  locale,
  onOpen,
  className = "",
}: {
  item: NotificationItem;
  now: number;
  locale: string;
  onOpen: (item: NotificationItem) => void;
  className?: string;
}) {
  return (
    <Link
      to={item.link}
      onClick={() => onOpen(item)}
      className={`block text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600 ${item.is_read ? "" : "bg-indigo-50"} ${className}`}
    >
      {!item.is_read && <span className="sr-only">Unread: </span>}
      <span className="block text-gray-900">{item.message}</span>
      <time dateTime={item.created_at} title={formatDateTime(locale, item.created_at)} className="mt-0.5 block text-xs text-gray-600">
        {relativeTime(item.created_at, now)}
      </time>
    </Link>
  );
}
