/** Queue messages carry ids, never payloads (128 KB limit): the consumer reads the task execution from D1. */
export interface TaskMessage {
  task_execution_id: string;
}

export async function handleTaskBatch(batch: MessageBatch<TaskMessage>, _env: Env): Promise<void> {
  for (const message of batch.messages) message.retry();
}
