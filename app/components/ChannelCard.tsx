import { Link } from "react-router";
import type { Channel } from "~/lib/types";
import { Avatar } from "./Avatar";

export function ChannelCard({ channel, children }: { channel: Channel; children?: React.ReactNode }) {
  return (
    <article className="card flex items-start gap-3 p-4">
      <Avatar name={channel.channel_name} src={channel.thumbnail_url} size={56} />
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold">
          <Link to={`/channels/${channel.channel_id}`} className="hover:text-indigo-700">
            {channel.channel_name}
          </Link>
        </h3>
        <p className="text-sm text-gray-600">{channel.subscriber_count}</p>
        <p className="text-sm text-gray-600">
          {channel.video_count} videos
          {channel.product_count != null && ` · ${channel.product_count} products`}
        </p>
        {channel.category && <span className="badge mt-1 bg-gray-100 text-gray-700">{channel.category}</span>}
      </div>
      {children}
    </article>
  );
}
