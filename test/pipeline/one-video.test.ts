/**
 * A WebSub notification announces one upload: its run_pipeline names that `video_id`, and every
 * step works on that video only, not on the channel's whole upload day or backlog.
 */
import { describe, expect, it } from "vitest";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { countOf, runTask } from "./helpers";

const corpus = getCorpus();
const HANDLE = "deskcraft";
const channel = corpus.channels.find((c) => c.handle === HANDLE)!;
const uploads = corpus.videosByChannel.get(channel.channel_id)!;

describe("run_pipeline for one video", () => {
  it("stores, transcribes and processes only the video it names", async () => {
    const video = uploads.find((v) => (v.segments?.length ?? 0) > 0)!;
    const { row } = await runTask("run_pipeline", { channel: HANDLE, video_id: video.video_id });
    expect(row.status, row.message ?? "").toBe("completed");
    const stored = await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${channel.channel_id}'`);
    expect(stored).toBe(1);
    expect(
      await countOf(
        `SELECT count(*) AS n FROM videos WHERE video_id = '${video.video_id}' AND transcript_status IN ('processed', 'unavailable')`,
      ),
    ).toBe(1);
    expect(
      await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}' AND video_id <> '${video.video_id}'`),
    ).toBe(0);
  });

  it("finds nothing for a video that is not the channel's, and refuses a malformed id", async () => {
    const other = corpus.videosByChannel.get(corpus.channels.find((c) => c.handle !== HANDLE)!.channel_id)![0]!;
    const { row } = await runTask("search_youtube", { channel: HANDLE, video_id: other.video_id });
    expect(row.message).toBe(`@${HANDLE}: 0 videos found, 0 new`);
    const bad = await runTask("search_youtube", { channel: HANDLE, video_id: "../../x" });
    expect(bad.row.status).toBe("failed");
    expect(bad.row.message).toContain("video_id is an 11-character video id");
  });
});
