/**
 * The one way to D1 (decision record 0027): every query is a drizzle query, built with the query
 * builder or, where SQL is hand-tuned, from drizzle `sql` fragments (values interpolated, never
 * numbered by hand). A query function answers the query unawaited, so its caller either awaits it
 * or sends it with others in one `db.batch([...])` (one round trip, one transaction), and reads
 * typed rows either way.
 */
import type { SQLiteRaw } from "drizzle-orm/sqlite-core/query-builders/raw";

/** A hand-tuned SELECT of `Row`s (`db.all<Row>(sql…)`): await it or put it in a batch. */
export type RowsQuery<Row> = SQLiteRaw<Row[]>;

/** A hand-tuned SELECT of at most one `Row` (`db.get<Row>(sql…)`): undefined when there is none. */
export type RowQuery<Row> = SQLiteRaw<Row | undefined>;

/**
 * A row as hand-tuned SQL reads it: SQLite answers booleans as 0 or 1, where the builder maps
 * them to true/false. Row types come from the schema (`Stored<Pick<typeof t.$inferSelect, …>>`).
 */
export type Stored<T> = { [K in keyof T]: T[K] extends boolean ? 0 | 1 : boolean extends T[K] ? Exclude<T[K], boolean> | 0 | 1 : T[K] };

// TRANSITIONAL (issue 23, item 1): the prepared-statement way, removed when its last caller moves.
import type { D1Handle } from "./client";
declare const rowType: unique symbol;
export type RowStatement<Row> = D1PreparedStatement & { readonly [rowType]?: Row };
export const rowStatement = <Row>(statement: D1PreparedStatement): RowStatement<Row> => statement;
type RowsOf<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] extends RowStatement<infer Row> ? Row[] : never };
export async function batchRows<const T extends readonly RowStatement<unknown>[]>(d1: D1Handle, statements: T): Promise<RowsOf<T>> {
  const results = await d1.batch([...statements]);
  return results.map((r) => r.results) as RowsOf<T>;
}
export async function allRows<Row>(statement: RowStatement<Row>): Promise<Row[]> {
  return (await statement.all<Row>()).results;
}
export async function firstRow<Row>(statement: RowStatement<Row>): Promise<Row | null> {
  return statement.first<Row>();
}
/** TRANSITIONAL: a drizzle query as a prepared statement, for a batch of prepared statements whose others have not moved yet. */
export function preparedFrom<Row>(d1: D1Handle, query: RowsQuery<Row> | RowQuery<Row>): RowStatement<Row> {
  const { sql, params } = query.getQuery();
  return rowStatement<Row>(d1.prepare(sql).bind(...params));
}
