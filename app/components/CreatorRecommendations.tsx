import { Link } from "react-router";
import { Avatar } from "~/components/Avatar";
import { WatchAtLink } from "~/components/WatchAtLink";

export interface Recommendation {
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
  mentions: { video_id: string; video_title: string | null; video_timestamp: number; claims: string }[];
}

/** A creator shows at most this many of their videos: the quote and the moment are the evidence, not the count. */
const MENTIONS_SHOWN = 2;

/**
 * "Recommended by N creators": each creator's avatar and channel, and for each video their quote
 * with a link to the second they say it. `total` may exceed the creators listed (the similar
 * creators' read is capped to the newest mentions).
 */
export function CreatorRecommendations({
  creators,
  total,
  productName,
}: {
  creators: Recommendation[];
  total: number;
  productName: string;
}) {
  if (creators.length === 0) return null;
  return (
    <section aria-labelledby="recommended-title" className="card p-6">
      <h2 id="recommended-title" className="text-xl font-semibold">
        Recommended by {total} {total === 1 ? "creator" : "creators"}
      </h2>
      <ul className="mt-4 divide-y divide-gray-100">
        {creators.map((c) => (
          <li key={c.channel_id} className="flex gap-3 py-4 first:pt-0 last:pb-0" data-testid="recommendation">
            <Avatar name={c.channel_name} src={c.thumbnail_url} size={40} />
            <div className="min-w-0 flex-1">
              <Link to={`/channels/${c.channel_id}`} className="link font-medium">
                {c.channel_name}
              </Link>
              <ul className="mt-1 space-y-2">
                {c.mentions.slice(0, MENTIONS_SHOWN).map((m) => (
                  <li key={m.video_id}>
                    {m.claims && (
                      <blockquote className="border-l-4 border-indigo-200 pl-3 text-sm italic text-gray-700">“{m.claims}”</blockquote>
                    )}
                    <WatchAtLink
                      videoId={m.video_id}
                      seconds={m.video_timestamp}
                      videoTitle={m.video_title}
                      about={`${c.channel_name} on ${productName}`}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
