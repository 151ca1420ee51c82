import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import type { Db } from "../../worker/db/client";
import { taskExecutions } from "../../worker/db/schema";
import { ProviderError } from "../../worker/lib/http";
import { processTaskMessage } from "../../worker/pipeline/queue";
import type { TaskMessage } from "../../worker/services/tasks";
import { countOf, db, insertTask, snapshot, taskRow, testDeps } from "./helpers";

let seq = 0;
function batchOf(bodies: unknown[], attempts = 1) {
  return createMessageBatch(
    "pipeline-tasks",
    bodies.map((body) => ({ id: `msg-${++seq}`, timestamp: new Date(), attempts, body })),
  );
}

/** A message that records how the consumer settled it, delay included. */
function spyMessage(body: unknown, attempts: number) {
  const settled: { acked: boolean; retry?: { delaySeconds?: number } } = { acked: false };
  const message = {
    id: `spy-${++seq}`,
    timestamp: new Date(),
    attempts,
    body,
    ack: () => void (settled.acked = true),
    retry: (options?: { delaySeconds?: number }) => void (settled.retry = options ?? {}),
  } as unknown as Message<unknown>;
  return { message, settled };
}

/** Delivers a batch to the Worker's real queue handler and returns what it acked and retried. */
async function deliver(bodies: unknown[], attempts = 1) {
  const batch = batchOf(bodies, attempts);
  const ctx = createExecutionContext();
  // Bodies are unknown on purpose: the consumer must cope with malformed ones too.
  await worker.queue(batch as MessageBatch<TaskMessage>, env);
  const result = await getQueueResult(batch, ctx);
  return { ids: batch.messages.map((m) => m.id), result };
}

describe("queue consumer", () => {
  it("runs a task, acks it, and a redelivery of the finished task changes nothing", async () => {
    const id = await insertTask("run_pipeline", { channel: "brewbench", max_results: 500 });
    const first = await deliver([{ task_execution_id: id }]);
    expect(first.result.explicitAcks).toEqual(first.ids);
    expect(first.result.retryMessages).toEqual([]);
    const done = await taskRow(id);
    expect(done.status).toBe("completed");
    expect(done.message).toMatch(/^@brewbench: \d+ videos found/);

    const before = await snapshot();
    const again = await deliver([{ task_execution_id: id }], 2);
    expect(again.result.explicitAcks).toEqual(again.ids);
    expect(await snapshot()).toEqual(before);
    expect((await taskRow(id)).completed_at).toBe(done.completed_at);
  });

  it("two deliveries of the same message in one batch run the task once and ack both", async () => {
    const id = await insertTask("search_youtube", { channel: "trailmixtv", max_results: 500 });
    const { ids, result } = await deliver([{ task_execution_id: id }, { task_execution_id: id }]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    const row = await taskRow(id);
    expect(row.status).toBe("completed");
    expect(row.message).toMatch(/videos found, \d+ new$/);
    expect(row.message).not.toMatch(/, 0 new$/);
  });

  it("a message re-delivered while its task still runs (a crashed consumer) re-runs it without duplicates", async () => {
    const id = await insertTask("run_pipeline", { channel: "basecampbasics", max_results: 500 });
    await deliver([{ task_execution_id: id }]);
    const before = await snapshot();
    await db.$client
      .prepare("UPDATE task_executions SET status = 'running', completed_at = NULL WHERE task_execution_id = ?")
      .bind(id)
      .run();
    const { ids, result } = await deliver([{ task_execution_id: id }], 2);
    expect(result.explicitAcks).toEqual(ids);
    expect((await taskRow(id)).status).toBe("completed");
    expect(await snapshot()).toEqual(before);
  });

  it("acks messages that can never succeed: unknown execution, malformed body", async () => {
    const { ids, result } = await deliver([{ task_execution_id: "does-not-exist" }, { nope: true }, "text"]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
  });

  it("acks a task that failed for good (bad parameters) and records why", async () => {
    const id = await insertTask("get_transcripts", {});
    const { ids, result } = await deliver([{ task_execution_id: id }]);
    expect(result.explicitAcks).toEqual(ids);
    expect(await taskRow(id)).toMatchObject({ status: "failed", message: expect.stringContaining('"channel" is required') });
  });

  it("retries a transient failure with backoff, then fails and acks on the last delivery", async () => {
    const deps = testDeps({
      platform: {
        resolveChannel: async () => {
          throw new ProviderError("platform", "HTTP 429 Too Many Requests", { transient: true });
        },
        listUploads: async () => [],
      },
    });
    const id = await insertTask("search_youtube", { channel: "framebyframe" });
    for (const [attempts, delay] of [
      [1, 30],
      [2, 60],
      [3, 120],
    ] as const) {
      const { message, settled } = spyMessage({ task_execution_id: id }, attempts);
      await processTaskMessage(deps, message);
      expect(settled).toEqual({ acked: false, retry: { delaySeconds: delay } });
      expect((await taskRow(id)).status).toBe("running");
    }
    const { message, settled } = spyMessage({ task_execution_id: id }, 4);
    await processTaskMessage(deps, message);
    expect(settled).toEqual({ acked: true });
    expect(await taskRow(id)).toMatchObject({ status: "failed", message: "platform: HTTP 429 Too Many Requests" });
  });

  it("never acks when D1 cannot read or record the task", async () => {
    const id = await insertTask("search_youtube", { channel: "closetedit" });
    const broken = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === "select")
          return () => {
            throw new Error("D1_ERROR: database unavailable");
          };
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    const { message, settled } = spyMessage({ task_execution_id: id }, 2);
    await processTaskMessage({ ...testDeps(), db: broken }, message);
    expect(settled).toEqual({ acked: false, retry: { delaySeconds: 60 } });
  });
});

describe("dead-letter queue consumer", () => {
  /** Delivers a batch of dead letters to the Worker's real queue handler. */
  async function deliverDeadLetters(bodies: unknown[]) {
    const batch = createMessageBatch(
      "pipeline-tasks-dlq",
      bodies.map((body) => ({ id: `dlq-${++seq}`, timestamp: new Date(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<TaskMessage>, env);
    return { ids: batch.messages.map((m) => m.id), result: await getQueueResult(batch, ctx) };
  }

  it("marks a task left running failed with the reason, keeping its last attempt's message", async () => {
    const id = await insertTask("search_youtube", { channel: "closetedit" });
    await db.update(taskExecutions).set({ message: "Attempt 4 started" }).where(eq(taskExecutions.task_execution_id, id));
    const { ids, result } = await deliverDeadLetters([{ task_execution_id: id }]);
    expect(result.explicitAcks).toEqual(ids);
    const row = await taskRow(id);
    expect(row.status).toBe("failed");
    expect(row.message).toBe("Gave up after the last retry (dead-letter queue). Last attempt: Attempt 4 started");
    expect(row.completed_at).not.toBeNull();
  });

  it("leaves a finished task's outcome alone and drops malformed or unknown letters", async () => {
    const id = await insertTask("search_youtube", { channel: "closetedit" });
    await db
      .update(taskExecutions)
      .set({ status: "completed", message: "@closetedit: done" })
      .where(eq(taskExecutions.task_execution_id, id));
    const { ids, result } = await deliverDeadLetters([
      { task_execution_id: id },
      { nonsense: true },
      { task_execution_id: "no-such-task" },
    ]);
    expect(result.explicitAcks).toEqual(ids);
    expect(await taskRow(id)).toMatchObject({ status: "completed", message: "@closetedit: done" });
  });

  it("is not mistaken for a task message: the dead letter never runs the task again", async () => {
    const id = await insertTask("run_pipeline", { channel: "gadgetgarage" });
    await deliverDeadLetters([{ task_execution_id: id }]);
    expect(await countOf("SELECT count(*) AS n FROM channels WHERE handle = 'gadgetgarage'")).toBe(0);
    expect(await taskRow(id)).toMatchObject({ status: "failed", message: "Gave up after the last retry (dead-letter queue)." });
  });
});
