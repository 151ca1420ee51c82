/** Task executions: recorded by the task service, run and finished by the pipeline (worker/pipeline/runner.ts). */
import { count, desc, eq, inArray, notInArray, sql, and } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery } from "../rows";
import { taskExecutions } from "../schema";

export type TaskExecutionRow = typeof taskExecutions.$inferSelect;
export type NewTaskExecution = typeof taskExecutions.$inferInsert;

export const insertTaskExecutionStatement = (db: Db, row: NewTaskExecution) => db.insert(taskExecutions).values(row);

/** A task the queue refused to take: failed at once, with why. */
export const failTaskExecutionStatement = (db: Db, taskExecutionId: string, message: string, failedAt: string) =>
  db
    .update(taskExecutions)
    .set({ status: "failed", message, completed_at: failedAt })
    .where(eq(taskExecutions.task_execution_id, taskExecutionId));

/** Newest first, with the number of all task executions: one batch, one call to D1. */
export async function taskExecutionPage(db: Db, limit: number, offset: number): Promise<{ rows: TaskExecutionRow[]; total: number }> {
  const [rows, totals] = await batch(db, [
    db
      .select()
      .from(taskExecutions)
      .orderBy(desc(taskExecutions.started_at), desc(taskExecutions.task_execution_id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(taskExecutions),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Several task executions in one query (the ones a fan-out just recorded), in no set order. */
export function taskExecutionsByIds(db: Db, taskExecutionIds: string[]) {
  return db.select().from(taskExecutions).where(inArray(taskExecutions.task_execution_id, taskExecutionIds));
}

/** Read by the admin's task page too: `db.get`, which the carried session check can ride (decision 0027). */
export function taskExecutionById(db: Db, taskExecutionId: string): RowQuery<TaskExecutionRow> {
  return db.get<TaskExecutionRow>(sql`SELECT * FROM task_executions WHERE task_execution_id = ${taskExecutionId}`);
}

/** What the runner records as a task goes: its status, progress and message. */
export function recordTaskExecution(
  db: Db,
  taskExecutionId: string,
  fields: Partial<Pick<NewTaskExecution, "status" | "message" | "progress_done" | "progress_total" | "completed_at">>,
) {
  return db.update(taskExecutions).set(fields).where(eq(taskExecutions.task_execution_id, taskExecutionId));
}

/** A completed task shows its progress full, whatever its last report said. */
export function completeTaskExecution(db: Db, taskExecutionId: string, message: string, completedAt: string) {
  return db
    .update(taskExecutions)
    .set({
      status: "completed",
      message,
      progress_done: sql`${taskExecutions.progress_total}`,
      completed_at: completedAt,
    })
    .where(eq(taskExecutions.task_execution_id, taskExecutionId));
}

/** Marks a task failed unless it already finished (a dead letter must not overwrite an outcome). */
export function failUnfinishedTaskExecution(db: Db, taskExecutionId: string, message: string, failedAt: string) {
  return db
    .update(taskExecutions)
    .set({ status: "failed", message, completed_at: failedAt })
    .where(and(eq(taskExecutions.task_execution_id, taskExecutionId), notInArray(taskExecutions.status, ["completed", "failed"])));
}
