import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { channels } from "../../db/schema";
import type { Providers } from "../providers/types";
import { TaskInputError } from "./params";

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

export type ChannelRow = typeof channels.$inferSelect;

/** Handles are case-insensitive on the platform; the unique index is on lower(handle). */
export async function findChannelByHandle(db: Db, handle: string): Promise<ChannelRow | undefined> {
  const rows = await db.select().from(channels).where(sql`lower(${channels.handle}) = lower(${handle})`).limit(1);
  return rows[0];
}

export async function requireLoadedChannel(db: Db, handle: string): Promise<ChannelRow> {
  const channel = await findChannelByHandle(db, handle);
  if (!channel) throw new TaskInputError(`Channel "${handle}" is not loaded yet: run search_youtube for it first`);
  return channel;
}

/** Short stable id from parts: re-running a step yields the same id, so upserts replace. */
export async function stableId(prefix: string, ...parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parts.join("\u0000")));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${prefix}${hex}`;
}

/** Normalised brand + name: the same product gets the same key whichever creator mentions it. */
export function matchKey(brand: string | null, productName: string): string {
  return `${brand ?? ""} ${productName}`
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/ /g, "-");
}

export const isoNow = (deps: Pick<TaskDeps, "now">) => deps.now().toISOString();
