/**
 * The demo creator of the offline demo data (issue 24): an account that owns one demo channel
 * (proof 'demo'), with an approved application, a storefront with its own partner tag, and 90
 * days of clicks and storefront views, so the studio has figures on a fresh clone.
 *
 * The history is a pure function of each day's date: running the seed again (the next `npm
 * start`, the same day or later) writes the same numbers for the days it already wrote, with an
 * upsert that sets rather than adds, so nothing is counted twice. Every seeded row names a
 * country, and a local server counts real clicks with none (''), so the seed never overwrites a
 * click made on the demo site.
 */
import type { ClickSource } from "../../worker/lib/buy-links.ts";

/** The demo channel the creator owns: many listed products, and not the channel the storefront browser test approves (the most products). */
export const DEMO_CREATOR_CHANNEL = "glowlabdaily";
export const DEMO_CREATOR_PARTNER_TAG = "democreator-20";
/** The demo creator's tag on Amazon.de (issue 26: one tag per marketplace; docs/marketplaces.md). */
export const DEMO_CREATOR_PARTNER_TAG_DE = "democreator-21";
export const DEMO_CREATOR_APPLICATION_ID = "demo-creator-application";
export const DEMO_CREATOR_STOREFRONT_ID = "demo-creator-storefront";
export const DEMO_CREATOR_HEADLINE = "Skincare I actually finish, and makeup that survives a workday";
export const DEMO_CREATOR_BIO =
  "Ingredient-first reviews tested on real skin over real weeks. Everything here is something I bought again after the video.";
export const HISTORY_DAYS = 90;

export interface DemoListing {
  product_id: string;
  amazon_product_id: string;
  video_id: string;
}

export interface ClickDayRow {
  day: string;
  product_id: string;
  amazon_product_id: string;
  video_id: string;
  storefront_id: string;
  source: ClickSource;
  country: string;
  clicks: number;
}

export interface ViewDayRow {
  day: string;
  country: string;
  views: number;
}

/** Where the clicks come from, in proportion; most come from the creator's own storefront. */
const SOURCE_WEIGHTS: Partial<Record<ClickSource, number>> = {
  storefront: 8,
  video: 5,
  product: 4,
  channel: 2,
  products: 2,
  search: 1,
  home: 1,
};
const COUNTRY_WEIGHTS: Record<string, number> = { US: 10, GB: 4, DE: 3, CA: 2, AU: 2, FR: 1 };
/** Sunday first, as getUTCDay counts: people shop more at the weekend. */
const WEEKDAY_FACTOR = [1.35, 0.85, 0.9, 0.95, 1, 1.1, 1.4];

/** FNV-1a: a day's seed from its date alone. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, well-spread generator; [0, 1). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T extends string>(weights: Partial<Record<T, number>>, r: number): T {
  const entries = Object.entries(weights) as [T, number][];
  let left = r * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, w] of entries) {
    left -= w;
    if (left < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last HISTORY_DAYS days up to `today`: storefront views (tens a day) and the clicks they and
 * the site's other pages led to, spread over the listings (a few favourites take most), the
 * sources and a handful of countries.
 */
export function demoHistory(listings: DemoListing[], storefrontId: string, today: Date): { clicks: ClickDayRow[]; views: ViewDayRow[] } {
  if (listings.length === 0) throw new Error("the demo creator's channel has no listed products");
  const clicks = new Map<string, ClickDayRow>();
  const views = new Map<string, ViewDayRow>();
  // Favourites first: the n-th listing is clicked about 1/(n+1) as often as the first.
  const listingWeights = Object.fromEntries(listings.map((_, i) => [String(i), 1 / (i + 1)])) as Record<string, number>;
  for (let back = HISTORY_DAYS - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back));
    const day = dayOf(date);
    const random = generator(hash(`demo-creator:${day}`));
    // A channel slowly growing: about +40 % over the 90 days, times the weekday and some noise.
    const growth = 1 + 0.4 * ((date.getTime() - Date.UTC(2026, 0, 1)) / (365 * 86_400_000));
    const level = WEEKDAY_FACTOR[date.getUTCDay()]! * growth * (0.8 + 0.4 * random());
    const viewCount = Math.round(45 * level);
    const clickCount = Math.round(30 * level);
    for (let i = 0; i < viewCount; i++) {
      const country = weighted(COUNTRY_WEIGHTS, random());
      const key = `${day}|${country}`;
      const row = views.get(key) ?? { day, country, views: 0 };
      row.views += 1;
      views.set(key, row);
    }
    for (let i = 0; i < clickCount; i++) {
      const listing = listings[Number(weighted(listingWeights, random()))]!;
      const source = weighted(SOURCE_WEIGHTS, random());
      const country = weighted(COUNTRY_WEIGHTS, random());
      const onVideo = source === "storefront" || source === "video" || source === "product";
      const row: ClickDayRow = {
        day,
        product_id: listing.product_id,
        amazon_product_id: listing.amazon_product_id,
        video_id: onVideo ? listing.video_id : "",
        storefront_id: source === "storefront" ? storefrontId : "",
        source,
        country,
        clicks: 0,
      };
      const key = [row.day, row.product_id, row.amazon_product_id, row.video_id, row.storefront_id, row.source, row.country].join("|");
      const existing = clicks.get(key) ?? row;
      existing.clicks += 1;
      clicks.set(key, existing);
    }
  }
  return { clicks: [...clicks.values()], views: [...views.values()] };
}

/** A SQL string literal; every value here is ours (ids from the database, fixed texts). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export interface DemoCreatorIds {
  userId: string;
  channelId: string;
  /** The channel's handle, without @. */
  handle: string;
  category: string;
}

/**
 * Ownership, the approved application and the storefront, each written once: a storefront the
 * channel has already (an admin approved one) is kept, and the studio's later edits to the
 * headline, bio and tag survive the next start.
 */
export function demoCreatorStatements(ids: DemoCreatorIds, email: string): string[] {
  const now = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
  return [
    `INSERT INTO channel_owners (channel_id, user_id, proof, verified_at) VALUES (${literal(ids.channelId)}, ${literal(ids.userId)}, 'demo', ${now})
     ON CONFLICT (channel_id, user_id) DO NOTHING`,
    `INSERT INTO creator_applications (application_id, channel_handle, email, phone_number, category, status, reviewed_at)
     VALUES (${literal(DEMO_CREATOR_APPLICATION_ID)}, ${literal(`@${ids.handle}`)}, ${literal(email)}, NULL, ${literal(ids.category)}, 'approved', ${now})
     ON CONFLICT (application_id) DO NOTHING`,
    `INSERT INTO storefronts (storefront_id, application_id, channel_id, handle, headline, bio, partner_tag)
     VALUES (${literal(DEMO_CREATOR_STOREFRONT_ID)}, ${literal(DEMO_CREATOR_APPLICATION_ID)}, ${literal(ids.channelId)}, ${literal(ids.handle)},
             ${literal(DEMO_CREATOR_HEADLINE)}, ${literal(DEMO_CREATOR_BIO)}, ${literal(DEMO_CREATOR_PARTNER_TAG)})
     ON CONFLICT DO NOTHING`,
    `UPDATE storefronts SET partner_tag = ${literal(DEMO_CREATOR_PARTNER_TAG)} WHERE channel_id = ${literal(ids.channelId)} AND partner_tag IS NULL`,
    `INSERT INTO storefront_partner_tags (storefront_id, marketplace, partner_tag)
     SELECT storefront_id, 'de', ${literal(DEMO_CREATOR_PARTNER_TAG_DE)} FROM storefronts WHERE channel_id = ${literal(ids.channelId)}
     ON CONFLICT (storefront_id, marketplace) DO NOTHING`,
  ];
}

/** The history as upserts that set the seeded numbers (never add to them), a few hundred rows a statement. */
export function demoHistoryStatements(
  history: { clicks: ClickDayRow[]; views: ViewDayRow[] },
  ids: DemoCreatorIds,
  storefrontId: string,
): string[] {
  const out: string[] = [];
  const chunks = <T>(rows: T[], size = 200): T[][] =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size));
  for (const chunk of chunks(history.clicks)) {
    const values = chunk.map(
      (r) =>
        `(${[r.day, r.product_id, r.amazon_product_id, ids.channelId, r.video_id, r.storefront_id, r.source, r.country].map(literal).join(", ")}, ${r.clicks})`,
    );
    out.push(
      `INSERT INTO click_days (day, product_id, amazon_product_id, channel_id, video_id, storefront_id, source, country, clicks)
       VALUES ${values.join(",\n")}
       ON CONFLICT (day, product_id, amazon_product_id, video_id, storefront_id, source, country) DO UPDATE SET clicks = excluded.clicks, channel_id = excluded.channel_id`,
    );
  }
  for (const chunk of chunks(history.views)) {
    const values = chunk.map((r) => `(${[r.day, storefrontId, ids.channelId, r.country].map(literal).join(", ")}, ${r.views})`);
    out.push(
      `INSERT INTO storefront_view_days (day, storefront_id, channel_id, country, views) VALUES ${values.join(",\n")}
       ON CONFLICT (day, storefront_id, country) DO UPDATE SET views = excluded.views, channel_id = excluded.channel_id`,
    );
  }
  return out;
}
