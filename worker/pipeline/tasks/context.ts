import type { Db } from "../../db/client";
import type { Providers } from "../../providers/types";
import { findChannelByHandle, type ChannelRow } from "../../db/queries/channels";
import { channelNotLoaded, TaskInputError } from "../../services/task-params";

/** What a task may touch. Passed in, never imported, so tests can swap any part. */
export interface TaskDeps {
  db: Db;
  env: Pick<Env, "TRANSCRIPTS" | "TASKS">;
  providers: Providers;
  now: () => Date;
  /** Purges cached answers by tag after a write (worker/cache/purge.ts); absent, nothing is purged. */
  purge?: (tags: string[]) => Promise<void>;
}

/** Reports progress while a task runs: done of total, and a line a human can read. */
export type Progress = (done: number, total: number, message: string) => Promise<void>;

export async function requireLoadedChannel(db: Db, handle: string): Promise<ChannelRow> {
  const channel = await findChannelByHandle(db, handle);
  if (!channel) throw new TaskInputError(channelNotLoaded(handle));
  return channel;
}

export const isoNow = (deps: Pick<TaskDeps, "now">) => deps.now().toISOString();
