import { z } from "zod";

export const channelResponse = z.strictObject({
  channel_id: z.string(),
  handle: z.string().describe("The platform handle, without @"),
  channel_name: z.string(),
  thumbnail_url: z.string().nullable(),
  description: z.string(),
  category: z.string().nullable(),
  show: z.boolean(),
  video_count: z.number().int(),
  product_count: z.number().int(),
  subscriber_count: z.string().describe("As SPEC.md shows it: '1.2K subscribers'"),
  subscriber_count_value: z.number().int(),
  is_subscribed: z.boolean(),
});
export type Channel = z.infer<typeof channelResponse>;

export const channelListResponse = z.strictObject({ channels: z.array(channelResponse), total: z.number().int() });

export const creatorOptionResponse = z.strictObject({
  channel_id: z.string(),
  channel_name: z.string(),
  thumbnail_url: z.string().nullable(),
});
export type CreatorOption = z.infer<typeof creatorOptionResponse>;
export const adminChannelSearchResponse = z.strictObject({
  channels: z.array(z.strictObject({ channel_id: z.string(), handle: z.string(), channel_name: z.string(), show: z.boolean() })),
});

export const creatorOptionsResponse = z.strictObject({ channels: z.array(creatorOptionResponse) });
