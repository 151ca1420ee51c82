import { z } from "zod";
import { isoTimestamp } from "./common";

export const videoResponse = z.strictObject({
  video_id: z.string(),
  title: z.string(),
  video_title: z.string().describe("The same title, under the other name SPEC.md uses"),
  description: z.string(),
  channel_id: z.string(),
  channel_name: z.string(),
  channel_handle: z.string(),
  thumbnail_url: z.string().nullable(),
  published_at: isoTimestamp,
  created_at: isoTimestamp,
  product_count: z.number().int(),
  video_url: z.string(),
  embed_url: z.string(),
});
export type Video = z.infer<typeof videoResponse>;

export const videoListResponse = z.strictObject({ videos: z.array(videoResponse), total: z.number().int() });
