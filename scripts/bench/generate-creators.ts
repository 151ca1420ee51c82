/**
 * The creators' part of the bench data set (issue 24), written after the catalogue: storefronts
 * for the 1,000 channels with the most listed products (the biggest of them the storefront the
 * bench renders, owned by the bench user, whose stats it reads), and the click and storefront-view
 * aggregates at a realistic scale: 10 million clicks a month over the 10,000 channels, Zipf-shared
 * by channel size, in the daily rows the clicks queue's consumer writes (click_days,
 * storefront_view_days). Every channel has its last 30 days; the 20 busiest, whose studio the
 * bench reads over 90 days, have 90 (the rest of the file's size would buy no measurement).
 *
 * All in SQL over the rows already written, with a deterministic hash of (product, day) standing
 * in for chance, so two runs write the same rows.
 */
import type { DatabaseSync } from "node:sqlite";

const { REBUILD_CLICK_ROLLUPS_SQL } =
  (await import("../../worker/db/queries/click-rollups.ts")) as typeof import("../../worker/db/queries/click-rollups.ts");

export const STOREFRONTS = 1_000;
export const CLICKS_PER_MONTH = 10_000_000;
/** The busiest channels' figures span 90 days (the studio's longest view); the rest the last 30. */
export const CLICK_DAYS = 90;
const RECENT_DAYS = 30;
const LONG_HISTORY_CHANNELS = 20;
/** The bench creator's storefront tag: every Buy link on its storefront carries it. */
export const BENCH_PARTNER_TAG = "benchcreator-20";

const CLICKS_PER_DAY = CLICKS_PER_MONTH / 30;
const DAY_MS = 86_400_000;
/** Where the clicks came from, with their weights (worker/lib/buy-links.ts clickSources). */
const SOURCES = [
  ["product", 30],
  ["products", 20],
  ["video", 15],
  ["storefront", 15],
  ["channel", 8],
  ["home", 6],
  ["search", 4],
  ["profile", 2],
] as const;
/** Visitors' countries, with their weights ('' is unknown). */
const COUNTRIES = [
  ["US", 50],
  ["GB", 10],
  ["DE", 8],
  ["CA", 6],
  ["IN", 5],
  ["AU", 4],
  ["FR", 4],
  ["JP", 3],
  ["BR", 3],
  ["NL", 2],
  ["", 5],
] as const;

/** A CASE expression picking one of `choices` by weight from a hash in [0, 1000). */
function weighted(hash: string, choices: readonly (readonly [string, number])[]): string {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  const arms = choices.map(([value, weight]) => {
    acc += weight;
    return `WHEN ${hash} < ${Math.round((acc / total) * 1000)} THEN '${value}'`;
  });
  return `CASE ${arms.join(" ")} ELSE '${choices[choices.length - 1]![0]}' END`;
}

export interface CreatorCounts {
  storefronts: number;
  click_rows: number;
  clicks: number;
  view_rows: number;
  storefront_channel: string;
}

export function writeCreators(db: DatabaseSync, referenceMs: number, benchUserEmail: string): CreatorCounts {
  const reference = new Date(referenceMs).toISOString();
  const since = new Date(referenceMs - 400 * DAY_MS).toISOString();
  const today = reference.slice(0, 10);

  // Written before the counters and indexes are rebuilt, so each channel's listed products are counted here.
  db.exec(`CREATE TEMP TABLE bench_listed AS
    SELECT p.channel_id, c.handle, count(*) AS listed FROM products p JOIN channels c ON c.channel_id = p.channel_id
     WHERE p.listed = 1 AND c.show = 1 GROUP BY p.channel_id`);
  // Storefronts: the channels with the most listed products, each from an approved application.
  db.exec(`CREATE TEMP TABLE bench_storefronts AS
    SELECT channel_id, handle, row_number() OVER (ORDER BY listed DESC, channel_id) - 1 AS rank
      FROM bench_listed ORDER BY listed DESC, channel_id LIMIT ${STOREFRONTS}`);
  db.exec(`INSERT INTO creator_applications (application_id, channel_handle, email, category, status, created_at, reviewed_at)
    SELECT 'app_' || channel_id, '@' || handle, 'creator' || rank || '@bench.local', 'Tech', 'approved', '${since}', '${since}'
      FROM bench_storefronts`);
  db.exec(`INSERT INTO storefronts (storefront_id, application_id, channel_id, handle, headline, bio, partner_tag, created_at, updated_at)
    SELECT 'sf_' || channel_id, 'app_' || channel_id, channel_id, handle, 'What I use, every day',
           'Every product here is one I mention in my videos.',
           CASE WHEN rank = 0 THEN '${BENCH_PARTNER_TAG}' WHEN rank % 2 = 0 THEN 'creator' || rank || '-20' END,
           '${since}', '${since}'
      FROM bench_storefronts`);
  const top = db.prepare("SELECT channel_id FROM bench_storefronts WHERE rank = 0").get() as { channel_id: string };
  db.prepare(
    `INSERT INTO channel_owners (channel_id, user_id, proof, verified_at, created_at)
     SELECT ?, user_id, 'google', ?, ? FROM users WHERE email = ?`,
  ).run(top.channel_id, since, since, benchUserEmail);

  // Each visible channel's share of the clicks: Zipf (s = 0.8) by its number of listed products.
  const ranked = db.prepare("SELECT channel_id, listed FROM bench_listed ORDER BY listed DESC, channel_id").all() as {
    channel_id: string;
    listed: number;
  }[];
  let norm = 0;
  for (let i = 0; i < ranked.length; i++) norm += 1 / (i + 1) ** 0.8;
  db.exec(
    "CREATE TEMP TABLE bench_click_rates (channel_id TEXT PRIMARY KEY, permille INTEGER NOT NULL, per_row INTEGER NOT NULL, days INTEGER NOT NULL)",
  );
  const rate = db.prepare("INSERT INTO bench_click_rates (channel_id, permille, per_row, days) VALUES (?, ?, ?, ?)");
  ranked.forEach((c, i) => {
    const perDay = (CLICKS_PER_DAY * (1 / (i + 1) ** 0.8)) / norm;
    const perProduct = perDay / c.listed;
    // A product clicked on a day is one row (its source and country drawn once): a busy channel's
    // products each get a row a day with several clicks, a small channel's a row now and then.
    const days = i < LONG_HISTORY_CHANNELS ? CLICK_DAYS : RECENT_DAYS;
    if (perProduct >= 1) rate.run(c.channel_id, 1000, Math.round(perProduct), days);
    else rate.run(c.channel_id, Math.max(1, Math.round(perProduct * 1000)), 1, days);
  });

  // (seq, day) → [0, 1000): multiplicative hashes, one odd multiplier per draw so the draws are
  // not correlated (whether a product is clicked must not decide where the click came from).
  const MULTIPLIERS = [2654435761, 2246822519, 3266489917, 668265263];
  const h = (draw: number) => `((p.seq * ${MULTIPLIERS[draw]} + d.n * ${40503 + 7919 * draw} + ${draw}) % 1000)`;
  db.exec(`INSERT INTO click_days (day, product_id, amazon_product_id, channel_id, video_id, storefront_id, source, country, clicks)
    WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n < ${CLICK_DAYS - 1})
    SELECT date('${today}', '-' || d.n || ' days'), p.product_id, p.amazon_product_id, p.channel_id, p.video_id,
           CASE WHEN ${weighted(h(1), SOURCES)} = 'storefront' AND s.channel_id IS NOT NULL THEN 'sf_' || p.channel_id ELSE '' END,
           CASE WHEN ${weighted(h(1), SOURCES)} = 'storefront' AND s.channel_id IS NULL THEN 'product' ELSE ${weighted(h(1), SOURCES)} END,
           ${weighted(h(2), COUNTRIES)},
           max(1, r.per_row * (500 + ${h(3)}) / 1000)
      FROM products p
      JOIN bench_click_rates r ON r.channel_id = p.channel_id
      JOIN d ON d.n < r.days
      LEFT JOIN bench_storefronts s ON s.channel_id = p.channel_id
     WHERE p.listed = 1 AND ${h(0)} < r.permille`);

  // Storefront views: about four views per storefront click, by day and country.
  db.exec(`INSERT INTO storefront_view_days (day, storefront_id, channel_id, country, views)
    SELECT day, storefront_id, channel_id, country, sum(clicks) * 4 FROM click_days
     WHERE storefront_id <> '' GROUP BY day, storefront_id, channel_id, country`);

  // The rollups' triggers are dropped while the rows go in (click_days is a bulk table).
  for (const sql of REBUILD_CLICK_ROLLUPS_SQL) db.exec(sql);

  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  return {
    storefronts: count("SELECT count(*) AS n FROM storefronts"),
    click_rows: count("SELECT count(*) AS n FROM click_days"),
    clicks: count("SELECT coalesce(sum(clicks), 0) AS n FROM click_days"),
    view_rows: count("SELECT count(*) AS n FROM storefront_view_days"),
    storefront_channel: top.channel_id,
  };
}
