import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * What the app queries through: the D1 binding (always the primary) or one request's session of it
 * (./session.ts). Both prepare statements and run batches the same way.
 */
export type D1Handle = Pick<D1Database, "prepare" | "batch">;

export function createDb(d1: D1Handle) {
  // drizzle's D1 driver calls only prepare() and batch(), which a session has too.
  return drizzle(d1 as D1Database, { schema });
}

export type Db = ReturnType<typeof createDb>;
