import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getProviders } from "../../worker/providers";
import { offlineProviders } from "../../worker/providers/offline";
import { PartialListingError } from "../../worker/providers/types";
import type { HttpOverrides } from "../../worker/lib/http";
import { youtubeClient } from "../../worker/providers/youtube/api";
import { youtubePlatform } from "../../worker/providers/youtube/platform";
import { countOf, db, runTask } from "../pipeline/helpers";
import channelsEmpty from "./recordings/youtube/channels-list-empty.json";
import channelsList from "./recordings/youtube/channels-list.json";
import backendError from "./recordings/youtube/error-backend.json";
import keyInvalid from "./recordings/youtube/error-key-invalid.json";
import playlistNotFound from "./recordings/youtube/error-playlist-not-found.json";
import quotaExceeded from "./recordings/youtube/error-quota-exceeded.json";
import playlistEmpty from "./recordings/youtube/playlist-items-empty.json";
import playlistPage1 from "./recordings/youtube/playlist-items-page1.json";
import playlistPage2 from "./recordings/youtube/playlist-items-page2.json";
import videosPage1 from "./recordings/youtube/videos-list-page1.json";
import videosPage2 from "./recordings/youtube/videos-list-page2.json";
import { clone, failure, hang, json, noWait, standIn, type Handler, type SentRequest } from "./youtube-stand-in";

const BASE = "https://youtube.stand-in.test/youtube/v3";
const KEY = "test-youtube-key";
const NOW = new Date("2026-11-20T10:00:00.000Z");
const CHANNEL_ID = "UCq3Tf8kWmB2vN7xLp5RzH1g";
const UPLOADS = "UUq3Tf8kWmB2vN7xLp5RzH1g";

/** YouTube as its documentation describes it, one recorded answer per call. */
const youtube =
  (overrides: Partial<Record<"channels" | "page1" | "page2" | "videos1" | "videos2", () => Response>> = {}): Handler =>
  ({ url }) => {
    const path = url.pathname.replace("/youtube/v3/", "");
    if (path === "channels") return overrides.channels?.() ?? json(channelsList);
    if (path === "playlistItems") {
      if (!url.searchParams.get("pageToken")) return overrides.page1?.() ?? json(playlistPage1);
      if (url.searchParams.get("pageToken") === playlistPage1.nextPageToken) return overrides.page2?.() ?? json(playlistPage2);
    }
    if (path === "videos") {
      const first = url.searchParams.get("id")?.split(",")[0];
      if (videosPage1.items.some((v) => v.id === first)) return overrides.videos1?.() ?? json(videosPage1);
      return overrides.videos2?.() ?? json(videosPage2);
    }
    return json({ error: { code: 404, message: "Not Found", errors: [{ reason: "notFound" }] } }, 404);
  };

function platform(handler: Handler, overrides: HttpOverrides = {}) {
  const server = standIn(handler);
  const client = youtubeClient(BASE, { fetch: server.fetch, ...noWait, ...overrides });
  return { platform: youtubePlatform(client, KEY), requests: server.requests };
}

/** Every call carries the key, and none is ever search.list (its own 100-unit bucket). */
function expectKeyedAndNoSearch(requests: SentRequest[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const r of requests) {
    expect(r.url.origin + r.url.pathname.replace(/\/[^/]+$/, "")).toBe(BASE);
    expect(r.url.pathname).not.toMatch(/\/search$/);
    expect(r.url.searchParams.get("key")).toBe(KEY);
  }
}

const trailKit = {
  channel_id: CHANNEL_ID,
  handle: "trailkitreviews",
  channel_name: "Trail Kit Reviews",
  description: "Long-term tests of the packs, stoves and shelters we actually carry.",
  category: null,
  subscriber_count: 412000,
  thumbnail_url: "https://yt3.ggpht.com/trailkit=s800-c-k-c0x00ffffff-no-rj",
  uploads_playlist_id: UPLOADS,
};

describe("YouTube platform: resolveChannel (channels.list?forHandle=)", () => {
  it("maps the channel's snippet, statistics and uploads playlist", async () => {
    const { platform: yt, requests } = platform(youtube());
    expect(await yt.resolveChannel("TrailKitReviews")).toEqual(trailKit);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.url.pathname).toBe("/youtube/v3/channels");
    expect(req!.url.searchParams.get("forHandle")).toBe("@TrailKitReviews");
    expect(req!.url.searchParams.get("part")).toBe("snippet,statistics,contentDetails");
    expectKeyedAndNoSearch(requests);
  });

  it("answers null when no channel has the handle (the API leaves `items` out, or sends it empty)", async () => {
    expect(await platform(youtube({ channels: () => json(channelsEmpty) })).platform.resolveChannel("nobody")).toBeNull();
    expect(await platform(youtube({ channels: () => json({ ...channelsEmpty, items: [] }) })).platform.resolveChannel("nobody")).toBeNull();
  });

  it("a hidden subscriber count reads as 0", async () => {
    const hidden = clone(channelsList);
    hidden.items[0]!.statistics = { viewCount: "1", hiddenSubscriberCount: true, videoCount: "5" } as never;
    expect((await platform(youtube({ channels: () => json(hidden) })).platform.resolveChannel("trailkitreviews"))?.subscriber_count).toBe(
      0,
    );
  });

  it("403 quotaExceeded is permanent and says the daily quota is exhausted, without retrying", async () => {
    const { platform: yt, requests } = platform(youtube({ channels: () => json(quotaExceeded, 403) }));
    const error = await failure(yt.resolveChannel("trailkitreviews"));
    expect(error.transient).toBe(false);
    expect(error.provider).toBe("YouTube");
    expect(error.message).toMatch(/^daily quota exhausted \(HTTP 403 quotaExceeded\)/);
    expect(requests).toHaveLength(1);
  });

  it("403 rateLimitExceeded (a per-100-seconds limit) is transient: the task is retried later", async () => {
    const body = {
      error: {
        code: 403,
        message: "Rate Limit Exceeded",
        errors: [{ message: "Rate Limit Exceeded", domain: "usageLimits", reason: "rateLimitExceeded" }],
      },
    };
    const error = await failure(platform(youtube({ channels: () => json(body, 403) })).platform.resolveChannel("trailkitreviews"));
    expect(error.transient).toBe(true);
    expect(error.message).toBe("rate limit exceeded (HTTP 403 rateLimitExceeded)");
  });

  it("an invalid key (HTTP 400) is permanent", async () => {
    const { platform: yt, requests } = platform(youtube({ channels: () => json(keyInvalid, 400) }));
    const error = await failure(yt.resolveChannel("trailkitreviews"));
    expect(error.transient).toBe(false);
    expect(error.message).toContain("API key rejected (HTTP 400");
    expect(requests).toHaveLength(1);
  });

  it("429 then success: retried, and the answer is used", async () => {
    let calls = 0;
    const { platform: yt, requests } = platform(
      youtube({
        channels: () =>
          ++calls === 1 ? json({ error: { code: 429, message: "Too Many Requests" } }, 429, { "Retry-After": "1" }) : json(channelsList),
      }),
    );
    expect(await yt.resolveChannel("trailkitreviews")).toEqual(trailKit);
    expect(requests).toHaveLength(2);
  });

  it("5xx on every attempt gives up with a transient error", async () => {
    const { platform: yt, requests } = platform(youtube({ channels: () => json(backendError, 503) }));
    const error = await failure(yt.resolveChannel("trailkitreviews"));
    expect(error.transient).toBe(true);
    expect(error.message).toBe("server error (HTTP 503); gave up after 4 attempts");
    expect(requests).toHaveLength(4);
  });

  it("a server that never answers times out: transient", async () => {
    const { platform: yt, requests } = platform((_req, signal) => hang(signal), { timeoutMs: 5 });
    const error = await failure(yt.resolveChannel("trailkitreviews"));
    expect(error.transient).toBe(true);
    expect(error.message).toBe("timed out after 5 ms; gave up after 4 attempts");
    expect(requests).toHaveLength(4);
  });

  it("a body that is not JSON is a permanent malformed response", async () => {
    const { platform: yt } = platform(
      () => new Response("<html>Service Unavailable</html>", { status: 200, headers: { "Content-Type": "text/html" } }),
    );
    const error = await failure(yt.resolveChannel("trailkitreviews"));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(/^malformed response/);
  });

  it("JSON that does not match the documented channel shape is a permanent malformed response", async () => {
    const odd = clone(channelsList) as { items: Record<string, unknown>[] };
    delete odd.items[0]!.contentDetails;
    const error = await failure(platform(youtube({ channels: () => json(odd) })).platform.resolveChannel("trailkitreviews"));
    expect(error.transient).toBe(false);
    expect(error.message).toBe("malformed response from channels (unexpected items.0.contentDetails)");
  });
});

describe("YouTube platform: listUploads (uploads playlist, then videos.list)", () => {
  const all = { maxResults: 50, now: NOW };

  it("follows nextPageToken and reads each page's details, newest first, skipping private videos", async () => {
    const { platform: yt, requests } = platform(youtube());
    const videos = await yt.listUploads(trailKit, all);
    expect(videos.map((v) => v.video_id)).toEqual(["tkR102Hooks", "stoveTest02", "shelters_03", "packs202604", "filters__05"]);
    expect(videos[1]).toEqual({
      video_id: "stoveTest02",
      channel_id: CHANNEL_ID,
      title: "Canister stoves at -10 °C: which still boil?",
      description: "Five stoves, one freezer night. Sponsored by Alpine Fuel.",
      thumbnail_url: "https://i.ytimg.com/vi/stoveTest02/hqdefault.jpg",
      published_at: "2026-11-19T17:30:00.000Z",
    });

    const paths = requests.map((r) => r.url.pathname.replace("/youtube/v3/", ""));
    expect(paths).toEqual(["playlistItems", "videos", "playlistItems", "videos"]);
    const [page1, details1, page2, details2] = requests;
    expect(page1!.url.searchParams.get("playlistId")).toBe(UPLOADS);
    expect(page1!.url.searchParams.get("pageToken")).toBeNull();
    expect(page2!.url.searchParams.get("playlistId")).toBe(UPLOADS);
    expect(page2!.url.searchParams.get("pageToken")).toBe(playlistPage1.nextPageToken);
    expect(details1!.url.searchParams.get("id")).toBe("tkR102Hooks,stoveTest02,shelters_03");
    // The private video has no publish date in the playlist: never asked about.
    expect(details2!.url.searchParams.get("id")).toBe("packs202604,filters__05");
    expect(details1!.url.searchParams.get("part")).toBe("snippet");
    expectKeyedAndNoSearch(requests);
  });

  it("one video (a WebSub notification's): a single videos.list call, and nothing for another channel's video", async () => {
    const { platform: yt, requests } = platform(youtube());
    const videos = await yt.listUploads(trailKit, { ...all, videoId: "stoveTest02" });
    expect(videos.map((v) => v.video_id)).toEqual(["stoveTest02"]);
    expect(requests.map((r) => `${r.url.pathname.replace("/youtube/v3/", "")}?id=${r.url.searchParams.get("id")}`)).toEqual([
      "videos?id=stoveTest02",
    ]);
    const other = await yt.listUploads({ ...trailKit, channel_id: "UCsomeoneElse0000000000x" }, { ...all, videoId: "stoveTest02" });
    expect(other).toEqual([]);
  });

  it("stops paging once max_results videos are found", async () => {
    const { platform: yt, requests } = platform(youtube());
    const videos = await yt.listUploads(trailKit, { maxResults: 2, now: NOW });
    expect(videos.map((v) => v.video_id)).toEqual(["tkR102Hooks", "stoveTest02"]);
    expect(requests.filter((r) => r.url.pathname.endsWith("/playlistItems"))).toHaveLength(1);
  });

  it("upload_date 'today' keeps the UTC day of now and stops at the first older upload", async () => {
    const { platform: yt, requests } = platform(youtube());
    const videos = await yt.listUploads(trailKit, { uploadDate: "today", maxResults: 10, now: NOW });
    expect(videos.map((v) => v.video_id)).toEqual(["tkR102Hooks"]);
    expect(requests.map((r) => r.url.pathname.replace("/youtube/v3/", ""))).toEqual(["playlistItems", "videos"]);
    expect(requests[1]!.url.searchParams.get("id")).toBe("tkR102Hooks");
  });

  it("upload_date YYYYMMDD pages past newer uploads to reach that day", async () => {
    const { platform: yt, requests } = platform(youtube());
    const videos = await yt.listUploads(trailKit, { uploadDate: "20261110", maxResults: 10, now: NOW });
    expect(videos.map((v) => v.video_id)).toEqual(["packs202604"]);
    expect(requests.filter((r) => r.url.pathname.endsWith("/playlistItems"))).toHaveLength(2);
    // Page 1 holds only newer uploads: no details asked for them.
    expect(requests.filter((r) => r.url.pathname.endsWith("/videos")).map((r) => r.url.searchParams.get("id"))).toEqual(["packs202604"]);
  });

  it("an empty uploads playlist, or a channel that never uploaded (404 playlistNotFound), lists nothing", async () => {
    const empty = platform(youtube({ page1: () => json(playlistEmpty) }));
    expect(await empty.platform.listUploads(trailKit, all)).toEqual([]);
    expect(empty.requests.some((r) => r.url.pathname.endsWith("/videos"))).toBe(false);
    const none = platform(youtube({ page1: () => json(playlistNotFound, 404) }));
    expect(await none.platform.listUploads(trailKit, all)).toEqual([]);
  });

  it("leaves out live and upcoming broadcasts (no final transcript yet)", async () => {
    const live = clone(videosPage1);
    live.items[0]!.snippet.liveBroadcastContent = "live";
    live.items[2]!.snippet.liveBroadcastContent = "upcoming";
    const { platform: yt } = platform(youtube({ videos1: () => json(live) }));
    expect((await yt.listUploads(trailKit, all)).map((v) => v.video_id)).toEqual(["stoveTest02", "packs202604", "filters__05"]);
  });

  it("quota exhausted on page 2: a permanent failure carrying page 1's videos", async () => {
    const { platform: yt } = platform(youtube({ page2: () => json(quotaExceeded, 403) }));
    const error = await failure(yt.listUploads(trailKit, all));
    expect(error).toBeInstanceOf(PartialListingError);
    expect(error.transient).toBe(false);
    expect(error.message).toContain("daily quota exhausted");
    expect((error as PartialListingError).uploads.map((v) => v.video_id)).toEqual(["tkR102Hooks", "stoveTest02", "shelters_03"]);
  });

  it("a failure on the very first page is the plain provider error", async () => {
    const error = await failure(platform(youtube({ page1: () => json(quotaExceeded, 403) })).platform.listUploads(trailKit, all));
    expect(error).not.toBeInstanceOf(PartialListingError);
    expect(error.message).toContain("daily quota exhausted");
  });

  it("a malformed playlist page is a permanent malformed response", async () => {
    const odd = clone(playlistPage1) as { items: { contentDetails: Record<string, unknown> }[] };
    odd.items[0]!.contentDetails.videoPublishedAt = "yesterday";
    const error = await failure(platform(youtube({ page1: () => json(odd) })).platform.listUploads(trailKit, all));
    expect(error.transient).toBe(false);
    expect(error.message).toContain("malformed response from playlistItems");
  });
});

describe("getProviders picks the platform by credentials", () => {
  it("the YouTube Data API when YOUTUBE_API_KEY is set, at YOUTUBE_API_BASE_URL", async () => {
    const server = standIn(youtube());
    const providers = getProviders({ ...env, YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: BASE } as Env, { fetch: server.fetch });
    expect((await providers.platform.resolveChannel("trailkitreviews"))?.channel_id).toBe(CHANNEL_ID);
    expectKeyedAndNoSearch(server.requests);
  });

  it("the offline corpus without a key, and nothing leaves the Worker", async () => {
    const server = standIn(youtube());
    const providers = getProviders(env, { fetch: server.fetch });
    expect(providers.platform).toBe(offlineProviders.platform);
    expect(server.requests).toHaveLength(0);
  });
});

describe("search_youtube with the YouTube provider", () => {
  const withPlatform = (handler: Handler) => ({
    db,
    env,
    providers: { ...offlineProviders, platform: platform(handler).platform },
    now: () => NOW,
  });

  it("stores the channel and its uploads", async () => {
    const { row } = await runTask("search_youtube", { channel: "trailkitreviews", max_results: 50 }, withPlatform(youtube()));
    expect(row.status, row.message ?? "").toBe("completed");
    expect(row.message).toBe("@trailkitreviews: 5 videos found, 5 new");
    const channel = await env.DB.prepare("SELECT * FROM channels WHERE channel_id = ?").bind(CHANNEL_ID).first<Record<string, unknown>>();
    expect(channel).toMatchObject({
      handle: "trailkitreviews",
      channel_name: "Trail Kit Reviews",
      subscriber_count: 412000,
      uploads_playlist_id: UPLOADS,
      video_count: 5,
    });
    const { results } = await env.DB.prepare(
      "SELECT video_id, published_at, thumbnail_url FROM videos WHERE channel_id = ? ORDER BY published_at DESC",
    )
      .bind(CHANNEL_ID)
      .all<{ video_id: string; published_at: string; thumbnail_url: string }>();
    expect(results.map((v) => v.video_id)).toEqual(["tkR102Hooks", "stoveTest02", "shelters_03", "packs202604", "filters__05"]);
    expect(results[0]).toMatchObject({
      published_at: "2026-11-20T08:15:00.000Z",
      thumbnail_url: "https://i.ytimg.com/vi/tkR102Hooks/hqdefault.jpg",
    });
  });

  it("quota running out mid-listing ends the task failed saying so, keeping the first page's videos", async () => {
    // Another channel, so this test does not lean on the one above.
    const other = clone(channelsList);
    other.items[0]!.id = "UCz9Yw1Vx2Uu3Tt4Ss5Rr6Qq";
    other.items[0]!.snippet.customUrl = "@quotachannel";
    other.items[0]!.contentDetails.relatedPlaylists.uploads = "UUz9Yw1Vx2Uu3Tt4Ss5Rr6Qq";
    const videos = (page: typeof videosPage1) => {
      const copy = clone(page);
      for (const v of copy.items) {
        v.id = `${v.id.slice(0, 9)}Q${v.id.slice(10)}`;
        v.snippet.channelId = "UCz9Yw1Vx2Uu3Tt4Ss5Rr6Qq";
      }
      return copy;
    };
    const items = (page: typeof playlistPage1) => {
      const copy = clone(page);
      for (const item of copy.items)
        item.contentDetails.videoId = `${item.contentDetails.videoId.slice(0, 9)}Q${item.contentDetails.videoId.slice(10)}`;
      return copy;
    };
    const handler: Handler = ({ url }) => {
      const path = url.pathname.replace("/youtube/v3/", "");
      if (path === "channels") return json(other);
      if (path === "playlistItems") return url.searchParams.get("pageToken") ? json(quotaExceeded, 403) : json(items(playlistPage1));
      return json(videos(videosPage1));
    };
    const { outcome, row } = await runTask("search_youtube", { channel: "quotachannel", max_results: 50 }, withPlatform(handler));
    expect(outcome.status).toBe("failed");
    expect(row.status).toBe("failed");
    expect(row.message).toMatch(/^YouTube: daily quota exhausted/);
    expect(row.message).toContain("quota");
    expect(await countOf("SELECT count(*) AS n FROM videos WHERE channel_id = 'UCz9Yw1Vx2Uu3Tt4Ss5Rr6Qq'")).toBe(3);
    expect(await countOf("SELECT video_count AS n FROM channels WHERE channel_id = 'UCz9Yw1Vx2Uu3Tt4Ss5Rr6Qq'")).toBe(3);
  });
});
