/**
 * Reading text as the matcher compares it: one way of writing every word, unit and number
 * (normalise, words), and the word-level tests every other part of the matcher shares.
 */
import { BASIC_COLOURS, ROMAN } from "./vocabulary";
import { digitsForNumberWords } from "./identity";
import { ENGLISH_WORDS } from "./english-words";
import { OTHER_LANGUAGES_COMMON, readOtherLanguages, readOtherScripts } from "./languages";

export function normalise(text: string): string {
  const lowered = digitsForNumberWords(readOtherScripts(text))
    // Before NFKD, which would spell "™" as "TM" ("Zelda™" is "Zelda").
    .replace(/[®™©]/g, " ")
    // "EVO Select + Adapter", "10% + Zinc": a plus standing alone joins what comes with it.
    .replace(/\s\+\s/g, " with ")
    // Who it is for and what it is for, as other languages title items: "Herren" men's, "Damen"
    // women's, "Homme", "Femme", "für Android" for Android.
    .replace(/(?<![\p{L}])(?:herren|homme|hombre|uomo)(?![\p{L}])/giu, "mens")
    .replace(/(?<![\p{L}])(?:damen|femme|mujer|donna)(?![\p{L}])/giu, "womens")
    .replace(/(?<![\p{L}])für(?![\p{L}])/giu, "for")
    .replace(/[Øø]/g, "o")
    .replace(/[Ææ]/g, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[®™©]/g, "");
  // Other languages' words as their English meaning ("rucksack" backpack, "schwarz" black, "Nr. 2" no 2).
  return (
    readOtherLanguages(lowered, englishWord)
      // Units as a title writes them, joined to their number: "twenty watt" and "20W", "8 inch"
      // and 8", "16 ounce" and "16 fl oz", "18-piece" and "18 PC" say the same.
      .replace(/(\d)\s*-?\s*in\s*-?\s*(?:1|one)\b/g, "$1in1")
      .replace(INCHES_AFTER_NUMBER, "$1in ")
      .replace(/(\d)\s*(?:'|’)(?![a-z0-9])/g, "$1ft ")
      // "5.8 qt", "H2.0", "10.9-inch": a decimal is one number; "5,000 mAh" too.
      .replace(/(\d),(?=\d{3}\b)/g, "$1")
      // "10-1/4-Inch", "2 1/2 inch": a whole number and a fraction are one number, as said ("ten
      // and a quarter").
      // (Not a model number before a size: "24335 1/2-Inch Drive" is the 24335 in half an inch.)
      .replace(/\b(\d{1,2})[\s-]+(\d{1,2})\/(2|4|8|16)(?!\d)/g, (whole: string, n: string, a: string, b: string) =>
        Number(a) < Number(b) ? String(Number(n) + Number(a) / Number(b)) : whole,
      )
      // ".73mm": a decimal written without its leading zero, as "point seven three" is read.
      .replace(/(?<![a-z0-9.])\.(?=\d)/g, "0.")
      .replace(/(\d)\.(?=\d)/g, "$1p")
      .replace(/(\d)\s*-?\s*%/g, "$1pct ")
      .replace(new RegExp(`(\\d)\\s*-?\\s*(${UNIT_PATTERN})(?![a-z0-9])`, "g"), (_, d: string, u: string) => `${d}${unitOf(u)} `)
      // "52 by 84", "3x3", "5/8 in. x 50 ft.": a size's dimensions, each its own token.
      .replace(/(\d[a-z]*)\s*(?:x|by|×)\s*(?=\d)/g, "$1 x ")
      // "No. 3", "N°16", "number three", "#1": one way (German "Nr. 2" is read with the other languages).
      .replace(/(?:\bnumber|\bno\.?|\bn[°º]|#)\s*(?=\d)/g, "no ")
      // "Mark II", "MkII", "mark two": one generation token.
      .replace(/\b(?:mark|mk)\.?\s*(ii|iii|iv|v|vi|vii|viii|ix|\d+)\b/g, (_, n: string) => `mk${ROMAN_VALUE[n] ?? n}`)
      // "Chef's", "Men's": one word, so a lone "s" stays a variant ("MX Keys S").
      .replace(/([a-z])['’]s\b/g, "$1s")
      // "So'Pure", "Rock'n": a name with an apostrophe inside is one word, as it is said (not an
      // elision, "d'occasion", nor a contraction, "you're").
      .replace(/\b([a-z]{2,})['’](?!(?:re|ll|ve)\b)([a-z]{2,})\b/g, "$1$2")
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

/**
 * Inches after a number: 8", 8-inch, 8 in. (Not the word "in" before a colour or an article: "v
 * six in grey", "the oh two in the white" say which one, not a size.)
 */
const INCHES_AFTER_NUMBER = new RegExp(
  `(\\d)\\s*(?:"|”|''|-?\\s*inch(?:es)?\\b|in\\b\\.?(?!\\s+(?:the|a|an|${BASIC_COLOURS.join("|")})\\b))`,
  "g",
);

/** Unit words after a number, and the one way each is written. */
export const UNITS_WRITTEN: Record<string, string> = {
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
  // (The British spellings a transcript of a British or Australian creator writes.)
  millimetres: "mm",
  millimetre: "mm",
  mm: "mm",
  centimeters: "cm",
  centimeter: "cm",
  centimetres: "cm",
  centimetre: "cm",
  cm: "cm",
  milliliters: "ml",
  // "fifty mil": millilitres as said.
  mil: "ml",
  milliliter: "ml",
  millilitres: "ml",
  millilitre: "ml",
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
export const UNIT_PATTERN = Object.keys(UNITS_WRITTEN)
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[.]/g, "\\.").replace(/ /g, "\\s*"))
  .join("|");
export const unitOf = (written: string) =>
  UNITS_WRITTEN[written.replace(/\s+/g, " ")] ?? UNITS_WRITTEN[written.replace(/\s+/g, "")] ?? written;
export const ROMAN_VALUE: Record<string, string> = { ii: "2", iii: "3", iv: "4", v: "5", vi: "6", vii: "7", viii: "8", ix: "9" };

/**
 * A text's words, one way written. A search reads the same titles many times (each candidate's,
 * each rule's), so the last few thousand are kept; callers never change the arrays they get.
 */
export const wordCache = new Map<string, string[]>();
export const words = (text: string): string[] => {
  const known = wordCache.get(text);
  if (known) return known;
  const found = normalise(text).split(" ").filter(Boolean);
  if (wordCache.size >= 4000) wordCache.clear();
  wordCache.set(text, found);
  return found;
};
export const compact = (text: string) => normalise(text).replace(/ /g, "");
/** One form for singular and plural: "cases" / "case", "harnesses" / "harness", "batteries" / "battery". */
export const singular = (word: string) =>
  word.length <= 3 || /(ss|us|is)$/.test(word)
    ? word
    : word.endsWith("ies") && word.length > 4
      ? `${word.slice(0, -3)}y`
      : /(ches|shes|sses|xes|zes)$/.test(word)
        ? word.slice(0, -2)
        : word.replace(/(?<=[a-z]{2})s$/, "");

export const hasDigit = (w: string) => /\d/.test(w);
let english: Set<string> | undefined;
/** Whether a word is common English (description) rather than a name of its own ("Nural"). */
export function englishWord(word: string): boolean {
  english ??= new Set(ENGLISH_WORDS.split(" "));
  if (english.has(word) || english.has(singular(word)) || english.has(word.replace(/s$/, "")) || OTHER_LANGUAGES_COMMON.has(word))
    return true;
  // (A common noun made an adjective, "Corded", "Padded", is common too.)
  if (!/^[a-z]{3,}ed$/.test(word)) return false;
  return english.has(word.slice(0, -2)) || (word.at(-3) === word.at(-4) && english.has(word.slice(0, -3)));
}
/** Short words that join a phrase, never a model code's letters ("ten to 150", "no 3"). */
export const LINK_WORDS = new Set(["to", "of", "in", "on", "at", "by", "or", "vs", "up", "x", "no", "and", "per"]);
/** A word without its endings ("waxed" / "wax", "docking" / "dock", "cleaner" / "cleaning"). */
export const stem = (word: string) => singular(word).replace(/(?<=[a-z]{3})(ing|ed|er)$/, "");
/** Letters dropped from a word as brands do ("KICKR" / "Kicker", "Xtra" / "Extra"). */
export function sameSkeleton(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4 || /\d/.test(a + b)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 2) return false;
  const skeleton = (w: string) => w.replace(/[aeiouy]/g, "");
  if (skeleton(short) !== skeleton(long)) return false;
  let k = 0;
  for (const ch of long) if (ch === short[k]) k++;
  return k === short.length;
}
export const ROMAN_DIGIT: Record<string, string> = { ii: "2", iii: "3", iv: "4", v: "5", vi: "6", vii: "7", viii: "8", ix: "9" };
export const isModelWord = (w: string) => hasDigit(w) || ROMAN.has(w);

export const containsPhrase = (haystack: string[], phrase: string) => ` ${haystack.join(" ")} `.includes(` ${phrase} `);

/** Index in `title` of the first word of `phrase`, or -1. */
export function phraseIndex(title: string[], phrase: string): number {
  const p = phrase.split(" ");
  for (let i = 0; i + p.length <= title.length; i++) if (p.every((w, j) => title[i + j] === w)) return i;
  return -1;
}
