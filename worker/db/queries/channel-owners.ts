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
  const row = await d1
    .prepare("SELECT 1 AS owns FROM channel_owners WHERE channel_id = ? AND user_id = ?")
    .bind(channelId, userId)
    .first<{ owns: number }>();
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

export type OwnershipProof = "google" | "demo";

export interface KnownChannelRow {
  channel_id: string;
  channel_name: string;
  handle: string;
}

/** Those of the ids that are channels on the site, by name. */
export async function knownChannels(d1: D1Handle, channelIds: string[]): Promise<KnownChannelRow[]> {
  if (channelIds.length === 0) return [];
  const { results } = await d1
    .prepare(
      `SELECT channel_id, channel_name, handle FROM channels
        WHERE channel_id IN (SELECT value FROM json_each(?))
        ORDER BY channel_name COLLATE NOCASE, channel_id`,
    )
    .bind(JSON.stringify(channelIds))
    .all<KnownChannelRow>();
  return results;
}

/** Records the user as an owner of each channel; proving it again refreshes the proof and its time. */
export async function upsertChannelOwners(d1: D1Handle, channelIds: string[], userId: string, proof: OwnershipProof): Promise<void> {
  if (channelIds.length === 0) return;
  await d1.batch(
    channelIds.map((channelId) =>
      d1
        .prepare(
          `INSERT INTO channel_owners (channel_id, user_id, proof, verified_at)
           VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
           ON CONFLICT (channel_id, user_id) DO UPDATE SET proof = excluded.proof, verified_at = excluded.verified_at`,
        )
        .bind(channelId, userId, proof),
    ),
  );
}

export interface ChannelOwnerRow {
  channel_id: string;
  channel_name: string;
  handle: string;
  user_id: string;
  email: string;
  proof: OwnershipProof;
  verified_at: string;
}

const OWNER_SELECT = `SELECT o.channel_id, c.channel_name, c.handle, o.user_id, u.email, o.proof, o.verified_at
  FROM channel_owners o
  JOIN channels c ON c.channel_id = o.channel_id
  JOIN users u ON u.user_id = o.user_id`;

/** A channel's owners, earliest proof first. */
export async function channelOwnerRows(d1: D1Handle, channelId: string): Promise<ChannelOwnerRow[]> {
  const { results } = await d1
    .prepare(`${OWNER_SELECT} WHERE o.channel_id = ? ORDER BY o.verified_at, u.email`)
    .bind(channelId)
    .all<ChannelOwnerRow>();
  return results;
}

/** Every channel's owners, latest proof first; the page and the total in one round trip. */
export async function pageOfChannelOwners(
  d1: D1Handle,
  limit: number,
  offset: number,
): Promise<{ rows: ChannelOwnerRow[]; total: number }> {
  const [page, count] = await d1.batch([
    d1.prepare(`${OWNER_SELECT} ORDER BY o.verified_at DESC, o.channel_id, o.user_id LIMIT ? OFFSET ?`).bind(limit, offset),
    d1.prepare("SELECT count(*) AS total FROM channel_owners"),
  ]);
  return {
    rows: (page?.results ?? []) as ChannelOwnerRow[],
    total: (count?.results[0] as { total: number }).total,
  };
}

/** False when the user was not an owner of the channel. */
export async function removeChannelOwner(d1: D1Handle, channelId: string, userId: string): Promise<boolean> {
  const result = await d1.prepare("DELETE FROM channel_owners WHERE channel_id = ? AND user_id = ?").bind(channelId, userId).run();
  return result.meta.changes > 0;
}
