/**
 * What shoppers type against what the catalogue says (docs/decisions/0021): groups of words and
 * phrases that name the same kind of product, and the spelling and plural forms of one word. Only
 * used once a search found little: each searched word then also matches its group's other members.
 */

/**
 * Each row is one group; a member may be a phrase. A searched word (or two-word phrase) that is a
 * member matches every member of its group. Kept to kinds of products, not brands: brands are
 * words of the catalogue itself and the vocabulary corrects their spelling.
 */
const GROUPS: readonly (readonly string[])[] = [
  ["sneakers", "sneaker", "shoes", "shoe", "trainers", "trainer", "running shoes", "kicks"],
  ["headphones", "headphone", "head phones", "headset", "headsets", "earphones", "earbuds", "earbud", "ear buds", "cans", "airpods"],
  ["noise cancelling", "noise canceling", "anc"],
  ["espresso", "espresso machine", "coffee", "coffee maker", "barista"],
  ["grinder", "burr grinder", "coffee grinder"],
  ["laptop", "laptops", "notebook", "ultrabook", "chromebook", "macbook"],
  ["phone", "phones", "smartphone", "smartphones", "cellphone", "cell phone", "smart phone", "mobile", "iphone"],
  ["tv", "television", "televisions"],
  ["monitor", "monitors", "display", "screen"],
  ["keyboard", "keyboards", "keeb"],
  ["mouse", "mice"],
  ["charger", "chargers", "power bank", "powerbank", "battery pack"],
  ["ssd", "hard drive", "storage drive"],
  ["speaker", "speakers", "smart speaker", "soundbar"],
  ["watch", "watches", "smartwatch", "smart watch", "fitness tracker", "tracker"],
  ["camera", "cameras", "mirrorless", "dslr"],
  ["webcam", "web cam", "webcams"],
  ["lens", "lenses"],
  ["tripod", "tripods"],
  ["vacuum", "vacuums", "hoover", "robot vacuum"],
  ["air fryer", "airfryer", "fryer"],
  ["blender", "blenders", "smoothie maker"],
  ["mixer", "stand mixer", "kitchen mixer"],
  ["skillet", "frying pan", "fry pan", "pan", "cast iron"],
  ["pot", "dutch oven", "casserole"],
  ["knife", "knives"],
  ["kettle", "kettles"],
  ["dumbbells", "dumbbell", "weights", "free weights"],
  ["yoga mat", "exercise mat", "workout mat"],
  ["protein", "whey", "protein powder"],
  ["bike", "bicycle", "cycling"],
  ["moisturizer", "moisturiser", "moisturizing", "moisturising", "moisturizing cream", "face cream", "lotion"],
  ["sunscreen", "sunblock", "spf", "sun cream"],
  ["cleanser", "face wash", "facial cleanser"],
  ["perfume", "fragrance", "parfum", "eau de parfum", "cologne", "scent"],
  ["lipstick", "lip colour", "lip color", "lip balm"],
  ["mascara", "lashes"],
  ["hair dryer", "hairdryer", "blow dryer", "blowdryer"],
  ["shampoo", "hair wash"],
  ["serum", "face serum"],
  ["controller", "controllers", "gamepad", "joystick", "joypad"],
  ["console", "consoles", "game console", "handheld"],
  ["chair", "gaming chair", "office chair"],
  ["backpack", "back pack", "rucksack", "bag", "daypack"],
  ["tent", "tents", "shelter"],
  ["jacket", "coat", "parka"],
  ["hoodie", "sweatshirt", "pullover"],
  ["tshirt", "shirt", "tee", "tees"],
  ["tablet", "tablets", "ipad", "ereader", "reader", "kindle"],
  ["doorbell", "video doorbell"],
  ["drone", "drones", "quadcopter"],
  ["microphone", "mic", "mics", "microphones"],
];

/** Member → its group, for one- and two-word members. */
const GROUP_OF = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const member of group) GROUP_OF.set(member, group);

/** A searched phrase's synonyms (its group's other members), or none. */
export function synonymsOf(phrase: string): string[] {
  return (GROUP_OF.get(phrase) ?? []).filter((m) => m !== phrase);
}

/** The longest member a group has, in words: a search is scanned for phrases up to this long. */
export const LONGEST_MEMBER = Math.max(...GROUPS.flat().map((m) => m.split(" ").length));

/**
 * A word's other regular forms: singular and plural, British and American spellings (colour and
 * color, moisturise and moisturize, cancelling and canceling). Candidates only: the caller keeps
 * those the vocabulary holds.
 */
export function formsOf(word: string): string[] {
  const out = new Set<string>();
  if (word.endsWith("ies") && word.length > 4) out.add(`${word.slice(0, -3)}y`);
  if (word.endsWith("es") && word.length > 3) out.add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) out.add(word.slice(0, -1));
  if (word.endsWith("y") && word.length > 3) out.add(`${word.slice(0, -1)}ies`);
  if (!word.endsWith("s")) {
    out.add(`${word}s`);
    out.add(`${word}es`);
  }
  const swaps: [RegExp, string][] = [
    [/our(s?)$/, "or$1"],
    [/or(s?)$/, "our$1"],
    [/is(e|es|er|ers|ing|ed)$/, "iz$1"],
    [/iz(e|es|er|ers|ing|ed)$/, "is$1"],
    [/ll(ing|ed|er|ers)$/, "l$1"],
    [/([^l])l(ing|ed|er|ers)$/, "$1ll$2"],
    [/re$/, "er"],
    [/grey/, "gray"],
    [/gray/, "grey"],
  ];
  for (const [pattern, replacement] of swaps) if (pattern.test(word)) out.add(word.replace(pattern, replacement));
  out.delete(word);
  return [...out];
}
