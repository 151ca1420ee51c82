/** Admin transcript reading (SPEC.md section 7: /admin/transcripts/{channel}[/{videoId}]). */
import { z } from "zod";
import { findChannelByHandle } from "../db/queries/channels";
import { pageOfTranscribedVideos, videoOfChannel } from "../db/queries/transcripts";
import { newestTranscriptKey, readTranscript, timestampOfKey, transcriptTitle } from "../db/transcript-store";
import { notFound } from "../lib/errors";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import { limitParam, pageParam } from "./pagination";

export interface TranscriptSummary {
  videoId: string;
  videoTitle: string;
  title: string;
  timestamp: string;
}

export interface Transcript extends TranscriptSummary {
  text: string;
}

export const transcriptPageInput = z.object({ page: pageParam, limit: limitParam(100) });
const channelTranscriptsInput = transcriptPageInput.extend({ channel: z.string().trim().min(1).max(100) });
const transcriptInput = z.object({ channel: z.string().trim().min(1).max(100), video_id: z.string().trim().min(1).max(64) });

/**
 * A page of the channel's videos that have a stored transcript, newest video first; read from D1 alone.
 * Transcripts are for admins only: each call checks who asks itself, not only its route.
 */
export async function listChannelTranscripts(
  rc: ServiceContext,
  rawInput: z.input<typeof channelTranscriptsInput>,
): Promise<{ transcripts: TranscriptSummary[]; total: number }> {
  requireAdmin(rc);
  const { channel: handle, page, limit } = channelTranscriptsInput.parse(rawInput);
  const { channel, rows, total } = await pageOfTranscribedVideos(rc.db, handle, limit, (page - 1) * limit);
  if (!channel) throw notFound("Channel");
  return {
    transcripts: rows.map((r) => ({
      videoId: r.video_id,
      videoTitle: r.title,
      title: transcriptTitle(r.title),
      timestamp: timestampOfKey(r.key ?? "") ?? "",
    })),
    total,
  };
}

/** The newest transcript stored for one of the channel's videos. */
export async function getTranscript(rc: ServiceContext, rawInput: z.input<typeof transcriptInput>): Promise<Transcript> {
  requireAdmin(rc);
  const { channel: handle, video_id: videoId } = transcriptInput.parse(rawInput);
  const channel = await findChannelByHandle(rc.db, handle);
  if (!channel) throw notFound("Channel");
  if (!(await videoOfChannel(rc.db, videoId, channel.channel_id))) throw notFound("Video");
  const key = await newestTranscriptKey(rc.env.TRANSCRIPTS, channel.handle, videoId);
  const stored = key ? await readTranscript(rc.env.TRANSCRIPTS, key) : null;
  if (!stored) throw notFound("Transcript");
  return { title: stored.title, text: stored.text, timestamp: stored.timestamp, videoId: stored.videoId, videoTitle: stored.videoTitle };
}
