/**
 * 1. Brand: the mention's brand against the item's brand fields and title.
 */
import { brandCredited, brandEvidence, brandNamedIn, sisterBrandOf } from "./brand";
import { type Ledger, type Reading } from "./reading";
import { englishWord, hasDigit, singular, stem } from "./words";
import { GENERIC_WORDS, TRADE_TERMS, UNIT } from "./vocabulary";

/**
 * A listing without a brand whose title opens with the mention's own line name, a coined word
 * among it ("SuperBreak", "Kallax", "Churu"): a name no other maker sells under, so it says whose
 * the item is as a brand field would. (An ordinary word, "Classic", "Flash", "Linen", names none,
 * nor a word of the trade every maker uses, "OLED", "Snail Mucin".) Or a phrase of ordinary words
 * naming it (namePhraseOpens).
 */
function coinedLineOpens(r: Reading): boolean {
  const named = r.tokens.filter((t) => t.kind !== "generic");
  if (!named.length || !named.every((t) => r.located.has(t))) return false;
  if (Math.min(...named.map((t) => r.located.get(t)!.start)) !== 0) return false;
  return (
    named.some((t) => t.kind === "name" && t.word.length >= 4 && !hasDigit(t.word) && !englishWord(t.word) && !TRADE_TERMS.has(t.word)) ||
    namePhraseOpens(r)
  );
}

/**
 * A listing without a brand whose title opens with two words or more of the mention's own name,
 * said together in its order before its kind ("Lash Princess", "Split Pad Pro", "Turf Builder"):
 * ordinary words, but a phrase one maker names its line with, where a look-alike opens with what
 * the item is. (Not a name of kind words, "Moisturizing Cream", nor one trade term beside one
 * word, "Snail Mucin".)
 */
function namePhraseOpens(r: Reading): boolean {
  const names = r.tokens.filter((t) => t.kind === "name");
  // (A kind word in another form is one too: "Moisturizing" for "Moisturizers".)
  const kindStems = new Set([...r.subcategoryWords, ...r.kindOnly].map(stem));
  const kindWord = (w: string) => kindStems.has(stem(w)) || GENERIC_WORDS.has(w);
  if (names.some((t) => kindWord(t.word))) return false;
  // The title's opening words are the mention's name, one after another in its order, up to its
  // kind ("Turf Builder" Lawn Food; not "Everything" Blend Seasoning, one word of name).
  let next = 0;
  let opening = 0;
  for (const t of r.tokens) {
    const at = r.located.get(t);
    if (!at || at.start !== next || t.kind === "generic") break;
    next = at.end + 1;
    if (t.kind === "name" && !TRADE_TERMS.has(t.word)) opening++;
  }
  return opening >= 2;
}

/**
 * The maker's part number in a listing without a brand ("… Car Mount HLCRIO170 Black", "Colored
 * Pencils 72 Count Tin 3599TN", "Cordless Drill Driver Kit … CMCD700C1"): a catalogue code of
 * letters and digits, five characters or more, that the mention does not say. A maker's own
 * listing cites it; a look-alike names what it is like instead. (Not a size or a spec, "1500W",
 * nor a size's dimensions, "50x60", nor a number joined to a word, "48-Pack", "10-Year".)
 */
function partNumberIn(title: string, mentionWords: ReadonlySet<string>): boolean {
  return title.split(/[\s,;:/()[\]|]+/).some((raw) => {
    const code = raw.toLowerCase().replace(/[-_.]/g, "");
    return (
      code.length >= 5 &&
      /[a-z]/.test(code) &&
      /\d.*\d/.test(code) &&
      /^[a-z0-9]+$/.test(code) &&
      !UNIT.test(code) &&
      !/^\d+(?:p\d+)?x\d/.test(code) &&
      !mentionWords.has(code) &&
      raw.split(/[-_.]/).every((part) => !/^[a-z]{4,}$/i.test(part))
    );
  });
}

/**
 * Whether the title names something of the product's own beyond its kind and size: a model word
 * that is no measure ("Koda 16", "V20"), a coined word of its name ("Koda"), or two words of its
 * name. A part number beside a size and one ordinary word ("MTH-80 … 8-Inch Chef's Knife" for
 * another maker's chef's knife) is another maker's.
 */
function namesSomeOfIt(r: Reading): boolean {
  const found = r.tokens.filter((t) => r.located.has(t));
  const names = found.filter((t) => t.kind === "name" && !r.subcategoryWords.has(singular(t.word)));
  return found.some((t) => t.kind === "model" && !UNIT.test(t.word)) || names.length >= 2 || names.some((t) => !englishWord(t.word));
}

/** 1. Brand: the mention's brand against the item's brand fields and title; the family's other brand it is sold under. */
export function judgeBrand(r: Reading, ledger: Ledger): string | undefined {
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
      if (codeFound || mentionIsBook || (namesSomeOfIt(r) && partNumberIn(candidate.title, r.mentionWords))) {
        ledger.score -= inTitle ? 0 : 0.1;
        ledger.reasons.push(
          inTitle
            ? "brand named in the title"
            : mentionIsBook
              ? "author not in the title (a book's title names it)"
              : codeFound
                ? "no brand given; the model number names it"
                : "no brand given; the maker's part number names it",
        );
      } else if (brandCredited(mention.brand, candidate.title)) {
        ledger.reasons.push("brand credited in the title (by …)");
      } else if (coinedLineOpens(r)) {
        // (A title that opens with the line's name and names the brand only after it, "Little
        // America Backpack … Herschel", says whose it is as much: the brand signs it.)
        ledger.score -= 0.2;
        ledger.reasons.push(
          inTitle ? "the line's own name opens the title, its brand after it" : "no brand given; the line's own name opens the title",
        );
      } else {
        ledger.score -= inTitle ? 0.3 : 0.45;
        ledger.reasons.push(inTitle ? "brand named in the title, not first" : "brand not found");
      }
    } else {
      ledger.sameBrandFrom = brand.from;
      ledger.reasons.push(`same brand (${brand.from})`);
      sisterBrand = brand.from === "brand" ? sisterBrandOf(mention.brand, mention.product_name, candidate, title) : undefined;
      if (sisterBrand) ledger.reasons.push(`sold under another brand of the maker's family ("${sisterBrand}")`);
    }
  }
  return sisterBrand;
}
