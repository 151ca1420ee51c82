import { z } from "zod";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { AppError } from "../lib/errors";
import { limitParam, skipParam } from "./pagination";
import type { Video } from "./responses/videos";

export const listVideosInput = z.object({
  channel_id: z.string().trim().min(1).max(64).optional(),
  skip: skipParam,
  limit: limitParam(15),
});

interface VideoRow {
  video_id: string;
  title: string;
  description: string;
  channel_id: string;
  channel_name: string;
  handle: string;
  thumbnail_url: string | null;
  published_at: string;
  created_at: string;
  product_count: number;
}

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

const COLUMNS = `v.video_id, v.title, v.description, v.channel_id, c.channel_name, c.handle, v.thumbnail_url, v.published_at,
  v.created_at, (SELECT count(*) FROM products p WHERE p.video_id = v.video_id AND p.listed = 1) AS product_count`;

/** As in products.ts: `total` is exact up to skip + limit + this, a lower bound beyond. */
const COUNT_WINDOW = 1000;

/**
 * Videos newest first. Hidden channels are few, so their videos are left out with a NOT IN over
 * them instead of a join per video; the page's keys come from an index alone (a deep page reads
 * index entries, not rows), and only the page is joined to its channel and product count.
 * `total` counts up to a window, like the products list: the biggest channels have tens of
 * thousands of videos, and a pager only needs to know that more pages exist.
 */
export async function listVideos(rc: ServiceContext, rawInput: z.input<typeof listVideosInput>) {
  const input = listVideosInput.parse(rawInput);
  const where: string[] = [];
  const binds: unknown[] = [];
  if (!seesHidden(rc)) where.push("v.channel_id NOT IN (SELECT channel_id FROM channels WHERE show = 0)");
  if (input.channel_id) {
    binds.push(input.channel_id);
    where.push(`v.channel_id = ?${binds.length}`);
  }
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const order = "v.published_at DESC, v.video_id DESC";
  const keys = `SELECT v.video_id FROM videos v ${whereSql} ORDER BY ${order} LIMIT ?${binds.length + 1} OFFSET ?${binds.length + 2}`;
  const counted = `SELECT count(*) AS total FROM (SELECT 1 FROM videos v ${whereSql} LIMIT ?${binds.length + 1})`;
  const [page, count] = await rc.d1.batch([
    rc.d1
      .prepare(
        // CROSS JOIN keeps the page's keys as the outer loop (otherwise SQLite may walk every video in order).
        `SELECT ${COLUMNS} FROM (${keys}) k CROSS JOIN videos v ON v.video_id = k.video_id JOIN channels c ON c.channel_id = v.channel_id ORDER BY ${order}`,
      )
      .bind(...binds, input.limit, input.skip),
    rc.d1.prepare(counted).bind(...binds, input.skip + input.limit + COUNT_WINDOW),
  ]);
  return {
    videos: ((page?.results ?? []) as VideoRow[]).map(toVideo),
    total: (count?.results[0] as { total: number }).total,
  };
}

export async function getVideo(rc: ServiceContext, videoId: string) {
  const row = await rc.d1
    .prepare(`SELECT ${COLUMNS}, c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?`)
    .bind(videoId)
    .first<VideoRow & { show: number }>();
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Video not found");
  return toVideo(row);
}
