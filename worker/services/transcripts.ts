/** Admin transcript reading (SPEC.md section 7: /admin/transcripts/{channel}[/{videoId}]). */
import { z } from "zod";
import type { Db } from "../db/client";
import { findChannelByHandle } from "../db/queries/channels";
import { pageOfTranscribedVideos, videoOfChannel } from "../db/queries/transcripts";
import { newestTranscriptKey, readTranscript, timestampOfKey, transcriptTitle } from "../db/transcript-store";
import { notFound } from "../lib/errors";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import { limitParam, pageParam } from "./pagination";

/** Transcripts are for admins only: each call checks who asks itself, not only its route. */
export interface TranscriptDeps extends Pick<ServiceContext, "viewer"> {
  db: Db;
  env: Pick<Env, "TRANSCRIPTS">;
}

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
export type TranscriptPage = z.output<typeof transcriptPageInput>;

/** A page of the channel's videos that have a stored transcript, newest video first; read from D1 alone. */
export async function listChannelTranscripts(
  deps: TranscriptDeps,
  handle: string,
  { page, limit }: TranscriptPage = { page: 1, limit: 100 },
): Promise<{ transcripts: TranscriptSummary[]; total: number }> {
  requireAdmin(deps);
  const { channel, rows, total } = await pageOfTranscribedVideos(deps.db, handle, limit, (page - 1) * limit);
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
export async function getTranscript(deps: TranscriptDeps, handle: string, videoId: string): Promise<Transcript> {
  requireAdmin(deps);
  const channel = await findChannelByHandle(deps.db, handle);
  if (!channel) throw notFound("Channel");
  if (!(await videoOfChannel(deps.db, videoId, channel.channel_id))) throw notFound("Video");
  const key = await newestTranscriptKey(deps.env.TRANSCRIPTS, channel.handle, videoId);
  const stored = key ? await readTranscript(deps.env.TRANSCRIPTS, key) : null;
  if (!stored) throw notFound("Transcript");
  return { title: stored.title, text: stored.text, timestamp: stored.timestamp, videoId: stored.videoId, videoTitle: stored.videoTitle };
}
