import { eq, sql, type SQL } from "drizzle-orm";
import { batch, runBatch, type BatchStatement } from "../batch";
import type { Db } from "../client";
import type { RowQuery, RowsQuery, Stored } from "../rows";
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
  return (await db.get(sql`SELECT 1 FROM channels WHERE channel_id = ${channelId}`)) !== undefined;
}

export const channelSorts = ["name", "videos", "products", "subscribers"] as const;
export type ChannelSort = (typeof channelSorts)[number];

type Channel = typeof channels.$inferSelect;

/** A channel as the lists and the channel page show it, with whether the viewer subscribes to it. */
export type ChannelListRow = Stored<
  Pick<
    Channel,
    | "channel_id"
    | "handle"
    | "channel_name"
    | "thumbnail_url"
    | "description"
    | "category"
    | "show"
    | "video_count"
    | "product_count"
    | "subscriber_count"
  >
> & { is_subscribed: 0 | 1 };

/** Ties break on seq in the sort's direction: the order the (show, …) indexes store, so no sort step. */
const ORDER: Record<ChannelSort, SQL> = {
  name: sql.raw("c.channel_name COLLATE NOCASE ASC, c.seq ASC"),
  videos: sql.raw("c.video_count DESC, c.seq DESC"),
  products: sql.raw("c.product_count DESC, c.seq DESC"),
  subscribers: sql.raw("c.subscriber_count DESC, c.seq DESC"),
};

/** The list columns, `is_subscribed` for `viewerId` ("" for none). */
const columns = (viewerId: string) => sql`c.channel_id, c.handle, c.channel_name, c.thumbnail_url, c.description, c.category, c.show,
  c.video_count, c.product_count, c.subscriber_count,
  EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ${viewerId} AND s.channel_id = c.channel_id) AS is_subscribed`;

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
export async function pageOfChannels(db: Db, filter: ChannelPageFilter): Promise<{ rows: ChannelListRow[]; total: number }> {
  const from = filter.match ? sql`channels_fts f JOIN channels c ON c.seq = f.rowid` : sql`channels c`;
  const where = sql.join(
    [
      sql`c.show = ${filter.show}`,
      ...(filter.category ? [sql`c.category = ${filter.category}`] : []),
      ...(filter.match ? [sql`channels_fts MATCH ${filter.match}`] : []),
    ],
    sql` AND `,
  );
  const order = ORDER[filter.sort];
  const keys = sql`SELECT c.seq FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${filter.limit} OFFSET ${filter.skip}`;
  // A search of the visible channels counts its matches in the index alone, less the few hidden
  // ones among them (found from the hidden channels' side, hence `+c.seq`), instead of reading
  // every matching channel's row to test its visibility.
  const count =
    filter.match && filter.show === 1 && !filter.category
      ? sql`SELECT (SELECT count(*) FROM channels_fts WHERE channels_fts MATCH ${filter.match})
           - (SELECT count(*) FROM channels c WHERE c.show = 0 AND +c.seq IN (SELECT rowid FROM channels_fts WHERE channels_fts MATCH ${filter.match})) AS total`
      : sql`SELECT count(*) AS total FROM ${from} WHERE ${where}`;
  const [rows, total] = await batch(db, [
    // CROSS JOIN keeps the page's keys as the outer loop.
    db.all<ChannelListRow>(
      sql`SELECT ${columns(filter.viewerId)} FROM (${keys}) k CROSS JOIN channels c ON c.seq = k.seq ORDER BY ${order}`,
    ),
    db.get<{ total: number }>(count),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export function channelListRowById(db: Db, viewerId: string, channelId: string): RowQuery<ChannelListRow> {
  return db.get<ChannelListRow>(sql`SELECT ${columns(viewerId)} FROM channels c WHERE c.channel_id = ${channelId}`);
}

/** The channel's visibility (0 or 1), or null when there is no such channel. */
export async function channelShow(db: Db, channelId: string): Promise<0 | 1 | null> {
  const row = await db.get<Stored<Pick<Channel, "show">>>(sql`SELECT show FROM channels WHERE channel_id = ${channelId}`);
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
    db.run(sql`UPDATE products SET channel_show = ${show ? 1 : 0} WHERE channel_id = ${channelId}`),
    ...categoryStatements,
  ]);
}

export async function visibleChannelCategories(db: Db): Promise<string[]> {
  const rows = await db.all<{ category: string }>(
    sql`SELECT DISTINCT category FROM channels WHERE show = 1 AND category IS NOT NULL ORDER BY category COLLATE NOCASE`,
  );
  return rows.map((r) => r.category);
}

export type CreatorOptionRow = Pick<Channel, "channel_id" | "channel_name" | "thumbnail_url">;

/** The busiest visible channels (channels_show_products_idx), or those matching `match` (an FTS5 expression). */
function rankedCreatorOptions(db: Db, match: string | null, limit: number): RowsQuery<CreatorOptionRow> {
  if (match === null) {
    return db.all<CreatorOptionRow>(
      sql`SELECT channel_id, channel_name, thumbnail_url FROM channels WHERE show = 1 ORDER BY product_count DESC, seq DESC LIMIT ${limit}`,
    );
  }
  return db.all<CreatorOptionRow>(
    sql`SELECT c.channel_id, c.channel_name, c.thumbnail_url FROM channels_fts f JOIN channels c ON c.seq = f.rowid
     WHERE channels_fts MATCH ${match} AND c.show = 1 ORDER BY c.product_count DESC, c.seq DESC LIMIT ${limit}`,
  );
}

/**
 * The creator filter's rows in one batch: the ranked channels (`ranking` null for none, its
 * `match` null for the busiest ones), then the visible ones among `selected`. A channel in both
 * comes twice.
 */
export async function creatorOptionRows(
  db: Db,
  ranking: { match: string | null } | null,
  selected: string[],
  limit: number,
): Promise<CreatorOptionRow[]> {
  const queries: RowsQuery<CreatorOptionRow>[] = [];
  if (ranking) queries.push(rankedCreatorOptions(db, ranking.match, limit));
  if (selected.length) {
    queries.push(
      db.all<CreatorOptionRow>(
        sql`SELECT channel_id, channel_name, thumbnail_url FROM channels WHERE show = 1 AND channel_id IN ${selected}`,
      ),
    );
  }
  const [first, ...rest] = queries;
  if (!first) return [];
  return (await batch(db, [first, ...rest])).flat();
}

/** After a refresh stored the channel's uploads: its video counter. */
export async function refreshChannelVideoCount(db: Db, channelId: string, now: string): Promise<void> {
  await refreshChannelCountsStatement(db, channelId, now);
}

/**
 * A channel's video counter recounted and the channel marked changed, for a batch that also changes
 * its products (its product counter follows the products rows by trigger, migration 0013).
 */
export function refreshChannelCountsStatement(db: Db, channelId: string, now: string) {
  return db
    .update(channels)
    .set({
      video_count: sql`(SELECT count(*) FROM videos WHERE videos.channel_id = ${channelId})`,
      updated_at: now,
    })
    .where(eq(channels.channel_id, channelId));
}
