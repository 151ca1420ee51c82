/**
 * Versions, generations and editions the title names beside the name that the mention does not.
 */
import { hasDigit, singular, words } from "./words";
import { type Token } from "./mention";
import { ROMAN, STOP_WORDS, TIER_WORDS, UNIT, VARIANT_WORDS } from "./vocabulary";
import { BOOK_FORMAT_WORDS, COLOURS } from "./identity";
import { type Ledger, type NameSpan, type Reading } from "./reading";
import { LANGUAGES, SHARED_NAMING_BY } from "./evidence-words";

/** A version right after the name that the mention does not give, or the year of an edition written with an apostrophe. */
export function judgeVersion(r: Reading, ledger: Ledger, span: NameSpan): void {
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
export function judgeSoldWith(r: Reading, ledger: Ledger, span: NameSpan): void {
  const { mention, title, sepBefore, mentionWords, located } = r;
  const { spans, nameStart } = span;
  // What comes "with" an item ("… Bottle with Flex Straw Cap") is not the item: where the name
  // stands only after "with" and the title names another kind before it, it sells something else.
  if (spans.length) {
    const withAt = mentionWords.has("with")
      ? -1
      : title.findIndex((w, i) => (w === "with" || w === "w") && i > nameStart && !["compatible", "works"].includes(title[i - 1] ?? ""));
    const nameWords = [...located.entries()].filter(([t]) => t.kind === "name").map(([, at]) => at.start);
    // The mention's model number before the "with" ("BoostCharge 3-in-1 Charging Pad with MagSafe")
    // makes that item the product, and what follows "with" says what it has. (Not a name word: a
    // "Wide Mouth Bottle with Flex Straw Cap" is a bottle, not the "wide mouth" cap.)
    const modelBefore = [...located.entries()].some(([t, at]) => t.kind === "model" && at.start < withAt);
    const headBefore = withAt > 0 ? title.slice(0, withAt).filter((w) => !hasDigit(w) && !STOP_WORDS.has(w)) : [];
    const kindBefore = headBefore.at(-1);
    if (
      withAt > 0 &&
      !modelBefore &&
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
export function judgeGeneration(r: Reading, ledger: Ledger, span: NameSpan): void {
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
export function judgeDeniedVariant(r: Reading, ledger: Ledger): void {
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

/** An edition the mention does not name (not a colour's, a console's standard one or a mentioned book's own format). */
export function judgeEdition(r: Reading, ledger: Ledger, missingModel: readonly Token[], missingName: readonly Token[]): void {
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

/**
 * A code to download the product instead of the product in its box ("[Digital Code]", "Download
 * Code", "Online Code", "オンラインコード版"): the Digital Edition, which decision 0014 counts as
 * another product, whatever words the title gives it (where the product comes in a box at all: a
 * membership is only ever a code). Returns the words, or undefined.
 */
export function digitalDelivery(title: string): string | undefined {
  return (
    /\b(?:digital|download|online|email|e mail) (?:code|delivery|download|key)\b/.exec(words(title).join(" "))?.[0] ??
    /オンラインコード版|ダウンロード版|ダウンロードコード/.exec(title)?.[0]
  );
}

/**
 * A game titled with the mention's whole name, a colon and more name ("Codenames: Duet", "Codenames:
 * Pictures" for Codenames): another game of the series, as a buyer of games knows; a subtitle is
 * how a series names its members. (Not a book's subtitle, nor words that say it is a game: "Catan:
 * The Board Game".)
 */
export function judgeSpinOff(r: Reading, ledger: Ledger): void {
  const { mention, candidate, mentionWords, quoteWords, mentionIsBook, subcategoryWords } = r;
  if (mentionIsBook || !subcategoryWords.has("game")) return;
  const parts = /^([^:]+):\s*([^-–|,(]+)/.exec(candidate.title);
  if (!parts) return;
  const maker = new Set(words(`${mention.brand ?? ""} ${candidate.brand ?? ""}`));
  const before = words(parts[1]!).filter((w) => !maker.has(w) && !STOP_WORDS.has(w));
  const after = words(parts[2]!).filter((w) => !STOP_WORDS.has(w));
  const named = words(mention.product_name).filter((w) => !maker.has(w) && !STOP_WORDS.has(w) && !subcategoryWords.has(singular(w)));
  if (!before.length || !named.length || !before.every((w) => named.includes(w)) || !named.every((w) => before.includes(w))) return;
  const more = after.filter((w) => !mentionWords.has(w) && !quoteWords.has(w));
  if (!more.length || after.some((w) => SPIN_OFF_NOT.has(singular(w)) || subcategoryWords.has(singular(w)))) return;
  ledger.doubt = true;
  ledger.score -= 0.6;
  ledger.conflict = true;
  ledger.reasons.push(`another game of the series ("${more.join(" ")}")`);
}

/** Words after a game's colon that say what it is, not which member of the series. */
const SPIN_OFF_NOT = new Set(["game", "board", "card", "party", "family", "edition", "strategy", "puzzle", "classic", "original"]);

/**
 * How the listing writes the mention's model code: as the mention says it ("SM58", or "SM58-LC":
 * the maker's pack or kit code after a hyphen), or only with one more letter glued to it ("SM58S",
 * "EXL110W", "TD-07KVX"), in the title's words (not a bracket's) or the model field. A search reads the
 * two against each other (./index.ts): the glued letter may be the maker's colour code ("P45B") or
 * another model, and only the other listings of the product say which.
 */
export function codeWritten(r: Reading): "bare" | "glued" | undefined {
  const { tokens, title, sepBefore, modelField } = r;
  // (Not the initial of a colour the title names, "HS5W … White", "P45B … Black"; nor a unit
  // after a bare number, "Talon 22L".)
  const colourInitials = new Set(title.filter((w) => COLOURS.has(w)).map((w) => w[0]));
  let bare = false;
  let glued = false;
  for (const { word, kind } of tokens) {
    if (kind !== "model" || !hasDigit(word)) continue;
    const oneMore = (w: string) =>
      w.length === word.length + 1 &&
      w.startsWith(word) &&
      /[a-z]$/.test(w) &&
      !colourInitials.has(w.at(-1)) &&
      !(/^\d+$/.test(word) && UNIT.test(w));
    if (title.includes(word) || modelField === word) bare = true;
    if (title.some((w, i) => oneMore(w) && !sepBefore[i]) || oneMore(modelField)) glued = true;
  }
  return glued && !bare ? "glued" : bare ? "bare" : undefined;
}
