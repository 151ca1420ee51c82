/**
 * A handle whose first read also runs one more statement, in the same batch: a signed-in
 * visitor's session check (worker/auth/session.ts) then costs no D1 round trip of its own.
 *
 * - The first call made of reads only carries the check at the head of its batch; other reads go
 *   as they come (those sent together with it share its round trip), and are refused
 *   (`CheckFailedError`) once the check has failed. Their answers are only ever used after the
 *   check passed: the request's owner awaits `verdict()` before sending anything.
 * - A call that writes waits for the check (run alone if no read carried it) and runs only if it
 *   passed: nothing is written for a visitor whose check fails.
 * - `verdict()` runs the check alone when no call carried it.
 */
import type { D1Handle } from "./client";
import { decorate, preparedVia, type Decoration } from "./decorated-handle";

export class CheckFailedError extends Error {
  constructor() {
    super("the carried check failed: the request is answered again without it");
  }
}

/** Conservative: any statement that may change a row is a write. */
const WRITE_SQL = /\b(insert|update|delete|replace|create|drop|alter)\b/i;

class Carrier implements Decoration {
  private outcome: Promise<boolean> | null = null;
  /** The outcome once settled. */
  private passedCheck: boolean | undefined;

  constructor(
    private readonly d1: D1Handle,
    private readonly check: D1PreparedStatement,
    private readonly judge: (row: Record<string, unknown> | null) => boolean,
  ) {}

  private settle(row: Promise<Record<string, unknown> | null>): Promise<boolean> {
    this.outcome = row.then((r) => (this.passedCheck = this.judge(r)));
    return this.outcome;
  }

  /** Runs the check alone unless a call already carried it; true when it passed. */
  verdict(): Promise<boolean> {
    return this.outcome ?? this.settle(this.check.first<Record<string, unknown>>());
  }

  async passed(): Promise<void> {
    if (!(await this.verdict())) throw new CheckFailedError();
  }

  async through<T>(statements: D1PreparedStatement[], send: () => Promise<T>, fromBatch?: (results: D1Result[]) => T): Promise<T> {
    // A call whose answer a batch would not give (raw rows) is never carried.
    if (!fromBatch) {
      await this.passed();
      return send();
    }
    const carried = await this.carry(statements);
    return carried ? fromBatch(carried) : send();
  }

  /**
   * The results of `statements` when this call carried the check (which passed), or null when the
   * caller must run them itself, after a check that has passed. A statement this handle did not
   * prepare counts as a write: its SQL is unknown.
   */
  private async carry(statements: D1PreparedStatement[]): Promise<D1Result[] | null> {
    const reads = statements.every((s) => preparedVia(s, this) && !WRITE_SQL.test(s.sql));
    if (!reads) {
      await this.passed();
      return null;
    }
    if (this.outcome) {
      // Reads sent together with the carrying one go at once (one round trip); their answer is
      // only used once the check has passed. After a failed check nothing more is read.
      if (this.passedCheck === false) throw new CheckFailedError();
      return null;
    }
    const sent = this.d1.batch([this.check, ...statements.map((s) => (preparedVia(s, this) ? s.inner : s))]);
    const passed = await this.settle(sent.then(([checked]) => (checked?.results[0] ?? null) as Record<string, unknown> | null));
    if (!passed) throw new CheckFailedError();
    const [, ...results] = await sent;
    return results;
  }
}

export interface CarryingHandle {
  handle: D1Handle;
  /** Whether the check passed; runs it alone if no call carried it. */
  verdict(): Promise<boolean>;
}

/**
 * `d1` with `check` carried by its first read. `judge` decides from the check's first row (null
 * for none) whether the request may go on.
 */
export function carrying(
  d1: D1Handle,
  check: D1PreparedStatement,
  judge: (row: Record<string, unknown> | null) => boolean,
): CarryingHandle {
  const carrier = new Carrier(d1, check, judge);
  return {
    handle: decorate(d1, carrier),
    verdict: () => carrier.verdict(),
  };
}
