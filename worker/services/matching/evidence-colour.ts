/**
 * Colour, and the variant words a title may name against the mention's: opposites, sizes, a denied word.
 */
import { containsPhrase, singular, words } from "./words";
import { COLOURS } from "./identity";
import { type Ledger, type Reading } from "./reading";
import { SIZE_WORDS, OPPOSITES, BINDING_PAIR, LEFT_OUT_RECIPES } from "./evidence-words";

/** Colour: a colour edition is the product, unless the mention names another colour. */
export function judgeColour(r: Reading, ledger: Ledger): void {
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
export function judgeOppositeVariant(r: Reading, ledger: Ledger): void {
  const { mention, title, mentionWords, quoteList, quoteWords, mentionIsBook, subcategoryWords } = r;
  const mentionList = words(mention.product_name);
  // (A word, or a phrase of two: "natural gas", "hard cover".)
  const inTitle = (w: string) => (w.includes(" ") ? containsPhrase(title, w) : title.includes(w));
  const anotherVariant = (said: string) => {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`for another variant ("${said}")`);
  };
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
      if (saidA && titleB && !b.some(says) && !a.some(inTitle)) anotherVariant(titleB);
    }
  }
  // A recipe leaving out what the line's standard one has, which the mention does not name.
  const leftOut = LEFT_OUT_RECIPES.find((p) => inTitle(p) && !containsPhrase(mentionList, p) && !containsPhrase(quoteList, p));
  if (leftOut) anotherVariant(leftOut);
  // A tee is short-sleeved: where the mention or its kind names a tee or T-shirt and neither it nor
  // the quote says long sleeves, a title saying them is the line's long-sleeved sibling.
  const namesTee =
    mentionWords.has("tee") ||
    mentionWords.has("tees") ||
    [mentionList, words(mention.subcategory ?? "")].some((l) => containsPhrase(l, "t shirt") || containsPhrase(l, "t shirts"));
  if (namesTee && inTitle("long sleeve") && !containsPhrase(mentionList, "long sleeve") && !containsPhrase(quoteList, "long sleeve"))
    anotherVariant("long sleeve");
}

/** A garment's, a bed's or a box's size the mention names, where the title gives only another size word. */
export function judgeSize(r: Reading, ledger: Ledger): void {
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
export function judgeDeniedWord(r: Reading, ledger: Ledger): void {
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

/**
 * The two ends a cable or adapter is named by ("USB C to C", "USB-C to Lightning"): a listing
 * whose ends differ from the ones the mention or its quote names is another cable, as a buyer
 * who needs a USB-C to USB-C cable cannot use a USB-C to Lightning one.
 */
export function judgeCableEnds(r: Reading, ledger: Ledger): void {
  const said = cableEnds(r.mentionText);
  const listed = said && cableEnds(r.titleText);
  if (said && listed && said !== listed) {
    ledger.doubt = ledger.conflict = true;
    ledger.score -= 0.6;
    ledger.reasons.push(`another cable (${listed}) than the mention names (${said})`);
  }
}

const CABLE_END = "usb c|type c|usb a|lightning|micro usb|mini usb|hdmi|displayport|vga|dvi";
const CABLE_ENDS = new RegExp(`\\b(${CABLE_END}) to (${CABLE_END}|c|a)\\b`);

/** The ends a text names, in a fixed order ("lightning+usb c"); a bare "C" after "USB C to" is USB C. */
function cableEnds(text: string): string | undefined {
  const m = CABLE_ENDS.exec(text);
  if (!m) return undefined;
  const end = (e: string) => (e === "type c" ? "usb c" : e);
  const to = m[2] === "c" || m[2] === "a" ? (m[1]!.startsWith("usb") || m[1] === "type c" ? `usb ${m[2]}` : undefined) : m[2]!;
  return to ? [end(m[1]!), end(to)].sort().join("+") : undefined;
}
