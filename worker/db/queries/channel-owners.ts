/** Channel owners (table channel_owners): who may run a channel's storefront and read its figures. */
import type { D1Handle } from "../client";

export interface OwnedChannelRow {
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
  storefront_id: string | null;
  handle: string | null;
  partner_tag: string | null;
}

export async function isChannelOwner(d1: D1Handle, channelId: string, userId: string): Promise<boolean> {
  const row = await d1.prepare("SELECT 1 AS owns FROM channel_owners WHERE channel_id = ? AND user_id = ?").bind(channelId, userId).first<{ owns: number }>();
  return row !== null;
}

/** The user's channels by name, each with its storefront when it has one. */
export async function ownedChannelRows(d1: D1Handle, userId: string): Promise<OwnedChannelRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT c.channel_id, c.channel_name, c.thumbnail_url, s.storefront_id, s.handle, s.partner_tag
         FROM channel_owners o
         JOIN channels c ON c.channel_id = o.channel_id
         LEFT JOIN storefronts s ON s.channel_id = c.channel_id
        WHERE o.user_id = ?
        ORDER BY c.channel_name COLLATE NOCASE, c.channel_id`,
    )
    .bind(userId)
    .all<OwnedChannelRow>();
  return results;
}

/** Whether the user owns any channel: the header's Studio link. */
export async function ownsAnyChannel(d1: D1Handle, userId: string): Promise<boolean> {
  const row = await d1.prepare("SELECT 1 AS owns FROM channel_owners WHERE user_id = ? LIMIT 1").bind(userId).first<{ owns: number }>();
  return row !== null;
}
