import { Form } from "react-router";
import type { Route } from "./+types/route";
import { RouteError } from "~/components/RouteError";
import { serve } from "@worker/services/serve";
import { getTranscript, listChannelTranscripts } from "@worker/services/transcripts";
import { requireAdmin, withRefusals } from "~/lib/http.server";
import { useLocale } from "~/lib/locale";
import { ChannelPicker } from "../channel-picker";
import { readTranscriptParams } from "./search-params";
import { TranscriptList } from "./transcript-list";
import { TranscriptTime } from "./transcript-time";

/** The reader's page of transcripts. */
const TRANSCRIPTS_PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireAdmin(request, context);
  const { channel, videoId, transcriptPage } = readTranscriptParams(new URL(request.url).searchParams);
  const [list, transcript] = await withRefusals(
    Promise.all([
      channel ? serve(rc, listChannelTranscripts, { channel, page: transcriptPage, limit: TRANSCRIPTS_PER_PAGE }) : null,
      channel && videoId ? serve(rc, getTranscript, { channel, video_id: videoId }) : null,
    ]),
  );
  const transcriptTotal = list?.total ?? 0;
  return {
    channel,
    videoId,
    transcripts: list?.transcripts ?? [],
    transcriptPage,
    transcriptTotal,
    transcriptPages: Math.max(1, Math.ceil(transcriptTotal / TRANSCRIPTS_PER_PAGE)),
    transcript,
  };
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load admin data. Please try again later." />;
}

export default function Transcripts({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { channel, transcript } = loaderData;
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
          <TranscriptList loaded={loaderData} locale={locale} />
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
