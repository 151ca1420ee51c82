/** Answers about the signed-in user's own data: subscriptions, notifications, channel requests, preferences. */
import { z } from "zod";
import { isoTimestamp } from "./common";
import { channelResponse } from "./channels";

export const subscriptionChangeResponse = z.strictObject({ channel_id: z.string(), subscribed: z.boolean() });

export const subscriptionListResponse = z.strictObject({
  subscriptions: z.array(z.strictObject({ channel_id: z.string(), subscribed_at: isoTimestamp, channel: channelResponse })),
  total: z.number().int(),
});

export const notificationResponse = z.strictObject({
  notification_id: z.string(),
  channel_id: z.string(),
  channel_name: z.string(),
  content_type: z.enum(["videos", "storefront", "price_drop"]),
  ref_id: z.string().describe("The video (videos), the product (storefront), or `{product_id}:{price_id}` (price_drop: one per drop)"),
  title: z.string().describe("A price drop's text: 'Price drop: {product} is now {price} (was {old})'"),
  is_read: z.boolean(),
  created_at: isoTimestamp,
  video_id: z.string().nullable(),
  product_id: z.string().nullable().describe("The product a storefront or price-drop notification links to"),
  group_count: z
    .number()
    .int()
    .describe(
      "Repeats shown as this one row: a channel's storefront additions or new videos within an hour (unread) are one group, read as its newest notification; marking it read marks the group",
    ),
  message: z.string().describe("What happened, e.g. 'Desk Craft added Vireo X to their storefront', 'New video: {title}'"),
  link: z.string().describe("The site path it leads to: the product or video itself, or for a group the storefront or channel"),
});
export type Notification = z.infer<typeof notificationResponse>;

export const notificationListResponse = z.strictObject({
  notifications: z.array(notificationResponse),
  total: z.number().int().describe("Rows (a group counts once)"),
  unread_count: z.number().int().describe("Unread rows (a group counts once)"),
});
export const notificationReadResponse = z.strictObject({ notification_id: z.string(), is_read: z.boolean() });
export const notificationsMarkedResponse = z.strictObject({ updated: z.number().int() });

export const channelRequestResponse = z.strictObject({ channel_name: z.string(), message: z.string() });

export const preferencesResponse = z.strictObject({ notification_digest: z.boolean() });
