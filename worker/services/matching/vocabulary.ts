/**
 * The listing matcher's vocabulary (./index.ts): the words and patterns that say what a
 * marketplace title is. Kept apart so the rules read as rules.
 */

/** Words that name a variant: a candidate with one the mention lacks (or lacking one it has) is another product. */
export const VARIANT_WORDS = new Set([
  "pro",
  "max",
  "mini",
  "ultra",
  "plus",
  "lite",
  "air",
  "se",
  "xl",
  "neo",
  "slim",
  "fe",
  "mid",
  "gtx",
  "core",
  "edge",
  "go",
  "x",
  "s",
  "c",
  "bt",
]);

/** Words packaging and labels commonly shorten, and the whole word each stands for ("Max Strength" / "Maximum Strength"). */
export const SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ["max", "maximum"],
  ["min", "minimum"],
  ["reg", "regular"],
  ["orig", "original"],
  ["std", "standard"],
  ["med", "medium"],
]);

/**
 * Words that rank a model within its line: an item adding one the mention lacks ("Premium Fast
 * Bottle Warmer", "Easy Walk Deluxe", "Classic IKON") is another model of it. Unlike
 * VARIANT_WORDS a mention need not repeat them to be matched.
 */
export const TIER_WORDS = new Set([
  "premium",
  "deluxe",
  "extra",
  "elite",
  "advanced",
  "junior",
  "jr",
  "kids",
  "youth",
  "xxl",
  "turbo",
  "signature",
  "limited",
  "special",
  "sport",
  "evo",
  "prime",
  "ultimate",
  "essential",
  "essentials",
  "super",
  "dual",
  "double",
  "triple",
  "quad",
  "intense",
  // A line's reissue, a shoe's raised sole, a toy's or a pack's oversize edition ("PowerCore 10000
  // Redux", "Old Skool Platform", "Giant UNO", "Jumbo Pack").
  "redux",
  "platform",
  "giant",
  "jumbo",
  "mega",
  // A property some lines make a model of ("Sky High Waterproof"), not a model name on its own.
  "waterproof",
]);

/** Roman numerals as model names use them ("Mark II", "a7 IV", "Z6 III"). */
export const ROMAN = new Set(["ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]);

/**
 * A generation counted ("2nd Gen", "MK3", "V2", a phone's network "5G") is said of the line's
 * current model; a roman numeral is a successor's own name ("Player II Stratocaster" beside the
 * "Player Stratocaster"), another model wherever a listing names the product without it.
 */
export const GENERATION_COUNT = /^(?:(?:gen|mk|v)\d{1,2}|[2-5]g)$/;

/** A generation as the title's words give it: "gen2" ("2nd Generation"), "mk3", "v2", a roman numeral. */
export const isGeneration = (w: string) => GENERATION_COUNT.test(w) || ROMAN.has(w);

/** Head nouns of things sold for a product rather than the product. */
export const ACCESSORY_HEADS = new Set([
  "mat",
  "ramp",
  "case",
  "cases",
  "cover",
  "covers",
  "sleeve",
  "skin",
  "skins",
  "protector",
  "protectors",
  "pads",
  "earpads",
  "cushion",
  "cushions",
  "strap",
  "straps",
  "band",
  "bands",
  "charger",
  "chargers",
  "cable",
  "cables",
  "cord",
  "adapter",
  "mount",
  "mounts",
  "holder",
  "stand",
  "stands",
  "keycap",
  "keycaps",
  "refill",
  "refills",
  "cartridge",
  "cartridges",
  "filter",
  "filters",
  "tips",
  "decal",
  "sticker",
  "stickers",
  "parts",
  "part",
  "bag",
  "pouch",
  "cap",
  "caps",
  "glass",
  "grips",
  "grip",
  "dock",
  "station",
  "liners",
  "lid",
  "lids",
  "plate",
  "basket",
  "battery",
  "batteries",
  "hood",
  "shield",
  "shields",
  "insert",
  "inserts",
  "organizer",
  "feet",
  "skates",
  "glides",
  "tape",
  "receiver",
  "dongle",
  "transmitter",
  "attachment",
  "attachments",
  "nozzle",
  "sheath",
  "block",
  "stone",
  "stones",
  "rod",
  "bracket",
  "softbox",
  "doors",
  "footprint",
  "stakes",
  "pole",
  "poles",
  "bladder",
  "reservoir",
  "belt",
  "laces",
  "shoelaces",
  "insoles",
  "cleats",
  "socks",
  "lotion",
  "pedal",
  "throne",
  "heads",
  "hanger",
  "hangers",
  "seat",
  "guard",
  "arm",
  "headband",
  "jug",
  "pitcher",
  "bar",
  "bars",
  "packets",
  "kettlepot",
  "sack",
  "kit",
  "wash",
  "faceplate",
  "pickguard",
  "windscreen",
  "tamper",
  "portafilter",
  "descaler",
  "solution",
  "scrubber",
  "towel",
  "cleaner",
  "shaker",
  "brushes",
  "sponge",
  "atomizer",
  "stylus",
  // An expansion or extension of a game is sold for it ("Seafarers Expansion", "5-6 Player Extension").
  "expansion",
  "extension",
  // Consumables a machine uses.
  "film",
  "ink",
  "toner",
  "blades",
  "bits",
]);

/**
 * Things sold on their own that a listing may pack with the product ("… with Carry Case"): the
 * product's own box, or a bundle sold as the product. Parts of the product itself (a lid, a strap,
 * a pedal) are not among them.
 */
export const PACKED_EXTRAS = new Set([
  "case",
  "cases",
  "bag",
  "pouch",
  "sleeve",
  "stand",
  "dock",
  "charger",
  "cable",
  "cables",
  "mount",
  "tripod",
  "card",
  "game",
  "games",
  "warranty",
  "applecare",
  "plan",
  "pencil",
  "keyboard",
  "mouse",
  "earbuds",
  "speaker",
  "lens",
  "lenses",
  "gimbal",
  "memory",
  "protection",
  "kit",
  "accessories",
  "headphones",
  "microphone",
  "controller",
  "bottle",
  "bottles",
]);

/**
 * The extras of PACKED_EXTRAS a product's own box holds ("with Charging Case", "with Carry
 * Pouch", "with USB-C Cable"): the product, not a bundle.
 */
export const SMALL_EXTRAS = new Set([
  "case",
  "cases",
  "bag",
  "pouch",
  "sleeve",
  "cable",
  "cables",
  "charger",
  "strap",
  "cloth",
  "batteries",
  "battery",
  "adapter",
  "remote",
  "manual",
  "stickers",
  "charging",
  "carrying",
  "carry",
]);

/**
 * Extras of PACKED_EXTRAS that may or may not come in the box ("with Stand", "with Tripod"): an
 * admin decides. The rest of PACKED_EXTRAS (a game, a controller, a memory card, a protection
 * plan…) are sold on their own: the listing is a bundle.
 */
export const DOUBTFUL_EXTRAS = new Set(["stand", "dock", "mount", "tripod"]);

/**
 * Two-word nouns that name an accessory though their last word alone does not: a battery shaped as
 * a handle, a grip, a case or a base powers the device it is made for ("Osmo Pocket 3 Battery
 * Handle", "… Battery Grip"); a buyer of the device is not buying it.
 */
export const ACCESSORY_COMPOUNDS = new Set(["battery handle", "battery grip", "battery case", "battery base"]);

/**
 * Extras named by words SMALL_EXTRAS holds that are nonetheless items sold on their own, as a
 * buyer knows: a battery pack sold for a controller (not the batteries a remote comes with), the
 * cable an instrument is played through (not the device's charging cable), picks, strings and a
 * capo for a guitar, a solar panel for a power station (not a device's display panel). "… +
 * Rechargeable Battery Pack", "with Instrument Cable and Picks", "with 100W Solar Panel" is a bundle.
 */
export const EXTRAS_SOLD_ALONE = /\b(?:battery pack|(?:instrument|guitar|patch) cables?|picks|strings|capo|solar panels?)\b/;

/**
 * Product kinds whose name ends in an accessory's noun: "Vacuum Cleaner" is the product, a
 * "Lens Cleaner" is not. Only kinds that are no other product's accessory (a phone case, a watch
 * band, a docking station are: a mention of that kind says so in its own kind words); and only
 * when the mention's kind words name the compound's first word.
 */
export const COMPOUND_KINDS = new Set([
  "vacuum cleaner",
  "light bar",
  "sound bar",
  "pizza stone",
  "sharpening stone",
  "power station",
  "weather station",
  "pressure washer",
  "dash cam",
  "shower head",
  "butcher block",
  "cutting board",
  "diaper bag",
  "duffel bag",
  "sleeping bag",
  "tote bag",
  "messenger bag",
  "belt bag",
  "gym bag",
  "tool bag",
  "tank top",
  "baseball cap",
  "trucker cap",
  "swim cap",
  "resistance band",
  "resistance bands",
  "yoga block",
  "foam roller",
  "water filter",
  "air filter",
  "standing desk",
  "plant stand",
  "bike rack",
  "roof rack",
  "car seat",
  "booster seat",
  "toilet seat",
  "bar stool",
]);

/** Words that make a "kit" or "set" one for a product rather than a kit of it ("Cleaning Kit"). */
export const KIT_FOR_WORDS = new Set([
  "cleaning",
  "care",
  "repair",
  "maintenance",
  "replacement",
  "upgrade",
  "mounting",
  "installation",
  "conversion",
  "accessory",
  "accessories",
  "lighting",
  "led",
  "starter",
  "tool",
  "tools",
]);

/**
 * The creatures and ages an item serves beside title.ts' AUDIENCES (men, women, kids): a "for"
 * naming one ("for Large Dogs", "for Toddlers") says whom the item is sized or made for, not
 * another product it fits.
 */
export const WHO_IT_SERVES = new Set([
  "dog",
  "cat",
  "puppy",
  "kitten",
  "pet",
  "bird",
  "horse",
  "child",
  "children",
  "baby",
  "infant",
  "newborn",
  "teen",
  "adult",
  "senior",
  "chewer",
  "breed",
  // People named by what they do ("Microphone for Creators", "Headset for Gamers").
  "creator",
  "gamer",
  "beginner",
  "student",
  "musician",
]);

/** Words that make a candidate a part or a spare wherever they stand after the product's name. */
export const PART_WORDS = new Set(["replacement", "spare", "refill", "repair"]);

/** Phrases that introduce the product an item is made to fit. */
export const FITS_PHRASES = [
  "compatible with",
  "designed for",
  "made for",
  "works with",
  "fits",
  "for use with",
  "replacement for",
  "for",
  "like",
  "sized for",
];

export const CONDITION_PHRASES = [
  "renewed",
  "refurbished",
  "reconditioned",
  "remanufactured",
  "rebuilt",
  "restored",
  "like new",
  "pre owned",
  "used",
  "open box",
  "unboxed",
  "tester",
  "sample",
];
/**
 * Words that name a bundle. A combo amp and a combo (sewing and embroidery) machine are one item
 * doing two jobs, not a combo of items.
 */
export const BUNDLE =
  /\b(bundle|combo(?! amp| machine)|gift set|set with|lens kit|starter kit|value set|boxed set|box set|\d+ light kit)\b/;

/**
 * Things a buyer buys on their own for a camera, a recorder or an instrument, as a title names
 * them: a memory card, a spare battery, a tripod or grip, a lens filter or hood, a cleaning kit,
 * film, a windscreen, a tuner, a gig bag, a strap. A kit adding them is a bundle with other items,
 * not the item with the small extras of its own box (decision record 0014).
 */
export const SOLD_ON_THEIR_OWN =
  /\b(?:(?:sd|microsd|micro sd|sdxc|memory|\d+ ?gb) card|(?:extra|spare|2nd|second) batter(?:y|ies)|tripod|(?:shooting|hand) grip|(?:uv|nd|cpl|polari[sz]ing) filters?|cleaning kit|gig bag|tuner|strap|film|windscreen|lens hood)\b/gi;

/**
 * Packs that hold different items, as a buyer reads their names: "<a character> and Friends" is
 * that character with others; a beginner's or starter pack is the item with what a beginner needs
 * (a book with its DVD and tuner); a battle pack is several blasters; a party pack is the game grown
 * for more players. Not a value or gift pack, which holds more of the very item.
 */
export const MIXED_PACK = /\b(?:and friends|(?:beginners?|starter|battle|party) pack)\b/;

/** Units: a number with one is a size or a spec, not a model, when the mention does not name it. */
export const UNIT =
  /^\d+(?:p\d+)?(ah|ftlb|mm|pct|pc|qt|gb|tb|oz|w|hz|mhz|ghz|k|mp|inch|in|ft|qt|lb|lbs|l|ml|fps|p|mah|cm|g|kg|m|h|v|fl|ms|x|gbps)?$/;

/** The colours every list of the matcher knows; identity.ts names the rest (COLOURS). */
export const BASIC_COLOURS = ["black", "white", "silver", "gray", "grey", "blue", "red", "green", "navy", "pink", "gold", "beige"] as const;

/** Words that only say what kind of thing it is: a title may call it otherwise, so they are not required. */
export const GENERIC_WORDS = new Set([
  "headphones",
  "headphone",
  "earbuds",
  "headset",
  "keyboard",
  "mouse",
  "mic",
  "microphone",
  "camera",
  "lens",
  "tripod",
  "jacket",
  "shoes",
  "shoe",
  "sneakers",
  "watch",
  "bag",
  "backpack",
  "tent",
  "bottle",
  "serum",
  "machine",
  // ("Massage Device" beside "Massage Gun": a word naming no kind of its own.)
  "device",
  "maker",
  "controller",
  "console",
  "speaker",
  "speakers",
  "monitor",
  "monitors",
  "charger",
  "webcam",
  "phone",
  "tablet",
  "mat",
  "dumbbells",
  "blender",
  "fryer",
  "skillet",
  "pan",
  "knife",
  "oven",
  "mixer",
  "kettle",
  "grinder",
  "stove",
  "guitar",
  "piano",
  "band",
  "tracker",
  "smartwatch",
  "espresso",
  "coffee",
  "mascara",
  "primer",
  "blush",
  "foundation",
  "concealer",
  "perfume",
  "fragrance",
  "powder",
  "protein",
  "pen",
  "pencil",
  "notebook",
  "lamp",
  "chair",
  "desk",
  "bike",
  "drone",
  "vacuum",
  "router",
  "earphones",
  "tumbler",
  "wireless",
  "wired",
  "bluetooth",
  "usb",
  "eau",
  "parfum",
  "toilette",
  "cologne",
  "spray",
  "classic",
  "men",
  "mens",
  "women",
  "womens",
  "unisex",
  "adult",
  "adults",
  ...BASIC_COLOURS,
  "the",
  "and",
  "with",
  "for",
  "of",
  "by",
  "in",
  "a",
  "an",
  "my",
  "new",
  "original",
  "kit",
  "set",
  "size",
  "one",
]);

/** Generic words that describe rather than say what the thing is. */
export const DESCRIPTOR_WORDS = new Set([
  "wireless",
  "wired",
  "bluetooth",
  "usb",
  "classic",
  "men",
  "mens",
  "women",
  "womens",
  "unisex",
  "adult",
  "adults",
  ...BASIC_COLOURS,
  "new",
  "original",
]);

export const STOP_WORDS = new Set(["the", "and", "with", "for", "of", "by", "in", "a", "an", "my", "t", "to"]);

/**
 * Words of a trade that no everyday word list holds and every maker uses: a display or a
 * connection ("OLED", "NVMe"), what a cosmetic or a supplement holds ("mucin", "niacinamide").
 * They name no maker's line, as a coined name ("Kallax", "Churu") does.
 */
export const TRADE_TERMS = new Set([
  "oled",
  "qled",
  "amoled",
  "lcd",
  "led",
  "hdmi",
  "hdr",
  "nvme",
  "ssd",
  "hdd",
  "gan",
  "hepa",
  "anc",
  "ips",
  "rgb",
  "mucin",
  "niacinamide",
  "hyaluronic",
  "retinol",
  "retinal",
  "ceramide",
  "centella",
  "cica",
  "salicylic",
  "glycolic",
  "azelaic",
  "tranexamic",
  "bakuchiol",
  "squalane",
  "panthenol",
  "allantoin",
  "biotin",
  "keratin",
  "argan",
  "creatine",
  "melatonin",
  "ashwagandha",
  "probiotic",
  "spf",
]);

/**
 * Marketplace product groups plausible for a mention, by the words of its category and
 * subcategory (any category naming one of these words gets its groups; one naming none gets no
 * check): the groups the marketplace files such things under.
 */
export const GROUPS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  technology: [
    "personal computer",
    "electronics",
    "home theater",
    "wireless",
    "camera",
    "office product",
    "video games",
    "digital devices",
    "amazon devices",
    "kindle",
  ],
  electronics: [
    "personal computer",
    "electronics",
    "home theater",
    "wireless",
    "camera",
    "office product",
    "video games",
    "digital devices",
    "amazon devices",
  ],
  beauty: ["beauty", "health and beauty", "luxury beauty", "personal care appliances", "drugstore"],
  "personal care": ["beauty", "health and beauty", "luxury beauty", "personal care appliances", "drugstore"],
  health: ["health and beauty", "drugstore", "personal care appliances", "grocery", "beauty", "sports", "medical supplies"],
  // Household supplies (sponges, dish soap, detergent) are filed with the home they keep.
  household: ["home", "kitchen", "home improvement", "health and beauty", "drugstore", "grocery"],
  gaming: ["video games", "personal computer", "electronics", "home theater", "musical instruments"],
  fitness: ["sports", "wireless", "health and beauty", "personal care appliances", "electronics", "grocery"],
  sports: ["sports", "outdoors", "apparel", "shoes", "wireless", "health and beauty"],
  kitchen: ["kitchen", "home", "home improvement", "appliances", "grocery", "major appliances"],
  home: ["kitchen", "home", "home improvement", "appliances", "furniture", "lighting", "lawn and patio"],
  garden: ["lawn and patio", "home improvement", "home", "tools", "outdoors"],
  tools: ["home improvement", "tools", "automotive parts and accessories", "lawn and patio"],
  office: ["office product", "personal computer", "home", "furniture", "electronics"],
  auto: ["automotive parts and accessories", "automotive", "tools", "home improvement", "electronics", "wireless"],
  automotive: ["automotive parts and accessories", "automotive", "tools", "home improvement", "electronics", "wireless"],
  photography: ["camera", "electronics", "personal computer"],
  camera: ["camera", "electronics", "personal computer"],
  outdoors: ["sports", "luggage", "kitchen", "shoes", "outdoors", "lawn and patio", "apparel"],
  outdoor: ["sports", "luggage", "kitchen", "shoes", "outdoors", "lawn and patio", "apparel"],
  music: ["musical instruments", "home theater", "electronics", "personal computer", "video games", "wireless"],
  audio: ["musical instruments", "home theater", "electronics", "personal computer", "video games", "wireless"],
  fashion: ["apparel", "shoes", "watch", "luggage", "jewelry", "fashion", "beauty"],
  clothing: ["apparel", "fashion", "shoes", "sports"],
  shoes: ["shoes", "apparel", "fashion", "sports"],
  jewelry: ["jewelry", "watch", "fashion", "apparel"],
  watches: ["watch", "jewelry", "fashion", "wireless", "electronics"],
  bags: ["luggage", "apparel", "fashion", "sports", "office product"],
  baby: ["baby product", "baby", "toy", "health and beauty", "drugstore", "kitchen", "apparel"],
  toys: ["toy", "toys", "video games", "baby product", "sports", "office product"],
  books: ["book", "books", "ebooks", "digital ebook purchase", "audible", "kindle"],
  grocery: ["grocery", "gourmet food", "health and beauty", "drugstore", "pet products"],
  pet: ["pet products", "pet supplies", "grocery", "home"],
  pets: ["pet products", "pet supplies", "grocery", "home"],
  instruments: ["musical instruments", "electronics", "home theater"],
  arts: ["arts and crafts", "office product", "home", "toy"],
  crafts: ["arts and crafts", "office product", "home", "toy"],
};

/** Words that say a number or a fraction: never a description. */
export const SPOKEN_NUMBER_PARTS = new Set(["zero", "oh", "point", "quarter", "half", "third", "eighth", "dozen", "pair", "one"]);

/** Things that are bound paper themselves, which marketplaces file with a book's binding. */
export const BOUND_GOODS = new Set(["notebook", "journal", "planner", "diary", "sketchbook", "notepad", "calendar", "logbook", "agenda"]);

/** Computer platforms a maker sells an edition of a product for ("… for Mac"). */
export const COMPUTER_PLATFORMS = new Set(["mac", "macos", "pc", "windows", "chromebook", "linux", "ipad"]);

/**
 * Whom or what a maker sells an edition of a product for, named in a "for" right after its name:
 * a computer platform ("MX Keys Mini for Mac") or a kind of customer ("MX Keys Mini for Business",
 * "Evolve2 65 for Teams", "Office for Education"), each its own item.
 */
export const EDITIONS_FOR = new Set([...COMPUTER_PLATFORMS, "business", "enterprise", "education", "teams"]);

/** Containers a consumable is sold in, after the quantity they hold. */
export const CONTAINERS = new Set([
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
export const PACKAGING = new Set(["box", "tin", "jar", "can", "carton", "tube", "bottle", "sachet", "canister", "bucket", "tub"]);

/** "fourteen sixties": the plural of a number as a transcript says it. */
export const TENS_PLURAL: Record<string, string> = {
  twenties: "20",
  thirties: "30",
  forties: "40",
  fifties: "50",
  sixties: "60",
  seventies: "70",
  eighties: "80",
  nineties: "90",
};
