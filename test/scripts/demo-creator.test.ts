/**
 * The demo creator's seed (scripts/lib/demo-creator.ts), which `npm start` and the browser tests'
 * runner write after the demo data: its history is realistic and a pure function of the date, and
 * its statements, run twice on the migrated D1, write the owner, the approved application, the
 * storefront and the figures once.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_CREATOR_PARTNER_TAG,
  DEMO_CREATOR_STOREFRONT_ID,
  demoCreatorStatements,
  demoHistory,
  demoHistoryStatements,
  HISTORY_DAYS,
} from "../../scripts/lib/demo-creator";
import { clickSources } from "../../worker/lib/buy-links";
import { createUser, insertChannel } from "../api/fixtures";

const LISTINGS = Array.from({ length: 6 }, (_, i) => ({
  product_id: `p-demo-${i}`,
  amazon_product_id: `B0DEMO000${i}`,
  video_id: `demoVideo0${i}`,
}));
const TODAY = new Date("2026-11-27T06:00:00.000Z");

const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);

describe("the demo creator's history", () => {
  const history = demoHistory(LISTINGS, DEMO_CREATOR_STOREFRONT_ID, TODAY);

  it("covers the last 90 days with tens of views and clicks a day, more at the weekend", () => {
    const days = [...new Set(history.views.map((r) => r.day))].sort();
    expect(days).toHaveLength(HISTORY_DAYS);
    expect(days.at(-1)).toBe("2026-11-27");
    expect(days[0]).toBe("2026-08-30");
    const perDay = (day: string) => ({
      views: sum(
        history.views.filter((r) => r.day === day),
        (r) => r.views,
      ),
      clicks: sum(
        history.clicks.filter((r) => r.day === day),
        (r) => r.clicks,
      ),
    });
    for (const day of days) {
      const { views, clicks } = perDay(day);
      expect(views, day).toBeGreaterThanOrEqual(20);
      expect(views, day).toBeLessThan(150);
      expect(clicks, day).toBeGreaterThanOrEqual(10);
      expect(clicks, day).toBeLessThan(100);
    }
    const average = (weekend: boolean) => {
      const chosen = days.filter((d) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) === weekend);
      return sum(chosen, (d) => perDay(d).views) / chosen.length;
    };
    expect(average(true)).toBeGreaterThan(average(false) * 1.2);
  });

  it("names real sources and countries; only storefront clicks carry the storefront", () => {
    for (const row of history.clicks) {
      expect(clickSources).toContain(row.source);
      expect(row.country).toMatch(/^[A-Z]{2}$/);
      expect(row.storefront_id).toBe(row.source === "storefront" ? DEMO_CREATOR_STOREFRONT_ID : "");
      expect(row.clicks).toBeGreaterThan(0);
    }
    expect(new Set(history.clicks.map((r) => r.source)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(history.clicks.map((r) => r.product_id)).size).toBe(LISTINGS.length);
    for (const row of history.views) expect(row.country).toMatch(/^[A-Z]{2}$/);
  });

  it("is the same for a day whenever it is computed (a later start rewrites the same numbers)", () => {
    const later = demoHistory(LISTINGS, DEMO_CREATOR_STOREFRONT_ID, new Date("2026-12-10T12:00:00.000Z"));
    const of = (rows: { day: string }[], day: string) => JSON.stringify(rows.filter((r) => r.day === day));
    for (const day of ["2026-09-15", "2026-11-01", "2026-11-27"]) {
      expect(of(later.clicks, day)).toBe(of(history.clicks, day));
      expect(of(later.views, day)).toBe(of(history.views, day));
    }
  });
});

describe("the seed's statements on D1", () => {
  const CHANNEL = { channel_id: "UCdemoCreator000000000001", handle: "demoseed", channel_name: "Demo Seed", category: "Beauty" };
  let ids: { userId: string; channelId: string; handle: string; category: string };
  beforeAll(async () => {
    await insertChannel(CHANNEL);
    const user = await createUser("demo-creator");
    ids = { userId: user.user_id, channelId: CHANNEL.channel_id, handle: CHANNEL.handle, category: CHANNEL.category };
  });

  const runAll = async (statements: string[]) => {
    for (const sql of statements) await env.DB.prepare(sql).run();
  };
  const totals = () =>
    env.DB.prepare(
      `SELECT (SELECT sum(clicks) FROM click_days WHERE channel_id = ?1) AS clicks,
              (SELECT count(*) FROM click_days WHERE channel_id = ?1) AS click_rows,
              (SELECT sum(views) FROM storefront_view_days WHERE channel_id = ?1) AS views,
              (SELECT count(*) FROM channel_owners WHERE channel_id = ?1) AS owners,
              (SELECT count(*) FROM storefronts WHERE channel_id = ?1) AS storefronts`,
    )
      .bind(CHANNEL.channel_id)
      .first();

  it("writes the owner, approved application, storefront and history once, however often it runs", async () => {
    const history = demoHistory(LISTINGS, DEMO_CREATOR_STOREFRONT_ID, TODAY);
    const statements = [
      ...demoCreatorStatements(ids, "creator@demo.local"),
      ...demoHistoryStatements(history, ids, DEMO_CREATOR_STOREFRONT_ID),
    ];
    await runAll(statements);
    const first = await totals();
    expect(first).toEqual({
      clicks: sum(history.clicks, (r) => r.clicks),
      click_rows: history.clicks.length,
      views: sum(history.views, (r) => r.views),
      owners: 1,
      storefronts: 1,
    });
    await runAll(statements);
    expect(await totals()).toEqual(first);

    const storefront = await env.DB.prepare(
      `SELECT s.handle, s.partner_tag, s.headline <> '' AS has_headline, s.bio <> '' AS has_bio, a.status, o.proof
         FROM storefronts s JOIN creator_applications a ON a.application_id = s.application_id
         JOIN channel_owners o ON o.channel_id = s.channel_id
        WHERE s.channel_id = ?`,
    )
      .bind(CHANNEL.channel_id)
      .first();
    expect(storefront).toEqual({
      handle: "demoseed",
      partner_tag: DEMO_CREATOR_PARTNER_TAG,
      has_headline: 1,
      has_bio: 1,
      status: "approved",
      proof: "demo",
    });
  });

  it("keeps a real click of the same day (no country, as locally) and the creator's own edits", async () => {
    const [listing] = LISTINGS;
    await env.DB.prepare(
      `INSERT INTO click_days (day, product_id, amazon_product_id, channel_id, video_id, storefront_id, source, country, clicks)
       VALUES ('2026-11-27', ?, ?, ?, '', ?, 'storefront', '', 3)`,
    )
      .bind(listing!.product_id, listing!.amazon_product_id, CHANNEL.channel_id, DEMO_CREATOR_STOREFRONT_ID)
      .run();
    await env.DB.prepare("UPDATE storefronts SET partner_tag = 'mytag-21', headline = 'Mine' WHERE channel_id = ?")
      .bind(CHANNEL.channel_id)
      .run();
    await runAll([
      ...demoCreatorStatements(ids, "creator@demo.local"),
      ...demoHistoryStatements(demoHistory(LISTINGS, DEMO_CREATOR_STOREFRONT_ID, TODAY), ids, DEMO_CREATOR_STOREFRONT_ID),
    ]);
    const real = await env.DB.prepare("SELECT clicks FROM click_days WHERE channel_id = ? AND country = ''")
      .bind(CHANNEL.channel_id)
      .first();
    expect(real).toEqual({ clicks: 3 });
    const edited = await env.DB.prepare("SELECT partner_tag, headline FROM storefronts WHERE channel_id = ?")
      .bind(CHANNEL.channel_id)
      .first();
    expect(edited).toEqual({ partner_tag: "mytag-21", headline: "Mine" });
  });
});
