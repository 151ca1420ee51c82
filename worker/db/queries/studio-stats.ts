/**
 * A channel's figures for the studio (worker/services/studio-stats.ts): clicks from the rollups of
 * click_days (migrations 0026, 0027) and storefront views from storefront_view_days over a range of UTC
 * days, in one round trip (a batch of four statements).
 */
import type { D1Handle } from "../client";

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

const RANGE = "FROM click_channel_dims WHERE channel_id = ?1 AND dim = ?4 AND day >= ?2 AND day <= ?3";

// Days, countries and sources from the channel's daily rollup (decision 0020): a row per day and
// source, and per day and country, exact to the day however many products were clicked.
const CLICKS_SQL = `
SELECT 'day' AS kind, day AS key, SUM(clicks) AS clicks, 0 AS views,
       SUM(CASE WHEN value = 'storefront' THEN clicks ELSE 0 END) AS storefront_clicks, NULL AS label, NULL AS match_key
  ${RANGE.replace("?4", "'source'")} GROUP BY day
UNION ALL
SELECT 'country', value, SUM(clicks), 0, 0, NULL, NULL ${RANGE.replace("?4", "'country'")} GROUP BY value
UNION ALL
SELECT 'source', value, SUM(clicks), 0, 0, NULL, NULL ${RANGE.replace("?4", "'source'")} GROUP BY value`;

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
const topSql = (kind: "product" | "video") => `
WITH RECURSIVE months(m) AS (SELECT ?2 UNION ALL SELECT strftime('%Y-%m', m || '-01', '+1 month') FROM months WHERE m < ?3),
cand AS (
  SELECT DISTINCT x.key FROM months
    JOIN click_item_months x ON x.rowid IN (
      SELECT y.rowid FROM click_item_months y INDEXED BY click_item_months_top_idx
       WHERE y.channel_id = ?1 AND y.kind = '${kind}' AND y.month = months.m
       ORDER BY y.clicks DESC LIMIT ${CANDIDATES_PER_MONTH})
),
summed AS (
  SELECT * FROM (
    SELECT cand.key,
           coalesce((SELECT SUM(z.clicks) FROM months JOIN click_item_months z
                        ON z.channel_id = ?1 AND z.kind = '${kind}' AND z.month = months.m AND z.key = cand.key
                      WHERE months.m > ?2 AND months.m < ?3), 0)
         + coalesce((SELECT SUM(z.clicks) FROM click_item_days z
                      WHERE z.channel_id = ?1 AND z.kind = '${kind}' AND z.key = cand.key AND z.day >= ?4 AND z.day <= ?6), 0)
         + coalesce((SELECT SUM(z.clicks) FROM click_item_days z
                      WHERE z.channel_id = ?1 AND z.kind = '${kind}' AND z.key = cand.key AND z.day >= ?7 AND z.day <= ?5), 0) AS n
      FROM cand)
   WHERE n > 0 ORDER BY n DESC, key LIMIT ${TOP_ROWS}
)
SELECT '${kind}' AS kind, s.key, s.n AS clicks, 0 AS views, 0 AS storefront_clicks, ${
  kind === "product"
    ? `(SELECT p.product_name FROM products p WHERE p.match_key = s.key AND p.channel_id = ?1 ORDER BY p.seq DESC LIMIT 1) AS label,
       (SELECT p.match_key FROM products p WHERE p.match_key = s.key AND p.channel_id = ?1 LIMIT 1) AS match_key`
    : "(SELECT v.title FROM videos v WHERE v.video_id = s.key) AS label, NULL AS match_key"
}
  FROM summed s`;

const PRODUCTS_SQL = topSql("product");
const VIDEOS_SQL = topSql("video");

const VIEWS_SQL = `
WITH r AS MATERIALIZED (
  SELECT day, country, views
    FROM storefront_view_days INDEXED BY storefront_view_days_channel_day_idx
   WHERE channel_id = ?1 AND day >= ?2 AND day <= ?3
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

/** Every breakdown of the channel's clicks and views from `from` to `to` (YYYY-MM-DD, inclusive). */
export async function channelStatsRows(d1: D1Handle, channelId: string, from: string, to: string): Promise<StatsRow[]> {
  const [fromMonth, toMonth] = [from.slice(0, 7), to.slice(0, 7)];
  // The first month's days in the range, and the last month's (none when it is the first month).
  const firstMonthEnd = fromMonth === toMonth ? to : lastDayOfMonth(fromMonth);
  const lastMonthStart = fromMonth === toMonth ? "9999-12-31" : `${toMonth}-01`;
  const results = await d1.batch<StatsRow>([
    d1.prepare(CLICKS_SQL).bind(channelId, from, to),
    d1.prepare(PRODUCTS_SQL).bind(channelId, fromMonth, toMonth, from, to, firstMonthEnd, lastMonthStart),
    d1.prepare(VIDEOS_SQL).bind(channelId, fromMonth, toMonth, from, to, firstMonthEnd, lastMonthStart),
    d1.prepare(VIEWS_SQL).bind(channelId, from, to),
  ]);
  return results.flatMap((r) => r.results);
}

export interface SiteTotalsRow {
  clicks: number;
  views: number;
  storefronts: number;
}

/** The whole site's clicks and storefront views over the range (admins' studio), through the tables' day-first keys. */
export async function siteTotalsRow(d1: D1Handle, from: string, to: string): Promise<SiteTotalsRow> {
  const row = await d1
    .prepare(
      `SELECT (SELECT COALESCE(SUM(clicks), 0) FROM click_site_days WHERE day >= ?1 AND day <= ?2) AS clicks,
              (SELECT COALESCE(SUM(views), 0) FROM click_site_days WHERE day >= ?1 AND day <= ?2) AS views,
              (SELECT COUNT(*) FROM storefronts) AS storefronts`,
    )
    .bind(from, to)
    .first<SiteTotalsRow>();
  return row ?? { clicks: 0, views: 0, storefronts: 0 };
}
