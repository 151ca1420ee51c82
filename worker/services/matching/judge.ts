/**
 * One listing judged on its own against the mention: the evidence of ./index.ts's list weighed into a
 * score, its reasons and whether a hard refusal is among them.
 */
import { englishWord, hasDigit, singular, words } from "./words";
import { headline } from "./title";
import { type MakerLinks } from "./brand";
import type { LineWord, SearchPairs, SearchWords } from "./search";
import { DESCRIPTOR_WORDS, GENERIC_WORDS, STOP_WORDS } from "./vocabulary";
import type { MatchCandidate, MatchMention, MatchResult, MatchVerdict } from "./types";
import { type Ledger, newLedger, readListing } from "./reading";
import { judgeBrand } from "./evidence-brand";
import { judgeNameWords } from "./evidence-name-words";
import { whereNameStands, judgeNameSurroundings } from "./evidence-name-surroundings";
import {
  codeWritten,
  judgeVersion,
  judgeSoldWith,
  judgeGeneration,
  judgeDeniedVariant,
  judgeEdition,
  judgeSpinOff,
} from "./evidence-versions";
import { judgeColour, judgeOppositeVariant, judgeCableEnds, judgeSize, judgeDeniedWord } from "./evidence-colour";
import { judgeLongerBookTitle, judgeBookAbout } from "./evidence-books";
import { judgeMadeFor } from "./evidence-made-for";
import { judgeWhatItIs } from "./evidence-kind";
import { judgeCondition, judgeMarket } from "./evidence-market";
import { judgeSetsAndPacks } from "./evidence-sets";
import { judgeClassification } from "./evidence-classification";
export { plausibleGroups } from "./evidence-classification";
export { OTHER_MARKET, LIGHT_DESCRIPTORS, BASE_MODEL_WORDS, OPPOSITES, LANGUAGES, SHARED_BY, SHARED_NAMING_BY } from "./evidence-words";

export { modelNamesMention, versionsSaid } from "./reading";

/** verified: stored and shown; review: an admin decides; below review: rejected. */
export const MATCH_THRESHOLDS = { verified: 0.8, review: 0.5 } as const;

export function verdictOf(score: number): MatchVerdict {
  if (score >= MATCH_THRESHOLDS.verified) return "verified";
  if (score >= MATCH_THRESHOLDS.review) return "review";
  return "rejected";
}

/** A verdict and whether a hard refusal (not new, another market, a bundle, a book about it…) is among its reasons. */
export interface Judgement extends Omit<MatchResult, "hard"> {
  hard: boolean;
  conflict: boolean;
  /**
   * Words touching the name that the mention does not say and that say nothing of its kind; after
   * the name, with the word that follows it ("" at a separator).
   */
  touching: Ledger["touching"];
  /** A model token of the mention (a number, a generation, a variant word) is not in the item. */
  lacksModel: boolean;
  /** The title says more than the mention: an extra in the box, more name, a generation, an odd group. */
  adds: boolean;
  /** The word a "for" right after the name introduces ("MX Keys Mini for Mac"), where the mention does not say it. */
  forWhat?: string;
  /** How the item writes the mention's model code: as said, or only with one more letter glued to it ("SM58S"). */
  code?: "bare" | "glued";
}

export function judge(
  said: MatchMention,
  candidate: MatchCandidate,
  shared: SearchWords = () => 0,
  links: MakerLinks = [],
  sharedNaming: SearchWords = () => 0,
  sharedPair: SearchPairs = () => 0,
  lineWord: LineWord = () => false,
  lineHeads: ReadonlySet<string> = new Set(),
): Judgement {
  const reading = readListing(said, candidate, { shared, links, sharedNaming, sharedPair, lineWord, lineHeads });
  const { title, sepBefore, modelIsName, mentionWords, quoteWords } = reading;
  const ledger = newLedger();
  const sisterBrand = judgeBrand(reading, ledger);
  const { missingModel, missingName, makerNames } = judgeNameWords(reading, ledger, sisterBrand);

  const span = whereNameStands(reading);
  const { nameEnd } = span;
  judgeNameSurroundings(reading, ledger, span);
  judgeLongerBookTitle(reading, ledger, span);
  judgeVersion(reading, ledger, span);
  judgeSoldWith(reading, ledger, span);
  judgeGeneration(reading, ledger, span);
  judgeDeniedVariant(reading, ledger);

  judgeColour(reading, ledger);
  judgeOppositeVariant(reading, ledger);
  judgeCableEnds(reading, ledger);
  judgeSize(reading, ledger);
  judgeDeniedWord(reading, ledger);
  judgeEdition(reading, ledger, missingModel, missingName);
  judgeSpinOff(reading, ledger);

  if (!judgeBookAbout(reading, ledger) && !judgeMadeFor(reading, ledger, span))
    judgeWhatItIs(reading, ledger, span, missingModel, missingName);

  judgeCondition(reading, ledger);
  judgeMarket(reading, ledger);
  judgeSetsAndPacks(reading, ledger, makerNames);

  judgeClassification(reading, ledger);

  const score = Math.max(0, Math.min(1, Math.round(ledger.score * 100) / 100));
  return {
    score,
    verdict: verdictOf(score),
    reasons: ledger.reasons,
    hard: ledger.hard,
    conflict: ledger.conflict,
    touching: modelIsName ? [] : ledger.touching,
    lacksModel: missingModel.length > 0,
    adds: ledger.adds,
    code: codeWritten(reading),
    ...(nameEnd >= 0 &&
    title[nameEnd + 1] === "for" &&
    !sepBefore[nameEnd + 1] &&
    title[nameEnd + 2] &&
    !mentionWords.has(title[nameEnd + 2]!) &&
    !quoteWords.has(title[nameEnd + 2]!)
      ? { forWhat: title[nameEnd + 2] }
      : {}),
    ...(ledger.packSize ? { pack_size: ledger.packSize } : {}),
  };
}

/**
 * The other kind an item is, when its browse node names none of the mention's kind words
 * (subcategory and name) and its first phrase neither ends with one nor holds a subcategory word.
 */
export function otherKind(mention: MatchMention, candidate: MatchCandidate, subcategory: Set<string>): string | undefined {
  if (!candidate.browse_node) return undefined;
  const kind = new Set([...subcategory, ...words(mention.product_name).map(singular)]);
  if (words(candidate.browse_node).some((w) => kind.has(singular(w)))) return undefined;
  // A node in another language ("Fieberthermometer", "Kauspielzeug für Hunde") cannot be read
  // against the mention's English kind words: it says nothing either way.
  // (Written in another language: letters English does not use, or a long compound no English
  // word list holds.)
  const foreignNode = /[^ -~]/.test(candidate.browse_node) || words(candidate.browse_node).some((w) => w.length >= 9 && !englishWord(w));
  if (foreignNode && words(candidate.browse_node).every((w) => w.length <= 3 || !englishWord(w))) return undefined;
  // The first sentence's first phrase, without counts ("Apple AirTag 4 Pack. Keep Track of …").
  const head = headline(candidate.title.split(/\.\s/)[0] ?? candidate.title)
    .filter((w) => !hasDigit(w) && !/^(pack|packs|pk|count|ct|pcs|pc|piece|pieces|pair|pairs|set)$/.test(w))
    .map(singular);
  const last = head.at(-1);
  // A kind word anywhere in the first phrase ("… Blender Professional-Grade", "Eau de Parfum Spray").
  const kindWord = (w: string) => subcategory.has(w) || (GENERIC_WORDS.has(w) && !DESCRIPTOR_WORDS.has(w) && !STOP_WORDS.has(w));
  if (!last || kind.has(last) || [...kind].some((k) => k.length >= 4 && last.endsWith(k)) || head.some(kindWord)) return undefined;
  return last;
}
