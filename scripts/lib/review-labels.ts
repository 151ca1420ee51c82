/**
 * Admins' review decisions (match_labels, written by worker/services/listing-reviews.ts) as
 * labelled cases in the format `npm run eval` reads (./matcher-labels.ts): one case per decision,
 * the mention and that one candidate, `expected` true when the admin accepted it. Pure: the rows
 * come in, so the export command and the tests share it.
 */
import { z } from "zod";
import { parseLabelledCases, type LabelledCase } from "./matcher-labels.ts";

/** A row of the export's query (worker/db/queries/match-labels.ts LABELLED_CASES_SQL); SQLite answers booleans as 0 / 1. */
export interface ReviewLabelRow {
  label_id: number;
  match_key: string;
  amazon_product_id: string;
  mention: string;
  candidate: string;
  expected: number | boolean;
  created_at: string;
}

const mentionSnapshot = z.object({
  product_name: z.string(),
  brand: z.string().nullish(),
  category: z.string().nullish(),
  subcategory: z.string().nullish(),
  quote: z.string().nullish(),
});

/** The candidate as the review kept it: the stored item and the marketplace's structured fields. */
const candidateSnapshot = z.looseObject({ amazon_product_id: z.string(), title: z.string() });

/** Fields of the labelled format a stored candidate may carry under the same name. */
const CANDIDATE_FIELDS = [
  "brand",
  "manufacturer",
  "model",
  "product_group",
  "browse_node",
  "external_ids",
  "parent_asin",
  "variation_attributes",
  "condition",
  "unit_count",
  "binding",
  "price",
  "currency",
] as const;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The labelled cases of these rows, checked against the labelled format (a bad row throws, naming its case). */
export function reviewLabelsToCases(rows: readonly ReviewLabelRow[]): LabelledCase[] {
  if (rows.length === 0) return [];
  const cases = rows.map((row) => {
    const mention = mentionSnapshot.parse(JSON.parse(row.mention));
    const candidate = candidateSnapshot.parse(JSON.parse(row.candidate));
    const fields = Object.fromEntries(CANDIDATE_FIELDS.flatMap((f) => (candidate[f] == null ? [] : [[f, candidate[f]]])));
    const expected = row.expected === true || row.expected === 1;
    return {
      id: `review-${row.label_id}-${row.amazon_product_id}`,
      mention: {
        product_name: mention.product_name,
        brand: blankToNull(mention.brand),
        category: blankToNull(mention.category),
        subcategory: blankToNull(mention.subcategory),
        quote: blankToNull(mention.quote),
      },
      candidates: [{ asin: candidate.amazon_product_id, title: candidate.title, ...fields, expected }],
      kinds: ["review-queue"],
      note: `An admin ${expected ? "accepted" : "rejected"} this candidate in the review queue (${row.created_at.slice(0, 10)}, product key "${row.match_key}").`,
    };
  });
  return parseLabelledCases(cases);
}
