import { z } from "zod";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { AppError } from "../lib/errors";
import { limitParam, skipParam } from "./pagination";
import { videoById, videosPage, type VideoRow } from "../db/queries/videos";
import type { Video } from "./responses/videos";

export const listVideosInput = z.object({
  channel_id: z.string().trim().min(1).max(64).optional(),
  skip: skipParam,
  limit: limitParam(15),
});

function toVideo(row: VideoRow): Video {
  return {
    video_id: row.video_id,
    title: row.title,
    video_title: row.title,
    description: row.description,
    channel_id: row.channel_id,
    channel_name: row.channel_name,
    channel_handle: row.handle,
    thumbnail_url: row.thumbnail_url,
    published_at: row.published_at,
    created_at: row.created_at,
    product_count: row.product_count,
    video_url: `https://www.youtube.com/watch?v=${encodeURIComponent(row.video_id)}`,
    embed_url: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(row.video_id)}`,
  };
}
export type { Video } from "./responses/videos";

/** Videos newest first (`total` counted up to a window, as in the products list); hidden channels' only for admins. */
export async function listVideos(rc: ServiceContext, rawInput: z.input<typeof listVideosInput>) {
  const input = listVideosInput.parse(rawInput);
  const { rows, total } = await videosPage(rc.d1, {
    channelId: input.channel_id,
    hiddenToo: seesHidden(rc),
    limit: input.limit,
    skip: input.skip,
  });
  return { videos: rows.map(toVideo), total };
}

export async function getVideo(rc: ServiceContext, videoId: string) {
  const row = await videoById(rc.d1, videoId);
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Video not found");
  return toVideo(row);
}
