import { z } from "zod";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { AppError } from "./errors";
import { limitParam, skipParam } from "./pagination";

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

function toVideo(row: VideoRow) {
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
export type Video = ReturnType<typeof toVideo>;

const COLUMNS = `v.video_id, v.title, v.description, v.channel_id, c.channel_name, c.handle, v.thumbnail_url, v.published_at,
  v.created_at, (SELECT count(*) FROM products p WHERE p.video_id = v.video_id AND p.listed = 1) AS product_count`;

export async function listVideos(rc: ServiceContext, rawInput: z.input<typeof listVideosInput>) {
  const input = listVideosInput.parse(rawInput);
  const where: string[] = [];
  const binds: unknown[] = [];
  if (!seesHidden(rc)) where.push("c.show = 1");
  if (input.channel_id) {
    binds.push(input.channel_id);
    where.push(`v.channel_id = ?${binds.length}`);
  }
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const from = "videos v JOIN channels c ON c.channel_id = v.channel_id";
  const [page, count] = await rc.env.DB.batch([
    rc.env.DB.prepare(
      `SELECT ${COLUMNS} FROM ${from} ${whereSql} ORDER BY v.published_at DESC, v.video_id LIMIT ?${binds.length + 1} OFFSET ?${binds.length + 2}`,
    ).bind(...binds, input.limit, input.skip),
    rc.env.DB.prepare(`SELECT count(*) AS total FROM ${from} ${whereSql}`).bind(...binds),
  ]);
  return {
    videos: ((page?.results ?? []) as VideoRow[]).map(toVideo),
    total: (count?.results[0] as { total: number }).total,
  };
}

export async function getVideo(rc: ServiceContext, videoId: string) {
  const row = await rc.env.DB.prepare(
    `SELECT ${COLUMNS}, c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?`,
  )
    .bind(videoId)
    .first<VideoRow & { show: number }>();
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Video not found");
  return toVideo(row);
}
