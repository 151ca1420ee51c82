/**
 * Wrappers around the real D1 binding for the robustness tests: one records every statement a
 * service prepares (to explain its query plan), one makes a chosen batch or statement fail the way
 * D1 does when a statement errors, so the tests see what the code really sends and how it copes.
 * The statements handed back are D1's own, so `batch()` and drizzle accept them unchanged.
 */

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/** Forwards everything to the real binding, with `this` bound to it (D1's classes use private state). */
function forward(real: D1Database, overrides: Partial<D1Database>): D1Database {
  return new Proxy(real, {
    get(target, prop) {
      if (prop in overrides) return overrides[prop as keyof D1Database];
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Calls `onBind` with the parameters each time the statement is bound, then binds for real. */
function observeBind(statement: D1PreparedStatement, onBind: (params: unknown[]) => void): D1PreparedStatement {
  const bind = statement.bind.bind(statement);
  statement.bind = (...params: unknown[]) => {
    onBind(params);
    return bind(...params);
  };
  return statement;
}

export function recordingD1(real: D1Database): { d1: D1Database; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const d1 = forward(real, {
    prepare(sql: string) {
      const entry: RecordedStatement = { sql, params: [] };
      statements.push(entry);
      let bound = false;
      return observeBind(real.prepare(sql), (params) => {
        // A statement bound twice ran twice with different values: keep both.
        if (bound) statements.push({ sql, params });
        else entry.params = params;
        bound = true;
      });
    },
  });
  return { d1, statements };
}

/** What D1 answers when a statement inside a batch fails; the whole batch is rolled back. */
export const INJECTED_FAILURE = "injected failure";

export interface FailurePlan {
  /** 1-based: which call of `batch()` fails. */
  batch?: number;
  /** Which statement of that batch fails; the ones before it ran inside the same transaction. Default: the last. */
  statementIndex?: number;
  /** 1-based: which single statement executed outside a batch (run/all/first/raw) throws. */
  statement?: number;
  /** Only count batches / statements whose SQL matches. */
  match?: RegExp;
}

/**
 * A batch fails for real: the chosen statement is replaced by one that SQLite rejects when it
 * runs (a table that does not exist), after the earlier statements of the batch have executed,
 * so the rollback is D1's, not ours. A single statement fails with D1's error shape.
 */
export function failingD1(real: D1Database, plan: FailurePlan): { d1: D1Database; failures: () => number } {
  let batches = 0;
  let singles = 0;
  let failures = 0;
  const matches = (sql: string) => !plan.match || plan.match.test(sql);
  const sqlOf = new WeakMap<D1PreparedStatement, string>();

  const guard = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    sqlOf.set(statement, sql);
    for (const method of ["run", "all", "first", "raw"] as const) {
      const original = (statement[method] as (...a: unknown[]) => Promise<unknown>).bind(statement);
      (statement as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        if (matches(sql) && ++singles === plan.statement) {
          failures++;
          throw new Error(`D1_ERROR: ${INJECTED_FAILURE}: SQLITE_IOERR`);
        }
        return original(...args);
      };
    }
    const bind = statement.bind.bind(statement);
    statement.bind = (...params: unknown[]) => guard(bind(...params), sql);
    return statement;
  };

  const d1 = forward(real, {
    prepare: (sql: string) => guard(real.prepare(sql), sql),
    async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
      const counted = statements.some((s) => matches(sqlOf.get(s) ?? ""));
      if (counted && ++batches === plan.batch) {
        failures++;
        const at = Math.min(plan.statementIndex ?? statements.length - 1, statements.length - 1);
        const sabotaged = statements.map((s, i) => (i === at ? real.prepare(`INSERT INTO "${INJECTED_FAILURE}" VALUES (1)`) : s));
        return real.batch<T>(sabotaged);
      }
      return real.batch<T>(statements);
    },
  });
  return { d1, failures: () => failures };
}
