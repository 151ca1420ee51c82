/**
 * A D1 handle that passes every call to D1 through a decoration (the carried session check,
 * ./carry.ts; the benchmark's distance, ./simulated-distance.ts): its statements bind as the
 * inner ones do, and each of their calls and each batch goes through `through`.
 */
import type { D1Handle } from "./client";

export interface Decoration {
  /**
   * One call to D1: a statement's first/all/run/raw, or a batch of `statements`. `send` makes it
   * on the inner handle; `fromBatch` reads its answer out of the results of a batch that ran
   * `statements`, and is absent where a batch's answer would differ (raw()).
   */
  through<T>(statements: D1PreparedStatement[], send: () => Promise<T>, fromBatch?: (results: D1Result[]) => T): Promise<T>;
}

export class DecoratedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly sql: string,
    /** The decoration of the handle that prepared it. */
    readonly via: Decoration,
  ) {}
  private get self() {
    return [this as unknown as D1PreparedStatement];
  }
  bind(...values: unknown[]) {
    return new DecoratedStatement(this.inner.bind(...values), this.sql, this.via);
  }
  first<T>(column?: string) {
    return this.via.through(
      this.self,
      () => (column === undefined ? this.inner.first<T>() : this.inner.first<T>(column)),
      ([result]) => {
        const row = (result?.results[0] ?? null) as Record<string, unknown> | null;
        return (column === undefined ? row : (row?.[column] ?? null)) as T | null;
      },
    );
  }
  all<T>() {
    return this.via.through(
      this.self,
      () => this.inner.all<T>(),
      ([result]) => result as D1Result<T>,
    );
  }
  run<T>() {
    return this.via.through(
      this.self,
      () => this.inner.run<T>(),
      ([result]) => result as D1Result<T>,
    );
  }
  // Raw rows keep duplicate column names that a batch's row objects would merge: no fromBatch.
  raw<T>(options?: { columnNames?: boolean }) {
    return this.via.through<T[] | [string[], ...T[]]>(this.self, () =>
      options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>(),
    );
  }
}

/** Whether `statement` was prepared by the handle decorated with `via` (not by an inner or another handle). */
export function preparedVia(statement: D1PreparedStatement, via: Decoration): statement is D1PreparedStatement & DecoratedStatement {
  return statement instanceof DecoratedStatement && statement.via === via;
}

/** `d1` with every call through `via`. */
export function decorate(d1: D1Handle, via: Decoration): D1Handle {
  return {
    prepare: (sql: string) => new DecoratedStatement(d1.prepare(sql), sql, via) as unknown as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) =>
      via.through(
        statements,
        () => d1.batch<T>(statements.map((s) => (preparedVia(s, via) ? s.inner : s))),
        (results) => results as D1Result<T>[],
      ),
  };
}
