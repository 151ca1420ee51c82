/**
 * Who makes a thing and what it is, beyond its title's words (./index.ts): brand families (a
 * console brand and its maker, a fashion house and its short name, a sub-brand and its parent),
 * transcript spellings of numbers, colours, regional variants, books and guides about a product,
 * and the words other languages title listings with.
 */
import { BASIC_COLOURS } from "./vocabulary";

/**
 * Names that stand for the same maker on a marketplace: the brand field may say one while the
 * creator says another ("PlayStation" / "Sony", "YSL" / "Yves Saint Laurent", "Theragun" /
 * "Therabody"). Each group is one family; names are compared normalised (lower case, letters and
 * digits only).
 */
const BRAND_FAMILIES: readonly (readonly string[])[] = [
  ["sony", "playstation", "sony interactive entertainment", "sie"],
  ["microsoft", "xbox", "surface"],
  ["nintendo", "nintendo switch"],
  ["apple", "beats", "beats by dr dre", "beats by dre"],
  ["google", "nest", "fitbit", "pixel"],
  ["amazon", "echo", "kindle", "ring", "blink", "eero", "fire tv", "amazon basics"],
  ["samsung", "samsung electronics", "galaxy"],
  ["logitech", "logitech g", "logi", "astro gaming", "blue", "blue microphones", "ultimate ears"],
  ["corsair", "elgato", "scuf"],
  ["anker", "soundcore", "eufy", "nebula", "ankermake"],
  ["tp link", "kasa", "tapo", "deco"],
  ["hp", "hewlett packard", "omen", "hyperx"],
  ["dell", "alienware"],
  ["lenovo", "legion", "thinkpad", "motorola"],
  ["asus", "rog", "republic of gamers"],
  ["acer", "predator"],
  ["xiaomi", "redmi", "poco", "mi"],
  ["harman", "jbl", "harman kardon", "akg"],
  ["sennheiser", "epos"],
  ["fujifilm", "fuji", "instax"],
  ["dji", "osmo", "ryze"],
  ["gopro"],
  ["olympus", "om system", "om digital solutions"],
  ["3m", "post it", "scotch", "command", "filtrete", "nexcare", "scotch brite"],
  ["philips", "philips hue", "signify", "norelco", "philips norelco", "sonicare", "philips sonicare", "avent", "philips avent"],
  ["procter gamble", "p g", "oral b", "gillette", "braun", "olay", "pampers", "pantene", "tide", "old spice"],
  ["kenvue", "johnson johnson", "neutrogena", "aveeno", "listerine", "band aid"],
  ["l oreal", "loreal", "l oreal paris", "cerave", "la roche posay", "maybelline", "garnier", "kiehl s", "lancome", "nyx"],
  ["estee lauder", "clinique", "mac", "m a c", "bobbi brown", "origins", "the ordinary", "deciem"],
  ["unilever", "dove", "axe", "vaseline", "tresemme"],
  ["therabody", "theragun"],
  ["meta", "oculus", "meta platforms", "meta quest"],
  ["tc helicon", "goxlr", "music tribe", "behringer"],
  ["optimum nutrition", "on"],
  ["sharkninja", "shark", "ninja"],
  ["instant", "instant pot", "instant brands", "instant vortex"],
  ["whirlpool", "kitchenaid"],
  ["conair", "cuisinart", "babyliss"],
  ["breville", "sage"],
  ["de longhi", "delonghi"],
  ["keurig", "keurig dr pepper"],
  ["helen of troy", "oxo", "hydro flask", "osprey", "hot tools", "revlon"],
  ["pmi", "pacific market international", "stanley"],
  ["newell", "newell brands", "sharpie", "paper mate", "graco", "coleman", "yankee candle", "rubbermaid", "expo", "elmer s"],
  ["stanley black decker", "dewalt", "black decker", "craftsman"],
  ["techtronic", "tti", "milwaukee", "milwaukee tool", "ryobi", "ridgid", "hoover", "dirt devil"],
  ["robert bosch", "bosch"],
  ["makita"],
  ["yves saint laurent", "ysl", "saint laurent", "ysl beaute"],
  ["calvin klein", "ck"],
  ["dolce gabbana", "d g", "dolce and gabbana"],
  ["louis vuitton", "lv"],
  ["michael kors", "mk"],
  ["donna karan", "dkny"],
  ["carolina herrera", "ch"],
  ["ralph lauren", "polo ralph lauren", "lauren ralph lauren", "polo"],
  ["tommy hilfiger", "tommy", "tommy jeans"],
  ["hugo boss", "boss", "hugo"],
  ["armani", "giorgio armani", "emporio armani", "armani exchange", "a x"],
  ["christian dior", "dior"],
  ["chanel"],
  ["tom ford"],
  ["marc jacobs"],
  ["jean paul gaultier", "jpg"],
  ["abercrombie fitch", "a f", "abercrombie"],
  ["the north face", "north face", "tnf"],
  ["columbia", "columbia sportswear"],
  ["vf", "vans", "timberland", "jansport", "the north face"],
  ["nike", "jordan", "air jordan", "converse"],
  ["adidas", "adidas originals"],
  ["under armour", "ua"],
  ["new balance", "nb"],
  ["skechers"],
  ["casio", "g shock", "baby g"],
  ["swatch", "omega", "tissot", "longines", "swatch group"],
  ["fossil", "skagen"],
  ["mattel", "barbie", "hot wheels", "fisher price", "mega bloks", "uno"],
  ["hasbro", "nerf", "play doh", "monopoly", "transformers", "my little pony"],
  ["lego", "the lego group"],
  ["spin master", "paw patrol", "hatchimals", "kinetic sand"],
  ["melissa doug", "melissa and doug"],
  ["fender", "squier"],
  ["gibson", "epiphone"],
  ["yamaha"],
  ["roland", "boss"],
  ["nestle", "nestle purina", "purina", "nespresso", "nescafe", "gerber"],
  ["general mills", "blue buffalo", "cheerios"],
  ["mars", "pedigree", "royal canin", "whiskas", "iams"],
  ["kimberly clark", "huggies", "kleenex", "cottonelle"],
  ["crayola", "hallmark"],
  ["bic"],
  ["pilot", "pilot pen", "frixion"],
  ["mitsubishi pencil", "uni", "uni ball", "uniball"],
  ["penguin random house", "penguin", "random house", "knopf", "vintage", "crown"],
  ["harpercollins", "harper", "william morrow"],
  ["simon schuster", "scribner", "atria"],
  ["hachette", "little brown", "grand central"],
  ["macmillan", "st martin s press", "tor", "farrar straus giroux"],
];

const norm = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Family index by normalised name; a name may belong to several families ("boss"). */
const FAMILY_OF = new Map<string, number[]>();
BRAND_FAMILIES.forEach((family, i) => {
  for (const name of family) FAMILY_OF.set(norm(name), [...(FAMILY_OF.get(norm(name)) ?? []), i]);
});

/** Corporate endings a manufacturer field carries ("Sony Corporation", "Anker Innovations Ltd."). */
const CORPORATE =
  /\b(inc|incorporated|corp|corporation|co|company|ltd|limited|llc|gmbh|ag|sa|s a|srl|spa|bv|plc|kg|oy|ab|as|pty|international|intl|group|holdings|brands|products|usa|us|america|north america|electronics|technologies|technology|innovations|audio|consumer|enterprises|industries|trading|store|official|mfg|manufacturing|equipment|supply)\b/g;

/** A corporate ending of a maker's name written after it in a title ("Black Diamond Equipment", "Herschel Supply Co."). */
const CORPORATE_WORD = new RegExp(`^${CORPORATE.source.slice(2, -2)}$`);
export const corporateWord = (w: string) => CORPORATE_WORD.test(w);

/** The name without its corporate endings: "Voltwise Audio Inc." is "voltwise". */
export function coreBrand(name: string): string {
  const base = norm(name);
  const stripped = base.replace(CORPORATE, " ").replace(/\s+/g, " ").trim();
  return stripped || base;
}

/** Whether two brand names stand for the same maker (the same name, or one family). */
export function sameBrandFamily(a: string, b: string): boolean {
  const x = [norm(a), coreBrand(a)];
  const y = [norm(b), coreBrand(b)];
  if (x.some((n) => y.includes(n))) return true;
  const families = new Set(x.flatMap((n) => FAMILY_OF.get(n) ?? []));
  return y.some((n) => (FAMILY_OF.get(n) ?? []).some((f) => families.has(f)));
}

/**
 * The words a maker's own line label adds to its name ("adidas Originals", "Columbia Sportswear"):
 * a title's "adidas Originals Samba OG" names the maker there, not more of the product's name.
 */
export function makerLabelWords(brand: string): string[] {
  const b = norm(brand);
  if (!b) return [];
  return (FAMILY_OF.get(b) ?? []).flatMap((i) =>
    BRAND_FAMILIES[i]!.map(norm)
      .filter((n) => n.startsWith(`${b} `))
      .flatMap((n) => n.slice(b.length + 1).split(" ")),
  );
}

/** Number words as transcripts write them: "iPhone fifteen" is the iPhone 15. "one" is left alone ("Xbox One"). */
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

const TEENS_AND_TENS = Object.keys(NUMBER_WORDS).join("|");
const SPOKEN = `(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\\s-](?:one|two|three|four|five|six|seven|eight|nine)|${TEENS_AND_TENS}|one)`;
/** A tens word with its unit, a tens word or a teen, as said after "hundred" ("twenty eight", "fifteen"). */
const TENS_AND_TEENS_SPOKEN = `(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen`;
/** Ordinal words and their number ("fourth" 4, "twentieth" 20). */
export const ORDINAL_WORDS: Record<string, number> = {
  ...ORDINALS,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  seventyfifth: 75,
  hundredth: 100,
};
/** A number of hundreds or thousands as said, with the tens or teens after it; and that tail alone. */
const SCALED = new RegExp(
  `\\b(?:(?:a|${SPOKEN})[\\s-]+)?(hundred|thousand)s?(?:[\\s-]+(?:and[\\s-]+)?(${TENS_AND_TEENS_SPOKEN}))?\\b`,
  "gi",
);
const SCALE_AND_REST = new RegExp(`(?:hundred|thousand)s?(?:[\\s-]+(?:and[\\s-]+)?(?:${TENS_AND_TEENS_SPOKEN}))?$`, "i");
/** The unit words a number is said with ("one inch", "thirty five quart"). */
const SPOKEN_UNITS =
  "inch|inches|liters?|litres?|quarts?|ounces?|gallons?|watts?|volts?|pounds?|foot|feet|percent|piece|gig|terabyte|meters?|metres?";
const ONE_BEFORE_UNIT = new RegExp(`\\bone(?=[\\s-]+(?:${SPOKEN_UNITS})\\b)`, "gi");
/**
 * A single letter said between two numbers ("twenty-eight seventy-five G two", "nine ninety v
 * six"): the letter and the number after it are one code (G2, v6), not a unit of the number
 * before it (75 g, 90 V), since a unit closes its number rather than leading another. ("X" joins a
 * size's dimensions: "three x five"; and a number said with its unit is a measure, no code's: "five
 * W thirty five quart" is 5W-30 in five quarts.)
 */
const LETTER_BETWEEN_NUMBERS = new RegExp(
  `\\b(${SPOKEN})[\\s-]+([a-wyz])[\\s-]+(${SPOKEN})\\b(?![\\s-]+(?:hundred|thousand|${SPOKEN_UNITS}))`,
  "gi",
);
const suffix = (n: number) =>
  n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th";

function spokenValue(phrase: string): number {
  const w = phrase.toLowerCase().split(/[\s-]+/);
  if (w.length === 2) return NUMBER_WORDS[w[0]!]! + UNITS[w[1]!]!;
  return NUMBER_WORDS[w[0]!] ?? UNITS[w[0]!] ?? 1;
}

/**
 * Numbers as a transcript spells them, written as a title writes them: "twenty one" → "21",
 * "fifty-two hundred" → "5200", "one thousand" → "1000", "a hundred" → "100", "twentieth" →
 * "20th", "second generation" → "2nd generation", "two point oh" → "2.0", "five oh one" → "5 0 1"
 * (read together where the title writes "501"), "half inch" → "1/2 inch". A lone "one" is left
 * alone ("Xbox One", "the carbon one"): the matcher reads it as "1" only where the title does.
 */
export function digitsForNumberWords(text: string): string {
  return (
    germanNumbers(text)
      .replace(LETTER_BETWEEN_NUMBERS, (_, before: string, letter: string, after: string) => `${before} ${letter}${spokenValue(after)}`)
      .replace(new RegExp(`\\b(${Object.keys(ORDINAL_WORDS).join("|")})\\b`, "gi"), (w) => {
        const n = ORDINAL_WORDS[w.toLowerCase()]!;
        return `${n}${suffix(n)}`;
      })
      // ("Blundstone five hundreds": a number's plural is the product.)
      // "a hundred twenty eight" is 128, "two thousand twenty four" 2024: the tens or teens said
      // right after a hundred or a thousand are its rest (a lone unit after it, "three hundred
      // two pack", may be a count of its own).
      .replace(SCALED, (m, scale: string, rest: string | undefined) => {
        const head = m.replace(SCALE_AND_REST, "").trim().toLowerCase();
        const n = head && head !== "a" ? spokenValue(head) : 1;
        return String(n * (scale.toLowerCase() === "hundred" ? 100 : 1000) + (rest ? spokenValue(rest) : 0));
      })
      .replace(
        /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-](one|two|three|four|five|six|seven|eight|nine)\b/gi,
        (_, t, u) => String(NUMBER_WORDS[t.toLowerCase()]! + UNITS[u.toLowerCase()]!),
      )
      .replace(
        /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/gi,
        (w) => String(NUMBER_WORDS[w.toLowerCase()]),
      )
      // "two point oh", "5 0 1" ("five oh one"): "oh" between numbers is a zero.
      .replace(
        /\b(\d+|one) point (oh|zero|\d+|one)((?: (?:\d|one|oh|zero)\b)*)/gi,
        (_, a: string, b: string, more: string) => `${/one/i.test(a) ? 1 : a}.${decimalDigit(b)}${decimalDigits(more)}`,
      )
      // "G2 point seven", "point five lead": a decimal said without its leading zero, as titles write
      // it (0.7mm); the digits after the point are said one by one ("point seven three", .73mm).
      .replace(
        /(?<!\b(?:\d+|one) )\bpoint (\d|one)((?: (?:\d|one|oh|zero)\b)*)/gi,
        (_, b: string, more: string) => `0.${decimalDigit(b)}${decimalDigits(more)}`,
      )
      .replace(/(?<=\b(?:\d+|one)[\s-])(?:oh|zero)(?=[\s-](?:\d|ones?\b))/gi, "0")
      // "Micron oh one": an "oh" starting a number is its zero, as "zero one" is.
      .replace(/\boh(?=[\s-](?:\d|one\b))/gi, "0")
      // "BM eight one eight zero": a zero closing digits said one by one is the code's last digit
      // (unlike "oh", "zero" is never a word of speech there).
      .replace(/(?<=\b(?:\d|one)[\s-](?:\d|one)[\s-])zero\b/gi, "0")
      // "Micron zero one", "zero to three months": a zero as the title writes it (01, 0-3).
      .replace(/\bzero(?= (?:\d|one\b|to\b))/gi, "0")
      // "five-oh-ones": a number's plural is the product, as "Air Force Ones" is.
      .replace(/(?<=\d[\s-])ones?\b/gi, "1")
      .replace(ONE_BEFORE_UNIT, "1")
      // "a hundred and twenty": 120.
      .replace(/\b(\d)00 and (\d{1,2})\b/g, (_, h: string, t: string) => String(Number(h) * 100 + Number(t)))
      // "five and a half quart", "2 and a half": the title's 5.5 and 2.5.
      .replace(/\b(\d+)[\s-]+and[\s-]+a[\s-]+half\b/gi, "$1.5")
      .replace(/\b(\d+)[\s-]+and[\s-]+a[\s-]+quarter\b/gi, "$1.25")
      // "three eighths", "a quarter", "five sixteenths": a fraction as titles write it (3/8", 1/4).
      .replace(/\b(\d+|one|an?)[\s-]+(eighths?|sixteenths?|quarters?|thirds?)\b/gi, (_, n: string, d: string) => {
        const over = { e: 8, s: 16, q: 4, t: 3 }[d[0]!.toLowerCase() as "e" | "s" | "q" | "t"];
        return `${/\d/.test(n) ? n : 1}/${over}`;
      })
      .replace(/\b(?:a |one )?half(?=[\s-](?:inch|in\b|"))/gi, "1/2")
      .replace(/\b(?:3|three)[\s-]quarters?(?=[\s-](?:inch|in\b|"))/gi, "3/4")
      // "quarter zip" / "1/4 Zip", "half zip" / "1/2 Zip": a fraction naming a cut, as titles write it.
      .replace(/\b(?:a |one )?quarter(?=[\s-]zip)/gi, "1/4")
      .replace(/\b(?:a |one )?half(?=[\s-]zip)/gi, "1/2")
      // A quarter said alone is the fraction a title writes ("Black Pro-Mist quarter" / "Pro-Mist 1/4").
      .replace(/\bquarter\b/gi, "1/4")
  );
}

const decimalDigit = (d: string) => (/one/i.test(d) ? "1" : /\d/.test(d) ? d : "0");
const decimalDigits = (said: string) => said.trim().split(" ").filter(Boolean).map(decimalDigit).join("");

/**
 * German numbers as a transcript or a title spells them: "zwanzig Meter" 20 m, "sechsfach" 6-fach,
 * "sechsunddreißiger Set" 36er. ("Elf" is left alone: it is a brand and an English word.)
 */
const GERMAN_UNITS: Record<string, number> = { ein: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 };
const GERMAN_TEENS: Record<string, number> = {
  zehn: 10,
  zwolf: 12,
  dreizehn: 13,
  vierzehn: 14,
  funfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const GERMAN_TENS: Record<string, number> = {
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
/** The spellings a key stands for: "fünf" / "funf" / "fuenf", "dreißig" / "dreissig". */
const spelledGerman = (keys: string[]) =>
  keys
    .map((k) =>
      k
        .replace(/ss/g, "(?:ss|ß)")
        .replace(/(?<=f)u(?=nf)/g, "(?:ü|ue|u)")
        .replace(/(?<=zw)o/g, "(?:ö|oe|o)"),
    )
    .join("|");
const GERMAN_NUMBER = new RegExp(
  `(?<![\\p{L}])((?:(?:${spelledGerman(Object.keys(GERMAN_UNITS))})und)?(?:${spelledGerman(Object.keys(GERMAN_TENS))})|${spelledGerman([
    ...Object.keys(GERMAN_TEENS),
    ...Object.keys(GERMAN_UNITS).filter((u) => u !== "ein"),
  ])})(fach|er|teilig)?(?![\\p{L}])`,
  "giu",
);
function germanNumbers(text: string): string {
  if (!/(?:zwei|drei|vier|f[uü]n|sechs|sieb|acht|neun|zehn|zw[oö]lf|zig|[sß]ig)/i.test(text)) return text;
  return text.replace(GERMAN_NUMBER, (whole: string, n: string, suffix: string | undefined) => {
    const plain = n.toLowerCase().replace(/ß/g, "ss").replace(/ü|ue/g, "u").replace(/ö|oe/g, "o");
    const [head, tens] = plain.includes("und") ? plain.split("und") : [undefined, plain];
    const value = (GERMAN_TENS[tens!] ?? GERMAN_TEENS[tens!] ?? GERMAN_UNITS[tens!] ?? NaN) + (head ? (GERMAN_UNITS[head] ?? NaN) : 0);
    if (Number.isNaN(value)) return whole;
    return suffix ? `${value}${suffix.toLowerCase() === "er" ? "er" : `-${suffix.toLowerCase()}`}` : String(value);
  });
}

/** The commonest colour words of other languages' titles (none of them an English colour's spelling). */
export const FOREIGN_COLOURS = new Set([
  "schwarz",
  "weiss",
  "noir",
  "blanc",
  "negro",
  "blanco",
  "nero",
  "bianco",
  "azul",
  "rojo",
  "rouge",
  "bleu",
  "blau",
  "rot",
  "grau",
  "gris",
]);

/** Colour words: a colour edition is the product unless the mention names another colour. */
export const COLOURS = new Set<string>([
  ...BASIC_COLOURS,
  "purple",
  "yellow",
  "orange",
  "brown",
  "rose",
  "teal",
  "midnight",
  "graphite",
  "charcoal",
  "ivory",
  "cream",
  "tan",
  "khaki",
  "olive",
  "coral",
  "lavender",
  "mint",
  "turquoise",
  "burgundy",
  "maroon",
  "bronze",
  "copper",
  "starlight",
  "slate",
  "violet",
  "lilac",
  "peach",
  "aqua",
  "cyan",
  "magenta",
  "champagne",
  "taupe",
  "indigo",
  "cobalt",
  "crimson",
  "scarlet",
  "emerald",
  "jade",
  "ruby",
  "gunmetal",
  "azure",
  "fuchsia",
  "mauve",
  "plum",
  // Finishes and shades titles name as their colour ("Old Violin Sunburst", "Sage Green").
  "sunburst",
  "amber",
  "mustard",
  "sage",
  "blush",
  "pewter",
  "chrome",
  // Other languages' commonest.
  ...FOREIGN_COLOURS,
  // Patterns name a colour edition as colours do ("Squad Camo Edition").
  "camo",
  "camouflage",
  "floral",
  "plaid",
  "leopard",
  "marble",
  "metallic",
  "pastel",
  "glitter",
]);

/**
 * A listing for another market than the creator's: "UK Plug", "International Version", a mains
 * voltage only other markets use. The phrases are matched on the normalised title.
 */
export const REGION_PHRASES = [
  "international version",
  "global version",
  "uk version",
  "eu version",
  "european version",
  "euro version",
  "asian version",
  "asia version",
  "japan version",
  "japanese version",
  "chinese version",
  "china version",
  "india version",
  "indian version",
  "hk version",
  "hong kong version",
  "australian version",
  "au version",
  "canadian version",
  "middle east version",
  "uk plug",
  "eu plug",
  "au plug",
  "euro plug",
  "european plug",
  "uk 3 pin",
  "type g plug",
  "not for usa",
  "not for us",
  "non us",
  "japan import",
  "japanese import",
  "uk import",
  "imported from",
  "import version",
  // A keyboard laid out for another market's language.
  "qwertz",
  "azerty",
  "deutsches layout",
  "german layout",
  "french layout",
  "nordic layout",
  "spanish layout",
  "uk layout",
];

/** A mains voltage only outside North America (200-250 V without a 100-130 V one): another market's model. */
export function otherMarketVoltage(rawTitle: string): boolean {
  const volts: number[] = [];
  for (const m of rawTitle.toLowerCase().matchAll(/\b(\d{3})(?:\s*(?:-|–|\/|~|to)\s*(\d{3}))?\s*(?:v|volts?|vac)\b/g)) {
    volts.push(Number(m[1]));
    if (m[2]) volts.push(Number(m[2]));
  }
  return volts.some((v) => v >= 200 && v <= 250) && !volts.some((v) => v >= 100 && v <= 130);
}

/** Bindings (itemInfo.classifications.binding) and product groups of books, e-books and audiobooks. */
export const BOOK_BINDINGS =
  /\b(paperback|hardcover|hardback|kindle|ebook|e book|audiobook|audible|audio cd|mass market|board book|spiral bound|library binding|loose leaf|book|books|digital ebook purchase|comic|graphic novel)\b/;

/** Words of a mention's category that say the mention is itself a book. */
export const BOOK_KINDS =
  /\b(book|books|novel|novels|fiction|nonfiction|non fiction|cookbook|cookbooks|memoir|biography|comic|comics|manga|audiobook|literature|reading|poetry|self help|textbook)\b/;

/** A book format named in a title: the book itself in another format, not another book. */
export const BOOK_FORMAT_WORDS =
  /\b(paperback|hardcover|hardback|kindle edition|kindle|audiobook|audible|audio cd|mass market|board book|large print|ebook)\b/;

/**
 * Titles of books, guides and courses about a product ("The Complete Guide to …", "… for
 * Dummies", "Summary of …"): not the product, and not the book a creator mentioned either.
 */
export const ABOUT_PHRASES =
  /\b(guide to|guide for|user guide|users guide|user manual|owners manual|instruction manual|beginners guide|beginner s guide|complete guide|ultimate guide|the guide|field guide|quick guide|for dummies|handbook|cookbook|cook book|recipe book|recipes for|recipes|summary of|summary|study guide|workbook|companion to|companion and|companion guide|episode guide|trivia book|quiz book|analysis of|tips and tricks|tips tricks|mastering|made easy|for beginners|a course|course|masterclass|training course|video course|unofficial|explained|the book of|book about|step by step|discussion guide|reading guide|reflection journal|journal|study notes|notes on|chapter summaries|summaries|for young adults|for young readers|young readers edition|young adult adaptation)\b/;

/** "for" as other languages write it where languages.ts leaves it (Italian "per" is English too). */
export const FITS_PHRASES_ELSEWHERE = ["per"];

/** Accessory and part nouns as other languages write them, beside those languages.ts writes as English ones. */
export const ACCESSORY_HEADS_ELSEWHERE = new Set([
  "tasche",
  "ladekabel",
  "kabel",
  "stander",
  "cable",
  "support",
  "protection",
  "soporte",
  "protector",
  "cavo",
  "supporto",
  "houder",
]);

/** Renewed and used written short; other languages' words for them are read as English ones (languages.ts). */
export const CONDITION_PHRASES_ELSEWHERE = ["refurb"];
