import { setTranscriptState, videosLackingTranscripts } from "../../db/queries/transcripts";
import { putTranscript, transcriptKey, transcriptTimestamp, transcriptTitle } from "../../db/transcript-store";
import { isoNow, requireLoadedChannel, type Progress, type TaskDeps } from "./context";
import type { ChannelTaskParameters } from "../../services/task-params";

/** Fetches a transcript for each of the channel's videos that has none yet and stores it in R2. */
export async function getTranscripts(deps: TaskDeps, params: ChannelTaskParameters, progress: Progress): Promise<string> {
  const { db, providers } = deps;
  const channel = await requireLoadedChannel(db, params.channel);
  const lacking = await videosLackingTranscripts(db, channel.channel_id, params.video_id);

  let fetched = 0;
  let unavailable = 0;
  for (const [i, video] of lacking.entries()) {
    const result = await providers.transcripts.fetchTranscript({ ...video, channel_id: channel.channel_id });
    const now = deps.now();
    if (result === "unavailable") {
      unavailable++;
      await setTranscriptState(db, video.video_id, {
        transcript_status: "unavailable",
        transcript_error: null,
        updated_at: now.toISOString(),
      });
    } else {
      const timestamp = transcriptTimestamp(now);
      const key = transcriptKey(channel.handle, video.video_id, timestamp);
      await putTranscript(deps.env.TRANSCRIPTS, key, {
        title: transcriptTitle(video.title),
        text: result.map((s) => s.text).join("\n"),
        timestamp,
        videoId: video.video_id,
        videoTitle: video.title,
        segments: result,
      });
      // Written after the object exists: a crash in between leaves the video pending, and the
      // next run stores a newer object that readers prefer.
      await setTranscriptState(db, video.video_id, {
        transcript_key: key,
        transcript_status: "fetched",
        transcript_error: null,
        updated_at: isoNow(deps),
      });
      fetched++;
    }
    await progress(i + 1, lacking.length, `Transcripts for @${channel.handle}: ${i + 1}/${lacking.length}`);
  }
  return `@${channel.handle}: ${fetched} transcripts fetched, ${unavailable} unavailable`;
}
