import { describe, expect, it } from "vitest";
import { DEMO_CHANNEL_HANDLES, getCorpus } from "../../worker/providers/offline/corpus";
import { countOf, runTask, snapshot } from "./helpers";

describe("the whole demo data set through run_pipeline", () => {
  it("loads every demo channel, big enough for every screen, and a second load changes nothing", async () => {
    for (const handle of DEMO_CHANNEL_HANDLES) {
      const { row } = await runTask("run_pipeline", { channel: handle, max_results: 500 });
      expect(row.status, row.message ?? "").toBe("completed");
      expect(row.progress_done).toBe(row.progress_total);
    }
    const counts = await snapshot();
    const listed = await countOf("SELECT count(*) AS n FROM products WHERE listed = 1");
    const corpus = getCorpus();
    const categories = new Set(corpus.channels.map((c) => c.category));
    console.log("demo data set:", JSON.stringify({ ...counts, listed_products: listed }));

    expect(counts.channels).toBe(corpus.channels.length);
    expect(counts.channels).toBeGreaterThanOrEqual(16);
    expect(categories.size).toBeGreaterThanOrEqual(8);
    expect(counts.videos).toBeGreaterThanOrEqual(160);
    expect(counts.products).toBeGreaterThanOrEqual(400);
    expect(listed).toBeGreaterThan(counts.products * 0.8);
    expect(listed).toBeLessThan(counts.products);
    // "Similar creators": many products are mentioned by two or more channels.
    expect(
      await countOf("SELECT count(*) AS n FROM (SELECT match_key FROM products GROUP BY match_key HAVING count(DISTINCT channel_id) >= 2)"),
    ).toBeGreaterThanOrEqual(30);
    expect(await countOf("SELECT count(*) AS n FROM channels WHERE product_count = 0 OR video_count = 0")).toBe(0);
    // Evidence points where a product is discussed, not at the opening line that reads the title (issue 21, item 6).
    const atZero = await countOf("SELECT count(*) AS n FROM products WHERE video_timestamp = 0");
    console.log(`demo products with evidence at 0:00: ${atZero} of ${counts.products}`);
    expect(atZero / counts.products).toBeLessThan(0.02);

    for (const handle of DEMO_CHANNEL_HANDLES) await runTask("run_pipeline", { channel: handle, max_results: 500 });
    expect(await snapshot()).toEqual(counts);
    // The daily update, offline, finds nothing new: every demo video is older than "today".
    const daily = await runTask("run_pipeline", { channel: DEMO_CHANNEL_HANDLES[0], upload_date: "today" });
    expect(daily.row.status).toBe("completed");
    expect(daily.row.message).toContain("0 videos found");
    expect(await snapshot()).toEqual(counts);
  }, 120_000);
});
