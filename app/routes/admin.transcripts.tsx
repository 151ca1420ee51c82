import { Form, Link } from "react-router";
import type { Route } from "./+types/admin.transcripts";
import { ChannelPicker } from "~/components/admin/ChannelPicker";
import { RouteError } from "~/components/RouteError";
import * as api from "~/lib/api.server";
import { formatCount, formatDateTime } from "~/lib/format";
import { requireAdmin, withRefusals } from "~/lib/http.server";
import { useLocale } from "~/lib/locale";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const channel = params.get("channel") ?? "";
  const videoId = params.get("video") ?? "";
  const transcriptPage = Math.min(Math.max(1, Number.parseInt(params.get("tpage") ?? "1", 10) || 1), 100_000);
  const [list, transcript] = await withRefusals(
    Promise.all([
      channel ? api.listTranscripts(rc, channel, transcriptPage) : null,
      channel && videoId ? api.getTranscript(rc, channel, videoId) : null,
    ]),
  );
  const transcriptTotal = list?.total ?? 0;
  return {
    channel,
    videoId,
    transcripts: list?.transcripts ?? [],
    transcriptPage,
    transcriptTotal,
    transcriptPages: Math.max(1, Math.ceil(transcriptTotal / api.TRANSCRIPTS_PER_PAGE)),
    transcript,
  };
}

/** A transcript's stored timestamp (yyyymmdd_hhmmss, UTC) as an ISO instant, or null for anything else. */
function transcriptInstant(timestamp: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})$/.exec(timestamp);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z` : null;
}

/** "27 Nov 2026, 09:14 UTC" (in the reader's locale), with the stored value for machines. */
function TranscriptTime({ timestamp, locale }: { timestamp: string; locale: string }) {
  const iso = transcriptInstant(timestamp);
  return iso ? <time dateTime={iso}>{formatDateTime(locale, iso)}</time> : <>{timestamp}</>;
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load admin data. Please try again later." />;
}

export default function Transcripts({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { channel, transcripts, transcript, videoId, transcriptPage, transcriptTotal, transcriptPages: pages } = loaderData;
  const pageHref = (page: number) =>
    `/admin/transcripts?channel=${encodeURIComponent(channel)}${videoId ? `&video=${encodeURIComponent(videoId)}` : ""}&tpage=${page}`;
  return (
    <div className="space-y-6">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <ChannelPicker defaultHandle={channel} key={channel} />
        <button type="submit" className="btn-secondary">
          Show transcripts
        </button>
      </Form>
      {channel && (
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <ul className="card max-h-[32rem] divide-y divide-gray-100 overflow-auto" aria-label="Transcripts">
            {transcripts.length === 0 && <li className="p-3 text-sm text-gray-600">No transcripts for this channel.</li>}
            {transcripts.map((t) => (
              <li key={t.videoId}>
                <Link
                  to={`/admin/transcripts?channel=${encodeURIComponent(channel)}&video=${encodeURIComponent(t.videoId)}${transcriptPage > 1 ? `&tpage=${transcriptPage}` : ""}`}
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
                    <Link to={pageHref(transcriptPage - 1)} preventScrollReset className="link">
                      Previous
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span className="text-gray-600">
                    Page {transcriptPage} of {pages} ({formatCount(locale, transcriptTotal)} transcripts)
                  </span>
                  {transcriptPage < pages ? (
                    <Link to={pageHref(transcriptPage + 1)} preventScrollReset className="link">
                      Next
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              </li>
            )}
          </ul>
          {transcript && (
            <article className="card p-6">
              <h3 className="text-lg font-semibold">{transcript.videoTitle || transcript.title}</h3>
              <p className="text-xs text-gray-600">
                <TranscriptTime timestamp={transcript.timestamp} locale={locale} />
              </p>
              <p className="mt-4 max-h-[28rem] overflow-auto whitespace-pre-line text-sm text-gray-800">{transcript.text}</p>
            </article>
          )}
        </div>
      )}
    </div>
  );
}
