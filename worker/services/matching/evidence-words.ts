/**
 * The word lists and thresholds the evidence of ./judge.ts reads: connections, sizes, dose forms, opposite variants, languages, how many of the search's listings make a word the line's.
 */

/**
 * Another market's item named by its market and what makes it that market's: "International
 * Model", "China Market Version", "EU 2-Pin Plug", "UK-Netzteil", "No USA Warranty", "Import Japonais(e)" (French
 * puts the market after, and agrees it with the feminine "importation"); a market's or its
 * language's edition ("UK Edition", "German Edition", "Deutsche Ausgabe") is that market's printing
 * or box, as its version is.
 */
export const OTHER_MARKET =
  /\b(?:(?:uk|eu|euro|europe|european|europaische|au|aus|australian|jp|japan|japanese|asia|asian|china|chinese|cn|india|indian|international|intl|global|hk|korea|korean|kr|german|germany|de|french|france|italian|italy|spanish|spain|mexico|mexican|brazil|latam|middle east|import)\s+(?:market\s+)?(?:\d\s+pin\s+|\d\s+prong\s+)?(?:version|model|edition|(?:[a-z]+\s+)?plug|netzteil|stecker|spec|specs|import)|deutsche (?:ausgabe|version|edition)|import (?:japonaise?|japon|jap|allemande?|anglaise?|italien(?:ne)?|espagnole?|chinoise?|cor[eé]en(?:ne)?|asie|uk|eu|jp)|no (?:[a-z]+ )?usa? warranty|non us)\b/;

/** Verbs that say what an item fits ("Designed for", "Made for", "Compatible with"). */
export const FIT_VERBS = new Set(["designed", "made", "compatible", "works", "built"]);

/** Who a thing is for and how it connects: a title may leave them out ("ASICS Gel-Kayano 30 … Homme"). */
export const LIGHT_DESCRIPTORS = new Set(["men", "mens", "women", "womens", "unisex", "classic", "wireless", "bluetooth"]);

/**
 * How an item connects: a description of its kind in general ("Wireless Mouse"), but right after
 * the product's name, where the other listings of the product lack it, its connection's edition
 * ("PodMic USB", "Porta Pro Wireless", "Ultimate 2.4G").
 */
export const CONNECTIONS = new Set(["wireless", "bluetooth", "usb", "wired", "2p4g", "2p4ghz"]);

/** An expansion or add-on, in English or German: sold for the product, and needs it. */
export const EXPANSION = /\b(expansion|add-?on|erweiterung|extension)\b/;

/** Parts an item of many kinds has, which a title may name after "with" ("Radio with Speaker"). */
export const OWN_PARTS = new Set(["speaker", "microphone", "mic", "controller", "remote"]);

/** How many the product holds, said as a count ("70 count", "81 ct", "100 softgels"). */
export const COUNT =
  /\b(\d{1,4}) ?(?:count|ct|tablets|capsules|caplets|softgels|gummies|pods|pacs|sheets|wipes|pads|rolls|sachets|packets|pouches|teabags|tea bags|lozenges|chews|strips|cartridges|refills|blades|servings)\b/g;

/** The forms a supplement or medicine is sold in, as titles and transcripts say them. */
export const DOSE_FORMS = new Map<string, string>([
  ["softgel", "softgel"],
  ["softgels", "softgel"],
  ["gummy", "gummy"],
  ["gummies", "gummy"],
  ["capsule", "capsule"],
  ["capsules", "capsule"],
  ["caps", "capsule"],
  ["tablet", "tablet"],
  ["tablets", "tablet"],
  ["caplets", "tablet"],
  ["chewable", "chewable"],
  ["chewables", "chewable"],
  ["liquid", "liquid"],
  ["drops", "liquid"],
  ["powder", "powder"],
]);

/** A garment's, a toy's or a pack's size said as a word: which size, not which product. */
export const SIZE_WORDS = new Set(["small", "medium", "large", "xs", "xl", "xxl", "big", "jumbo", "queen", "king", "twin", "full"]);

/** Words that call an item the line's base model rather than a variant of it. */
// ("Core" is the line's standard edition as makers name it: "Old Skool Core Classic", "Xbox Core
// Wireless Controller", "Luxe Sateen Core Sheet Set"; a mention naming no edition means it.)
export const BASE_MODEL_WORDS = new Set([
  "classic",
  "original",
  "standard",
  "regular",
  "basic",
  "core",
  "genuine",
  "authentic",
  "official",
]);

/** Words that name the other of a pair: a title saying one where the mention says the other is another variant. */
export const OPPOSITES: readonly [string[], string[]][] = [
  [
    ["men", "mens"],
    ["women", "womens", "ladies"],
  ],
  [["wireless"], ["wired"]],
  // A 2.4 GHz dongle's edition is another than the Bluetooth one ("Ultimate 2.4G" / "Ultimate Bluetooth").
  [["bluetooth"], ["2p4g", "2p4ghz"]],
  [
    ["dog", "dogs", "puppy"],
    ["cat", "cats", "kitten"],
  ],
  [["indoor"], ["outdoor"]],
  // Without a scent, or with one ("the unscented sensitive ones" / "Cucumber & Green Tea Scent").
  [["unscented"], ["scent", "scented"]],
  // Butter is sold both ways and a title says which; unnamed, either is the butter (not one-sided).
  [["salted"], ["unsalted"]],
  // A fragrance's concentration: the eau de parfum is not the eau de toilette of the same scent.
  [
    ["parfum", "edp"],
    ["toilette", "edt"],
  ],
  // The fuel a grill or heater burns: the propane one is not the natural gas one.
  [["propane"], ["natural gas"]],
  // A camera's or a lens's sensor format: the full-frame lens is not the APS-C one of the same focal length.
  [["full frame"], ["aps c", "apsc"]],
  // A notebook's or a planner's cover (a book's bindings are all the book: not for books).
  [
    ["hard cover", "hardcover"],
    ["soft cover", "softcover"],
  ],
];

/**
 * A recipe that takes out what the line's own has ("Sugar-Free", "Decaf", "Unsweetened", "Low
 * Sodium"): the maker sells it as a variant beside the standard one, which is what a buyer who
 * heard the line's name without it receives. One-sided: the standard recipe has no word. (Not
 * "Caffeine Free": an herbal tea says it of what it never had; measured, it refused three teas.)
 */
export const LEFT_OUT_RECIPES = [
  "sugar free",
  "sugarfree",
  "decaf",
  "decaffeinated",
  "unsweetened",
  "low sodium",
  "reduced sodium",
  "reduced fat",
];

/** The pair of OPPOSITES a book's formats are: every binding of a mentioned book is the book. */
export const BINDING_PAIR = OPPOSITES.at(-1)!;

/** A language edition of a book is another book for a buyer who reads the one mentioned. */
export const LANGUAGES = new Set([
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
export const SHARED_BY = 2;

/** …and how many must name the product with it, before any "for" or "with". */
export const SHARED_NAMING_BY = 1;
