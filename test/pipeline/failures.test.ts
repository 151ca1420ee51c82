import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, videos } from "../../worker/db/schema";
import { offlineMarketplace, offlineTranscripts } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { type Marketplace, type TranscriptSource } from "../../worker/providers/types";
import { ProviderError } from "../../worker/lib/http";
import { countOf, db, runTask, testDeps } from "./helpers";

const corpus = getCorpus();

/** A transcript source that answers `okCalls` times, then fails the way a real service does. */
function flakyTranscripts(okCalls: number, transient: boolean): TranscriptSource {
  let calls = 0;
  return {
    async fetchTranscript(video) {
      calls++;
      if (calls > okCalls)
        throw new ProviderError("transcripts", transient ? "HTTP 503 from transcript service" : "Daily quota exhausted", { transient });
      return offlineTranscripts.fetchTranscript(video);
    },
  };
}

describe("a failing provider", () => {
  it("ends the task failed with the provider's message and keeps what was already stored", async () => {
    const handle = "glowlabdaily";
    const ch = corpus.channels.find((c) => c.handle === handle)!;
    const { outcome, row } = await runTask(
      "run_pipeline",
      { channel: handle, max_results: 500 },
      testDeps({ transcripts: flakyTranscripts(3, false) }),
    );
    expect(outcome.status).toBe("failed");
    expect(row.status).toBe("failed");
    expect(row.message).toBe("transcripts: Daily quota exhausted");
    expect(row.completed_at).not.toBeNull();
    // Videos from step 1 and the three transcripts fetched before the failure stay.
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${ch.channel_id}'`)).toBe(
      corpus.videosByChannel.get(ch.channel_id)!.length,
    );
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${ch.channel_id}' AND transcript_status <> 'pending'`)).toBe(
      3,
    );

    // A later run with a healthy provider finishes the job.
    const healed = await runTask("run_pipeline", { channel: handle, max_results: 500 });
    expect(healed.row.status).toBe("completed");
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${ch.channel_id}' AND transcript_status = 'fetched'`)).toBe(
      0,
    );
  });

  it("a transient failure asks for a retry while attempts remain, and fails on the last one", async () => {
    const handle = "mirrormornings";
    const deps = testDeps({ transcripts: flakyTranscripts(0, true) });
    const early = await runTask("run_pipeline", { channel: handle }, deps, { number: 1, max: 4 });
    expect(early.outcome).toMatchObject({ status: "retry", delaySeconds: 30 });
    expect(early.row.status).toBe("running");
    expect(early.row.message).toContain("HTTP 503");
    expect(early.row.completed_at).toBeNull();

    const last = await runTask("run_pipeline", { channel: handle }, deps, { number: 4, max: 4 });
    expect(last.outcome.status).toBe("failed");
    expect(last.row.status).toBe("failed");
    expect(last.row.message).toBe("transcripts: HTTP 503 from transcript service");
  });

  it("a marketplace failure mid-way keeps the listings already written, all-or-nothing per product", async () => {
    const handle = "pixelpraxis";
    await runTask("search_youtube", { channel: handle, max_results: 500 });
    await runTask("get_transcripts", { channel: handle });
    await runTask("process_transcripts", { channel: handle });
    let calls = 0;
    const broken: Marketplace = {
      async search(query) {
        if (++calls > 2) throw new ProviderError("marketplace", "Too many requests (429)", { transient: false });
        return offlineMarketplace.search(query);
      },
    };
    const { row } = await runTask("search_amazon_products", { channel: handle }, testDeps({ marketplace: broken }));
    expect(row.status).toBe("failed");
    expect(row.message).toContain("429");
    const ch = corpus.channels.find((c) => c.handle === handle)!;
    const stored = await db.select().from(products).where(eq(products.channel_id, ch.channel_id));
    const withListings = stored.filter((p) => p.listing_count > 0);
    // At most the first two match keys were searched; every product marked listed has its listing rows.
    expect(new Set(withListings.map((p) => p.match_key)).size).toBeLessThanOrEqual(2);
    for (const p of withListings) {
      expect(await countOf(`SELECT count(*) AS n FROM product_listings WHERE product_id = '${p.product_id}'`)).toBe(p.listing_count);
    }
    expect(stored.length).toBeGreaterThan(withListings.length);
  });

  it("an extractor answer that fails validation is skipped, not stored", async () => {
    const handle = "respawnroom";
    await runTask("search_youtube", { channel: handle, max_results: 2 });
    await runTask("get_transcripts", { channel: handle });
    const { row } = await runTask(
      "process_transcripts",
      { channel: handle },
      testDeps({
        extractor: {
          async extract() {
            return [
              {
                product_name: "",
                brand: null,
                category: null,
                subcategory: null,
                description: "",
                is_sponsored: false,
                claims: "",
                video_timestamp: 0,
              },
              {
                product_name: "Good Thing",
                brand: "Acme",
                category: "Gaming",
                subcategory: null,
                description: "",
                is_sponsored: false,
                claims: "q",
                video_timestamp: -5,
              },
              {
                product_name: "Fine Thing",
                brand: "Acme",
                category: "Gaming",
                subcategory: null,
                description: "d",
                is_sponsored: false,
                claims: "q",
                video_timestamp: 12,
              },
            ];
          },
        },
      }),
    );
    expect(row.status).toBe("completed");
    const ch = corpus.channels.find((c) => c.handle === handle)!;
    const names = (await db.select({ n: products.product_name }).from(products).where(eq(products.channel_id, ch.channel_id))).map(
      (r) => r.n,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n === "Fine Thing")).toBe(true);
    expect(names.length).toBe(
      await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${ch.channel_id}' AND transcript_status = 'processed'`),
    );
  });

  it("a transcript missing from R2 sends the video back to get_transcripts instead of failing", async () => {
    const handle = "bedroombeats";
    await runTask("search_youtube", { channel: handle, max_results: 1 });
    await runTask("get_transcripts", { channel: handle });
    const ch = corpus.channels.find((c) => c.handle === handle)!;
    const [video] = await db.select().from(videos).where(eq(videos.channel_id, ch.channel_id));
    expect(video?.transcript_status).toBe("fetched");
    await db
      .update(videos)
      .set({ transcript_key: "transcripts/bedroombeats/gone/20260101_000000.json" })
      .where(eq(videos.video_id, video!.video_id));
    const { row } = await runTask("process_transcripts", { channel: handle });
    expect(row.status).toBe("completed");
    expect(row.message).toContain("1 transcripts to fetch again");
    const [after] = await db.select().from(videos).where(eq(videos.video_id, video!.video_id));
    expect(after?.transcript_status).toBe("failed");
    await runTask("get_transcripts", { channel: handle });
    const [refetched] = await db.select().from(videos).where(eq(videos.video_id, video!.video_id));
    expect(refetched?.transcript_status).toBe("fetched");
  });
});
