import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { channels, videos } from "../../worker/db/schema";
import { enqueueDailyUpdates } from "../../worker/pipeline/cron";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { AppError } from "../../worker/lib/errors";
import { createDb } from "../../worker/db/client";
import { buildRequestContext } from "../../worker/request-context";
import { createTask, createTasks, getTask, listTasks, taskRequestSchema } from "../../worker/services/tasks";
import { getTranscript, listChannelTranscripts } from "../../worker/services/transcripts";
import { countOf, db, runTask, testDeps } from "./helpers";

/** The admin calls check who asks themselves (issue 22). */
const viewer = { user_id: "admin-1", email: "admin@example.com", is_admin: true };
/** The admin's request context, its task queue replaced where a test records what is queued. */
const asAdmin = (TASKS: Queue = env.TASKS) => ({ ...buildRequestContext(env, createExecutionContext(), viewer), env: { ...env, TASKS } });

/** A queue producer that records what it was given instead of delivering it. */
function recordingQueue(fail = false) {
  const sent: unknown[] = [];
  const queue = {
    async send(body: unknown) {
      if (fail) throw new Error("queue unavailable");
      sent.push(body);
    },
    async sendBatch(messages: Iterable<{ body: unknown }>) {
      if (fail) throw new Error("queue unavailable");
      for (const m of messages) sent.push(m.body);
    },
  } as unknown as Queue;
  return { queue, sent };
}

describe("cron fan-out", () => {
  it("queues one daily run_pipeline per visible channel and none for hidden ones", async () => {
    for (const handle of ["gadgetgarage", "deskcraft", "glowlabdaily"])
      await runTask("search_youtube", { channel: handle, max_results: 1 });
    await db.update(channels).set({ show: false }).where(eq(channels.handle, "deskcraft"));
    const visible = (await db.select({ handle: channels.handle }).from(channels).where(eq(channels.show, true))).map((c) => c.handle);
    expect(visible).not.toContain("deskcraft");

    const { queue, sent } = recordingQueue();
    const tasks = await enqueueDailyUpdates({ db, env: { TASKS: queue } });
    expect(tasks.map((t) => t.parameters.channel).sort()).toEqual([...visible].sort());
    for (const t of tasks) {
      expect(t).toMatchObject({ task_name: "run_pipeline", status: "running", requested_by: "cron", parameters: { upload_date: "today" } });
    }
    expect(sent).toEqual(tasks.map((t) => ({ task_execution_id: t.task_execution_id })));
  });

  it("the Worker's scheduled handler records the cron tasks", async () => {
    await runTask("search_youtube", { channel: "stitchandsole", max_results: 1 });
    const visible = await countOf("SELECT count(*) AS n FROM channels WHERE show = 1");
    const before = await countOf("SELECT count(*) AS n FROM task_executions WHERE requested_by = 'cron'");
    await worker.scheduled(createScheduledController({ cron: "0 6 * * *" }), env, createExecutionContext());
    expect(await countOf("SELECT count(*) AS n FROM task_executions WHERE requested_by = 'cron'")).toBe(before + visible);
  });
});

describe("task service", () => {
  it("records a running task and queues only its id", async () => {
    const { queue, sent } = recordingQueue();
    const task = await createTask(asAdmin(queue), { task_name: "run_pipeline", parameters: { channel: "brewbench" } });
    expect(task).toMatchObject({
      task_name: "run_pipeline",
      status: "running",
      requested_by: "admin-1",
      parameters: { channel: "brewbench" },
    });
    expect(sent).toEqual([{ task_execution_id: task.task_execution_id }]);
    expect((await getTask(asAdmin(), { task_execution_id: task.task_execution_id })).task_execution_id).toBe(task.task_execution_id);
  });

  it("records a fan-out in groups of 50, reads each group back in one query, and answers in the order asked", async () => {
    const reads: string[] = [];
    const counted = new Proxy(env.DB, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (key === "prepare")
          return (query: string) => {
            if (/^select/i.test(query)) reads.push(query);
            return target.prepare(query);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const { queue, sent } = recordingQueue();
    const channelsAsked = Array.from({ length: 120 }, (_, i) => `fanout${i}`);
    const tasks = await createTasks(
      { db: createDb(counted), env: { TASKS: queue } },
      channelsAsked.map((channel) => ({ task_name: "run_pipeline", parameters: { channel } })),
      "cron",
    );
    expect(tasks.map((t) => t.parameters.channel)).toEqual(channelsAsked);
    expect(sent).toEqual(tasks.map((t) => ({ task_execution_id: t.task_execution_id })));
    expect(reads).toHaveLength(3);
  });

  it("marks the task failed when the queue refuses it", async () => {
    const { queue } = recordingQueue(true);
    await expect(createTask(asAdmin(queue), { task_name: "search_youtube", parameters: { channel: "x" } })).rejects.toThrow(
      "queue unavailable",
    );
    const { tasks } = await listTasks(asAdmin(), { page: 1, limit: 1 });
    expect(tasks[0]).toMatchObject({ status: "failed", message: "Could not queue the task: queue unavailable" });
  });

  it("lists newest first with a total, and answers 404 for an unknown id", async () => {
    const { queue } = recordingQueue();
    const a = await createTask(asAdmin(queue), { task_name: "search_youtube", parameters: { channel: "a" } });
    await new Promise((r) => setTimeout(r, 5));
    const b = await createTask(asAdmin(queue), { task_name: "search_youtube", parameters: { channel: "b" } });
    const { tasks, total } = await listTasks(asAdmin(), { page: 1, limit: 2 });
    expect(tasks.map((t) => t.task_execution_id)).toEqual([b.task_execution_id, a.task_execution_id]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect((await listTasks(asAdmin(), { page: 2, limit: 1 })).tasks[0]?.task_execution_id).toBe(a.task_execution_id);
    await expect(getTask(asAdmin(), { task_execution_id: "nope" })).rejects.toMatchObject({ status: 404 });
  });

  it("validates task requests at the boundary", () => {
    expect(taskRequestSchema.safeParse({ task_name: "run_pipeline" }).data).toEqual({ task_name: "run_pipeline", parameters: {} });
    expect(taskRequestSchema.safeParse({ task_name: "drop_tables", parameters: {} }).success).toBe(false);
    expect(taskRequestSchema.safeParse({ task_name: "run_pipeline", parameters: { channel: "@x" } }).success).toBe(false);
    expect(taskRequestSchema.safeParse({ task_name: "run_pipeline", parameters: { upload_date: "20260231" } }).success).toBe(false);
    expect(
      taskRequestSchema.safeParse({ task_name: "run_pipeline", parameters: { upload_date: "20260228", max_results: 500 } }).success,
    ).toBe(true);
    expect(taskRequestSchema.safeParse({ task_name: "run_pipeline", parameters: { max_results: 501 } }).success).toBe(false);
  });
});

describe("transcript service", () => {
  it("lists a channel's transcripts and returns the newest stored one", async () => {
    const handle = "goldenhourlab";
    await runTask("search_youtube", { channel: handle, max_results: 3 });
    await runTask("get_transcripts", { channel: handle });
    const { transcripts: list, total } = await listChannelTranscripts(asAdmin(), { channel: handle });
    expect(list.length).toBeGreaterThan(0);
    expect(total).toBe(list.length);
    const first = list[0]!;
    // Pages: one per call, in the same order, and the total counts them all.
    const firstOfTwo = await listChannelTranscripts(asAdmin(), { channel: handle, page: 1, limit: 1 });
    const secondOfTwo = await listChannelTranscripts(asAdmin(), { channel: handle, page: 2, limit: 1 });
    expect(firstOfTwo).toEqual({ transcripts: [first], total });
    expect(secondOfTwo.transcripts).toEqual(list.slice(1, 2));
    expect(first).toMatchObject({ timestamp: "20261120_100000", title: `Transcript: ${first.videoTitle}` });

    // A later re-fetch stores a newer object; readers get it.
    await db.update(videos).set({ transcript_status: "pending" }).where(eq(videos.video_id, first.videoId));
    await runTask("get_transcripts", { channel: handle }, { ...testDeps(), now: () => new Date("2026-11-21T08:09:10Z") });
    const transcript = await getTranscript(asAdmin(), { channel: handle, video_id: first.videoId });
    expect(transcript.timestamp).toBe("20261121_080910");
    const expectedText = getCorpus()
      .videosById.get(first.videoId)!
      .segments!.map((s) => s.text)
      .join("\n");
    expect(transcript).toEqual({
      title: first.title,
      text: expectedText,
      timestamp: "20261121_080910",
      videoId: first.videoId,
      videoTitle: first.videoTitle,
    });
  });

  it("answers 404 for an unknown channel, video or transcript", async () => {
    await runTask("search_youtube", { channel: "goldenhourlab", max_results: 1 });
    await expect(listChannelTranscripts(asAdmin(), { channel: "nobody" })).rejects.toBeInstanceOf(AppError);
    await expect(getTranscript(asAdmin(), { channel: "goldenhourlab", video_id: "xxxxxxxxxxx" })).rejects.toMatchObject({
      status: 404,
      detail: "Video not found",
    });
    await expect(getTranscript(asAdmin(), { channel: "nobody", video_id: "xxxxxxxxxxx" })).rejects.toMatchObject({
      status: 404,
      detail: "Channel not found",
    });
  });
});

describe("media", () => {
  it("draws avatars, thumbnails and product pictures for known ids, a placeholder otherwise", async () => {
    await runTask("run_pipeline", { channel: "ironandoats", max_results: 2 });
    const corpus = getCorpus();
    const channel = corpus.channels.find((c) => c.handle === "ironandoats")!;
    const avatar = await exports.default.fetch(`http://localhost/media/channels/${channel.channel_id}.svg`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get("Content-Type")).toContain("image/svg+xml");
    // Browsers keep a channel's drawing briefly, the edge a day under its tag (issue 22).
    expect(avatar.headers.get("CDN-Cache-Control")).toContain("max-age=86400");
    expect(await avatar.text()).toContain(">IO</text>");

    const video = corpus.videosByChannel.get(channel.channel_id)![0]!;
    const thumb = await (await exports.default.fetch(`http://localhost/media/videos/${video.video_id}.svg`)).text();
    expect(thumb).toContain('viewBox="0 0 640 360"');
    expect(thumb).toContain("Iron &amp; Oats");

    const item = await env.DB.prepare("SELECT amazon_product_id AS id, title FROM marketplace_items LIMIT 1").first<{
      id: string;
      title: string;
    }>();
    const picture = await (await exports.default.fetch(`http://localhost/media/items/${item!.id}.svg`)).text();
    expect(picture).toContain(`aria-label="${item!.title.replace(/&/g, "&amp;").replace(/'/g, "&apos;")}"`);

    const unknown = await exports.default.fetch("http://localhost/media/items/B000000000.svg");
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await unknown.text()).toContain('aria-label="No image"');
    expect((await exports.default.fetch("http://localhost/media/items/not-an-id.svg")).status).toBe(404);
  });
});
