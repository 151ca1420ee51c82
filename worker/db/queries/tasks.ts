/** Task executions: recorded by the task service, run and finished by the pipeline (worker/pipeline/runner.ts). */
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { BatchStatement } from "../batch";
import type { Db } from "../client";
import { taskExecutions } from "../schema";

export type TaskExecutionRow = typeof taskExecutions.$inferSelect;
export type NewTaskExecution = typeof taskExecutions.$inferInsert;

export const insertTaskExecutionStatement = (db: Db, row: NewTaskExecution): BatchStatement => db.insert(taskExecutions).values(row);

/** A task the queue refused to take: failed at once, with why. */
export const failTaskExecutionStatement = (db: Db, taskExecutionId: string, message: string, failedAt: string): BatchStatement =>
  db
    .update(taskExecutions)
    .set({ status: "failed", message, completed_at: failedAt })
    .where(eq(taskExecutions.task_execution_id, taskExecutionId));

/** Newest first, with the number of all task executions: one batch, one call to D1. */
export async function taskExecutionPage(db: Db, limit: number, offset: number): Promise<{ rows: TaskExecutionRow[]; total: number }> {
  const [rows, totals] = await db.batch([
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
export function taskExecutionsByIds(db: Db, taskExecutionIds: string[]): Promise<TaskExecutionRow[]> {
  if (taskExecutionIds.length === 0) return Promise.resolve([]);
  return db.select().from(taskExecutions).where(inArray(taskExecutions.task_execution_id, taskExecutionIds));
}

export async function taskExecutionById(db: Db, taskExecutionId: string): Promise<TaskExecutionRow | undefined> {
  const [row] = await db.select().from(taskExecutions).where(eq(taskExecutions.task_execution_id, taskExecutionId)).limit(1);
  return row;
}

/** A completed task shows its progress full, whatever its last report said. */
export async function completeTaskExecution(db: Db, taskExecutionId: string, message: string, completedAt: string): Promise<void> {
  await db
    .update(taskExecutions)
    .set({
      status: "completed",
      message,
      progress_done: sql`${taskExecutions.progress_total}`,
      completed_at: completedAt,
    })
    .where(eq(taskExecutions.task_execution_id, taskExecutionId));
}
