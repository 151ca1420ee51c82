/** The creator studio's reads and writes (worker/services/studio.ts): a channel's storefront settings and per-product choices. */
import { eq, sql } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import { isoNow } from "../columns";
import type { RowQuery, RowsQuery, Stored } from "../rows";
import { type channels, type storefrontEntries, storefronts } from "../schema";

type Channel = typeof channels.$inferSelect;
type Storefront = typeof storefronts.$inferSelect;

export type StudioChannelRow = Pick<Channel, "channel_id" | "channel_name" | "handle" | "thumbnail_url">;

export function studioChannelRow(db: Db, channelId: string): RowQuery<StudioChannelRow> {
  return db.get<StudioChannelRow>(
    sql`SELECT channel_id, channel_name, handle, thumbnail_url FROM channels WHERE channel_id = ${channelId}`,
  );
}

export type StudioStorefrontRow = Pick<
  Storefront,
  "storefront_id" | "channel_id" | "handle" | "headline" | "bio" | "partner_tag" | "custom_domain" | "domain_token" | "domain_verified_at"
>;

/** The channel's storefront (storefronts_channel_unique), or none yet. */
export function studioStorefrontRow(db: Db, channelId: string): RowQuery<StudioStorefrontRow> {
  return db.get<StudioStorefrontRow>(
    sql`SELECT storefront_id, channel_id, handle, headline, bio, partner_tag, custom_domain, domain_token, domain_verified_at FROM storefronts WHERE channel_id = ${channelId}`,
  );
}

export type StorefrontChannelRow = Pick<Channel, "channel_id" | "channel_name" | "thumbnail_url"> &
  Pick<Storefront, "storefront_id" | "handle" | "partner_tag">;

/** Every channel with a storefront, by name (an admin's studio). */
export function storefrontChannelRows(db: Db, limit: number, offset: number): RowsQuery<StorefrontChannelRow> {
  return db.all<StorefrontChannelRow>(
    sql`SELECT c.channel_id, c.channel_name, c.thumbnail_url, s.storefront_id, s.handle, s.partner_tag
         FROM storefronts s JOIN channels c ON c.channel_id = s.channel_id
        ORDER BY c.channel_name COLLATE NOCASE, c.channel_id
        LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** The settings a studio write may change; absent ones keep their value. */
export type StorefrontSettingsPatch = Partial<
  Pick<Storefront, "handle" | "headline" | "bio" | "partner_tag" | "custom_domain" | "domain_token" | "domain_verified_at">
>;

/**
 * Writes the given settings. Answers which unique value another storefront holds already (the
 * handle, case-insensitively, or the domain), or null when written.
 */
export async function updateStorefrontSettings(
  db: Db,
  storefrontId: string,
  patch: StorefrontSettingsPatch,
): Promise<"handle" | "domain" | null> {
  if (Object.values(patch).every((value) => value === undefined)) return null;
  try {
    // The builder leaves out the settings that are undefined.
    await db
      .update(storefronts)
      .set({ ...patch, updated_at: isoNow })
      .where(eq(storefronts.storefront_id, storefrontId));
    return null;
  } catch (error) {
    const message = messages(error);
    if (/storefronts_handle_unique|storefronts\.handle/i.test(message)) return "handle";
    if (/storefronts_domain_unique|storefronts\.custom_domain/i.test(message)) return "domain";
    throw error;
  }
}

function messages(error: unknown): string {
  const out: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) out.push(e.message);
  return out.join(" ");
}

/** Sets domain_verified_at, only while the domain and token are still the ones checked. */
export async function markDomainVerified(db: Db, storefrontId: string, domain: string, token: string): Promise<boolean> {
  const result = await db.run(
    sql`UPDATE storefronts SET domain_verified_at = ${isoNow}, updated_at = ${isoNow}
        WHERE storefront_id = ${storefrontId} AND custom_domain = ${domain} AND domain_token = ${token}`,
  );
  return result.meta.changes > 0;
}

/** Whether the channel mentions a product of this match key that has a verified listing (a storefront entry). */
export async function channelListsMatchKey(db: Db, channelId: string, matchKey: string): Promise<boolean> {
  const row = await db.get<{ found: number }>(
    sql`SELECT 1 AS found FROM products WHERE match_key = ${matchKey} AND channel_id = ${channelId} AND listed = 1 LIMIT 1`,
  );
  return row !== undefined;
}

type Entry = typeof storefrontEntries.$inferSelect;

export type EntryRow = Stored<Pick<Entry, "pinned" | "hidden" | "position" | "note" | "collection">>;

export function entryRow(db: Db, storefrontId: string, matchKey: string): RowQuery<EntryRow> {
  return db.get<EntryRow>(
    sql`SELECT pinned, hidden, position, note, collection FROM storefront_entries WHERE storefront_id = ${storefrontId} AND match_key = ${matchKey}`,
  );
}

export type EntryChoices = Pick<Entry, "pinned" | "hidden" | "position" | "note" | "collection">;

export async function upsertEntry(db: Db, storefrontId: string, matchKey: string, e: EntryChoices): Promise<void> {
  await db.run(
    sql`INSERT INTO storefront_entries (storefront_id, match_key, pinned, hidden, position, note, collection, updated_at)
  VALUES (${storefrontId}, ${matchKey}, ${e.pinned ? 1 : 0}, ${e.hidden ? 1 : 0}, ${e.position}, ${e.note}, ${e.collection}, ${isoNow})
  ON CONFLICT (storefront_id, match_key) DO UPDATE SET pinned = excluded.pinned, hidden = excluded.hidden,
    position = excluded.position, note = excluded.note, collection = excluded.collection, updated_at = excluded.updated_at`,
  );
}

/** Gives each listed entry its index as position (a reorder), keeping its other choices; one transaction. */
export async function setEntryPositions(db: Db, storefrontId: string, matchKeys: string[]): Promise<void> {
  const [first, ...rest] = matchKeys.map((key, position) =>
    db.run(
      sql`INSERT INTO storefront_entries (storefront_id, match_key, position, updated_at) VALUES (${storefrontId}, ${key}, ${position}, ${isoNow})
           ON CONFLICT (storefront_id, match_key) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
    ),
  );
  if (first) await batch(db, [first, ...rest]);
}
