/**
 * The kind of an item said another way in English: a buyer who hears "thermos" knows a "vacuum
 * insulated bottle" is one, "tee" is a T-shirt, "pants" are trousers, "cam" is a camera, "SD card"
 * covers SDXC. A word of the mention the title does not use is found where the title says the same
 * kind with another phrase of its group (British and American spellings included).
 */
import { singular, words } from "./words";
import type { Located } from "./title";

/**
 * Phrases that name one kind of item, each group from general knowledge of how products are sold,
 * not from any one listing. Words are as `words()` writes them ("t-shirt" is "t shirt").
 */
const SAME_KIND: readonly (readonly string[])[] = [
  // Clothing, shoes, bags.
  ["t shirt", "tee", "tshirt"],
  ["hoodie", "hoody", "hooded sweatshirt"],
  ["sweater", "jumper"],
  ["pants", "trousers", "slacks"],
  ["sneakers", "trainers", "running shoes", "athletic shoes", "tennis shoes"],
  ["beanie", "watch hat", "watch cap", "knit hat", "knit cap", "toque"],
  ["high top", "hi top", "hi"],
  ["low top", "lo top", "ox"],
  ["purse", "handbag"],
  ["backpack", "rucksack", "daypack", "knapsack", "bookbag"],
  ["fanny pack", "belt bag", "waist pack", "bum bag", "hip pack"],
  ["suitcase", "luggage"],
  ["duffel", "duffle", "holdall"],
  ["large", "l"],
  ["extra large", "xl"],
  ["insoles", "inserts", "orthotics", "footbeds"],
  // Electronics.
  ["camera", "cam"],
  ["microphone", "mic"],
  ["earbuds", "earphones", "in ear headphones"],
  ["phone", "smartphone", "cell phone", "mobile phone"],
  ["tv", "television"],
  ["laptop", "notebook computer"],
  ["power bank", "portable charger", "battery pack", "external battery"],
  ["charger", "charging pad", "charging station", "charging stand", "charging dock", "power adapter"],
  ["cable", "cord"],
  ["sd", "sdxc", "sdhc"],
  ["micro sd", "microsd", "microsdxc", "microsdhc"],
  ["flash drive", "thumb drive", "usb stick", "usb drive", "pen drive"],
  ["hard drive", "hdd"],
  ["ssd", "solid state drive"],
  ["graphics card", "video card", "gpu"],
  ["remote", "remote control"],
  ["controller", "gamepad"],
  ["scanner", "scan tool", "code reader"],
  ["dash cam", "dashcam", "dash camera"],
  ["drone", "quadcopter"],
  ["smartwatch", "smart watch"],
  ["fitness tracker", "activity tracker"],
  // Home and kitchen.
  ["thermos", "insulated bottle", "vacuum bottle", "vacuum flask", "insulated flask"],
  ["skillet", "frying pan", "fry pan"],
  ["dutch oven", "cocotte"],
  ["coffee maker", "coffee machine", "coffeemaker"],
  ["espresso machine", "espresso maker"],
  ["pods", "capsules"],
  ["liners", "trash bags", "garbage bags", "bin bags", "bin liners"],
  ["trash can", "garbage can", "waste bin", "dustbin"],
  ["cutting board", "chopping board"],
  ["plastic wrap", "cling film"],
  ["aluminum foil", "tin foil", "aluminium foil"],
  ["paper towels", "kitchen roll"],
  ["dish soap", "dishwashing liquid", "washing up liquid"],
  ["flashlight", "torch"],
  ["headlamp", "head torch"],
  ["couch", "sofa"],
  ["comforter", "duvet"],
  ["fridge", "refrigerator"],
  ["cooktop", "hob"],
  ["air purifier", "air cleaner"],
  ["rice cooker", "rice maker"],
  ["slow cooker", "crock pot", "crockpot"],
  ["baking sheet", "sheet pan", "cookie sheet", "baking tray"],
  ["stockpot", "stock pot"],
  ["saucepan", "sauce pan"],
  // Beauty and personal care.
  ["flat iron", "hair straightener", "straightening iron", "straightener"],
  ["blow dryer", "hair dryer", "hairdryer", "blowdryer"],
  ["curling iron", "curling wand"],
  ["moisturizer", "moisturiser"],
  ["lip balm", "lip salve"],
  ["nail polish", "nail lacquer", "nail varnish", "nail color", "nail colour"],
  ["sunscreen", "sunblock", "sun cream"],
  ["body wash", "shower gel"],
  // Baby, toys, pets.
  ["diapers", "nappies"],
  ["pacifier", "soother"],
  ["stroller", "pushchair", "pram", "buggy"],
  ["crib", "cot"],
  ["onesie", "bodysuit"],
  ["stuffed animal", "plush", "plushie", "soft toy", "stuffed toy", "plush toy"],
  ["jigsaw", "jigsaw puzzle"],
  ["cat litter", "kitty litter"],
  // Tools, garden, outdoors, sports, auto.
  ["string trimmer", "weed eater", "weed wacker", "weed trimmer", "strimmer", "line trimmer"],
  ["lawn mower", "lawnmower", "mower"],
  ["tape measure", "measuring tape", "tape rule"],
  ["wrench", "spanner"],
  ["multitool", "multi tool"],
  ["hose nozzle", "spray nozzle", "nozzle"],
  ["cooler", "cool box", "ice chest"],
  ["sleeping pad", "sleeping mat"],
  ["trekking poles", "hiking poles", "walking poles"],
  ["bike", "bicycle"],
  ["yoga mat", "exercise mat", "fitness mat"],
  ["jump rope", "skipping rope"],
  ["jump starter", "jump pack", "booster pack"],
  ["windshield", "windscreen"],
  ["grill", "barbecue", "bbq"],
  ["cutlery", "flatware", "silverware"],
  ["mouthwash", "mouth rinse"],
  ["face wash", "facial cleanser", "face cleanser"],
  ["eyeliner", "eye liner"],
  ["multivitamin", "multi vitamin"],
  ["dog leash", "dog lead"],
  ["cat tree", "cat tower"],
  ["litter box", "litter tray"],
  ["fish tank", "aquarium"],
  ["playing cards", "deck of cards"],
  ["wallet", "billfold"],
  ["watch", "wristwatch"],
  // Plurals no ending rule makes.
  ["knife", "knives"],
  ["mouse", "mice"],
  ["shelf", "shelves"],
  ["leaf", "leaves"],
  ["loaf", "loaves"],
  ["scarf", "scarves"],
  ["tooth", "teeth"],
  ["child", "children"],
  // One word, two spellings.
  ["tire", "tyre"],
  ["racket", "racquet"],
  ["color", "colour"],
  ["gray", "grey"],
  ["aluminum", "aluminium"],
  ["center", "centre"],
  ["fiber", "fibre"],
  ["organizer", "organiser"],
];

/** Each group's phrases as words in one form (singular), and the groups each word appears in. */
const GROUPS: readonly (readonly (readonly string[])[])[] = SAME_KIND.map((g) => g.map((p) => words(p).map(singular)));
const GROUPS_OF_WORD = new Map<string, number[]>();
GROUPS.forEach((g, k) => {
  for (const w of new Set(g.flat())) GROUPS_OF_WORD.set(w, [...(GROUPS_OF_WORD.get(w) ?? []), k]);
});

/** Where a phrase (singular words) stands in a text of singular words, or -1. */
function phraseAt(text: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= text.length; i++) if (phrase.every((w, k) => text[i + k] === w)) return i;
  return -1;
}

/**
 * The mention's words whose kind the title says with another phrase of its group, each with where
 * that phrase stands in the title: "thermos" at "insulated bottle", "tees" at "t shirt". A phrase
 * the title itself uses is not said otherwise.
 */
export function kindSaidOtherwise(mentionWords: readonly string[], title: readonly string[]): Map<string, Located> {
  const found = new Map<string, Located>();
  const said = mentionWords.map(singular);
  const groups = new Set(said.flatMap((w) => GROUPS_OF_WORD.get(w) ?? []));
  if (!groups.size) return found;
  const titleSingular = title.map(singular);
  for (const k of groups) {
    const group = GROUPS[k]!;
    // (The longest phrases the mention says: "hose nozzle", not the "nozzle" inside it.)
    const saidPhrases = group.filter((p) => phraseAt(said, p) >= 0);
    const inMention = saidPhrases.filter((p) => !saidPhrases.some((q) => q.length > p.length && phraseAt(q, p) >= 0));
    if (!inMention.length || inMention.some((p) => phraseAt(titleSingular, p) >= 0)) continue;
    for (const other of group) {
      const at = phraseAt(titleSingular, other);
      if (at < 0) continue;
      for (const p of inMention) for (const w of p) if (!found.has(w)) found.set(w, { start: at, end: at + other.length - 1 });
      break;
    }
  }
  return found;
}

/**
 * Whether a phrase ends with another name of a kind the mention's kind words say ("… Portable
 * Charger" where the mention's kind is "Power Banks"): its last noun names the product's kind, not
 * an accessory of it.
 */
export function endsWithKindOf(kindWords: readonly string[], phrase: readonly string[]): boolean {
  const said = kindWords.map(singular);
  const tail = phrase.map(singular);
  for (const k of new Set(said.flatMap((w) => GROUPS_OF_WORD.get(w) ?? []))) {
    const group = GROUPS[k]!;
    if (!group.some((p) => phraseAt(said, p) >= 0)) continue;
    if (group.some((p) => p.length <= tail.length && phraseAt(tail.slice(tail.length - p.length), p) === 0)) return true;
  }
  return false;
}
