import type { D1Handle } from "../client";
import type { MarketplaceCode } from "../../lib/marketplaces";
import { batchRows, rowStatement, type RowStatement } from "../rows";
import {
  COUNT_WINDOW,
  MAX_SCOPE_WORK,
  SORTS,
  pageSql,
  productListStatements,
  type CardRow,
  type ProductListFilter,
  type ProductListStatements,
  type ScopeWorkRow,
  type ShowRow,
  type TotalRow,
} from "./products";
import type { ProductSort } from "../../lib/product-sorts";

export { MAX_SCOPE_WORK };

/** A grouped list's filters: the per-mention list's, but a video's mentions are one per product already. */
export type ProductGroupFilter = Omit<ProductListFilter, "video_id" | "groupByProduct">;

/**
 * The statements behind a list of one card per product (match key), in the shape of
 * productListStatements (worker/db/queries/products.ts), whose page rows are the representative
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
export function productGroupStatements(d1: D1Handle, filter: ProductGroupFilter): ProductListStatements {
  if (filter.search) return productListStatements(d1, { ...filter, groupByProduct: true });
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  const statement = <Row>(sql: string): RowStatement<Row> =>
    rowStatement(d1.prepare(sql).bind(...params.slice(0, Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1]))))));
  const sort = SORTS[filter.sort ?? "recent"];
  const order = (t: string) => `${t}.${sort.column} ${sort.dir}, ${t}.seq DESC`;
  const depth = filter.offset + filter.limit;
  const category = filter.category ? bind(filter.category) : null;
  const subcategory = filter.subcategory ? bind(filter.subcategory) : null;
  const filters = (t: string) => [
    ...(category ? [`${t}.category = ${category}`] : []),
    ...(subcategory ? [`${t}.subcategory = ${subcategory}`] : []),
  ];
  const cap = bind(depth + COUNT_WINDOW);
  const keyOrder = `k.sort_key ${sort.dir}, k.seq DESC`;

  if ((filter.channel_ids && filter.channel_ids.length > 0) || filter.subscriber) {
    const where = filter.admin ? [] : ["c.show = 1"];
    if (filter.channel_ids && filter.channel_ids.length > 0)
      where.push(`c.channel_id IN (${[...new Set(filter.channel_ids)].map(bind).join(", ")})`);
    if (filter.subscriber) {
      where.push(`c.channel_id IN (SELECT s.channel_id FROM subscriptions s WHERE s.user_id = ${bind(filter.subscriber)})`);
    }
    const scopeWhere = where.join(" AND ");
    const depthParam = bind(depth);
    const rowFilters = (t: string) => [`${t}.listed = 1`, ...filters(t)].join(" AND ");
    // A creator has at most as many products as mentions: its counter bounds the rows read, as for
    // the per-mention scope (MAX_SCOPE_WORK), read from the creators' rows alone.
    const work = `(SELECT coalesce(sum(min(c.product_count, ${depthParam})), 0) FROM channels c WHERE ${scopeWhere})`;
    const inScope = `SELECT c.channel_id FROM channels c WHERE ${scopeWhere} AND ${work} <= ${MAX_SCOPE_WORK}`;
    const topOf = (channel: string, columns: string, guard: string[] = []) => `SELECT ${columns} FROM match_key_creators q
      WHERE ${[`q.channel_id = ${channel}`, rowFilters("q"), ...guard].join(" AND ")} ORDER BY ${order("q")} LIMIT ${depthParam}`;
    let rows: string;
    if (!filter.subscriber && filter.channel_ids) {
      // Known creators (at most 20): one branch each, read from the covering index of the sort alone.
      rows = unionAll(
        [...new Set(filter.channel_ids)].map((id) => {
          const channel = bind(id);
          return `SELECT * FROM (${topOf(channel, `q.seq, q.match_key, q.${sort.column} AS sort_key`, [`${channel} IN (${inScope})`])})`;
        }),
      );
    } else {
      // A subscriber's creators (up to 400) are known only to the database: each one's top rows by
      // their seq, looked up in match_key_creators_seq_idx (the columns needed, without the rows).
      rows = `SELECT mk.seq, mk.match_key, mk.${sort.column} AS sort_key
        FROM (${inScope}) sc JOIN match_key_creators mk ON mk.seq IN (${topOf("sc.channel_id", "q.seq")})`;
    }
    // Each product's first row in the list's order: one GROUP BY whose min() or max() picks that row
    // (SQLite takes the bare columns from it), a third of the cost of a window over the rows.
    const keys = `SELECT seq, sort_key FROM (SELECT r.seq, r.sort_key, ${BEST_ROW[filter.sort ?? "recent"]} FROM (${rows}) r GROUP BY r.match_key) k
      ORDER BY ${keyOrder} LIMIT ${bind(filter.limit)} OFFSET ${bind(filter.offset)}`;
    const count = `SELECT count(*) AS total, ${work} AS scope_work FROM (SELECT DISTINCT mk.match_key FROM channels c
      JOIN match_key_creators mk ON mk.channel_id = c.channel_id AND ${rowFilters("mk")}
      WHERE ${scopeWhere} LIMIT ${cap})`;
    return { page: statement(pageSql(keys, keyOrder, "", filter.marketplace)), count: statement<ScopeWorkRow>(count) };
  }

  // Admins also see the products only hidden channels mention (show 0): each its own index range, merged.
  const shows = filter.admin ? [1, 0] : [1];
  const where = (show: number) => [`g.show = ${show}`, ...filters("g")].join(" AND ");
  const keys = shows
    .map(
      (show) =>
        `SELECT * FROM (SELECT g.seq, g.${sort.column} AS sort_key FROM product_groups g WHERE ${where(show)} ORDER BY ${order("g")} LIMIT ${bind(depth)})`,
    )
    .join(" UNION ALL ");
  const counted = shows
    .map((show) => `SELECT * FROM (SELECT 1 FROM product_groups g WHERE ${where(show)} LIMIT ${cap})`)
    .join(" UNION ALL ");
  const page = `SELECT k.seq, k.sort_key FROM (${keys}) k ORDER BY ${keyOrder} LIMIT ${bind(filter.limit)} OFFSET ${bind(filter.offset)}`;
  return {
    page: statement(pageSql(page, keyOrder, "", filter.marketplace)),
    count: statement(`SELECT count(*) AS total FROM (${counted} LIMIT ${cap})`),
  };
}

/**
 * A product's first row in each order, as one aggregate over its rows `r` (sort_key, seq): a text
 * that compares as (sort key, seq) do in the order, unique per row. Dates are ISO texts (padded so
 * a shorter one compares as it does alone); prices and ratings are non-negative, printed at a fixed
 * width; a missing one sorts last, as in the order; ties go to the highest seq.
 */
const SEQ = "printf('%020d', r.seq)";
const BEST_ROW: Record<ProductSort, string> = {
  recent: `max(printf('%-40s', r.sort_key) || ${SEQ})`,
  rating: `max(CASE WHEN r.sort_key IS NULL THEN '0' ELSE '1' || printf('%030.10f', r.sort_key) END || ${SEQ})`,
  price_desc: `max(CASE WHEN r.sort_key IS NULL THEN '0' ELSE '1' || printf('%030.10f', r.sort_key) END || ${SEQ})`,
  // Lowest price first, highest seq first among equal prices: the seq counted down from 10^19.
  price_asc: `min(CASE WHEN r.sort_key IS NULL THEN '1' ELSE '0' || printf('%030.10f', r.sort_key) END || printf('%020d', 9223372036854775807 - r.seq))`,
};

/** D1 takes at most this many terms in one compound SELECT (SQLite's own default is 500). */
const D1_COMPOUND_TERMS = 5;

/** The terms as one UNION ALL that D1 accepts: groups of five, each wrapped in a subquery (which counts as one term). */
function unionAll(terms: string[]): string {
  if (terms.length <= D1_COMPOUND_TERMS) return terms.join(" UNION ALL ");
  const groups: string[] = [];
  for (let i = 0; i < terms.length; i += D1_COMPOUND_TERMS) {
    groups.push(`SELECT * FROM (${terms.slice(i, i + D1_COMPOUND_TERMS).join(" UNION ALL ")})`);
  }
  return unionAll(groups);
}

/**
 * One creator's products, one card each (its newest listed mention of each), newest first, with the
 * channel's visibility and its number of products: one round trip.
 */
export async function channelProductGroupsPage(
  d1: D1Handle,
  channelId: string,
  limit: number,
  offset: number,
  marketplace?: MarketplaceCode,
) {
  const keys = `SELECT q.seq, q.published_at AS sort_key FROM match_key_creators q WHERE q.channel_id = ?1 AND q.listed = 1
    ORDER BY q.published_at DESC, q.seq DESC LIMIT ?2 OFFSET ?3`;
  const [channel, rows] = await batchRows(d1, [
    channelProductGroupCountStatement(d1, channelId),
    rowStatement<CardRow>(d1.prepare(pageSql(keys, "k.sort_key DESC, k.seq DESC", "", marketplace)).bind(channelId, limit, offset)),
  ]);
  return { channel: channel[0], rows, total: channel[0]?.total ?? 0 };
}

/**
 * A channel's visibility and its number of products (distinct match keys with a listed mention):
 * no row when there is no such channel. Counted on match_key_creators_channel_recent_idx alone.
 */
export const channelProductGroupCountStatement = (d1: D1Handle, channelId: string) =>
  rowStatement<ShowRow & TotalRow>(
    d1
      .prepare(
        `SELECT c.show, (SELECT count(*) FROM match_key_creators k WHERE k.channel_id = c.channel_id AND k.listed = 1) AS total
         FROM channels c WHERE c.channel_id = ?`,
      )
      .bind(channelId),
  );
