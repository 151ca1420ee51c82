/**
 * Sets, packs and bundles: a pack of the very item is the product; a bundle, an assortment, another count, form or formula is not.
 */
import { hasDigit, singular, words } from "./words";
import { mentionSaysSeveral } from "./mention";
import { firstSegment, packOfOther, namesEachOfSet, packSizeOf, plusItemOfLine, severalColours, severalKeys, severalSizes } from "./title";
import { ACCESSORY_HEADS, BUNDLE, MIXED_PACK, PACKED_EXTRAS, PART_WORDS, SOLD_ON_THEIR_OWN } from "./vocabulary";
import { COLOURS } from "./identity";
import { type Ledger, type Reading } from "./reading";
import type { MatchMention } from "./types";
import { EXPANSION, COUNT, DOSE_FORMS, SHARED_BY } from "./evidence-words";

/** Sets, packs and bundles: a pack of the very item is the product; a bundle with other items, an assortment, another count, form or formula is not. */
export function judgeSetsAndPacks(r: Reading, ledger: Ledger, makerNames: readonly string[]): void {
  const { mention, candidate, title, tokens, mentionWords, quoteWords, kindText, kindWords, mentionIsBook, titleText, mentionText } = r;
  const bundled = bundleRefusal(r);
  if (bundled) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.6;
    ledger.reasons.push(bundled);
  } else {
    const pack = packSizeOf(titleText) ?? (candidate.unit_count && candidate.unit_count > 1 ? candidate.unit_count : undefined);
    const mentionPack = packSizeOf(mentionText);
    const titleCounts = new Set([...titleText.matchAll(COUNT)].map((m) => m[1]!));
    // "Super Tips fifty pack": a pack the mention names of things sold loose in one box is the
    // box's count, where the title gives a count and no pack of its own ("Markers, 100 Count").
    const mentionCount =
      [...mentionText.matchAll(COUNT)].map((m) => m[1]!)[0] ?? (!pack && mentionPack && titleCounts.size ? String(mentionPack) : undefined);
    const titleCount = [...titleCounts][0];
    // "Set of 3 (8, 10.25 and 12 inch)": several sizes, not several of the item.
    const sizes = severalSizes(candidate.title);
    // "Tape Measure Set, 25ft and 16ft", "Wiper Blades 26\" + 17\"": two lengths, one of them not
    // the mention's, are two tools, not the item (two volumes of one consumable are more of it).
    const twoSizes = /\b(\d+(?:p\d+)?)(in|ft|mm|cm|m) (?:and |with )?(\d+(?:p\d+)?)\2\b/.exec(titleText);
    // ("Watch 45mm/44mm/42mm", "3.5mm/2.5mm Balanced Output": sizes a slash joins are the cases one
    // item fits or the sockets it has, not several items.)
    const setOfSizes =
      !!twoSizes &&
      !SLASHED_SIZES.test(candidate.title) &&
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
        setListingContents(candidate.title, mentionText) ||
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
    const mentionNamesColour = words(`${mention.product_name} ${mention.quote ?? ""}`).some((w) => COLOURS.has(w));
    // "Play-Doh ten pack" / "10-Pack Case of Colors, Assorted": a pack of colours the mention counts,
    // naming no one colour, is the pack it buys. (A variety of flavours or scents stays another item.)
    const countedPack = !!pack && pack === mentionPack && /\bcolou?rs\b/.test(titleText) && !mentionNamesColour;
    const assorted =
      pieceSet ||
      (/\b(variety|assorted|assortment|sampler)\b(?! colou?r)/.test(titleText) &&
        !/\b(variety|assorted|assortment|mixed|sampler)\b/.test(mentionText) &&
        !countedPack) ||
      // Assorted colours are a set of several where the creator names the one colour they use ("black G2s").
      (/\bassorted colou?rs?\b/.test(titleText) && mentionNamesColour) ||
      // Several colours sold together are an assortment where the mention buys one item, not a set.
      ((severalColours(candidate.title) || severalKeys(candidate.title)) &&
        !mentionSaysSeveral(mention.product_name, mentionText, tokens)) ||
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
    } else if (!saidForms.size && gummyDose(titleForms, candidate.title) && r.shared("gummies", candidate) < SHARED_BY) {
      ledger.doubt = true;
      ledger.score -= 0.3;
      ledger.reasons.push("a supplement as gummies, which the mention does not say");
    }
    // An ingredient added to the formula the title names with its share ("Power Grip Primer + 4%
    // Niacinamide") is another formula, unless the mention names it ("Niacinamide 10% + Zinc 1%").
    const added = /\s\+\s+\d+(?:[.,]\d+)?\s*%\s+(\p{L}+)/u.exec(candidate.title)?.[1]?.toLowerCase();
    if (added && !mentionWords.has(added) && !quoteWords.has(added)) {
      ledger.doubt = ledger.conflict = true;
      ledger.score -= 0.6;
      ledger.reasons.push(`another formula (+ ${added})`);
    }
    // A cream or lotion "with SPF 25" / "with Sunscreen SPF 30" is the line's sunscreen formula,
    // sold beside the plain one, where the creator names no sun protection.
    if (/\bwith (?:sunscreen |broad spectrum )?spf\b/.test(titleText) && !/\b(spf|sunscreen|uv|sun)\b/.test(mentionText)) {
      ledger.doubt = ledger.conflict = true;
      ledger.score -= 0.6;
      ledger.reasons.push("another formula (with SPF)");
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
    // ("Case of Colors", "Case of 12": a case of things is how they are packed, not a case sold.)
    const packedOther = packOfOther(
      candidate.title,
      (w) =>
        (ACCESSORY_HEADS.has(w) || PART_WORDS.has(w)) && !kindWords.has(singular(w)) && !(w === "case" && /\bcase of\b/.test(titleText)),
    );
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

/**
 * Why the listing is a set of different things, not the item: another item of the line added with
 * "+", a bundle, a kit adding what is sold on its own, or a pack of different items. The first that
 * holds, checked in that order; undefined when none does.
 */
function bundleRefusal(r: Reading): string | undefined {
  const { mention, candidate, mentionWords, kindWords, titleText, mentionText } = r;
  // A set the mention names, or the kind of item it is ("Building Sets", "Bit Sets"), is its set
  // with what it holds ("Container Set with Lids", "Building Set with Flowers").
  const ownSetWith = mentionWords.has("set") || r.subcategoryWords.has("set") ? /\bset with\b/g : /$^/g;
  const mentionSaysSet = ["set", "kit", "bundle", "duo", "combo"].some((w) => mentionWords.has(w));
  // Another item of the line added with "+" ("Dream Sock + Owlet Cam 2"): a set of two products.
  const plusItem = mentionSaysSet
    ? undefined
    : plusItemOfLine(candidate.title, wordsNamingLine(mention), words(mention.product_name), new Set(words(mention.brand ?? "")));
  if (plusItem) return `a set with another item of the line ("+ ${plusItem}")`;
  if (
    BUNDLE.test(oneItemCombo(withoutOwnStarterKit(titleText, kindWords).replace(ownSetWith, ""), r.subcategoryWords)) &&
    !BUNDLE.test(mentionText) &&
    !(packSizeOf(titleText) && /\bbundle\b/.test(titleText) && !/ (?:with|plus) /.test(titleText))
  )
    return "a bundle";
  const soldApart = extrasSoldOnTheirOwn(candidate.title, mentionText);
  if (soldApart.length) return `a bundle with things sold on their own ("${soldApart.join(", ")}")`;
  const mixed = mixedPack(titleText, mentionText);
  return mixed ? `a set of different items ("${mixed}")` : undefined;
}

/**
 * A set, kit, package or system whose title then lists what it holds ("Compound Kit - Includes
 * Compound, Polish, Pads and Towels", "Monitoring System: Camera, Wall Mount, Breathing Band",
 * "Jet Set (Cream 75ml, Body Wash 90ml, Mist 30ml)"): several products, where the mention does not
 * name that set. (A bracket holding fewer than three things is its size or colour: "(Queen, White)".)
 */
function setListingContents(title: string, mentionText: string): boolean {
  const noun = SET_LISTING_CONTENTS.exec(title)?.[1]?.toLowerCase();
  return !!noun && !mentionText.split(" ").includes(noun);
}
/**
 * What a kit adds that is sold on its own ("Video Creator Kit with Tripod Grip, 64GB SD Card and
 * Extra Battery", "Guitar Pack with Gig Bag, Tuner and Strap"): the SOLD_ON_THEIR_OWN things after
 * its "with" that the mention does not name, where a kit, pack, box, bundle or system holds them or
 * there are two or more. One alone beside the item is often its own box's ("Guitar, Natural, with
 * Gig Bag"); a feature is not a thing in the box ("Headphones with Mic", so no microphones here).
 */
function extrasSoldOnTheirOwn(title: string, mentionText: string): string[] {
  const at = title.search(/\bwith\b|\baccessory (?:pack|kit)\b/i);
  if (at < 0) return [];
  const named = new Set(mentionText.split(" "));
  const extras = [...new Set([...title.slice(at).matchAll(SOLD_ON_THEIR_OWN)].map((m) => m[0].toLowerCase()))].filter(
    (extra) => !words(extra).some((w) => named.has(w) && !/^(extra|spare|2nd|second|\d+gb)$/.test(w)),
  );
  return extras.length >= 2 || (extras.length === 1 && KIT_WITH.test(title)) ? extras : [];
}
/** A kit, pack, box, bundle or system "with" what it holds, or an accessory pack added to the item. */
const KIT_WITH = /\b(?:kit|pack|box|bundle|system)\b[^,]*?\bwith\b|\baccessory (?:pack|kit)\b/i;
/** A size and its unit, a slash, then another size: "45mm/44mm", "3.5mm / 2.5mm" (not a fraction, "3/4 in"). */
const SLASHED_SIZES = /\d(?:in|ft|mm|cm|m|")\s*\/\s*\d/i;
const SET_LISTING_CONTENTS = /\b(set|kit|package|system|bundle|collection)(?::\s|\s+[-–]\s+includes\b|\s*\([^(),]+,[^(),]+,[^()]+\))/i;

/**
 * The title without a starter kit or set of the mention's own kind ("Diffuser Starter Kit",
 * "Diffuser, 30 Day Starter Kit"): the device as it is first sold, with its first refill, is the
 * product. A starter kit named after anything else ("Pi 5 Starter Kit", "Vinyl Starter Kit") stays
 * a bundle, as does one "with" other items, which BUNDLE reads apart ("Starter Set with 3 Charms").
 */
function withoutOwnStarterKit(titleText: string, kindWords: ReadonlySet<string>): string {
  return titleText.replace(STARTER_KIT, (kit, before: string) => (!hasDigit(before) && kindWords.has(singular(before)) ? before : kit));
}
/** A word, perhaps the days of supply, then "starter kit" or "starter set" not followed by "with". */
const STARTER_KIT = /\b(\S+)(?: \d+ days?)? starter (?:kit|set)\b(?! with\b)/g;

/**
 * A combo touching the name of the mention's kind (its subcategory's words) is one item doing
 * two jobs ("Tuner Metronome Combo", "Air Fryer Oven Combo", "Combo Guitar Amplifier"), not items
 * sold together: the title without that "combo". Not a combo pack or kit, nor one after items joined in its phrase
 * ("Hori-Hori and Bypass Pruner Combo", "Charger + Cable Combo").
 */
function oneItemCombo(titleText: string, subcategoryWords: ReadonlySet<string>): string {
  if (!/\bcombo\b/.test(titleText)) return titleText;
  const ws = titleText.split(" ");
  return ws
    .filter((w, i) => {
      if (w !== "combo" || /^(pack|packs|kit|kits|set)$/.test(ws[i + 1] ?? "")) return true;
      // "Robot Vacuum and Mop Combo": the mention's kind, then "and" the second job it does.
      const secondJob = ws[i - 2] === "and" && subcategoryWords.has(singular(ws[i - 3] ?? ""));
      const joined = !secondJob && ws.slice(Math.max(0, i - 4), i).some((x) => x === "and" || x === "with");
      // (The kind may stand one word further back, beside the second job's device: "Tuner Metronome
      // Combo", "Air Fryer Oven Combo"; not beside an accessory, "Charger Cable Combo".)
      const beside = ws[i - 1] ?? "";
      const kindNear = subcategoryWords.has(singular(beside)) || (subcategoryWords.has(singular(ws[i - 2] ?? "")) && !accessory(beside));
      const before = (kindNear && !joined) || secondJob;
      const after = subcategoryWords.has(singular(ws[i + 1] ?? ""));
      return !(before || after);
    })
    .join(" ");
}

/** A thing sold for a product or packed with it ("cable", "case", "stand"). */
const accessory = (w: string) => ACCESSORY_HEADS.has(w) || PACKED_EXTRAS.has(w) || PART_WORDS.has(w);

/** A pack whose name says it holds different items (MIXED_PACK), unless the mention names such a pack. */
function mixedPack(titleText: string, mentionText: string): string | undefined {
  return MIXED_PACK.test(mentionText) ? undefined : MIXED_PACK.exec(titleText)?.[0];
}

/**
 * A dose sold as gummies ("Vitamin D3 2000 IU Gummies"): a flavoured line of its own beside the
 * tablets and softgels a buyer takes a supplement named by its dose alone to be. Only with a dose
 * in the title, so gummy candy and a "Gummy Bear" lip mask are untouched; and not where the search's
 * other results say gummies too (a line only sold as gummies).
 */
function gummyDose(titleForms: ReadonlySet<string>, title: string): boolean {
  return titleForms.has("gummy") && DOSE_IN_TITLE.test(title);
}
const DOSE_IN_TITLE = /\b\d[\d,.]*\s*(?:iu|mg|mcg|µg)\b/i;

/** The words naming the mention's line: its maker's and its name's, and each two of them as one word ("NoseFrida" for "Nose Frida"). */
function wordsNamingLine(mention: MatchMention): Set<string> {
  const said = words(`${mention.brand ?? ""} ${mention.product_name}`);
  const joined = said.slice(1).flatMap((w, k) => (/^[a-z]+$/.test(w) && /^[a-z]+$/.test(said[k]!) ? [`${said[k]}${w}`] : []));
  return new Set([...said.map(singular), ...joined]);
}
