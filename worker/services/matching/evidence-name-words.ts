/**
 * The mention's model, variant, name and kind words found in the title or missing from it.
 */
import { UNITS_WRITTEN, englishWord, hasDigit, singular, words } from "./words";
import { type Token } from "./mention";
import { AUDIENCES, headline, longerCode } from "./title";
import { GENERIC_WORDS, PACKAGING, SPOKEN_NUMBER_PARTS, STOP_WORDS, TIER_WORDS, UNIT } from "./vocabulary";
import { COLOURS, sameBrandFamily } from "./identity";
import { brandNamedIn } from "./brand";
import { type Ledger, type Reading } from "./reading";
import { LIGHT_DESCRIPTORS, SIZE_WORDS, BASE_MODEL_WORDS } from "./evidence-words";

/** The mention's model, variant, name and kind words the title lacks; and a listing naming nothing of the product but its maker. */
export function judgeNameWords(
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
  const brandKnown = !!mention.brand && !sisterBrand && (ledger.sameBrandFrom === "brand" || ledger.sameBrandFrom === "title");
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
  const missingGeneric = missing.filter((t) => t.kind === "generic" && !packedAsSaid(t, r));
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
  // A listing under another brand of the maker's family that names neither the mention's brand
  // nor anything of its name but its kind ("Gorilla Grip … Salad Spinner" for the OXO salad
  // spinner, "Jacobsen Salt Co. … Finishing Salt" for Maldon salt) is a look-alike the
  // manufacturer field links to the maker, not the product (a sister brand selling it names it:
  // "Sage the Barista Express").
  const otherBrandField = !!candidate.brand && ledger.sameBrandFrom === "manufacturer";
  if (
    (sisterBrand || otherBrandField) &&
    mention.brand &&
    !brandNamedIn(mention.brand, title) &&
    // (A word of the mention's name the sister brand spells is the product named: "Sophie la girafe".)
    ![...located.keys()].some((t) => t.kind === "model" || t.kind === "variant" || (t.kind !== "generic" && !kindLike(t.word)))
  ) {
    ledger.doubt = true;
    ledger.score = Math.min(ledger.score, 0.7);
    ledger.reasons.push("names nothing of the product, under another brand of the maker");
  }
  return { missingModel, missingName, makerNames };
}

/**
 * A container said right after the quantity or count it holds ("250 gram box", "the sixty-four
 * box") tells how the product is packed, which titles seldom say: a title naming the product's
 * kind (the mention's subcategory: "Sea Salt Flakes", "Crayons 64 Count") need not say it too;
 * nor one giving the very measure it holds ("the sixteen ounce tub" / "Moisturizing Cream 16 oz"),
 * which that size of the product comes in. (A bare count names no container: "64 Count" may be
 * pencils, not the crayons' box.)
 */
function packedAsSaid(t: Token, r: Reading): boolean {
  if (!PACKAGING.has(singular(t.word))) return false;
  const said = words(r.mention.product_name);
  const at = said.indexOf(t.word);
  if (!(at > 0 && hasDigit(said[at - 1]!))) return false;
  if (r.title.some((w) => r.subcategoryWords.has(singular(w)))) return true;
  const measure = said[at - 1]!;
  return /[a-z]$/.test(measure) && UNIT.test(measure) && [...r.located.keys()].some((k) => k.word === measure);
}
