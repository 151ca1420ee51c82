/**
 * Reading a listing's title (and a quote): where the mention's words stand in it, its first phrase,
 * the pack size it says, whom it is for, the model codes it holds.
 */
import { ROMAN_DIGIT, hasDigit, normalise, sameSkeleton, singular, stem, words } from "./words";
import type { Token } from "./mention";
import { COLOURS } from "./identity";
import { BASIC_COLOURS, SHORT_FORMS, SMALL_EXTRAS, TIER_WORDS, UNIT, VARIANT_WORDS } from "./vocabulary";

/**
 * The title's words, each with whether a separator (comma, dash, colon, bracket…) stands
 * before it: a word after one describes the product rather than naming it.
 */
export function titleWords(title: string): { words: string[]; sepBefore: boolean[] } {
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

export interface Located {
  start: number;
  end: number;
}

/** Each unit in a base one of its measure: weight in grams, volume in millilitres, length in millimetres. */
export const IN_BASE: Record<string, [string, number][]> = {
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
export function sameQuantity(a: string, b: string): boolean {
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
export const sizeOf = (w: string) => /^(\d+)(?:p\d+)?([a-z]*)$/.exec(w);

/** Colour codes makers glue to a model number ("LP60X-BK", "WH1000XM5B"). */
const COLOUR_CODES = "(?:bk|blk|wh|wht|bl|blu|gy|gry|gm|sl|slv|rd|gn|grn|pk|bg|bn|sv|gd|gld|nv)";
export const COLOUR_CODE_END = new RegExp(`${COLOUR_CODES}$`);
/** A colour's code opening what a maker glues after a model number ("BKSP1": black, then its pack code). */
const COLOUR_CODE_START = new RegExp(`^${COLOUR_CODES}`);

/**
 * Whether what a model word adds after the mention's code makes it another model. A code ending in
 * a letter is complete ("LP60X", "M50x"): two or more letters glued after it ("LP60XBT", "M50xBT2")
 * name another model, unless they are a colour's code ("M50xWH", "LP60X-BK"). A code ending in a
 * digit takes its maker's variant letters for colour, pack or kit ("DW5600E", "HS103P4", "D210VP").
 */
export const longerCode = (code: string, w: string, rest: string) => {
  const beyond = rest.replace(COLOUR_CODE_END, "");
  return /[a-z]$/.test(code) && beyond.length >= 2 && !UNIT.test(w) && /^[a-z]{2}/.test(beyond);
};

/**
 * What a maker glues after a model number ending in a digit for colour, pack or kit: up to two
 * letters and a digit ("P1", "S2"), a colour's code ("BK"), the two together ("BKSP1"), or one
 * letter where it is the initial of a colour the title names ("ICE-21R … Red"). Any other letter
 * alone names another model ("Forerunner 265S", "12R"), and so does a longer run of letters.
 */
export const makersSuffix = (extra: string, title: readonly string[]) => {
  const rest = extra.replace(COLOUR_CODE_START, "");
  if (/^[a-z]{1,2}\d$/.test(rest) || (rest === "" && extra !== "")) return true;
  return /^[a-z]$/.test(extra) && title.some((w) => COLOURS.has(w) && w[0] === extra);
};

const ROMAN_OF_DIGIT = Object.fromEntries(Object.entries(ROMAN_DIGIT).map(([roman, digit]) => [digit, roman]));

/** Where a mention token stands in the title's words, or null. */
export function locate(
  token: Token,
  title: string[],
  from: number,
  sepBefore: boolean[] = [],
  abbreviated: ReadonlySet<string> = new Set(),
): Located | null {
  const { word } = token;
  const order = [...title.keys()].filter((i) => i >= from).concat([...title.keys()].filter((i) => i < from));
  const generation = /^gen(\d+)$/.exec(word)?.[1];
  const mark = /^mk(\d)$/.exec(word)?.[1];
  const markRoman = mark && ROMAN_OF_DIGIT[mark];
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
    // "Max Strength" and "Maximum Strength" say the same: a word said short or whole.
    if (SHORT_FORMS.get(word) === w || SHORT_FORMS.get(w) === word) return { start: i, end: i };
    // "Pro II" and "Pro two" say the same.
    if (ROMAN_DIGIT[w] === word || ROMAN_DIGIT[word] === w) return { start: i, end: i };
    if (token.kind === "model") {
      // "OBD2" and "OBDII": a roman numeral glued to a code's letters is its number.
      const glued = /^([a-z]{2,})(\d)$/.exec(word);
      if (glued && w === `${glued[1]}${ROMAN_OF_DIGIT[glued[2]!] ?? "-"}`) return { start: i, end: i };
    }
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
      if (/^\d+(?:p\d+)?$/.test(a) && /^[a-z]+$/.test(b.slice(a.length)) && b.startsWith(a) && UNIT.test(b) && b.slice(a.length) !== "x")
        return { start: i, end: i };
    }
    // "gen2" and a bare "2" after the name say the same generation.
    // (Not where the title names another generation: "(1st Gen) … two-way talk".)
    // So does a version a title writes "2.0" for the second generation ("Theragun mini 2.0").
    if (generation && (w === generation || w === `${generation}p0`) && !title.some((t) => /^gen\d+$/.test(t) && t !== word))
      return { start: i, end: i };
    // "Mark two" and a roman "II" after the name say the same mark ("ZV-E10 II").
    if (markRoman && w === markRoman && !title.some((t) => /^mk\d+$/.test(t) && t !== word)) return { start: i, end: i };
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
        // A code ending in a digit, written apart, with its maker's letters for colour, pack or kit
        // glued to the last part ("PSA-120S2" for PSA120, "ICE-21P1" and "ICE-21R" for ICE-21,
        // "DCC-3200BKSP1" for DCC-3200): letters that change no digit of the code.
        if (
          token.kind === "model" &&
          word.length >= 4 &&
          /[a-z]/.test(word) &&
          /\d$/.test(word) &&
          joined.startsWith(word) &&
          makersSuffix(joined.slice(word.length), title) &&
          title[i + len - 1]!.length > joined.length - word.length
        )
          return { start: i, end: i + len - 1 };
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
      // (Never a number inside a longer one: "6qt" is not in "16qt".)
      if (
        token.kind === "model" &&
        word.length >= 3 &&
        /[a-z]/.test(word) &&
        /\d/.test(word) &&
        w.includes(word) &&
        !(/^\d/.test(word) && /\d/.test(w[w.indexOf(word) - 1] ?? ""))
      ) {
        const rest = w.slice(w.indexOf(word) + word.length);
        // (Not the end of a larger number or a decimal: "5lb" is not in "15lb" nor in "1p5lb", 1.5 lb.)
        if (/^\d+[a-z]+$/.test(word) && /\d(?:p)?$/.test(w.slice(0, w.indexOf(word)))) continue;
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
export function cluster(spans: Located[]): Located[] {
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

/** The title up to its first separator (comma, dash, colon, bracket…). */
export function firstSegment(title: string): string {
  return title.split(/\s[-–—|/]\s|[,;|([]|:\s/)[0] ?? title;
}

/** The title's first phrase: up to the first separator, parenthesis, "with" (or its "w/"), "for"… */
export function headline(title: string): string[] {
  const first =
    title
      // (What brackets hold is a remark, "[Extreme Protection]", as in parentheses.)
      .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
      .split(/\s[-–—|:]\s|[,;|]|:\s|\s(?:with|w\/|for|compatible with|designed for|made for|works with|featuring|includes?)\s/i)[0] ??
    title;
  return words(first);
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
  // A dozen as a buyer says they buy it ("I buy the dozen", "a dozen pack"), not "a dozen times"
  // nor "by the dozen" (many of them).
  if (/\b(?:(?<!by )the dozen|dozen (?:pack|box|count|ct)|(?:buy|get|bought|order) (?:a|the) dozen)\b/.test(t)) return 12;
  return undefined;
}

/**
 * Whether a title sells several colours together ("16 Assorted Colors", "Assorted Colours",
 * "72 Colors", "10色セット"): an assortment, unless the mention buys that set.
 */
export function severalColours(title: string): boolean {
  return /\b(?:assorted colou?rs?|\d+ (?:assorted )?colou?rs)\b|\d+\s*色セット/i.test(title);
}

/**
 * Whether the title lists several musical keys ("Pro Pack - Keys of A, C, D, G and E"): one
 * instrument is made in one key, so several keys are several instruments.
 */
export function severalKeys(title: string): boolean {
  return /\bkeys (?:of |in )?[A-G][#b♯♭]?(?:\s*(?:,|and|&)\s*[A-G][#b♯♭]?)+\b/i.test(title);
}

/**
 * Whether brackets list several sizes of one measure ("(8, 10.25 and 12 inch)"): only numbers and
 * one unit inside. "(Nano 3, 30W)" names a model and its power; "(6 ft, 240W)" two measures.
 */
export function severalSizes(title: string): boolean {
  return [...title.matchAll(/\(([^)]*)\)/g)].some(([, inside]) => {
    const parts = inside!.split(/\s*(?:,|\band\b|&)\s*/i).filter(Boolean);
    const read = parts.map((p) => /^(\d[\d./]*)\s*([a-z"'.-]{0,7})$/i.exec(p.trim()));
    if (parts.length < 2 || read.some((m) => !m)) return false;
    const units = new Set(read.map((m) => m![2]!.toLowerCase().replace(/[.-]/g, "")).filter(Boolean));
    return units.size <= 1;
  });
}

/** A net content: what a consumable is sold by (a weight or a volume: "0.28 oz", "8 g", "30ml"). */
const NET_CONTENT = /^\d+(?:p\d+)?(?:ml|l|cl|g|kg|mg|oz|fl)$/;

/**
 * Whether a title sells its item by weight or volume (a cream, a primer, a food): for such goods
 * "Mini" and "Travel" say the container's size, the same formula in less ("Lip Sleeping Mask Mini,
 * 8 g"), as a variation family's sizes do; a device's "Mini" (no net content) is another model.
 */
export const soldByContent = (title: readonly string[]) => title.some((w) => NET_CONTENT.test(w));

/** Words that give a consumable's smaller container, not another formula. */
export const TRAVEL_SIZE_WORDS = new Set(["mini", "minis", "travel"]);
/** Words that make minis a sampler of several ("Mini Set, 4 x 0.25 oz"). */
export const SAMPLER_WORDS = new Set(["set", "kit", "sampler", "collection", "trio", "duo", "gift"]);

/** The pack size of an item (2 or more), from its title or its unit count; null for a single one. */
export function itemPackSize(item: { title: string; unit_count?: number | null }): number | null {
  return packSizeOf(item.title) ?? (item.unit_count && item.unit_count > 1 ? item.unit_count : null);
}

/** The accessory a pack phrase counts ("2 Pack Ear Pads", "Pack of 3 Replacement Heads"), or undefined. */
export function packOfOther(title: string, accessory: (w: string) => boolean): string | undefined {
  // Within one phrase: "(2 Pack) - Fast Charger Block" packs no block.
  for (const phrase of title.split(/\s[-–—|/]\s|[,;|()[\]]|:\s/)) {
    const m = /\b(?:\d{1,3} ?(?:er )?(?:pack|pk|packs|pairs?)|(?:pack|set) of \d{1,3})((?: [a-z0-9]+){1,3})/.exec(normalise(phrase));
    const found = m?.[1]?.trim().split(" ").find(accessory);
    if (found) return found;
  }
  return undefined;
}

/** Words that say whom an item is for, and the audience each names. */
export const AUDIENCES = new Map<string, string>([
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
export function audienceOf(title: string[]): string | undefined {
  const found = new Set(title.map((w) => AUDIENCES.get(w)).filter((a): a is string => !!a));
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * Model numbers in a text, as runs of letters and digits: three digits at least, or letters with
 * digits (four characters at least); not a year ("2022"), not a size with its unit.
 */
export function codeTokens(text: string): string[] {
  const lower = text.toLowerCase();
  // A code the title writes with a hyphen after its letters ("DW-5600E-1VER") is also the code joined (DW5600E).
  const joined = [...lower.matchAll(/\b([a-z]{1,4})-(\d[a-z0-9]*)/g)].map((m) => `${m[1]}${m[2]}`);
  return [...lower.split(/[^a-z0-9]+/), ...joined].filter(
    (t) =>
      (/^\d{3,}$/.test(t) || (/[a-z]/.test(t) && /\d/.test(t) && t.length >= 4)) &&
      !/^(19|20)\d\d$/.test(t) &&
      !(UNIT.test(t) && /[a-z]$/.test(t)) &&
      !/^(gen|mk)\d+$/.test(t),
  );
}

/** The model numbers a quote says, spelled numbers read together ("twenty seven sixty seven" 2767). */
export function quoteCodes(quote: string): string[] {
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
export function lifeStageOf(title: string[]): string | undefined {
  const text = title.join(" ");
  if (/\b(puppy|puppies|kitten|kittens)\b/.test(text)) return "young";
  if (/\b(senior|mature|7 plus|11 plus)\b/.test(text)) return "senior";
  return /\badult\b/.test(text) ? "adult" : undefined;
}

/** The breed size a pet product is for ("Large Breed", "Small Breed"). */
export function breedSizeOf(title: string[]): string | undefined {
  return /\b(?:large|giant) breeds?\b/.exec(title.join(" "))
    ? "large breed"
    : /\b(?:small|toy|mini) breeds?\b/.exec(title.join(" "))
      ? "small breed"
      : undefined;
}

/** Words that join or describe without naming an item ("Set of 4", "for Navigator"). */
const JOINING = new Set(["and", "with", "the", "of", "for", "in", "a", "an", "set", "pack", "count", "piece", "pieces"]);

/**
 * Another item of the product's line that the title adds with "+": the part after it names the
 * maker or a word of the product's name again, with a word of its own ("Dream Sock + Owlet **Cam**
 * 2", "Miracle Complexion Sponge + Miracle **Powder** Sponge", "XFF350 Filters + **XHF350** HEPA
 * Filter Set"): two of the maker's products sold together, not the one the creator named. A "+"
 * inside the name the mention says too ("Niacinamide 10% + Zinc 1%", "face and body") joins no
 * item. Returns the added part, or undefined.
 */
export function plusItemOfLine(
  title: string,
  line: ReadonlySet<string>,
  mention: readonly string[],
  maker: ReadonlySet<string> = new Set(),
): string | undefined {
  const said = new Set(mention.map(singular));
  // "Dream Sock and Owlet Cam 2": an "and" joins another item only where the maker's name starts it.
  // (Not the "and" of the maker's own name, "Alex and Ani", "Winsor & Newton"; nor one inside what
  // comes "with" it, "with … and Roku Voice Remote", which the box holds.)
  const andMaker = maker.size
    ? [...title.matchAll(/(\S+)\s(?:and|&)\s(.+)$/g)]
        .filter(
          (m) =>
            maker.has(words(m[2]!)[0] ?? "") &&
            !maker.has(words(m[1]!).at(-1) ?? "") &&
            !/\b(?:with|includes?|including)\b/i.test(title.slice(0, m.index)),
        )
        .map((m) => m[2]!)
    : [];
  if (!title.includes(" + ") && !andMaker.length) return undefined;
  const parts = [...title.split(/\s\+\s/).slice(1), ...andMaker];
  for (const part of parts) {
    // "Studio Buds + | True Wireless Earbuds": a "+" ending the name, no item after it.
    if (/^\s*[|\-–—,(:]/.test(part)) continue;
    const item = words(part.split(/,|\s[-–—|/(]\s?|\sfor\s|:\s/)[0] ?? "");
    const first = item[0];
    // "+ SD-Adapter": what the box holds.
    if (!first || SMALL_EXTRAS.has(item.at(-1)!)) continue;
    // The mention joins the same two things ("ten percent plus zinc").
    if (item.some((w) => mention.some((m, k) => m === w && ["plus", "and", "with"].includes(mention[k - 1] ?? "")))) continue;
    // (A share or a number, "1% Zinc", names no item of its own.)
    const own = item.filter((w) => !hasDigit(w) && w.length >= 2 && !JOINING.has(w) && !said.has(singular(w)));
    if (own.length && item.some((w) => line.has(singular(w)))) return part.split(/,|\s[-–—|/(]\s?|\sfor\s|:\s/)[0]!.trim();
  }
  return undefined;
}

/**
 * A set whose title names each of the things it holds, as many names as it says it holds ("Butter
 * Gloss Set of 6 - Creme Brulee, Madeleine, Tiramisu, Angel Food Cake, Eclair, Praline", "Sponge
 * Set - Scrub Daddy, Scrub Mommy and Damp Duster, 3 Count"): that many different items, not that
 * many of the product. A list of features is seldom as long as the count the title gives.
 */
export function namesEachOfSet(title: string, count: number): boolean {
  if (count === 2) return namesBothOfPair(title);
  // (Two names may be a pair's colours, "2 Pack, Blue and Black": three or more.)
  if (count < 3) return false;
  // The names stand in the set's own sentence: "AirTag 4 Pack. Keep Track of Your Keys, Wallet,
  // Luggage, Backpack" lists what the product is used for, not what the pack holds.
  return title.split(/\.\s+(?=[A-Z])/).some((sentence) => {
    // (A pack's contents may stand in its brackets: "4-Pack (2 Mates, 1 Slim, 1 Sticker)".)
    const chunks = sentence
      .split(/\s[-–—|:]\s|:\s|,\s*|\s(?:and|&|\+)\s|\s\(|\)/)
      .map((c) => c.trim())
      .filter(Boolean);
    const at = chunks.findIndex((c) => /\b(?:set|pack|collection|kit|trio|duo)\b/i.test(c));
    if (at < 0) return false;
    let named = 0;
    for (const chunk of chunks.slice(at + 1)) {
      if (/\d/.test(chunk) || chunk.split(/\s+/).length > 4) break;
      named++;
    }
    return named === count || countsEachOfSet(chunks.slice(at + 1), count);
  });
}

/**
 * A pair whose brackets name its two items, neither a colour ("Fastback Flip Utility Knife, 2 Pack
 * (Fastback + Compact)"): two different items, not two of the product.
 */
function namesBothOfPair(title: string): boolean {
  const pair = /\b(?:2[- ]?pack|pack of 2|2[- ]?pc|set of 2|twin pack)\s*\(([^()]+?)\s(?:\+|&|and)\s([^()]+?)\)/i.exec(title);
  if (!pair) return false;
  const [a, b] = [words(pair[1]!), words(pair[2]!)];
  const named = (ws: string[]) => ws.length > 0 && ws.length <= 3 && !ws.some((w) => hasDigit(w) || PAIR_COLOURS.has(w));
  return named(a) && named(b) && a.join(" ") !== b.join(" ");
}
/** Colours a pair's brackets may name in place of two items ("2 Pack (Black + White)"). */
const PAIR_COLOURS = new Set<string>([...BASIC_COLOURS, "brown", "purple", "orange", "yellow", "clear", "teal", "tan", "cream", "ivory"]);

/**
 * A set that counts each kind of thing it holds, the counts adding up to its own ("Essentials
 * 4-Pack: 2 Mates, 1 Slim, 1 Sticker"): several different items, not that many of one.
 */
function countsEachOfSet(chunks: readonly string[], count: number): boolean {
  const counted = chunks.map((c) => /^(\d{1,2}) ([A-Za-z][\w'-]*(?: [A-Za-z][\w'-]*){0,2})$/.exec(c)).filter((m) => !!m);
  const kinds = new Set(counted.map((m) => singular(m[2]!.toLowerCase())));
  return kinds.size >= 2 && counted.reduce((sum, m) => sum + Number(m[1]), 0) === count;
}
