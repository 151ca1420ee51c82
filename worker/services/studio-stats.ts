/**
 * A creator's figures (issue 24, item 6): clicks and storefront views per day over a range, the
 * products and videos whose Buy links were clicked most, countries, kinds of page, and the
 * storefront's click-through; the same rows as CSV. Only the channel's owners and admins read them.
 */
import { z } from "zod";
import { channelStatsRows, siteTotalsRow, type StatsRow } from "../db/queries/studio-stats";
import { studioChannelRow } from "../db/queries/studio";
import { notFound } from "../lib/errors";
import { requireChannelAccess } from "./channel-owners";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import { STUDIO_RANGES, type StudioRange } from "./studio-rules";

/** The longest range one call reads. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const calendarDay = z.string().refine(isCalendarDay, "Enter a date as YYYY-MM-DD");

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const statsRangeInput = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((r) => !isCalendarDay(r.from) || !isCalendarDay(r.to) || r.from <= r.to, { message: "from must not be after to", path: ["from"] })
  .refine((r) => !isCalendarDay(r.from) || !isCalendarDay(r.to) || daysBetween(r.from, r.to) <= MAX_RANGE_DAYS, {
    message: `A range holds at most ${MAX_RANGE_DAYS} days`,
    path: ["to"],
  });
export type StatsRange = z.output<typeof statsRangeInput>;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days, today (UTC) included. */
export function lastDays(days: number, now = Date.now()): StatsRange {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

export interface ChannelStats {
  channel_id: string;
  channel_name: string;
  from: string;
  to: string;
  days: { date: string; clicks: number; views: number }[];
  products: { product_key: string; match_key: string | null; product_name: string | null; clicks: number }[];
  videos: { video_id: string; title: string | null; clicks: number }[];
  countries: { country: string; clicks: number; views: number }[];
  sources: { source: string; clicks: number }[];
  total_clicks: number;
  total_views: number;
  /** Clicks made on the storefront page (or its domain). */
  storefront_clicks: number;
  /** storefront_clicks / total_views; null without views. */
  storefront_click_through: number | null;
}

function byDesc<T>(score: (t: T) => number, key: (t: T) => string) {
  return (a: T, b: T) => score(b) - score(a) || key(a).localeCompare(key(b));
}

/** The figures of one channel over the range, every day present (zero when nothing happened). */
const channelInput = z.object({ channel_id: z.string().trim().min(1).max(64) });
/** One of the studio's two ranges, in days. */
export const studioRange = z.custom<StudioRange>((v) => (STUDIO_RANGES as readonly unknown[]).includes(v), "Choose 30 or 90 days");
const siteTotalsInput = z.object({ days: studioRange.default(30) });
const channelRangeInput = channelInput.extend({ days: studioRange });
const channelStatsInput = channelInput.and(statsRangeInput);

export async function channelStats(rc: ServiceContext, rawInput: z.input<typeof channelStatsInput>): Promise<ChannelStats> {
  const { channel_id: channelId, ...range } = channelStatsInput.parse(rawInput);
  await requireChannelAccess(rc, channelId);
  const channel = await studioChannelRow(rc.db, channelId);
  if (!channel) throw notFound("Channel");
  return statsOfCheckedChannel(rc, channel, range);
}

/** The figures of a channel whose access the caller checked already (the studio page reads it with its other parts). */
export async function statsOfCheckedChannel(
  rc: ServiceContext,
  channel: { channel_id: string; channel_name: string },
  range: StatsRange,
): Promise<ChannelStats> {
  return assemble(channel, range, await channelStatsRows(rc.db, channel.channel_id, range.from, range.to));
}

function assemble(channel: { channel_id: string; channel_name: string }, range: StatsRange, rows: StatsRow[]): ChannelStats {
  const perDay = new Map<string, { clicks: number; views: number }>();
  const countries = new Map<string, { clicks: number; views: number }>();
  const out: Pick<ChannelStats, "products" | "videos" | "sources"> = { products: [], videos: [], sources: [] };
  let storefrontClicks = 0;
  for (const r of rows) {
    const clicks = Number(r.clicks);
    const views = Number(r.views);
    switch (r.kind) {
      case "day": {
        const day = perDay.get(r.key) ?? { clicks: 0, views: 0 };
        perDay.set(r.key, { clicks: day.clicks + clicks, views: day.views + views });
        storefrontClicks += Number(r.storefront_clicks);
        break;
      }
      case "country": {
        const c = countries.get(r.key) ?? { clicks: 0, views: 0 };
        countries.set(r.key, { clicks: c.clicks + clicks, views: c.views + views });
        break;
      }
      case "product":
        out.products.push({ product_key: r.key, match_key: r.match_key, product_name: r.label, clicks });
        break;
      case "video":
        out.videos.push({ video_id: r.key, title: r.label, clicks });
        break;
      case "source":
        out.sources.push({ source: r.key, clicks });
        break;
    }
  }
  const days: ChannelStats["days"] = [];
  const start = Date.parse(`${range.from}T00:00:00Z`);
  for (let i = 0; i < daysBetween(range.from, range.to); i++) {
    const date = isoDay(start + i * DAY_MS);
    days.push({ date, ...(perDay.get(date) ?? { clicks: 0, views: 0 }) });
  }
  const totalClicks = days.reduce((n, d) => n + d.clicks, 0);
  const totalViews = days.reduce((n, d) => n + d.views, 0);
  return {
    channel_id: channel.channel_id,
    channel_name: channel.channel_name,
    from: range.from,
    to: range.to,
    days,
    products: out.products.sort(
      byDesc(
        (p) => p.clicks,
        (p) => p.product_key,
      ),
    ),
    videos: out.videos.sort(
      byDesc(
        (v) => v.clicks,
        (v) => v.video_id,
      ),
    ),
    countries: [...countries]
      .map(([country, c]) => ({ country, ...c }))
      .sort(
        byDesc(
          (c) => c.clicks + c.views,
          (c) => c.country,
        ),
      ),
    sources: out.sources.sort(
      byDesc(
        (s) => s.clicks,
        (s) => s.source,
      ),
    ),
    total_clicks: totalClicks,
    total_views: totalViews,
    storefront_clicks: storefrontClicks,
    storefront_click_through: totalViews > 0 ? storefrontClicks / totalViews : null,
  };
}

/** The site's clicks and storefront views over the last `days` days: admins only. */
export async function siteTotals(rc: ServiceContext, rawInput: z.input<typeof siteTotalsInput> = {}) {
  requireAdmin(rc);
  const { days } = siteTotalsInput.parse(rawInput);
  const range = lastDays(days);
  return { ...range, ...((await siteTotalsRow(rc.db, range.from, range.to)) ?? { clicks: 0, views: 0, storefronts: 0 }) };
}

/**
 * A spreadsheet cell: quoted when it holds a separator, and a text that a spreadsheet would read
 * as a formula (=, +, -, @, tab, CR first: names come from video descriptions) kept as text.
 */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The figures as one CSV table: a `table` column says which breakdown each row belongs to. */
export function statsCsv(stats: ChannelStats): string {
  const lines: (string | number | null)[][] = [["table", "key", "name", "clicks", "views"]];
  for (const d of stats.days) lines.push(["day", d.date, null, d.clicks, d.views]);
  for (const p of stats.products) lines.push(["product", p.product_key, p.product_name, p.clicks, null]);
  for (const v of stats.videos) lines.push(["video", v.video_id, v.title, v.clicks, null]);
  for (const c of stats.countries) lines.push(["country", c.country || "unknown", null, c.clicks, c.views]);
  for (const s of stats.sources) lines.push(["source", s.source, null, s.clicks, null]);
  lines.push(["total", "", null, stats.total_clicks, stats.total_views]);
  return lines.map((line) => line.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** The CSV export's answer: a download named after the channel and range. */
export async function channelStatsCsv(
  rc: ServiceContext,
  rawInput: z.input<typeof channelRangeInput>,
): Promise<{ filename: string; body: string }> {
  const { channel_id: channelId, days } = channelRangeInput.parse(rawInput);
  const range = lastDays(days);
  const stats = await channelStats(rc, { channel_id: channelId, ...range });
  return { filename: `studio-${channelId}-${range.from}-${range.to}.csv`, body: statsCsv(stats) };
}
