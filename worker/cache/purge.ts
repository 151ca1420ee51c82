/**
 * Purging the Worker's cache by tag. Workers Cache is feature-detected: where the runtime has no
 * `cache.purge` (wrangler and miniflare do not emulate Workers Cache today) nothing is cached, so
 * there is nothing to purge and the app stays correct. A purge that fails is retried through the
 * pipeline queue and logged; the TTL of worker/cache/policy.ts is only the last bound.
 */
import * as workers from "cloudflare:workers";

interface WorkersCache {
  purge(options: { tags: string[] }): Promise<unknown>;
}

/** Cloudflare accepts at most this many tags per purge call. */
const TAGS_PER_PURGE = 100;

/**
 * Where purges go. Tests replace `send` to see every purge (which tags, for which write); the
 * default calls the runtime's cache when it has one.
 */
export const purgeDriver = {
  async send(tags: string[]): Promise<void> {
    const cache = (workers as unknown as { cache?: WorkersCache }).cache;
    if (typeof cache?.purge !== "function") return;
    await cache.purge({ tags });
  },
};

/** A purge retried from the queue (worker/pipeline/queue.ts). */
export interface PurgeMessage {
  purge_tags: string[];
}

export const isPurgeMessage = (body: unknown): body is PurgeMessage =>
  typeof body === "object" &&
  body !== null &&
  Array.isArray((body as PurgeMessage).purge_tags) &&
  (body as PurgeMessage).purge_tags.every((t) => typeof t === "string");

/** Sends the tags in groups the API accepts; throws if any group failed. */
export async function sendPurge(tags: string[]): Promise<void> {
  const unique = [...new Set(tags)];
  for (let i = 0; i < unique.length; i += TAGS_PER_PURGE) await purgeDriver.send(unique.slice(i, i + TAGS_PER_PURGE));
}

/**
 * Purges the tags now; on failure queues the same purge for a retry (with backoff, then the
 * dead-letter queue, which logs it) instead of failing the write that caused it.
 */
export async function purgeTags(queue: Queue<unknown>, tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  try {
    await sendPurge(tags);
  } catch (error) {
    console.error(`cache: purge of ${tags.length} tags failed, queued for a retry`, error);
    try {
      await queue.send({ purge_tags: [...new Set(tags)] } satisfies PurgeMessage);
    } catch (queueError) {
      console.error("cache: the purge could not be queued either; the TTL bounds the stale answers", queueError);
    }
  }
}
