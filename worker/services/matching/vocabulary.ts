/**
 * The listing matcher's vocabulary (./index.ts): the words and patterns that say what a
 * marketplace title is. Kept apart so the rules read as rules.
 */

/** Words that name a variant: a candidate with one the mention lacks (or lacking one it has) is another product. */
export const VARIANT_WORDS = new Set([
  "pro", "max", "mini", "ultra", "plus", "lite", "air", "se", "xl", "neo", "slim", "fe", "mid", "gtx", "core", "edge", "go", "x", "s", "c",
  "bt", "waterproof",
]);

/** Roman numerals as model names use them ("Mark II", "a7 IV", "Z6 III"). */
export const ROMAN = new Set(["ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]);

/** Head nouns of things sold for a product rather than the product. */
export const ACCESSORY_HEADS = new Set([
  "case", "cases", "cover", "covers", "sleeve", "skin", "skins", "protector", "protectors", "pads", "earpads", "cushion", "cushions",
  "strap", "straps", "band", "bands", "charger", "chargers", "cable", "cables", "cord", "adapter", "mount", "mounts", "holder",
  "stand", "stands", "keycap", "keycaps", "refill", "refills", "cartridge", "cartridges", "filter", "filters", "tips", "decal",
  "sticker", "stickers", "parts", "part", "bag", "pouch", "cap", "caps", "glass", "grips", "grip", "dock", "station", "liners",
  "lid", "lids", "plate", "basket", "battery", "batteries", "hood", "shield", "shields", "insert", "inserts", "organizer", "feet",
  "skates", "glides", "tape", "receiver", "dongle", "transmitter", "attachment", "attachments", "nozzle", "sheath", "block",
  "stone", "stones", "rod", "bracket", "softbox", "doors", "footprint", "stakes", "pole", "poles", "bladder", "reservoir", "belt",
  "laces", "shoelaces", "insoles", "cleats", "socks", "lotion", "pedal", "throne", "heads", "hanger", "hangers", "seat", "guard",
  "arm", "headband", "jug", "pitcher", "bar", "bars", "packets", "kettlepot", "sack", "kit", "wash",
  "faceplate", "pickguard", "windscreen", "tamper", "portafilter", "descaler", "solution", "scrubber",
  "towel", "cleaner", "shaker", "brushes", "sponge", "atomizer", "stylus",
]);

/**
 * Things sold on their own that a listing may pack with the product ("… with Carry Case"): the
 * product's own box, or a bundle sold as the product. Parts of the product itself (a lid, a strap,
 * a pedal) are not among them.
 */
export const PACKED_EXTRAS = new Set([
  "case", "cases", "bag", "pouch", "sleeve", "stand", "dock", "charger", "cable", "cables", "mount", "tripod", "card", "game",
  "games", "warranty", "protection", "kit", "accessories", "headphones", "microphone", "controller", "bottle", "bottles",
]);

/** Words that make a candidate a part or a spare wherever they stand after the product's name. */
export const PART_WORDS = new Set(["replacement", "spare", "refill", "repair"]);

/** Phrases that introduce the product an item is made to fit. */
export const FITS_PHRASES = ["compatible with", "designed for", "made for", "works with", "fits", "for use with", "replacement for", "for", "like", "sized for"];

export const CONDITION_PHRASES = ["renewed", "refurbished", "pre owned", "used", "open box", "unboxed", "tester", "sample", "travel size"];
export const MULTIPACK = /\b([2-9]|\d\d+)\s?(pack|pk|count|ct|pairs?)\b|\bpack of \d+|\bset of \d+|\b(two|three|four|twin) (pack|room set)\b|\b\d+ x \d+( \d+)? (oz|ml|fl|g|lb|ct|count)\b/;
export const BUNDLE = /\b(bundle|combo|gift set|set with|lens kit|starter kit|value set|\d+ light kit)\b/;

/** Units: a number with one is a size or a spec, not a model, when the mention does not name it. */
export const UNIT = /^\d+(mm|gb|tb|oz|w|hz|k|mp|inch|in|ft|qt|lb|lbs|l|ml|fps|p|mah|cm|g|kg|m|h|v|fl|ms|x|gbps)?$/;

/** Words that only say what kind of thing it is: a title may call it otherwise, so they are not required. */
export const GENERIC_WORDS = new Set([
  "headphones", "headphone", "earbuds", "headset", "keyboard", "mouse", "mic", "microphone", "camera", "lens", "tripod", "jacket",
  "shoes", "shoe", "sneakers", "watch", "bag", "backpack", "tent", "bottle", "serum", "machine", "maker", "controller", "console",
  "speaker", "speakers", "monitor", "monitors", "charger", "webcam", "phone", "tablet", "mat", "dumbbells", "blender", "fryer",
  "skillet", "pan", "knife", "oven", "mixer", "kettle", "grinder", "stove", "guitar", "piano", "band", "tracker", "smartwatch",
  "espresso", "coffee", "mascara", "primer", "blush", "foundation", "concealer", "perfume", "fragrance", "powder", "protein",
  "pen", "pencil", "notebook", "lamp", "chair", "desk", "bike", "drone", "vacuum", "router", "earphones", "tumbler",
  "wireless", "wired", "bluetooth", "usb", "eau", "parfum", "toilette", "cologne", "spray", "classic", "men", "mens", "women",
  "womens", "unisex", "black", "white", "silver", "gray", "grey", "blue", "red", "green", "navy", "pink", "gold", "beige",
  "the", "and", "with", "for", "of", "by", "in", "a", "an", "my", "new", "original",
]);

/** Generic words that describe rather than say what the thing is. */
export const DESCRIPTOR_WORDS = new Set([
  "wireless", "wired", "bluetooth", "usb", "classic", "men", "mens", "women", "womens", "unisex", "black", "white", "silver", "gray",
  "grey", "blue", "red", "green", "navy", "pink", "gold", "beige", "new", "original",
]);

export const STOP_WORDS = new Set(["the", "and", "with", "for", "of", "by", "in", "a", "an", "my", "t"]);

/** Demo and common categories and the marketplace product groups their products are filed under. */
export const GROUPS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  technology: ["personal computer", "electronics", "home theater", "wireless", "camera", "office product", "video games", "digital devices", "amazon devices", "kindle"],
  electronics: ["personal computer", "electronics", "home theater", "wireless", "camera", "office product", "video games", "digital devices", "amazon devices"],
  beauty: ["beauty", "health and beauty", "luxury beauty", "personal care appliances", "drugstore"],
  gaming: ["video games", "personal computer", "electronics", "home theater", "musical instruments"],
  fitness: ["sports", "wireless", "health and beauty", "personal care appliances", "electronics", "grocery"],
  "home kitchen": ["kitchen", "home", "home improvement", "appliances", "grocery"],
  photography: ["camera", "electronics", "personal computer"],
  outdoors: ["sports", "luggage", "kitchen", "shoes", "outdoors", "lawn and patio"],
  "music audio": ["musical instruments", "home theater", "electronics", "personal computer", "video games", "wireless"],
  fashion: ["apparel", "shoes", "watch", "luggage", "jewelry", "fashion"],
};
