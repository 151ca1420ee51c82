/**
 * The labelled marketplace searches `npm run eval` measures the listing matcher on: each case a
 * mention (what the extractor knows of a product) and the candidates a search returned for it,
 * each marked `expected: true` when it is that product. Only `asin`, `title` and `expected` are
 * required of a candidate: the marketplace leaves out any structured field it lacks. Checked
 * with zod because anyone may hand the command a file of their own.
 */
import { z } from "zod";

const text = z.string().trim().min(1);
const optionalText = text.nullish();

export const labelledCandidateSchema = z.object({
  asin: text,
  title: text,
  brand: optionalText,
  manufacturer: optionalText,
  model: optionalText,
  product_group: optionalText,
  browse_node: optionalText,
  // The marketplace's identity of the item (Creators API: itemInfo.externalIds, parentASIN,
  // variationAttributes, offersV2.listings.condition, itemInfo.productInfo.unitCount,
  // itemInfo.classifications.binding).
  external_ids: z
    .object({ ean: z.array(text).optional(), upc: z.array(text).optional(), isbn: z.array(text).optional() })
    .strict()
    .nullish(),
  parent_asin: optionalText,
  variation_attributes: z.record(z.string(), text).nullish(),
  condition: optionalText,
  unit_count: z.number().int().min(1).nullish(),
  binding: optionalText,
  price: z.number().nonnegative().nullish(),
  currency: optionalText,
  expected: z.boolean(),
});

export const labelledCaseSchema = z.object({
  id: text,
  mention: z.object({
    product_name: text,
    brand: optionalText,
    category: optionalText,
    subcategory: optionalText,
    /** The transcript's words where the product is mentioned. */
    quote: optionalText,
  }),
  candidates: z.array(labelledCandidateSchema).min(1),
  /** What the case tests ("pack", "bracketed-model", "region-variant"…): for reading the figures by kind. */
  kinds: z.array(text).optional(),
  /** Why the labels are what they are, where it is not obvious. */
  note: optionalText,
});

export type LabelledCandidate = z.infer<typeof labelledCandidateSchema>;
export type LabelledCase = z.infer<typeof labelledCaseSchema>;

/** A malformed labelled file: the message names the case (by id, else by position) and the field. */
export class LabelledFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LabelledFileError";
  }
}

function describe(value: unknown, index: number): string {
  const id =
    typeof value === "object" && value !== null && "id" in value && typeof value.id === "string" && value.id.trim() ? value.id : null;
  return id ? `case "${id}" (#${index + 1})` : `case #${index + 1}`;
}

/** The labelled set in `value` (parsed JSON), or a LabelledFileError naming every bad case. */
export function parseLabelledCases(value: unknown): LabelledCase[] {
  if (!Array.isArray(value)) throw new LabelledFileError("Invalid labelled file: expected a JSON array of cases");
  if (value.length === 0) throw new LabelledFileError("Invalid labelled file: it holds no cases");
  const problems: string[] = [];
  const cases: LabelledCase[] = [];
  const seen = new Map<string, number>();
  value.forEach((raw, i) => {
    const parsed = labelledCaseSchema.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join(".") : "(case)"}: ${issue.message}`);
      problems.push(`${describe(raw, i)}: ${issues.join("; ")}`);
      return;
    }
    const first = seen.get(parsed.data.id);
    if (first !== undefined) problems.push(`${describe(raw, i)}: id already used by case #${first + 1}`);
    seen.set(parsed.data.id, i);
    cases.push(parsed.data);
  });
  if (problems.length) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  …and ${problems.length - shown.length} more` : "";
    throw new LabelledFileError(
      `Invalid labelled file (${problems.length} bad case${problems.length === 1 ? "" : "s"}):\n  ${shown.join("\n  ")}${more}`,
    );
  }
  return cases;
}
