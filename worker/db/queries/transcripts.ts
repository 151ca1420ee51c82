/** The D1 side of stored transcripts: which of a channel's videos have one (worker/services/transcripts.ts). */
import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { videos } from "../schema";

/** Whether the video is one of the channel's (a transcript is read only through its own channel). */
export async function isVideoOfChannel(db: Db, videoId: string, channelId: string): Promise<boolean> {
  const [video] = await db
    .select({ video_id: videos.video_id })
    .from(videos)
    .where(and(eq(videos.video_id, videoId), eq(videos.channel_id, channelId)))
    .limit(1);
  return video !== undefined;
}

export interface TranscribedVideoRow {
  video_id: string;
  title: string;
  key: string | null;
}

/**
 * A page of a channel's transcribed videos, newest first, with their total, found by the channel's
 * handle in the same batch (one round trip); `channel` is false when no channel has that handle.
 */
export async function pageOfTranscribedVideos(
  db: Db,
  handle: string,
  limit: number,
  offset: number,
): Promise<{ channel: boolean; rows: TranscribedVideoRow[]; total: number }> {
  const d1 = db.$client;
  // Handles are case-insensitive on the platform; the unique index is on lower(handle).
  const channelId = "(SELECT channel_id FROM channels WHERE lower(handle) = lower(?1))";
  // The planner, left alone, counts through videos_channel_status_idx and reads every row of a
  // big channel; the partial index holds exactly the transcribed videos, in the list's order.
  const [found, pageResult, counted] = await d1.batch([
    d1.prepare("SELECT 1 AS found FROM channels WHERE lower(handle) = lower(?)").bind(handle),
    d1
      .prepare(
        `SELECT video_id, title, transcript_key AS key FROM videos INDEXED BY videos_channel_transcripts_idx
         WHERE channel_id = ${channelId} AND transcript_key IS NOT NULL ORDER BY published_at DESC, video_id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(handle, limit, offset),
    d1
      .prepare(
        `SELECT count(*) AS total FROM videos INDEXED BY videos_channel_transcripts_idx WHERE channel_id = ${channelId} AND transcript_key IS NOT NULL`,
      )
      .bind(handle),
  ]);
  return {
    channel: (found?.results.length ?? 0) > 0,
    rows: (pageResult?.results ?? []) as TranscribedVideoRow[],
    total: ((counted?.results[0] ?? { total: 0 }) as { total: number }).total,
  };
}
