/**
 * The D1 side of transcripts: which of a channel's videos have one (worker/services/transcripts.ts),
 * and each video's way through the pipeline (get_transcripts, then process_transcripts).
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery, Stored } from "../rows";
import { videos } from "../schema";

type VideoRow = typeof videos.$inferSelect;

/** The video, if it is one of the channel's (a transcript is read only through its own channel). */
export function videoOfChannel(db: Db, videoId: string, channelId: string): RowQuery<Pick<VideoRow, "video_id">> {
  return db.get<Pick<VideoRow, "video_id">>(sql`SELECT video_id FROM videos WHERE video_id = ${videoId} AND channel_id = ${channelId}`);
}

export type TranscribedVideoRow = Stored<Pick<VideoRow, "video_id" | "title">> & { key: VideoRow["transcript_key"] };

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
  // Handles are case-insensitive on the platform; the unique index is on lower(handle).
  const channelId = sql`(SELECT channel_id FROM channels WHERE lower(handle) = lower(${handle}))`;
  // The planner, left alone, counts through videos_channel_status_idx and reads every row of a
  // big channel; the partial index holds exactly the transcribed videos, in the list's order.
  const [found, rows, counted] = await batch(db, [
    db.get<{ found: 1 }>(sql`SELECT 1 AS found FROM channels WHERE lower(handle) = lower(${handle})`),
    db.all<TranscribedVideoRow>(
      sql`SELECT video_id, title, transcript_key AS key FROM videos INDEXED BY videos_channel_transcripts_idx
         WHERE channel_id = ${channelId} AND transcript_key IS NOT NULL ORDER BY published_at DESC, video_id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    db.get<{ total: number }>(
      sql`SELECT count(*) AS total FROM videos INDEXED BY videos_channel_transcripts_idx WHERE channel_id = ${channelId} AND transcript_key IS NOT NULL`,
    ),
  ]);
  return { channel: found !== undefined, rows, total: counted?.total ?? 0 };
}

/** The channel's videos (one of them, if given) whose transcript is still to fetch: none yet, or the last try failed. Newest first. */
export function videosLackingTranscripts(db: Db, channelId: string, videoId?: string) {
  return db
    .select({ video_id: videos.video_id, title: videos.title })
    .from(videos)
    .where(
      and(
        eq(videos.channel_id, channelId),
        inArray(videos.transcript_status, ["pending", "failed"]),
        videoId ? eq(videos.video_id, videoId) : undefined,
      ),
    )
    .orderBy(desc(videos.published_at));
}

/** The channel's videos (one of them, if given) with a fetched transcript not yet read for products. Oldest first. */
export function videosWithFetchedTranscripts(db: Db, channelId: string, videoId?: string) {
  return db
    .select()
    .from(videos)
    .where(
      and(eq(videos.channel_id, channelId), eq(videos.transcript_status, "fetched"), videoId ? eq(videos.video_id, videoId) : undefined),
    )
    .orderBy(asc(videos.published_at));
}

/** Where a video's transcript stands (and, once fetched, where it is stored). */
export function setTranscriptState(
  db: Db,
  videoId: string,
  state: Pick<VideoRow, "transcript_status" | "updated_at"> & Partial<Pick<VideoRow, "transcript_key" | "transcript_error">>,
) {
  return db.update(videos).set(state).where(eq(videos.video_id, videoId));
}
