import type { D1Handle } from "./client";

declare const rowType: unique symbol;

/**
 * A prepared statement that carries the type of the rows it answers, so the services can send
 * statements of several query modules in one batch (one round trip) and still read typed rows.
 */
export type RowStatement<Row> = D1PreparedStatement & { readonly [rowType]?: Row };

/** Declares the rows a statement answers: the query module that writes the SQL knows their shape. */
export const rowStatement = <Row>(statement: D1PreparedStatement): RowStatement<Row> => statement;

type RowsOf<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] extends RowStatement<infer Row> ? Row[] : never };

/** Runs the statements as one batch (one round trip, one transaction) and answers each one's rows. */
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
