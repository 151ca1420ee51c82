/**
 * The listing judge (issue 21, item 4): a chat model asked whether one marketplace item is the
 * very product a creator mentioned, for the candidates the rule matcher leaves uncertain
 * (worker/services/match-judge.ts decides which, caches and caps the calls). The model answers
 * under a strict JSON schema; every answer is checked with zod before it counts.
 */
import { z } from "zod";
import { clip } from "../../lib/clip";
import { InvalidAnswer } from "./answer";
import type { ChatModel, OutputSchema } from "./extractor";
import type { ChatMessage } from "./prompt";

/** What the item is to the mentioned product. Only exact, variant and pack are the product. */
export const JUDGE_RELATIONS = ["exact", "variant", "pack", "renewed", "accessory", "sibling", "other"] as const;
export type JudgeRelation = (typeof JUDGE_RELATIONS)[number];

/** Types only, as strict structured output wants them (no bounds; every property required). */
export const verdictSchema = z.object({
  same_product: z.boolean().describe("True when a buyer who wants the mentioned product gets it by buying this item"),
  relation: z
    .enum(JUDGE_RELATIONS)
    .describe(
      "exact: the product itself; variant: the product in another colour or size; pack: several of the product, or it with small extras in the box; renewed: used or refurbished; accessory: something for the product; sibling: another model or generation of the line; other: anything else",
    ),
  reason: z.string().describe("One short sentence naming the evidence"),
});

export type JudgeVerdict = z.infer<typeof verdictSchema>;

export const JUDGE_VERDICT: OutputSchema = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(verdictSchema, { target: "draft-7" });
  return { name: "listing_verdict", schema };
})();

/** What the extractor knows of the mentioned product. */
export interface JudgeMention {
  product_name: string;
  brand: string | null;
  category?: string | null;
  subcategory?: string | null;
  /** The transcript's words where the product is mentioned. */
  quote?: string | null;
}

/** The marketplace item with the structured fields the marketplace gave. */
export interface JudgeItem {
  asin: string;
  title: string;
  brand?: string | null;
  manufacturer?: string | null;
  model?: string | null;
  product_group?: string | null;
  browse_node?: string | null;
  external_ids?: { ean?: string[]; upc?: string[]; isbn?: string[] } | null;
  parent_asin?: string | null;
  variation_attributes?: Record<string, string> | null;
  condition?: string | null;
  unit_count?: number | null;
  binding?: string | null;
}

export interface ListingJudge {
  /** Names the service in logs ("LLM", "Workers AI"). */
  provider: string;
  /** The model, recorded with each verdict. */
  model: string;
  /** Throws InvalidAnswer for an unusable answer and ProviderError when the call failed. */
  judge(mention: JudgeMention, item: JudgeItem): Promise<JudgeVerdict>;
  /**
   * The second reading of an item the first judged the product against the rules' doubt: asked
   * again with the rules' notes and the search's other listings in front of it. Throws as `judge`.
   */
  reconsider(mention: JudgeMention, item: JudgeItem, doubt: JudgeDoubt): Promise<JudgeVerdict>;
}

/** What the second reading is shown beside the mention and the item. */
export interface JudgeDoubt {
  /** The rule matcher's reasons for its verdict on the item: what matched and what it doubts. */
  notes: readonly string[];
  /** The titles of the other items the same search returned. */
  others: readonly string[];
}

/** The other titles a second reading shows, at most: a search returns about six. */
export const DOUBT_OTHERS_SHOWN = 10;

const SYSTEM = [
  "You decide whether a marketplace listing sells the very product a video creator mentioned.",
  "A buyer who clicks the listing must get what the creator showed. Judge by the item's structured fields first (brand, manufacturer, model number, external ids, variation attributes, condition, unit count, binding, browse node), then its title.",
  "The product (same_product true): the exact item (relation exact); the same model in another colour or size unless the quote names another one (variant); several of the exact item, or the item with small extras in its box such as a case or a cable (pack).",
  "The same item is the product however it is listed: in another language or script, by another seller, without a brand field, with its model number anywhere in the title (exact). A mentioned book is the book in any format of that edition: hardcover, paperback, Kindle, audiobook (variant).",
  "Not the product (same_product false): a renewed, used, refurbished or open-box offer (renewed); something made for it, a part, a case, a strap, a refill (accessory); another model, generation, size class or edition of the same line, or a version made for another market: another plug or mains voltage, a model sold only there, a book, game or film in another language (sibling); a book or guide about it, a summary or workbook of a book, a bundle with other items sold on their own, or anything unrelated (other).",
  "When the fields and the title do not show that it is the product, answer same_product false.",
  "Answer only with JSON matching the given schema; the reason is one short sentence naming the evidence.",
].join("\n");

/**
 * The second reading's added instructions. The first reading sees one listing alone, so a word that
 * marks a sibling, which only the other listings reveal ("Plus", "Ceramic", "Master System"), reads
 * as description to it; the rules, which compare the listings, say so in their notes.
 */
const SECOND_READING = [
  "This is a second reading. A first reading judged the listing the product, but a rule matcher that compared it with the other listings of the same search doubts it; its notes and those listings follow the listing.",
  "Weigh the doubt. The listing is not the product when a word, number or code in it names another model, generation, tier, edition, size class, market or formula than the mention's, or a bundle with other items, and the mention does not name it.",
  "It is the product when the doubt is only description: a material, a colour, a feature, search keywords, the item's own words in another language, or words the other listings of the product use too.",
].join("\n");

/** Only the fields the item has, so the model reads no empty keys. */
function present(item: JudgeItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== null && v !== undefined && v !== ""));
}

export function judgeMessages(mention: JudgeMention, item: JudgeItem): ChatMessage[] {
  const said = {
    product_name: mention.product_name,
    brand: mention.brand,
    category: mention.category ?? null,
    subcategory: mention.subcategory ?? null,
    quote: mention.quote ?? null,
  };
  return [
    { role: "system", content: SYSTEM },
    {
      role: "user",
      content: `Mentioned product:\n${JSON.stringify(said, null, 2)}\n\nMarketplace listing:\n${JSON.stringify(present(item), null, 2)}`,
    },
  ];
}

export function reconsiderMessages(mention: JudgeMention, item: JudgeItem, doubt: JudgeDoubt): ChatMessage[] {
  const [system, user] = judgeMessages(mention, item) as [ChatMessage, ChatMessage];
  const list = (lines: readonly string[]) => (lines.length ? lines.map((line) => `- ${line}`).join("\n") : "(none)");
  const others = doubt.others.slice(0, DOUBT_OTHERS_SHOWN).map((title) => clip(title, 200));
  return [
    { role: "system", content: `${system.content}\n${SECOND_READING}` },
    {
      role: "user",
      content: `${user.content}\n\nThe rule matcher's notes on this listing:\n${list(doubt.notes)}\n\nThe other listings the same search returned:\n${list(others)}`,
    },
  ];
}

/** Checks a raw answer (a JSON text, or a value the runtime already parsed); throws InvalidAnswer naming the problem. */
export function parseVerdict(raw: unknown): JudgeVerdict {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new InvalidAnswer("answer is not valid JSON");
    }
  }
  const parsed = verdictSchema.strict().safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidAnswer(`schema mismatch at ${issue?.path.join(".") || "answer"}: ${issue?.message ?? "invalid"}`);
  }
  const reason = parsed.data.reason.replace(/\s+/g, " ").trim();
  if (!reason) throw new InvalidAnswer("schema mismatch at reason: empty");
  // Stored with the listing and shown to admins: one sentence, not an essay.
  return { ...parsed.data, reason: clip(reason, 300) };
}

export function llmListingJudge(model: ChatModel): ListingJudge {
  return {
    provider: model.provider,
    model: model.model ?? model.provider,
    async judge(mention, item) {
      return parseVerdict(await model.complete(judgeMessages(mention, item), JUDGE_VERDICT));
    },
    async reconsider(mention, item, doubt) {
      return parseVerdict(await model.complete(reconsiderMessages(mention, item, doubt), JUDGE_VERDICT));
    },
  };
}
