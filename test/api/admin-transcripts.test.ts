import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, CH, createAdmin, expect422, insertVideo, seedCatalogue, type TestUser } from "./fixtures";

let admin: TestUser;
beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
  // Five of alpha's videos have a stored transcript (the list reads D1 only), one has none.
  for (let i = 1; i <= 6; i++) {
    const video_id = `alphaTr${String(i).padStart(4, "0")}`;
    await insertVideo({ video_id, channel_id: CH.alpha, title: `Transcribed ${i}`, published_at: `2026-10-0${i}T10:00:00Z` });
    if (i <= 5) {
      await env.DB.prepare("UPDATE videos SET transcript_key = ? WHERE video_id = ?")
        .bind(`transcripts/alphatech/${video_id}/2026100${i}_120000.json`, video_id)
        .run();
    }
  }
});

describe("GET /api/admin/transcripts/{channel}", () => {
  it("pages the channel's transcripts newest video first with the full total", async () => {
    const titles = (body: { transcripts: { videoTitle: string }[] }) => body.transcripts.map((t) => t.videoTitle);
    const all = await call("/admin/transcripts/alphatech", { token: admin.token });
    expect(all.status).toBe(200);
    expect(titles(all.body)).toEqual(["Transcribed 5", "Transcribed 4", "Transcribed 3", "Transcribed 2", "Transcribed 1"]);
    expect(all.body.total).toBe(5);
    expect(all.body.transcripts[0]).toEqual({
      videoId: "alphaTr0005",
      videoTitle: "Transcribed 5",
      title: "Transcript: Transcribed 5",
      timestamp: "20261005_120000",
    });

    const second = await call("/admin/transcripts/alphatech?page=2&limit=2", { token: admin.token });
    expect(titles(second.body)).toEqual(["Transcribed 3", "Transcribed 2"]);
    expect(second.body.total).toBe(5);
    const past = await call("/admin/transcripts/alphatech?page=9&limit=2", { token: admin.token });
    expect(past.body).toEqual({ transcripts: [], total: 5 });
  });

  it("refuses bad paging and unknown channels", async () => {
    expect422(await call("/admin/transcripts/alphatech?page=0", { token: admin.token }), "query");
    expect422(await call("/admin/transcripts/alphatech?limit=abc", { token: admin.token }), "query");
    const missing = await call("/admin/transcripts/nobodyhere", { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("Channel not found");
  });
});
