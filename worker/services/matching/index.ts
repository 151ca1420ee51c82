/**
 * Decides whether a marketplace search result is the product a creator mentioned, not something
 * sold beside it. Pure and deterministic; every deduction comes with a reason. The evidence, in
 * the order it is weighed (docs/matcher.md, "How the matcher decides"):
 *
 * 1. Brand: the item's brand or manufacturer field first, its title (whose first words name the
 *    brand on marketplaces) as the fallback.
 * 2. Made for it: "Case for <product>", "Cable compatible with <product>": the product is named
 *    after a "for" / "compatible with" phrase, so the item is something that fits it.
 * 3. What the title says it is: the head noun of the title's first phrase ("… Ear Pads",
 *    "… Storage Stand") when that names an accessory or part; renewed, used or tester items;
 *    bundles, kits and multipacks.
 * 4. Model and variant: every model token of the mention (numbers, roman numerals, generations,
 *    variant words; XM5 is not XM4, Max is not Mini, Pro is not the base model, 2nd generation
 *    is not 1st) and its distinctive name words, found in the title where the product is named;
 *    and no other variant word, number or generation inside that name.
 * 5. The marketplace's own classification: a browse node that files the item under an accessory
 *    kind the mention is not, or a product group unlike the mention's category, counts against;
 *    a browse node naming the mention's kind adds a little confidence.
 */
import { VOCABULARY_MEANINGS, readableCandidates, translatedKind, writtenInOtherLanguage } from "./languages";
import { compact, englishWord, hasDigit, normalise, phraseIndex, singular, stem, words } from "./words";
import { AUDIENCES, audienceOf, breedSizeOf, codeTokens, firstSegment, headline, lifeStageOf, packSizeOf, quoteCodes } from "./title";
import { coreMaker, makerLinksOf, sameMaker } from "./brand";
import { lineWordsOf, namingWords, searchPairsOf, searchWordsOf, shortCodeAfterName } from "./search";
import { BASE_MODEL_WORDS, type Judgement, MATCH_THRESHOLDS, judge, otherKind, verdictOf, versionsSaid } from "./judge";
import { EDITIONS_FOR, GENERIC_WORDS, SMALL_EXTRAS, STOP_WORDS, UNIT, VARIANT_WORDS } from "./vocabulary";
import { BOOK_FORMAT_WORDS, BOOK_KINDS, COLOURS, corporateWord } from "./identity";
import { adaptationsOf } from "./book";
import { kindSaidOtherwise } from "./kinds-said-otherwise";
import { digitalDelivery } from "./evidence-versions";
import { editionsNamed, otherColourThanQuoted, otherEditionThanSaid, otherSideThanSaid, otherSizeThanQuoted } from "./quote";
import type { MatchCandidate, MatchMention, MatchResult } from "./types";

export type { ExternalIds, MatchCandidate, MatchMention, MatchResult, MatchVerdict } from "./types";
export { MATCH_THRESHOLDS } from "./judge";
export { itemPackSize, packSizeOf } from "./title";

export function matchCandidate(mention: MatchMention, listing: MatchCandidate): MatchResult {
  const [candidate] = readableCandidates(mention, [listing]);
  const {
    hard,
    conflict: _conflict,
    touching: _touching,
    lacksModel: _lacks,
    adds: _adds,
    forWhat: _for,
    code: _code,
    ...result
  } = judge(mention, candidate!);
  return hard ? { ...result, hard } : result;
}

/** The GTINs an item carries, as digits (an EAN-13 and the UPC-A it extends are one code). */
function gtins(candidate: MatchCandidate): Set<string> {
  const ids = candidate.external_ids;
  const all = [...(ids?.ean ?? []), ...(ids?.upc ?? []), ...(ids?.isbn ?? [])];
  return new Set(all.map((id) => id.replace(/\D/g, "").replace(/^0+/, "")).filter((id) => id.length >= 8));
}

/**
 * The model numbers an item carries: codes of letters and digits (five characters at least, not a
 * size or a spec) in its title, and its model field without a colour suffix ("WH1000XM5/B").
 */
function modelCodes(candidate: MatchCandidate): Set<string> {
  const codes = new Set<string>();
  // A maker's own name with digits ("Insta360", "SOFT99") is no model number.
  const maker = compact(`${candidate.brand ?? ""} ${candidate.manufacturer ?? ""}`);
  const add = (code: string) => {
    // (Nor is a spec every product of its kind states: a sun protection factor, "SPF50"; nor a
    // capacity the line is sold in, a quantity with its unit after a word, "RAM+256GB".)
    if (
      code.length >= 5 &&
      /^[a-z]{1,5}\d{2,}[a-z]{0,4}$/.test(code) &&
      !/^(?:gen|mk|spf)\d+$/.test(code) &&
      !(/\d[a-z]{2,}$/.test(code) && UNIT.test(code.replace(/^[a-z]+/, ""))) &&
      !(maker && maker.includes(code))
    )
      codes.add(code);
  };
  for (const token of candidate.title.split(/[\s,;()[\]|]+/)) {
    add(token.toLowerCase().replace(/[^a-z0-9]/g, ""));
    // A part number of digits alone, written as one ("Classic Clog 10001", "Chef's Knife 40520",
    // "Standtrockner 81430"; not "1/8000" nor a dimension).
    if (/^\d{5,7}$/.test(token)) codes.add(token);
  }
  if (candidate.model) {
    const model = candidate.model.split("/")[0]!.trim();
    add(model.toLowerCase().replace(/[^a-z0-9]/g, ""));
    if (/^\d{5,7}$/.test(model)) codes.add(model);
  }
  return codes;
}

/** The variation attributes two children of one family differ in. */
function differsIn(a: MatchCandidate, b: MatchCandidate): string[] {
  const x = a.variation_attributes ?? {};
  const y = b.variation_attributes ?? {};
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => normalise(x[k] ?? "") !== normalise(y[k] ?? ""));
}

/** Variation dimensions that leave the product what it is: colour, size, style, pattern. */
const SAME_PRODUCT_DIMENSIONS = /^(colou?r|color name|size|size name|style|style name|pattern|pattern name|finish|capacity|length|width)$/i;

/** A grid of two counts ("3x3", "2 x 4"), not a size with its unit after it ("3x3 in", "4 x 6\"") nor fractions' ("3/8x57 7/8"). */
const GRID = /(?<![/.])\b(\d{1,2}) ?x ?(\d{1,2})\b(?! ?(?:in\b|inch|"|'|cm\b|mm\b|ft\b|feet|foot|m\b|\d+\/))/g;
function gridsOf(text: string): Set<string> {
  return new Set([...text.matchAll(GRID)].map((m) => `${m[1]}x${m[2]}`));
}

/**
 * A search's candidates judged together: each on its own (matchCandidate), then with what the
 * others prove. An item sharing an EAN, UPC or ISBN with one already judged the product is that
 * product; a child of the same variation family (parent ASIN) that differs from it only in colour,
 * size or style is the product too, unless the mention names a colour or size this child lacks.
 * Neither overrules a hard refusal (not new, another market, a bundle, a book about it); the family
 * does not overrule a child whose title says it is something else ("15 Plus" beside "15").
 */
export function matchCandidates(mention: MatchMention, listings: readonly MatchCandidate[]): MatchResult[] {
  // Japanese titles' katakana read as the mention's words they sound like ("エクストリーム" Extreme).
  const candidates = readableCandidates(mention, listings);
  const shared = searchWordsOf(candidates);
  const links = makerLinksOf(candidates);
  const sharedNaming = searchWordsOf(candidates, namingWords);
  const sharedPair = searchPairsOf(candidates);
  const lineWord = lineWordsOf(mention, candidates);
  const judged = candidates.map((c) => judge(mention, c, shared, links, sharedNaming, sharedPair, lineWord));
  /** Each listing's maker as its brand field names it (undefined without one); read by every step below. */
  const makers = candidates.map((c) => (c.brand ? coreMaker(c.brand) : undefined));
  const sameMakerAt = (a: number, b: number) => sameMaker(makers[a], makers[b]);
  /** Sends a listing judged the product to an admin (just under the verified threshold), saying why. */
  const toReview = (i: number, reason: string) => {
    const j = judged[i]!;
    j.score = Math.min(j.score, Math.round((MATCH_THRESHOLDS.verified - 0.1) * 100) / 100);
    j.verdict = verdictOf(j.score);
    j.conflict = true;
    j.reasons = [...j.reasons, reason];
  };
  // An accessory's noun that most of the maker's listings of the product end their naming phrase
  // with ("PowerCore 10000 Portable Charger" twice, "Shapes Hexagon Smarter Kit", "Nursing Pillow
  // Original Support") is how the maker names the product, not a thing sold for it.
  const headOf = (j: Judgement) => {
    if (j.reasons.some((r) => /differs|^other brand|^does not say|^another model/.test(r))) return undefined;
    return j.reasons.map((r) => /^not the product itself \("(.+)"\)$/.exec(r)?.[1]).find(Boolean);
  };
  const accessoryHeads = judged.map(headOf);
  if (accessoryHeads.some(Boolean)) {
    const lineHeads = new Set(
      accessoryHeads.filter((h, i): h is string => {
        if (!h) return false;
        const maker = makers[i] ?? "";
        const peers = candidates.filter((_, k) => (makers[k] ?? "") === maker && (judged[k]!.verdict === "verified" || accessoryHeads[k]));
        const carrying = peers.filter((c) => accessoryHeads[candidates.indexOf(c)] === h).length;
        return carrying >= 2 && carrying * 2 > peers.length;
      }),
    );
    if (lineHeads.size)
      accessoryHeads.forEach((h, i) => {
        if (h && lineHeads.has(h)) judged[i] = judge(mention, candidates[i]!, shared, links, sharedNaming, sharedPair, lineWord, lineHeads);
      });
  }
  // A mention without a brand: the maker most items judged the product share is its maker, and
  // one judged the product under another maker's brand field is a look-alike ("Vertical Ergonomic
  // Mouse … Lift Design" by Lekvey beside two Logitech Lift listings).
  if (!mention.brand) {
    const counts = new Map<string, number>();
    judged.forEach((j, i) => {
      const maker = makers[i];
      if (j.verdict === "verified" && maker) counts.set(maker, (counts.get(maker) ?? 0) + 1);
    });
    const [top, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (top && topCount! >= 2 && [...counts.values()].filter((n) => n === topCount).length === 1) {
      judged.forEach((j, i) => {
        const brand = candidates[i]!.brand;
        const maker = makers[i];
        if (j.verdict !== "verified" || !maker || sameMaker(maker, top)) return;
        if (words(mention.product_name).join("").includes(maker.replace(/ /g, ""))) return;
        toReview(i, `another maker (${brand}) than the other listings (${top})`);
      });
    }
  }
  // What the mention's kind is filed under in this search: where some item's browse node names it
  // ("Die-Cutting Machines" for "Cutting Machines"), an item whose node and first phrase both name
  // another kind ("… Writable Vinyl" under "Craft Vinyl") is not the product.
  const subcategory = new Set(words(mention.subcategory ?? "").map(singular));
  if (subcategory.size && candidates.some((c) => words(c.browse_node ?? "").some((w) => subcategory.has(singular(w))))) {
    candidates.forEach((c, i) => {
      const j = judged[i]!;
      const other = otherKind(mention, c, subcategory);
      if (!other || j.verdict !== "verified") return;
      toReview(i, `another kind of item ("${other}", filed under ${c.browse_node})`);
    });
  }
  // The variant the mention names ("crisp lemon", "size regular", "the 24 inch", "256 gig"), read
  // against the variants the items say they are: a child of another named value is another variant.
  // (Not the brand's own words: "Black Diamond Spot 400" names no colour.)
  const brandPhrase = mention.brand ? ` ${words(mention.brand).join(" ")} ` : "";
  const saidText = ` ${words(`${mention.product_name} ${mention.quote ?? ""}`).join(" ")} `;
  const said = new Set(words(brandPhrase.trim() ? saidText.replaceAll(brandPhrase, " ") : saidText));
  const valueWords = (v: string) => words(v).filter((w) => !STOP_WORDS.has(w) && w !== "with");
  const dimensions = new Set(candidates.flatMap((c) => Object.keys(c.variation_attributes ?? {})));
  for (const dimension of dimensions) {
    const values = candidates.map((c) => c.variation_attributes?.[dimension]);
    const named = [...new Set(values.filter((v): v is string => !!v))].filter((v) => {
      const ws = valueWords(v);
      return ws.length > 0 && ws.every((w) => said.has(w) || [...said].some((m) => hasDigit(w) && m === w.replace(/[a-z]+$/, "")));
    });
    if (!named.length) continue;
    const most = Math.max(...named.map((v) => valueWords(v).length));
    const chosen = new Set(named.filter((v) => valueWords(v).length === most).map((v) => normalise(v)));
    values.forEach((v, i) => {
      const j = judged[i]!;
      if (!v || chosen.has(normalise(v)) || j.verdict === "rejected") return;
      j.score = Math.min(j.score, 0.4);
      j.verdict = verdictOf(j.score);
      j.conflict = true;
      j.reasons = [...j.reasons, `another ${dimension} (${v}) than the mention names (${[...chosen].join(", ")})`];
    });
  }
  // A word touching the name in one listing that none of the maker's other listings in the search
  // uses, where at least two others name the product without it ("Vanquisher 2.0 Optical",
  // "1460 Pascal", "Connect 4 Shots"): it says which sibling of the line the item is.
  // (Judged against the verdicts before this step, so the order of the results does not matter.
  // A listing sharing an EAN or UPC with another judged the product names the product too; one
  // sharing it only with the listing judged here is that listing again, no other evidence.)
  // Where the creator says they have the plain product ("just the classic Vans Old Skool", "the
  // original", "a regular Rubik's Cube"), one other listing of the product without the word is enough.
  const plainSaid = words(`${mention.product_name} ${mention.quote ?? ""}`).some((w) => BASE_MODEL_WORDS.has(w) || w === "plain");
  const nameSaid = new Set(words(mention.product_name));
  const idsOf = candidates.map(gtins);
  const verifiedFirst = judged.map((j) => j.verdict === "verified");
  const namesProduct = (k: number, self: number) =>
    verifiedFirst[k] ||
    (!judged[k]!.hard && [...idsOf[k]!].some((id) => idsOf.some((ids, m) => m !== k && m !== self && verifiedFirst[m] && ids.has(id))));
  judged.forEach((j, i) => {
    if (j.verdict !== "verified" || !j.touching.length) return;
    const self = candidates[i]!;
    const peers = candidates.filter((_, k) => k !== i && namesProduct(k, i) && sameMakerAt(k, i));
    const peerWords = new Set(peers.flatMap((p) => words(p.title).map(singular)));
    // (A word closing the title's first phrase counts where two of those listings close theirs
    // with the name: "Wool Runner Mizzles," beside "Wool Runners,".)
    const peerEnds = peers
      .map((p) => words(firstSegment(p.title)).at(-1))
      .filter((w): w is string => !!w)
      .map(singular);
    const own = j.touching.find(
      ({ word, then, after, further }) =>
        shared(word, self) === 0 &&
        // (A word of the language a title is written in, which the vocabulary cannot read, says
        // what the item is in that language, "JBL Flip 6 Tragbarer Lautsprecher", not a sibling's name.)
        !(!englishWord(word) && writtenInOtherLanguage(self.title, nameSaid)) &&
        // ("747 Rio Red Stapler": a word before a colour names the colour.)
        !(then && COLOURS.has(then)) &&
        (then === undefined ||
          peerWords.has(singular(then)) ||
          // (Or the one after it: "1460 Pascal Virginia Leather Boot" beside "1460 Smooth Leather Boots".)
          (!!further && peerWords.has(singular(further))) ||
          (then === "" && !!after && peerEnds.filter((w) => w === singular(after)).length >= 2) ||
          // (Or two such words closing the name's phrase before a separator or the end, the second
          // a word or a code but no measure: "PowerCore 10000 PD Redux, 10000mAh", "Time Teller
          // Solar A1369 -" beside "PowerCore 10000 Portable Charger", "Time Teller A045 -"; not "Berry
          // Mini 8g", nor a book's format: "Born to Run Audible Audiobook –".)
          (!!then &&
            further === undefined &&
            !/^\d/.test(then) &&
            !BOOK_FORMAT_WORDS.test(`${word} ${then}`) &&
            shared(then, self) === 0 &&
            !peerWords.has(singular(then)))),
    )?.word;
    if (peers.length < (plainSaid ? 1 : 2) || !own) return;
    toReview(i, `a word no other listing of the product has ("${own}")`);
  });
  // Words one listing alone puts between the maker's name and the words the other listings of the
  // product name it with ("Liquid I.V. Sugar-Free Hydration Multiplier" beside two "Liquid I.V.
  // Hydration Multiplier"; "Lodge Blacklock Triple Seasoned Cast Iron Skillet" beside two "Cast
  // Iron Skillet"): a sibling of the line, where the mention does not say them.
  // What the creator said about the product, and each listing's title words, as the side-by-side
  // readings below compare them (singular forms).
  const saidWords = new Set(words(`${mention.product_name} ${mention.quote ?? ""} ${mention.subcategory ?? ""}`).map(singular));
  const titleSets = candidates.map((c) => new Set(words(c.title).map(singular)));
  // The other listings of the same maker that a reading's snapshot of verdicts holds the product.
  const productPeers = (i: number, verified: readonly boolean[]) =>
    candidates.map((_, k) => k).filter((k) => k !== i && verified[k] && sameMakerAt(i, k));
  {
    const verifiedNow = judged.map((j) => j.verdict === "verified");
    const afterMaker = (c: MatchCandidate) => {
      const makerWords = new Set(words(`${c.brand ?? ""} ${c.manufacturer ?? ""} ${mention.brand ?? ""}`));
      const head = headline(c.title);
      let k = 0;
      // (A corporate ending after the maker's name is the name too: "Black Diamond Equipment Spot 400".)
      while (k < head.length && (makerWords.has(head[k]!) || (k > 0 && corporateWord(head[k]!)))) k++;
      return k > 0 ? head.slice(k) : undefined;
    };
    candidates.forEach((c, i) => {
      if (!verifiedNow[i]) return;
      const rest = afterMaker(c);
      if (!rest) return;
      const peers = productPeers(i, verifiedNow);
      if (peers.length < 2) return;
      const peerHeads = peers.map((k) => new Set(headline(candidates[k]!.title).map(singular)));
      let n = 0;
      while (
        n < rest.length &&
        !hasDigit(rest[n]!) &&
        !STOP_WORDS.has(rest[n]!) &&
        !COLOURS.has(rest[n]!) &&
        // (Whom it is for, in any language: "Levi's Herren 501" is read by the audience rule below.)
        !AUDIENCES.has(rest[n]!) &&
        rest[n] !== "unisex" &&
        // (A variant word before the name is judged with the listing itself: "Xbox Core Wireless Controller".)
        !VARIANT_WORDS.has(rest[n]!) &&
        // (A kind, material or part as any language says it: other languages put it before the name.)
        !translatedKind(rest[n]!, c.title) &&
        !BASE_MODEL_WORDS.has(rest[n]!) &&
        !saidWords.has(singular(rest[n]!)) &&
        peers.every((k) => !titleSets[k]!.has(singular(rest[n]!)))
      )
        n++;
      const next = rest[n];
      if (n === 0 || !next || peerHeads.filter((h) => h.has(singular(next))).length < 2) return;
      toReview(i, `a word no other listing of the product has before its name ("${rest[0]}")`);
    });
  }
  // Words one listing alone puts inside the name, between two words the mention says one after the
  // other ("Post-it Super Sticky Notes", "Hydrating Cream-to-Foam Cleanser", "Milk Caramel Sea Salt
  // Chocolate Bar", "Hydro 5 Sense Energize Razor"), where another listing of the maker judged the
  // product names it with both words and none of these, and no other listing of the maker uses them:
  // the line's sibling the maker names with them, as a buyer reading the two side by side sees. One
  // such listing is enough, as the words stand inside the very name the creator said.
  {
    const verifiedNow = judged.map((j) => j.verdict === "verified");
    // (The name in the order it was said: the outer nameSaid is a set.)
    const nameInOrder = words(mention.product_name);
    const creatorSaid = new Set(words(`${mention.product_name} ${mention.quote ?? ""}`).map(singular));
    // (The kind the mention is filed under describes wherever it stands: "Super Sticky Notes" under
    // "Sticky Notes", "Hydrating Facial Cleanser" under "Facial Cleansers".)
    const kindFiled = new Set(words(mention.subcategory ?? "").map(singular));
    const phrases = candidates.map((c) => headline(c.title));
    candidates.forEach((c, i) => {
      if (!verifiedNow[i]) return;
      const peers = productPeers(i, verifiedNow);
      if (!peers.length) return;
      // (Nor is the maker's full name a sibling's: "Herschel Supply Co. Little America".)
      const makerWords = new Set(words(`${c.brand ?? ""} ${c.manufacturer ?? ""}`));
      const describes = (w: string) => kindFiled.has(singular(w)) || makerWords.has(w) || corporateWord(w);
      const peerPhrases = peers.map((k) => new Set(phrases[k]!.map(singular)));
      const makerTitles = titleSets.filter((_, k) => k !== i && sameMakerAt(i, k));
      const split = splitName(
        nameInOrder,
        phrases[i]!,
        (w) => describes(w) || (!creatorSaid.has(singular(w)) && peerPhrases.every((p) => !p.has(singular(w)))),
        (w) => !describes(w) && insertedWordNamesSibling(w, nameInOrder, makerTitles),
      );
      if (split && peers.some((k) => saysInOrder(phrases[k]!, split.before, split.after)))
        toReview(i, `words no other listing of the product has inside its name ("${split.inserted.join(" ")}")`);
    });
  }
  // A letter glued to the mention's model code ("SM58S", "EXL110W", "TD-07KVX") where another
  // listing of the product writes the code as the mention says it ("SM58", "SM58-LC"): a sibling
  // the maker marks with that letter (an on/off switch, a wound third string, a larger kit), as a
  // buyer reading the two side by side sees; alone, the letter may be the maker's colour code.
  {
    const bareProduct = judged.map((j) => j.verdict === "verified" && j.code === "bare");
    judged.forEach((j, i) => {
      if (j.verdict !== "verified" || j.code !== "glued") return;
      const peer = bareProduct.findIndex((b, k) => b && k !== i && (!makers[k] || sameMakerAt(i, k)));
      if (peer >= 0) toReview(i, `a letter glued to the model code that ${candidates[peer]!.asin}, judged the product, lacks`);
    });
  }
  // What a listing names with "with" right after the product's name ("Echo Dot with Clock", "Smart
  // Scale with Handle") that none of the maker's other listings of the product names anywhere, two
  // at least beside it: a sibling the line sells with that part or feature, not the one the
  // creator named. (Not what the box holds, a case or a strap; nor a word the mention says; nor a
  // "with" after the kind noun the mention does not say, which describes: "Earbuds with Mic".)
  {
    const nameSaid = new Set(words(mention.product_name).map(singular));
    const verifiedNow = judged.map((j) => j.verdict === "verified");
    candidates.forEach((c, i) => {
      if (!verifiedNow[i]) return;
      const withAfter = /^(.*?) (?:with|w\/) (.+)$/i.exec(firstSegment(c.title.replace(/\([^)]*\)/g, " ")));
      if (!withAfter || !nameSaid.has(singular(words(withAfter[1]!).at(-1) ?? ""))) return;
      const extra = words(withAfter[2]!).filter(
        (w) => !STOP_WORDS.has(w) && !hasDigit(w) && !SMALL_EXTRAS.has(w) && !saidWords.has(singular(w)),
      );
      const peers = productPeers(i, verifiedNow);
      if (!extra.length || peers.length < 2 || peers.some((k) => extra.some((w) => titleSets[k]!.has(singular(w))))) return;
      toReview(i, `with what no other listing of the product has ("with ${withAfter[2]!.trim()}")`);
    });
  }
  // A version ("v1", "v2"): a listing carrying another version than the one the mention or its
  // quote names ("the twenty liter V2") is the older or newer model; where it names none, the one
  // most listings of the product carry is the creator's ("20L (V1)" beside two "20L V2").
  {
    const said = [...versionsSaid(`${mention.product_name} ${mention.quote ?? ""}`)];
    const versionOf = (c: MatchCandidate) => {
      const found = [...new Set(words(c.title).filter((w) => /^v\d{1,2}$/.test(w)))];
      return found.length === 1 ? found[0] : undefined;
    };
    const versions = candidates.map(versionOf);
    const counts = new Map<string, number>();
    judged.forEach((j, i) => {
      const v = versions[i];
      if (j.verdict === "verified" && v) counts.set(v, (counts.get(v) ?? 0) + 1);
    });
    const [top, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const expected = said.length === 1 ? said[0] : !said.length && topCount! >= 2 ? top : undefined;
    if (expected)
      judged.forEach((j, i) => {
        const v = versions[i];
        if (j.verdict === "verified" && v && v !== expected) toReview(i, `another version (${v}) than the product's (${expected})`);
      });
  }
  // The size the quote names ("the base one twenty-eight", "the big 2.2 pound bag"), where another
  // listing of the product is sold in it: a listing of another size of that measure is another variant.
  otherSizeThanQuoted(
    mention,
    candidates,
    judged.map((j) => j.verdict === "verified"),
  ).forEach((size, i) => {
    if (size) toReview(i, `another size (${size.replace("p", ".")}) than the quote names`);
  });
  // A mentioned book's adaptation (a graphic novel, an illustrated edition) beside plain listings of
  // it, unless the mention's own kind is that form ("Graphic Novels").
  if (BOOK_KINDS.test(words(`${mention.category ?? ""} ${mention.subcategory ?? ""}`).join(" ")))
    adaptationsOf(
      `${mention.product_name} ${mention.quote ?? ""} ${mention.subcategory ?? ""}`,
      candidates.map((c) => c.title),
      judged.map((j) => j.verdict === "verified"),
    ).forEach((adaptation, i) => {
      if (adaptation) toReview(i, `an adaptation of the book ("${adaptation}")`);
    });
  otherColourThanQuoted(
    mention,
    candidates,
    judged.map((j) => j.verdict === "verified"),
  ).forEach((colour, i) => {
    if (colour) toReview(i, `another colour (${colour}) than the quote names`);
  });
  // One side of a contrast the creator names ("the big one", "the dual set", "with ads"): a listing
  // of the product naming the other side is the other variant (and one in review is no member of
  // the variation family the creator's variant is: "Good Grips Small" beside the Large).
  otherSideThanSaid(
    mention,
    candidates,
    judged.map((j) => j.verdict === "verified"),
    judged.map((j) => j.verdict !== "rejected"),
  ).forEach((side, i) => {
    if (side) toReview(i, `another variant ("${side}") than the creator names`);
  });
  // A short model code right after the mention's name that other listings of the product lack
  // ("Door and Window Sensor P2"): another model of the line.
  shortCodeAfterName(
    mention,
    candidates,
    judged.map((j) => j.verdict === "verified"),
  ).forEach((code, i) => {
    if (code) toReview(i, `another model (${code}) than the other listings of the product`);
  });
  // A code to download it beside listings of the product in its box: the digital edition, which
  // the creator did not show (unless they say it: "the digital code").
  const delivered = candidates.map((c) => digitalDelivery(c.title));
  const boxed = judged.some((j, k) => j.verdict === "verified" && !delivered[k]);
  delivered.forEach((d, i) => {
    if (d && boxed && judged[i]!.verdict === "verified" && !saidText.includes(` ${d} `)) toReview(i, `another edition ("${d}")`);
  });
  // The edition or generation the creator names ("the fourth edition"): a title giving another
  // number of it is another edition.
  const editionsSaid = editionsNamed(`${mention.product_name} ${mention.quote ?? ""}`);
  if (editionsSaid.size)
    candidates.forEach((c, i) => {
      const other = judged[i]!.verdict === "verified" ? otherEditionThanSaid(editionsSaid, c.title) : undefined;
      if (other) toReview(i, `another ${other} than the creator names`);
    });
  // The pack the creator buys ("the AirTag four pack", "I buy them in the three pack"): where
  // other listings of the product say they hold that many, one that says no count is a single item.
  const mentionPack = packSizeOf(words(`${mention.product_name} ${mention.quote ?? ""}`).join(" "));
  if (mentionPack && mentionPack > 1) {
    const packOf = (j: Judgement) => j.pack_size ?? 1;
    const holding = judged.filter((j) => j.verdict === "verified" && packOf(j) === mentionPack).length;
    judged.forEach((j, i) => {
      if (holding < 1 || j.verdict !== "verified" || packOf(j) !== 1 || (candidates[i]!.unit_count ?? 1) > 1) return;
      toReview(i, `a single one, where the mention and other listings of the product are a pack of ${mentionPack}`);
    });
  }
  // Read against the other listings of the product: whom it is for and what kind of thing it is.
  // Where the mention does not say whom it is for, the audience most listings of the product name
  // is the one the creator showed ("Men's 501" three times beside one "Women's 501"); and where
  // listings of the product call it by the mention's own kind ("… Fleece Jacket" for Fleece
  // Jackets), one whose first phrase ends in another kind ("… Fleece Vest", "… Pullover") is a
  // sibling of the line. Either sends the item to an admin.
  const verifiedHere = judged.map((j) => j.verdict === "verified");
  const mentionSays = new Set(words(`${mention.product_name} ${mention.quote ?? ""} ${mention.subcategory ?? ""}`).map(singular));
  const mentionText = words(`${mention.product_name} ${mention.quote ?? ""} ${mention.subcategory ?? ""}`);
  // A title that names no audience is the plain product; one naming an audience that is not the
  // usual one (women, kids; a puppy's or senior's food; a breed size) beside more plain listings
  // of the product is a sibling too. Where the mention names one, a listing naming another is not it.
  for (const [forWhom, usual] of [
    [audienceOf, "men"],
    [lifeStageOf, "adult"],
    [breedSizeOf, undefined],
  ] as const) {
    const said = forWhom(mentionText);
    // (Named before any "for": "Party Game for Adults and Kids" is no kids' edition.)
    const audiences = candidates.map((c) => forWhom(namingWords(c.title)));
    candidates.forEach((c, i) => {
      const mine = audiences[i];
      if (!verifiedHere[i] || !mine || judged[i]!.verdict !== "verified") return;
      if (said) {
        if (mine !== said) toReview(i, `for another audience ("${mine}") than the mention's (${said})`);
        return;
      }
      const peers = candidates.map((_, k) => k).filter((k) => k !== i && verifiedHere[k] && sameMakerAt(k, i));
      const same = peers.filter((k) => audiences[k] === mine).length + 1;
      const other = new Map<string, number>();
      for (const k of peers)
        if (audiences[k] !== mine && (audiences[k] || mine !== usual))
          other.set(audiences[k] ?? "", (other.get(audiences[k] ?? "") ?? 0) + 1);
      const most = Math.max(0, ...other.values());
      if (most > same) toReview(i, `for another audience ("${mine}") than the other listings of the product`);
    });
  }
  const subcategoryWords = words(mention.subcategory ?? "");
  const kindNoun = singular(subcategoryWords.at(-1) ?? "");
  // The last two words of each title's first phrase: "… Fleece Vest" beside "… Fleece Jacket".
  const headPairs = candidates.map((c) =>
    headline(c.title)
      .filter((w) => !hasDigit(w) && !COLOURS.has(w))
      .map(singular)
      .slice(-2),
  );
  const heads = headPairs.map((pair) => pair.at(-1));
  if (kindNoun && !STOP_WORDS.has(kindNoun)) {
    const mentionNamed = new Set(words(mention.product_name).map(singular));
    candidates.forEach((c, i) => {
      const head = heads[i];
      if (!verifiedHere[i] || judged[i]!.verdict !== "verified" || !head || head === kindNoun) return;
      if (mentionNamed.has(head) || mentionSays.has(head) || GENERIC_WORDS.has(head) || AUDIENCES.has(head) || !englishWord(head)) return;
      // (A title that names the mention's kind anywhere is of that kind: "Charging Pad … Charging Station".)
      if (words(c.title).some((w) => singular(w) === kindNoun || stem(w) === stem(kindNoun))) return;
      // (Nor one that says the kind another way a buyer knows: "Tape Rule" for tape measures, "Racquet" for rackets.)
      if (kindSaidOtherwise(subcategoryWords, words(c.title)).size) return;
      const before = headPairs[i]!.length === 2 ? headPairs[i]![0] : undefined;
      const kindPeer =
        !!before &&
        candidates.some((_, k) => k !== i && verifiedHere[k] && heads[k] === kindNoun && headPairs[k]![0] === before && sameMakerAt(k, i));
      if (kindPeer) toReview(i, `another kind of item ("${head}") than the other listings of the product (${kindNoun})`);
    });
  }
  // A "for" a computer platform or a kind of customer right after the name that other listings of
  // the product lack ("MX Keys Mini for Mac", "… for Business" beside "MX Keys Mini"): that
  // platform's or customer's edition, where the mention names none.
  judged.forEach((j, i) => {
    const platform = j.forWhat;
    if (!platform || !EDITIONS_FOR.has(platform) || j.verdict !== "verified") return;
    const plain = candidates.some(
      (c, k) => k !== i && verifiedHere[k] && sameMakerAt(k, i) && phraseIndex(words(c.title), `for ${platform}`) < 0,
    );
    if (plain) toReview(i, `made for ${platform}, which the other listings of the product are not`);
  });
  // The model number the creator says in the quote ("twenty seven sixty seven", "the 32500"): where
  // some listing carries it, a listing carrying another model number of its own is another model.
  const saidCodes = quoteCodes(mention.quote ?? "");
  if (saidCodes.length) {
    const codesOf = candidates.map((c) => codeTokens(`${c.title} ${c.model ?? ""}`));
    // (A code that goes on from it, "HS103P2", "M50xWH", is its pack or colour.)
    const carries = (codes: string[], q: string) =>
      codes.some((c) => {
        // The code itself, or inside a longer one at letters ("G5000", "DW5600E", "HS103P2"), not
        // inside a longer number ("1000XM5" does not carry 100).
        const at = c.indexOf(q);
        return at >= 0 && !/\d/.test(c[at - 1] ?? "") && !/\d/.test(c[at + q.length] ?? "");
      });
    const carried = saidCodes.filter((q) => codesOf.some((codes) => carries(codes, q)));
    candidates.forEach((c, i) => {
      const codes = codesOf[i]!;
      if (!carried.length || judged[i]!.verdict !== "verified" || !codes.length || carried.some((q) => carries(codes, q))) return;
      toReview(i, `another model number (${codes[0]}) than the quote names (${carried[0]})`);
    });
  }
  // A grid the title counts ("4x4 Cube", "2x4 Cubes") is which model of the line it is: where the
  // creator says one ("four by four"), a listing giving only another is another model; where the
  // creator says none, so is one whose grid no other listing of the product gives, beside two that
  // give another ("Rubik's 4x4 Cube" beside "Rubik's Cube, The Original 3x3"). (A size with its
  // unit, "3x3 in", is the item's measure, read with sizes.)
  {
    const saidGrids = gridsOf(saidText);
    const verifiedNow = judged.map((j) => j.verdict === "verified");
    const grids = candidates.map((c) => gridsOf(c.title.toLowerCase()));
    grids.forEach((g, i) => {
      if (!verifiedNow[i] || !g.size) return;
      const others = productPeers(i, verifiedNow).map((k) => grids[k]!);
      const other = saidGrids.size
        ? ![...g].some((x) => saidGrids.has(x))
        : others.filter((o) => o.size > 0).length >= 2 && !others.some((o) => [...g].some((x) => o.has(x)));
      if (other) toReview(i, `another model (${[...g][0]}) than the ${saidGrids.size ? "mention names" : "other listings of the product"}`);
    });
  }
  const codesOfListing = candidates.map(modelCodes);
  const products = judged.map((j, i) => ({ j, c: candidates[i]!, i })).filter(({ j }) => j.verdict === "verified");
  const mentionWords = new Set(words(`${mention.product_name} ${mention.quote ?? ""}`).map((w) => (w === "one" ? "1" : w)));
  return judged.map(({ hard, conflict, touching: _touching, lacksModel, adds, forWhat: _for, code: _code, ...result }, i) => {
    if (hard) return { ...result, hard };
    if (result.verdict === "verified") return result;
    const candidate = candidates[i]!;
    const codes = idsOf[i]!;
    const twin = products.find((p) => [...idsOf[p.i]!].some((id) => codes.has(id)));
    if (twin) {
      return {
        ...result,
        score: Math.max(result.score, twin.j.score),
        verdict: "verified" as const,
        reasons: [...result.reasons, `same EAN/UPC as ${twin.c.asin}, judged the product`],
      };
    }
    // The same model number as an item judged the product, wherever either puts it (the title's
    // brackets, the model field): "Espresso Machine with Grinder (BES870XL)".
    const ownCodes = codesOfListing[i]!;
    const sameCode =
      conflict || lacksModel || adds ? undefined : products.find((p) => [...codesOfListing[p.i]!].some((code) => ownCodes.has(code)));
    if (sameCode) {
      const code = [...codesOfListing[sameCode.i]!].find((x) => ownCodes.has(x))!;
      return {
        ...result,
        score: Math.max(result.score, MATCH_THRESHOLDS.verified),
        verdict: "verified" as const,
        reasons: [...result.reasons, `same model number (${code}) as ${sameCode.c.asin}, judged the product`],
      };
    }
    // "Aquarius Water Flosser, Black WP-662" beside "… White WP-660", judged the product: a model
    // number of three digits or more one last digit apart, on a listing naming another colour than
    // that one's and nothing else against it, is the maker's colour code (the mention names no
    // colour of its own). (Two digits are a reference of their own: "SRPD53" is not "SRPD55".)
    const colourTwin =
      conflict || adds || !lacksModel || result.score < 0.4 - 1e-9
        ? undefined
        : products.find(({ c, i: k }) => {
            const theirs = [...codesOfListing[k]!].filter((x) => /\d$/.test(x) && /[a-z]/.test(x));
            const colours = (t: string) => words(t).filter((w) => COLOURS.has(w));
            const mine = colours(candidate.title);
            return (
              mine.length > 0 &&
              !mine.some((w) => colours(c.title).includes(w)) &&
              !mine.some((w) => mentionWords.has(w)) &&
              [...ownCodes].some(
                (own) =>
                  /\d{3}$/.test(own) && theirs.some((x) => x !== own && x.length === own.length && x.slice(0, -1) === own.slice(0, -1)),
              )
            );
          });
    if (colourTwin)
      return {
        ...result,
        score: Math.max(result.score, MATCH_THRESHOLDS.verified),
        verdict: "verified" as const,
        reasons: [...result.reasons, `a colour's code of ${colourTwin.c.asin}'s model number, judged the product`],
      };
    const sibling =
      candidate.parent_asin && !conflict
        ? products.find(({ c }) => c.parent_asin === candidate.parent_asin && c.asin !== candidate.asin)
        : undefined;
    if (sibling) {
      const dimensions = differsIn(sibling.c, candidate);
      const own = Object.values(candidate.variation_attributes ?? {}).flatMap((v) => words(v));
      const named = Object.values(sibling.c.variation_attributes ?? {})
        .flatMap((v) => words(v))
        .filter(
          (w) =>
            (mentionWords.has(w) ||
              (hasDigit(w) && (mentionWords.has(w.replace(/[a-z]+$/, "")) || mentionWords.has(w.replace(/^0+(?=\d)/, ""))))) &&
            !own.includes(w),
        );
      // A model token of the mention this item lacks and the family's product carries in its model
      // number or variation ("SM-KHE48BA", "30 L"): the mention names that variant, not this one.
      const lacking = /model differs \(no ([^)]*)\)/.exec(result.reasons.join("; "))?.[1]?.split(", ") ?? [];
      const sayings = [sibling.c.model ?? "", ...Object.values(sibling.c.variation_attributes ?? {})].map(compact);
      const namesAnother = lacking.some((t) => sayings.some((x) => x.includes(t)));
      if (dimensions.length && dimensions.every((d) => SAME_PRODUCT_DIMENSIONS.test(d)) && named.length === 0 && !namesAnother) {
        return {
          ...result,
          score: Math.max(result.score, MATCH_THRESHOLDS.verified),
          verdict: "verified" as const,
          reasons: [...result.reasons, `same variation family as ${sibling.c.asin} (another ${dimensions.join(", ")})`],
        };
      }
    }
    return result;
  });
}

/**
 * The items a search returned that are this product, best match first (ties keep the
 * marketplace's order), each with its match; the rest are dropped.
 */
export function verifiedItems<T extends { amazon_product_id: string; title: string } & Omit<Partial<MatchCandidate>, "asin" | "title">>(
  mention: MatchMention,
  items: T[],
): { item: T; match: MatchResult }[] {
  const matches = matchCandidates(
    mention,
    items.map((item) => ({ ...item, asin: item.amazon_product_id })),
  );
  return items
    .map((item, rank) => ({ item, rank, match: matches[rank]! }))
    .filter((m) => m.match.verdict === "verified")
    .sort((a, b) => b.match.score - a.match.score || a.rank - b.rank)
    .map(({ item, match }) => ({ item, match }));
}

/** Whether a phrase says one word and, later, another. */
function saysInOrder(phrase: readonly string[], before: string, after: string): boolean {
  const at = phrase.indexOf(before);
  return at >= 0 && phrase.indexOf(after, at + 1) > at;
}

/**
 * Two words the mention says one after the other that the phrase says with one or two plain words
 * between them, every one of which is `unnamed` (neither the creator nor the product's other
 * names say it) and one of which `names` a sibling: the first such pair. A maker's credit ("Gloss
 * Bomb by Rihanna") is no such word.
 */
function splitName(
  said: readonly string[],
  phrase: readonly string[],
  unnamed: (word: string) => boolean,
  names: (word: string) => boolean,
): { before: string; after: string; inserted: string[] } | undefined {
  for (let n = 0; n + 1 < said.length; n++) {
    const at = phrase.indexOf(said[n]!);
    const next = at < 0 ? -1 : phrase.indexOf(said[n + 1]!, at + 1);
    if (next <= at + 1) continue;
    const inserted = phrase.slice(at + 1, next);
    const plain = inserted.filter((w) => !STOP_WORDS.has(w));
    // (Nor is a second use joined to the name's word, "Body and Face Wash", nor the number sign
    // before a number, "#500"; a size or a code inside the name is read by the number rules.)
    const numberSign = inserted.join(" ") === "no" && hasDigit(phrase[next]!);
    if (inserted[0] === "by" || inserted[0] === "and" || numberSign || inserted.length > 3 || inserted.some(hasDigit)) continue;
    // (Three plain words or more list qualities: "Waterproof Windproof Breathable Rain Jacket".)
    if (plain.length > 2) continue;
    if (!plain.every(unnamed) || !plain.some(names)) continue;
    return { before: said[n]!, after: said[n + 1]!, inserted };
  }
  return undefined;
}

/**
 * A word inside the name that says which sibling an item is: one no other listing of the maker
 * (`makerTitles`) has anywhere, and no colour, audience, base-model word, kind or material (read
 * elsewhere, or describing the kind), nor a letter or a code built on a word of the name ("MTPIXI-B
 * PIXI"), which the code rules read.
 */
function insertedWordNamesSibling(word: string, nameSaid: readonly string[], makerTitles: readonly ReadonlySet<string>[]): boolean {
  const w = singular(word);
  return (
    word.length > 1 &&
    !nameSaid.some((m) => m.length >= 4 && word !== m && word.includes(m)) &&
    !COLOURS.has(word) &&
    !AUDIENCES.has(word) &&
    !BASE_MODEL_WORDS.has(word) &&
    !GENERIC_WORDS.has(word) &&
    !VOCABULARY_MEANINGS.has(word) &&
    makerTitles.every((p) => !p.has(w))
  );
}
