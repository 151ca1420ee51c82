import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { channels } from "../db/schema";
import { createTasks, type TaskExecution, type TaskServiceDeps } from "../services/tasks";

/**
 * The daily update (DESIGN.md section 6): one run_pipeline per visible channel, limited to the
 * day's uploads. Hidden channels are skipped: an admin hid them, so nothing should grow there.
 */
export async function enqueueDailyUpdates(deps: TaskServiceDeps): Promise<TaskExecution[]> {
  const visible = await deps.db.select({ handle: channels.handle }).from(channels).where(eq(channels.show, true));
  return createTasks(
    deps,
    visible.map((c) => ({ task_name: "run_pipeline" as const, parameters: { channel: c.handle, upload_date: "today" } })),
    "cron",
  );
}

export async function handleScheduled(_controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
  const created = await enqueueDailyUpdates({ db: createDb(env.DB), env });
  console.log(`cron: queued the daily update for ${created.length} channels`);
}
