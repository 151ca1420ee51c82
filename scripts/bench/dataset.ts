/**
 * Where the benchmark's data set lives and what it holds. A separate local D1 (its own persist
 * directory, ignored by git like all of .wrangler/), never the demo state `npm start` uses.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ROOT } from "../lib/local-stack.ts";

export const BENCH_STATE = join(ROOT, ".wrangler", "bench-state");

/** The sizes issue 6 asks for. */
export const TARGET = { channels: 10_000, videos: 200_000, products: 1_000_000, listings: 1_500_000 } as const;

/**
 * Bumped whenever the generator's output changes, so an old data set is rebuilt instead of
 * being measured as if it were the current one.
 */
export const GENERATOR_VERSION = 2;

/** Accounts the benchmark logs in with (local data only). */
export const BENCH_USER = { email: "bench-user@bench.local", password: "bench-user-password" } as const;
export const BENCH_ADMIN = { email: "bench-admin@bench.local", password: "bench-admin-password" } as const;

/** The D1 database file miniflare keeps under the persist directory (metadata.sqlite is its own bookkeeping). */
export function benchDbFile(persistTo = BENCH_STATE): string | null {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length > 1) throw new Error(`More than one D1 database under ${dir}: ${files.join(", ")}`);
  return files[0] ? join(dir, files[0]) : null;
}

export interface DatasetInfo {
  version: number;
  seed: string;
  channels: number;
  videos: number;
  products: number;
  listings: number;
  marketplace_items: number;
  listed_products: number;
  hidden_channels: number;
  users: number;
  subscriptions: number;
  notifications: number;
  storefronts: number;
  /** click_days rows and the clicks they count (issue 24's figures). */
  click_rows: number;
  clicks: number;
  /** The extra marketplace's offers (issue 26 item 6), absent from data sets generated before it. */
  local_offers?: { marketplace: string; offers: number; verified: number; absent: number; prices: number };
  generated_at: string;
  generate_seconds: number;
}

/** The generator's marker row, or null when the file holds no complete data set. */
export function readDatasetInfo(file: string): DatasetInfo | null {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const marker = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'bench_dataset'").get();
    if (!marker) return null;
    const row = db.prepare("SELECT info FROM bench_dataset WHERE id = 1").get() as { info: string } | undefined;
    return row ? (JSON.parse(row.info) as DatasetInfo) : null;
  } finally {
    db.close();
  }
}
