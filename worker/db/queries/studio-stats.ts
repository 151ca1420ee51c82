/**
 * A channel's figures for the studio (worker/services/studio-stats.ts): clicks from the rollups of
 * click_days (migrations 0026, 0027) and storefront views from storefront_view_days over a range of UTC
 * days, in one round trip (a batch of four statements).
 */
import { sql, type SQL } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery, RowsQuery } from "../rows";
import { constant } from "../sql";

/** The longest breakdown lists the studio shows (products, videos). */
export const TOP_ROWS = 20;

export interface StatsRow {
  kind: "day" | "product" | "video" | "country" | "source";
  key: string;
  clicks: number;
  views: number;
  /** Of the day's clicks, those made on the storefront (kind day). */
  storefront_clicks: number;
  /** The product's name (kind product) or the video's title (kind video). */
  label: string | null;
  /** The product's match key (kind product); null when the product is gone. */
  match_key: string | null;
}

/** A range of the channel's daily rollup of one dimension (a constant of this module). */
const range = (channelId: string, dim: "source" | "country", from: string, to: string) =>
  sql`FROM click_channel_dims WHERE channel_id = ${channelId} AND dim = ${sql.raw(`'${dim}'`)} AND day >= ${from} AND day <= ${to}`;

// Days, countries and sources from the channel's daily rollup (decision 0020): a row per day and
// source, and per day and country, exact to the day however many products were clicked.
const clicksSql = (channelId: string, from: string, to: string) => sql`
SELECT 'day' AS kind, day AS key, SUM(clicks) AS clicks, 0 AS views,
       SUM(CASE WHEN value = 'storefront' THEN clicks ELSE 0 END) AS storefront_clicks, NULL AS label, NULL AS match_key
  ${range(channelId, "source", from, to)} GROUP BY day
UNION ALL
SELECT 'country', value, SUM(clicks), 0, 0, NULL, NULL ${range(channelId, "country", from, to)} GROUP BY value
UNION ALL
SELECT 'source', value, SUM(clicks), 0, 0, NULL, NULL ${range(channelId, "source", from, to)} GROUP BY value`;

/** A month's most clicked products (videos) that may enter the range's top list. */
const CANDIDATES_PER_MONTH = 25;

/**
 * The range's top products (by match key) or videos (docs/decisions/0020-studio-figures.md): the
 * candidates are the most clicked of each calendar month the range touches, read from the top of
 * click_item_months_top_idx, and each candidate's clicks within the range are summed by primary
 * key: the months wholly inside it from click_item_months, the first and last month's days from
 * click_item_days, so every figure shown is exact. A busy channel has tens of
 * thousands of products clicked in 90 days; ranking them all exactly would read them all.
 */
interface TopRange {
  channelId: string;
  fromMonth: string;
  toMonth: string;
  from: string;
  to: string;
  /** The first month's last day in the range, and the last month's first (a day after every range when it is the first month). */
  firstMonthEnd: string;
  lastMonthStart: string;
}

const topSql = (kind: "product" | "video", r: TopRange): SQL => {
  const k = sql.raw(`'${kind}'`);
  return sql`
WITH RECURSIVE months(m) AS (SELECT ${r.fromMonth} UNION ALL SELECT strftime('%Y-%m', m || '-01', '+1 month') FROM months WHERE m < ${r.toMonth}),
cand AS (
  SELECT DISTINCT x.key FROM months
    JOIN click_item_months x ON x.rowid IN (
      SELECT y.rowid FROM click_item_months y INDEXED BY click_item_months_top_idx
       WHERE y.channel_id = ${r.channelId} AND y.kind = ${k} AND y.month = months.m
       ORDER BY y.clicks DESC LIMIT ${constant(CANDIDATES_PER_MONTH)})
),
summed AS (
  SELECT * FROM (
    SELECT cand.key,
           coalesce((SELECT SUM(z.clicks) FROM months JOIN click_item_months z
                        ON z.channel_id = ${r.channelId} AND z.kind = ${k} AND z.month = months.m AND z.key = cand.key
                      WHERE months.m > ${r.fromMonth} AND months.m < ${r.toMonth}), 0)
         + coalesce((SELECT SUM(z.clicks) FROM click_item_days z
                      WHERE z.channel_id = ${r.channelId} AND z.kind = ${k} AND z.key = cand.key AND z.day >= ${r.from} AND z.day <= ${r.firstMonthEnd}), 0)
         + coalesce((SELECT SUM(z.clicks) FROM click_item_days z
                      WHERE z.channel_id = ${r.channelId} AND z.kind = ${k} AND z.key = cand.key AND z.day >= ${r.lastMonthStart} AND z.day <= ${r.to}), 0) AS n
      FROM cand)
   WHERE n > 0 ORDER BY n DESC, key LIMIT ${constant(TOP_ROWS)}
)
SELECT ${k} AS kind, s.key, s.n AS clicks, 0 AS views, 0 AS storefront_clicks, ${
    kind === "product"
      ? sql`(SELECT p.product_name FROM products p WHERE p.match_key = s.key AND p.channel_id = ${r.channelId} ORDER BY p.seq DESC LIMIT 1) AS label,
       (SELECT p.match_key FROM products p WHERE p.match_key = s.key AND p.channel_id = ${r.channelId} LIMIT 1) AS match_key`
      : sql`(SELECT v.title FROM videos v WHERE v.video_id = s.key) AS label, NULL AS match_key`
  }
  FROM summed s`;
};

const viewsSql = (channelId: string, from: string, to: string) => sql`
WITH r AS MATERIALIZED (
  SELECT day, country, views
    FROM storefront_view_days INDEXED BY storefront_view_days_channel_day_idx
   WHERE channel_id = ${channelId} AND day >= ${from} AND day <= ${to}
)
SELECT 'day' AS kind, day AS key, 0 AS clicks, SUM(views) AS views, 0 AS storefront_clicks, NULL AS label, NULL AS match_key
  FROM r GROUP BY day
UNION ALL
SELECT 'country', country, 0, SUM(views), 0, NULL, NULL FROM r GROUP BY country`;

/** YYYY-MM-DD of the month's last day. */
function lastDayOfMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/** Every breakdown of the channel's clicks and views from `from` to `to` (YYYY-MM-DD, inclusive): one round trip. */
export async function channelStatsRows(db: Db, channelId: string, from: string, to: string): Promise<StatsRow[]> {
  const [fromMonth, toMonth] = [from.slice(0, 7), to.slice(0, 7)];
  const top: TopRange = {
    channelId,
    fromMonth,
    toMonth,
    from,
    to,
    firstMonthEnd: fromMonth === toMonth ? to : lastDayOfMonth(fromMonth),
    lastMonthStart: fromMonth === toMonth ? "9999-12-31" : `${toMonth}-01`,
  };
  const rows = (query: SQL): RowsQuery<StatsRow> => db.all<StatsRow>(query);
  const results = await batch(db, [
    rows(clicksSql(channelId, from, to)),
    rows(topSql("product", top)),
    rows(topSql("video", top)),
    rows(viewsSql(channelId, from, to)),
  ]);
  return results.flat();
}

export interface SiteTotalsRow {
  clicks: number;
  views: number;
  storefronts: number;
}

/** The whole site's clicks and storefront views over the range (admins' studio), through the tables' day-first keys. */
export function siteTotalsRow(db: Db, from: string, to: string): RowQuery<SiteTotalsRow> {
  return db.get<SiteTotalsRow>(
    sql`SELECT (SELECT COALESCE(SUM(clicks), 0) FROM click_site_days WHERE day >= ${from} AND day <= ${to}) AS clicks,
              (SELECT COALESCE(SUM(views), 0) FROM click_site_days WHERE day >= ${from} AND day <= ${to}) AS views,
              (SELECT COUNT(*) FROM storefronts) AS storefronts`,
  );
}
