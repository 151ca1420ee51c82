/**
 * The whole run_pipeline task with the four real providers (YouTube Data API, Supadata's
 * transcript API, an OpenAI-compatible LLM, Amazon's Creators API), chosen by getProviders from
 * their configuration and pointed at one local stand-in fetch that speaks the four protocols. The
 * stand-in answers from the demo corpus, so the result must be exactly what the offline path
 * stores for the same channel.
 */
import { env } from "cloudflare:workers";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channels, marketplaceItems, notifications, productListings, products, videos } from "../../worker/db/schema";
import { getProviders } from "../../worker/providers";
import type { FetchLike } from "../../worker/lib/http";
import type { ExtractedProduct } from "../../worker/providers/types";
import { offlineExtractor, offlineMarketplace } from "../../worker/providers/offline";
import { getCorpus, type CorpusVideo } from "../../worker/providers/offline/corpus";
import type { TaskDeps } from "../../worker/pipeline/tasks/context";
import { readTranscript } from "../../worker/db/transcript-store";
import { countOf, db, NOW, runTask, snapshot } from "../pipeline/helpers";
import noResults from "./recordings/creators-api/search-no-results.json";
import token from "./recordings/creators-api/token.json";
import transcriptUnavailable from "./recordings/transcripts/transcript-unavailable.json";
import { verifiedItems } from "../../worker/services/matching";
import { placeEvidence } from "../../worker/services/evidence";

const corpus = getCorpus();
const PARTNER_TAG = "creatorpicks-20";

/** The four services' configuration, each base URL pointing at the stand-in. */
const SETTINGS = {
  YOUTUBE_API_KEY: "AIzaSyStandInKey000000000000000000000",
  YOUTUBE_API_BASE_URL: "https://youtube.stand-in/youtube/v3",
  TRANSCRIPT_API_KEY: "sd_stand_in_key",
  TRANSCRIPT_API_BASE_URL: "https://transcripts.stand-in/v1",
  LLM_BASE_URL: "https://llm.stand-in/v1",
  LLM_API_KEY: "sk-stand-in",
  LLM_MODEL: "gpt-4o-mini",
  // Compared with the offline path, which has no judge; the judge's own calls are tested in
  // test/pipeline/match-judge.test.ts against recorded verdicts.
  LLM_JUDGE: "off",
  CREATORS_API_BASE_URL: "https://creators.stand-in",
  CREATORS_API_TOKEN_URL: "https://creators-auth.stand-in/auth/o2/token",
  CREATORS_API_CLIENT_ID: "amzn1.application-oa2-client.pipeline-real",
  CREATORS_API_CLIENT_SECRET: "stand-in-secret",
  CREATORS_API_PARTNER_TAG: PARTNER_TAG,
};
const REAL_ENV = { ...env, ...SETTINGS } as Env;

const etag = (seed: string) => btoa(seed).replace(/=+$/, "").slice(0, 27);

/**
 * One fetch for the four services, answering from the corpus in each one's documented shape.
 * `unpublished` holds back videos the channel has "not uploaded yet".
 */
function fourServices(unpublished: Set<string> = new Set()) {
  const calls = { youtube: 0, transcripts: 0, llm: 0, creators: 0 };

  function uploads(channelId: string): CorpusVideo[] {
    return (corpus.videosByChannel.get(channelId) ?? []).filter((v) => !unpublished.has(v.video_id));
  }

  function youtube(url: URL): Response {
    if (url.searchParams.get("key") !== SETTINGS.YOUTUBE_API_KEY)
      return Response.json({ error: { code: 400, message: "API key not valid.", errors: [{ reason: "keyInvalid" }] } }, { status: 400 });
    const resource = url.pathname.split("/").pop();
    if (resource === "channels") {
      const handle = url.searchParams.get("forHandle")!.replace(/^@/, "").toLowerCase();
      const c = corpus.channels.find((ch) => ch.handle.toLowerCase() === handle);
      const items = c
        ? [
            {
              kind: "youtube#channel",
              etag: etag(c.channel_id),
              id: c.channel_id,
              snippet: {
                title: c.channel_name,
                description: c.description,
                customUrl: `@${c.handle}`,
                thumbnails: { high: { url: c.thumbnail_url, width: 800, height: 800 } },
              },
              statistics: { subscriberCount: String(c.subscriber_count), hiddenSubscriberCount: false },
              contentDetails: { relatedPlaylists: { likes: "", uploads: c.uploads_playlist_id } },
            },
          ]
        : undefined;
      return Response.json({
        kind: "youtube#channelListResponse",
        etag: etag(handle),
        pageInfo: { totalResults: items?.length ?? 0, resultsPerPage: 5 },
        items,
      });
    }
    if (resource === "playlistItems") {
      const c = corpus.channels.find((ch) => ch.uploads_playlist_id === url.searchParams.get("playlistId"));
      if (!c)
        return Response.json(
          { error: { code: 404, message: "Playlist not found.", errors: [{ reason: "playlistNotFound" }] } },
          { status: 404 },
        );
      const all = uploads(c.channel_id);
      const size = Number(url.searchParams.get("maxResults") ?? 5);
      const from = Number(url.searchParams.get("pageToken") ?? 0);
      const page = all.slice(from, from + size);
      return Response.json({
        kind: "youtube#playlistItemListResponse",
        etag: etag(`${c.channel_id}${from}`),
        nextPageToken: from + size < all.length ? String(from + size) : undefined,
        pageInfo: { totalResults: all.length, resultsPerPage: size },
        items: page.map((v) => ({
          kind: "youtube#playlistItem",
          etag: etag(v.video_id),
          id: btoa(`${c.uploads_playlist_id}.${v.video_id}`),
          contentDetails: { videoId: v.video_id, videoPublishedAt: v.published_at.replace(".000Z", "Z") },
        })),
      });
    }
    if (resource === "videos") {
      const ids = url.searchParams.get("id")!.split(",");
      const items = ids.flatMap((id) => {
        const v = corpus.videosById.get(id);
        if (!v || unpublished.has(id)) return [];
        return [
          {
            kind: "youtube#video",
            etag: etag(`v${id}`),
            id,
            snippet: {
              publishedAt: v.published_at.replace(".000Z", "Z"),
              channelId: v.channel_id,
              title: v.title,
              description: v.description,
              thumbnails: { high: { url: v.thumbnail_url, width: 480, height: 360 } },
              liveBroadcastContent: "none",
            },
          },
        ];
      });
      return Response.json({
        kind: "youtube#videoListResponse",
        etag: etag(ids.join()),
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
        items,
      });
    }
    return new Response("not found", { status: 404 });
  }

  function transcripts(url: URL, headers: Headers): Response {
    if (headers.get("x-api-key") !== SETTINGS.TRANSCRIPT_API_KEY)
      return Response.json({ error: "unauthorized", message: "Invalid API key" }, { status: 401 });
    const videoId = new URL(url.searchParams.get("url")!).searchParams.get("v")!;
    const segments = corpus.videosById.get(videoId)?.segments;
    if (!segments) return Response.json(transcriptUnavailable, { status: 206 });
    return Response.json({
      content: segments.map((s, i) => ({
        text: s.text,
        offset: s.start_seconds * 1000,
        duration: ((segments[i + 1]?.start_seconds ?? s.start_seconds + 8) - s.start_seconds) * 1000,
        lang: "en",
      })),
      lang: "en",
      availableLangs: ["en"],
    });
  }

  /** A model that reads the `[Ns] text` lines and names the lexicon's products in them, with quote and second. */
  async function llm(body: { messages: { role: string; content: string }[] }): Promise<Response> {
    const user = body.messages.filter((m) => m.role === "user").at(-1)!.content;
    const segments = user.split("\n").flatMap((line) => {
      const m = /^\[(\d+)s\] (.*)$/.exec(line);
      return m ? [{ start_seconds: Number(m[1]), text: m[2]! }] : [];
    });
    const found = await offlineExtractor.extract({ video: { video_id: "", title: "" }, segments });
    return Response.json({
      id: `chatcmpl-standin${calls.llm}`,
      object: "chat.completion",
      created: Math.floor(NOW.getTime() / 1000),
      model: "gpt-4o-mini-2024-07-18",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: JSON.stringify({ products: found }), refusal: null },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 400, completion_tokens: 120, total_tokens: 520 },
    });
  }

  async function creators(url: URL, body: { keywords: string; partnerTag: string }): Promise<Response> {
    if (url.pathname !== "/catalog/v1/searchItems" || body.partnerTag !== PARTNER_TAG) return new Response("bad request", { status: 400 });
    const listings = await offlineMarketplace.search(body.keywords);
    if (listings.length === 0) return Response.json(noResults, { status: 404 });
    return Response.json({
      searchResult: {
        items: listings.map((l) => ({
          asin: l.amazon_product_id,
          detailPageURL: `https://www.amazon.com/dp/${l.amazon_product_id}?tag=${PARTNER_TAG}&linkCode=ogi&th=1&psc=1`,
          itemInfo: { title: { displayValue: l.title, label: "Title", locale: "en_US" } },
          images: { primary: { large: { url: l.image_url, height: 500, width: 500 } } },
          offersV2: {
            listings: [{ price: { money: { amount: l.price, currency: l.currency } }, isBuyBoxWinner: true, condition: { value: "New" } }],
          },
          customerReviews: { starRating: { value: l.rating }, count: l.reviews_count },
        })),
        totalResultCount: listings.length,
      },
    });
  }

  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    switch (url.host) {
      case "youtube.stand-in":
        calls.youtube++;
        return youtube(url);
      case "transcripts.stand-in":
        calls.transcripts++;
        return transcripts(url, request.headers);
      case "llm.stand-in":
        calls.llm++;
        if (request.headers.get("authorization") !== `Bearer ${SETTINGS.LLM_API_KEY}`)
          return Response.json({ error: { message: "bad key", code: "invalid_api_key" } }, { status: 401 });
        return llm(await request.json());
      case "creators-auth.stand-in":
        return Response.json(token);
      case "creators.stand-in":
        calls.creators++;
        if (request.headers.get("authorization") !== `Bearer ${token.access_token}`)
          return Response.json({ code: "Unauthorized" }, { status: 401 });
        return creators(url, await request.json());
      default:
        throw new Error(`unexpected request to ${request.url}`);
    }
  };
  return { fetch, calls };
}

function realDeps(fetch: FetchLike): TaskDeps {
  return { db, env, providers: getProviders(REAL_ENV, { fetch, sleep: async () => {}, now: () => NOW }), now: () => NOW };
}

/** The fields extraction decides: what the offline extractor finds, and what a stored product keeps of it. */
function extractedFields(p: ExtractedProduct): ExtractedProduct {
  const { product_name, brand, category, subcategory, description, is_sponsored, claims, video_timestamp } = p;
  return { product_name, brand, category, subcategory, description, is_sponsored, claims, video_timestamp };
}

/** What the offline path stores for one video: its products, each with its evidence and listings. */
async function offlineExpectation(video: CorpusVideo) {
  // process_transcripts places every extractor's evidence where the product is discussed.
  const { segments } = video;
  const found = segments ? placeEvidence({ title: video.title, segments }, await offlineExtractor.extract({ video, segments })) : [];
  return Promise.all(
    found.map(async (p) => ({
      ...extractedFields(p),
      listings: verifiedItems(p, await offlineMarketplace.search(`${p.brand ?? ""} ${p.product_name}`.trim())).map(
        (v) => v.item.amazon_product_id,
      ),
    })),
  );
}

async function storedProducts(videoId: string) {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.video_id, videoId))
    .orderBy(asc(products.video_timestamp), asc(products.product_name));
  return Promise.all(
    rows.map(async (p) => ({
      ...extractedFields(p),
      listings: (
        await db.select().from(productListings).where(eq(productListings.product_id, p.product_id)).orderBy(asc(productListings.position))
      ).map((l) => l.amazon_product_id),
    })),
  );
}

const byMention = <T extends { video_timestamp: number; product_name: string }>(list: T[]) =>
  [...list].sort((a, b) => a.video_timestamp - b.video_timestamp || a.product_name.localeCompare(b.product_name));

describe("run_pipeline on the four real providers", () => {
  it("fills channel, videos, transcripts, products with evidence and listings exactly like the offline path, and a re-run duplicates nothing", async () => {
    const handle = "goldenhourlab";
    const source = corpus.channels.find((c) => c.handle === handle)!;
    const expectedVideos = corpus.videosByChannel.get(source.channel_id)!.slice(0, 5);
    const { fetch, calls } = fourServices();

    const { row } = await runTask("run_pipeline", { channel: handle, max_results: 5 }, realDeps(fetch));
    expect(row.status).toBe("completed");
    expect(row.message).toMatch(
      /^@goldenhourlab: 5 videos found, 5 new; \d+ transcripts fetched, \d+ unavailable; \d+ product mentions from \d+ transcripts; \d+ of \d+ products matched/,
    );
    // Every service was really asked.
    expect(calls.youtube).toBeGreaterThanOrEqual(3);
    expect(calls.transcripts).toBe(5);
    expect(calls.llm).toBe(expectedVideos.filter((v) => v.segments).length);
    expect(calls.creators).toBeGreaterThan(0);

    const [channel] = await db.select().from(channels).where(eq(channels.channel_id, source.channel_id));
    expect(channel).toMatchObject({
      handle,
      channel_name: source.channel_name,
      description: source.description,
      subscriber_count: source.subscriber_count,
      thumbnail_url: source.thumbnail_url,
      uploads_playlist_id: source.uploads_playlist_id,
      video_count: 5,
    });

    const stored = await db.select().from(videos).where(eq(videos.channel_id, source.channel_id));
    expect(stored.map((v) => v.video_id).sort()).toEqual(expectedVideos.map((v) => v.video_id).sort());
    let listedCount = 0;
    for (const video of expectedVideos) {
      const row = stored.find((v) => v.video_id === video.video_id)!;
      expect(row).toMatchObject({
        title: video.title,
        description: video.description,
        published_at: video.published_at,
        thumbnail_url: video.thumbnail_url,
      });
      if (!video.segments) {
        expect(row.transcript_status).toBe("unavailable");
        continue;
      }
      expect(row.transcript_status).toBe("processed");
      const transcript = await readTranscript(env.TRANSCRIPTS, row.transcript_key!);
      expect(transcript?.segments).toEqual(video.segments);
      expect(transcript?.videoTitle).toBe(video.title);

      const expected = await offlineExpectation(video);
      expect(expected.length).toBeGreaterThan(0);
      expect(byMention(await storedProducts(video.video_id))).toEqual(byMention(expected));
      listedCount += expected.filter((p) => p.listings.length > 0).length;
    }

    // Listings carry the marketplace's data, the time it was read and a link with the partner tag.
    const listed = await db
      .select()
      .from(products)
      .where(and(eq(products.channel_id, source.channel_id), eq(products.listed, true)));
    expect(listed.length).toBe(listedCount);
    expect(channel!.product_count).toBe(listedCount);
    for (const p of listed) {
      const [item] = await db.select().from(marketplaceItems).where(eq(marketplaceItems.amazon_product_id, p.amazon_product_id!));
      const [offline] = await offlineMarketplace.getItems!([p.amazon_product_id!]);
      expect(item).toMatchObject({
        title: offline!.title,
        price: offline!.price,
        rating: offline!.rating,
        reviews_count: offline!.reviews_count,
        fetched_at: NOW.toISOString(),
        is_dead: false,
      });
      expect(item!.product_url).toBe(`https://www.amazon.com/dp/${p.amazon_product_id}?tag=${PARTNER_TAG}&linkCode=ogi&th=1&psc=1`);
      expect(p.price).toBe(offline!.price);
    }

    const before = await snapshot(source.channel_id);
    const again = await runTask("run_pipeline", { channel: handle, max_results: 5 }, realDeps(fetch));
    expect(again.row.status).toBe("completed");
    expect(again.row.message).toContain("5 videos found, 0 new");
    expect(await snapshot(source.channel_id)).toEqual(before);
  });

  it("a new upload found by a later run notifies each subscriber once", async () => {
    const handle = "trailmixtv";
    const source = corpus.channels.find((c) => c.handle === handle)!;
    const newest = corpus.videosByChannel.get(source.channel_id)![0]!;
    const held = new Set([newest.video_id]);
    const { fetch } = fourServices(held);

    await runTask("run_pipeline", { channel: handle, max_results: 3 }, realDeps(fetch));
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE video_id = '${newest.video_id}'`)).toBe(0);
    const subscribers = ["sub-one", "sub-two"];
    for (const id of subscribers) {
      await env.DB.batch([
        env.DB.prepare("INSERT INTO users (user_id, email, password_hash) VALUES (?, ?, 'pbkdf2-sha256$100000$x$y')").bind(
          id,
          `${id}@example.com`,
        ),
        env.DB.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?)").bind(id, source.channel_id),
      ]);
    }

    held.clear();
    const { row } = await runTask("run_pipeline", { channel: handle, max_results: 3 }, realDeps(fetch));
    expect(row.status).toBe("completed");
    expect(row.message).toContain("3 videos found, 1 new");
    const sent = await db.select().from(notifications).where(eq(notifications.channel_id, source.channel_id));
    expect(sent.map((n) => [n.user_id, n.content_type, n.ref_id, n.title]).sort()).toEqual(
      subscribers.map((u) => [u, "videos", newest.video_id, newest.title]),
    );
    if (newest.segments) {
      expect(byMention(await storedProducts(newest.video_id))).toEqual(byMention(await offlineExpectation(newest)));
    }

    await runTask("run_pipeline", { channel: handle, max_results: 3 }, realDeps(fetch));
    expect(await countOf(`SELECT count(*) AS n FROM notifications WHERE channel_id = '${source.channel_id}'`)).toBe(2);
  });
});
