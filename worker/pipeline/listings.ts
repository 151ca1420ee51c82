/**
 * Storing what a marketplace search found for a product, shared by search_amazon_products (a
 * product's first listings) and the daily re-check (a dead listing's replacement): the same
 * validation and the same matcher verdicts (worker/services/listing-reviews.ts, which also stores
 * the items: `storeItemStatements`).
 */
import { z } from "zod";
import type { Db } from "../db/client";
import { classifyCandidates, queueForReview, reviewDecisions } from "../services/listing-reviews";

import type { MatchResult } from "../services/matching";
import { adjudicate, type JudgeSession } from "../services/match-judge";
import { runBatch } from "../db/batch";
import type { MarketplaceItem } from "../providers/types";

/** What a stored listing must be; the daily re-check holds refreshed items to the same rule. */
export const marketplaceItemSchema = z.object({
  amazon_product_id: z.string().regex(/^[A-Z0-9]{10}$/),
  title: z.string().min(1).max(500),
  image_url: z.string().max(2000).nullable(),
  currency: z.string().length(3),
  price: z.number().nonnegative().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviews_count: z.number().int().nonnegative(),
  product_url: z.url(),
});

const structuredField = z.string().trim().min(1).max(200).optional().catch(undefined);

/**
 * A search result as the matcher judges it: a storable item plus the structured fields the
 * marketplace gave (brand, model, product group, browse node…), which are evidence only and are
 * not stored. A malformed field is dropped rather than the item.
 */
const idList = z.array(z.string().trim().min(1).max(40)).max(20).optional();

export const candidateItemSchema = marketplaceItemSchema.extend({
  brand: structuredField,
  manufacturer: structuredField,
  model: structuredField,
  product_group: structuredField,
  browse_node: structuredField,
  // The marketplace's identity of the item (issue 21): evidence for matchCandidates.
  external_ids: z.object({ ean: idList, upc: idList, isbn: idList }).optional().catch(undefined),
  parent_asin: z
    .string()
    .regex(/^[A-Z0-9]{10}$/)
    .optional()
    .catch(undefined),
  variation_attributes: z.record(z.string().max(60), z.string().max(200)).optional().catch(undefined),
  condition: structuredField,
  unit_count: z.number().int().min(1).max(10_000).optional().catch(undefined),
  binding: structuredField,
});

/** The search results that are storable items, with their evidence; the others are dropped. */
export function storableItems(raw: MarketplaceItem[]): MarketplaceItem[] {
  return raw.flatMap((item) => {
    const parsed = candidateItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface SearchedProduct {
  /** The mention the doubtful candidates are shown with in the review queue. */
  product_id: string;
  match_key: string;
  product_name: string;
  brand: string | null;
  /** The mention's category and subcategory: evidence against accessories of a device. */
  category?: string | null;
  subcategory?: string | null;
  /** The transcript's words where the product is mentioned: what the LLM judge reads. */
  claims?: string | null;
}

/**
 * Only what the matcher verifies (or an admin accepted) is this product: accessories, other models
 * and "compatible with" items a search returns beside it are dropped, and the doubtful ones wait
 * for an admin (issue 14; worker/services/matching, worker/services/listing-reviews). With an LLM
 * configured, its judge reads the rules' verdicts first (worker/services/match-judge.ts): an
 * uncertain one or a soft refusal it judges the product is listed after the verified items, one it
 * judges not is dropped; a rule-verified item no admin has decided that it judges not the product
 * is not listed but queued for an admin, since the rules and the judge disagree. What an admin
 * accepted is listed unread. Best first.
 */
export async function verifiedCandidates(
  db: Db,
  product: SearchedProduct,
  items: MarketplaceItem[],
  judging?: JudgeSession,
): Promise<{ item: MarketplaceItem; match: MatchResult }[]> {
  const mention = {
    product_name: product.product_name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory,
  };
  const decisions = await reviewDecisions(db, product.match_key);
  const classified = classifyCandidates(mention, items, decisions);
  const ruleAccepts = classified.listed.filter(({ item }) => !decisions.has(item.amazon_product_id));
  const judged = await adjudicate(
    db,
    judging,
    product.match_key,
    { ...mention, quote: product.claims ?? null },
    classified.doubtful,
    ruleAccepts,
    classified.refused,
    items.map((item) => ({ asin: item.amazon_product_id, title: item.title })),
  );
  // The rules' order (best first) stays; a doubted accept leaves it, a confirmed one gains its reason.
  const kept = new Map(judged.kept.map((k) => [k.item.amazon_product_id, k]));
  const accepts = new Set(ruleAccepts.map(({ item }) => item.amazon_product_id));
  const listed = [
    ...classified.listed.flatMap((l) => {
      const asin = l.item.amazon_product_id;
      if (!accepts.has(asin)) return [l];
      const stays = kept.get(asin);
      return stays ? [stays] : [];
    }),
    ...judged.listed,
  ];
  const doubtful = [...judged.doubted, ...judged.doubtful];
  if (doubtful.length)
    await runBatch(
      db,
      doubtful.map((candidate) => queueForReview(db, product.product_id, product.match_key, candidate)),
    );
  return listed;
}
