/**
 * The D1 binding's interface over a node:sqlite connection, recording every statement it runs.
 * The benchmark serves the Worker's own API router through it once per call to learn exactly
 * which SQL a call runs (whatever builds it: hand-written SQL or drizzle), then times that SQL
 * alone on the same file: the query's own floor, without workerd, HTTP or JSON around it.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";

export interface RecordedStatement {
  sql: string;
  params: SQLInputValue[];
}

type Row = Record<string, unknown>;

/** D1 accepts booleans and undefined-free values; SQLite takes 0/1 and null. */
function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number" || typeof value === "string" || typeof value === "bigint") return value;
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  throw new TypeError(`cannot bind ${typeof value} to SQLite`);
}

const meta = (changes = 0, lastRowId = 0) => ({
  duration: 0,
  size_after: 0,
  rows_read: 0,
  rows_written: changes,
  last_row_id: lastRowId,
  changed_db: changes > 0,
  changes,
});

export class RecordingD1 {
  readonly log: RecordedStatement[] = [];
  private readonly cache = new Map<string, StatementSync>();
  private readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  statement(sql: string): StatementSync {
    let stmt = this.cache.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.cache.set(sql, stmt);
    }
    return stmt;
  }

  prepare(sql: string): BoundStatement {
    return new BoundStatement(this, sql, []);
  }

  async batch(statements: BoundStatement[]) {
    this.db.exec("BEGIN");
    try {
      const results = statements.map((s) => s.execute());
      this.db.exec("COMMIT");
      return results;
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  async exec(sql: string) {
    this.log.push({ sql, params: [] });
    this.db.exec(sql);
    return { count: 1, duration: 0 };
  }

  /** Runs one statement and records it. */
  run(sql: string, params: SQLInputValue[], arrays: boolean): { rows: unknown[]; changes: number; lastRowId: number } {
    this.log.push({ sql, params });
    const stmt = this.statement(sql);
    // Statements that return no columns (writes) are run, not read.
    if (stmt.columns().length === 0) {
      const result = stmt.run(...params);
      return { rows: [], changes: Number(result.changes), lastRowId: Number(result.lastInsertRowid) };
    }
    stmt.setReturnArrays(arrays);
    try {
      return { rows: stmt.all(...params), changes: 0, lastRowId: 0 };
    } finally {
      stmt.setReturnArrays(false);
    }
  }
}

class BoundStatement {
  private readonly d1: RecordingD1;
  private readonly sql: string;
  private readonly params: SQLInputValue[];

  constructor(d1: RecordingD1, sql: string, params: SQLInputValue[]) {
    this.d1 = d1;
    this.sql = sql;
    this.params = params;
  }

  bind(...values: unknown[]): BoundStatement {
    return new BoundStatement(this.d1, this.sql, values.map(toSqlite));
  }

  execute() {
    const { rows, changes, lastRowId } = this.d1.run(this.sql, this.params, false);
    return { results: rows as Row[], success: true as const, meta: meta(changes, lastRowId) };
  }

  async all() {
    return this.execute();
  }

  async run() {
    return this.execute();
  }

  async first(column?: string) {
    const [row] = this.execute().results;
    if (row === undefined) return null;
    return column === undefined ? row : (row[column] ?? null);
  }

  async raw(options?: { columnNames?: boolean }) {
    const { rows } = this.d1.run(this.sql, this.params, true);
    if (!options?.columnNames) return rows;
    return [
      this.d1
        .statement(this.sql)
        .columns()
        .map((c) => c.name),
      ...rows,
    ];
  }
}

/** Median time of running the recorded statements back to back (each run starts warm). */
export function timeStatements(db: DatabaseSync, statements: RecordedStatement[], runs: number): number {
  const prepared = statements.map((s) => ({ stmt: db.prepare(s.sql), params: s.params, read: /^\s*(SELECT|WITH)/i.test(s.sql) }));
  const once = () => {
    const start = process.hrtime.bigint();
    for (const p of prepared) {
      if (p.read) p.stmt.all(...p.params);
      else p.stmt.run(...p.params);
    }
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  once();
  const times = Array.from({ length: runs }, once).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
