import { z } from "zod";
import { channelVisibilityTags } from "../cache/invalidation";
import { purgeTags } from "../cache/purge";
import { AppError, forbidden, notFound, unauthorized } from "../lib/errors";
import type { ServiceContext } from "./context";
import { ADD_CHANNEL_CATEGORIES_SQL, PRUNE_CATEGORIES_SQL } from "./categories";
import { seesHidden } from "./context";
import { formatSubscribers, ftsQuery } from "./format";
import { limitParam, skipParam } from "./pagination";
import type { Channel } from "./responses/channels";

export const channelSorts = ["name", "videos", "products", "subscribers"] as const;

export const listChannelsInput = z.object({
  query: z.string().trim().max(200).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(channelSorts).default("name"),
  skip: skipParam,
  limit: limitParam(12),
});
export type ListChannelsInput = z.input<typeof listChannelsInput>;

export const hiddenChannelsInput = z.object({ skip: skipParam, limit: limitParam(12) });

export const channelIdParam = z.string().trim().min(1).max(64);

interface ChannelRow {
  channel_id: string;
  handle: string;
  channel_name: string;
  thumbnail_url: string | null;
  description: string;
  category: string | null;
  show: number;
  video_count: number;
  product_count: number;
  subscriber_count: number;
  is_subscribed: number;
}

export function toChannel(row: ChannelRow): Channel {
  return {
    channel_id: row.channel_id,
    handle: row.handle,
    channel_name: row.channel_name,
    thumbnail_url: row.thumbnail_url,
    description: row.description,
    category: row.category,
    show: row.show === 1,
    video_count: row.video_count,
    product_count: row.product_count,
    subscriber_count: formatSubscribers(row.subscriber_count),
    subscriber_count_value: row.subscriber_count,
    is_subscribed: row.is_subscribed === 1,
  };
}
export type { Channel } from "./responses/channels";

/** Ties break on seq in the sort's direction: the order the (show, …) indexes store, so no sort step. */
const ORDER: Record<(typeof channelSorts)[number], string> = {
  name: "c.channel_name COLLATE NOCASE ASC, c.seq ASC",
  videos: "c.video_count DESC, c.seq DESC",
  products: "c.product_count DESC, c.seq DESC",
  subscribers: "c.subscriber_count DESC, c.seq DESC",
};

const COLUMNS = `c.channel_id, c.handle, c.channel_name, c.thumbnail_url, c.description, c.category, c.show,
  c.video_count, c.product_count, c.subscriber_count,
  EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ?1 AND s.channel_id = c.channel_id) AS is_subscribed`;

/**
 * A page of channels: the page's `seq`s come from an index alone (skipped rows are never read),
 * then only those rows are read and checked against the viewer's subscriptions.
 */
async function pageOfChannels(rc: ServiceContext, show: 0 | 1, input: z.output<typeof listChannelsInput>) {
  const where = ["c.show = ?2"];
  const binds: unknown[] = [rc.viewer?.user_id ?? "", show];
  let from = "channels c";
  if (input.category) {
    binds.push(input.category);
    where.push(`c.category = ?${binds.length}`);
  }
  const match = input.query ? ftsQuery(input.query) : null;
  // Text made only of symbols matches nothing, as in the product search.
  if (input.query && !match) return { channels: [], total: 0 };
  if (match) {
    binds.push(match);
    from = `channels_fts f JOIN channels c ON c.seq = f.rowid`;
    where.push(`channels_fts MATCH ?${binds.length}`);
  }
  const whereSql = where.join(" AND ");
  binds.push(input.limit, input.skip);
  const limitAt = binds.length - 1;
  const keys = `SELECT c.seq FROM ${from} WHERE ${whereSql} ORDER BY ${ORDER[input.sort]} LIMIT ?${limitAt} OFFSET ?${limitAt + 1}`;
  const [rows, total] = await rc.d1.batch([
    // CROSS JOIN keeps the page's keys as the outer loop.
    rc.d1.prepare(`SELECT ${COLUMNS} FROM (${keys}) k CROSS JOIN channels c ON c.seq = k.seq ORDER BY ${ORDER[input.sort]}`).bind(...binds),
    rc.d1.prepare(`SELECT count(*) AS total FROM ${from} WHERE ${whereSql}`).bind(...binds.slice(0, limitAt - 1)),
  ]);
  return {
    channels: (rows?.results as ChannelRow[]).map(toChannel),
    total: (total?.results[0] as { total: number }).total,
  };
}

export async function listChannels(rc: ServiceContext, input: ListChannelsInput) {
  return pageOfChannels(rc, 1, listChannelsInput.parse(input));
}

export async function listHiddenChannels(rc: ServiceContext, input: z.input<typeof hiddenChannelsInput>) {
  requireAdmin(rc);
  const page = hiddenChannelsInput.parse(input);
  return pageOfChannels(rc, 0, { ...page, sort: "name" });
}

export const adminChannelSearchInput = z.object({
  query: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

/**
 * Channels an admin finds by typing (the transcript reader's picker): visible and hidden ones
 * alike, by name or handle through the FTS index, at most `limit` of each, sorted by name.
 */
export async function findChannelsForAdmin(rc: ServiceContext, rawInput: z.input<typeof adminChannelSearchInput>) {
  requireAdmin(rc);
  const { query, limit } = adminChannelSearchInput.parse(rawInput);
  const page = { query, limit, skip: 0, sort: "name" as const };
  const [visible, hidden] = await Promise.all([pageOfChannels(rc, 1, page), pageOfChannels(rc, 0, page)]);
  const channels = [...visible.channels, ...hidden.channels]
    .sort((a, b) => a.channel_name.localeCompare(b.channel_name, "en", { sensitivity: "base" }))
    .map((c) => ({ channel_id: c.channel_id, handle: c.handle, channel_name: c.channel_name, show: c.show }));
  return { channels };
}

export async function getChannel(rc: ServiceContext, channelId: string) {
  const row = await rc.d1
    .prepare(`SELECT ${COLUMNS} FROM channels c WHERE c.channel_id = ?2`)
    .bind(rc.viewer?.user_id ?? "", channelId)
    .first<ChannelRow>();
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Channel not found");
  return toChannel(row);
}

export function requireAdmin(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  if (!rc.viewer.is_admin) throw forbidden();
}

/** Flips a channel's visibility and carries it onto its products so lists filter on one index. */
export async function toggleChannelShow(rc: ServiceContext, channelId: string) {
  requireAdmin(rc);
  const row = await rc.d1.prepare("SELECT show FROM channels WHERE channel_id = ?").bind(channelId).first<{ show: number }>();
  if (!row) throw notFound("Channel");
  const show = row.show === 1 ? 0 : 1;
  await rc.d1.batch([
    rc.d1
      .prepare("UPDATE channels SET show = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE channel_id = ?")
      .bind(show, channelId),
    rc.d1.prepare("UPDATE products SET channel_show = ? WHERE channel_id = ?").bind(show, channelId),
    // Showing adds this channel's categories; hiding drops those no other visible product has.
    ...(show === 1
      ? ADD_CHANNEL_CATEGORIES_SQL.map((statement) => rc.d1.prepare(statement).bind(channelId))
      : [rc.d1.prepare(PRUNE_CATEGORIES_SQL)]),
  ]);
  // A hidden channel leaves every cached page and answer at once: a rule, not a preference.
  await purgeTags(rc.env.TASKS, channelVisibilityTags(channelId));
  return getChannel(rc, channelId);
}

export async function listChannelCategories(rc: ServiceContext) {
  const { results } = await rc.d1
    .prepare("SELECT DISTINCT category FROM channels WHERE show = 1 AND category IS NOT NULL ORDER BY category COLLATE NOCASE")
    .all<{ category: string }>();
  return { categories: results.map((r) => r.category) };
}

/** How many creators a filter list holds: past a few hundred rows the dropdown is unusable and the page slow. */
export const CREATOR_FILTER_SIZE = 200;
const MAX_SELECTED = 20;

export const creatorOptionsInput = z.object({
  query: z.string().trim().max(200).optional(),
  /** Channel ids, comma-separated, listed whatever their rank (the creators already chosen). */
  selected: z
    .string()
    .max(MAX_SELECTED * 65)
    .optional()
    .transform((text) => [
      ...new Set(
        (text ?? "")
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(channelIdParam).max(MAX_SELECTED, `At most ${MAX_SELECTED} selected channels`)),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(CREATOR_FILTER_SIZE)
    .transform((n) => Math.min(n, CREATOR_FILTER_SIZE)),
});
export type CreatorOptions = z.output<typeof creatorOptionsInput>;

/** The busiest visible channels, or those whose name matches `query`; null when `query` has nothing searchable. */
function rankedCreatorOptions(rc: ServiceContext, query: string | undefined, limit: number) {
  if (!query) {
    return rc.d1
      .prepare("SELECT channel_id, channel_name, thumbnail_url FROM channels WHERE show = 1 ORDER BY product_count DESC, seq DESC LIMIT ?")
      .bind(limit);
  }
  const match = ftsQuery(query);
  // Text made only of symbols matches nothing, as in the channel search.
  if (!match) return null;
  return rc.d1
    .prepare(
      `SELECT c.channel_id, c.channel_name, c.thumbnail_url FROM channels_fts f JOIN channels c ON c.seq = f.rowid
     WHERE channels_fts MATCH ? AND c.show = 1 ORDER BY c.product_count DESC, c.seq DESC LIMIT ?`,
    )
    .bind(match, limit);
}

/**
 * The creator filter (products page and GET /api/channels/options): the visible channels with the
 * most listed products (channels_show_products_idx), or those whose name matches `query`, plus
 * the selected ones, sorted by name.
 */
export async function listCreatorFilterOptions(rc: ServiceContext, options: CreatorOptions) {
  type Option = { channel_id: string; channel_name: string; thumbnail_url: string | null };
  const { query, selected, limit } = options;
  const ranked = rankedCreatorOptions(rc, query, limit);
  const chosen = selected.length
    ? rc.d1
        .prepare(
          `SELECT channel_id, channel_name, thumbnail_url FROM channels WHERE show = 1 AND channel_id IN (${selected.map(() => "?").join(", ")})`,
        )
        .bind(...selected)
    : null;
  const statements = [ranked, chosen].filter((statement) => statement !== null);
  const results = statements.length ? await rc.d1.batch<Option>(statements) : [];
  const byId = new Map<string, Option>();
  for (const result of results) for (const row of result.results) byId.set(row.channel_id, row);
  const channels = [...byId.values()].sort((a, b) => a.channel_name.localeCompare(b.channel_name, undefined, { sensitivity: "base" }));
  return { channels };
}
