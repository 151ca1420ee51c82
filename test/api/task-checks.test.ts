/**
 * Issue 25 item 9: POST /api/admin/tasks refuses, before anything is queued, what the runner would
 * refuse at once: 422 with a detail that says what to change.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, count, createAdmin, seedCatalogue, type TestUser } from "./fixtures";

let admin: TestUser;
beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
});

const post = (task_name: string, parameters: Record<string, unknown>) =>
  call("/admin/tasks", { json: { task_name, parameters }, token: admin.token });

describe("task parameters are checked before queueing", () => {
  it("a task without a channel answers 422 naming the parameter, and records nothing", async () => {
    const before = await count("task_executions");
    const res = await post("run_pipeline", {});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: 'Parameter "channel" is required: the channel handle, without @ (e.g. {"channel": "gadgetgarage"})',
    });
    expect(await count("task_executions")).toBe(before);
  });

  it("a task that reads stored data answers 422 for a channel that is not loaded; one that loads channels takes it", async () => {
    const before = await count("task_executions");
    for (const task of ["get_transcripts", "process_transcripts", "search_amazon_products"]) {
      const res = await post(task, { channel: "nosuchchannel" });
      expect(res.status, task).toBe(422);
      expect(res.body.detail).toBe('Channel "nosuchchannel" is not loaded yet: run search_youtube for it first');
    }
    expect(await count("task_executions")).toBe(before);
    const loads = await post("search_youtube", { channel: "nosuchchannel" });
    expect(loads.status, loads.text).toBe(201);
    const known = await post("get_transcripts", { channel: "AlphaTech" });
    expect(known.status, known.text).toBe(201);
    expect(known.body).toMatchObject({ task_name: "get_transcripts", status: "running", parameters: { channel: "AlphaTech" } });
    expect(await count("task_executions")).toBe(before + 2);
  });

  it("an upload date after today answers 422; today's date and 'today' are taken", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
    const future = await post("run_pipeline", { channel: "alphatech", upload_date: tomorrow });
    expect(future.status).toBe(422);
    expect(future.body.detail).toBe(`upload_date ${tomorrow} is in the future`);
    const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
    expect((await post("run_pipeline", { channel: "alphatech", upload_date: today })).status).toBe(201);
    expect((await post("run_pipeline", { channel: "alphatech", upload_date: "today" })).status).toBe(201);
  });
});
