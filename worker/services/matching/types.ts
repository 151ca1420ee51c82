/**
 * The contract of the listing matcher (issue 14): does a marketplace search result sell the very
 * product a creator mentioned? The search-amazon task calls `matchCandidate` in ./index.ts.
 */

/** What the extractor knows of the mentioned product. */
export interface MatchMention {
  product_name: string;
  brand: string | null;
  category?: string | null;
  subcategory?: string | null;
}

/**
 * One marketplace search result. Only `asin` and `title` are always there: the Creators API
 * leaves out any structured field it does not have for an item.
 */
export interface MatchCandidate {
  asin: string;
  title: string;
  brand?: string | null;
  manufacturer?: string | null;
  /** Model number or part number as the marketplace gives it. */
  model?: string | null;
  /** The marketplace's product group ("Home Theater", "Wireless", "Kitchen"): a coarse kind. */
  product_group?: string | null;
  /** The name of the item's first browse node ("Over-Ear Headphones", "Earpads"): a fine kind. */
  browse_node?: string | null;
}

/** verified: stored and shown; review: doubtful; rejected: not the product. */
export type MatchVerdict = "verified" | "review" | "rejected";

export interface MatchResult {
  /** 0..1; compared with MATCH_THRESHOLDS to give the verdict. */
  score: number;
  verdict: MatchVerdict;
  /** Short, human-readable reasons, stored with the listing. */
  reasons: string[];
}
