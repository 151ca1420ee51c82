/**
 * Scores what an extractor found in one transcript against its labels, and sums the scores of a
 * set. Names are compared normalised (case, accents, punctuation and spacing ignored), with or
 * without the brand in front, and against the labels' aliases; a found product whose brand the
 * labels do not know as the product's brand is not that product.
 */
import type { ExtractedProduct } from "../../worker/providers/types.ts";
import type { LabelledProduct, LabelledTranscript } from "./extraction-labels.ts";

export interface MatchedPair {
  expected: LabelledProduct;
  found: ExtractedProduct;
  /** |found − expected| video_timestamp, in seconds. */
  timestampError: number;
}

export interface FalsePositive {
  found: ExtractedProduct;
  /** Why it counts against precision. */
  reason: "duplicate" | "not a product" | "not in the labels";
  /** The labelled product it duplicates, or the label that says it is not a product. */
  label?: string;
}

export interface TranscriptScore {
  id: string;
  matched: MatchedPair[];
  misses: LabelledProduct[];
  falsePositives: FalsePositive[];
  /** The extractor gave up on this transcript: every labelled product is a miss. */
  failure?: string;
}

export interface Figures {
  transcripts: number;
  /** Transcripts the extractor failed on. */
  failed: number;
  expected: number;
  found: number;
  matched: number;
  /** matched / found; null when nothing was found. */
  precision: number | null;
  /** matched / expected; null when nothing was expected. */
  recall: number | null;
  /** Over matched pairs. */
  sponsored: { correct: number; of: number; accuracy: number | null };
  /** Absolute seconds over matched pairs; null when nothing matched. */
  timestampError: { mean: number; max: number } | null;
  /** Found products whose evidence is at 0:00 (the opening line, where the title is read); share null when nothing was found. */
  atZero: { count: number; of: number; share: number | null };
}

/** Lower case, accents dropped, everything but letters and digits removed: "WH-1000XM5" = "wh 1000xm5". */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

const brandsOf = (label: LabelledProduct) => [label.brand, ...label.brand_aliases].filter((b): b is string => b !== null).map(normalise);

/** Every normalised way the labels accept for the product: each name alone and after each brand. */
function acceptedKeys(label: LabelledProduct): Set<string> {
  const names = [label.product_name, ...label.aliases].map(normalise);
  const prefixes = ["", ...brandsOf(label)];
  return new Set(names.flatMap((name) => prefixes.map((brand) => brand + name)));
}

/** The found product's name alone and after its own brand (models often repeat it in the name). */
function foundKeys(found: ExtractedProduct): string[] {
  const name = normalise(found.product_name);
  return found.brand ? [name, normalise(found.brand) + name] : [name];
}

/** A found brand counts when the labels name none, or name it (or one of its aliases). */
function brandAgrees(found: ExtractedProduct, label: LabelledProduct): boolean {
  if (!found.brand || label.brand === null) return true;
  return brandsOf(label).includes(normalise(found.brand));
}

export function isSameProduct(found: ExtractedProduct, label: LabelledProduct): boolean {
  if (!brandAgrees(found, label)) return false;
  const accepted = acceptedKeys(label);
  return foundKeys(found).some((key) => key !== "" && accepted.has(key));
}

function notAProduct(found: ExtractedProduct, notProducts: string[]): string | undefined {
  const keys = new Set([...foundKeys(found), ...(found.brand ? [normalise(found.brand)] : [])]);
  return notProducts.find((label) => keys.has(normalise(label)));
}

/**
 * Pairs each found product with at most one labelled product (the nearest in time among those
 * it names) and each labelled product with at most one found product: a second find of a product
 * already paired is a duplicate, which would be stored as a second product, so it counts as a
 * false positive.
 */
export function scoreTranscript(labels: LabelledTranscript, found: ExtractedProduct[], failure?: string): TranscriptScore {
  const open = new Set(labels.expected);
  const matched: MatchedPair[] = [];
  const falsePositives: FalsePositive[] = [];
  const inOrder = [...found].sort((a, b) => a.video_timestamp - b.video_timestamp);
  for (const product of inOrder) {
    const named = labels.expected.filter((label) => isSameProduct(product, label));
    const candidates = named.filter((label) => open.has(label));
    const distance = (label: LabelledProduct) => Math.abs(product.video_timestamp - label.video_timestamp);
    const best = candidates.sort((a, b) => distance(a) - distance(b))[0];
    if (best) {
      open.delete(best);
      matched.push({ expected: best, found: product, timestampError: distance(best) });
    } else if (named[0]) {
      falsePositives.push({ found: product, reason: "duplicate", label: named[0].product_name });
    } else {
      const label = notAProduct(product, labels.not_products);
      falsePositives.push(label ? { found: product, reason: "not a product", label } : { found: product, reason: "not in the labels" });
    }
  }
  const misses = labels.expected.filter((label) => open.has(label));
  return { id: labels.id, matched, misses, falsePositives, ...(failure === undefined ? {} : { failure }) };
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function summarise(scores: TranscriptScore[]): Figures {
  const pairs = scores.flatMap((s) => s.matched);
  const matched = pairs.length;
  const found = matched + scores.reduce((n, s) => n + s.falsePositives.length, 0);
  const expected = matched + scores.reduce((n, s) => n + s.misses.length, 0);
  const correct = pairs.filter((p) => p.found.is_sponsored === p.expected.is_sponsored).length;
  const errors = pairs.map((p) => p.timestampError);
  const atZero = [...pairs.map((p) => p.found), ...scores.flatMap((s) => s.falsePositives.map((fp) => fp.found))].filter(
    (p) => p.video_timestamp === 0,
  ).length;
  return {
    transcripts: scores.length,
    failed: scores.filter((s) => s.failure !== undefined).length,
    expected,
    found,
    matched,
    precision: ratio(matched, found),
    recall: ratio(matched, expected),
    sponsored: { correct, of: matched, accuracy: ratio(correct, matched) },
    timestampError: matched === 0 ? null : { mean: errors.reduce((a, b) => a + b, 0) / matched, max: Math.max(...errors) },
    atZero: { count: atZero, of: found, share: ratio(atZero, found) },
  };
}
