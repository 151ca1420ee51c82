/**
 * The labelled transcripts `npm run eval:extraction` measures the product extractor on: each one
 * a video's transcript (segments as a transcript source returns them) and the products a careful
 * reader finds in it. Checked with zod because anyone may hand the command a file of their own.
 */
import { z } from "zod";

/** What a transcript is there to test; the set must hold every kind. */
export const TRANSCRIPT_KINDS = [
  "products",
  "no-products",
  "sponsor-segment",
  "two-in-one-sentence",
  "brand-only",
  "misheard-name",
  "said-three-ways",
  /** Named in the opening line that reads the title, discussed later: the label is the later passage. */
  "named-in-opening",
] as const;

const name = z.string().trim().min(1);

const labelledProductSchema = z.object({
  product_name: name,
  brand: name.nullable(),
  is_sponsored: z.boolean(),
  /**
   * Whole second of the segment where the product is first discussed: its first mention, unless
   * that is the opening line reading the title ("Today's video: X vs Y") and a later line names it.
   */
  video_timestamp: z.number().int().nonnegative(),
  /** Other names that identify the same product: shorthand, or the name as automatic captions misheard it. */
  aliases: z.array(name).default([]),
  /** Other spellings of the brand (a misheard one, the maker's parent or product line). */
  brand_aliases: z.array(name).default([]),
});

const labelledTranscriptSchema = z.object({
  id: name,
  kinds: z.array(z.enum(TRANSCRIPT_KINDS)).min(1),
  video: z.object({ video_id: name, title: name }),
  segments: z.array(z.object({ start_seconds: z.number().nonnegative(), text: z.string() })).min(1),
  expected: z.array(labelledProductSchema),
  /** Said in the video but not products: brands named without a product, services, shops. */
  not_products: z.array(name).default([]),
});

export const labelledTranscriptsSchema = z
  .array(labelledTranscriptSchema)
  .min(1)
  .superRefine((set, ctx) => {
    const seen = new Set<string>();
    for (const [i, transcript] of set.entries()) {
      if (seen.has(transcript.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `duplicate id ${transcript.id}` });
      seen.add(transcript.id);
    }
  });

export type LabelledProduct = z.infer<typeof labelledProductSchema>;
export type LabelledTranscript = z.infer<typeof labelledTranscriptSchema>;

/** The labelled set in `value` (parsed JSON), or an error naming every problem found. */
export function parseLabelledTranscripts(value: unknown): LabelledTranscript[] {
  const parsed = labelledTranscriptsSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Invalid labelled transcripts:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
