/**
 * The dead-letter queue's consumer. A message lands there when every delivery of it ended without
 * an outcome being recorded (D1 failing, the isolate dying mid-task), so its task still says
 * `running`. Here the task is marked `failed` with the reason, so the admin sees it in the task
 * history instead of a task that runs forever.
 */
import { z } from "zod";
import type { Db } from "../db/client";
import { failUnfinishedTaskExecution, taskExecutionById } from "../db/queries/tasks";
import { backoffSeconds } from "./runner";

/** The queue wrangler.toml names as `dead_letter_queue` of `pipeline-tasks`. */
export const DEAD_LETTER_QUEUE = "pipeline-tasks-dlq";

const deadLetterSchema = z.object({ task_execution_id: z.string().min(1).max(100) });

export function deadLetterReason(lastMessage: string | null): string {
  const last = lastMessage ? ` Last attempt: ${lastMessage}` : "";
  return `Gave up after the last retry (dead-letter queue).${last}`;
}

/** Marks one dead-lettered task failed; a task that already finished keeps its outcome. */
export async function recordDeadLetter(deps: { db: Db; now: () => Date }, message: Message<unknown>): Promise<void> {
  const body = deadLetterSchema.safeParse(message.body);
  if (!body.success) {
    console.error("pipeline: dropping malformed dead letter", message.id, JSON.stringify(message.body));
    message.ack();
    return;
  }
  const id = body.data.task_execution_id;
  try {
    const row = await taskExecutionById(deps.db, id);
    if (row) {
      await failUnfinishedTaskExecution(deps.db, id, deadLetterReason(row.message), deps.now().toISOString());
      console.error(`pipeline: task ${id} reached the dead-letter queue and is marked failed`);
    }
    message.ack();
  } catch (error) {
    // Recording failed too: keep the letter until D1 answers again.
    console.error(`pipeline: dead letter for task ${id} could not be recorded`, error);
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}
