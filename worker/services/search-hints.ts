/**
 * A products list that found nothing offers ways forward (docs/decisions/0021): each filter it
 * could drop, keeping the others, with how many products the list would then have; and
 * categories to browse, those whose names resemble the searched words first.
 */
import type { z } from "zod";
import type { ServiceContext } from "./context";
import { productFilters } from "./product-filters";
import { searchWords } from "./format";
import { listProductGroups } from "./product-groups";
import { editDistance } from "./search-forgiving";
import { categoryNames } from "../db/queries/categories";

export const zeroResultHintsInput = productFilters.omit({ sort: true });
export type ZeroResultHintsInput = z.input<typeof zeroResultHintsInput>;

/** A filter the list could drop. */
export type DroppableFilter = "search" | "category" | "subcategory" | "creators";

/** Categories offered when nothing resembles the search. */
const CATEGORY_HINTS = 6;

/** A category resembles a searched word when one of its words starts with it or is two edits from it. */
function resembles(category: string, words: string[]): boolean {
  const own = searchWords(category);
  return words.some((w) => own.some((c) => c.startsWith(w) || w.startsWith(c) || editDistance(c, w) <= 2));
}

/**
 * Ways forward from an empty list: `drop`, each active filter with the total the list would have
 * without it (only those that would find something), and `categories` to browse.
 */
export async function zeroResultHints(rc: ServiceContext, rawInput: ZeroResultHintsInput) {
  const input = zeroResultHintsInput.parse(rawInput);
  const without: [DroppableFilter, ZeroResultHintsInput][] = [];
  const others = [input.category, input.channel_id?.length].filter(Boolean).length;
  if (input.query && others > 0) without.push(["search", { ...input, query: undefined }]);
  if (input.category) without.push(["category", { ...input, category: undefined, subcategory: undefined }]);
  if (input.subcategory) without.push(["subcategory", { ...input, subcategory: undefined }]);
  if (input.channel_id?.length) without.push(["creators", { ...input, channel_id: undefined }]);
  const [totals, categories] = await Promise.all([
    Promise.all(without.map(([, filters]) => listProductGroups(rc, { ...filters, limit: 1 }).then((a) => a.total))),
    categoryNames(rc.db),
  ]);
  const words = input.query ? searchWords(input.query) : [];
  const similar = categories.filter((c) => c !== input.category && resembles(c, words));
  return {
    drop: without.map(([filter], i) => ({ filter, total: totals[i] ?? 0 })).filter((d) => d.total > 0),
    categories: (similar.length ? similar : categories.filter((c) => c !== input.category)).slice(0, CATEGORY_HINTS),
  };
}
