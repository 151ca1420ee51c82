/**
 * Decides whether a marketplace search result is the product a creator mentioned, not something
 * sold beside it: the same brand (the item's own brand or manufacturer field first, its title only
 * as a fallback), every model token of the mention (numbers and variant words matter: XM5 is not
 * XM4, Max is not Mini, Pro is not the base model, 2nd generation is not 1st), and not an
 * accessory, part, "compatible with" item, renewed item or multipack. Pure and deterministic.
 */
import type { MatchCandidate, MatchMention, MatchResult, MatchVerdict } from "./types";

export type { MatchCandidate, MatchMention, MatchResult, MatchVerdict } from "./types";

export const MATCH_THRESHOLDS = { verified: 0.8, review: 0.5 } as const;

/** Words that name a variant: a candidate with one the mention lacks (or lacking one it has) is another product. */
const VARIANT_WORDS = new Set(["pro", "max", "mini", "ultra", "plus", "lite", "air", "se", "xl", "neo", "slim", "fe"]);

/** Words that make a listing something sold *for* a product rather than the product. */
const ACCESSORY_WORDS = [
  "case", "cover", "sleeve", "skin", "protector", "replacement", "ear pads", "earpads", "ear cushions", "cushions",
  "strap", "straps", "band", "bands", "charger", "charging cable", "cable", "adapter", "mount", "holder", "keycap",
  "keycaps", "refill", "refills", "cartridge", "filter", "filters", "tips", "decal", "sticker", "stand for",
  "dock for", "parts", "spare", "bag", "pouch", "lens cap", "tempered glass",
];

/** Phrases that mark a third-party item made to fit the product. */
const FITS_PHRASES = ["compatible with", "designed for", "made for", "works with", "fits ", "for use with", "replacement for"];

const CONDITION_WORDS = ["renewed", "refurbished", "pre-owned", "used", "open box"];
const MULTIPACK = /\b(\d+)\s*-?\s*(pack|pk|count|ct)\b|\bpack of \d+|\bset of \d+|\bbundle\b|\b\d+\s*x\b/;

function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[®™©]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const words = (text: string) => normalise(text).split(" ").filter(Boolean);
/** Letters and digits run together: "WH-1000XM5", "wh1000xm5" and "WH 1000 XM5" compare equal. */
const compact = (text: string) => normalise(text).replace(/ /g, "");

/** Model tokens of a name: words holding a digit ("xm5", "k2", "2nd"), and variant words. */
function modelTokens(name: string): string[] {
  return words(name).filter((w) => /\d/.test(w) || VARIANT_WORDS.has(w));
}

function containsPhrase(haystack: string, phrase: string): boolean {
  return ` ${haystack} `.includes(` ${phrase.trim()} `) || (phrase.endsWith(" ") && ` ${haystack} `.includes(` ${phrase}`));
}

function brandMatches(mentionBrand: string, candidate: MatchCandidate): { same: boolean | null; from: string } {
  const want = compact(mentionBrand);
  for (const [field, value] of [["brand", candidate.brand], ["manufacturer", candidate.manufacturer]] as const) {
    if (!value) continue;
    const have = compact(value);
    if (have.includes(want) || want.includes(have)) return { same: true, from: field };
    return { same: false, from: field };
  }
  // No structured field: the title, whose first words name the brand on marketplaces.
  const title = words(candidate.title);
  const brandWords = words(mentionBrand);
  const starts = brandWords.every((w, i) => title[i] === w);
  if (starts) return { same: true, from: "title" };
  return { same: null, from: "title" };
}

function verdictOf(score: number): MatchVerdict {
  if (score >= MATCH_THRESHOLDS.verified) return "verified";
  if (score >= MATCH_THRESHOLDS.review) return "review";
  return "rejected";
}

export function matchCandidate(mention: MatchMention, candidate: MatchCandidate): MatchResult {
  const reasons: string[] = [];
  let score = 1;
  const title = normalise(candidate.title);
  const name = normalise(mention.product_name);
  const nameCompact = compact(mention.product_name);
  const titleCompact = compact(`${candidate.title} ${candidate.model ?? ""}`);

  // Brand.
  if (mention.brand) {
    const brand = brandMatches(mention.brand, candidate);
    if (brand.same === false) {
      score -= 0.6;
      reasons.push(`other brand (${brand.from}: ${candidate[brand.from as "brand" | "manufacturer"] ?? ""})`);
    } else if (brand.same === null) {
      const inTitle = containsPhrase(title, normalise(mention.brand));
      score -= inTitle ? 0.3 : 0.45;
      reasons.push(inTitle ? "brand named in the title, not first" : "brand not found");
    } else reasons.push(`same brand (${brand.from})`);
  }

  // Sold for the product, not the product.
  const fits = FITS_PHRASES.find((p) => containsPhrase(title, p));
  if (fits) {
    score -= 0.7;
    reasons.push(`made to fit another product ("${fits.trim()}")`);
  }
  // The brand's own words ("Saltwater Skin") name no accessory; words after "with" name an extra
  // packed with the product ("Keyboard with Carry Case"): the product, in a bundle.
  const brandWords = new Set(words(mention.brand ?? ""));
  const [main = "", extra = ""] = title.split(/ with (.*)/);
  const mainText = words(main).filter((w) => !brandWords.has(w)).join(" ");
  const accessory = ACCESSORY_WORDS.find((w) => containsPhrase(mainText, w) && !containsPhrase(name, w));
  if (accessory) {
    score -= 0.6;
    reasons.push(`an accessory or part ("${accessory}")`);
  } else if (extra && ACCESSORY_WORDS.some((w) => containsPhrase(extra, w))) {
    score -= 0.3;
    reasons.push(`packed with an extra ("with ${extra}")`);
  }
  const condition = CONDITION_WORDS.find((w) => containsPhrase(title, w));
  if (condition) {
    score -= 0.6;
    reasons.push(`not new ("${condition}")`);
  }
  if (MULTIPACK.test(title) && !MULTIPACK.test(name)) {
    score -= 0.6;
    reasons.push("a multipack or bundle");
  }

  // Model and variant: every model token of the mention, and no variant word it lacks.
  const wanted = modelTokens(mention.product_name);
  const missing = wanted.filter((t) => !titleCompact.includes(t) && !containsPhrase(title, t));
  if (missing.length) {
    score -= 0.6;
    reasons.push(`model differs (no ${missing.join(", ")})`);
  } else if (wanted.length) reasons.push(`same model (${wanted.join(" ")})`);
  const extraVariants = words(candidate.title).filter((w) => VARIANT_WORDS.has(w) && !wanted.includes(w) && !containsPhrase(name, w));
  if (extraVariants.length) {
    score -= 0.6;
    reasons.push(`another variant (${[...new Set(extraVariants)].join(", ")})`);
  }
  // A model number in the title that shares the mention's letters but not its digits: XM4 for XM5.
  for (const token of wanted.filter((t) => /\d/.test(t) && /[a-z]/.test(t))) {
    const stem = token.replace(/\d+/g, "#");
    const rival = words(candidate.title).find((w) => w !== token && w.replace(/\d+/g, "#") === stem && !nameCompact.includes(w));
    if (rival && !missing.includes(token)) {
      score -= 0.5;
      reasons.push(`also names ${rival}`);
    }
  }
  // Without model tokens, the name's words must be there.
  if (!wanted.length) {
    const nameWords = words(mention.product_name).filter((w) => w.length > 2);
    const absent = nameWords.filter((w) => !containsPhrase(title, w));
    if (absent.length > nameWords.length / 2) {
      score -= 0.4;
      reasons.push(`name differs (no ${absent.join(", ")})`);
    }
  }

  score = Math.max(0, Math.min(1, Math.round(score * 100) / 100));
  return { score, verdict: verdictOf(score), reasons };
}

/**
 * The items a search returned that are this product, best match first (ties keep the
 * marketplace's order), each with its match; the rest are dropped.
 */
export function verifiedItems<T extends { amazon_product_id: string; title: string } & Omit<Partial<MatchCandidate>, "asin" | "title">>(
  mention: MatchMention,
  items: T[],
): { item: T; match: MatchResult }[] {
  return items
    .map((item, rank) => ({ item, rank, match: matchCandidate(mention, { ...item, asin: item.amazon_product_id }) }))
    .filter((m) => m.match.verdict === "verified")
    .sort((a, b) => b.match.score - a.match.score || a.rank - b.rank)
    .map(({ item, match }) => ({ item, match }));
}
