/**
 * The click rollups (migrations 0026 to 0029) follow click_days and storefront_view_days through
 * their triggers, whatever writes them: the consumer's insert and its upsert of a day already
 * counted, the demo seed's overwrite, a deletion. After each write every rollup equals the same
 * aggregate recomputed from the rows.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { countClicks, type ClickRow } from "../../worker/db/queries/clicks";
import { insertChannel, insertProduct, insertVideo } from "../api/fixtures";

const CH = "UCrollups000000000000001";

async function all<T>(sql: string): Promise<T[]> {
  return (await env.DB.prepare(sql).all<T>()).results;
}

/** Each rollup against the aggregate of the rows it summarises, as sorted JSON. */
async function expectRollupsMatchRows() {
  const pairs: [string, string][] = [
    [
      "SELECT channel_id, dim, day, value, clicks FROM click_channel_dims WHERE clicks <> 0 ORDER BY 1, 2, 3, 4",
      `SELECT * FROM (
         SELECT channel_id, 'country' AS dim, day, country AS value, sum(clicks) AS clicks FROM click_days GROUP BY 1, 2, 3, 4
         UNION ALL
         SELECT channel_id, 'source', day, source, sum(clicks) FROM click_days GROUP BY 1, 2, 3, 4)
       WHERE clicks <> 0 ORDER BY 1, 2, 3, 4`,
    ],
    [
      "SELECT channel_id, kind, key, day, clicks FROM click_item_days WHERE clicks <> 0 ORDER BY 1, 2, 3, 4",
      `SELECT * FROM (
         SELECT c.channel_id, 'product' AS kind, coalesce(p.match_key, c.product_id) AS key, c.day, sum(c.clicks) AS clicks
           FROM click_days c LEFT JOIN products p ON p.product_id = c.product_id GROUP BY 1, 2, 3, 4
         UNION ALL
         SELECT channel_id, 'video', video_id, day, sum(clicks) FROM click_days WHERE video_id <> '' GROUP BY 1, 2, 3, 4)
       WHERE clicks <> 0 ORDER BY 1, 2, 3, 4`,
    ],
    [
      "SELECT channel_id, kind, key, month, clicks FROM click_item_months WHERE clicks <> 0 ORDER BY 1, 2, 3, 4",
      `SELECT * FROM (
         SELECT c.channel_id, 'product' AS kind, coalesce(p.match_key, c.product_id) AS key, substr(c.day, 1, 7) AS month, sum(c.clicks) AS clicks
           FROM click_days c LEFT JOIN products p ON p.product_id = c.product_id GROUP BY 1, 2, 3, 4
         UNION ALL
         SELECT channel_id, 'video', video_id, substr(day, 1, 7), sum(clicks) FROM click_days WHERE video_id <> '' GROUP BY 1, 2, 3, 4)
       WHERE clicks <> 0 ORDER BY 1, 2, 3, 4`,
    ],
    [
      "SELECT day, clicks, views FROM click_site_days WHERE clicks <> 0 OR views <> 0 ORDER BY day",
      `SELECT day, sum(clicks) AS clicks, sum(views) AS views FROM (
         SELECT day, clicks, 0 AS views FROM click_days UNION ALL SELECT day, 0, views FROM storefront_view_days)
       GROUP BY day HAVING sum(clicks) <> 0 OR sum(views) <> 0 ORDER BY day`,
    ],
  ];
  for (const [rollup, rows] of pairs) expect(await all(rollup), rollup).toEqual(await all(rows));
}

const click = (id: string, day: string, product_id: string, over: Partial<ClickRow> = {}): ClickRow => ({
  message_id: id,
  day,
  product_id,
  amazon_product_id: "B0ROLLUP01",
  video: "rollVid0001",
  storefront: "",
  source: "product",
  country: "US",
  ...over,
});

describe("click rollups", () => {
  it("equal the rows they summarise after inserts, repeats of a counted day, overwrites and deletions", async () => {
    await insertChannel({ channel_id: CH, handle: "rollups", channel_name: "Rollups" });
    await insertVideo({ video_id: "rollVid0001", channel_id: CH, title: "One", published_at: "2026-01-01T00:00:00.000Z" });
    await insertVideo({ video_id: "rollVid0002", channel_id: CH, title: "Two", published_at: "2026-02-01T00:00:00.000Z" });
    // One product (its match key) in two videos.
    for (const [product_id, video_id] of [
      ["p-roll-1", "rollVid0001"],
      ["p-roll-2", "rollVid0002"],
    ] as const) {
      await insertProduct({
        product_id,
        video_id,
        channel_id: CH,
        product_name: "Desk Lamp",
        match_key: "roll|desk lamp",
        published_at: "2026-01-01T00:00:00.000Z",
        listings: [{ asin: "B0ROLLUP01" }],
      });
    }

    await countClicks(createDb(env.DB), "batch-1", [
      click("00000000-0000-4000-8000-000000000001", "2026-03-31", "p-roll-1"),
      click("00000000-0000-4000-8000-000000000002", "2026-04-01", "p-roll-2", { video: "rollVid0002", country: "DE" }),
      click("00000000-0000-4000-8000-000000000003", "2026-04-01", "p-roll-2", { video: "rollVid0002", country: "DE" }),
    ]);
    await expectRollupsMatchRows();
    const [lamp] = await all<{ clicks: number }>(
      "SELECT sum(clicks) AS clicks FROM click_item_days WHERE channel_id = '" + CH + "' AND kind = 'product' AND key = 'roll|desk lamp'",
    );
    expect(lamp?.clicks).toBe(3);

    // The same day and key again (the consumer's upsert), and a batch delivered twice: counted once.
    const again = [click("00000000-0000-4000-8000-000000000004", "2026-04-01", "p-roll-2", { video: "rollVid0002", country: "DE" })];
    await countClicks(createDb(env.DB), "batch-2", again);
    await countClicks(createDb(env.DB), "batch-3", again);
    await expectRollupsMatchRows();

    // The demo seed sets a day's number; rows may also go.
    await env.DB.prepare("UPDATE click_days SET clicks = 7 WHERE product_id = 'p-roll-1' AND day = '2026-03-31'").run();
    await env.DB.prepare("DELETE FROM click_days WHERE product_id = 'p-roll-2'").run();
    await expectRollupsMatchRows();

    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO storefront_view_days (day, storefront_id, channel_id, country, views) VALUES ('2026-03-31', 'sf-roll', ?, 'US', 4)",
      ).bind(CH),
      env.DB.prepare("UPDATE storefront_view_days SET views = 9 WHERE storefront_id = 'sf-roll'"),
    ]);
    await expectRollupsMatchRows();
  });
});
