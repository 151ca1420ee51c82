import { Link } from "react-router";
import type { TranscriptSummary } from "@worker/services/transcripts";
import { formatCount } from "~/lib/format";
import { transcriptHref, transcriptPageHref, type TranscriptParams } from "./search-params";
import { TranscriptTime } from "./transcript-time";

interface Loaded extends TranscriptParams {
  transcripts: TranscriptSummary[];
  transcriptTotal: number;
  transcriptPages: number;
}

/** A channel's transcripts, a page at a time, the open one marked current. */
export function TranscriptList({ loaded, locale }: { loaded: Loaded; locale: string }) {
  const { transcripts, videoId, transcriptPage, transcriptTotal, transcriptPages: pages } = loaded;
  return (
    <ul className="card max-h-[32rem] divide-y divide-gray-100 overflow-auto" aria-label="Transcripts">
      {transcripts.length === 0 && <li className="p-3 text-sm text-gray-600">No transcripts for this channel.</li>}
      {transcripts.map((t) => (
        <li key={t.videoId}>
          <Link
            to={transcriptHref(loaded, t.videoId)}
            preventScrollReset
            aria-current={t.videoId === videoId ? "true" : undefined}
            className={`block p-3 text-sm hover:bg-gray-50 ${t.videoId === videoId ? "bg-indigo-50" : ""}`}
          >
            <span className="font-medium">{t.videoTitle || t.videoId}</span>
            <span className="block text-xs text-gray-600">
              <TranscriptTime timestamp={t.timestamp} locale={locale} />
            </span>
          </Link>
        </li>
      ))}
      {pages > 1 && (
        <li>
          <nav aria-label="Transcript pages" className="flex items-center justify-between gap-2 p-3 text-sm">
            {transcriptPage > 1 ? (
              <Link to={transcriptPageHref(loaded, transcriptPage - 1)} preventScrollReset className="link">
                Previous
              </Link>
            ) : (
              <span />
            )}
            <span className="text-gray-600">
              Page {transcriptPage} of {pages} ({formatCount(locale, transcriptTotal)} transcripts)
            </span>
            {transcriptPage < pages ? (
              <Link to={transcriptPageHref(loaded, transcriptPage + 1)} preventScrollReset className="link">
                Next
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </li>
      )}
    </ul>
  );
}
