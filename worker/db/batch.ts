import type { Db } from "./client";

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

/** D1 allows at most 100 bound parameters a statement; lists in IN (...) stay below that. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
