import { sql, type SQL } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery } from "../rows";
import { and, constant } from "../sql";
import type { MarketplaceCode } from "../../lib/marketplaces";
import {
  COUNT_WINDOW,
  MAX_SCOPE_WORK,
  cardRows,
  creatorScope,
  keyOrderOf,
  productListQueries,
  sortKey,
  sortOrder,
  type CardRow,
  type ProductListFilter,
  type ProductListQueries,
  type ScopeWorkRow,
  type ShowRow,
  type TotalRow,
} from "./products";
import type { ProductSort } from "../../lib/product-sorts";

export { MAX_SCOPE_WORK };

/** A grouped list's filters: the per-mention list's, but a video's mentions are one per product already. */
export type ProductGroupFilter = Omit<ProductListFilter, "video_id" | "groupByProduct">;

/**
 * The queries behind a list of one card per product (match key), in the shape of
 * productListQueries (worker/db/queries/products.ts), whose page rows are the representative
 * mentions' card rows (docs/decisions/0019):
 * - No creator scope: product_groups (one row per product with a listed mention, kept by triggers),
 *   walked on the index of the filters and sort, like products' own indexes for the per-mention list.
 * - A creator scope: each creator's rows of match_key_creators (one per product it mentions, with its
 *   newest listed mention), its top skip+limit on the index of the sort, merged; a product several
 *   creators of the scope mention keeps its first row in the list's order. One creator's rows are
 *   distinct products, so each creator's top skip+limit holds every product the page may need.
 * - A text search: the per-mention search's candidates, one per product (its `groupByProduct`).
 * Ties break on the representative's seq, unique per product: offsets over this order are stable.
 */
export function productGroupQueries(db: Db, filter: ProductGroupFilter): ProductListQueries {
  if (filter.search) return productListQueries(db, { ...filter, groupByProduct: true });
  const order = (t: string) => sortOrder(filter.sort, t);
  const depth = filter.offset + filter.limit;
  const filters = (t: string) => [
    ...(filter.category ? [sql`${sql.raw(t)}.category = ${filter.category}`] : []),
    ...(filter.subcategory ? [sql`${sql.raw(t)}.subcategory = ${filter.subcategory}`] : []),
  ];
  const cap = depth + COUNT_WINDOW;
  const keyOrder = keyOrderOf(filter.sort);

  const scopeWhere = creatorScope(filter);
  if (scopeWhere) {
    const rowFilters = (t: string) => and([sql.raw(`${t}.listed = 1`), ...filters(t)]);
    // A creator has at most as many products as mentions: its counter bounds the rows read, as for
    // the per-mention scope (MAX_SCOPE_WORK), read from the creators' rows alone.
    const work = sql`(SELECT coalesce(sum(min(c.product_count, ${depth})), 0) FROM channels c WHERE ${scopeWhere})`;
    const inScope = sql`SELECT c.channel_id FROM channels c WHERE ${scopeWhere} AND ${work} <= ${constant(MAX_SCOPE_WORK)}`;
    const topOf = (channel: SQL, columns: SQL) => sql`SELECT ${columns} FROM match_key_creators q
      WHERE q.channel_id = ${channel} AND ${rowFilters("q")} ORDER BY ${order("q")} LIMIT ${depth}`;
    let rows: SQL;
    let withScope = sql``;
    if (!filter.subscriber && filter.channel_ids) {
      // Known creators (at most 20): one branch each, read from the covering index of the sort alone.
      // The scope is read once (in_scope); a creator out of it (hidden, or the scope over budget) is
      // NULL, which no index entry equals, so its branch reads nothing. Each branch binds its
      // creator once: 20 branches stay within the 100 parameters D1 binds a statement.
      withScope = sql`WITH in_scope AS (${inScope}) `;
      rows = unionAll(
        [...new Set(filter.channel_ids)].map(
          (id) =>
            sql`SELECT * FROM (${topOf(sql`(SELECT s.channel_id FROM in_scope s WHERE s.channel_id = ${id})`, sql`q.seq, q.match_key, ${sortKey(filter.sort, "q")}`)})`,
        ),
      );
    } else {
      // A subscriber's creators (up to 400) are known only to the database: each one's top rows by
      // their seq, looked up in match_key_creators_seq_idx (the columns needed, without the rows).
      rows = sql`SELECT mk.seq, mk.match_key, ${sortKey(filter.sort, "mk")}
        FROM (${inScope}) sc JOIN match_key_creators mk ON mk.seq IN (${topOf(sql`sc.channel_id`, sql`q.seq`)})`;
    }
    // Each product's first row in the list's order: one GROUP BY whose min() or max() picks that row
    // (SQLite takes the bare columns from it), a third of the cost of a window over the rows.
    const keys = sql`SELECT seq, sort_key FROM (SELECT r.seq, r.sort_key, ${BEST_ROW[filter.sort ?? "recent"]} FROM (${rows}) r GROUP BY r.match_key) k
      ORDER BY ${keyOrder} LIMIT ${filter.limit} OFFSET ${filter.offset}`;
    const count = sql`SELECT count(*) AS total, ${work} AS scope_work FROM (SELECT DISTINCT mk.match_key FROM channels c
      JOIN match_key_creators mk ON mk.channel_id = c.channel_id AND ${rowFilters("mk")}
      WHERE ${scopeWhere} LIMIT ${cap})`;
    return { page: db.all(sql`${withScope}${cardRows(keys, keyOrder, sql``, filter.marketplace)}`), count: db.get<ScopeWorkRow>(count) };
  }

  // Admins also see the products only hidden channels mention (show 0): each its own index range, merged.
  const shows = filter.admin ? [1, 0] : [1];
  const where = (show: number) => and([sql.raw(`g.show = ${show}`), ...filters("g")]);
  const keys = sql.join(
    shows.map(
      (show) =>
        sql`SELECT * FROM (SELECT g.seq, ${sortKey(filter.sort, "g")} FROM product_groups g WHERE ${where(show)} ORDER BY ${order("g")} LIMIT ${depth})`,
    ),
    sql` UNION ALL `,
  );
  const counted = sql.join(
    shows.map((show) => sql`SELECT * FROM (SELECT 1 FROM product_groups g WHERE ${where(show)} LIMIT ${cap})`),
    sql` UNION ALL `,
  );
  const page = sql`SELECT k.seq, k.sort_key FROM (${keys}) k ORDER BY ${keyOrder} LIMIT ${filter.limit} OFFSET ${filter.offset}`;
  return {
    page: db.all(cardRows(page, keyOrder, sql``, filter.marketplace)),
    count: db.get(sql`SELECT count(*) AS total FROM (${counted} LIMIT ${cap})`),
  };
}

/**
 * A product's first row in each order, as one aggregate over its rows `r` (sort_key, seq): a text
 * that compares as (sort key, seq) do in the order, unique per row. Dates are ISO texts (padded so
 * a shorter one compares as it does alone); prices and ratings are non-negative, printed at a fixed
 * width; a missing one sorts last, as in the order; ties go to the highest seq.
 */
const SEQ = "printf('%020d', r.seq)";
const BEST_ROW: Record<ProductSort, SQL> = {
  recent: sql.raw(`max(printf('%-40s', r.sort_key) || ${SEQ})`),
  rating: sql.raw(`max(CASE WHEN r.sort_key IS NULL THEN '0' ELSE '1' || printf('%030.10f', r.sort_key) END || ${SEQ})`),
  price_desc: sql.raw(`max(CASE WHEN r.sort_key IS NULL THEN '0' ELSE '1' || printf('%030.10f', r.sort_key) END || ${SEQ})`),
  // Lowest price first, highest seq first among equal prices: the seq counted down from 10^19.
  price_asc: sql.raw(
    `min(CASE WHEN r.sort_key IS NULL THEN '1' ELSE '0' || printf('%030.10f', r.sort_key) END || printf('%020d', 9223372036854775807 - r.seq))`,
  ),
};

/** D1 takes at most this many terms in one compound SELECT (SQLite's own default is 500). */
const D1_COMPOUND_TERMS = 5;

/** The terms as one UNION ALL that D1 accepts: groups of five, each wrapped in a subquery (which counts as one term). */
function unionAll(terms: SQL[]): SQL {
  if (terms.length <= D1_COMPOUND_TERMS) return sql.join(terms, sql` UNION ALL `);
  const groups: SQL[] = [];
  for (let i = 0; i < terms.length; i += D1_COMPOUND_TERMS) {
    groups.push(sql`SELECT * FROM (${sql.join(terms.slice(i, i + D1_COMPOUND_TERMS), sql` UNION ALL `)})`);
  }
  return unionAll(groups);
}

/**
 * One creator's products, one card each (its newest listed mention of each), newest first, with the
 * channel's visibility and its number of products: one round trip.
 */
export async function channelProductGroupsPage(db: Db, channelId: string, limit: number, offset: number, marketplace?: MarketplaceCode) {
  const keys = sql`SELECT q.seq, q.published_at AS sort_key FROM match_key_creators q WHERE q.channel_id = ${channelId} AND q.listed = 1
    ORDER BY q.published_at DESC, q.seq DESC LIMIT ${limit} OFFSET ${offset}`;
  const [channel, rows] = await batch(db, [
    channelProductGroupCount(db, channelId),
    db.all<CardRow>(cardRows(keys, sql`k.sort_key DESC, k.seq DESC`, sql``, marketplace)),
  ]);
  return { channel, rows, total: channel?.total ?? 0 };
}

/**
 * A channel's visibility and its number of products (distinct match keys with a listed mention):
 * none when there is no such channel. Counted on match_key_creators_channel_recent_idx alone.
 */
export const channelProductGroupCount = (db: Db, channelId: string): RowQuery<ShowRow & TotalRow> =>
  db.get(
    sql`SELECT c.show, (SELECT count(*) FROM match_key_creators k WHERE k.channel_id = c.channel_id AND k.listed = 1) AS total
         FROM channels c WHERE c.channel_id = ${channelId}`,
  );
