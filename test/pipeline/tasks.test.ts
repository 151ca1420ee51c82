import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channels, productListings, products, videos } from "../../worker/db/schema";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { storedTranscriptSchema } from "../../worker/db/transcript-store";
import { countOf, db, runTask, snapshot } from "./helpers";
import { verifiedItems } from "../../worker/services/matching";

const corpus = getCorpus();
const HANDLE = "gadgetgarage";
const channel = corpus.channels.find((c) => c.handle === HANDLE)!;
const corpusVideos = corpus.videosByChannel.get(channel.channel_id)!;

describe("pipeline tasks on the demo corpus, step by step", () => {
  it("search_youtube stores the channel and its uploads, and a re-run adds nothing", async () => {
    const first = await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    expect(first.row.status).toBe("completed");
    expect(first.row.completed_at).not.toBeNull();
    expect(first.row.message).toBe(`@${HANDLE}: ${corpusVideos.length} videos found, ${corpusVideos.length} new`);

    const [row] = await db.select().from(channels).where(eq(channels.channel_id, channel.channel_id));
    expect(row).toMatchObject({
      handle: HANDLE,
      channel_name: channel.channel_name,
      subscriber_count: channel.subscriber_count,
      show: true,
    });
    expect(row?.video_count).toBe(corpusVideos.length);
    expect(row?.thumbnail_url).toBe(`/media/channels/${channel.channel_id}.svg`);

    const before = await snapshot(channel.channel_id);
    expect(before.videos).toBe(corpusVideos.length);
    const again = await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    expect(again.row.message).toBe(`@${HANDLE}: ${corpusVideos.length} videos found, 0 new`);
    expect(await snapshot(channel.channel_id)).toEqual(before);
  });

  it("max_results limits the uploads to the newest ones", async () => {
    const other = corpus.channels.find((c) => c.handle === "deskcraft")!;
    await runTask("search_youtube", { channel: "deskcraft", max_results: 3 });
    const stored = await db.select({ id: videos.video_id }).from(videos).where(eq(videos.channel_id, other.channel_id));
    const newest = corpus.videosByChannel
      .get(other.channel_id)!
      .slice(0, 3)
      .map((v) => v.video_id);
    expect(stored.map((v) => v.id).sort()).toEqual([...newest].sort());
  });

  it("upload_date YYYYMMDD keeps only that day's uploads; 'today' finds nothing in the fixed demo set", async () => {
    const other = corpus.channels.find((c) => c.handle === "ironandoats")!;
    const target = corpus.videosByChannel.get(other.channel_id)![4]!;
    const day = target.published_at.slice(0, 10);
    const { row } = await runTask("search_youtube", { channel: "ironandoats", upload_date: day.replaceAll("-", "") });
    const sameDay = corpus.videosByChannel.get(other.channel_id)!.filter((v) => v.published_at.startsWith(day));
    expect(row.message).toBe(`@ironandoats: ${sameDay.length} videos found, ${sameDay.length} new`);
    const stored = await db.select({ id: videos.video_id }).from(videos).where(eq(videos.channel_id, other.channel_id));
    expect(stored.map((v) => v.id)).toContain(target.video_id);
    const today = await runTask("search_youtube", { channel: "ironandoats", upload_date: "today" });
    expect(today.row.message).toBe("@ironandoats: 0 videos found, 0 new");
  });

  it("get_transcripts stores each transcript in R2 and marks the videos", async () => {
    await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    const { row } = await runTask("get_transcripts", { channel: HANDLE });
    const missing = corpusVideos.filter((v) => !v.segments).length;
    expect(row.status).toBe("completed");
    expect(row.message).toBe(`@${HANDLE}: ${corpusVideos.length - missing} transcripts fetched, ${missing} unavailable`);
    expect(row.progress_total).toBe(corpusVideos.length);

    const sample = corpusVideos.find((v) => v.segments)!;
    const [video] = await db.select().from(videos).where(eq(videos.video_id, sample.video_id));
    expect(video?.transcript_status).toBe("fetched");
    expect(video?.transcript_key).toMatch(new RegExp(`^transcripts/${HANDLE}/${sample.video_id}/\\d{8}_\\d{6}\\.json$`));
    const object = await env.TRANSCRIPTS.get(video!.transcript_key!);
    const stored = storedTranscriptSchema.parse(await object!.json());
    expect(stored).toMatchObject({ videoId: sample.video_id, videoTitle: sample.title, timestamp: "20261120_100000" });
    expect(stored.segments).toEqual(sample.segments);

    // Nothing is lacking any more: a second run fetches nothing.
    const again = await runTask("get_transcripts", { channel: HANDLE });
    expect(again.row.message).toBe(`@${HANDLE}: 0 transcripts fetched, 0 unavailable`);
  });

  it("process_transcripts extracts products with their quote and second, once", async () => {
    await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    await runTask("get_transcripts", { channel: HANDLE });
    const { row } = await runTask("process_transcripts", { channel: HANDLE });
    expect(row.status).toBe("completed");

    const stored = await db.select().from(products).where(eq(products.channel_id, channel.channel_id));
    expect(stored.length).toBeGreaterThan(corpusVideos.length * 2);
    for (const p of stored) {
      // The quote names the product, and the second is the start of a segment that holds the quote.
      expect(p.claims.toLowerCase()).toContain(p.product_name.toLowerCase());
      const video = corpus.videosById.get(p.video_id)!;
      const segment = video.segments!.find((s) => s.start_seconds === p.video_timestamp);
      expect(segment?.text).toContain(p.claims);
      expect(p.published_at).toBe(video.published_at);
      expect(p.listed).toBe(false);
    }
    const sponsored = stored.filter((p) => p.is_sponsored);
    expect(sponsored.length).toBeGreaterThan(0);
    for (const p of sponsored) expect(p.claims).toMatch(/sponsored by/i);
    expect(stored.filter((p) => !p.is_sponsored).every((p) => !/sponsored by/i.test(p.claims))).toBe(true);

    const processed = await countOf(
      `SELECT count(*) AS n FROM videos WHERE channel_id = '${channel.channel_id}' AND transcript_status = 'processed'`,
    );
    expect(processed).toBe(corpusVideos.filter((v) => v.segments).length);

    // Re-processing a transcript upserts the same product ids.
    await db.update(videos).set({ transcript_status: "fetched" }).where(eq(videos.channel_id, channel.channel_id));
    await runTask("process_transcripts", { channel: HANDLE });
    expect(await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}'`)).toBe(stored.length);
  });

  it("search_amazon_products attaches listings, keeps unmatched products hidden, and fills categories and counts", async () => {
    await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    await runTask("get_transcripts", { channel: HANDLE });
    await runTask("process_transcripts", { channel: HANDLE });
    const { row } = await runTask("search_amazon_products", { channel: HANDLE });
    expect(row.status).toBe("completed");

    const stored = await db.select().from(products).where(eq(products.channel_id, channel.channel_id));
    const listed = stored.filter((p) => p.listed);
    const unlisted = stored.filter((p) => !p.listed);
    expect(listed.length).toBeGreaterThan(0);
    expect(unlisted.length).toBeGreaterThan(0);
    for (const p of listed) {
      // What the demo marketplace answers, less what the matcher finds is not the product.
      const expected = verifiedItems(p, corpus.listings.get(p.match_key)!).map((v) => v.item);
      expect(p.listing_count).toBe(expected.length);
      expect(p.amazon_product_id).toBe(expected[0]!.amazon_product_id);
      expect(p.price).toBe(expected[0]!.price);
      expect(p.rating).toBeGreaterThanOrEqual(3);
      const rows = await db.select().from(productListings).where(eq(productListings.product_id, p.product_id));
      expect(rows.map((r) => r.amazon_product_id).sort()).toEqual(expected.map((e) => e.amazon_product_id).sort());
    }
    for (const p of unlisted) {
      expect(corpus.listings.has(p.match_key)).toBe(false);
      expect(p).toMatchObject({ listing_count: 0, amazon_product_id: null, price: null });
    }
    const item = await env.DB.prepare("SELECT * FROM marketplace_items WHERE amazon_product_id = ?")
      .bind(listed[0]!.amazon_product_id)
      .first<{
        product_url: string;
        image_url: string;
        currency: string;
      }>();
    expect(item?.product_url).toBe(`https://www.amazon.com/dp/${listed[0]!.amazon_product_id}`);
    expect(item?.image_url).toBe(`/media/items/${listed[0]!.amazon_product_id}.svg`);
    expect(item?.currency).toBe("USD");

    const [ch] = await db.select().from(channels).where(eq(channels.channel_id, channel.channel_id));
    expect(ch?.product_count).toBe(listed.length);
    const listedCategories = new Set(listed.map((p) => p.category));
    for (const category of listedCategories) {
      expect(await countOf(`SELECT count(*) AS n FROM categories WHERE category = '${category}' AND subcategory = ''`)).toBe(1);
    }
    const sub = listed[0]!;
    expect(
      await countOf(`SELECT count(*) AS n FROM categories WHERE category = '${sub.category}' AND subcategory = '${sub.subcategory}'`),
    ).toBe(1);

    const before = await snapshot(channel.channel_id);
    await runTask("search_amazon_products", { channel: HANDLE });
    expect(await snapshot(channel.channel_id)).toEqual(before);
  });
});

describe("task parameters", () => {
  it.each([
    [{}, /"channel" is required/],
    [{ channel: "@gadgetgarage" }, /without @/],
    [{ channel: "gadgetgarage", upload_date: "2026-01-01" }, /upload_date/],
    [{ channel: "gadgetgarage", max_results: 0 }, /max_results/],
  ])("%j ends the task failed with a clear message", async (parameters, message) => {
    const { outcome, row } = await runTask("run_pipeline", parameters);
    expect(outcome.status).toBe("failed");
    expect(row.status).toBe("failed");
    expect(row.message).toMatch(message);
    expect(row.completed_at).not.toBeNull();
  });

  it("an unknown handle fails without retry, and a step before search_youtube says what to run", async () => {
    const unknown = await runTask("search_youtube", { channel: "no-such-creator" });
    expect(unknown.outcome.status).toBe("failed");
    expect(unknown.row.message).toContain('No channel with the handle "no-such-creator"');
    const early = await runTask("get_transcripts", { channel: "brewbench" });
    expect(early.row.status).toBe("failed");
    expect(early.row.message).toContain("run search_youtube");
  });

  it("the handle is matched exactly (case-insensitively), never fuzzily", async () => {
    expect((await runTask("search_youtube", { channel: "GadgetGarage" })).row.status).toBe("completed");
    expect((await runTask("search_youtube", { channel: "gadgetgarag" })).row.status).toBe("failed");
    const rows = await db
      .select()
      .from(channels)
      .where(and(eq(channels.handle, HANDLE)));
    expect(rows).toHaveLength(1);
  });
});
