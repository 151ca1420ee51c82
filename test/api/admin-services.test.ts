/**
 * Issue 22: the admin services check who asks themselves, as listHiddenChannels does, so a new
 * caller (a page, a script, a future route) cannot forget the check its route makes.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createExecutionContext } from "cloudflare:test";
import { buildRequestContext } from "../../worker/request-context";
import type { Viewer } from "../../worker/auth/viewer";
import { createTask, getTask, listTasks } from "../../worker/services/tasks";
import { getTranscript, listChannelTranscripts } from "../../worker/services/transcripts";
import { count } from "./fixtures";

const member = { user_id: "member-1", email: "member@example.com", is_admin: false };

/** A queue that must never be reached: a refused caller queues nothing. */
const untouchedQueue = {
  send: () => Promise.reject(new Error("queued for a non-admin")),
  sendBatch: () => Promise.reject(new Error("queued for a non-admin")),
} as unknown as Queue;

/** A request's context as `viewer` would have it, its task queue replaced. */
const asked = (viewer: Viewer | null, TASKS: Queue = env.TASKS) => ({
  ...buildRequestContext(env, createExecutionContext(), viewer),
  env: { ...env, TASKS },
});

describe("admin services refuse anyone but an admin", () => {
  it("tasks: a signed-in non-admin gets 403, an anonymous caller 401, and nothing is recorded", async () => {
    const before = await count("task_executions");
    const request = { task_name: "run_pipeline" as const, parameters: {} };
    await expect(createTask(asked(member, untouchedQueue), request)).rejects.toMatchObject({ status: 403 });
    await expect(createTask(asked(null, untouchedQueue), request)).rejects.toMatchObject({ status: 401 });
    expect(await count("task_executions")).toBe(before);
    await expect(listTasks(asked(member), { page: 1, limit: 10 })).rejects.toMatchObject({ status: 403 });
    await expect(getTask(asked(member), { task_execution_id: "any-id" })).rejects.toMatchObject({ status: 403 });
  });

  it("transcripts: a signed-in non-admin gets 403 before any channel is looked up", async () => {
    await expect(listChannelTranscripts(asked(member), { channel: "goldenhourlab" })).rejects.toMatchObject({ status: 403 });
    await expect(getTranscript(asked(member), { channel: "goldenhourlab", video_id: "xxxxxxxxxxx" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(listChannelTranscripts(asked(null), { channel: "goldenhourlab" })).rejects.toMatchObject({ status: 401 });
  });
});
