import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { PreparedQuery } from "drizzle-orm/session";
import type { Db } from "./client";

/** A write or read drizzle can send in a batch: a builder query or a `db.run(sql…)`/`db.all(sql…)`. */
export type BatchStatement = BatchItem<"sqlite">;

/**
 * drizzle's `db.batch`, for every kind of query: the builder's and the hand-tuned `db.all(sql…)`,
 * `db.get(sql…)`, `db.run(sql…)`. drizzle 0.45's D1 batch throws on a hand-tuned query with
 * parameters (drizzle-team/drizzle-orm#2277: its raw query has no prepared statement to bind), so
 * each query is prepared here from the SQL drizzle built, and its answer read back by drizzle's own
 * mapping. One round trip, one transaction: all of it is written or none.
 */
export async function batch<const T extends readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]>(
  db: Db,
  queries: T,
): Promise<BatchResponse<T>> {
  // `_prepare` is drizzle's own step before a batch (internal in its types): it gives the SQL and the answer's mapping.
  const prepared = queries.map((q) => (q as unknown as { _prepare(): PreparedQuery & { stmt?: D1PreparedStatement } })._prepare());
  const results = await db.$client.batch(
    prepared.map((p) => {
      const { sql, params } = p.getQuery();
      // A builder query comes prepared (drizzle's own statement, bound as drizzle's batch binds it); a hand-tuned one does not.
      return (p.stmt ?? db.$client.prepare(sql)).bind(...params);
    }),
  );
  return results.map((r, i) => prepared[i]!.mapResult(r, true)) as BatchResponse<T>;
}

/** Writes that belong together, as one transaction; a list built from input may be empty. */
export async function runBatch(db: Db, statements: BatchStatement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await batch(db, [first, ...rest]);
}

/** D1 allows at most 100 bound parameters a statement; lists in IN (...) stay below that. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
