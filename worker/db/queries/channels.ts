import { eq, sql } from "drizzle-orm";
import { rawStatement, runBatch, type BatchStatement } from "../batch";
import type { D1Handle, Db } from "../client";
import { channels } from "../schema";

export type ChannelRow = typeof channels.$inferSelect;

/** Handles are case-insensitive on the platform; the unique index is on lower(handle). */
export async function findChannelByHandle(db: Db, handle: string): Promise<ChannelRow | undefined> {
  const rows = await db
    .select()
    .from(channels)
    .where(sql`lower(${channels.handle}) = lower(${handle})`)
    .limit(1);
  return rows[0];
}

export async function channelExists(db: Db, channelId: string): Promise<boolean> {
  const row = await db.select({ id: channels.channel_id }).from(channels).where(eq(channels.channel_id, channelId)).get();
  return row !== undefined;
}

export const channelSorts = ["name", "videos", "products", "subscribers"] as const;
export type ChannelSort = (typeof channelSorts)[number];

/** A channel as the lists and the channel page show it, with whether the viewer subscribes to it. */
export interface ChannelListRow {
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

/** Ties break on seq in the sort's direction: the order the (show, …) indexes store, so no sort step. */
const ORDER: Record<ChannelSort, string> = {
  name: "c.channel_name COLLATE NOCASE ASC, c.seq ASC",
  videos: "c.video_count DESC, c.seq DESC",
  products: "c.product_count DESC, c.seq DESC",
  subscribers: "c.subscriber_count DESC, c.seq DESC",
};

const COLUMNS = `c.channel_id, c.handle, c.channel_name, c.thumbnail_url, c.description, c.category, c.show,
  c.video_count, c.product_count, c.subscriber_count,
  EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ?1 AND s.channel_id = c.channel_id) AS is_subscribed`;

export interface ChannelPageFilter {
  /** The viewer whose subscriptions are marked; "" for none. */
  viewerId: string;
  show: 0 | 1;
  category?: string | undefined;
  /** An FTS5 match expression (worker/services/format.ts ftsQuery), or null for no text filter. */
  match: string | null;
  sort: ChannelSort;
  limit: number;
  skip: number;
}

/**
 * A page of channels: the page's `seq`s come from an index alone (skipped rows are never read),
 * then only those rows are read and checked against the viewer's subscriptions. One batch, so the
 * page and its total are one round trip.
 */
export async function pageOfChannels(d1: D1Handle, filter: ChannelPageFilter): Promise<{ rows: ChannelListRow[]; total: number }> {
  const where = ["c.show = ?2"];
  const binds: unknown[] = [filter.viewerId, filter.show];
  let from = "channels c";
  if (filter.category) {
    binds.push(filter.category);
    where.push(`c.category = ?${binds.length}`);
  }
  let matchAt = 0;
  if (filter.match) {
    binds.push(filter.match);
    matchAt = binds.length;
    from = `channels_fts f JOIN channels c ON c.seq = f.rowid`;
    where.push(`channels_fts MATCH ?${matchAt}`);
  }
  const whereSql = where.join(" AND ");
  binds.push(filter.limit, filter.skip);
  const limitAt = binds.length - 1;
  const keys = `SELECT c.seq FROM ${from} WHERE ${whereSql} ORDER BY ${ORDER[filter.sort]} LIMIT ?${limitAt} OFFSET ?${limitAt + 1}`;
  // A search of the visible channels counts its matches in the index alone, less the few hidden
  // ones among them (found from the hidden channels' side, hence `+c.seq`), instead of reading
  // every matching channel's row to test its visibility.
  const count =
    filter.match && filter.show === 1 && !filter.category
      ? `SELECT (SELECT count(*) FROM channels_fts WHERE channels_fts MATCH ?${matchAt})
           - (SELECT count(*) FROM channels c WHERE c.show = 0 AND +c.seq IN (SELECT rowid FROM channels_fts WHERE channels_fts MATCH ?${matchAt})) AS total`
      : `SELECT count(*) AS total FROM ${from} WHERE ${whereSql}`;
  const [rows, total] = await d1.batch([
    // CROSS JOIN keeps the page's keys as the outer loop.
    d1.prepare(`SELECT ${COLUMNS} FROM (${keys}) k CROSS JOIN channels c ON c.seq = k.seq ORDER BY ${ORDER[filter.sort]}`).bind(...binds),
    d1.prepare(count).bind(...binds.slice(0, limitAt - 1)),
  ]);
  return {
    rows: (rows?.results ?? []) as ChannelListRow[],
    total: (total?.results[0] as { total: number }).total,
  };
}

export async function channelListRowById(d1: D1Handle, viewerId: string, channelId: string): Promise<ChannelListRow | null> {
  return d1.prepare(`SELECT ${COLUMNS} FROM channels c WHERE c.channel_id = ?2`).bind(viewerId, channelId).first<ChannelListRow>();
}

export async function channelShow(d1: D1Handle, channelId: string): Promise<number | null> {
  const row = await d1.prepare("SELECT show FROM channels WHERE channel_id = ?").bind(channelId).first<{ show: number }>();
  return row ? row.show : null;
}

/**
 * Sets a channel's visibility and carries it onto its products so lists filter on one index, in
 * one transaction with `categoryStatements` (the category dropdowns follow what is visible).
 */
export async function setChannelShow(db: Db, channelId: string, show: boolean, categoryStatements: BatchStatement[]): Promise<void> {
  await runBatch(db, [
    db.update(channels).set({ show }).where(eq(channels.channel_id, channelId)),
    // Products keep their updated_at: only their copy of the channel's visibility changes.
    rawStatement("UPDATE products SET channel_show = ? WHERE channel_id = ?", show ? 1 : 0, channelId),
    ...categoryStatements,
  ]);
}

export async function visibleChannelCategories(d1: D1Handle): Promise<string[]> {
  const { results } = await d1
    .prepare("SELECT DISTINCT category FROM channels WHERE show = 1 AND category IS NOT NULL ORDER BY category COLLATE NOCASE")
    .all<{ category: string }>();
  return results.map((r) => r.category);
}

export interface CreatorOptionRow {
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
}

/** The busiest visible channels (channels_show_products_idx), or those matching `match` (an FTS5 expression). */
function rankedCreatorOptions(d1: D1Handle, match: string | null, limit: number): D1PreparedStatement {
  if (match === null) {
    return d1
      .prepare("SELECT channel_id, channel_name, thumbnail_url FROM channels WHERE show = 1 ORDER BY product_count DESC, seq DESC LIMIT ?")
      .bind(limit);
  }
  return d1
    .prepare(
      `SELECT c.channel_id, c.channel_name, c.thumbnail_url FROM channels_fts f JOIN channels c ON c.seq = f.rowid
     WHERE channels_fts MATCH ? AND c.show = 1 ORDER BY c.product_count DESC, c.seq DESC LIMIT ?`,
    )
    .bind(match, limit);
}

/**
 * The creator filter's rows in one batch: the ranked channels (`ranking` null for none, its
 * `match` null for the busiest ones), then the visible ones among `selected`. A channel in both
 * comes twice.
 */
export async function creatorOptionRows(
  d1: D1Handle,
  ranking: { match: string | null } | null,
  selected: string[],
  limit: number,
): Promise<CreatorOptionRow[]> {
  const statements: D1PreparedStatement[] = [];
  if (ranking) statements.push(rankedCreatorOptions(d1, ranking.match, limit));
  if (selected.length) {
    statements.push(
      d1
        .prepare(
          `SELECT channel_id, channel_name, thumbnail_url FROM channels WHERE show = 1 AND channel_id IN (${selected.map(() => "?").join(", ")})`,
        )
        .bind(...selected),
    );
  }
  if (statements.length === 0) return [];
  const results = await d1.batch<CreatorOptionRow>(statements);
  return results.flatMap((r) => r.results);
}

/** After a refresh stored the channel's uploads: its video counter. */
export async function refreshChannelVideoCount(db: Db, channelId: string, now: string): Promise<void> {
  await db
    .update(channels)
    .set({
      video_count: sql`(SELECT count(*) FROM videos WHERE videos.channel_id = ${channelId})`,
      updated_at: now,
    })
    .where(eq(channels.channel_id, channelId));
}

/**
 * A channel's video counter recounted and the channel marked changed, for a batch that also changes
 * its products (its product counter follows the products rows by trigger, migration 0013).
 */
export function refreshChannelCountsStatement(db: Db, channelId: string, now: string): BatchStatement {
  return db
    .update(channels)
    .set({
      video_count: sql`(SELECT count(*) FROM videos WHERE videos.channel_id = ${channelId})`,
      updated_at: now,
    })
    .where(eq(channels.channel_id, channelId));
}
