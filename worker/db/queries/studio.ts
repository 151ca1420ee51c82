/** The creator studio's reads and writes (worker/services/studio.ts): a channel's storefront settings and per-product choices. */
import type { D1Handle } from "../client";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

export interface StudioChannelRow {
  channel_id: string;
  channel_name: string;
  handle: string;
  thumbnail_url: string | null;
}

export async function studioChannelRow(d1: D1Handle, channelId: string): Promise<StudioChannelRow | null> {
  return d1
    .prepare("SELECT channel_id, channel_name, handle, thumbnail_url FROM channels WHERE channel_id = ?")
    .bind(channelId)
    .first<StudioChannelRow>();
}

export interface StudioStorefrontRow {
  storefront_id: string;
  channel_id: string;
  handle: string;
  headline: string;
  bio: string;
  partner_tag: string | null;
  custom_domain: string | null;
  domain_token: string | null;
  domain_verified_at: string | null;
}

const STOREFRONT_COLUMNS = "storefront_id, channel_id, handle, headline, bio, partner_tag, custom_domain, domain_token, domain_verified_at";

/** The channel's storefront (storefronts_channel_unique), or null when it has none yet. */
export async function studioStorefrontRow(d1: D1Handle, channelId: string): Promise<StudioStorefrontRow | null> {
  return d1.prepare(`SELECT ${STOREFRONT_COLUMNS} FROM storefronts WHERE channel_id = ?`).bind(channelId).first<StudioStorefrontRow>();
}

export interface StorefrontChannelRow {
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
  storefront_id: string;
  handle: string;
  partner_tag: string | null;
}

/** Every channel with a storefront, by name (an admin's studio). */
export async function storefrontChannelRows(d1: D1Handle, limit: number, offset: number): Promise<StorefrontChannelRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT c.channel_id, c.channel_name, c.thumbnail_url, s.storefront_id, s.handle, s.partner_tag
         FROM storefronts s JOIN channels c ON c.channel_id = s.channel_id
        ORDER BY c.channel_name COLLATE NOCASE, c.channel_id
        LIMIT ? OFFSET ?`,
    )
    .bind(limit, offset)
    .all<StorefrontChannelRow>();
  return results;
}

/** The settings a studio write may change; absent ones keep their value. */
export interface StorefrontSettingsPatch {
  handle?: string;
  headline?: string;
  bio?: string;
  partner_tag?: string | null;
  custom_domain?: string | null;
  domain_token?: string | null;
  domain_verified_at?: string | null;
}

const SETTING_COLUMNS = ["handle", "headline", "bio", "partner_tag", "custom_domain", "domain_token", "domain_verified_at"] as const;

/**
 * Writes the given settings. Answers which unique value another storefront holds already (the
 * handle, case-insensitively, or the domain), or null when written.
 */
export async function updateStorefrontSettings(
  d1: D1Handle,
  storefrontId: string,
  patch: StorefrontSettingsPatch,
): Promise<"handle" | "domain" | null> {
  const columns = SETTING_COLUMNS.filter((column) => patch[column] !== undefined);
  if (columns.length === 0) return null;
  try {
    await d1
      .prepare(`UPDATE storefronts SET ${columns.map((c) => `${c} = ?`).join(", ")}, updated_at = ${NOW} WHERE storefront_id = ?`)
      .bind(...columns.map((c) => patch[c] ?? null), storefrontId)
      .run();
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
export async function markDomainVerified(d1: D1Handle, storefrontId: string, domain: string, token: string): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE storefronts SET domain_verified_at = ${NOW}, updated_at = ${NOW}
        WHERE storefront_id = ? AND custom_domain = ? AND domain_token = ?`,
    )
    .bind(storefrontId, domain, token)
    .run();
  return result.meta.changes > 0;
}

/** Whether the channel mentions a product of this match key that has a verified listing (a storefront entry). */
export async function channelListsMatchKey(d1: D1Handle, channelId: string, matchKey: string): Promise<boolean> {
  const row = await d1
    .prepare("SELECT 1 AS found FROM products WHERE match_key = ? AND channel_id = ? AND listed = 1 LIMIT 1")
    .bind(matchKey, channelId)
    .first<{ found: number }>();
  return row !== null;
}

export interface EntryRow {
  pinned: number;
  hidden: number;
  position: number | null;
  note: string;
  collection: string;
}

export async function entryRow(d1: D1Handle, storefrontId: string, matchKey: string): Promise<EntryRow | null> {
  return d1
    .prepare("SELECT pinned, hidden, position, note, collection FROM storefront_entries WHERE storefront_id = ? AND match_key = ?")
    .bind(storefrontId, matchKey)
    .first<EntryRow>();
}

export interface EntryChoices {
  pinned: boolean;
  hidden: boolean;
  position: number | null;
  note: string;
  collection: string;
}

const UPSERT_ENTRY = `INSERT INTO storefront_entries (storefront_id, match_key, pinned, hidden, position, note, collection, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ${NOW})
  ON CONFLICT (storefront_id, match_key) DO UPDATE SET pinned = excluded.pinned, hidden = excluded.hidden,
    position = excluded.position, note = excluded.note, collection = excluded.collection, updated_at = excluded.updated_at`;

export async function upsertEntry(d1: D1Handle, storefrontId: string, matchKey: string, e: EntryChoices): Promise<void> {
  await d1
    .prepare(UPSERT_ENTRY)
    .bind(storefrontId, matchKey, e.pinned ? 1 : 0, e.hidden ? 1 : 0, e.position, e.note, e.collection)
    .run();
}

/** Gives each listed entry its index as position (a reorder), keeping its other choices; one batch. */
export async function setEntryPositions(d1: D1Handle, storefrontId: string, matchKeys: string[]): Promise<void> {
  if (matchKeys.length === 0) return;
  await d1.batch(
    matchKeys.map((key, position) =>
      d1
        .prepare(
          `INSERT INTO storefront_entries (storefront_id, match_key, position, updated_at) VALUES (?, ?, ?, ${NOW})
           ON CONFLICT (storefront_id, match_key) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
        )
        .bind(storefrontId, key, position),
    ),
  );
}
