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

/** A drizzle query builder, or a hand-written statement from `rawStatement`. */
export interface BatchStatement {
  toSQL(): { sql: string; params: unknown[] };
}

/** For what drizzle cannot express (INSERT … SELECT into some columns only). */
export function rawStatement(sql: string, ...params: unknown[]): BatchStatement {
  return { toSQL: () => ({ sql, params }) };
}

/**
 * D1 runs a batch as one transaction: all of it is written or none. Statements go to D1 directly
 * (drizzle's own batch cannot carry raw SQL with parameters).
 */
export async function runBatch(db: Db, statements: BatchStatement[]): Promise<void> {
  if (statements.length === 0) return;
  const d1 = db.$client;
  await d1.batch(
    statements.map((s) => {
      const q = s.toSQL();
      return d1.prepare(q.sql).bind(...q.params);
    }),
  );
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

/** D1 allows at most 100 bound parameters a statement; lists in IN (...) stay below that. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
