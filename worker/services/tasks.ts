/**
 * Admin data tasks (SPEC.md section 9, DESIGN.md section 6): recorded as a task execution
 * (`running`), then handed to the queue by id; the queue consumer runs them.
 */
import { z } from "zod";
import type { Db } from "../db/client";
import {
  failTaskExecutionStatement,
  insertTaskExecutionStatement,
  taskExecutionById,
  taskExecutionPage,
  taskExecutionsByIds,
  type TaskExecutionRow,
} from "../db/queries/tasks";
import { TASK_NAMES } from "./task-names";
import { CHANNEL_REQUIRED, channelNotLoaded, isFutureDay, TASKS_THAT_LOAD_CHANNELS, taskParametersSchema } from "./task-params";
import { findChannelByHandle } from "../db/queries/channels";
import { chunk, runBatch } from "../db/batch";
import { AppError, notFound } from "../lib/errors";
import { requireAdmin } from "./channels";
import { limitParam, pageParam } from "./pagination";
import type { ServiceContext } from "./context";

/** Queue messages carry ids, never payloads (128 KB limit): the consumer reads the task execution from D1. */
export interface TaskMessage {
  task_execution_id: string;
}

export const taskRequestSchema = z.object({
  task_name: z.enum(TASK_NAMES),
  parameters: taskParametersSchema.default({}),
});
export type TaskRequest = z.infer<typeof taskRequestSchema>;

export interface TaskServiceDeps {
  db: Db;
  env: Pick<Env, "TASKS">;
}

export type TaskExecution = Omit<TaskExecutionRow, "parameters"> & {
  parameters: Record<string, unknown>;
};

function toTask(row: TaskExecutionRow): TaskExecution {
  let parameters: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.parameters);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) parameters = parsed as Record<string, unknown>;
  } catch {
    // A row written by hand with bad JSON still lists; the runner reports the error when it runs.
  }
  return { ...row, parameters };
}

/**
 * Records several tasks and enqueues them, in chunks (the cron fans out to every visible channel).
 * A row whose message could not be sent is marked failed, never left running forever.
 */
export async function createTasks(deps: TaskServiceDeps, requests: TaskRequest[], requestedBy: string | null): Promise<TaskExecution[]> {
  const created: TaskExecution[] = [];
  for (const group of chunk(requests, 50)) {
    const rows = group.map((request) => ({
      task_execution_id: crypto.randomUUID(),
      task_name: request.task_name,
      parameters: JSON.stringify(request.parameters),
      status: "running" as const,
      message: "Queued",
      requested_by: requestedBy,
      started_at: new Date().toISOString(),
    }));
    await runBatch(
      deps.db,
      rows.map((row) => insertTaskExecutionStatement(deps.db, row)),
    );
    try {
      await deps.env.TASKS.sendBatch(rows.map((row) => ({ body: { task_execution_id: row.task_execution_id } satisfies TaskMessage })));
    } catch (error) {
      const message = `Could not queue the task: ${error instanceof Error ? error.message : String(error)}`;
      const failedAt = new Date().toISOString();
      await runBatch(
        deps.db,
        rows.map((row) => failTaskExecutionStatement(deps.db, row.task_execution_id, message, failedAt)),
      );
      throw error;
    }
    // Read back in one query (the queue may already have started some): one call per group of 50,
    // so a cron fan-out over every channel stays far below a Worker's limit of calls to D1.
    const stored = new Map(
      (
        await taskExecutionsByIds(
          deps.db,
          rows.map((row) => row.task_execution_id),
        )
      ).map((r) => [r.task_execution_id, r]),
    );
    for (const row of rows) {
      const current = stored.get(row.task_execution_id);
      if (!current) throw notFound("Task");
      created.push(toTask(current));
    }
  }
  return created;
}

/** The admin calls below check who asks themselves; the cron and WebSub fan-outs are the system and call createTasks directly. */
export const listTasksInput = z.object({ page: pageParam, limit: limitParam(100) });
export const taskInput = z.object({ task_execution_id: z.string().trim().min(1).max(64) });

/**
 * What the runner would refuse at once, refused before anything is queued (422 with a detail the
 * admin page shows beside the form): a task without a channel, a channel the task cannot find,
 * an upload date that has not happened yet.
 */
export async function checkTaskRequest(db: Db, request: TaskRequest, now = new Date()): Promise<void> {
  const { channel, upload_date } = request.parameters;
  if (!channel) throw new AppError(422, CHANNEL_REQUIRED);
  if (upload_date && isFutureDay(upload_date, now)) throw new AppError(422, `upload_date ${upload_date} is in the future`);
  if (!TASKS_THAT_LOAD_CHANNELS.includes(request.task_name) && !(await findChannelByHandle(db, channel)))
    throw new AppError(422, channelNotLoaded(channel));
}

export async function createTask(rc: ServiceContext, rawInput: z.input<typeof taskRequestSchema>): Promise<TaskExecution> {
  const admin = requireAdmin(rc);
  const parsed = taskRequestSchema.parse(rawInput);
  await checkTaskRequest(rc.db, parsed);
  const [task] = await createTasks(rc, [parsed], admin.user_id);
  if (!task) throw new Error("task was not created");
  return task;
}

export async function listTasks(
  rc: ServiceContext,
  rawInput: z.input<typeof listTasksInput>,
): Promise<{ tasks: TaskExecution[]; total: number }> {
  requireAdmin(rc);
  const { page, limit: size } = listTasksInput.parse(rawInput);
  const offset = (page - 1) * size;
  const { rows, total } = await taskExecutionPage(rc.db, size, offset);
  return { tasks: rows.map(toTask), total };
}

export async function getTask(rc: ServiceContext, rawInput: z.input<typeof taskInput>): Promise<TaskExecution> {
  requireAdmin(rc);
  const { task_execution_id: taskExecutionId } = taskInput.parse(rawInput);
  const row = await taskExecutionById(rc.db, taskExecutionId);
  if (!row) throw notFound("Task");
  return toTask(row);
}
