/**
 * What the model must answer for one transcript chunk, as one zod schema: it is sent to the model
 * as the JSON Schema of its structured output, and every answer is checked against it before
 * anything is kept.
 */
import { z } from "zod";
import type { ExtractedProduct } from "../types";
import type { TranscriptChunk } from "./chunks";

/**
 * Types only: strict structured output (OpenAI) accepts no length or numeric bounds, every
 * property must be required (nullable instead of optional) and no extra properties allowed.
 * The bounds the model cannot be held to are checked in `parseAnswer`.
 */
const mentionSchema = z.object({
  product_name: z.string().describe("The product's model name without the brand, as the speaker names it"),
  brand: z.string().nullable().describe("The brand or maker, or null when the speaker does not say"),
  category: z.string().nullable().describe("A broad shopping category such as Technology, Beauty, Gaming, Fitness or Home"),
  subcategory: z.string().nullable().describe("A narrower kind of product such as Headphones or Skincare"),
  description: z.string().describe("One neutral sentence on what the product is"),
  is_sponsored: z.boolean().describe("True only when the speaker says the product or this mention is sponsored or paid for"),
  claims: z
    .string()
    .describe(
      "The exact words of the transcript where the speaker talks about the product, copied verbatim; not the title or an opening line announcing the video, unless the product is named nowhere else",
    ),
  video_timestamp: z.number().describe("The [Ns] marker (N, in seconds) of the transcript line where that quote begins"),
});

const answerSchema = z.object({
  products: z.array(mentionSchema).describe("Every distinct product mentioned in this part of the transcript; empty when none"),
});

/** Draft-07 JSON Schema of `answerSchema`, without `$schema` (some servers refuse unknown keywords there). */
export const answerJsonSchema: Record<string, unknown> = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(answerSchema, { target: "draft-7" });
  return schema;
})();

/** The model answered, but not in a usable way (not JSON, wrong shape, a second outside its chunk, a refusal). */
export class InvalidAnswer extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "InvalidAnswer";
  }
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "schema mismatch";
  const where = issue.path.length ? issue.path.join(".") : "answer";
  return `schema mismatch at ${where}: ${issue.message}`;
}

/**
 * Checks one chunk's raw answer (a JSON text, or a value some runtimes have already parsed) and
 * answers its products, or throws InvalidAnswer naming the first problem found.
 */
export function parseAnswer(raw: unknown, chunk: TranscriptChunk): ExtractedProduct[] {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new InvalidAnswer("answer is not valid JSON");
    }
  }
  const parsed = answerSchema.safeParse(value);
  if (!parsed.success) throw new InvalidAnswer(describeIssue(parsed.error));
  return parsed.data.products.map((p, i) => {
    const product_name = p.product_name.trim();
    if (!product_name) throw new InvalidAnswer(`schema mismatch at products.${i}.product_name: empty`);
    const second = p.video_timestamp;
    if (!Number.isInteger(second) || second < chunk.firstSecond || second > chunk.lastSecond) {
      throw new InvalidAnswer(
        `products.${i}.video_timestamp ${second} is not a second within this chunk (${chunk.firstSecond}–${chunk.lastSecond} s)`,
      );
    }
    const blankToNull = (s: string | null) => (s?.trim() ? s.trim() : null);
    return {
      product_name,
      brand: blankToNull(p.brand),
      category: blankToNull(p.category),
      subcategory: blankToNull(p.subcategory),
      description: p.description.trim(),
      is_sponsored: p.is_sponsored,
      claims: p.claims.trim(),
      video_timestamp: second,
    };
  });
}
