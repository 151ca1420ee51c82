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
import type { MatchCandidate, MatchMention, MatchResult, MatchVerdict } from "./types";
import {
  ACCESSORY_HEADS,
  BUNDLE,
  CONDITION_PHRASES,
  DESCRIPTOR_WORDS,
  FITS_PHRASES,
  GENERIC_WORDS,
  GROUPS_BY_CATEGORY,
  PACKED_EXTRAS,
  PART_WORDS,
  ROMAN,
  STOP_WORDS,
  TIER_WORDS,
  UNIT,
  VARIANT_WORDS,
  SMALL_EXTRAS,
  DOUBTFUL_EXTRAS,
  COMPOUND_KINDS,
  KIT_FOR_WORDS,
} from "./vocabulary";
import {
  ABOUT_PHRASES,
  ACCESSORY_HEADS_ELSEWHERE,
  BOOK_BINDINGS,
  BOOK_FORMAT_WORDS,
  BOOK_KINDS,
  COLOURS,
  CONDITION_PHRASES_ELSEWHERE,
  digitsForNumberWords,
  FITS_PHRASES_ELSEWHERE,
  otherMarketVoltage,
  REGION_PHRASES,
  sameBrandFamily,
  coreBrand,
} from "./identity";
import { ENGLISH_WORDS } from "./english-words";

export type { ExternalIds, MatchCandidate, MatchMention, MatchResult, MatchVerdict } from "./types";

/**
 * Another market's item named by its market and what makes it that market's: "International
 * Model", "EU 2-Pin Plug", "UK-Netzteil", "No USA Warranty".
 */
const OTHER_MARKET =
  /\b(?:(?:uk|eu|euro|european|au|aus|australian|jp|japan|japanese|asia|asian|china|chinese|cn|india|indian|international|intl|global|hk|korea|korean|kr|german|germany|de|french|france|italian|italy|spanish|spain|mexico|mexican|brazil|latam|middle east|import)\s+(?:\d\s+pin\s+|\d\s+prong\s+)?(?:version|model|(?:[a-z]+\s+)?plug|netzteil|stecker|spec|specs|import)|no (?:[a-z]+ )?usa? warranty|non us)\b/;

/** Who a thing is for and how it connects: a title may leave them out ("ASICS Gel-Kayano 30 … Homme"). */
const LIGHT_DESCRIPTORS = new Set(["men", "mens", "women", "womens", "unisex", "classic", "wireless", "bluetooth"]);
/** Words that call an item the line's base model rather than a variant of it. */
const BASE_MODEL_WORDS = new Set(["classic", "original", "standard", "regular", "basic", "genuine", "authentic", "official"]);
/** Words that name the other of a pair: a title saying one where the mention says the other is another variant. */
const OPPOSITES: readonly [string[], string[]][] = [
  [
    ["men", "mens"],
    ["women", "womens", "ladies"],
  ],
  [["wireless"], ["wired"]],
  [
    ["dog", "dogs", "puppy"],
    ["cat", "cats", "kitten"],
  ],
];

/** A language edition of a book is another book for a buyer who reads the one mentioned. */
const LANGUAGES = new Set([
  "spanish",
  "french",
  "german",
  "italian",
  "portuguese",
  "chinese",
  "japanese",
  "korean",
  "russian",
  "arabic",
  "hindi",
  "dutch",
  "polish",
  "turkish",
  "espanol",
  "deutsche",
  "francaise",
]);

/** How many other results of a search must use a word for it to be the search's vocabulary. */
const SHARED_BY = 2;
/** …and how many must name the product with it, before any "for" or "with". */
const SHARED_NAMING_BY = 1;

/** verified: stored and shown; review: an admin decides; below review: rejected. */
export const MATCH_THRESHOLDS = { verified: 0.8, review: 0.5 } as const;

function normalise(text: string): string {
  return (
    digitsForNumberWords(text)
      // Before NFKD, which would spell "™" as "TM" ("Zelda™" is "Zelda").
      .replace(/[®™©]/g, " ")
      // "EVO Select + Adapter", "10% + Zinc": a plus standing alone joins what comes with it.
      .replace(/\s\+\s/g, " with ")
      .replace(/[Øø]/g, "o")
      .replace(/[Ææ]/g, "ae")
      .replace(/ß/g, "ss")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[®™©]/g, "")
      // Units as a title writes them, joined to their number: "twenty watt" and "20W", "8 inch"
      // and 8", "16 ounce" and "16 fl oz", "18-piece" and "18 PC" say the same.
      .replace(/(\d)\s*-?\s*in\s*-?\s*(?:1|one)\b/g, "$1in1")
      .replace(/(\d)\s*(?:"|”|''|-?\s*inch(?:es)?\b|in\b\.?)/g, "$1in ")
      .replace(/(\d)\s*(?:'|’)(?![a-z0-9])/g, "$1ft ")
      // "5.8 qt", "H2.0", "10.9-inch": a decimal is one number; "5,000 mAh" too.
      .replace(/(\d),(?=\d{3}\b)/g, "$1")
      .replace(/(\d)\.(?=\d)/g, "$1p")
      .replace(/(\d)\s*-?\s*%/g, "$1pct ")
      .replace(new RegExp(`(\\d)\\s*-?\\s*(${UNIT_PATTERN})(?![a-z0-9])`, "g"), (_, d: string, u: string) => `${d}${unitOf(u)} `)
      // "52 by 84", "3x3", "5/8 in. x 50 ft.": a size's dimensions, each its own token.
      .replace(/(\d[a-z]*)\s*(?:x|by|×)\s*(?=\d)/g, "$1 x ")
      // "No. 3", "N°16", "number three", "#1": one way.
      .replace(/(?:\bnumber|\bno\.?|\bn[°º]|#)\s*(?=\d)/g, "no ")
      // "Mark II", "MkII", "mark two": one generation token.
      .replace(/\b(?:mark|mk)\.?\s*(ii|iii|iv|v|vi|vii|viii|ix|\d+)\b/g, (_, n: string) => `mk${ROMAN_VALUE[n] ?? n}`)
      // "Chef's", "Men's": one word, so a lone "s" stays a variant ("MX Keys S").
      .replace(/([a-z])['’]s\b/g, "$1s")
      // "S24+", "MV7+": the plus is a variant.
      .replace(/([a-z0-9])\+/g, "$1 plus ")
      // "2nd Generation", "(5th Gen)", "Gen 2": one token, so XM5's "5" and a generation never mix.
      .replace(/\b(\d+)(?:st|nd|rd|th)\s*gen(?:eration)?\b/g, " gen$1 ")
      .replace(/\bgen(?:eration)?\s+(\d+)\b/g, " gen$1 ")
      .replace(/\bmk\.?\s*(\d+)\b/g, " mk$1 ")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
  );
}

/** Unit words after a number, and the one way each is written. */
const UNITS_WRITTEN: Record<string, string> = {
  "amp hours": "ah",
  "amp hour": "ah",
  ah: "ah",
  "foot pounds": "ftlb",
  "foot pound": "ftlb",
  "ft.-lb": "ftlb",
  "ft.-lbs": "ftlb",
  "ft-lb": "ftlb",
  "ft-lbs": "ftlb",
  "ft lbs": "ftlb",
  "ft lb": "ftlb",
  "fl oz": "oz",
  "fl. oz": "oz",
  "fluid ounces": "oz",
  "fluid ounce": "oz",
  ounces: "oz",
  ounce: "oz",
  oz: "oz",
  liters: "l",
  liter: "l",
  litres: "l",
  litre: "l",
  ltr: "l",
  quarts: "qt",
  quart: "qt",
  qt: "qt",
  watts: "w",
  watt: "w",
  volts: "v",
  volt: "v",
  gigabytes: "gb",
  gigabyte: "gb",
  gigs: "gb",
  gig: "gb",
  gb: "gb",
  terabytes: "tb",
  terabyte: "tb",
  tb: "tb",
  percent: "pct",
  pounds: "lb",
  pound: "lb",
  lbs: "lb",
  lb: "lb",
  feet: "ft",
  foot: "ft",
  ft: "ft",
  millimeters: "mm",
  millimeter: "mm",
  mm: "mm",
  centimeters: "cm",
  centimeter: "cm",
  cm: "cm",
  milliliters: "ml",
  milliliter: "ml",
  ml: "ml",
  pieces: "pc",
  piece: "pc",
  pcs: "pc",
  pc: "pc",
  mah: "mah",
  meters: "m",
  meter: "m",
  metres: "m",
  metre: "m",
  m: "m",
  grams: "g",
  gram: "g",
  g: "g",
};
const UNIT_PATTERN = Object.keys(UNITS_WRITTEN)
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[.]/g, "\\.").replace(/ /g, "\\s*"))
  .join("|");
const unitOf = (written: string) => UNITS_WRITTEN[written.replace(/\s+/g, " ")] ?? UNITS_WRITTEN[written.replace(/\s+/g, "")] ?? written;
const ROMAN_VALUE: Record<string, string> = { ii: "2", iii: "3", iv: "4", v: "5", vi: "6", vii: "7", viii: "8", ix: "9" };

/**
 * A text's words, one way written. A search reads the same titles many times (each candidate's,
 * each rule's), so the last few thousand are kept; callers never change the arrays they get.
 */
const wordCache = new Map<string, string[]>();
const words = (text: string): string[] => {
  const known = wordCache.get(text);
  if (known) return known;
  const found = normalise(text).split(" ").filter(Boolean);
  if (wordCache.size >= 4000) wordCache.clear();
  wordCache.set(text, found);
  return found;
};
const compact = (text: string) => normalise(text).replace(/ /g, "");
/** One form for singular and plural: "cases" / "case", "harnesses" / "harness", "batteries" / "battery". */
const singular = (word: string) =>
  word.length <= 3 || /(ss|us|is)$/.test(word)
    ? word
    : word.endsWith("ies") && word.length > 4
      ? `${word.slice(0, -3)}y`
      : /(ches|shes|sses|xes|zes)$/.test(word)
        ? word.slice(0, -2)
        : word.replace(/(?<=[a-z]{2})s$/, "");

type TokenKind = "model" | "variant" | "name" | "generic";

interface Token {
  word: string;
  kind: TokenKind;
}

const hasDigit = (w: string) => /\d/.test(w);
let english: Set<string> | undefined;
/** Whether a word is common English (description) rather than a name of its own ("Nural"). */
function englishWord(word: string): boolean {
  english ??= new Set(ENGLISH_WORDS.split(" "));
  return english.has(word) || english.has(singular(word)) || english.has(word.replace(/s$/, ""));
}
/** Short words that join a phrase, never a model code's letters ("ten to 150", "no 3"). */
const LINK_WORDS = new Set(["to", "of", "in", "on", "at", "by", "or", "vs", "up", "x", "no", "and", "per"]);
/** A word without its endings ("waxed" / "wax", "docking" / "dock", "cleaner" / "cleaning"). */
const stem = (word: string) => singular(word).replace(/(?<=[a-z]{3})(ing|ed|er)$/, "");
/** Letters dropped from a word as brands do ("KICKR" / "Kicker", "Xtra" / "Extra"). */
function sameSkeleton(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4 || /\d/.test(a + b)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 2) return false;
  const skeleton = (w: string) => w.replace(/[aeiouy]/g, "");
  if (skeleton(short) !== skeleton(long)) return false;
  let k = 0;
  for (const ch of long) if (ch === short[k]) k++;
  return k === short.length;
}
const ROMAN_DIGIT: Record<string, string> = { ii: "2", iii: "3", iv: "4", v: "5", vi: "6", vii: "7", viii: "8", ix: "9" };
const isModelWord = (w: string) => hasDigit(w) || ROMAN.has(w);

/** Words that say a number or a fraction: never a description. */
const SPOKEN_NUMBER_PARTS = new Set(["zero", "oh", "point", "quarter", "half", "third", "eighth", "dozen", "pair", "one"]);

/** Things that are bound paper themselves, which marketplaces file with a book's binding. */
const BOUND_GOODS = new Set(["notebook", "journal", "planner", "diary", "sketchbook", "notepad", "calendar", "logbook", "agenda"]);

/** Computer platforms a maker sells an edition of a product for ("… for Mac"). */
const COMPUTER_PLATFORMS = new Set(["mac", "macos", "pc", "windows", "chromebook", "linux", "ipad"]);

/** Containers a consumable is sold in, after the quantity they hold. */
const CONTAINERS = new Set([
  "jug",
  "bag",
  "bags",
  "tin",
  "jar",
  "bottle",
  "pouch",
  "box",
  "caps",
  "capsules",
  "tub",
  "bucket",
  "can",
  "cans",
  "tube",
]);

/** What a product is packed in: a word of the mention's kind, not of its name. */
const PACKAGING = new Set(["box", "tin", "jar", "can", "carton", "tube", "bottle", "sachet", "canister", "bucket", "tub"]);

/** "fourteen sixties": the plural of a number as a transcript says it. */
const TENS_PLURAL: Record<string, string> = {
  twenties: "20",
  thirties: "30",
  forties: "40",
  fifties: "50",
  sixties: "60",
  seventies: "70",
  eighties: "80",
  nineties: "90",
};

/** The mention's name as tokens: its brand (when the name starts with it) and stop words dropped. */
function mentionTokens(mention: MatchMention, title: string[] = []): Token[] {
  // "Norwegian Wood by Murakami": who made it, not the product's name.
  let name = words(mention.product_name.replace(/\s+by\s+[A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*){0,2}\s*$/u, ""));
  // "Hades on Switch", "Minecraft for Switch": the platform it runs on follows a link word.
  name = name.filter((w, k) => !(w === "on" && k > 0 && k < name.length - 1));
  const brand = mention.brand ? words(mention.brand) : [];
  // (A name that is only the brand, "Uno" by UNO, stays: the brand is the product's name.)
  if (brand.length && brand.every((w, i) => name[i] === w) && name.length > brand.length) name = name.slice(brand.length);

  // "PS5" where the title writes "PlayStation 5".
  if (title.includes("playstation"))
    name = name.flatMap((w) => (/^ps\d$/.test(w) && !title.includes(w) ? ["playstation", w.slice(2)] : [w]));
  // "Air Force Ones", "fourteen sixties": the plural of a product's number is the product; "double
  // A" is AA.
  name = name
    .map((w) => (w === "ones" ? "one" : (TENS_PLURAL[w] ?? w)))
    .reduce<string[]>((out, w) => {
      const prev = out.at(-1);
      if ((prev === "double" || prev === "triple") && /^[a-z]$/.test(w)) out[out.length - 1] = w.repeat(prev === "double" ? 2 : 3);
      else out.push(w);
      return out;
    }, []);
  // Words a transcript splits that the title writes as one ("Air Fryer" / "Airfryer", "Play
  // Station 5" / "PlayStation 5", "CTS one" / "CT-S1", "fourteen sixty" / "1460"): one word, as
  // the title has it. "one" may be the title's "1".
  const inTitle = new Set(title);
  const titleJoined = new Set(title);
  for (let i = 0; i < title.length; i++)
    for (let n = 2; n <= 3 && i + n <= title.length; n++) titleJoined.add(title.slice(i, i + n).join(""));
  // The title may write the joined form with its unit or a short ending ("one fifty" / "150
  // ft-lb", "micro SD" / "microSDXC").
  const titleHas = (joined: string) =>
    titleJoined.has(joined) ||
    title.some((w) => {
      // A code spelled out may be the end of the title's ("P touch D two ten" / "PTD210").
      if (
        /\d/.test(joined) &&
        /[a-z]/.test(joined) &&
        joined.length >= 4 &&
        w.length > joined.length &&
        w.endsWith(joined) &&
        /^[a-z]+$/.test(w.slice(0, -joined.length))
      )
        return true;
      const rest = w.startsWith(joined) ? w.slice(joined.length) : undefined;
      if (!rest || !/^[a-z]+$/.test(rest)) return false;
      return /^\d+$/.test(joined)
        ? UNIT.test(w)
        : rest.length <= 2 && (joined.length >= 5 || (/\d/.test(joined) && /[a-z]/.test(joined) && joined.length >= 4));
    });
  const aligned: string[] = [];
  for (let i = 0; i < name.length; i++) {
    let joinedAs: string | undefined;
    let len = 0;
    for (const n of [8, 7, 6, 5, 4, 3, 2]) {
      if (i + n > name.length) continue;
      const parts = name.slice(i, i + n);
      // A code spelled out sign by sign ("W H one thousand X M five", "seven five five three
      // twenty"): beyond three words only single letters and numbers are read together.
      if (n > 3 && !parts.every((w) => /^\d+$/.test(w) || w === "one" || /^[a-z]{1,2}$/.test(w))) continue;
      for (const form of [parts, parts.map((w) => (w === "one" ? "1" : w))]) {
        const joined = form.join("");
        // Five letters at least, or a code with digits ("S 24" / "S24", "2 65" / "265").
        // (Letters or digits spelled one by one, "Stagg E K G", "zero one", may make a shorter code.)
        const spelled = form.every((w) => /^[a-z0-9]$/.test(w));
        const long = joined.length >= 5 || spelled || (/\d/.test(joined) && (/[a-z]/.test(joined) || joined.length >= 3));
        if (long && titleHas(joined) && !containsPhrase(title, form.join(" "))) {
          joinedAs = joined;
          break;
        }
      }
      if (joinedAs) {
        len = n;
        break;
      }
    }
    // "One" said where the title writes "1" ("Air Force One" / "Air Force 1"); "Xbox One" stays.
    const word = name[i] === "one" && !joinedAs && inTitle.has("1") && !inTitle.has("one") ? "1" : name[i]!;
    aligned.push(joinedAs ?? word);
    i += len ? len - 1 : 0;
  }
  name = aligned;
  // A code written with a hyphen is one model token: "WH-1000XM5", "TD-07KV", "G-2".
  name = name.reduce<string[]>((out, w) => {
    const prev = out.at(-1);
    if (
      prev &&
      /^[a-z]{1,3}$/.test(prev) &&
      !VARIANT_WORDS.has(prev) &&
      !STOP_WORDS.has(prev) &&
      !LINK_WORDS.has(prev) &&
      hasDigit(w) &&
      /^\d/.test(w) &&
      // A size is no code's digits: "mug 16 ounce", "Duo 6 quart".
      !(UNIT.test(w) && /[a-z]$/.test(w)) &&
      // Read as the title writes it: "AA 24 pack" beside "AA Batteries, 24 Count", "Atmos AG sixty
      // five" beside "Atmos AG 65L" keep the letters apart.
      !(inTitle.has(prev) && !titleJoined.has(prev + w))
    )
      out[out.length - 1] = prev + w;
    else out.push(w);
    return out;
  }, []);
  // "24 pack", "pack of 6", "12 count": how many the mention buys, compared with the item's pack
  // size, not a word of its name.
  name = name.filter((w, i) => {
    const countWord = (x: string | undefined) => !!x && /^(pack|packs|pk|count|ct)$/.test(x);
    if (countWord(w) && /^\d+$/.test(name[i - 1] ?? "")) return false;
    if (/^\d+$/.test(w) && countWord(name[i + 1])) return false;
    if (w === "pack" && name[i + 1] === "of" && /^\d+$/.test(name[i + 2] ?? "")) return false;
    if (name[i - 1] === "of" && name[i - 2] === "pack" && /^\d+$/.test(w)) return false;
    return true;
  });
  // "Pixel eight A", "seventy two A": a letter said right after a number is the model's ("8a"), not an article.
  name = name.reduce<string[]>((out, w) => {
    const prev = out.at(-1);
    // (Not inside a code spelled letter by letter: "F ninety-one W".)
    if (prev && /^\d+$/.test(prev) && /^[a-z]$/.test(w) && w !== "x" && !/^[a-z]{1,2}$/.test(out.at(-2) ?? ""))
      out[out.length - 1] = prev + w;
    else out.push(w);
    return out;
  }, []);
  // "52 x 84": the x only joins a size's dimensions.
  name = name.filter((w, i) => !(w === "x" && hasDigit(name[i - 1] ?? "") && hasDigit(name[i + 1] ?? "")));
  const kindWords = new Set(words(`${mention.subcategory ?? ""}`).map(singular));
  // Words a speaker fills in ("the carbon one", "size regular") say nothing the title would.
  const spokenFiller = /\bthe \w+ one\b/i.test(mention.product_name);
  const tokens = name
    // "Number five", "No. 3": the marker before a number names nothing of its own.
    .filter((w, k, all) => !(w === "no" && /^\d/.test(all[k + 1] ?? "")))
    .filter((w) => !STOP_WORDS.has(w) && w !== "size" && !(spokenFiller && w === "one"))
    .map((word): Token => {
      if (isModelWord(word)) return { word, kind: "model" };
      if (VARIANT_WORDS.has(word)) return { word, kind: "variant" };
      // What the product comes in ("250 gram box", "a tin of") says its kind, not its name.
      if (GENERIC_WORDS.has(word) || kindWords.has(singular(word)) || PACKAGING.has(singular(word))) return { word, kind: "generic" };
      return { word, kind: "name" };
    });
  // A name made only of kind words ("Yoga Mat" by Liforme) is the name itself.
  if (tokens.every((t) => t.kind === "generic")) return tokens.map((t) => (STOP_WORDS.has(t.word) ? t : { ...t, kind: "name" }));
  return tokens;
}

/**
 * The title's words, each with whether a separator (comma, dash, colon, bracket…) stands
 * before it: a word after one describes the product rather than naming it.
 */
function titleWords(title: string): { words: string[]; sepBefore: boolean[] } {
  const marked = title.replace(/\s[-–—|/]\s|[,;|()[\]]|:\s|\.\s/g, " \u0001 ");
  const out: string[] = [];
  const sepBefore: boolean[] = [];
  let pending = false;
  for (const part of marked.split("\u0001")) {
    const ws = words(part);
    ws.forEach((w, i) => {
      out.push(w);
      sepBefore.push(i === 0 && pending);
    });
    pending = true;
  }
  return { words: out, sepBefore };
}

interface Located {
  start: number;
  end: number;
}

/** Each unit in a base one of its measure: weight in grams, volume in millilitres, length in millimetres. */
const IN_BASE: Record<string, [string, number][]> = {
  g: [["weight", 1]],
  kg: [["weight", 1000]],
  lb: [["weight", 453.6]],
  oz: [
    ["weight", 28.35],
    ["volume", 29.57],
  ],
  ml: [["volume", 1]],
  l: [["volume", 1000]],
  qt: [["volume", 946.4]],
  mm: [["length", 1]],
  cm: [["length", 10]],
  m: [["length", 1000]],
  in: [["length", 25.4]],
  ft: [["length", 304.8]],
};

/** Whether two sizes in different units say the same quantity (within 6 %, as labels round). */
function sameQuantity(a: string, b: string): boolean {
  const read = (w: string) => {
    const m = /^(\d+)(?:p(\d+))?([a-z]+)$/.exec(w);
    return m ? { value: Number(`${m[1]}.${m[2] ?? 0}`), unit: m[3]! } : undefined;
  };
  const [x, y] = [read(a), read(b)];
  if (!x || !y || x.unit === y.unit) return false;
  return (IN_BASE[x.unit] ?? []).some(([measure, fx]) =>
    (IN_BASE[y.unit] ?? []).some(([other, fy]) => other === measure && Math.abs(x.value * fx - y.value * fy) <= 0.06 * x.value * fx),
  );
}

/** A size's number and unit ("10p25in": 10p25, in); the unit is empty for a bare number. */
const sizeOf = (w: string) => /^(\d+)(?:p\d+)?([a-z]*)$/.exec(w);

/** Where a mention token stands in the title's words, or null. */
/** Colour codes makers glue to a model number ("LP60X-BK", "WH1000XM5B"). */
const COLOUR_CODE_END = /(?:bk|blk|wh|wht|bl|blu|gy|gry|gm|sl|slv|rd|gn|grn|pk|bg|bn|sv|gd|gld|nv)$/;

/**
 * Whether what a model word adds after the mention's code makes it another model. A code ending in
 * a letter is complete ("LP60X", "M50x"): two or more letters glued after it ("LP60XBT", "M50xBT2")
 * name another model, unless they are a colour's code ("M50xWH", "LP60X-BK"). A code ending in a
 * digit takes its maker's variant letters for colour, pack or kit ("DW5600E", "HS103P4", "D210VP").
 */
const longerCode = (code: string, w: string, rest: string) => {
  const beyond = rest.replace(COLOUR_CODE_END, "");
  return /[a-z]$/.test(code) && beyond.length >= 2 && !UNIT.test(w) && /^[a-z]{2}/.test(beyond);
};

function locate(
  token: Token,
  title: string[],
  from: number,
  sepBefore: boolean[] = [],
  abbreviated: ReadonlySet<string> = new Set(),
): Located | null {
  const { word } = token;
  const order = [...title.keys()].filter((i) => i >= from).concat([...title.keys()].filter((i) => i < from));
  const generation = /^gen(\d+)$/.exec(word)?.[1];
  const saidSize = sizeOf(word);
  const otherValue =
    !!saidSize?.[2] &&
    title.some((t, k) => {
      const size = sizeOf(t);
      // (Not a dimension's: "3/4 x 1000 Inches" gives the unit to both.)
      return !!size && size[2] === saidSize[2] && t !== word && title[k - 1] !== "x";
    });
  for (const i of order) {
    const w = title[i]!;
    if (w === word) return { start: i, end: i };
    // "Mister" / "Mr.", "Doctor" / "Dr.", "Saint" / "St.": a name word as titles abbreviate it.
    if (token.kind === "name" && word.length >= 5 && w.length === 2 && w === `${word[0]}${word.at(-1)}` && abbreviated.has(w))
      return { start: i, end: i };
    // "Size 02" and "size two" say the same number.
    if (/^\d+$/.test(word) && /^0\d+$/.test(w) && Number(w) === Number(word)) return { start: i, end: i };
    // "Pro II" and "Pro two" say the same.
    if (ROMAN_DIGIT[w] === word || ROMAN_DIGIT[word] === w) return { start: i, end: i };
    // The same size in another unit: "250 gram" for "8.5 oz", "50 ml" for "1.7 fl oz".
    if (token.kind === "model" && saidSize && sameQuantity(word, w)) return { start: i, end: i };
    // A size said rounded: "ten inch" for 10.25", "sixty five foot" for 65.6 ft.
    if (token.kind === "model" && saidSize && saidSize[2] && w.startsWith(`${saidSize[1]}p`) && sizeOf(w)?.[2] === saidSize[2])
      return { start: i, end: i };
    // A size with or without its unit: "3" / "3in", "25in" / "25"; not the bare number of a title
    // that gives the measure another value ("Pi 4 Model B 8GB" for "Pi 4 4GB").
    if (token.kind === "model" && /^\d/.test(word) && /^\d/.test(w) && !(otherValue && word.length > w.length)) {
      const [a, b] = word.length < w.length ? [word, w] : [w, word];
      // (Not an "x": "7X" is another model than "7", where "3x" is a zoom.)
      if (/^\d+$/.test(a) && /^[a-z]+$/.test(b.slice(a.length)) && b.startsWith(a) && UNIT.test(b) && b.slice(a.length) !== "x")
        return { start: i, end: i };
    }
    // "gen2" and a bare "2" after the name say the same generation.
    // (Not where the title names another generation: "(1st Gen) … two-way talk".)
    if (generation && w === generation && !title.some((t) => /^gen\d+$/.test(t) && t !== word)) return { start: i, end: i };
    if (!generation && /^\d+$/.test(word) && w === `gen${word}`) return { start: i, end: i };
    if (token.kind === "generic" || token.kind === "name") {
      if (singular(w) === singular(word) || stem(w) === stem(word) || (token.kind === "name" && sameSkeleton(w, word)))
        return { start: i, end: i };
      // "microSD" in "microSDXC": a name word with a short ending of letters.
      if (token.kind === "name" && word.length >= 5 && w.startsWith(word) && /^[a-z]{1,2}$/.test(w.slice(word.length)))
        return { start: i, end: i };
      if (token.kind === "generic" && word.length >= 3 && w.startsWith(word)) return { start: i, end: i };
      // A name word the speaker clips ("Player Strat" for Stratocaster): the title's word begins
      // with it and goes on for four letters or more (not "Clean Code" / "Clean Coder").
      if (
        token.kind === "name" &&
        word.length >= 4 &&
        w.length >= word.length + 4 &&
        w.startsWith(word) &&
        !VARIANT_WORDS.has(word) &&
        !TIER_WORDS.has(word)
      )
        return { start: i, end: i };
    }
    // Written apart or together: "hero12" / "hero 12", "wh 1000xm5" / "wh1000xm5", "a7" in "alpha 7".
    if (token.kind === "model" || token.kind === "name") {
      for (let len = 2; len <= 3 && i + len <= title.length; len++) {
        const joined = title.slice(i, i + len).join("");
        if (joined === word) return { start: i, end: i + len - 1 };
        if (
          token.kind === "model" &&
          word.length >= 2 &&
          /[a-z]/.test(word) &&
          joined.endsWith(word) &&
          joined.startsWith(title[i]!) &&
          title[i + len - 1]!.length < word.length
        ) {
          return { start: i, end: i + len - 1 };
        }
      }
      // Part of a longer model word: "1000xm5" in "wh1000xm5", "c920" in "c920x"; not one that
      // goes on with another digit or a letter after a digit ("H35N", "CT-S1-76").
      if (token.kind === "model" && word.length >= 3 && /[a-z]/.test(word) && /\d/.test(word) && w.includes(word)) {
        const rest = w.slice(w.indexOf(word) + word.length);
        // A letter after it is a colour code where the title gives the code apart ("(P45B)").
        // Two or more signs more ("LP60XBT", "M50xBT2") name another model, unless they are a colour's code ("LP60XBK").
        if (!(/\d$/.test(word) && /^[a-z]$/.test(rest) && rest !== "x" && !sepBefore[i]) && !/^\d/.test(rest) && !longerCode(word, w, rest))
          return { start: i, end: i };
      }
    }
  }
  return null;
}

/** The largest group of spans standing at most four words apart (the earliest on a tie). */
function cluster(spans: Located[]): Located[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let best: Located[] = [];
  let current: Located[] = [];
  for (const span of sorted) {
    const last = current.at(-1);
    if (last && span.start - last.end > 4) {
      if (current.length > best.length) best = current;
      current = [];
    }
    current.push(span);
  }
  return current.length > best.length ? current : best;
}

function brandStartsTitle(brand: string, title: string[]): boolean {
  const want = words(brand);
  return want.every((w, i) => title[i] === w);
}

/** Whether a title names the brand anywhere: as written, joined, by its family or its initials ("TJ's": "Trader Joes"). */
function brandNamedIn(brand: string, title: string[]): boolean {
  const want = words(brand);
  if (containsPhrase(title, want.join(" "))) return true;
  const wantCompact = want.join("");
  for (let i = 0; i < title.length; i++) {
    for (let n = 1; n <= 3 && i + n <= title.length; n++) {
      const gram = title.slice(i, i + n);
      if (wantCompact.length >= 4 && gram.join("") === wantCompact) return true;
      if (
        n >= 2 &&
        gram.every((w) => w.length >= 3) &&
        [wantCompact, wantCompact.replace(/s$/, "")].includes(gram.map((w) => w[0]).join(""))
      )
        return true;
      if (gram.join("").length >= 3 && sameBrandFamily(brand, gram.join(" "))) return true;
    }
  }
  return false;
}

/** Brand and manufacturer fields that differ on one item of a search: a brand and its maker. */
type MakerLinks = readonly (readonly [string, string])[];

function makerLinksOf(candidates: readonly MatchCandidate[]): MakerLinks {
  return candidates
    .filter((c) => c.brand && c.manufacturer && !sameBrandFamily(c.brand, c.manufacturer))
    .map((c) => [coreBrand(c.brand!), coreBrand(c.manufacturer!)] as const);
}

/** Whether two brand names are one brand and its maker as some item of the search says (brand field and manufacturer). */
function linkedBySearch(a: string, b: string, links: MakerLinks): boolean {
  const loose = (x: string, y: string) => {
    const [p, q] = [x.replace(/ /g, ""), y.replace(/ /g, "")];
    return p === q || (Math.min(p.length, q.length) >= 4 && (p.startsWith(q) || q.startsWith(p)));
  };
  const [x, y] = [coreBrand(a), coreBrand(b)];
  return links.some(([brand, maker]) => (loose(x, brand) && loose(y, maker)) || (loose(x, maker) && loose(y, brand)));
}

function brandEvidence(
  mentionBrand: string,
  candidate: MatchCandidate,
  title: string[],
  links: MakerLinks = [],
): { same: boolean | "conflict" | null; from: string; value?: string } {
  const want = words(mentionBrand);
  const wantCompact = want.filter((w) => w !== "and" && w !== "plus").join("");
  // "uni-ball" / "Uniball", "L.L.Bean" / "LL Bean"; a short brand ("On") only as a whole word;
  // a name of the brand's family ("PlayStation 5 Pro" for Sony).
  const titleStarts =
    want.every((w, i) => title[i] === w) ||
    // A brand of several words named by its own first one ("Coop" for Coop Home Goods, "Kirkland"
    // for Kirkland Signature): not a colour or a word as short as "the".
    (want.length >= 2 && want[0]!.length >= 4 && !COLOURS.has(want[0]!) && title[0] === want[0]) ||
    (wantCompact.length >= 4 && title.slice(0, 3).join("").startsWith(wantCompact)) ||
    [1, 2, 3].some((n) => title.length > n && sameBrandFamily(mentionBrand, title.slice(0, n).join(" "))) ||
    // A sub-brand right after its maker's name, which a brand field gives: "IRWIN VISE-GRIP".
    (wantCompact.length >= 4 &&
      [1, 2].some(
        (k) =>
          title
            .slice(k, k + 3)
            .join("")
            .startsWith(wantCompact) &&
          [candidate.brand, candidate.manufacturer].some((f) => f && title.slice(0, k).join("") === words(f).join("")),
      ));
  let other: { from: string; value: string } | null = null;
  // The brand field first, the manufacturer as well: either naming the mentioned brand (or its
  // family: the maker of a console brand, a fashion house's short name) is the brand.
  for (const [field, value] of [
    ["brand", candidate.brand],
    ["manufacturer", candidate.manufacturer],
  ] as const) {
    if (!value) continue;
    const have = words(value);
    const haveCompact = have.filter((w) => w !== "and" && w !== "plus").join("");
    // "TNF" / "The North Face", "TJ's" / "Trader Joe's": initials.
    const initials = (ws: string[]) => (ws.length >= 2 ? ws.map((w) => w[0]).join("") : "");
    const lastWord = (ws: string[]) => ws.at(-1) ?? "";
    const same =
      haveCompact === wantCompact ||
      want.every((w) => have.includes(w)) ||
      have.every((w) => want.includes(w)) ||
      (Math.min(haveCompact.length, wantCompact.length) >= 4 &&
        (haveCompact.endsWith(wantCompact) ||
          wantCompact.endsWith(haveCompact) ||
          haveCompact.startsWith(wantCompact) ||
          wantCompact.startsWith(haveCompact))) ||
      sameBrandFamily(mentionBrand, value) ||
      linkedBySearch(mentionBrand, value, links) ||
      [wantCompact, wantCompact.replace(/s$/, "")].includes(initials(have.filter((w) => w !== "the"))) ||
      [haveCompact, haveCompact.replace(/s$/, "")].includes(initials(want.filter((w) => w !== "the"))) ||
      // "Doc Martens" / "Dr. Martens": the same family name.
      (want.length >= 2 && have.length >= 2 && lastWord(want).length >= 5 && lastWord(want) === lastWord(have));
    if (same) return { same: true, from: field };
    other ??= { from: field, value };
  }
  // A field names another brand while the title starts with the mentioned one: a sub-brand or
  // parent company the families do not know, not a third party.
  if (other) return { same: titleStarts ? "conflict" : false, ...other };
  if (titleStarts) return { same: true, from: "title" };
  return { same: null, from: "title" };
}

function verdictOf(score: number): MatchVerdict {
  if (score >= MATCH_THRESHOLDS.verified) return "verified";
  if (score >= MATCH_THRESHOLDS.review) return "review";
  return "rejected";
}

/** The title up to its first separator (comma, dash, colon, bracket…). */
function firstSegment(title: string): string {
  return title.split(/\s[-–—|/]\s|[,;|([]|:\s/)[0] ?? title;
}

/** The title's first phrase: up to the first separator, parenthesis, "with", "for"… */
function headline(title: string): string[] {
  const first =
    title
      .replace(/\([^)]*\)/g, " ")
      .split(/\s[-–—|:]\s|[,;|]|:\s|\s(?:with|for|compatible with|designed for|made for|works with|featuring|includes?)\s/i)[0] ?? title;
  return words(first);
}

const containsPhrase = (haystack: string[], phrase: string) => ` ${haystack.join(" ")} `.includes(` ${phrase} `);

/** Index in `title` of the first word of `phrase`, or -1. */
function phraseIndex(title: string[], phrase: string): number {
  const p = phrase.split(" ");
  for (let i = 0; i + p.length <= title.length; i++) if (p.every((w, j) => title[i + j] === w)) return i;
  return -1;
}

/** A verdict and whether a hard refusal (not new, another market, a bundle, a book about it…) is among its reasons. */
interface Judgement extends Omit<MatchResult, "hard"> {
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

export function matchCandidate(mention: MatchMention, candidate: MatchCandidate): MatchResult {
  const {
    hard,
    conflict: _conflict,
    touching: _touching,
    lacksModel: _lacks,
    adds: _adds,
    forWhat: _for,
    ...result
  } = judge(mention, candidate);
  return hard ? { ...result, hard } : result;
}

/** Two listings' makers (as one normaliser reads them) are one maker: the same, one family, or one unknown. */
const sameMaker = (a: string | undefined, b: string | undefined) => !a || !b || a === b || sameBrandFamily(a, b);

/**
 * How many of a search's other results use each word: a word several listings share is the
 * vocabulary of the search (what the product is called, what kind it is), not one item's own name.
 */
type SearchWords = (word: string, self: MatchCandidate) => number;

function searchWordsOf(candidates: readonly MatchCandidate[], zone: (title: string) => string[] = words): SearchWords {
  const sets = candidates.map((c) => new Set(zone(c.title).map(singular)));
  // Another maker's listings (a lid, a case for it) speak of the product, not as its maker names it.
  const makers = candidates.map((c) => (c.brand ? coreBrand(c.brand) : undefined));
  return (word, self) => {
    const w = singular(word);
    const own = makers[candidates.indexOf(self)];
    let n = 0;
    candidates.forEach((c, i) => {
      const maker = makers[i];
      if (c !== self && sets[i]!.has(w) && sameMaker(maker, own)) n++;
    });
    return n;
  };
}

/** Whether every other listing of the same maker that names the product (one at least) carries a word. */
type LineWord = (word: string, self: MatchCandidate) => boolean;

function lineWordsOf(mention: MatchMention, candidates: readonly MatchCandidate[]): LineWord {
  // (Not a word of the maker's own name: "BLACK+DECKER" carries no "plus".)
  const carries = candidates.map((c) => {
    const maker = new Set(words(`${c.brand ?? ""} ${c.manufacturer ?? ""}`));
    return new Set(
      words(c.title.replace(/(\w)\+(\w)/g, "$1 $2"))
        .filter((w) => !maker.has(w))
        .map(singular),
    );
  });
  // (Named before any "for" or "with": "Protection Case for GB40" does not name the GB40.)
  const namesIt = candidates.map((c) => {
    const naming = namingWords(c.title);
    const tokens = mentionTokens(mention, naming).filter((t) => t.kind !== "generic");
    return tokens.length > 0 && tokens.every((t) => locate(t, naming, 0) !== null);
  });
  const makers = candidates.map((c) => (c.brand ? coreBrand(c.brand) : undefined));
  return (word, self) => {
    const i = candidates.indexOf(self);
    const own = makers[i];
    const line = candidates
      .map((_, k) => k)
      .filter((k) => {
        const maker = makers[k];
        return k !== i && namesIt[k] && sameMaker(maker, own);
      });
    return line.length > 0 && line.every((k) => carries[k]!.has(singular(word)));
  };
}

/** How many of a search's other listings of the same maker name the product with two words side by side. */
type SearchPairs = (a: string, b: string, self: MatchCandidate) => number;

function searchPairsOf(candidates: readonly MatchCandidate[]): SearchPairs {
  const pairs = candidates.map((c) => {
    const ws = namingWords(c.title).map(singular);
    return new Set(ws.slice(1).map((w, k) => `${ws[k]} ${w}`));
  });
  const makers = candidates.map((c) => (c.brand ? coreBrand(c.brand) : undefined));
  return (a, b, self) => {
    const pair = `${singular(a)} ${singular(b)}`;
    const own = makers[candidates.indexOf(self)];
    let n = 0;
    candidates.forEach((c, i) => {
      const maker = makers[i];
      if (c !== self && pairs[i]!.has(pair) && sameMaker(maker, own)) n++;
    });
    return n;
  };
}

/** A title's words before what it says the item is for or comes with: where a maker names its product. */
const namingWords = (title: string) =>
  words(title.split(/\s(?:with|w\/|for|compatible with|designed for|made for|works with|fits|includes?|plus|\+)\s/i)[0] ?? title);

function judge(
  said: MatchMention,
  candidate: MatchCandidate,
  shared: SearchWords = () => 0,
  links: MakerLinks = [],
  sharedNaming: SearchWords = () => 0,
  sharedPair: SearchPairs = () => 0,
  lineWord: LineWord = () => false,
  lineHeads: ReadonlySet<string> = new Set(),
): Judgement {
  // "the LEGO orchid" without a brand: its first word is the item's brand field, so the brand.
  const named = words(said.product_name).filter((w, i) => i > 0 || !STOP_WORDS.has(w));
  const fieldBrand = candidate.brand ? words(candidate.brand) : [];
  const mention: MatchMention =
    !said.brand && fieldBrand.length && fieldBrand.every((w, i) => named[i] === w)
      ? { ...said, brand: candidate.brand!, product_name: named.join(" ") }
      : said;
  const reasons: string[] = [];
  let score = 1;
  /**
   * Set by every deduction but the brand's: the browse node's small bonus may settle where a
   * title names the brand, never whether the item is this product.
   */
  let doubt = false;
  /** A refusal no other candidate's evidence (a shared EAN, the variation family) overrules. */
  let hard = false;
  /**
   * The item says it is something else (another model, colour, edition, an accessory, another
   * brand), rather than leaving something unsaid: the variation family does not overrule that.
   */
  let conflict = false;
  let packSize: number | undefined;
  /** The title says more than the mention (an extra in the box, more name, a generation): a shared model number does not settle that. */
  let adds = false;
  const touching: Judgement["touching"] = [];
  // The item's own variation values ("Crisp Lemon", "256GB") are its words too, after the title.
  const variant = Object.values(candidate.variation_attributes ?? {}).join(", ");
  const { words: title, sepBefore } = titleWords(variant ? `${candidate.title} | ${variant}` : candidate.title);
  const modelField = candidate.model ? compact(candidate.model) : "";
  const tokens = mentionTokens(mention, title);
  // The title's pairs of runs joined by a hyphen ("DS-1W", "Ultra-Thin", "CT-S1-76"), read once.
  const hyphenPairs = [...candidate.title.toLowerCase().matchAll(/([a-z0-9]+)-(?=([a-z0-9]+))/g)].map((m) => [m[1]!, m[2]!] as const);
  // Abbreviations the title writes with a period ("Mr. Pink", "Dr. Martens", "St. Ives").
  const abbreviated = new Set([...candidate.title.matchAll(/\b([A-Za-z]{2})\./g)].map((m) => m[1]!.toLowerCase()));
  const mentionWords = new Set(words(mention.product_name));
  // What the quote says the product is, and what it says it is not ("the regular one not the X").
  const quoteList = words(mention.quote ?? "");
  const negated = new Set(
    quoteList.filter(
      (_, k) =>
        ["not", "no", "without", "instead"].includes(quoteList[k - 1] ?? "") ||
        (["the", "a", "an", "of"].includes(quoteList[k - 1] ?? "") && ["not", "instead"].includes(quoteList[k - 2] ?? "")),
    ),
  );
  const quoteWords = new Set(quoteList.filter((w) => !negated.has(w)));
  const kindText = words(`${mention.category ?? ""} ${mention.subcategory ?? ""}`).join(" ");
  const kindWords = new Set(words(`${mention.subcategory ?? ""} ${mention.product_name}`).map(singular));
  const mentionIsBook = BOOK_KINDS.test(kindText);
  const kindOnly = new Set(kindText.split(" ").filter(Boolean).map(singular));
  const subcategoryWords = new Set(words(mention.subcategory ?? "").map(singular));
  const accessoryLike = (w: string) => ACCESSORY_HEADS.has(singular(w)) || PART_WORDS.has(w);

  // 4 (first, the others need to know where the product is named). Model, variant, name words.
  const located = new Map<Token, Located>();
  let from = 0;
  // The title first; the variation values only for a word the title lacks.
  const titleOnly = variant ? titleWords(candidate.title).words.length : title.length;
  for (const token of tokens) {
    let at = locate(token, title.slice(0, titleOnly), Math.min(from, titleOnly), sepBefore, abbreviated);
    if (!at && titleOnly < title.length) {
      const tail = locate(token, title.slice(titleOnly), 0, sepBefore.slice(titleOnly));
      at = tail && { start: tail.start + titleOnly, end: tail.end + titleOnly };
    }
    if (at) {
      located.set(token, at);
      from = at.end + 1;
    }
  }
  // A model number of letters and digits ("WH-1000XM5", "GA2100", "10LAB9901") found in the
  // title wherever it stands, or the marketplace's model field starting with it ("WH1000XM5/B"):
  // it names the product on its own.
  const codes = tokens.filter((t) => t.kind === "model" && t.word.length >= 4 && /[a-z]/.test(t.word) && /\d/.test(t.word));
  const codeFound = codes.length > 0 && codes.every((t) => located.has(t) || (modelField && modelField.startsWith(t.word)));

  // 1. Brand.
  if (mention.brand) {
    // A book's brand and manufacturer fields name its publisher, never the author the mention names.
    const brand = brandEvidence(mention.brand, mentionIsBook ? { ...candidate, brand: null, manufacturer: null } : candidate, title, links);
    if (brand.same === false) {
      score -= 0.6;
      conflict = true;
      reasons.push(`other brand (${brand.from}: ${brand.value})`);
    } else if (brand.same === "conflict") {
      score -= 0.25;
      reasons.push(`title names the brand, but the ${brand.from} field says ${brand.value}`);
    } else if (brand.same === null) {
      const inTitle = brandNamedIn(mention.brand, title);
      // Without a brand field, a model number of its own or a book's title (whose author the
      // listing's title seldom starts with) says which maker's it is.
      if (codeFound || mentionIsBook) {
        score -= inTitle ? 0 : 0.1;
        reasons.push(
          inTitle
            ? "brand named in the title"
            : mentionIsBook
              ? "author not in the title (a book's title names it)"
              : "no brand given; the model number names it",
        );
      } else {
        score -= inTitle ? 0.3 : 0.45;
        reasons.push(inTitle ? "brand named in the title, not first" : "brand not found");
      }
    } else reasons.push(`same brand (${brand.from})`);
  }

  const spoken = words(mention.product_name);
  // ("Size one" is the title's "Size 1".)
  const spokenBefore = new Map(
    spoken.flatMap((w, k) => (k > 0 && /^(\d{1,2}|one)$/.test(w) ? [[w === "one" ? "1" : w, spoken[k - 1]!] as const] : [])),
  );
  // A bare number must stand next to the word it follows or precedes in the mention:
  // "Momentum 4 Wireless" is not "Momentum True Wireless 4".
  tokens.forEach((token, i) => {
    const at = located.get(token);
    if (!at || !/^\d{1,2}$/.test(token.word)) return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const prev = before && located.get(before);
    const next = after && located.get(after);
    const gapBefore = prev ? at.start - prev.end : Infinity;
    const gapAfter = next ? next.start - at.end : Infinity;
    // "Size 2", "No. 3", "Stage 1": the word the mention says before it, which names no model.
    const saidBefore = spokenBefore.get(token.word);
    // A count the mention says before its kind word may follow it in the title ("64 crayons" /
    // "Crayons 64 Count").
    const countOf = after?.kind === "generic" && (gapAfter === -1 || gapAfter === -2);
    const nextToIt =
      (gapBefore >= 1 && gapBefore <= 2) ||
      (gapAfter >= 1 && gapAfter <= 2) ||
      countOf ||
      (!!saidBefore && title[at.start - 1] === saidBefore);
    // A count the title gives its set anywhere ("72 Pack", "72 Assorted Colors", "Tin of 60") is the
    // number the mention says after the name ("Premier seventy two").
    const countWord = /^(pack|pk|count|ct|colou?rs|pieces|pcs|pc|set|assorted)$/;
    const asCount = countWord.test(title[at.start + 1] ?? "") || (title[at.start - 1] === "of" && !!before && !after);
    if (!nextToIt && !asCount && (before || after)) located.delete(token);
  });
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
  const missing = tokens.filter(
    (t) => !located.has(t) && !(t.kind === "model" && t.word.length >= 3 && inModelField(t.word)) && !(t.word === "plus" && plusInTitle),
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
        (w.length >= 4 && ws.includes(`${w[0]}${w.at(-1)}`))
      );
    });
  const spelledMaker = (() => {
    const letters = missing.filter((t) => /^[a-z]$/.test(t.word));
    return letters.length >= 2 && namesMaker(letters.map((t) => t.word).join("")) ? new Set(letters) : new Set<Token>();
  })();
  const brandKnown = !!mention.brand && reasons.some((r) => r === "same brand (brand)" || r === "same brand (title)");
  const missingName = missing.filter((t) => t.kind === "name" && !(brandKnown && (namesMaker(t.word) || spelledMaker.has(t))));
  const missingGeneric = missing.filter((t) => t.kind === "generic");
  if (missingModel.length) {
    doubt = true;
    score -= 0.6;
    // Another number of the same unit ("512GB" for "256GB"): another variant, which the
    // variation family does not overrule.
    const unitOf = (w: string) => /^\d+(?:p\d+)?([a-z]+)$/.exec(w)?.[1];
    if (missingModel.some((t) => unitOf(t.word) && title.some((w) => unitOf(w) === unitOf(t.word)))) conflict = true;
    reasons.push(`model differs (no ${missingModel.map((t) => t.word).join(", ")})`);
  } else if (tokens.some((t) => t.kind === "model" || t.kind === "variant")) {
    reasons.push(
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
    doubt = true;
    score -= 0.1;
    reasons.push(`does not say ${described.map((t) => t.word).join(", ")}, which no listing of the maker says`);
  }
  if (unnamed.length) {
    doubt = true;
    score -= 0.5;
    reasons.push(`name differs (no ${unnamed.map((t) => t.word).join(", ")})`);
  }
  if (missingGeneric.length) {
    doubt = true;
    // Who it is for or how it is called ("men's", "classic") weighs less than what it is ("mouse").
    score -= missingGeneric.every((t) => LIGHT_DESCRIPTORS.has(t.word)) ? 0.1 : 0.25;
    reasons.push(`does not say ${missingGeneric.map((t) => t.word).join(", ")}`);
  }

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
      if (!inside && w === "air" && following && !sepBefore[i + 1] && !hasDigit(following)) continue;
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
      else if (VARIANT_WORDS.has(w) || TIER_WORDS.has(w)) others.push(w);
      else if (beforeName) continue;
      else if (ROMAN.has(w) || /^gen\d+$/.test(w) || /^mk\d+$/.test(w)) others.push(w);
      else if (i > nameEnd) continue;
      // Words that only say what kind of thing it is may stand inside a name ("K2 Wireless Mechanical Keyboard").
      else if (GENERIC_WORDS.has(w) || kindWords.has(singular(w))) continue;
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
      } else if (inside && (!englishWord(w) || (splitsName(i) && !(sharedKind(i) && shared(w, candidate) >= SHARED_BY)))) others.push(w);
      // A word made from one of the name's ("Clean Coder" for "Clean Code") is another title.
      else if (
        tokens.some((t) => t.kind === "name" && t.word.length >= 3 && w !== t.word && w.startsWith(t.word) && stem(w) !== stem(t.word))
      )
        others.push(w);
    }
    if (others.length) {
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`another model or variant (${[...new Set(others)].join(", ")})`);
    }
    // A name of plain words ("Trucker Jacket", "Yoga Mat") with more words before it than the
    // brand: "Vintage Fit Trucker Jacket", "Travel Yoga Mat". Who it is for ("Men's", "Unisex")
    // is not more name.
    const brandLength = mention.brand && brandStartsTitle(mention.brand, title) ? words(mention.brand).length : 0;
    const around = [
      nameStart - 1 >= brandLength && !sepBefore[nameStart] ? { word: title[nameStart - 1], then: undefined } : undefined,
      nameEnd + 1 < title.length && !sepBefore[nameEnd + 1]
        ? {
            word: title[nameEnd + 1],
            then: nameEnd + 2 < title.length && !sepBefore[nameEnd + 2] ? title[nameEnd + 2] : "",
            after: title[nameEnd],
            further: nameEnd + 3 < title.length && !sepBefore[nameEnd + 2] && !sepBefore[nameEnd + 3] ? title[nameEnd + 3] : undefined,
          }
        : undefined,
    ];
    touching.push(
      ...around.filter(
        (a): a is { word: string; then: string | undefined; after?: string; further?: string } =>
          !!a?.word &&
          [a.word].every(
            (w) =>
              w.length > 2 &&
              !hasDigit(w) &&
              !mentionWords.has(w) &&
              !brandWords.has(w) &&
              !GENERIC_WORDS.has(w) &&
              !kindWords.has(singular(w)) &&
              !STOP_WORDS.has(w) &&
              !COLOURS.has(w) &&
              !LIGHT_DESCRIPTORS.has(w) &&
              !AUDIENCES.has(w) &&
              !BASE_MODEL_WORDS.has(w),
          ),
      ),
    );
    const before = title.slice(Math.max(brandLength, segmentStart), nameStart).filter((w) => !STOP_WORDS.has(w));
    // A model number before the name is the product's own ("Ninja NC301 CREAMi"), not more name.
    // Nor is a model code's part ("BE489WB CEN 622 Encode").
    const beforeName = before.filter(
      (w) => !mentionWords.has(w) && !brandWords.has(w) && !GENERIC_WORDS.has(w) && !hasDigit(w) && w.length > 3,
    );
    if (
      !tokens.some((t) => (t.kind === "model" && !(UNIT.test(t.word) && /[a-z]$/.test(t.word))) || t.kind === "variant") &&
      brandLength &&
      beforeName.some((w) => sharedNaming(w, candidate) < SHARED_NAMING_BY) &&
      !others.length
    ) {
      doubt = true;
      score -= 0.4;
      reasons.push(`more name before it (${beforeName.join(" ")})`);
      adds = true;
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
    if (continues && !others.length && !described && (plain || kindAway)) {
      doubt = true;
      score -= 0.3;
      reasons.push(`the name goes on ("${next}")`);
      adds = true;
    }
  }
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
  if (longerTitle) {
    doubt = true;
    score -= 0.6;
    conflict = true;
    reasons.push(`a longer title ("${title[nameEnd + 1]} ${title[nameEnd + 2]}")`);
  }
  // A version right after the name ("GRID 2.0", "Hypervolt 2.0", "Magic Mouse 2", "Wool Runner 2")
  // the mention does not give; a small number that counts something ("Crayons 24 Count", "5-6
  // Players") is no version.
  const afterName = title[nameEnd + 1];
  const counts =
    /^(pack|packs|pk|count|ct|pc|pcs|piece|pieces|player|players|person|people|pair|pairs|x|in|inch|oz|lb|ft|feet|cup|cups|quart|qt|slot|port|ports|bay|drawer|tier|burner|speed|way|hour|hours|hr|day|days|week|weeks|month|months|year|years|minute|minutes|second|seconds)$/;
  const bareVersion =
    !!afterName &&
    /^\d{1,2}$/.test(afterName) &&
    !tokens.some((t) => hasDigit(t.word) || ROMAN.has(t.word)) &&
    !counts.test(title[nameEnd + 2] ?? "") &&
    !hasDigit(title[nameEnd + 2] ?? "");
  if (spans.length && (bareVersion || !tokens.some((t) => t.kind === "model" || t.kind === "variant"))) {
    const after = afterName;
    if (after && !sepBefore[nameEnd + 1] && (/^\d+p\d+$/.test(after) || bareVersion) && !mentionWords.has(after)) {
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`another version (${after.replace("p", ".")})`);
    }
  }
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
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`sold with it ("${kindBefore} with …")`);
    }
  }
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
      doubt = true;
      score -= 0.3;
      conflict = true;
      reasons.push(`names a generation the mention does not (${generation})`);
      adds = true;
    }
  }
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
    doubt = true;
    score -= 0.6;
    conflict = true;
    reasons.push(`the mention says it is not the "${denied}" one`);
  }
  const titleText = title.join(" ");
  const mentionText = words(`${mention.product_name} ${mention.quote ?? ""}`).join(" ");
  const rawTitle = candidate.title.toLowerCase();

  // Colour: a colour edition is the product, unless the mention names another colour.
  const mentionColours = words(mention.product_name).filter((w) => COLOURS.has(w));
  const itemColours = new Set(
    [...title, ...words(Object.values(candidate.variation_attributes ?? {}).join(" "))].filter((w) => COLOURS.has(w)),
  );
  if (mentionColours.length && itemColours.size && !mentionColours.some((c) => itemColours.has(c))) {
    doubt = true;
    score -= 0.6;
    conflict = true;
    reasons.push(`another colour (${[...itemColours].join(", ")})`);
  }
  for (const [one, other] of OPPOSITES) {
    for (const [a, b] of [
      [one, other],
      [other, one],
    ] as const) {
      // The mention's subcategory says whom it is for too ("Dry Dog Food", "Men's Jeans").
      const saidA = a.some((w) => mentionWords.has(w) || subcategoryWords.has(singular(w)));
      const titleB = b.find((w) => title.includes(w));
      if (saidA && titleB && !b.some((w) => mentionWords.has(w) || subcategoryWords.has(singular(w)))) {
        doubt = true;
        score -= 0.6;
        conflict = true;
        reasons.push(`for another variant ("${titleB}")`);
      }
    }
  }
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
    doubt = true;
    score -= 0.6;
    conflict = true;
    reasons.push("another edition");
  }

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
  if (fitsNamed && !fits.length)
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
  // "Razor Handle + 2 Blade Refills": what follows a plus is packed with it, unless the mention's
  // own name has one ("Niacinamide 10% + Zinc 1%").
  const head = headline(/\+|\bplus\b/i.test(mention.product_name) ? candidate.title : candidate.title.replace(/\s\+\s.*$/, ""));
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
    doubt = hard = true;
    score -= 0.7;
    reasons.push(mentionIsBook ? `a book about it ("${said}")` : `a book or guide about it ("${said}")`);
  } else if (otherOfSeries) {
    doubt = hard = true;
    score -= 0.7;
    reasons.push("another book, naming the mentioned one only in brackets");
  } else if (itemIsBook && !mentionIsBook && !head.some((w) => subcategoryWords.has(singular(w)) && BOUND_GOODS.has(singular(w)))) {
    // (Bound paper goods are filed as books: "Classic Notebook, Hard Cover" for Notebooks is the notebook.)
    doubt = hard = true;
    score -= 0.7;
    reasons.push(`a book about it (${candidate.binding ?? candidate.product_group})`);
  } else if (firstFit && spans.length) {
    doubt = true;
    score -= 0.7;
    conflict = true;
    reasons.push(`made to fit it ("${firstFit.p} …")`);
  } else {
    // 3. What the title says it is: the head noun of its first phrase.
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
      // "5 QT Jug", "90 Caps", "100g Bag": a container after the quantity it holds is how the
      // product is packed, not a thing sold for it.
      !(CONTAINERS.has(last) && hasDigit(head[lastAt - 1] ?? "") && !missingModel.length && !missingName.length && spans.length > 0)
    ) {
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`not the product itself ("${last}")`);
    } else if (foreignHead && spans.length) {
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`not the product itself ("${foreignHead}")`);
    } else if (part) {
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`a part or spare ("${part}")`);
    } else {
      // "… Headphones with Carry Case": what the box holds (a case, a cable, a pouch) leaves it the
      // product; another item sold on its own (a game, a controller, a memory card, a protection
      // plan) makes it a bundle. Only a "with" in the phrase that names the product counts.
      const segment = firstSegment(candidate.title);
      const extra = / (?:with|\+) (.+)$/i.exec(segment)?.[1];
      const extraWords = extra ? words(extra) : [];
      // "with Built-in Speaker": part of it, not an extra.
      const builtIn = (w: string) => new RegExp(`\\b(?:built in|integrated|internal|onboard) ${w}\\b`).test(extraWords.join(" "));
      const packed = extraWords.find((w) => PACKED_EXTRAS.has(w) && !SMALL_EXTRAS.has(w) && !mentionWords.has(w) && !builtIn(w));
      if (packed && DOUBTFUL_EXTRAS.has(packed)) {
        doubt = true;
        score -= 0.3;
        reasons.push(`packed with an extra ("with ${extraWords.join(" ")}")`);
        adds = true;
      } else if (packed) {
        doubt = hard = true;
        score -= 0.6;
        reasons.push(`a bundle with another item ("${packed}")`);
      } else if (extraWords.some((w) => SMALL_EXTRAS.has(w))) reasons.push(`with what its box holds ("with ${extraWords.join(" ")}")`);
    }
  }

  // Another condition than the creator showed: renewed, used, open box (the title or the offer).
  const condition =
    [...CONDITION_PHRASES, ...CONDITION_PHRASES_ELSEWHERE].find((p) => containsPhrase(title, p) && !containsPhrase([...mentionWords], p)) ??
    (candidate.condition && !/^\s*new\b/i.test(candidate.condition) ? candidate.condition : undefined);
  if (condition) {
    doubt = hard = true;
    score -= 0.6;
    reasons.push(`not new ("${condition}")`);
  }
  // Another market's model: "UK Plug", "International Version", 220-240 V only.
  const region =
    REGION_PHRASES.find((p) => containsPhrase(title, p) && !mentionText.includes(p)) ??
    (OTHER_MARKET.exec(titleText)?.[0] || /国内正規品|日本正規品|日本国内|海外版/.exec(candidate.title)?.[0]);
  if (region || (otherMarketVoltage(rawTitle) && !otherMarketVoltage(mention.product_name))) {
    doubt = hard = true;
    score -= 0.6;
    reasons.push(`made for another market ("${region ?? "voltage"}")`);
  }
  // A set the mention names is its set with what it holds ("Container Set with Lids").
  const ownSetWith = mentionWords.has("set") ? /\bset with\b/g : /$^/g;
  // A pack of the very item is the product (its size shown on the card); a bundle with other
  // items, or an assortment of flavours or kinds, is not.
  if (
    BUNDLE.test(titleText.replace(ownSetWith, "")) &&
    !BUNDLE.test(mentionText) &&
    !(packSizeOf(titleText) && /\bbundle\b/.test(titleText) && !/ (?:with|plus) /.test(titleText))
  ) {
    doubt = hard = true;
    score -= 0.6;
    reasons.push("a bundle");
  } else {
    const pack = packSizeOf(titleText) ?? (candidate.unit_count && candidate.unit_count > 1 ? candidate.unit_count : undefined);
    const mentionPack = packSizeOf(mentionText);
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
      ((/\b([2-9]|\d{2,})pc set\b/.test(titleText) ||
        // "Lopper and Pruner Set, 2 Piece", "The Daily Set: Cleanser, …": a set its title says holds several.
        // (Not where the count is the mention's own number: "Nest 9 Plus … 9-Piece" is the Nest 9.)
        (/\bset\b/.test(words(firstSegment(candidate.title)).join(" ")) &&
          !/\b(set|kit)s?\b/.test(kindText) &&
          [...titleText.matchAll(/\b([2-9]|\d{2,}) ?(?:pc|pcs|piece|pieces)\b/g)].some((m) => !mentionWords.has(m[1]!))) ||
        /\bset:\s/i.test(candidate.title) ||
        // "Series 4 Books Collection Set", "Books 1-3": several books for a mention of one.
        (mentionIsBook &&
          /\b(?:([2-9]|\d{2,}) books|books \d+ ?(?:-|to) ?\d+)\b/.test(titleText) &&
          !/\b(books|collection|series|box)\b/.test(mentionText))) &&
        !/\b(set|kit|pc)\b/.test(words(mention.product_name).join(" ")));
    const assorted =
      pieceSet ||
      (/\b(variety|assorted|assortment|sampler)\b(?! colou?r)/.test(titleText) &&
        !/\b(variety|assorted|assortment|mixed|sampler)\b/.test(mentionText)) ||
      // Assorted colours are a set of several where the creator names the one colour they use ("black G2s").
      (/\bassorted colou?rs?\b/.test(titleText) && words(`${mention.product_name} ${mention.quote ?? ""}`).some((w) => COLOURS.has(w)));
    // ("Mixed Grey" is a colour, not a mix of items.)
    const mixed = title.some((w, k) => w === "mixed" && !COLOURS.has(title[k + 1] ?? "")) && !/\bmixed\b/.test(mentionText);
    // A left-handed edition is another variant than the one the creator showed, unless they name it.
    if (/\bleft[\s-]?hand(?:ed)?\b|\blefty\b/i.test(candidate.title) && !/\b(left|lefty|leftie)\b/.test(mentionText)) {
      doubt = conflict = true;
      score -= 0.6;
      reasons.push("a left-handed edition");
    }
    if (assorted || setOfSizes || (pack && (sizes || mixed))) {
      doubt = hard = true;
      score -= 0.6;
      reasons.push("an assortment, not the item");
    } else if (packOfOther(candidate.title, (w) => (ACCESSORY_HEADS.has(w) || PART_WORDS.has(w)) && !kindWords.has(singular(w)))) {
      doubt = conflict = true;
      score -= 0.6;
      reasons.push(
        `a pack of something else ("${packOfOther(candidate.title, (w) => (ACCESSORY_HEADS.has(w) || PART_WORDS.has(w)) && !kindWords.has(singular(w)))}")`,
      );
    } else if (pack && mentionPack && pack !== mentionPack) {
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`a pack of ${pack}, the mention's is ${mentionPack}`);
    } else if (!pack && mentionPack && /\b(single|1 pack|1 pk|pack of 1|1 count|1 ct)\b/.test(titleText)) {
      // "Classic Muslin Swaddle, Single" for "the four pack": one, where the mention buys several.
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`a single one, the mention's is a pack of ${mentionPack}`);
    } else if (pack && pack > 1) {
      packSize = pack;
      reasons.push(`a pack of ${pack}`);
    }
  }

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
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`filed under ${candidate.browse_node}`);
    } else if (nodeKind && !doubt) {
      score += 0.1;
      reasons.push(`filed under ${candidate.browse_node}, the product's kind`);
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
      doubt = true;
      score -= 0.6;
      conflict = true;
      reasons.push(`product group ${candidate.product_group}`);
    } else if (plausible && !plausible.has(group) && !groupWords.some((w) => kindWords.has(singular(w)) || kindOnly.has(singular(w)))) {
      doubt = true;
      score -= 0.3;
      reasons.push(`product group ${candidate.product_group} is unusual for ${mention.category}`);
      adds = true;
    }
  }

  score = Math.max(0, Math.min(1, Math.round(score * 100) / 100));
  return {
    score,
    verdict: verdictOf(score),
    reasons,
    hard,
    conflict,
    touching,
    lacksModel: missingModel.length > 0,
    adds,
    ...(nameEnd >= 0 &&
    title[nameEnd + 1] === "for" &&
    !sepBefore[nameEnd + 1] &&
    title[nameEnd + 2] &&
    !mentionWords.has(title[nameEnd + 2]!) &&
    !quoteWords.has(title[nameEnd + 2]!)
      ? { forWhat: title[nameEnd + 2] }
      : {}),
    ...(packSize ? { pack_size: packSize } : {}),
  };
}

/** How many of the item a title says it holds: "2 Pack", "Pack of 4", "(3 Count)", "Twin Pack", "2er Pack". */
export function packSizeOf(text: string): number | undefined {
  const t = normalise(text);
  const m =
    /\b(\d{1,3}) ?(?:er )?(?:pack|pk|packs|pairs?|stuck|unidades|pezzi)\b/.exec(t) ??
    /\b(?:pack|set|lot|box|case) of (\d{1,3})\b/.exec(t) ??
    /\blot de (\d{1,3})\b/.exec(t) ??
    /\b(\d{1,2}) x \d+(?: \d+)? ?(?:oz|ml|fl|g|lb|ct|count|l)\b/.exec(t);
  if (m) {
    const n = Number(m[1]);
    return n >= 2 && n <= 500 ? n : undefined;
  }
  if (/\b(twin|double|2) (?:pack|pk)\b/.test(t)) return 2;
  return undefined;
}

/**
 * Whether brackets list several sizes of one measure ("(8, 10.25 and 12 inch)"): only numbers and
 * one unit inside. "(Nano 3, 30W)" names a model and its power; "(6 ft, 240W)" two measures.
 */
function severalSizes(title: string): boolean {
  return [...title.matchAll(/\(([^)]*)\)/g)].some(([, inside]) => {
    const parts = inside!.split(/\s*(?:,|\band\b|&)\s*/i).filter(Boolean);
    const read = parts.map((p) => /^(\d[\d./]*)\s*([a-z"'.-]{0,7})$/i.exec(p.trim()));
    if (parts.length < 2 || read.some((m) => !m)) return false;
    const units = new Set(read.map((m) => m![2]!.toLowerCase().replace(/[.-]/g, "")).filter(Boolean));
    return units.size <= 1;
  });
}

/** The pack size of an item (2 or more), from its title or its unit count; null for a single one. */
export function itemPackSize(item: { title: string; unit_count?: number | null }): number | null {
  return packSizeOf(item.title) ?? (item.unit_count && item.unit_count > 1 ? item.unit_count : null);
}

/** The accessory a pack phrase counts ("2 Pack Ear Pads", "Pack of 3 Replacement Heads"), or undefined. */
function packOfOther(title: string, accessory: (w: string) => boolean): string | undefined {
  // Within one phrase: "(2 Pack) - Fast Charger Block" packs no block.
  for (const phrase of title.split(/\s[-–—|/]\s|[,;|()[\]]|:\s/)) {
    const m = /\b(?:\d{1,3} ?(?:er )?(?:pack|pk|packs|pairs?)|(?:pack|set) of \d{1,3})((?: [a-z0-9]+){1,3})/.exec(normalise(phrase));
    const found = m?.[1]?.trim().split(" ").find(accessory);
    if (found) return found;
  }
  return undefined;
}

/** Product groups plausible for a mention's category, by its words; undefined for a category none of them name. */
function plausibleGroups(kindText: string): Set<string> | undefined {
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
function otherKind(mention: MatchMention, candidate: MatchCandidate, subcategory: Set<string>): string | undefined {
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

/** Words that say whom an item is for, and the audience each names. */
const AUDIENCES = new Map<string, string>([
  ["men", "men"],
  ["mens", "men"],
  ["man", "men"],
  ["herren", "men"],
  ["homme", "men"],
  ["hombre", "men"],
  ["women", "women"],
  ["womens", "women"],
  ["woman", "women"],
  ["ladies", "women"],
  ["damen", "women"],
  ["femme", "women"],
  ["mujer", "women"],
  ["kids", "kids"],
  ["kid", "kids"],
  ["boys", "kids"],
  ["girls", "kids"],
  ["toddler", "kids"],
  ["youth", "kids"],
  ["junior", "kids"],
]);

/** The one audience a title names, or undefined (none, or several: "Men and Women"). */
function audienceOf(title: string[]): string | undefined {
  const found = new Set(title.map((w) => AUDIENCES.get(w)).filter((a): a is string => !!a));
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * Model numbers in a text, as runs of letters and digits: three digits at least, or letters with
 * digits (four characters at least); not a year ("2022"), not a size with its unit.
 */
function codeTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(
      (t) =>
        (/^\d{3,}$/.test(t) || (/[a-z]/.test(t) && /\d/.test(t) && t.length >= 4)) &&
        !/^(19|20)\d\d$/.test(t) &&
        !(UNIT.test(t) && /[a-z]$/.test(t)) &&
        !/^(gen|mk)\d+$/.test(t),
    );
}

/** The model numbers a quote says, spelled numbers read together ("twenty seven sixty seven" 2767). */
function quoteCodes(quote: string): string[] {
  // (Not a price: "a hundred bucks".)
  const said = words(quote.replace(/\b[\w-]+(?:\s+[\w-]+)?\s+(?:bucks|dollars|euros|pounds|quid)\b/gi, " ")).reduce<string[]>((out, w) => {
    const prev = out.at(-1);
    if (prev && /^\d+$/.test(prev) && /^\d+$/.test(w)) out[out.length - 1] = prev + w;
    else out.push(w);
    return out;
  }, []);
  return codeTokens(said.join(" "));
}

/** A pet food's life stage: a puppy's or kitten's, an adult's, a senior's ("Adult 7+ … Senior"). */
function lifeStageOf(title: string[]): string | undefined {
  const text = title.join(" ");
  if (/\b(puppy|puppies|kitten|kittens)\b/.test(text)) return "young";
  if (/\b(senior|mature|7 plus|11 plus)\b/.test(text)) return "senior";
  return /\badult\b/.test(text) ? "adult" : undefined;
}

/** The breed size a pet product is for ("Large Breed", "Small Breed"). */
function breedSizeOf(title: string[]): string | undefined {
  return /\b(?:large|giant) breeds?\b/.exec(title.join(" "))
    ? "large breed"
    : /\b(?:small|toy|mini) breeds?\b/.exec(title.join(" "))
      ? "small breed"
      : undefined;
}

/** A maker's name as brand fields write it, without corporate endings. */
const coreMaker = (name: string) => coreBrand(name);

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
    // (Nor is a spec every product of its kind states: a sun protection factor, "SPF50".)
    if (
      code.length >= 5 &&
      /^[a-z]{1,5}\d{2,}[a-z]{0,4}$/.test(code) &&
      !/^(?:gen|mk|spf)\d+$/.test(code) &&
      !(maker && maker.includes(code))
    )
      codes.add(code);
  };
  for (const token of candidate.title.split(/[\s,;()[\]|]+/)) add(token.toLowerCase().replace(/[^a-z0-9]/g, ""));
  if (candidate.model)
    add(
      candidate.model
        .split("/")[0]!
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ""),
    );
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

/**
 * A search's candidates judged together: each on its own (matchCandidate), then with what the
 * others prove. An item sharing an EAN, UPC or ISBN with one already judged the product is that
 * product; a child of the same variation family (parent ASIN) that differs from it only in colour,
 * size or style is the product too, unless the mention names a colour or size this child lacks.
 * Neither overrules a hard refusal (not new, another market, a bundle, a book about it); the family
 * does not overrule a child whose title says it is something else ("15 Plus" beside "15").
 */
export function matchCandidates(mention: MatchMention, candidates: readonly MatchCandidate[]): MatchResult[] {
  const shared = searchWordsOf(candidates);
  const links = makerLinksOf(candidates);
  const sharedNaming = searchWordsOf(candidates, namingWords);
  const sharedPair = searchPairsOf(candidates);
  const lineWord = lineWordsOf(mention, candidates);
  const judged = candidates.map((c) => judge(mention, c, shared, links, sharedNaming, sharedPair, lineWord));
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
    const makerOf = (c: MatchCandidate) => (c.brand ? coreMaker(c.brand) : "");
    const lineHeads = new Set(
      accessoryHeads.filter((h, i): h is string => {
        if (!h) return false;
        const maker = makerOf(candidates[i]!);
        const peers = candidates.filter((c, k) => makerOf(c) === maker && (judged[k]!.verdict === "verified" || accessoryHeads[k]));
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
    const makerOf = (c: MatchCandidate) => (c.brand ? coreMaker(c.brand) : undefined);
    const counts = new Map<string, number>();
    judged.forEach((j, i) => {
      const maker = makerOf(candidates[i]!);
      if (j.verdict === "verified" && maker) counts.set(maker, (counts.get(maker) ?? 0) + 1);
    });
    const [top, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (top && topCount! >= 2 && [...counts.values()].filter((n) => n === topCount).length === 1) {
      judged.forEach((j, i) => {
        const brand = candidates[i]!.brand;
        const maker = makerOf(candidates[i]!);
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
  const said = new Set(words(`${mention.product_name} ${mention.quote ?? ""}`));
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
  const verifiedBefore = judged.map((j) => j.verdict === "verified");
  // (Judged against the verdicts before this step, so the order of the results does not matter.)
  judged.forEach((j, i) => {
    if (j.verdict !== "verified" || !j.touching.length) return;
    const self = candidates[i]!;
    const maker = self.brand ? coreMaker(self.brand) : undefined;
    const peers = candidates.filter(
      (other, k) => k !== i && verifiedBefore[k] && sameMaker(other.brand ? coreMaker(other.brand) : undefined, maker),
    );
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
        (then === undefined ||
          peerWords.has(singular(then)) ||
          // (Or the one after it: "1460 Pascal Virginia Leather Boot" beside "1460 Smooth Leather Boots".)
          (!!further && peerWords.has(singular(further))) ||
          (then === "" && !!after && peerEnds.filter((w) => w === singular(after)).length >= 2)),
    )?.word;
    if (peers.length < 2 || !own) return;
    toReview(i, `a word no other listing of the product has ("${own}")`);
  });
  // Read against the other listings of the product: whom it is for and what kind of thing it is.
  // Where the mention does not say whom it is for, the audience most listings of the product name
  // is the one the creator showed ("Men's 501" three times beside one "Women's 501"); and where
  // listings of the product call it by the mention's own kind ("… Fleece Jacket" for Fleece
  // Jackets), one whose first phrase ends in another kind ("… Fleece Vest", "… Pullover") is a
  // sibling of the line. Either sends the item to an admin.
  const verifiedHere = judged.map((j) => j.verdict === "verified");
  const sameMakerAs = (a: MatchCandidate, b: MatchCandidate) =>
    sameMaker(a.brand ? coreMaker(a.brand) : undefined, b.brand ? coreMaker(b.brand) : undefined);
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
      const peers = candidates.map((_, k) => k).filter((k) => k !== i && verifiedHere[k] && sameMakerAs(candidates[k]!, c));
      const same = peers.filter((k) => audiences[k] === mine).length + 1;
      const other = new Map<string, number>();
      for (const k of peers)
        if (audiences[k] !== mine && (audiences[k] || mine !== usual))
          other.set(audiences[k] ?? "", (other.get(audiences[k] ?? "") ?? 0) + 1);
      const most = Math.max(0, ...other.values());
      if (most > same) toReview(i, `for another audience ("${mine}") than the other listings of the product`);
    });
  }
  const kindNoun = singular(words(mention.subcategory ?? "").at(-1) ?? "");
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
      const before = headPairs[i]!.length === 2 ? headPairs[i]![0] : undefined;
      const kindPeer =
        !!before &&
        candidates.some((p, k) => k !== i && verifiedHere[k] && heads[k] === kindNoun && headPairs[k]![0] === before && sameMakerAs(p, c));
      if (kindPeer) toReview(i, `another kind of item ("${head}") than the other listings of the product (${kindNoun})`);
    });
  }
  // A "for" a computer platform right after the name that other listings of the product lack ("MX
  // Keys Mini for Mac" beside "MX Keys Mini"): that platform's edition, where the mention names none.
  judged.forEach((j, i) => {
    const platform = j.forWhat;
    if (!platform || !COMPUTER_PLATFORMS.has(platform) || j.verdict !== "verified") return;
    const plain = candidates.some(
      (c, k) => k !== i && verifiedHere[k] && sameMakerAs(c, candidates[i]!) && phraseIndex(words(c.title), `for ${platform}`) < 0,
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
  const products = judged.map((j, i) => ({ j, c: candidates[i]! })).filter(({ j }) => j.verdict === "verified");
  const mentionWords = new Set(words(`${mention.product_name} ${mention.quote ?? ""}`).map((w) => (w === "one" ? "1" : w)));
  return judged.map(({ hard, conflict, touching: _touching, lacksModel, adds, forWhat: _for, ...result }, i) => {
    if (hard) return { ...result, hard };
    if (result.verdict === "verified") return result;
    const candidate = candidates[i]!;
    const codes = gtins(candidate);
    const twin = products.find(({ c }) => [...gtins(c)].some((id) => codes.has(id)));
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
    const ownCodes = modelCodes(candidate);
    const sameCode =
      conflict || lacksModel || adds ? undefined : products.find(({ c }) => [...modelCodes(c)].some((code) => ownCodes.has(code)));
    if (sameCode) {
      const code = [...modelCodes(sameCode.c)].find((x) => ownCodes.has(x))!;
      return {
        ...result,
        score: Math.max(result.score, MATCH_THRESHOLDS.verified),
        verdict: "verified" as const,
        reasons: [...result.reasons, `same model number (${code}) as ${sameCode.c.asin}, judged the product`],
      };
    }
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
