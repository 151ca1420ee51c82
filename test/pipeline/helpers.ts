import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb, type Db } from "../../worker/db/client";
import { taskExecutions } from "../../worker/db/schema";
import { offlineProviders } from "../../worker/providers/offline";
import type { Providers } from "../../worker/providers/types";
import { runTaskExecution, type RunOutcome } from "../../worker/pipeline/runner";
import type { TaskDeps } from "../../worker/pipeline/tasks/context";
import type { TaskName } from "../../worker/services/task-names";

export const db: Db = createDb(env.DB);

/** A "now" well after the demo's reference date: the daily update finds nothing new. */
export const NOW = new Date("2026-11-20T10:00:00.000Z");

export function testDeps(providers: Partial<Providers> = {}): TaskDeps {
  return { db, env, providers: { ...offlineProviders, ...providers }, now: () => NOW };
}

/** A task row as POST /api/admin/tasks records it, without touching the queue. */
export async function insertTask(task_name: TaskName, parameters: unknown): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(taskExecutions).values({ task_execution_id: id, task_name, parameters: JSON.stringify(parameters), status: "running" });
  return id;
}

export async function taskRow(id: string) {
  const [row] = await db.select().from(taskExecutions).where(eq(taskExecutions.task_execution_id, id));
  if (!row) throw new Error(`no task ${id}`);
  return row;
}

/** Runs a task the way the queue consumer does (first delivery) and returns its outcome and row. */
export async function runTask(
  task_name: TaskName,
  parameters: unknown,
  deps: TaskDeps = testDeps(),
  attempt = { number: 1, max: 4 },
): Promise<{ outcome: RunOutcome; row: Awaited<ReturnType<typeof taskRow>> }> {
  const id = await insertTask(task_name, parameters);
  const outcome = await runTaskExecution(deps, await taskRow(id), attempt);
  return { outcome, row: await taskRow(id) };
}

export async function countOf(query: string): Promise<number> {
  const row = await env.DB.prepare(query).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Row counts that re-running must not change. */
export async function snapshot(channelId?: string) {
  const c = channelId ? ` WHERE channel_id = '${channelId}'` : "";
  return {
    channels: await countOf("SELECT count(*) AS n FROM channels"),
    videos: await countOf(`SELECT count(*) AS n FROM videos${c}`),
    products: await countOf(`SELECT count(*) AS n FROM products${c}`),
    listings: await countOf(
      channelId
        ? `SELECT count(*) AS n FROM product_listings l JOIN products p ON p.product_id = l.product_id WHERE p.channel_id = '${channelId}'`
        : "SELECT count(*) AS n FROM product_listings",
    ),
    items: await countOf("SELECT count(*) AS n FROM marketplace_items"),
    notifications: await countOf("SELECT count(*) AS n FROM notifications"),
    categories: await countOf("SELECT count(*) AS n FROM categories"),
  };
}
