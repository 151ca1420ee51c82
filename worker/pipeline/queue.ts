import { z } from "zod";
import { isPurgeMessage, purgeTags, sendPurge } from "../cache/purge";
import { createDb } from "../db/client";
import { taskExecutionById } from "../db/queries/tasks";
import { DEAD_LETTER_QUEUE, recordDeadLetter } from "./dead-letters";
import { getProviders } from "../providers";
import { backoffSeconds, runTaskExecution } from "./runner";
import type { TaskDeps } from "./tasks/context";
import { getConfig } from "../config";
import { otherMarketplaces } from "../lib/marketplaces";
import { isLocalOffersMessage, lookUpLocalOffers, LOOKUPS_PER_RUN, type LocalOffersMessage } from "./local-offers";

const taskMessageSchema = z.object({ task_execution_id: z.string().min(1).max(100) });

/** wrangler.toml `max_retries = 3`: a message is delivered at most 4 times before the dead-letter queue. */
export const MAX_DELIVERIES = 4;

export function pipelineDeps(env: Env): TaskDeps {
  return { db: createDb(env.DB), env, providers: getProviders(env), now: () => new Date(), purge: (tags) => purgeTags(env.TASKS, tags) };
}

/**
 * One message: ack once the task's outcome is recorded (completed, or failed for good), retry
 * when it failed transiently or its outcome could not be recorded. Never acks lost work.
 */
export async function processTaskMessage(deps: TaskDeps, message: Message<unknown>): Promise<void> {
  const body = taskMessageSchema.safeParse(message.body);
  if (!body.success) {
    // No retry can make a malformed message valid.
    console.error("pipeline: dropping malformed queue message", message.id, JSON.stringify(message.body));
    message.ack();
    return;
  }
  const id = body.data.task_execution_id;
  try {
    const execution = await taskExecutionById(deps.db, id);
    if (!execution) {
      console.warn(`pipeline: task execution ${id} not found; message dropped`);
      message.ack();
      return;
    }
    // At-least-once delivery: a finished task's duplicate has nothing left to do.
    if (execution.status === "completed" || execution.status === "failed") {
      message.ack();
      return;
    }
    const outcome = await runTaskExecution(deps, execution, { number: message.attempts, max: MAX_DELIVERIES });
    if (outcome.status === "retry") {
      console.warn(`pipeline: task ${id} attempt ${message.attempts} failed: ${outcome.message}`);
      message.retry({ delaySeconds: outcome.delaySeconds });
    } else {
      if (outcome.status === "failed") console.warn(`pipeline: task ${id} failed: ${outcome.message}`);
      message.ack();
    }
  } catch (error) {
    // D1 itself failed (reading the row or recording the outcome): keep the message.
    console.error(`pipeline: task ${id} could not be run or recorded`, error);
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

/** Messages one by one, so one task's failure never decides another's fate. */
export async function handleTaskBatch(batch: MessageBatch<unknown>, env: Env, deps: TaskDeps = pipelineDeps(env)): Promise<void> {
  for (const message of batch.messages) {
    if (isPurgeMessage(message.body)) await retryPurge(message, message.body.purge_tags);
    else if (isLocalOffersMessage(message.body)) await runLocalOffers(env, deps, message);
    else await processTaskMessage(deps, message);
  }
}

/**
 * The other marketplaces' lookups (worker/pipeline/local-offers.ts): while a run found work up to
 * its bound, one more message continues it; a failure is retried with backoff.
 */
async function runLocalOffers(env: Env, deps: TaskDeps, message: Message<unknown>): Promise<void> {
  try {
    const results = await lookUpLocalOffers({
      db: deps.db,
      localMarketplace: deps.providers.localMarketplace ?? (() => null),
      marketplaces: otherMarketplaces(getConfig(env)).map((m) => m.code),
      now: deps.now,
      purge: deps.purge,
    });
    if (results.some((r) => r.looked_up >= LOOKUPS_PER_RUN)) await deps.env.TASKS.send({ local_offers: true } satisfies LocalOffersMessage);
    message.ack();
  } catch (error) {
    console.error(`local offers: lookup attempt ${message.attempts} failed`, error);
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

/** A cache purge that failed when its write was stored (worker/cache/purge.ts), tried again with backoff. */
async function retryPurge(message: Message<unknown>, tags: string[]): Promise<void> {
  try {
    await sendPurge(tags);
    message.ack();
  } catch (error) {
    console.error(`cache: purge retry ${message.attempts} of ${tags.length} tags failed`, error);
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

/** The Worker's queue handler: pipeline tasks, or the dead letters of those that never finished. */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env, deps: TaskDeps = pipelineDeps(env)): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE) {
    for (const message of batch.messages) {
      if (isPurgeMessage(message.body)) {
        // Nothing left to try: the answers these tags name expire with their TTL.
        console.error(`cache: purge of ${message.body.purge_tags.join(",")} gave up after ${MAX_DELIVERIES} attempts`);
        message.ack();
      } else if (isLocalOffersMessage(message.body)) {
        // The cron sends another each day.
        console.error(`local offers: lookup gave up after ${MAX_DELIVERIES} attempts`);
        message.ack();
      } else await recordDeadLetter(deps, message);
    }
    return;
  }
  await handleTaskBatch(batch, env, deps);
}
