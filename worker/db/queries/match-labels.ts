/**
 * Admins' review decisions kept as labelled cases (match_labels) for the matcher's development
 * set: written with each decision, read back by `npm run eval:export-reviews`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowsQuery, Stored } from "../rows";
import { matchLabels } from "../schema";

/** Keeps one decision as a labelled case; a pair labelled already keeps its first label (a review is decided once). */
export function saveLabelStatement(db: Db, label: Omit<typeof matchLabels.$inferInsert, "label_id" | "created_at">) {
  return db.insert(matchLabels).values(label).onConflictDoNothing();
}

/**
 * Every labelled case, oldest first: the export's one statement. Plain SQL because the export
 * runs it through `wrangler d1 execute` on the local D1 (scripts/export-review-labels.ts).
 */
export const LABELLED_CASES_SQL =
  "SELECT label_id, match_key, amazon_product_id, mention, candidate, expected, created_at FROM match_labels ORDER BY label_id";

/** A row of LABELLED_CASES_SQL as SQLite answers it: `expected` is 0 or 1. */
export type LabelledCaseRow = Stored<
  Pick<
    typeof matchLabels.$inferSelect,
    "label_id" | "match_key" | "amazon_product_id" | "mention" | "candidate" | "expected" | "created_at"
  >
>;

/** The same rows through the Worker's own D1 binding. */
export function labelledCaseRows(db: Db): RowsQuery<LabelledCaseRow> {
  return db.all<LabelledCaseRow>(sql.raw(LABELLED_CASES_SQL));
}
