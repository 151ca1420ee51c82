import { Link } from "react-router";
import { formatSeconds } from "~/lib/format";

/**
 * "▶ Watch at 3:27": the second of the video where the product is mentioned. `about` names what
 * is discussed there, for screen readers (the visible text alone says nothing of it).
 */
export function WatchAtLink({
  videoId,
  seconds,
  videoTitle,
  about,
}: {
  videoId: string;
  seconds: number;
  videoTitle: string | null;
  about: string;
}) {
  const at = formatSeconds(seconds);
  return (
    <Link
      to={`/videos/${videoId}?t=${seconds}#player`}
      className="link mt-1 inline-block text-sm"
      aria-label={`Watch at ${at}${videoTitle ? ` in ${videoTitle}` : ""}: ${about}`}
    >
      ▶ Watch at {at}
    </Link>
  );
}
