/**
 * A channel's figures in the studio (issue 24, item 6): sums over seeded click_days and
 * storefront_view_days rows, every day of the range present, the breakdowns, the range's limits,
 * who may read them, and the CSV export of the same rows.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as statsCsv from "../../app/routes/studio/stats-csv";
import { dataOf, redirectOf, run } from "../routes/harness";
import { call, createAdmin, createUser, expect422, insertChannel, insertProduct, insertVideo, type TestUser } from "./fixtures";

const A = "UCstatsA00000000000000001";
const B = "UCstatsB00000000000000002";
const SF = "sf-stats-a";

interface Click {
  day: string;
  product_id: string;
  channel_id?: string;
  video_id?: string;
  storefront_id?: string;
  source: string;
  country?: string;
  clicks: number;
}

async function insertClicks(rows: Click[]) {
  await env.DB.batch(
    rows.map((r, i) =>
      env.DB.prepare(
        `INSERT INTO click_days (day, product_id, amazon_product_id, channel_id, video_id, storefront_id, source, country, clicks)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        r.day,
        r.product_id,
        `B0ITEM${i}`,
        r.channel_id ?? A,
        r.video_id ?? "",
        r.storefront_id ?? "",
        r.source,
        r.country ?? "",
        r.clicks,
      ),
    ),
  );
}

async function insertViews(rows: { day: string; country?: string; views: number; channel_id?: string }[]) {
  await env.DB.batch(
    rows.map((r) =>
      env.DB.prepare("INSERT INTO storefront_view_days (day, storefront_id, channel_id, country, views) VALUES (?, ?, ?, ?, ?)").bind(
        r.day,
        r.channel_id === B ? "sf-stats-b" : SF,
        r.channel_id ?? A,
        r.country ?? "",
        r.views,
      ),
    ),
  );
}

let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await insertChannel({ channel_id: A, handle: "statsa", channel_name: "Stats A" });
  await insertChannel({ channel_id: B, handle: "statsb", channel_name: "Stats B" });
  await insertVideo({ video_id: "statsVid001", channel_id: A, title: "Desk tour", published_at: "2026-01-01T00:00:00.000Z" });
  await insertVideo({ video_id: "statsVid002", channel_id: A, title: "Lamp review", published_at: "2026-02-01T00:00:00.000Z" });
  // The same desk in two videos: one product of the studio (its match key), two product ids.
  await insertProduct({
    product_id: "p-desk-1",
    video_id: "statsVid001",
    channel_id: A,
    product_name: "Standing Desk",
    brand: "Flexi",
    match_key: "flexi|standing desk",
    published_at: "2026-01-01T00:00:00.000Z",
    listings: [{ asin: "B0DESK0001" }],
  });
  await insertProduct({
    product_id: "p-desk-2",
    video_id: "statsVid002",
    channel_id: A,
    product_name: "Standing Desk",
    brand: "Flexi",
    match_key: "flexi|standing desk",
    published_at: "2026-02-01T00:00:00.000Z",
    listings: [{ asin: "B0DESK0001" }],
  });
  await insertProduct({
    product_id: "p-lamp-1",
    video_id: "statsVid002",
    channel_id: A,
    product_name: '=ScreenBar, "Pro"',
    brand: "BenQ",
    match_key: "benq|screenbar",
    published_at: "2026-02-01T00:00:00.000Z",
    listings: [{ asin: "B0LAMP0001" }],
  });
  await insertClicks([
    { day: "2026-03-01", product_id: "p-desk-1", video_id: "statsVid001", source: "video", country: "US", clicks: 5 },
    {
      day: "2026-03-01",
      product_id: "p-desk-2",
      video_id: "statsVid002",
      storefront_id: SF,
      source: "storefront",
      country: "DE",
      clicks: 3,
    },
    { day: "2026-03-03", product_id: "p-lamp-1", video_id: "statsVid002", source: "product", country: "US", clicks: 4 },
    { day: "2026-03-03", product_id: "p-lamp-1", storefront_id: SF, source: "storefront", clicks: 2 },
    // A product removed since: named by its id.
    { day: "2026-03-05", product_id: "p-gone", source: "channel", country: "FR", clicks: 1 },
    // Outside the range, and another channel's: never counted.
    { day: "2026-02-28", product_id: "p-desk-1", source: "video", country: "US", clicks: 100 },
    { day: "2026-03-06", product_id: "p-desk-1", source: "video", country: "US", clicks: 100 },
    { day: "2026-03-02", product_id: "p-other", channel_id: B, source: "video", country: "US", clicks: 100 },
  ]);
  await insertViews([
    { day: "2026-03-01", country: "US", views: 10 },
    { day: "2026-03-01", country: "DE", views: 6 },
    { day: "2026-03-04", country: "", views: 4 },
    { day: "2026-02-27", country: "US", views: 1000 },
    { day: "2026-03-02", country: "US", views: 1000, channel_id: B },
  ]);
  owner = await createUser("stats-owner");
  stranger = await createUser("stats-stranger");
  admin = await createAdmin();
  await env.DB.prepare(
    "INSERT INTO channel_owners (channel_id, user_id, proof, verified_at) VALUES (?, ?, 'demo', '2026-01-01T00:00:00.000Z')",
  )
    .bind(A, owner.user_id)
    .run();
});

const stats = (query: string, token: string | null = owner.token, channelId = A) =>
  call(`/studio/channels/${channelId}/stats?${query}`, { token });

describe("GET /api/studio/channels/{channel_id}/stats", () => {
  it("sums the range's clicks and views per day, with every day present and the empty ones at zero", async () => {
    const res = await stats("from=2026-03-01&to=2026-03-05");
    expect(res.status, res.text).toBe(200);
    expect(res.body.days).toEqual([
      { date: "2026-03-01", clicks: 8, views: 16 },
      { date: "2026-03-02", clicks: 0, views: 0 },
      { date: "2026-03-03", clicks: 6, views: 0 },
      { date: "2026-03-04", clicks: 0, views: 4 },
      { date: "2026-03-05", clicks: 1, views: 0 },
    ]);
    expect(res.body).toMatchObject({
      channel_id: A,
      channel_name: "Stats A",
      from: "2026-03-01",
      to: "2026-03-05",
      total_clicks: 15,
      total_views: 20,
    });
    expect(res.body.storefront_clicks).toBe(5);
    expect(res.body.storefront_click_through).toBeCloseTo(5 / 20);
  });

  it("breaks the clicks down by product (its match key), video, country and source, most first", async () => {
    const { body } = await stats("from=2026-03-01&to=2026-03-05");
    expect(body.products).toEqual([
      { product_key: "flexi|standing desk", match_key: "flexi|standing desk", product_name: "Standing Desk", clicks: 8 },
      { product_key: "benq|screenbar", match_key: "benq|screenbar", product_name: '=ScreenBar, "Pro"', clicks: 6 },
      { product_key: "p-gone", match_key: null, product_name: null, clicks: 1 },
    ]);
    expect(body.videos).toEqual([
      { video_id: "statsVid002", title: "Lamp review", clicks: 7 },
      { video_id: "statsVid001", title: "Desk tour", clicks: 5 },
    ]);
    expect(body.countries).toEqual([
      { country: "US", clicks: 9, views: 10 },
      { country: "DE", clicks: 3, views: 6 },
      { country: "", clicks: 2, views: 4 },
      { country: "FR", clicks: 1, views: 0 },
    ]);
    expect(body.sources).toEqual([
      { source: "storefront", clicks: 5 },
      { source: "video", clicks: 5 },
      { source: "product", clicks: 4 },
      { source: "channel", clicks: 1 },
    ]);
  });

  it("sums a range across months to the day: the first month's days from its start day, the last month's up to its end", async () => {
    // 2026-02-28 (100 clicks of the desk) is in, 2026-03-06 (100 more) is out.
    const { body } = await stats("from=2026-02-28&to=2026-03-05");
    expect(body.products[0]).toEqual({
      product_key: "flexi|standing desk",
      match_key: "flexi|standing desk",
      product_name: "Standing Desk",
      clicks: 108,
    });
    expect(body.total_clicks).toBe(115);
    const wide = await stats("from=2026-01-15&to=2026-04-02");
    expect(wide.body.products[0].clicks).toBe(208);
  });

  it("answers a range without activity with zero days and no click-through", async () => {
    const res = await stats("from=2025-01-01&to=2025-01-03");
    expect(res.body.days).toEqual(["2025-01-01", "2025-01-02", "2025-01-03"].map((date) => ({ date, clicks: 0, views: 0 })));
    expect(res.body).toMatchObject({
      total_clicks: 0,
      total_views: 0,
      products: [],
      videos: [],
      countries: [],
      sources: [],
      storefront_click_through: null,
    });
  });

  it("refuses a bad range with 422: not a date, no such day, from after to, more than 366 days, missing", async () => {
    for (const query of [
      "from=2026-3-01&to=2026-03-05",
      "from=2026-02-30&to=2026-03-05",
      "from=yesterday&to=2026-03-05",
      "from=2026-03-05&to=2026-03-01",
      "from=2025-01-01&to=2026-01-02",
      "from=2026-03-01",
      "",
    ]) {
      expect422(await stats(query), "query");
    }
    // 366 days (a leap year) is the longest range.
    const year = await stats("from=2024-01-01&to=2024-12-31");
    expect(year.status, year.text).toBe(200);
    expect(year.body.days).toHaveLength(366);
  });

  it("answers only the channel's owners and admins", async () => {
    expect((await stats("from=2026-03-01&to=2026-03-05", null)).status).toBe(401);
    expect((await stats("from=2026-03-01&to=2026-03-05", stranger.token)).status).toBe(403);
    expect((await stats("from=2026-03-01&to=2026-03-05", owner.token, B)).status).toBe(403);
    const asAdmin = await stats("from=2026-03-01&to=2026-03-05", admin.token, B);
    expect(asAdmin.status, asAdmin.text).toBe(200);
    expect(asAdmin.body.total_clicks).toBe(100);
    expect(asAdmin.body.total_views).toBe(1000);
  });
});

describe("/studio/{channel_id}/stats.csv", () => {
  // A download is a Response: its text is read here so the outcome carries it.
  const loader = async (args: Parameters<typeof statsCsv.loader>[0]) => {
    const answer = await statsCsv.loader(args);
    return answer.ok ? { headers: answer.headers, text: await answer.text() } : answer;
  };
  const csv = (token?: string, channelId = A, days = "90") =>
    run(loader, {
      path: `/studio/${channelId}/stats.csv?days=${days}`,
      pattern: "/studio/:channelId/stats.csv",
      params: { channelId },
      token,
    });

  it("sends anonymous visitors to log in, and refuses other users with 403", async () => {
    expect(redirectOf(await csv())).toBe(`/login?redirectTo=${encodeURIComponent(`/studio/${A}/stats.csv?days=90`)}`);
    expect(dataOf(await csv(stranger.token), 403)).toEqual({ detail: "You do not own this channel" });
  });

  it("downloads the figures of the last 30 or 90 days as an attachment, one row per day and breakdown", async () => {
    for (const [who, days] of [
      [owner, 30],
      [admin, 90],
    ] as const) {
      const { headers, text } = dataOf<{ headers: Headers; text: string }>(await csv(who.token, A, String(days)));
      expect(headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(headers.get("Content-Disposition")).toMatch(
        new RegExp(`^attachment; filename="studio-${A}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const lines = text.trimEnd().split("\r\n");
      expect(lines[0]).toBe("table,key,name,clicks,views");
      expect(lines.filter((l) => l.startsWith("day,"))).toHaveLength(days);
      expect(lines.at(-1)).toMatch(/^total,,,\d+,\d+$/);
    }
  });

  it("writes the rows of the API's answer, with names quoted and formulas kept as text", async () => {
    const { body } = await stats("from=2026-03-01&to=2026-03-05");
    const { statsCsv: toCsv } = await import("../../worker/services/studio-stats");
    const lines = toCsv(body).trimEnd().split("\r\n");
    expect(lines).toContain("day,2026-03-01,,8,16");
    expect(lines).toContain("day,2026-03-02,,0,0");
    expect(lines).toContain("product,flexi|standing desk,Standing Desk,8,");
    expect(lines).toContain(`product,benq|screenbar,"'=ScreenBar, ""Pro""",6,`);
    expect(lines).toContain("country,unknown,,2,4");
    expect(lines).toContain("source,storefront,,5,");
    expect(lines.at(-1)).toBe("total,,,15,20");
  });

  it("takes only 30 or 90 days", async () => {
    expect(dataOf(await csv(owner.token, A, "400"), 422)).toEqual({ detail: expect.any(String) });
  });
});
