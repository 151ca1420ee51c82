/**
 * One listing judged on its own against the mention: the evidence of ./index.ts's list weighed into a
 * score, its reasons and whether a hard refusal is among them.
 */
import { OTHER_LANGUAGES_COMMON, languageEdition } from "./languages";
import { LINK_WORDS, UNITS_WRITTEN, containsPhrase, englishWord, hasDigit, phraseIndex, singular, stem, words } from "./words";
import { type Token, mentionSaysSeveral } from "./mention";
import { bookTitleGoesOn } from "./book";
import {
  AUDIENCES,
  COLOUR_CODE_END,
  type Located,
  cluster,
  firstSegment,
  headline,
  longerCode,
  packOfOther,
  namesEachOfSet,
  packSizeOf,
  plusItemOfLine,
  severalColours,
  severalSizes,
} from "./title";
import { type MakerLinks, brandEvidence, brandNamedIn, brandStartsTitle, sisterBrandOf } from "./brand";
import type { LineWord, SearchPairs, SearchWords } from "./search";
import {
  ACCESSORY_HEADS,
  BOUND_GOODS,
  BUNDLE,
  COMPOUND_KINDS,
  CONDITION_PHRASES,
  CONTAINERS,
  DESCRIPTOR_WORDS,
  DOUBTFUL_EXTRAS,
  FITS_PHRASES,
  GENERIC_WORDS,
  GROUPS_BY_CATEGORY,
  KIT_FOR_WORDS,
  PACKED_EXTRAS,
  PART_WORDS,
  ROMAN,
  SMALL_EXTRAS,
  SPOKEN_NUMBER_PARTS,
  STOP_WORDS,
  TIER_WORDS,
  UNIT,
  VARIANT_WORDS,
} from "./vocabulary";
import {
  ABOUT_PHRASES,
  ACCESSORY_HEADS_ELSEWHERE,
  BOOK_BINDINGS,
  BOOK_FORMAT_WORDS,
  COLOURS,
  CONDITION_PHRASES_ELSEWHERE,
  FITS_PHRASES_ELSEWHERE,
  REGION_PHRASES,
  corporateWord,
  otherMarketVoltage,
  sameBrandFamily,
} from "./identity";
import type { MatchCandidate, MatchMention, MatchResult, MatchVerdict } from "./types";
import { type Ledger, type NameSpan, type Reading, newLedger, readListing } from "./reading";
import {
  OTHER_MARKET,
  FIT_VERBS,
  LIGHT_DESCRIPTORS,
  CONNECTIONS,
  EXPANSION,
  OWN_PARTS,
  COUNT,
  DOSE_FORMS,
  SIZE_WORDS,
  BASE_MODEL_WORDS,
  OPPOSITES,
  BINDING_PAIR,
  LANGUAGES,
  SHARED_BY,
  SHARED_NAMING_BY,
} from "./evidence-words";
export { OTHER_MARKET, LIGHT_DESCRIPTORS, BASE_MODEL_WORDS, OPPOSITES, LANGUAGES, SHARED_BY, SHARED_NAMING_BY } from "./evidence-words";

export { modelNamesMention, versionsSaid } from "./reading";

/** verified: stored and shown; review: an admin decides; below review: rejected. */
export const MATCH_THRESHOLDS = { verified: 0.8, review: 0.5 } as const;

export function verdictOf(score: number): MatchVerdict {
  if (score >= MATCH_THRESHOLDS.verified) return "verified";
  if (score >= MATCH_THRESHOLDS.review) return "review";
  return "rejected";
}

/**
 * Where the name ends in its own phrase: the whole name where no separator stands inside it, else
 * the end of its first phrase's part (with the kind nouns right after it).
 */
function phraseEnd(
  nameStart: number,
  coreEnd: number,
  nameEnd: number,
  sepBefore: readonly boolean[],
  generics: readonly { start: number; end: number }[],
): number {
  if (!sepBefore.slice(nameStart + 1, nameEnd + 1).some(Boolean)) return nameEnd;
  let end = coreEnd;
  for (let grown = true; grown;) {
    grown = false;
    for (const g of generics)
      if (g.start === end + 1 && !sepBefore[g.start]) {
        end = g.end;
        grown = true;
      }
  }
  return end;
}

/** A verdict and whether a hard refusal (not new, another market, a bundle, a book about it…) is among its reasons. */
export interface Judgement extends Omit<MatchResult, "hard"> {
  hard: boolean;
  conflict: boolean;
  /**
   * Words touching the name that the mention does not say and that say nothing of its kind; after
   * the name, with the word that follows it ("" at a separator).
   */
  touching: { word: string; then: string | undefined; after?: string; further?: string }[];
  /** A model token of the mention (a number, a generation, a variant word) is not in the item. */
  lacksModel: boolean;
  /** The title says more than the mention: an extra in the box, more name, a generation, an odd group. */
  adds: boolean;
  /** The word a "for" right after the name introduces ("MX Keys Mini for Mac"), where the mention does not say it. */
  forWhat?: string;
}

/** 1. Brand: the mention's brand against the item's brand fields and title; the family's other brand it is sold under. */
function judgeBrand(r: Reading, ledger: Ledger): string | undefined {
  const { mention, candidate, title, links, mentionIsBook, codeFound } = r;
  let sisterBrand: string | undefined;
  if (mention.brand) {
    // A book's brand and manufacturer fields name its publisher, never the author the mention names.
    const brand = brandEvidence(
      mention.brand,
      mentionIsBook ? { ...candidate, brand: null, manufacturer: null } : candidate,
      title,
      links,
      mention.product_name,
    );
    if (brand.same === false) {
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`other brand (${brand.from}: ${brand.value})`);
    } else if (brand.same === "conflict") {
      ledger.score -= 0.25;
      ledger.reasons.push(`title names the brand, but the ${brand.from} field says ${brand.value}`);
    } else if (brand.same === null) {
      const inTitle = brandNamedIn(mention.brand, title);
      // Without a brand field, a model number of its own or a book's title (whose author the
      // listing's title seldom starts with) says which maker's it is.
      if (codeFound || mentionIsBook) {
        ledger.score -= inTitle ? 0 : 0.1;
        ledger.reasons.push(
          inTitle
            ? "brand named in the title"
            : mentionIsBook
              ? "author not in the title (a book's title names it)"
              : "no brand given; the model number names it",
        );
      } else {
        ledger.score -= inTitle ? 0.3 : 0.45;
        ledger.reasons.push(inTitle ? "brand named in the title, not first" : "brand not found");
      }
    } else {
      ledger.reasons.push(`same brand (${brand.from})`);
      sisterBrand = brand.from === "brand" ? sisterBrandOf(mention.brand, mention.product_name, candidate, title) : undefined;
      if (sisterBrand) ledger.reasons.push(`sold under another brand of the maker's family ("${sisterBrand}")`);
    }
  }
  return sisterBrand;
}

/** The mention's model, variant, name and kind words the title lacks; and a listing naming nothing of the product but its maker. */
function judgeNameWords(
  r: Reading,
  ledger: Ledger,
  sisterBrand: string | undefined,
): { missingModel: Token[]; missingName: Token[]; makerNames: string[] } {
  const {
    mention,
    candidate,
    title,
    modelField,
    tokens,
    mentionWords,
    quoteWords,
    kindOnly,
    subcategoryWords,
    located,
    codeFound,
    shared,
  } = r;
  // The model field holds the mention's code; a bare number only where no other digit or letter
  // goes on from it ("Core300S" is not the Core 300).
  const inModelField = (code: string) => {
    const at = modelField.indexOf(code);
    if (at < 0) return false;
    if (/[a-z]/.test(code)) return !longerCode(code, "", modelField.slice(at + code.length));
    return !/\d/.test(modelField[at - 1] ?? "") && !/[a-z0-9]/.test(modelField[at + code.length] ?? "");
  };
  // "10% + Zinc": a plus standing alone is the mention's "plus".
  const plusInTitle = /\s\+\s/.test(candidate.title);
  // A size said without its leading zero ("point seven") that the title gives no value of leaves
  // the listing silent on it, not another size.
  const silentSize = (t: Token) => /^0p\d+$/.test(t.word) && !title.some((w) => /^\d+p\d/.test(w));
  const missing = tokens.filter(
    (t) =>
      !located.has(t) &&
      !(t.kind === "model" && t.word.length >= 3 && inModelField(t.word)) &&
      !(t.word === "plus" && plusInTitle) &&
      !silentSize(t),
  );
  const missingModel = missing.filter((t) => t.kind === "model" || t.kind === "variant");
  // Words of the mention that name the maker are its brand, not its name, once the brand is
  // established: "Doctor Elsey's" (Dr. Elsey's), "Ergo Omni 360" (Ergobaby), "YSL Libre" (Yves
  // Saint Laurent), "O N Gold Standard" (Optimum Nutrition).
  const makerNames = [mention.brand, candidate.brand, candidate.manufacturer].filter((n): n is string => !!n);
  const namesMaker = (w: string) =>
    makerNames.some((n) => {
      const ws = words(n);
      const joined = ws.join("");
      return (
        ws.includes(w) ||
        (w.length >= 3 && joined.startsWith(w)) ||
        (w.length >= 2 && sameBrandFamily(w, n)) ||
        // "Doctor" / "Dr.", "Saint" / "St.": a word as the brand abbreviates it.
        (w.length >= 4 && ws.includes(`${w[0]}${w.at(-1)}`)) ||
        // "W and N" for Winsor & Newton: the brand's initials.
        (ws.length >= 2 && w === ws.map((x) => x[0]).join(""))
      );
    });
  const spelledMaker = (() => {
    const letters = missing.filter((t) => /^[a-z]$/.test(t.word));
    return letters.length >= 2 && namesMaker(letters.map((t) => t.word).join("")) ? new Set(letters) : new Set<Token>();
  })();
  // A sister brand of the maker's ("Squier" for Fender) is not the brand the creator named: the
  // name the mention gives must be found whole, no word of it excused as the speaker's.
  const brandKnown =
    !!mention.brand && !sisterBrand && ledger.reasons.some((r) => r === "same brand (brand)" || r === "same brand (title)");
  // (Not where the mention's name is only such a word and not the brand it names: "Uno" by Mattel
  // is the game's name, though the maker's family table links UNO to Mattel.)
  const mentionBrandWords = words(mention.brand ?? "");
  const lineAsName =
    !tokens.some((t) => t.kind === "model") &&
    tokens.some((t) => t.kind === "name") &&
    tokens
      .filter((t) => t.kind === "name")
      .every((t) => namesMaker(t.word) && !mentionBrandWords.includes(t.word) && t.word !== mentionBrandWords.join(""));
  const missingName = missing.filter(
    (t) => t.kind === "name" && !(brandKnown && !lineAsName && (namesMaker(t.word) || spelledMaker.has(t))),
  );
  const missingGeneric = missing.filter((t) => t.kind === "generic");
  if (missingModel.length) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    // Another number of the same unit ("512GB" for "256GB"): another variant, which the
    // variation family does not overrule.
    const sizeUnit = (w: string) => /^\d+(?:p\d+)?([a-z]+)$/.exec(w)?.[1];
    if (missingModel.some((t) => sizeUnit(t.word) && title.some((w) => sizeUnit(w) === sizeUnit(t.word)))) ledger.conflict = true;
    ledger.reasons.push(`model differs (no ${missingModel.map((t) => t.word).join(", ")})`);
  } else if (tokens.some((t) => t.kind === "model" || t.kind === "variant")) {
    ledger.reasons.push(
      `same model (${tokens
        .filter((t) => t.kind === "model" || t.kind === "variant")
        .map((t) => t.word)
        .join(" ")})`,
    );
  }
  // A plain word of the mention that none of the maker's listings in the search uses ("click
  // torque wrench", "Classic thermos", "boom arm") is how the speaker describes the product, not
  // its name, where the rest of its name or its model number is found: a small doubt.
  const identified = [...located.keys()].some(
    (t) =>
      t.kind === "name" ||
      (t.kind === "model" && ((/[a-z]/.test(t.word) && /\d/.test(t.word) && !UNIT.test(t.word)) || /^\d{4,}$/.test(t.word))),
  );
  // (Not a tier word, a colour, a number or a unit said as a word: "Joy Extra", "zero one", "quarter", "meter".)
  const described = missingName.filter(
    (t) =>
      identified &&
      brandKnown &&
      englishWord(t.word) &&
      !COLOURS.has(t.word) &&
      !TIER_WORDS.has(t.word) &&
      !SPOKEN_NUMBER_PARTS.has(t.word) &&
      !(t.word in UNITS_WRITTEN) &&
      shared(t.word, candidate) === 0,
  );
  const unnamed = missingName.filter((t) => !described.includes(t));
  if (described.length) {
    ledger.doubt = true;
    ledger.score -= 0.1;
    ledger.reasons.push(`does not say ${described.map((t) => t.word).join(", ")}, which no listing of the maker says`);
  }
  if (unnamed.length) {
    ledger.doubt = true;
    ledger.score -= 0.5;
    ledger.reasons.push(`name differs (no ${unnamed.map((t) => t.word).join(", ")})`);
  }
  if (missingGeneric.length) {
    ledger.doubt = true;
    // Who it is for or how it is called ("men's", "classic") weighs less than what it is ("mouse").
    ledger.score -= missingGeneric.every((t) => LIGHT_DESCRIPTORS.has(t.word)) ? 0.1 : 0.25;
    ledger.reasons.push(`does not say ${missingGeneric.map((t) => t.word).join(", ")}`);
  }
  // A listing that names nothing of the product but its maker, its kind, a colour or a size, and
  // puts a name of its own where the mention's stands ("KONG Extreme Dog Toy, Large" for "KONG
  // Classic large", "Frida Baby Windi" for "Nose Frida"), is another of the maker's products: a
  // word of the name it lacks is no speaker's description there.
  const kindLike = (w: string) =>
    COLOURS.has(w) ||
    subcategoryWords.has(singular(w)) ||
    kindOnly.has(singular(w)) ||
    (GENERIC_WORDS.has(w) && !BASE_MODEL_WORDS.has(w)) ||
    hasDigit(w) ||
    AUDIENCES.has(w) ||
    STOP_WORDS.has(w) ||
    SIZE_WORDS.has(w);
  const ownName = (t: Token) => t.kind !== "model" && !namesMaker(t.word) && !kindLike(t.word);
  const firstOwn = headline(candidate.title).find((w) => !namesMaker(w));
  if (
    brandKnown &&
    !codeFound &&
    missing.some(ownName) &&
    ![...located.keys()].some((t) => ownName(t) || t.kind === "model") &&
    !!firstOwn &&
    !kindLike(firstOwn) &&
    !mentionWords.has(firstOwn) &&
    !quoteWords.has(firstOwn)
  ) {
    ledger.doubt = true;
    ledger.score = Math.min(ledger.score, 0.7);
    ledger.reasons.push("names nothing of the product but its maker");
  }
  return { missingModel, missingName, makerNames };
}

/** Where the product is named in the title: the largest group of its distinctive words standing close together, and the kind words right after them. */
function whereNameStands(r: Reading): NameSpan {
  const { sepBefore, located } = r;
  // Where the product is named: from its first to its last distinctive word (and a kind word
  // right after them: "Radiant Creamy Concealer"), then the word after.
  // A word of the name found far from the rest (", PS5" at the end of the title) says nothing
  // about where the name is: the name is the largest group of them standing close together.
  const spans = cluster([...located.entries()].filter(([t]) => t.kind !== "generic").map(([, at]) => at));
  const nameStart = spans.length ? Math.min(...spans.map((s) => s.start)) : -1;
  let nameEnd = spans.length ? Math.max(...spans.map((s) => s.end)) : -1;
  /** The last of the name's distinctive words: words after it, before the kind noun, describe. */
  const spanEnd = nameEnd;
  let coreEnd = nameStart;
  for (const s of spans) if (s.end > coreEnd && !sepBefore.slice(nameStart + 1, s.start + 1).some(Boolean)) coreEnd = s.end;
  const generics = [...located.entries()].filter(([t]) => t.kind === "generic").map(([, at]) => at);
  for (let grown = true; grown && spans.length;) {
    grown = false;
    for (const g of generics) {
      if (g.start === nameEnd + 1) {
        nameEnd = g.end;
        grown = true;
      }
    }
  }
  return { spans, nameStart, nameEnd, spanEnd, coreEnd, generics };
}

/** What the title says around the name: another model or variant word in or beside it, more name before it, the name going on after it, and the words touching it. */
function judgeNameSurroundings(r: Reading, ledger: Ledger, span: NameSpan): void {
  const {
    mention,
    candidate,
    variant,
    title,
    sepBefore,
    modelIsName,
    tokens,
    hyphenPairs,
    mentionWords,
    quoteWords,
    saidVersions,
    kindWords,
    mentionIsBook,
    kindOnly,
    subcategoryWords,
    accessoryLike,
    located,
    shared,
    sharedNaming,
    sharedPair,
    lineWord,
  } = r;
  const { spans, nameStart, nameEnd, spanEnd, coreEnd, generics } = span;
  if (spans.length) {
    const used = new Set([...spans, ...generics].flatMap((s) => Array.from({ length: s.end - s.start + 1 }, (_, k) => s.start + k)));
    const others: string[] = [];
    // A brand written "BLACK+DECKER" lends no "plus" to the name.
    const brandWords = new Set(
      words(`${mention.brand ?? ""} ${candidate.brand ?? ""} ${candidate.manufacturer ?? ""}`).filter((w) => !VARIANT_WORDS.has(w)),
    );
    const ownCodes = tokens.filter((t) => t.kind === "model" && /[a-z]/.test(t.word) && /\d/.test(t.word) && !UNIT.test(t.word));
    const ownCodeFound = ownCodes.length > 0 && ownCodes.every((t) => located.has(t));
    const mentionHasCode = tokens.some(
      (t) => t.kind === "model" && /[a-z]/.test(t.word) && /\d/.test(t.word) && !UNIT.test(t.word) && !/^\d+in\d+$/.test(t.word),
    );
    // The phrase that names the product: from the separator before its first word to the one after.
    let segmentStart = nameStart;
    while (segmentStart > 0 && !sepBefore[segmentStart]) segmentStart--;
    let segmentEnd = nameStart + 1;
    while (segmentEnd < title.length && !sepBefore[segmentEnd]) segmentEnd++;
    // A plain word standing between two words the mention says one after the other splits its
    // name ("Scarlett Solo Studio 4th Gen", "Yoga Pad Mat"); elsewhere it describes the item.
    const order = tokens.filter((t) => t.kind !== "generic");
    const splitsName = (i: number) => {
      let prev: Token | undefined;
      let next: Token | undefined;
      for (const t of order) {
        const at = located.get(t);
        if (!at) continue;
        if (at.end < i && (!prev || at.end > located.get(prev)!.end)) prev = t;
        if (at.start > i && (!next || at.start < located.get(next)!.start)) next = t;
      }
      if (!prev || !next) return false;
      if (order.indexOf(next) < order.indexOf(prev)) return false;
      // A separator after it ends the name's phrase: "Balsam & Cedar Scented, Classic 22oz Large Jar".
      if (sepBefore.slice(i + 1, located.get(next)!.start + 1).some(Boolean)) return false;
      // Where the mention says nothing between the two, or a name word of its own that the title
      // puts elsewhere or nowhere ("MX Keys Mini" for "MX Mechanical Mini"), this word takes its
      // place; a size or kind word there marks a slot for description ("Platinum Elite Softside
      // Spinner" for "Platinum Elite 21 inch carry-on spinner").
      const between = tokens.slice(tokens.indexOf(prev) + 1, tokens.indexOf(next));
      return (
        between.every((t) => t.kind === "generic" && located.has(t)) ||
        // (A name word restated in brackets, "Magnetic Battery (MagGo)", is not displaced.)
        between.some(
          (t) =>
            t.kind === "name" &&
            (!located.has(t) || (located.get(t)!.start > i && !sepBefore.slice(i + 1, located.get(t)!.start + 1).some(Boolean))),
        )
      );
    };
    // A word the search's other listings share, standing before the mention's kind noun ("Bagel
    // Sesame Seasoning", "Initial A Expandable Wire Bangle"), is how the maker names the product.
    const sharedKind = (i: number) => {
      const after = tokens
        .filter((t) => (located.get(t)?.start ?? -1) > i)
        .sort((a, b) => located.get(a)!.start - located.get(b)!.start)[0];
      const head = tokens.filter((t) => t.kind !== "model" && !COLOURS.has(t.word)).at(-1);
      return after?.kind === "generic" || (after !== undefined && after === head && englishWord(after.word));
    };
    const longCodeFound = ownCodeFound && ownCodes.every((t) => t.word.length >= 4 && /\d\d/.test(t.word));
    // A word right after one of the mention's codes ("GB40 Plus", "HS103 Pro") may be its suffix;
    // one before it ("Boost Plus GB40", "Plug Lite HS103") is the line's name for the model.
    const codeTouches = (i: number) =>
      ownCodes.some((t) => {
        const at = located.get(t);
        return !!at && at.end === i - 1 && !sepBefore[i];
      });
    const near = (i: number) => i === nameEnd + 1 || [...located.values()].some((s) => s.start === i + 1 || s.end === i - 1);
    for (let i = segmentStart; i <= Math.min(nameEnd + 1, title.length - 1); i++) {
      const w = title[i]!;
      if (used.has(i) || mentionWords.has(w) || brandWords.has(w)) continue;
      const inside = i >= nameStart && i <= nameEnd;
      const beforeName = i < nameStart;
      // After a separator the title describes the product ("HERO12 Black - Waterproof …"),
      // unless the word stands alone there ("Series 2 – Core, Black").
      const alone = i === title.length - 1 || sepBefore[i + 1];
      if (i >= segmentEnd && !(alone && VARIANT_WORDS.has(w))) continue;
      // "Air" before another word is a modifier ("Air Fryer", "Air Styling"), not the iPad Air;
      // a letter joined by a hyphen is part of a word ("V-Drums").
      const following = title[i + 1];
      if (
        w === "air" &&
        following &&
        !sepBefore[i + 1] &&
        !hasDigit(following) &&
        (!inside || GENERIC_WORDS.has(following) || kindWords.has(singular(following)))
      )
        continue;
      if (w.length === 1 && hyphenPairs.some(([a, b]) => a === w && /^[a-z]/.test(b))) continue;
      // …or joined to the word before it ("USB-C", "Type-C"); a variant word joined to a plain word
      // makes a description ("Ultra-Thin", "Super-Fast"), not a model.
      if (w.length === 1 && w !== "x" && w !== "s" && hyphenPairs.some(([a, b]) => b === w && /[a-z]{3}$/.test(a))) continue;
      if (VARIANT_WORDS.has(w) && w.length > 4 && hyphenPairs.some(([a, b]) => a === w && /^[a-z]{3}/.test(b))) continue;
      // A number the title joins to letters with a hyphen ("Sea Foam SF-16") is the item's own part
      // number, which a mention without a code does not contradict.
      if (/^\d+$/.test(w) && !mentionHasCode && hyphenPairs.some(([a, b]) => b === w && /^[a-z]{1,3}$/.test(a))) continue;
      // Letters the title joins with a hyphen to the bare number the mention names ("Spot 400-R"
      // for the Spot 400) name another model, unless they are a colour's code or a unit.
      const numberBefore = title[i - 1] ?? "";
      if (
        /^[a-z]{1,2}$/.test(w) &&
        /^\d+$/.test(numberBefore) &&
        used.has(i - 1) &&
        hyphenPairs.some(([a, b]) => a === numberBefore && b === w) &&
        !/^(?:b|w)$/.test(w) &&
        !COLOUR_CODE_END.test(w) &&
        !UNIT.test(`${numberBefore}${w}`)
      ) {
        others.push(`${numberBefore}-${w}`);
        continue;
      }
      // A letter a model code ends with ("ES-LV65-S", "WH1000XM5-B"): its colour or market suffix.
      if (w.length === 1 && hyphenPairs.some(([a, b]) => b === w && /\d$/.test(a))) continue;
      // A size's dimensions ("52 x 84"), a letter standing apart from the name: not a variant.
      if (w === "x" && hasDigit(title[i - 1] ?? "") && hasDigit(title[i + 1] ?? "")) continue;
      if (w.length === 1 && !near(i)) continue;
      // A claim of authenticity ("Genuine", "Authentic", "Official") names no model.
      if (/^(genuine|authentic|official|oem)$/.test(w)) continue;
      // A line's own word ("Artisan Series", "Go Series", "Heritage Collection") names no model.
      if (/^(series|collection)$/.test(w)) continue;
      // A mentioned book's format ("Paperback Box Set") is the book.
      if (mentionIsBook && BOOK_FORMAT_WORDS.test(w)) continue;
      // "BLACK+DECKER": the plus of a brand's name.
      if (w === "plus" && brandWords.has(title[i - 1] ?? "") && brandWords.has(title[i + 1] ?? "")) continue;
      // What comes "with" it is in the box, not in its name ("Silicone Case with MagSafe").
      if (title.slice(nameStart, i).some((t) => t === "with" || t === "w")) continue;
      // What the item adds to the name is harmless unless it says which model it is: a variant
      // or tier word (Pro, Max, Mini, Deluxe, Premium, Jr…), a generation, or a small number
      // ("Switch 2 Pro Controller"); before the name only a tier word counts ("Premium Fast Bottle
      // Warmer"). A long code is the item's own part number ("Klein Tools 32500"), unless the
      // mention gives one of its own. Plain words ("Magnetic", "No-Pull Dog") describe it.
      // A code the title goes on with a hyphen and more digits ("CT-S1-76"): a longer model number.
      const prevWord = title[i - 1];
      if (
        /^[a-z]{0,3}\d{1,}$/.test(w) &&
        (w.length >= 2 || /\d{2,}/.test(w)) &&
        used.has(i - 1) &&
        prevWord &&
        /[a-z]/.test(prevWord) &&
        /\d/.test(prevWord) &&
        hyphenPairs.some(([a, b]) => a.endsWith(prevWord) && b === w)
      )
        others.push(`${prevWord}-${w}`);
      // A word another listing of the maker also names the product with ("Spirit II 300 Series
      // Premium Grill Cover" beside "7138 Premium Grill Cover", "Quencher H2.0 FlowState" in every
      // Stanley title) is how the maker names the line, not what sets one sibling apart; a variant
      // word (Pro, Max, Mini…) still names a model however many listings carry it.
      // Unless it splits the name where another of the maker's listings names the product
      // without it ("Scarlett Solo Studio 4th Gen" beside "Scarlett Solo 4th Gen").
      else if (
        !VARIANT_WORDS.has(w) &&
        !hasDigit(w) &&
        !ROMAN.has(w) &&
        sharedNaming(w, candidate) >= SHARED_NAMING_BY &&
        !(inside && splitsName(i) && sharedPair(title[i - 1] ?? "", title[i + 1] ?? "", candidate) > 0)
      )
        continue;
      // A variant word or generation every other listing of the maker that names the product
      // carries too ("RoboVac 11S Slim", "Nest Mini 2nd Generation", "NOCO Boost Plus GB40") is
      // the product's full name, which the mention shortens.
      else if ((VARIANT_WORDS.has(w) || TIER_WORDS.has(w) || ROMAN.has(w) || /^(gen|mk)\d+$/.test(w)) && lineWord(w, candidate)) continue;
      // A variant word the creator says in the quote ("the slim one") is the mention's.
      else if ((VARIANT_WORDS.has(w) || TIER_WORDS.has(w)) && quoteWords.has(w)) continue;
      // With the mention's own model code found ("NOCO Boost Plus GB40", "Kasa Smart Plug Lite
      // HS103", "PSA1+ Professional"), the code says which model it is: a variant word beside it
      // is the line's way of naming that model.
      else if ((VARIANT_WORDS.has(w) || TIER_WORDS.has(w)) && longCodeFound && !codeTouches(i)) continue;
      // "Tough Armor Designed for iPhone 15 Pro Case": the words that say what it fits name no model.
      else if (FIT_VERBS.has(w) && (title[i + 1] === "for" || title[i + 1] === "with")) continue;
      else if (VARIANT_WORDS.has(w) || TIER_WORDS.has(w)) others.push(w);
      else if (beforeName) continue;
      else if (ROMAN.has(w) || /^gen\d+$/.test(w) || /^mk\d+$/.test(w)) others.push(w);
      else if (i > nameEnd) continue;
      // Words that only say what kind of thing it is may stand inside a name ("K2 Wireless Mechanical Keyboard").
      // (Not another kind's noun between the name and its version: "Cam Pan v3" for the "Cam v3".)
      else if (
        GENERIC_WORDS.has(w) &&
        !DESCRIPTOR_WORDS.has(w) &&
        !kindWords.has(singular(w)) &&
        !kindOnly.has(singular(w)) &&
        !STOP_WORDS.has(w) &&
        [...located.entries()].some(([t, at]) => t.kind === "model" && at.start === i + 1) &&
        splitsName(i)
      )
        others.push(w);
      else if (GENERIC_WORDS.has(w) || kindWords.has(singular(w))) continue;
      // A version the quote names ("the twenty liter, version two") is the mention's.
      else if (/^v\d{1,2}$/.test(w) && saidVersions.has(w)) continue;
      else if (hasDigit(w)) {
        const code = /[a-z]/.test(w) ? w.length >= 3 && !UNIT.test(w) : w.length >= 4;
        const size = UNIT.test(w) && !/^\d+$/.test(w);
        const share = /pct$/.test(w);
        const dimension = title[i - 1] === "x" || title[i + 1] === "x";
        // A size inside the name ("iPad Air 13-inch (M2)") names a variant; one after it describes.
        // With the mention's own model code found, a bare small number after another word of the
        // name is that word's version ("TS4 Thunderbolt 4 Dock"), not another model.
        const spec = /^\d{1,2}$/.test(w) && ownCodeFound && used.has(i - 1) && !hasDigit(title[i - 1] ?? "");
        if ((!size || (i < spanEnd && !share)) && !dimension && !(code && !mentionHasCode) && !spec) others.push(w);
      } else if (
        inside &&
        !OTHER_LANGUAGES_COMMON.has(w) &&
        (!englishWord(w) || (splitsName(i) && !(sharedKind(i) && shared(w, candidate) >= SHARED_BY)))
      )
        others.push(w);
      // A word made from one of the name's ("Clean Coder" for "Clean Code") is another title.
      else if (
        tokens.some((t) => t.kind === "name" && t.word.length >= 3 && w !== t.word && w.startsWith(t.word) && stem(w) !== stem(t.word))
      )
        others.push(w);
    }
    // A variant word the title's first phrase gives alone, as the line, before the phrase that names
    // the product ("KIND Minis, Dark Chocolate Nuts & Sea Salt", "RXBAR Minis, Chocolate Sea Salt").
    if (segmentStart > 0) {
      let firstEnd = 1;
      while (firstEnd < title.length && !sepBefore[firstEnd]) firstEnd++;
      const line = title.slice(0, firstEnd).filter((w) => !brandWords.has(w));
      const w = (line[0] ?? "").replace(/s$/, "");
      if (
        firstEnd <= segmentStart &&
        line.length === 1 &&
        VARIANT_WORDS.has(w) &&
        !mentionWords.has(w) &&
        !quoteWords.has(w) &&
        !lineWord(w, candidate)
      )
        others.push(w);
    }
    if (others.length) {
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`another model or variant (${[...new Set(others)].join(", ")})`);
    }
    // A name of plain words ("Trucker Jacket", "Yoga Mat") with more words before it than the
    // brand: "Vintage Fit Trucker Jacket", "Travel Yoga Mat". Who it is for ("Men's", "Unisex")
    // is not more name.
    let brandLength = mention.brand && brandStartsTitle(mention.brand, title) ? words(mention.brand).length : 0;
    // (A corporate ending after it is the maker's name too: "Black Diamond Equipment Spot 400".)
    while (brandLength && brandLength < nameStart && corporateWord(title[brandLength]!)) brandLength++;
    // The name's end in its own phrase: a size, colour or code the title gives after a separator
    // ("FATMAX Magnetic Tape Measure, 25 ft", "Old Skool Platform Shoes, Black/White") leaves the
    // word after the name where the name's phrase has it.
    const touchEnd = phraseEnd(nameStart, coreEnd, nameEnd, sepBefore, generics);
    const around = [
      nameStart - 1 >= brandLength && !sepBefore[nameStart] ? { word: title[nameStart - 1], then: undefined } : undefined,
      touchEnd + 1 < title.length && !sepBefore[touchEnd + 1]
        ? {
            word: title[touchEnd + 1],
            then: touchEnd + 2 < title.length && !sepBefore[touchEnd + 2] ? title[touchEnd + 2] : "",
            after: title[touchEnd],
            further: touchEnd + 3 < title.length && !sepBefore[touchEnd + 2] && !sepBefore[touchEnd + 3] ? title[touchEnd + 3] : undefined,
          }
        : undefined,
    ];
    // (Not where the title names the product only in brackets: a code restated at the end, "… 7-Year
    // Battery (F-91W-1)", stands beside no word of its name.)
    const ownColours = new Set(words(variant));
    const bracket = candidate.title.indexOf("(");
    if (bracket < 0 || nameEnd < words(candidate.title.slice(0, bracket)).length)
      ledger.touching.push(
        ...around.filter(
          (a): a is { word: string; then: string | undefined; after?: string; further?: string } =>
            !!a?.word &&
            [a.word].every(
              (w) =>
                (w.length > 2 ||
                  (w.length === 2 &&
                    !LINK_WORDS.has(w) &&
                    !/^(?:up|on|go|me|my|us|it|is|as|be|we|he|do|so|if|oz|ml|lb|kg|cm|mm)$/.test(w))) &&
                (!hasDigit(w) || CONNECTIONS.has(w)) &&
                !mentionWords.has(w) &&
                !brandWords.has(w) &&
                (!GENERIC_WORDS.has(w) || CONNECTIONS.has(w)) &&
                !kindWords.has(singular(w)) &&
                !STOP_WORDS.has(w) &&
                // (A colour word right after the name that the phrase goes on from, "Regular Slinky
                // Cobalt Electric Guitar Strings", is not the item's colour: its variation says that.)
                (!COLOURS.has(w) || (!!a.then && !ownColours.has(w))) &&
                (!LIGHT_DESCRIPTORS.has(w) || CONNECTIONS.has(w)) &&
                !AUDIENCES.has(w) &&
                !BASE_MODEL_WORDS.has(w),
            ),
        ),
      );
    const before = title.slice(Math.max(brandLength, segmentStart), nameStart).filter((w) => !STOP_WORDS.has(w));
    // A model number before the name is the product's own ("Ninja NC301 CREAMi"), not more name.
    // Nor is a model code's part ("BE489WB CEN 622 Encode").
    const beforeName = before.filter(
      (w) =>
        !mentionWords.has(w) && !brandWords.has(w) && !GENERIC_WORDS.has(w) && !BASE_MODEL_WORDS.has(w) && !hasDigit(w) && w.length > 3,
    );
    if (
      !tokens.some((t) => (t.kind === "model" && !(UNIT.test(t.word) && /[a-z]$/.test(t.word))) || t.kind === "variant") &&
      brandLength &&
      beforeName.some((w) => sharedNaming(w, candidate) < SHARED_NAMING_BY) &&
      !others.length
    ) {
      ledger.doubt = true;
      ledger.score -= 0.4;
      ledger.reasons.push(`more name before it (${beforeName.join(" ")})`);
      ledger.adds = true;
    }
    // The name goes on where the mention's name ends: "Glossier You Doux", "Rambler 26 oz Straw
    // Cup". Words between the name and the kind noun the mention uses describe the item ("LX
    // Single Monitor Arm", "Borealis Commuter Laptop Backpack"); where the mention names no kind,
    // or the kind noun stands far from the name, a word after a short plain name may be another
    // product's.
    const next = nameEnd + 1 < title.length && !sepBefore[nameEnd + 1] ? title[nameEnd + 1] : undefined;
    const continues =
      next !== undefined &&
      // (A word of the maker's own name is no more name: "Kirkland Signature Baby Wipes".)
      !brandWords.has(next) &&
      !GENERIC_WORDS.has(next) &&
      !VARIANT_WORDS.has(next) &&
      !hasDigit(next) &&
      !STOP_WORDS.has(next) &&
      !mentionWords.has(next) &&
      !kindWords.has(singular(next)) &&
      sharedNaming(next, candidate) < SHARED_NAMING_BY;
    const named = tokens.filter((t) => t.kind === "name").length;
    // A short name: one distinctive word, no model number.
    const models = tokens.filter((t) => t.kind === "model");
    const plain = models.length === 0 && named <= 1 && named + tokens.filter((t) => t.kind === "variant").length <= 2;
    const kindTokens = tokens.filter((t) => t.kind === "generic" && !STOP_WORDS.has(t.word) && !DESCRIPTOR_WORDS.has(t.word));
    // Where the mention names no kind, its subcategory's words in the title do ("Little Green …
    // Portable Carpet Cleaner" for Carpet Cleaners).
    const subcategoryAt = [...subcategoryWords]
      .filter((w) => !STOP_WORDS.has(w))
      .map((w) => title.findIndex((t, k) => k > nameEnd && singular(t) === w && !accessoryLike(t)));
    const subcategoryKinds =
      kindTokens.length || !subcategoryAt.length || subcategoryAt.some((k) => k < 0)
        ? []
        : [{ start: Math.min(...subcategoryAt), end: Math.min(...subcategoryAt) }];
    const kindAt = [
      ...kindTokens.map((t) => located.get(t)).filter((at): at is Located => !!at && at.start > nameEnd),
      ...subcategoryKinds,
    ];
    const kindNear = kindAt.some((at) => at.start <= nameEnd + 4);
    const described =
      kindNear &&
      title
        .slice(nameEnd + 1, Math.min(...kindAt.map((at) => at.start)))
        .every((w) => englishWord(w) && !hasDigit(w) && !TIER_WORDS.has(w) && !(VARIANT_WORDS.has(w) && w.length > 1));
    const kindAway =
      kindTokens.length > 0 &&
      kindTokens.every((t) => {
        const at = located.get(t);
        return !at || at.start > nameEnd + 3;
      });
    if (continues && !others.length && !described && (plain || kindAway) && !modelIsName) {
      ledger.doubt = true;
      ledger.score -= 0.3;
      ledger.reasons.push(`the name goes on ("${next}")`);
      ledger.adds = true;
    }
  }
}

/** A mentioned book's title that the listing's first phrase goes on with, or words of its own around it: another book. */
function judgeLongerBookTitle(r: Reading, ledger: Ledger, span: NameSpan): void {
  const { mention, title, sepBefore, mentionWords, mentionIsBook } = r;
  const { spans, nameStart, nameEnd } = span;
  // A mentioned book's title that the listing's first phrase goes on with ("Take Great Photographs
  // of People"): a longer title, another book.
  const longerTitle =
    mentionIsBook &&
    spans.length > 0 &&
    /^(of|and|in|on|at|to)$/.test(title[nameEnd + 1] ?? "") &&
    !sepBefore[nameEnd + 1] &&
    !sepBefore[nameEnd + 2] &&
    !!title[nameEnd + 2] &&
    !STOP_WORDS.has(title[nameEnd + 2]!) &&
    !mentionWords.has(title[nameEnd + 2]!) &&
    !BOOK_FORMAT_WORDS.test(title[nameEnd + 2]!);
  // Any other word of its own in that phrase, after or before the title ("The Very Hungry
  // Caterpillar's First Summer", "Awakening Your Ikigai"), makes it another book too.
  const goesOn =
    mentionIsBook && spans.length > 0 && !longerTitle
      ? bookTitleGoesOn(title, sepBefore, nameStart, nameEnd, new Set([...mentionWords, ...words(mention.brand ?? "")]))
      : undefined;
  if (longerTitle || goesOn) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`a longer title ("${goesOn ?? `${title[nameEnd + 1]} ${title[nameEnd + 2]}`}")`);
  }
}

/** A version right after the name that the mention does not give, or the year of an edition written with an apostrophe. */
function judgeVersion(r: Reading, ledger: Ledger, span: NameSpan): void {
  const { candidate, title, sepBefore, tokens, mentionWords, quoteWords, sharedNaming } = r;
  const { spans, nameEnd } = span;
  // A version right after the name ("GRID 2.0", "Hypervolt 2.0", "Magic Mouse 2", "Wool Runner 2")
  // the mention does not give; a small number that counts something ("Crayons 24 Count", "5-6
  // Players") is no version.
  const afterName = title[nameEnd + 1];
  const counts =
    /^(pack|packs|pk|count|ct|pc|pcs|piece|pieces|player|players|person|people|pair|pairs|x|in|inch|oz|lb|ft|feet|cup|cups|quart|qt|slot|port|ports|bay|drawer|tier|burner|speed|way|hour|hours|hr|day|days|week|weeks|month|months|year|years|minute|minutes|second|seconds)$/;
  // ("Ultimate 2C" too: a letter glued to the number is that version's, where it is no unit: 15A,
  // 12V, 20W, 5G, 4K, 3D.)
  const bareVersion =
    !!afterName &&
    (/^\d{1,2}$/.test(afterName) || (/^\d{1,2}[a-z]$/.test(afterName) && !UNIT.test(afterName) && !/[avwgkpxmlhd]$/.test(afterName))) &&
    !tokens.some((t) => hasDigit(t.word) || ROMAN.has(t.word)) &&
    !counts.test(title[nameEnd + 2] ?? "") &&
    !hasDigit(title[nameEnd + 2] ?? "");
  if (spans.length && (bareVersion || !tokens.some((t) => t.kind === "model" || t.kind === "variant"))) {
    const after = afterName;
    // ("Volumizer Original 1.0" for "the original": the first version is the original one.)
    const original = /^1(?:p0)?$/.test(after ?? "") && [mentionWords, quoteWords].some((ws) => ws.has("original"));
    if (after && !sepBefore[nameEnd + 1] && (/^\d+p\d+$/.test(after) || bareVersion) && !mentionWords.has(after) && !original) {
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`another version (${after.replace("p", ".")})`);
    }
  }
  // "501 '93 Straight Fit": a year written with an apostrophe right after the name is the edition
  // of that year, another than the one the mention names (it says no such year).
  const year = /(?:^|\s)['’](\d{2})s?\b/.exec(candidate.title)?.[1];
  // (Not one the maker's other listings name the product with too: "Air Force 1 '07" is the line's own.)
  if (
    year &&
    spans.length &&
    title[nameEnd + 1] === year &&
    !mentionWords.has(year) &&
    sharedNaming(year, candidate) < SHARED_NAMING_BY &&
    !ledger.reasons.some((r) => r.startsWith("another version"))
  ) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`another version ('${year})`);
  }
}

/** The name standing only after a "with" that follows another kind: something else, sold with the product. */
function judgeSoldWith(r: Reading, ledger: Ledger, span: NameSpan): void {
  const { mention, title, sepBefore, mentionWords, located } = r;
  const { spans, nameStart } = span;
  // What comes "with" an item ("… Bottle with Flex Straw Cap") is not the item: where the name
  // stands only after "with" and the title names another kind before it, it sells something else.
  if (spans.length) {
    const withAt = mentionWords.has("with")
      ? -1
      : title.findIndex((w, i) => (w === "with" || w === "w") && i > nameStart && !["compatible", "works"].includes(title[i - 1] ?? ""));
    const nameWords = [...located.entries()].filter(([t]) => t.kind === "name").map(([, at]) => at.start);
    const headBefore = withAt > 0 ? title.slice(0, withAt).filter((w) => !hasDigit(w) && !STOP_WORDS.has(w)) : [];
    const kindBefore = headBefore.at(-1);
    if (
      withAt > 0 &&
      nameWords.length &&
      nameWords.some((at) => at > withAt && !sepBefore.slice(withAt + 1, at + 1).some(Boolean)) &&
      kindBefore &&
      !mentionWords.has(kindBefore) &&
      singular(kindBefore) !== singular(words(mention.subcategory ?? "").at(-1) ?? "")
    ) {
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`sold with it ("${kindBefore} with …")`);
    }
  }
}

/** A generation the mention does not name, next to the name. */
function judgeGeneration(r: Reading, ledger: Ledger, span: NameSpan): void {
  const { candidate, title, tokens, mentionWords, located, lineWord } = r;
  const { spans, nameStart, nameEnd } = span;
  // A generation the mention does not name, next to the name: it may be another generation.
  if (spans.length && !tokens.some((t) => /^(gen|mk)\d+$/.test(t.word) || ROMAN.has(t.word))) {
    const used = new Set([...located.values()].flatMap((s) => Array.from({ length: s.end - s.start + 1 }, (_, k) => s.start + k)));
    const generation = title.find(
      (w, i) =>
        i > nameStart &&
        i <= nameEnd + 3 &&
        !used.has(i) &&
        (/^(gen|mk)\d+$/.test(w) || ROMAN.has(w)) &&
        !mentionWords.has(w) &&
        !new RegExp(`\\b${w}-[a-z]`, "i").test(candidate.title) &&
        !lineWord(w, candidate),
    );
    if (generation) {
      ledger.doubt = true;
      ledger.score -= 0.3;
      ledger.conflict = true;
      ledger.reasons.push(`names a generation the mention does not (${generation})`);
      ledger.adds = true;
    }
  }
}

/** A variant the creator says the product is not, named in the title. */
function judgeDeniedVariant(r: Reading, ledger: Ledger): void {
  const { title, mentionWords, quoteList } = r;
  // A variant the creator says the product is not ("not the X", "not the mini") names another one.
  const denied = quoteList.find(
    (w, k) =>
      quoteList[k - 2] === "not" &&
      ["the", "a"].includes(quoteList[k - 1] ?? "") &&
      (VARIANT_WORDS.has(w) || TIER_WORDS.has(w)) &&
      !mentionWords.has(w) &&
      title.some((t, n) => t === w && !hasDigit(title[n - 1] ?? "") && !hasDigit(title[n + 1] ?? "")),
  );
  if (denied) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`the mention says it is not the "${denied}" one`);
  }
}

/** Colour: a colour edition is the product, unless the mention names another colour. */
function judgeColour(r: Reading, ledger: Ledger): void {
  const { mention, candidate, title } = r;
  // Colour: a colour edition is the product, unless the mention names another colour.
  const mentionColours = words(mention.product_name).filter((w) => COLOURS.has(w));
  const itemColours = new Set(
    [...title, ...words(Object.values(candidate.variation_attributes ?? {}).join(" "))].filter((w) => COLOURS.has(w)),
  );
  if (mentionColours.length && itemColours.size && !mentionColours.some((c) => itemColours.has(c))) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`another colour (${[...itemColours].join(", ")})`);
  }
}

/** One of a pair of opposite variants (men's / women's, wired / wireless, scented / unscented…) the mention names, where the title gives only the other. */
function judgeOppositeVariant(r: Reading, ledger: Ledger): void {
  const { mention, title, mentionWords, quoteList, quoteWords, mentionIsBook, subcategoryWords } = r;
  const mentionList = words(mention.product_name);
  // (A word, or a phrase of two: "natural gas", "hard cover".)
  const inTitle = (w: string) => (w.includes(" ") ? containsPhrase(title, w) : title.includes(w));
  for (const pair of OPPOSITES) {
    if (pair === BINDING_PAIR && mentionIsBook) continue;
    const [one, other] = pair;
    for (const [a, b] of [
      [one, other],
      [other, one],
    ] as const) {
      // The mention's subcategory says whom it is for too ("Dry Dog Food", "Men's Jeans"), and the
      // quote which one the creator has ("the best indoor basketball", "the eau de parfum").
      const says = (w: string) =>
        w.includes(" ")
          ? containsPhrase(mentionList, w) || containsPhrase(quoteList, w)
          : mentionWords.has(w) || subcategoryWords.has(singular(w)) || quoteWords.has(w);
      const saidA = a.some(says);
      const titleB = b.find(inTitle);
      // (A title saying both, "Men's and Women's", "Bluetooth & 2.4G", is for both.)
      if (saidA && titleB && !b.some(says) && !a.some(inTitle)) {
        ledger.doubt = true;
        ledger.score -= 0.6;
        ledger.conflict = true;
        ledger.reasons.push(`for another variant ("${titleB}")`);
      }
    }
  }
}

/** A garment's, a bed's or a box's size the mention names, where the title gives only another size word. */
function judgeSize(r: Reading, ledger: Ledger): void {
  const { title, mentionWords } = r;
  // A garment's, a bed's or a box's size the mention names ("Motion XT large", "sheets queen"): a
  // title giving only another size word ("XL", "King") is another size, whatever its family says.
  const sizesSaid = [...mentionWords].filter((w) => SIZE_WORDS.has(w) && w !== "big" && w !== "full");
  const otherSize =
    sizesSaid.length && !sizesSaid.some((w) => title.includes(w))
      ? title.find((w) => SIZE_WORDS.has(w) && w !== "big" && w !== "full")
      : undefined;
  if (otherSize) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`another size (${otherSize}) than the mention names (${sizesSaid.join(", ")})`);
  }
}

/** A title denying a word the mention names ("non-waterproof"). */
function judgeDeniedWord(r: Reading, ledger: Ledger): void {
  const { title, mentionWords, located } = r;
  // A title denying a word the mention names ("Moab 3 Mid Hiking Boot (non-waterproof)" for the
  // Moab 3 Mid waterproof) says it is not that.
  const deniedWord = [...located.entries()].find(([, at]) => title[at.start - 1] === "non")?.[0];
  if (deniedWord && !mentionWords.has("non")) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`says it is not ${deniedWord.word} ("non ${deniedWord.word}")`);
  }
}

/** An edition the mention does not name (not a colour's, a console's standard one or a mentioned book's own format). */
function judgeEdition(r: Reading, ledger: Ledger, missingModel: readonly Token[], missingName: readonly Token[]): void {
  const { title, tokens, mentionWords, quoteWords, mentionIsBook, titleText } = r;
  const editionAt = title.indexOf("edition");
  const bookFormat = mentionIsBook && BOOK_FORMAT_WORDS.test(titleText);
  const colourEdition = editionAt > 0 && COLOURS.has(title[editionAt - 1]!);
  if (
    tokens.some((t) => t.kind !== "generic") &&
    !missingModel.length &&
    !missingName.length &&
    editionAt >= 0 &&
    !mentionWords.has("edition") &&
    // The edition the mention names ("Oatly barista" / "Barista Edition") is its own.
    !mentionWords.has(title[editionAt - 1] ?? "") &&
    !quoteWords.has(title[editionAt - 1] ?? "") &&
    // A mentioned book's formats and its numbered or anniversary editions are the book; a
    // language's edition or a tier of it ("Special Edition", "Deluxe Edition") is another book.
    (mentionIsBook
      ? LANGUAGES.has(title[editionAt - 1] ?? "") ||
        TIER_WORDS.has(title[editionAt - 1] ?? "") ||
        VARIANT_WORDS.has(title[editionAt - 1] ?? "")
      : !bookFormat) &&
    // A console's standard edition is the product itself ("PS5 Slim – Disc Edition").
    !["disc", "standard", "console"].includes(title[editionAt - 1] ?? "") &&
    !colourEdition
  ) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push("another edition");
  }
}

/** 2. Made for the product: a "for" / "compatible with" phrase before the product is named, or the mention's code named only after "for". */
function judgeMadeFor(r: Reading, ledger: Ledger, span: NameSpan): boolean {
  const { mention, candidate, title, sepBefore, tokens, mentionWords, kindWords, located } = r;
  const { spans, nameStart } = span;
  const mentionNamed = words(mention.product_name);
  const mentionFor = mentionNamed.includes("for") ? mentionNamed.slice(mentionNamed.indexOf("for") + 1) : [];
  // 2. Made for the product: a "for" / "compatible with" phrase before the product is named.
  const brandWords = new Set(mention.brand ? words(mention.brand) : []);
  const productAt = nameStart >= 0 ? nameStart : title.length;
  const fits = [...FITS_PHRASES, ...FITS_PHRASES_ELSEWHERE]
    .map((p) => ({ p, at: phraseIndex(title, p) }))
    .filter(({ p, at }) => {
      if (at < 0 || at >= productAt) return false;
      // "Floor mats for Honda CR-V": the mention itself says what the product fits.
      if (containsPhrase(words(mention.product_name), p)) return false;
      // "Screen protector for iPhone 15" / "… designed for iPhone 15", "PS5 controller" / "Controller
      // for PS5": what the title says it is for, the mention says too, after its own "for" or
      // before its kind noun that the title names right before the phrase.
      const phraseEnd = at + p.split(" ").length;
      if (mentionFor.length && title.slice(phraseEnd, phraseEnd + mentionFor.length).join(" ") === mentionFor.join(" ")) return false;
      if (kindWords.has(singular(title[at - 1] ?? "")) && tokens.some((t) => t.kind !== "generic" && located.get(t)?.start === phraseEnd))
        return false;
      // The phrase must introduce the product ("Case for Sony WH-1000XM5"), not a use named long
      // before it ("… for Streaming, Gaming and Recording, Black (MV7+)").
      const after = at + p.split(" ").length;
      const between = title.slice(after, productAt).filter((w) => !brandWords.has(w) && !STOP_WORDS.has(w));
      return between.length <= 2 && !sepBefore.slice(after + 1, productAt + 1).some(Boolean);
    });
  // "… Building Blocks Set, Compatible with Lego": a word of the mention's name found only after
  // "compatible with" names what the item fits, not its maker.
  const fitsNamed = [...located.entries()].find(([t, at]) => {
    if (t.kind === "generic" || at.start < 2) return false;
    const before = title.slice(Math.max(0, at.start - 2), at.start).join(" ");
    return (
      /\b(compatible with|works with|fits|designed for|made for)$/.test(before) &&
      !containsPhrase(words(mention.product_name), before) &&
      !(
        mentionFor.length &&
        title.slice(at.start - mentionFor.indexOf(t.word), at.start - mentionFor.indexOf(t.word) + mentionFor.length).join(" ") ===
          mentionFor.join(" ")
      )
    );
  });
  // "Ultra Hybrid Designed for iPhone 15 Pro" for "Ultra Hybrid iPhone 15 Pro": the product's own
  // name stands before the phrase, and what it fits is what the mention names after its name.
  // ("Orchid … Compatible with Lego" for "the LEGO orchid" is not: the mention says LEGO first.)
  const ownNameBefore = (() => {
    if (!fitsNamed) return false;
    const phraseAt = fitsNamed[1].start - 2;
    const before = tokens.filter((t) => t.kind === "name" && !brandWords.has(t.word) && (located.get(t)?.end ?? Infinity) < phraseAt);
    const after = tokens.filter((t) => t.kind !== "generic" && (located.get(t)?.start ?? -1) >= fitsNamed[1].start);
    const order = (t: Token) => tokens.indexOf(t);
    return before.length > 0 && after.every((t) => before.every((b) => order(t) > order(b)));
  })();
  if (fitsNamed && !fits.length && !ownNameBefore)
    fits.push({ p: title.slice(fitsNamed[1].start - 2, fitsNamed[1].start).join(" "), at: fitsNamed[1].start - 2 });
  // "Polaroid SX-70 Film - Color Film for SX-70 Cameras": the title itself says what it is for.
  const headNoun = headline(candidate.title)
    .filter((w) => !hasDigit(w))
    .at(-1);
  if (!fits.length && headNoun && !mentionWords.has(headNoun) && !kindWords.has(singular(headNoun)) && !GENERIC_WORDS.has(headNoun)) {
    const codes = tokens.filter((t) => t.kind === "model" && /[a-z]/.test(t.word) && /\d/.test(t.word)).map((t) => t.word);
    const forAt = title.findIndex(
      (w, i) =>
        (w === "for" || (w === "with" && title[i - 1] === "compatible")) &&
        codes.some((c) =>
          title
            .slice(i + 1, i + 4)
            .join("")
            .includes(c),
        ),
    );
    if (forAt > 0 && !mentionWords.has("for")) fits.push({ p: title[forAt]!, at: forAt });
  }
  const firstFit = fits.sort((a, b) => a.at - b.at)[0];
  if (!firstFit || !spans.length) return false;
  ledger.doubt = true;
  ledger.score -= 0.7;
  ledger.conflict = true;
  ledger.reasons.push(`made to fit it ("${firstFit.p} …")`);
  return true;
}

/** Books, guides and courses about the product, another book of a series, or a book for a mention of something else. */
function judgeBookAbout(r: Reading, ledger: Ledger): boolean {
  const { mention, candidate, tokens, mentionIsBook, subcategoryWords, located, titleText, head } = r;
  // Books, guides and courses about a product ("The Complete Guide to the Instant Pot", "… for
  // Dummies", "Summary of Atomic Habits"): not it. A mentioned book's own formats are the book.
  const about =
    ABOUT_PHRASES.exec(head.join(" "))?.[0] ??
    /\b(for dummies|for beginners|for young adults|for young readers|(?:official|complete|strategy|unofficial|ultimate|players?|collectors?|study|users?|owners?|field|pocket)\s+guide|guidebook|guide book)\b/.exec(
      titleText,
    )?.[0];
  const itemIsBook = BOOK_BINDINGS.test(words(`${candidate.binding ?? ""} ${candidate.product_group ?? ""}`).join(" "));
  // A mentioned book's guide or summary says so in its subtitle too ("Before the Coffee Gets Cold:
  // Book Club Discussion Guide and Summary"); a book naming the mentioned one only in brackets, as
  // its series ("Tales from the Cafe (Before the Coffee Gets Cold Series, 2)"), is another book.
  const bookAbout = mentionIsBook
    ? /\b(discussion guide|reading guide|study guide|summary|summaries|workbook|analysis of)\b/.exec(titleText)?.[0]
    : undefined;
  const nameTokens = tokens.filter((t) => t.kind === "name" && !STOP_WORDS.has(t.word));
  const otherOfSeries =
    mentionIsBook &&
    nameTokens.length >= 2 &&
    !nameTokens.some((t) => head.includes(t.word)) &&
    nameTokens.every((t) => located.has(t)) &&
    /\(([^)]*)\)/.test(candidate.title);
  if ((about || bookAbout) && !containsPhrase(words(mention.product_name), (about ?? bookAbout)!)) {
    const said = (about ?? bookAbout)!;
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.7;
    ledger.reasons.push(mentionIsBook ? `a book about it ("${said}")` : `a book or guide about it ("${said}")`);
  } else if (otherOfSeries) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.7;
    ledger.reasons.push("another book, naming the mentioned one only in brackets");
  } else if (itemIsBook && !mentionIsBook && !head.some((w) => subcategoryWords.has(singular(w)) && BOUND_GOODS.has(singular(w)))) {
    // (Bound paper goods are filed as books: "Classic Notebook, Hard Cover" for Notebooks is the notebook.)
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.7;
    ledger.reasons.push(`a book about it (${candidate.binding ?? candidate.product_group})`);
  } else return false;
  return true;
}

/** 3. What the title says it is: the head noun of its first phrase (an accessory, a part, what comes with it). */
function judgeWhatItIs(r: Reading, ledger: Ledger, span: NameSpan, missingModel: readonly Token[], missingName: readonly Token[]): void {
  const { mention, candidate, title, mentionWords, kindWords, kindOnly, shared, lineHeads, head } = r;
  const { spans, nameStart, nameEnd } = span;
  const productAt = nameStart >= 0 ? nameStart : title.length;
  const afterName = nameEnd >= 0 ? head.slice(Math.max(0, nameEnd + 1)) : head;
  const nouns = head.filter((w) => !hasDigit(w) && w.length > 1);
  const last = nouns.at(-1);
  // A mention that is itself a replacement part ("Toothbrush Heads", "Refills") is not refused as one.
  const mentionIsPart = words(mention.subcategory ?? "").some((w) => ACCESSORY_HEADS.has(w) || PART_WORDS.has(w));
  const part = afterName.find((w) => PART_WORDS.has(w) && !mentionWords.has(w) && !mentionIsPart);
  const accessoryHead = (w: string) => ACCESSORY_HEADS.has(w) || ACCESSORY_HEADS_ELSEWHERE.has(w);
  const foreignHead = head.find((w, i) => i < productAt && ACCESSORY_HEADS_ELSEWHERE.has(w) && !kindWords.has(singular(w)));
  const lastAt = last ? head.lastIndexOf(last) : -1;
  // A kind whose name ends in an accessory's noun ("Vacuum Cleaner", "Light Bar"), or a kit of the
  // mention's own kind ("Cordless Drill and Driver Kit") rather than one for it ("Cleaning Kit").
  const compound =
    last !== undefined && lastAt > 0 && COMPOUND_KINDS.has(`${head[lastAt - 1]} ${last}`) && kindWords.has(singular(head[lastAt - 1]!));
  // "… Tripod Kit with Ball Head, Phone Mount and Bag" is the product with other items: not its own kit.
  const ownKit =
    (last === "kit" || last === "set") &&
    !new RegExp(`\\b${last}\\s+(with|plus|\\+|and)\\b`, "i").test(candidate.title) &&
    head.some((w) => kindOnly.has(singular(w))) &&
    !head.slice(0, lastAt).some((w) => KIT_FOR_WORDS.has(w) || accessoryHead(w) || PART_WORDS.has(w));
  // A mention that is itself such a thing ("USB-C charger") names its own kind by another of
  // these words ("Power Adapter … iPhone Charger") once its name and model are all found.
  // (Not where the first phrase names it before its head noun: "Charger Stand" is a stand.)
  const ownAccessoryKind =
    [...kindWords].some((k) => accessoryHead(k) && title.some((w) => singular(w) === k) && !head.some((w) => singular(w) === k)) &&
    !missingModel.length &&
    !missingName.length &&
    spans.length > 0;
  if (
    last &&
    accessoryHead(last) &&
    !kindWords.has(singular(last)) &&
    !mentionWords.has(last) &&
    !compound &&
    !ownKit &&
    !ownAccessoryKind &&
    !lineHeads.has(last) &&
    // "Router AX3000 Dual Band", "eReader … E Ink": a count of bands or a display's letter makes
    // the noun a spec of the item, not a thing sold for it.
    !(/^(?:single|dual|tri|triple|quad|multi|e)$/.test(head[lastAt - 1] ?? "") && spans.length > 0 && !missingModel.length) &&
    // "5 QT Jug", "90 Caps", "100g Bag": a container after the quantity it holds is how the
    // product is packed, not a thing sold for it.
    !(CONTAINERS.has(last) && hasDigit(head[lastAt - 1] ?? "") && !missingModel.length && !missingName.length && spans.length > 0)
  ) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`not the product itself ("${last}")`);
  } else if (foreignHead && spans.length) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`not the product itself ("${foreignHead}")`);
  } else if (part) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`a part or spare ("${part}")`);
  } else {
    // "… Headphones with Carry Case": what the box holds (a case, a cable, a pouch) leaves it the
    // product; another item sold on its own (a game, a controller, a memory card, a protection
    // plan) makes it a bundle. Only a "with" in the phrase that names the product counts.
    const segment = firstSegment(candidate.title);
    const extra = / (?:with|\+) (.+)$/i.exec(segment)?.[1];
    const extraWords = extra ? words(extra) : [];
    // "with Built-in Speaker": part of it, not an extra.
    const builtIn = (w: string) => new RegExp(`\\b(?:built in|integrated|internal|onboard) ${w}\\b`).test(extraWords.join(" "));
    // "Radio with Speaker", "Headset with Microphone", "Light Bar with Wireless Controller": a
    // part of its kind the item has, named without a name or model of its own, is no item sold
    // on its own ("with CM-300 Contact Microphone", "+ DualSense Wireless Controller" are).
    const ownPart = (w: string) =>
      OWN_PARTS.has(w) &&
      !/\s\+\s/.test(segment) &&
      extraWords.slice(0, extraWords.indexOf(w)).every((x) => x === "wireless" || x === "remote");
    const packed = extraWords.find(
      (w) => PACKED_EXTRAS.has(w) && !SMALL_EXTRAS.has(w) && !mentionWords.has(w) && !builtIn(w) && !ownPart(w),
    );
    // An extra the other listings of the search name too ("8BitDo Ultimate … with Charging Dock"
    // in every listing of it) is how the product is sold: in its box.
    const soldWith = !!packed && DOUBTFUL_EXTRAS.has(packed) && shared(packed, candidate) >= SHARED_BY;
    if (soldWith) ledger.reasons.push(`with what its box holds ("with ${extraWords.join(" ")}")`);
    else if (packed && DOUBTFUL_EXTRAS.has(packed)) {
      ledger.doubt = true;
      ledger.score -= 0.3;
      ledger.reasons.push(`packed with an extra ("with ${extraWords.join(" ")}")`);
      ledger.adds = true;
    } else if (packed) {
      ledger.doubt = ledger.hard = true;
      ledger.score -= 0.6;
      ledger.reasons.push(`a bundle with another item ("${packed}")`);
    } else if (extraWords.some((w) => SMALL_EXTRAS.has(w))) ledger.reasons.push(`with what its box holds ("with ${extraWords.join(" ")}")`);
  }
}

/** Another condition than the creator showed: renewed, used, open box (the title or the offer). */
function judgeCondition(r: Reading, ledger: Ledger): void {
  const { candidate, title, mentionWords } = r;
  // Another condition than the creator showed: renewed, used, open box (the title or the offer).
  const condition =
    [...CONDITION_PHRASES, ...CONDITION_PHRASES_ELSEWHERE].find((p) => containsPhrase(title, p) && !containsPhrase([...mentionWords], p)) ??
    (candidate.condition && !/^\s*new\b/i.test(candidate.condition) ? candidate.condition : undefined);
  if (condition) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.6;
    ledger.reasons.push(`not new ("${condition}")`);
  }
}

/** Another market's model: "UK Plug", "International Version", 220-240 V only. */
function judgeMarket(r: Reading, ledger: Ledger): void {
  const { mention, candidate, title, titleText, mentionText, rawTitle } = r;
  // Another market's model: "UK Plug", "International Version", 220-240 V only.
  const region =
    REGION_PHRASES.find((p) => containsPhrase(title, p) && !mentionText.includes(p)) ??
    (OTHER_MARKET.exec(titleText)?.[0] ||
      /国内正規品|日本正規品|日本国内|海外版|日本版|輸入版/.exec(candidate.title)?.[0] ||
      languageEdition(mention, candidate.title));
  if (region || (otherMarketVoltage(rawTitle) && !otherMarketVoltage(mention.product_name))) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.6;
    ledger.reasons.push(`made for another market ("${region ?? "voltage"}")`);
  }
}

/** Sets, packs and bundles: a pack of the very item is the product; a bundle with other items, an assortment, another count, form or formula is not. */
function judgeSetsAndPacks(r: Reading, ledger: Ledger, makerNames: readonly string[]): void {
  const { mention, candidate, title, tokens, mentionWords, quoteWords, kindText, kindWords, mentionIsBook, titleText, mentionText } = r;
  // A set the mention names is its set with what it holds ("Container Set with Lids").
  const ownSetWith = mentionWords.has("set") ? /\bset with\b/g : /$^/g;
  const mentionSaysSet = ["set", "kit", "bundle", "duo", "combo"].some((w) => mentionWords.has(w));
  // A pack of the very item is the product (its size shown on the card); a bundle with other
  // items, or an assortment of flavours or kinds, is not.
  // Another item of the line added with "+" ("Dream Sock + Owlet Cam 2"): a set of two products.
  const plusItem = mentionSaysSet
    ? undefined
    : plusItemOfLine(
        candidate.title,
        new Set(words(`${mention.brand ?? ""} ${mention.product_name}`).map(singular)),
        words(mention.product_name),
      );
  if (plusItem) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.6;
    ledger.reasons.push(`a set with another item of the line ("+ ${plusItem}")`);
  } else if (
    BUNDLE.test(titleText.replace(ownSetWith, "")) &&
    !BUNDLE.test(mentionText) &&
    !(packSizeOf(titleText) && /\bbundle\b/.test(titleText) && !/ (?:with|plus) /.test(titleText))
  ) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.6;
    ledger.reasons.push("a bundle");
  } else {
    const pack = packSizeOf(titleText) ?? (candidate.unit_count && candidate.unit_count > 1 ? candidate.unit_count : undefined);
    const mentionPack = packSizeOf(mentionText);
    const mentionCount = [...mentionText.matchAll(COUNT)].map((m) => m[1]!)[0];
    const titleCounts = new Set([...titleText.matchAll(COUNT)].map((m) => m[1]!));
    const titleCount = [...titleCounts][0];
    // "Set of 3 (8, 10.25 and 12 inch)": several sizes, not several of the item.
    const sizes = severalSizes(candidate.title);
    // "Tape Measure Set, 25ft and 16ft", "Wiper Blades 26\" + 17\"": two lengths, one of them not
    // the mention's, are two tools, not the item (two volumes of one consumable are more of it).
    const twoSizes = /\b(\d+(?:p\d+)?)(in|ft|mm|cm|m) (?:and |with )?(\d+(?:p\d+)?)\2\b/.exec(titleText);
    const setOfSizes =
      !!twoSizes &&
      twoSizes[1] !== twoSizes[3] &&
      ![twoSizes[1], twoSizes[3]].every((n) => mentionText.split(" ").some((w) => w.startsWith(n!)));
    // A variety pack or sampler is an assortment whether or not it says how many it holds.
    // "3-Piece Chef's Knife Set (8\" Chef, 8\" Bread, 4\" Paring)": a set of several items for a
    // mention of one.
    // "Trio: No. 3, No. 4 and No. 5", "Books 1, 2 and 3": the mention's number among others listed.
    const listed = /\b(?:no\.?\s*)?(\d{1,2})(?:\s*,\s*(?:no\.?\s*)?\d{1,2})*\s*,?\s*(?:and|&)\s*(?:no\.?\s*)?(\d{1,2})\b/i.exec(
      candidate.title,
    );
    const numberList = !!listed && listed[1] !== listed[2] && !/\b(and|&)\b/.test(mention.product_name.toLowerCase());
    const pieceSet =
      numberList ||
      (([...titleText.matchAll(/\b([2-9]|\d{2,})pc set\b/g)].some((m) => !mentionWords.has(`${m[1]}pc`)) ||
        // "Lopper and Pruner Set, 2 Piece", "The Daily Set: Cleanser, …": a set its title says holds several.
        // (Not where the count is the mention's own number: "Nest 9 Plus … 9-Piece" is the Nest 9.)
        (/\bset\b/.test(words(firstSegment(candidate.title)).join(" ")) &&
          !/\b(set|kit)s?\b/.test(kindText) &&
          [...titleText.matchAll(/\b([2-9]|\d{2,}) ?(?:pc|pcs|piece|pieces)\b/g)].some(
            (m) => !mentionWords.has(m[1]!) && !mentionWords.has(`${m[1]}pc`),
          )) ||
        /\b(?:set|kit):\s/i.test(candidate.title) ||
        // "Moisturizer SPF 20 + Facial Cleanser Set", "Mascara and Tinted Primer Kit", "Hair Repair
        // Trio Set": a set or kit its first phrase says holds more than one product.
        // (Not the maker's own "&", "Winsor & Newton"; nor one kind said two ways, "Drill and Driver Kit".)
        /\s(?:\+|and|&)\s+\S+\s+\S+.*\b(?:set|kit)$/i.test(
          makerNames.reduce((t, n) => t.split(n).join(" "), firstSegment(candidate.title)).trim(),
        ) ||
        /\b(?:trio|duo)\s+(?:set|kit)\b/i.test(candidate.title) ||
        // "Series 4 Books Collection Set", "Books 1-3": several books for a mention of one.
        (mentionIsBook &&
          /\b(?:([2-9]|\d{2,}) books|books \d+ ?(?:-|to) ?\d+)\b/.test(titleText) &&
          !/\b(books|collection|series|box)\b/.test(mentionText))) &&
        // (Nor where the mention or its quote says it is a set: "the queen set", "the hundred piece set".)
        !/\b(set|kit|pc|\d+pc)\b/.test(mentionText));
    const assorted =
      pieceSet ||
      (/\b(variety|assorted|assortment|sampler)\b(?! colou?r)/.test(titleText) &&
        !/\b(variety|assorted|assortment|mixed|sampler)\b/.test(mentionText)) ||
      // Assorted colours are a set of several where the creator names the one colour they use ("black G2s").
      (/\bassorted colou?rs?\b/.test(titleText) && words(`${mention.product_name} ${mention.quote ?? ""}`).some((w) => COLOURS.has(w))) ||
      // Several colours sold together are an assortment where the mention buys one item, not a set.
      (severalColours(candidate.title) && !mentionSaysSeveral(mention.product_name, mentionText, tokens)) ||
      // A set naming each thing it holds is that many different items.
      (namesEachOfSet(candidate.title, pack ?? Number(titleCount ?? 0)) && !mentionSaysSeveral(mention.product_name, mentionText, tokens));
    // ("Mixed Grey" is a colour, not a mix of items.)
    const mixed = title.some((w, k) => w === "mixed" && !COLOURS.has(title[k + 1] ?? "")) && !/\bmixed\b/.test(mentionText);
    // The form the creator names ("two thousand IU softgels"): a listing only of another form
    // ("… D3 2000 IU Gummies") is another product of the line.
    const formsOf = (text: string) =>
      new Set(
        text
          .split(" ")
          .map((w) => DOSE_FORMS.get(w))
          .filter((f): f is string => !!f),
      );
    const saidForms = formsOf(mentionText);
    const titleForms = formsOf(titleText);
    if (saidForms.size && titleForms.size && ![...titleForms].some((f) => saidForms.has(f))) {
      ledger.doubt = ledger.conflict = true;
      ledger.score -= 0.6;
      ledger.reasons.push(`another form (${[...titleForms].join(", ")}) than the mention names (${[...saidForms].join(", ")})`);
    }
    // An ingredient added to the formula the title names with its share ("Power Grip Primer + 4%
    // Niacinamide") is another formula, unless the mention names it ("Niacinamide 10% + Zinc 1%").
    const added = /\s\+\s+\d+(?:[.,]\d+)?\s*%\s+(\p{L}+)/u.exec(candidate.title)?.[1]?.toLowerCase();
    if (added && !mentionWords.has(added) && !quoteWords.has(added)) {
      ledger.doubt = ledger.conflict = true;
      ledger.score -= 0.6;
      ledger.reasons.push(`another formula (+ ${added})`);
    }
    // An expansion or add-on ("Shapes Hexagon Expansion Pack", "Seafarers Expansion") is sold for
    // the product and needs it: not the product, unless the mention names one.
    if (EXPANSION.test(titleText) && !EXPANSION.test(mentionText)) {
      ledger.doubt = ledger.conflict = true;
      ledger.score -= 0.6;
      ledger.reasons.push("an expansion for it, not the product");
    }
    // A left-handed edition is another variant than the one the creator showed, unless they name it.
    if (/\bleft[\s-]?hand(?:ed)?\b|\blefty\b/i.test(candidate.title) && !/\b(left|lefty|leftie)\b/.test(mentionText)) {
      ledger.doubt = ledger.conflict = true;
      ledger.score -= 0.6;
      ledger.reasons.push("a left-handed edition");
    }
    const packedOther = packOfOther(candidate.title, (w) => (ACCESSORY_HEADS.has(w) || PART_WORDS.has(w)) && !kindWords.has(singular(w)));
    // (Mixed colours in the pack the mention buys are that pack's colours: "Ankle Socks, 6-Pack, Mixed".)
    if (assorted || setOfSizes || (pack && (sizes || (mixed && pack !== mentionPack)))) {
      ledger.doubt = ledger.hard = true;
      ledger.score -= 0.6;
      ledger.reasons.push("an assortment, not the item");
    } else if (packedOther) {
      ledger.doubt = ledger.conflict = true;
      ledger.score -= 0.6;
      ledger.reasons.push(`a pack of something else ("${packedOther}")`);
    } else if (mentionCount && titleCount && mentionCount !== titleCount && !titleCounts.has(mentionCount)) {
      // "Zyrtec allergy tablets, the seventy count" / "… 90 ct": another size of the product.
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`a count of ${titleCount}, the mention's is ${mentionCount}`);
    } else if (pack && mentionPack && pack !== mentionPack) {
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`a pack of ${pack}, the mention's is ${mentionPack}`);
    } else if (!pack && mentionPack && /\b(single|1 pack|1 pk|pack of 1|1 count|1 ct)\b/.test(titleText)) {
      // "Classic Muslin Swaddle, Single" for "the four pack": one, where the mention buys several.
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`a single one, the mention's is a pack of ${mentionPack}`);
    } else if (pack && pack > 1) {
      ledger.packSize = pack;
      ledger.reasons.push(`a pack of ${pack}`);
    }
  }
}

/** 5. The marketplace's classification (browse node, product group), read against the mention's own kind. */
function judgeClassification(r: Reading, ledger: Ledger): void {
  const { mention, candidate, kindText, kindWords, mentionIsBook, kindOnly, subcategoryWords } = r;
  // 5. The marketplace's classification, read against the mention's own kind: an item filed
  // under an accessory node is an accessory unless the mention's kind is that accessory (a
  // microphone arm under "Microphone Accessories", a phone case under "Cell Phone Cases").
  const accessoryWord = (w: string) =>
    ACCESSORY_HEADS.has(w) || ACCESSORY_HEADS.has(singular(w)) || w === "accessories" || w === "accessory" || PART_WORDS.has(w);
  const mentionIsAccessory = [...kindOnly].some(accessoryWord) || [...kindWords].some((w) => kindOnly.has(w) && accessoryWord(w));
  if (candidate.browse_node) {
    const node = words(candidate.browse_node);
    const sharesKind = node.some((w) => !accessoryWord(w) && kindWords.has(singular(w)));
    // A node naming the mention's own kind beside an accessory's word ("Notebooks & Writing Pads"
    // for a notebook) files the item under its kind.
    const listsKind =
      /[&,]| and /.test(candidate.browse_node) && node.some((w, k) => k === 0 && kindWords.has(singular(w)) && !accessoryWord(w));
    // "Monitor Accessories" for a mention of "Monitor Lights": the mention's own kind is a thing
    // for what the node names, so the node files it where it belongs.
    const nodeOf = node.filter((w) => !accessoryWord(w) && !STOP_WORDS.has(w)).map(singular);
    const thingFor =
      nodeOf.length > 0 &&
      nodeOf.every((w) => subcategoryWords.has(w)) &&
      [...subcategoryWords].some((w) => !nodeOf.includes(w) && !STOP_WORDS.has(w));
    // The node's own noun says what it files: "HEPA Filter Air Purifiers" files purifiers, "Headphone
    // Cases" cases.
    const nodeHead = node.at(-1) ?? "";
    const accessoryNode =
      accessoryWord(nodeHead) && !kindWords.has(singular(nodeHead)) && !((mentionIsAccessory || thingFor) && sharesKind) && !listsKind;
    const nodeKind = !accessoryNode && node.some((w) => kindWords.has(singular(w)));
    if (accessoryNode && !nodeKind) {
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`filed under ${candidate.browse_node}`);
    } else if (nodeKind && !ledger.doubt) {
      ledger.score += 0.1;
      ledger.reasons.push(`filed under ${candidate.browse_node}, the product's kind`);
    }
  }
  if (candidate.product_group) {
    const plausible = plausibleGroups(mentionIsBook ? `${kindText} books` : kindText);
    const groupWords = words(candidate.product_group);
    // "Lawn & Patio" and "lawn and patio" are one group.
    const group = groupWords.filter((w) => w !== "and").join(" ");
    if (
      groupWords.some((w) => w === "accessory" || w === "accessories" || w === "parts") &&
      !groupWords.some((w) => kindWords.has(singular(w)) || kindOnly.has(singular(w))) &&
      !mentionIsAccessory
    ) {
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`product group ${candidate.product_group}`);
    } else if (plausible && !plausible.has(group) && !groupWords.some((w) => kindWords.has(singular(w)) || kindOnly.has(singular(w)))) {
      ledger.doubt = true;
      ledger.score -= 0.3;
      ledger.reasons.push(`product group ${candidate.product_group} is unusual for ${mention.category}`);
      ledger.adds = true;
    }
  }
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
  judgeSize(reading, ledger);
  judgeDeniedWord(reading, ledger);
  judgeEdition(reading, ledger, missingModel, missingName);

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

/** Product groups plausible for a mention's category, by its words; undefined for a category none of them name. */
export function plausibleGroups(kindText: string): Set<string> | undefined {
  const found = new Set<string>();
  for (const [key, groups] of Object.entries(GROUPS_BY_CATEGORY)) {
    if (containsPhrase(kindText.split(" "), key)) for (const g of groups) found.add(g.replace(/ and /g, " "));
  }
  return found.size ? found : undefined;
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
