import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { offlinePlatform } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import type { VideoPlatform } from "../../worker/providers/types";
import { countOf, runTask, testDeps } from "./helpers";

const corpus = getCorpus();
const HANDLE = "saltedskillet";
const channel = corpus.channels.find((c) => c.handle === HANDLE)!;
const uploads = corpus.videosByChannel.get(channel.channel_id)!;

/** The platform as it looked before the newest `hidden` uploads were published. */
function platformWithout(hidden: number): VideoPlatform {
  const newest = new Set(uploads.slice(0, hidden).map((v) => v.video_id));
  return {
    resolveChannel: (h) => offlinePlatform.resolveChannel(h),
    listUploads: async (c, o) =>
      (await offlinePlatform.listUploads(c, { ...o, maxResults: 500 })).filter((v) => !newest.has(v.video_id)).slice(0, o.maxResults),
  };
}

async function addSubscriber(email: string): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (user_id, email, password_hash) VALUES (?, ?, 'x')").bind(id, email),
    env.DB.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?)").bind(id, channel.channel_id),
  ]);
  return id;
}

describe("notifications for new videos", () => {
  it("writes one per subscriber and new video, never twice, and not for backfilled old videos", async () => {
    // Yesterday: the channel had all but its two newest uploads, and only the 5 newest of those were loaded.
    await runTask("search_youtube", { channel: HANDLE, max_results: 5 }, testDeps({ platform: platformWithout(2) }));
    expect(await countOf("SELECT count(*) AS n FROM notifications")).toBe(0);

    const alice = await addSubscriber("alice@example.com");
    const bob = await addSubscriber("bob@example.com");

    // Today: two new uploads, plus older ones a larger max_results reaches for the first time.
    const { row } = await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    expect(row.message).toBe(`@${HANDLE}: ${uploads.length} videos found, ${uploads.length - 5} new`);

    const rows = await env.DB.prepare(
      "SELECT user_id, channel_id, content_type, ref_id, title, is_read FROM notifications ORDER BY user_id, ref_id",
    ).all<{ user_id: string; channel_id: string; content_type: string; ref_id: string; title: string; is_read: number }>();
    const expected = [alice, bob]
      .flatMap((user_id) =>
        uploads.slice(0, 2).map((v) => ({
          user_id,
          channel_id: channel.channel_id,
          content_type: "videos",
          ref_id: v.video_id,
          title: v.title,
          is_read: 0,
        })),
      )
      .sort((a, b) => (a.user_id + a.ref_id < b.user_id + b.ref_id ? -1 : 1));
    expect(rows.results).toEqual(expected);

    // A redelivered or repeated run finds no new video and writes nothing more.
    await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    expect(await countOf("SELECT count(*) AS n FROM notifications")).toBe(4);
  });
});

describe("notifications for a hidden channel", () => {
  it("are not written: subscribers hear nothing while an admin keeps the channel hidden", async () => {
    const handle = "trailmixtv";
    const hiddenChannel = corpus.channels.find((c) => c.handle === handle)!;
    const hiddenUploads = corpus.videosByChannel.get(hiddenChannel.channel_id)!;
    const newest = new Set(hiddenUploads.slice(0, 2).map((v) => v.video_id));
    const before: VideoPlatform = {
      resolveChannel: (h) => offlinePlatform.resolveChannel(h),
      listUploads: async (c, o) => (await offlinePlatform.listUploads(c, { ...o, maxResults: 500 })).filter((v) => !newest.has(v.video_id)),
    };
    await runTask("search_youtube", { channel: handle, max_results: 500 }, testDeps({ platform: before }));
    const user = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (user_id, email, password_hash) VALUES (?, 'hidden-sub@example.com', 'x')").bind(user),
      env.DB.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?)").bind(user, hiddenChannel.channel_id),
      env.DB.prepare("UPDATE channels SET show = 0 WHERE channel_id = ?").bind(hiddenChannel.channel_id),
    ]);
    const { row } = await runTask("search_youtube", { channel: handle, max_results: 500 });
    expect(row.message).toContain("2 new");
    expect(await countOf(`SELECT count(*) AS n FROM notifications WHERE user_id = '${user}'`)).toBe(0);
  });
});
