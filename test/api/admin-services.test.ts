/**
 * Issue 22: the admin services check who asks themselves, as listHiddenChannels does, so a new
 * caller (a page, a script, a future route) cannot forget the check its route makes.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { createTask, getTask, listTasks } from "../../worker/services/tasks";
import { getTranscript, listChannelTranscripts } from "../../worker/services/transcripts";
import { count } from "./fixtures";

const db = createDb(env.DB);
const member = { user_id: "member-1", email: "member@example.com", is_admin: false };

/** A queue that must never be reached: a refused caller queues nothing. */
const untouchedQueue = {
  send: () => Promise.reject(new Error("queued for a non-admin")),
  sendBatch: () => Promise.reject(new Error("queued for a non-admin")),
} as unknown as Queue;

describe("admin services refuse anyone but an admin", () => {
  it("tasks: a signed-in non-admin gets 403, an anonymous caller 401, and nothing is recorded", async () => {
    const before = await count("task_executions");
    const deps = { db, env: { TASKS: untouchedQueue } };
    const request = { task_name: "run_pipeline" as const, parameters: {} };
    await expect(createTask({ ...deps, viewer: member }, request)).rejects.toMatchObject({ status: 403 });
    await expect(createTask({ ...deps, viewer: null }, request)).rejects.toMatchObject({ status: 401 });
    expect(await count("task_executions")).toBe(before);
    await expect(listTasks({ db, viewer: member }, { page: 1, limit: 10 })).rejects.toMatchObject({ status: 403 });
    await expect(getTask({ db, viewer: member }, "any-id")).rejects.toMatchObject({ status: 403 });
  });

  it("transcripts: a signed-in non-admin gets 403 before any channel is looked up", async () => {
    const deps = { db, env, viewer: member };
    await expect(listChannelTranscripts(deps, "goldenhourlab")).rejects.toMatchObject({ status: 403 });
    await expect(getTranscript(deps, "goldenhourlab", "xxxxxxxxxxx")).rejects.toMatchObject({ status: 403 });
    await expect(listChannelTranscripts({ ...deps, viewer: null }, "goldenhourlab")).rejects.toMatchObject({ status: 401 });
  });
});
