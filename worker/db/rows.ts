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
