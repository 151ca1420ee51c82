import { ProviderError } from "../lib/http";
import { TASKS } from "./tasks";
import { findChannelByHandle } from "../db/queries/channels";
import { completeTaskExecution, recordTaskExecution, type TaskExecutionRow } from "../db/queries/tasks";
import type { TaskDeps } from "./tasks/context";
import { channelContentTags } from "../cache/invalidation";
import { parseChannelParameters, TaskInputError } from "../services/task-params";

export type RunOutcome =
  | { status: "completed"; message: string }
  | { status: "failed"; message: string }
  /** A transient failure with attempts left: the row stays running and the message is retried. */
  | { status: "retry"; message: string; delaySeconds: number };

export interface Attempt {
  /** 1 on the first delivery. */
  number: number;
  /** After this many, a transient failure is final too. */
  max: number;
}

/** 30 s, 60 s, 120 s … capped at 10 minutes: gives a rate-limited service time to recover. */
export function backoffSeconds(attempt: number): number {
  return Math.min(600, 30 * 2 ** Math.max(0, attempt - 1));
}

/** Errors that repeating cannot fix end the task at once; the rest may be retried. */
function isPermanent(error: unknown): boolean {
  if (error instanceof TaskInputError) return true;
  if (error instanceof ProviderError) return !error.transient;
  return false;
}

function describe(error: unknown): string {
  if (error instanceof ProviderError) return `${error.provider}: ${error.message}`;
  if (error instanceof Error) {
    // drizzle wraps D1's failure as "Failed query: <sql>" and keeps the reason only in `cause`.
    const cause = error.cause instanceof Error ? error.cause.message : null;
    return cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
}

/**
 * Cached pages and answers of the task's channel (its videos, products and listings changed). A
 * failed purge is queued again by `purge` itself; a failed channel lookup only costs freshness.
 */
async function purgeChannelOf(deps: TaskDeps, execution: TaskExecutionRow): Promise<void> {
  if (!deps.purge) return;
  try {
    const handle = (JSON.parse(execution.parameters) as { channel?: unknown }).channel;
    const channel = typeof handle === "string" ? await findChannelByHandle(deps.db, handle) : undefined;
    if (channel) await deps.purge(channelContentTags(channel.channel_id));
  } catch (error) {
    console.error(`pipeline: cache purge after task ${execution.task_execution_id} skipped`, error);
  }
}

/**
 * Runs one task execution and records how it ended. Whatever a failing task already stored stays
 * (every step writes in small all-or-nothing batches). Throws only when the outcome itself could
 * not be recorded, so the caller keeps the message for another delivery.
 */
export async function runTaskExecution(deps: TaskDeps, execution: TaskExecutionRow, attempt: Attempt): Promise<RunOutcome> {
  const { db } = deps;
  const id = execution.task_execution_id;
  const record = (fields: Parameters<typeof recordTaskExecution>[2]) => recordTaskExecution(db, id, fields);

  await record({ status: "running", completed_at: null, message: attempt.number > 1 ? `Attempt ${attempt.number} started` : "Started" });
  const progress = async (done: number, total: number, message: string) => {
    await record({ progress_done: done, progress_total: total, message });
  };

  try {
    let raw: unknown;
    try {
      raw = JSON.parse(execution.parameters);
    } catch {
      throw new TaskInputError("Invalid JSON in parameters");
    }
    const params = parseChannelParameters(raw);
    const summary = await TASKS[execution.task_name](deps, params, progress);
    await purgeChannelOf(deps, execution);
    await completeTaskExecution(db, id, summary, deps.now().toISOString());
    return { status: "completed", message: summary };
  } catch (error) {
    // What a failing task stored before it failed stays, so cached pages must not hide it either.
    await purgeChannelOf(deps, execution);
    const message = describe(error);
    if (!isPermanent(error) && attempt.number < attempt.max) {
      const delaySeconds = backoffSeconds(attempt.number);
      await record({ message: `Attempt ${attempt.number} failed (${message}); retrying in ${delaySeconds} s` });
      return { status: "retry", message, delaySeconds };
    }
    await record({ status: "failed", message, completed_at: deps.now().toISOString() });
    return { status: "failed", message };
  }
}
