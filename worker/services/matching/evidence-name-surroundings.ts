/**
 * Where the name stands in the title and what stands in, before, after and touching it.
 */
import { OTHER_LANGUAGES_COMMON, OTHER_LANGUAGES_JOINS, translatedKind, writtenInOtherLanguage } from "./languages";
import { LINK_WORDS, englishWord, hasDigit, singular, stem, words } from "./words";
import { type Token } from "./mention";
import { AUDIENCES, COLOUR_CODE_END, type Located, SAMPLER_WORDS, TRAVEL_SIZE_WORDS, cluster, soldByContent } from "./title";
import { brandStartsTitle } from "./brand";
import { DESCRIPTOR_WORDS, GENERIC_WORDS, ROMAN, STOP_WORDS, TIER_WORDS, UNIT, VARIANT_WORDS, isGeneration } from "./vocabulary";
import { BOOK_FORMAT_WORDS, COLOURS, corporateWord, makerLabelWords } from "./identity";
import { type Ledger, type NameSpan, type Reading } from "./reading";
import { FIT_VERBS, LIGHT_DESCRIPTORS, CONNECTIONS, BASE_MODEL_WORDS, SHARED_BY, SHARED_NAMING_BY } from "./evidence-words";

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

/** Where the product is named in the title: the largest group of its distinctive words standing close together, and the kind words right after them. */
export function whereNameStands(r: Reading): NameSpan {
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
export function judgeNameSurroundings(r: Reading, ledger: Ledger, span: NameSpan): void {
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
    const brandWords = new Set([
      ...words(`${mention.brand ?? ""} ${candidate.brand ?? ""} ${candidate.manufacturer ?? ""}`).filter((w) => !VARIANT_WORDS.has(w)),
      ...makerLabelWords(mention.brand ?? ""),
      ...makerLabelWords(candidate.brand ?? ""),
    ]);
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
    // A plain word the maker's other listings also name the product with, standing in the phrase of
    // the mention's kind noun ("Reverse Weave Pullover Hoodie" beside "Reverse Weave Hoodie", "Fleece
    // Bed Blanket", "KA-15S Mahogany Soprano Ukulele"), says which sort of that thing it is, as the
    // maker writes it with or without: description. Before a number, a generation or another word of
    // the name the kind noun does not follow ("Scarlett Solo Studio 4th Gen", "Remake & Rebirth") it
    // names an edition of its own.
    const describesKind = (i: number) => {
      if (sharedNaming(title[i]!, candidate) < SHARED_NAMING_BY) return false;
      const spanned = (j: number, kind: (t: Token) => boolean) =>
        [...located.entries()].some(([t, at]) => kind(t) && at.start <= j && at.end >= j);
      for (let j = i + 1; j < title.length && !sepBefore[j]; j++) {
        if (hasDigit(title[j]!) || ROMAN.has(title[j]!) || spanned(j, (t) => t.kind === "model" || t.kind === "variant")) return false;
        // (A title's "Hoodie" is the subcategory's "Hoodies", however the plural is undone.)
        if (spanned(j, (t) => t.kind === "generic") || subcategoryWords.has(singular(`${title[j]}s`))) return true;
      }
      return false;
    };
    const longCodeFound = ownCodeFound && ownCodes.every((t) => t.word.length >= 4 && /\d\d/.test(t.word));
    // A word right after one of the mention's codes ("GB40 Plus", "HS103 Pro") may be its suffix;
    // one before it ("Boost Plus GB40", "Plug Lite HS103") is the line's name for the model.
    const codeTouches = (i: number) =>
      ownCodes.some((t) => {
        const at = located.get(t);
        return !!at && at.end === i - 1 && !sepBefore[i];
      });
    const travelSize = soldByContent(title);
    const near = (i: number) => i === nameEnd + 1 || [...located.values()].some((s) => s.start === i + 1 || s.end === i - 1);
    for (let i = segmentStart; i <= Math.min(nameEnd + 1, title.length - 1); i++) {
      const w = title[i]!;
      if (used.has(i) || mentionWords.has(w) || brandWords.has(w)) continue;
      const inside = i >= nameStart && i <= nameEnd;
      const beforeName = i < nameStart;
      // "My First …" before the name is the maker's edition for small children, as "Junior" is
      // ("My First Bananagrams", "My First Carcassonne").
      if (beforeName && w === "1st" && title[i - 1] === "my") {
        others.push("my first");
        continue;
      }
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
      // Nor does a word calling it the line's standard edition ("Old Skool Core Classic", "Core
      // Wireless Controller"), unless it stands alone after the name as an edition of its own
      // ("Elite Wireless Controller Series 2 – Core").
      if (BASE_MODEL_WORDS.has(w) && !(i >= segmentEnd && alone)) continue;
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
      else if ((VARIANT_WORDS.has(w) || TIER_WORDS.has(w) || isGeneration(w)) && lineWord(w, candidate)) continue;
      // A variant word the creator says in the quote ("the slim one") is the mention's.
      else if ((VARIANT_WORDS.has(w) || TIER_WORDS.has(w)) && quoteWords.has(w)) continue;
      // With the mention's own model code found ("NOCO Boost Plus GB40", "Kasa Smart Plug Lite
      // HS103", "PSA1+ Professional"), the code says which model it is: a variant word beside it
      // is the line's way of naming that model.
      else if ((VARIANT_WORDS.has(w) || TIER_WORDS.has(w)) && longCodeFound && !codeTouches(i)) continue;
      // A consumable's "Mini" is its travel size, not another formula (see soldByContent).
      // (A "Mini Set" or "Mini Kit" is a sampler of several, not the item.)
      else if (TRAVEL_SIZE_WORDS.has(w) && travelSize && !SAMPLER_WORDS.has(title[i + 1] ?? "")) continue;
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
      }
      // What follows a "for" inside the name is the device or user the item fits ("Tough Armor Case
      // for Samsung Galaxy S24 Ultra", "Treatment for Large Dogs Up to 45 lbs"): a plain word there
      // the mention leaves out is that device's fuller name, not the item's sibling.
      else if (inside && title.slice(segmentStart, i).includes("for")) continue;
      else if (
        inside &&
        !OTHER_LANGUAGES_COMMON.has(w) &&
        (!englishWord(w) || (splitsName(i) && !(sharedKind(i) && shared(w, candidate) >= SHARED_BY) && !describesKind(i)))
      )
        others.push(w);
      // A word made from one of the name's ("Clean Coder" for "Clean Code") is another title.
      else if (
        tokens.some((t) => t.kind === "name" && t.word.length >= 3 && w !== t.word && w.startsWith(t.word) && stem(w) !== stem(t.word))
      )
        others.push(w);
    }
    // A variant word right after the kind noun that follows the name, in the same phrase ("Govee
    // RGBIC LED Strip Lights Pro", "… Earbuds Max"): the kind's sibling model, as it would be inside it.
    {
      const kindAt = nameEnd + 1;
      const w = title[kindAt + 1] ?? "";
      const kindWord = title[kindAt] ?? "";
      if (
        kindAt < segmentEnd &&
        kindAt + 1 < segmentEnd &&
        !sepBefore[kindAt + 1] &&
        kindWords.has(singular(kindWord)) &&
        VARIANT_WORDS.has(w) &&
        w.length > 1 &&
        // (Joined to the word after it, it describes: "Backpack Mid-Volume", "Lights Ultra-Bright".)
        !hyphenPairs.some(([a]) => a === w) &&
        !mentionWords.has(w) &&
        !quoteWords.has(w) &&
        !lineWord(w, candidate)
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
                !OTHER_LANGUAGES_JOINS.has(w) &&
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
        !mentionWords.has(w) &&
        !brandWords.has(w) &&
        !GENERIC_WORDS.has(w) &&
        !BASE_MODEL_WORDS.has(w) &&
        !translatedKind(w, candidate.title) &&
        !(TRAVEL_SIZE_WORDS.has(w) && travelSize) &&
        !hasDigit(w) &&
        w.length > 3,
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
      !OTHER_LANGUAGES_JOINS.has(next) &&
      // (Nor a word of the language the title is written in that the vocabulary cannot read: it says
      // what the item is, "Bellroy Sling Umhängetasche, wasserabweisend".)
      !(!englishWord(next) && writtenInOtherLanguage(candidate.title, mentionWords)) &&
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
