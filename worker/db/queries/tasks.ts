/** Task executions as the pipeline records them (worker/pipeline/runner.ts). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { taskExecutions } from "../schema";

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
