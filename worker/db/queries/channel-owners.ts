/** Channel owners (table channel_owners): who may run a channel's storefront and read its figures. */
import { sql } from "drizzle-orm";
import { batch, runBatch } from "../batch";
import type { Db } from "../client";
import type { RowsQuery } from "../rows";
import type { channelOwners, channels, storefronts, users } from "../schema";

type Channel = typeof channels.$inferSelect;
type ChannelOwner = typeof channelOwners.$inferSelect;
type Storefront = typeof storefronts.$inferSelect;

/** A channel the user owns, with its storefront's columns (null when it has none). */
export type OwnedChannelRow = Pick<Channel, "channel_id" | "channel_name" | "thumbnail_url"> & {
  [K in "storefront_id" | "handle" | "partner_tag"]: Storefront[K] | null;
};

export async function isChannelOwner(db: Db, channelId: string, userId: string): Promise<boolean> {
  const row = await db.get<{ owns: number }>(
    sql`SELECT 1 AS owns FROM channel_owners WHERE channel_id = ${channelId} AND user_id = ${userId}`,
  );
  return row !== undefined;
}

/** The user's channels by name, each with its storefront when it has one. */
export function ownedChannelRows(db: Db, userId: string): RowsQuery<OwnedChannelRow> {
  return db.all<OwnedChannelRow>(
    sql`SELECT c.channel_id, c.channel_name, c.thumbnail_url, s.storefront_id, s.handle, s.partner_tag
         FROM channel_owners o
         JOIN channels c ON c.channel_id = o.channel_id
         LEFT JOIN storefronts s ON s.channel_id = c.channel_id
        WHERE o.user_id = ${userId}
        ORDER BY c.channel_name COLLATE NOCASE, c.channel_id`,
  );
}

/** Whether the user owns any channel: the header's Studio link. */
export async function ownsAnyChannel(db: Db, userId: string): Promise<boolean> {
  const row = await db.get<{ owns: number }>(sql`SELECT 1 AS owns FROM channel_owners WHERE user_id = ${userId} LIMIT 1`);
  return row !== undefined;
}

export type OwnershipProof = ChannelOwner["proof"];

export type KnownChannelRow = Pick<Channel, "channel_id" | "channel_name" | "handle">;

/** Those of the ids that are channels on the site, by name. */
export async function knownChannels(db: Db, channelIds: string[]): Promise<KnownChannelRow[]> {
  if (channelIds.length === 0) return [];
  return db.all<KnownChannelRow>(
    sql`SELECT channel_id, channel_name, handle FROM channels
        WHERE channel_id IN (SELECT value FROM json_each(${JSON.stringify(channelIds)}))
        ORDER BY channel_name COLLATE NOCASE, channel_id`,
  );
}

/** Records the user as an owner of each channel; proving it again refreshes the proof and its time. */
export async function upsertChannelOwners(db: Db, channelIds: string[], userId: string, proof: OwnershipProof): Promise<void> {
  await runBatch(
    db,
    channelIds.map((channelId) =>
      db.run(
        sql`INSERT INTO channel_owners (channel_id, user_id, proof, verified_at)
           VALUES (${channelId}, ${userId}, ${proof}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
           ON CONFLICT (channel_id, user_id) DO UPDATE SET proof = excluded.proof, verified_at = excluded.verified_at`,
      ),
    ),
  );
}

export type ChannelOwnerRow = Pick<ChannelOwner, "channel_id" | "user_id" | "proof" | "verified_at"> &
  Pick<Channel, "channel_name" | "handle"> &
  Pick<typeof users.$inferSelect, "email">;

const OWNER_SELECT = sql`SELECT o.channel_id, c.channel_name, c.handle, o.user_id, u.email, o.proof, o.verified_at
  FROM channel_owners o
  JOIN channels c ON c.channel_id = o.channel_id
  JOIN users u ON u.user_id = o.user_id`;

/** A channel's owners, earliest proof first. */
export function channelOwnerRows(db: Db, channelId: string): RowsQuery<ChannelOwnerRow> {
  return db.all<ChannelOwnerRow>(sql`${OWNER_SELECT} WHERE o.channel_id = ${channelId} ORDER BY o.verified_at, u.email`);
}

/** Every channel's owners, latest proof first; the page and the total in one round trip. */
export async function pageOfChannelOwners(db: Db, limit: number, offset: number): Promise<{ rows: ChannelOwnerRow[]; total: number }> {
  const [rows, count] = await batch(db, [
    db.all<ChannelOwnerRow>(sql`${OWNER_SELECT} ORDER BY o.verified_at DESC, o.channel_id, o.user_id LIMIT ${limit} OFFSET ${offset}`),
    db.get<{ total: number }>(sql`SELECT count(*) AS total FROM channel_owners`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** False when the user was not an owner of the channel. */
export async function removeChannelOwner(db: Db, channelId: string, userId: string): Promise<boolean> {
  const result = await db.run(sql`DELETE FROM channel_owners WHERE channel_id = ${channelId} AND user_id = ${userId}`);
  return result.meta.changes > 0;
}
