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
  /** The transcript's words where the product is mentioned: may name a colour, a size or a pack. */
  quote?: string | null;
}

/** The marketplace's external ids of an item (GTINs): the same code is the same product. */
export interface ExternalIds {
  ean?: string[];
  upc?: string[];
  isbn?: string[];
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
  external_ids?: ExternalIds | null;
  /** The variation family's parent: children differ only in colour, size or style. */
  parent_asin?: string | null;
  /** What this child of the family is: {"color": "Black", "size": "6 qt"}. */
  variation_attributes?: Record<string, string> | null;
  /** The offer's condition ("New", "Renewed", "Used - Like New"): only new is what the creator showed. */
  condition?: string | null;
  /** How many of the item one purchase holds (a pack of 2 is 2). */
  unit_count?: number | null;
  /** The item's binding ("Paperback", "Kindle Edition", "Electronics"): says whether it is a book. */
  binding?: string | null;
}

/** verified: stored and shown; review: doubtful; rejected: not the product. */
export type MatchVerdict = "verified" | "review" | "rejected";

export interface MatchResult {
  /** 0..1; compared with MATCH_THRESHOLDS to give the verdict. */
  score: number;
  verdict: MatchVerdict;
  /** Short, human-readable reasons, stored with the listing. */
  reasons: string[];
  /** The product sold as a pack of this many (2 or more): shown on the listing's card. */
  pack_size?: number;
  /** Set when a refusal nothing overrules is among the reasons (not new, another market, a bundle, a book about it). */
  hard?: true;
}
