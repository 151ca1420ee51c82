/**
 * The demo corpus: channels, videos, transcripts, a product lexicon and a marketplace catalogue,
 * all invented for this project and generated DETERMINISTICALLY from the small hand-written
 * lexicons below (seeded PRNG, fixed reference date), so every machine loads the same data set.
 *
 * Dependency-free, erasable TypeScript: the Node scripts import this file with type stripping.
 */

/** Every demo date is relative to this instant, never to "now", so the data set never drifts. */
export const REFERENCE_DATE = "2026-10-15T12:00:00.000Z";
const DAY_MS = 86_400_000;
/** Demo videos spread over the 18 months before the reference date. */
const SPAN_DAYS = 540;

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** FNV-1a: a stable 32-bit seed from a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function rng(seed: string): Rng {
  let a = hashString(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (p) => next() < p,
  };
}

function randomId(r: Rng, alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(r.next() * alphabet.length)];
  return out;
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const ASIN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Lower-case letters and digits only: the key that matches one product across creators. */
export function normaliseKey(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/ /g, "-");
}

// ---------------------------------------------------------------------------------------------
// Hand-written lexicons

interface SubcategorySeed {
  name: string;
  /** What the product is, as it ends its name ("Wireless Headphones"). */
  noun: string;
  features: readonly string[];
  price: readonly [number, number];
  count: number;
}

interface CategorySeed {
  category: string;
  brands: readonly string[];
  subcategories: readonly SubcategorySeed[];
}

const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    category: "Technology",
    brands: ["Voltwise", "Cobaltix", "Northlane", "Quartzly"],
    subcategories: [
      {
        name: "Headphones",
        noun: "Wireless Headphones",
        features: ["active noise cancelling", "a 40-hour battery", "multipoint pairing", "memory-foam ear cushions"],
        price: [59, 349],
        count: 5,
      },
      {
        name: "Keyboards",
        noun: "Mechanical Keyboard",
        features: ["hot-swappable switches", "a gasket mount", "a low-profile case", "per-key backlighting"],
        price: [49, 219],
        count: 5,
      },
      {
        name: "Monitors",
        noun: "4K Monitor",
        features: ["a 144 Hz panel", "USB-C power delivery", "factory colour calibration", "a height-adjustable stand"],
        price: [229, 799],
        count: 3,
      },
      {
        name: "Chargers",
        noun: "GaN Charger",
        features: ["three USB-C ports", "100 W output", "a foldable plug", "a palm-sized body"],
        price: [25, 89],
        count: 3,
      },
      {
        name: "Webcams",
        noun: "HD Webcam",
        features: ["auto framing", "a wide-angle lens", "a privacy shutter", "good low-light exposure"],
        price: [39, 179],
        count: 3,
      },
    ],
  },
  {
    category: "Beauty",
    brands: ["Dewpoint", "Lumiere & Co", "Petalcraft", "Saltwater Skin"],
    subcategories: [
      {
        name: "Skincare",
        noun: "Hydrating Serum",
        features: ["hyaluronic acid", "a fragrance-free formula", "a lightweight texture", "niacinamide"],
        price: [14, 68],
        count: 6,
      },
      {
        name: "Makeup",
        noun: "Tinted Balm",
        features: ["buildable colour", "a satin finish", "SPF 15", "a creamy glide"],
        price: [9, 38],
        count: 5,
      },
      {
        name: "Hair Care",
        noun: "Repair Hair Mask",
        features: ["bond-building care", "argan oil", "a silicone-free formula", "a five-minute treatment"],
        price: [12, 46],
        count: 4,
      },
      {
        name: "Fragrance",
        noun: "Eau de Parfum",
        features: ["notes of fig and cedar", "an all-day dry-down", "a travel atomiser", "a soft musk base"],
        price: [35, 140],
        count: 3,
      },
    ],
  },
  {
    category: "Gaming",
    brands: ["Respawn Gear", "Hexforge", "Pixelbolt", "Crit Labs"],
    subcategories: [
      {
        name: "Controllers",
        noun: "Pro Controller",
        features: ["hall-effect sticks", "remappable back paddles", "trigger stops", "a 30-hour battery"],
        price: [39, 199],
        count: 5,
      },
      {
        name: "Gaming Headsets",
        noun: "Gaming Headset",
        features: ["spatial audio", "a detachable boom mic", "a 2.4 GHz dongle", "breathable ear pads"],
        price: [49, 249],
        count: 5,
      },
      {
        name: "Gaming Mice",
        noun: "Gaming Mouse",
        features: ["a 58-gram shell", "a 26K DPI sensor", "optical switches", "PTFE skates"],
        price: [29, 159],
        count: 4,
      },
      {
        name: "Streaming",
        noun: "Capture Card",
        features: ["4K passthrough", "zero-lag preview", "USB 3.2 output", "plug-and-play setup"],
        price: [89, 299],
        count: 3,
      },
    ],
  },
  {
    category: "Fitness",
    brands: ["Ironleaf", "Stridewell", "Kinetic North", "Oakhaven Athletics"],
    subcategories: [
      {
        name: "Home Gym",
        noun: "Adjustable Dumbbells",
        features: ["a quick-change dial", "5 to 52 pound range", "a compact cradle", "knurled handles"],
        price: [99, 429],
        count: 5,
      },
      {
        name: "Wearables",
        noun: "Fitness Tracker",
        features: ["sleep staging", "a week-long battery", "built-in GPS", "heart-rate variability tracking"],
        price: [49, 299],
        count: 5,
      },
      {
        name: "Supplements",
        noun: "Whey Protein",
        features: ["24 grams of protein a scoop", "third-party testing", "no added sugar", "a smooth vanilla flavour"],
        price: [29, 64],
        count: 3,
      },
      {
        name: "Yoga",
        noun: "Yoga Mat",
        features: ["a grippy natural-rubber top", "6 mm cushioning", "alignment lines", "a carry strap"],
        price: [25, 120],
        count: 4,
      },
    ],
  },
  {
    category: "Home & Kitchen",
    brands: ["Hearthline", "Copperleaf", "Brewmont", "Ridge & Rye"],
    subcategories: [
      {
        name: "Cookware",
        noun: "Cast Iron Skillet",
        features: ["a pre-seasoned surface", "a helper handle", "even heat retention", "pour spouts on both sides"],
        price: [24, 149],
        count: 5,
      },
      {
        name: "Small Appliances",
        noun: "Air Fryer",
        features: ["a 6-quart basket", "a dual-zone drawer", "a quiet fan", "a dishwasher-safe tray"],
        price: [59, 229],
        count: 5,
      },
      {
        name: "Coffee",
        noun: "Burr Grinder",
        features: ["40 grind settings", "stepless adjustment", "low retention", "a timed dose"],
        price: [49, 329],
        count: 4,
      },
      {
        name: "Knives",
        noun: "Chef's Knife",
        features: ["a VG-10 core", "a full tang", "a 15-degree edge", "a balanced walnut handle"],
        price: [35, 189],
        count: 3,
      },
    ],
  },
  {
    category: "Photography",
    brands: ["Aperture Lane", "Silverhalide", "Kitefocus", "Lumenfield"],
    subcategories: [
      {
        name: "Cameras",
        noun: "Mirrorless Camera",
        features: ["in-body stabilisation", "a 26-megapixel sensor", "eye-detect autofocus", "a flip-out screen"],
        price: [649, 2199],
        count: 4,
      },
      {
        name: "Lenses",
        noun: "Prime Lens",
        features: ["an f/1.8 aperture", "silent focusing", "weather sealing", "a compact barrel"],
        price: [199, 899],
        count: 5,
      },
      {
        name: "Tripods",
        noun: "Travel Tripod",
        features: ["carbon-fibre legs", "a quick-release plate", "a 1.3 kg weight", "an arca-swiss head"],
        price: [79, 399],
        count: 3,
      },
      {
        name: "Lighting",
        noun: "LED Panel",
        features: ["bi-colour output", "a 95+ CRI", "app control", "a battery grip"],
        price: [49, 259],
        count: 3,
      },
    ],
  },
  {
    category: "Outdoors",
    brands: ["Basecamp Forge", "Trailwright", "Summit & Pine", "Wildrun"],
    subcategories: [
      {
        name: "Camping",
        noun: "Ultralight Tent",
        features: ["a 1.1 kg packed weight", "two vestibules", "a freestanding frame", "taped seams"],
        price: [149, 549],
        count: 5,
      },
      {
        name: "Backpacks",
        noun: "Hiking Backpack",
        features: ["a ventilated back panel", "a 45-litre body", "hip-belt pockets", "a rain cover"],
        price: [79, 279],
        count: 5,
      },
      {
        name: "Footwear",
        noun: "Trail Runners",
        features: ["a rock plate", "a grippy lugged outsole", "a wide toe box", "a quick-lace system"],
        price: [89, 189],
        count: 3,
      },
      {
        name: "Hydration",
        noun: "Insulated Bottle",
        features: ["24-hour cold retention", "a leakproof lid", "a powder-coated finish", "a wide mouth"],
        price: [19, 49],
        count: 3,
      },
    ],
  },
  {
    category: "Music & Audio",
    brands: ["Mixdown Audio", "Fretwell", "Resonant Labs", "Tapehouse"],
    subcategories: [
      {
        name: "Microphones",
        noun: "Condenser Mic",
        features: ["a cardioid pattern", "a built-in shock mount", "low self-noise", "a USB-C and XLR output"],
        price: [69, 399],
        count: 5,
      },
      {
        name: "Audio Interfaces",
        noun: "Audio Interface",
        features: ["two clean preamps", "loopback for streaming", "24-bit/192 kHz conversion", "direct monitoring"],
        price: [99, 349],
        count: 4,
      },
      {
        name: "Studio Monitors",
        noun: "Studio Monitors",
        features: ["5-inch woofers", "room-correction switches", "a flat frequency response", "front-ported cabinets"],
        price: [179, 599],
        count: 3,
      },
      {
        name: "Instruments",
        noun: "MIDI Keyboard",
        features: ["velocity-sensitive keys", "eight drum pads", "assignable knobs", "bundled software"],
        price: [79, 399],
        count: 4,
      },
    ],
  },
  {
    category: "Fashion",
    brands: ["Stitch & Sole", "Marlowe Thread", "Greyline", "Cobble Street"],
    subcategories: [
      {
        name: "Sneakers",
        noun: "Leather Sneakers",
        features: ["a cushioned insole", "a stitched cupsole", "full-grain leather", "a minimalist profile"],
        price: [79, 239],
        count: 5,
      },
      {
        name: "Watches",
        noun: "Field Watch",
        features: ["a sapphire crystal", "100 m water resistance", "an automatic movement", "a quick-release strap"],
        price: [119, 649],
        count: 4,
      },
      {
        name: "Bags",
        noun: "Canvas Tote",
        features: ["waxed canvas", "a padded laptop sleeve", "leather handles", "an inner zip pocket"],
        price: [39, 189],
        count: 4,
      },
      {
        name: "Outerwear",
        noun: "Chore Jacket",
        features: ["a brushed cotton twill", "four patch pockets", "a boxy fit", "corozo buttons"],
        price: [89, 259],
        count: 3,
      },
    ],
  },
];

/** Coined model words; a product's name is `<model> <noun>`, e.g. "Nimbus Pro Wireless Headphones". */
const MODEL_WORDS = [
  "Aero",
  "Nimbus",
  "Vela",
  "Orbit",
  "Lumen",
  "Kestrel",
  "Tundra",
  "Halo",
  "Quill",
  "Ember",
  "Atlas",
  "Sable",
  "Zephyr",
  "Juniper",
  "Marlow",
  "Pico",
  "Strata",
  "Vireo",
  "Onyx",
  "Cirrus",
  "Fable",
  "Glint",
  "Harbor",
  "Ivy",
  "Jetty",
  "Kilo",
  "Lark",
  "Meridian",
  "Nova",
  "Opal",
  "Prism",
  "Ridge",
  "Solace",
  "Tidal",
  "Umber",
  "Vantage",
  "Willow",
  "Yonder",
  "Zinc",
  "Basalt",
  "Cove",
  "Drift",
  "Echo",
  "Flint",
] as const;
const MODEL_SUFFIXES = ["", " 2", " Pro", " Mini", " X", " Max", " Lite", " S", " Air", " One"] as const;

interface ChannelSeed {
  handle: string;
  name: string;
  category: string;
  subscribers: number;
  pitch: string;
}

const CHANNEL_SEEDS: readonly ChannelSeed[] = [
  {
    handle: "gadgetgarage",
    name: "Gadget Garage",
    category: "Technology",
    subscribers: 1_840_000,
    pitch: "Honest, hands-on reviews of the gadgets you actually carry every day.",
  },
  {
    handle: "deskcraft",
    name: "Desk Craft",
    category: "Technology",
    subscribers: 312_000,
    pitch: "Desk setups, keyboards and the small upgrades that make long workdays better.",
  },
  {
    handle: "glowlabdaily",
    name: "Glow Lab Daily",
    category: "Beauty",
    subscribers: 926_000,
    pitch: "Ingredient-first skincare and makeup, tested on real skin over real weeks.",
  },
  {
    handle: "mirrormornings",
    name: "Mirror Mornings",
    category: "Beauty",
    subscribers: 48_300,
    pitch: "Quick morning routines, drugstore finds and the occasional splurge.",
  },
  {
    handle: "pixelpraxis",
    name: "Pixel Praxis",
    category: "Gaming",
    subscribers: 2_450_000,
    pitch: "Competitive gaming gear, settings guides and long-term hardware tests.",
  },
  {
    handle: "respawnroom",
    name: "Respawn Room",
    category: "Gaming",
    subscribers: 7_900,
    pitch: "A small channel about cosy streaming setups and controllers for every hand.",
  },
  {
    handle: "ironandoats",
    name: "Iron & Oats",
    category: "Fitness",
    subscribers: 655_000,
    pitch: "Strength training at home, simple nutrition and gear that earns its space.",
  },
  {
    handle: "stretchstudio",
    name: "Stretch Studio",
    category: "Fitness",
    subscribers: 131_000,
    pitch: "Mobility, yoga flows and recovery tools for people who sit all day.",
  },
  {
    handle: "saltedskillet",
    name: "The Salted Skillet",
    category: "Home & Kitchen",
    subscribers: 1_120_000,
    pitch: "Weeknight cooking, cookware care and kitchen tools worth the counter space.",
  },
  {
    handle: "brewbench",
    name: "Brew Bench",
    category: "Home & Kitchen",
    subscribers: 23_600,
    pitch: "Home coffee from bean to cup: grinders, brewers and a lot of tasting notes.",
  },
  {
    handle: "goldenhourlab",
    name: "Golden Hour Lab",
    category: "Photography",
    subscribers: 402_000,
    pitch: "Landscape and portrait photography, lens tests and lighting on a budget.",
  },
  {
    handle: "framebyframe",
    name: "Frame by Frame",
    category: "Photography",
    subscribers: 860,
    pitch: "A beginner learning photography in public, one roll of mistakes at a time.",
  },
  {
    handle: "trailmixtv",
    name: "Trail Mix TV",
    category: "Outdoors",
    subscribers: 278_000,
    pitch: "Thru-hikes, gear shakedowns and what actually survived the trail.",
  },
  {
    handle: "basecampbasics",
    name: "Basecamp Basics",
    category: "Outdoors",
    subscribers: 64_100,
    pitch: "Camping for first-timers: simple kits, safe habits and budget gear.",
  },
  {
    handle: "mixdownmanor",
    name: "Mixdown Manor",
    category: "Music & Audio",
    subscribers: 533_000,
    pitch: "Home studio recording, mixing walkthroughs and gear shoot-outs.",
  },
  {
    handle: "bedroombeats",
    name: "Bedroom Beats",
    category: "Music & Audio",
    subscribers: 3_400,
    pitch: "Making beats in a small room with a small budget.",
  },
  {
    handle: "stitchandsole",
    name: "Stitch and Sole Studio",
    category: "Fashion",
    subscribers: 219_000,
    pitch: "Menswear basics, shoe care and clothes that last more than a season.",
  },
  {
    handle: "closetedit",
    name: "The Closet Edit",
    category: "Fashion",
    subscribers: 1_030_000,
    pitch: "Capsule wardrobes, honest hauls and the pieces worth keeping.",
  },
];

/** The demo channels' handles, in load order: the demo loader runs the pipeline for each. */
export const DEMO_CHANNEL_HANDLES: readonly string[] = CHANNEL_SEEDS.map((c) => c.handle);

/** Video title templates, shared with the benchmark's data generator. */
export const VIDEO_TITLE_TEMPLATES = [
  "I tested the {product} for 30 days",
  "{product} review: worth it in {year}?",
  "{subcategory} buying guide: what actually matters",
  "My {category} favourites right now",
  "{product} vs {product2}: honest comparison",
  "Five {subcategory} mistakes I keep seeing",
  "Everything I use for {category}, ranked",
  "Budget vs premium {subcategory}: is it worth paying more?",
  "Long-term update: the {product} after six months",
  "What's new on my shelf this month",
  "Beginner {category} kit under a budget",
  "Q&A and a few {subcategory} recommendations",
] as const;

const MENTION_TEMPLATES = [
  "I've been using the {full} for about {n} weeks, and {feature} is what keeps me reaching for it.",
  "The {full} surprised me, mostly because of {feature}.",
  "If you're shopping for {article} {noun}, the {name} is a strong pick thanks to {feature}.",
  "Honestly the {full} is not perfect, but {feature} makes up for a lot.",
  "A lot of you asked about the {name}; the short answer is that {feature} really works.",
  "Next up is the {full}, which has {feature} and feels well made.",
] as const;

const FILLER_LINES = [
  "Let me know in the comments what you would like me to test next.",
  "I bought most of this with my own money, and I'll say when that's not the case.",
  "Quick note on pricing: it moves around a lot, so check before you buy.",
  "I'll put timestamps in the description if you want to skip ahead.",
  "Before we go further, a quick thank you to everyone who watched the last video.",
  "This part is mostly me rambling, so feel free to skip it.",
  "I tried to keep the testing fair by using everything the same way.",
  "A couple of you pointed out something I got wrong last time, so thanks for that.",
] as const;

// ---------------------------------------------------------------------------------------------
// Generated corpus

export interface CorpusProduct {
  key: string;
  brand: string;
  product_name: string;
  category: string;
  subcategory: string;
  noun: string;
  description: string;
  features: readonly string[];
  /** Lower-case strings the extractor looks for, longest first. */
  aliases: string[];
}

export interface CorpusListing {
  amazon_product_id: string;
  title: string;
  image_url: string;
  currency: string;
  price: number;
  rating: number;
  reviews_count: number;
  product_url: string;
  /** Structured fields, on some items only: the real marketplace gives them for some items too. */
  brand?: string;
  manufacturer?: string;
  model?: string;
  product_group?: string;
  browse_node?: string;
}

export interface CorpusChannel {
  channel_id: string;
  handle: string;
  channel_name: string;
  description: string;
  category: string;
  subscriber_count: number;
  thumbnail_url: string;
  uploads_playlist_id: string;
}

export interface CorpusSegment {
  start_seconds: number;
  text: string;
}

export interface CorpusVideo {
  video_id: string;
  channel_id: string;
  title: string;
  description: string;
  thumbnail_url: string;
  published_at: string;
  /** null: the platform offers no transcript for this video. */
  segments: CorpusSegment[] | null;
}

export interface Corpus {
  referenceDate: string;
  channels: CorpusChannel[];
  /** Per channel_id, newest first. */
  videosByChannel: Map<string, CorpusVideo[]>;
  videosById: Map<string, CorpusVideo>;
  products: CorpusProduct[];
  productsByKey: Map<string, CorpusProduct>;
  /** Per product key; absent or empty when the marketplace has nothing for it. */
  listings: Map<string, CorpusListing[]>;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

function buildProducts(): CorpusProduct[] {
  const r = rng("products");
  const used = new Set<string>();
  const products: CorpusProduct[] = [];
  for (const cat of CATEGORY_SEEDS) {
    for (const sub of cat.subcategories) {
      let made = 0;
      while (made < sub.count) {
        const name = `${r.pick(MODEL_WORDS)}${r.pick(MODEL_SUFFIXES)} ${sub.noun}`;
        if (used.has(name.toLowerCase())) continue;
        used.add(name.toLowerCase());
        made++;
        const brand = r.pick(cat.brands);
        const f1 = r.pick(sub.features);
        let f2 = r.pick(sub.features);
        while (f2 === f1) f2 = r.pick(sub.features);
        products.push({
          key: normaliseKey(`${brand} ${name}`),
          brand,
          product_name: name,
          category: cat.category,
          subcategory: sub.name,
          noun: sub.noun,
          description: `${brand}'s ${sub.noun.toLowerCase()} with ${f1} and ${f2}.`,
          features: [f1, f2],
          aliases: [`${brand} ${name}`.toLowerCase(), name.toLowerCase()],
        });
      }
    }
  }
  return products;
}

/** The marketplace's product group per demo category (Amazon's own groups, coarse on purpose). */
const PRODUCT_GROUPS: Readonly<Record<string, string>> = {
  Technology: "Personal Computer",
  Beauty: "Beauty",
  Gaming: "Video Games",
  Fitness: "Sports",
  "Home & Kitchen": "Kitchen",
  Photography: "Camera",
  Outdoors: "Sports",
  "Music & Audio": "Musical Instruments",
  Fashion: "Apparel",
};

/**
 * The structured fields of one demo item, as the real marketplace gives them: for about a third
 * of items all of them, for another third the brand and browse node only, for the rest none.
 * Decided by the item's id, not the seeded stream, so the rest of the corpus is unchanged.
 */
function structuredFields(id: string, p: CorpusProduct): Partial<CorpusListing> {
  const kind = hashString(`fields:${id}`) % 3;
  if (kind === 2) return {};
  const browse_node = p.subcategory;
  if (kind === 1) return { brand: p.brand, browse_node };
  const model = `${p.product_name.split(" ")[0]!.slice(0, 3).toUpperCase()}-${(hashString(p.key) % 9000) + 1000}`;
  return { brand: p.brand, manufacturer: p.brand, model, product_group: PRODUCT_GROUPS[p.category] ?? "Misc", browse_node };
}

// " with Desk Stand": a stand in the box is for an admin to judge (decision 0014), so the demo keeps a review queue.
const LISTING_VARIANTS = ["", " (Black)", " (Sand)", " with Desk Stand", " (Renewed)", " Bundle"] as const;

function buildListings(products: CorpusProduct[]): Map<string, CorpusListing[]> {
  const listings = new Map<string, CorpusListing[]>();
  const usedIds = new Set<string>();
  for (const p of products) {
    const r = rng(`listing:${p.key}`);
    // About one product in ten has no marketplace match, so the "hidden without listings" path is real.
    if (r.chance(0.1)) continue;
    const sub = CATEGORY_SEEDS.flatMap((c) => c.subcategories).find((s) => s.name === p.subcategory);
    const [lo, hi] = sub?.price ?? [20, 200];
    const base = lo + r.next() * (hi - lo);
    const count = r.int(1, 3);
    const items: CorpusListing[] = [];
    for (let i = 0; i < count; i++) {
      let id = `B0${randomId(r, ASIN_ALPHABET, 8)}`;
      while (usedIds.has(id)) id = `B0${randomId(r, ASIN_ALPHABET, 8)}`;
      usedIds.add(id);
      const variant = i === 0 ? "" : r.pick(LISTING_VARIANTS);
      const price = Math.round(base * (i === 0 ? 1 : 0.85 + r.next() * 0.35)) - 0.01;
      items.push({
        amazon_product_id: id,
        title: `${p.brand} ${p.product_name}${variant}`,
        image_url: `/media/items/${id}.svg`,
        currency: "USD",
        price: Math.max(price, 4.99),
        rating: Math.round((3 + r.next() * 2) * 10) / 10,
        reviews_count: Math.floor(12 + r.next() ** 3 * 48_000),
        product_url: `https://www.amazon.com/dp/${id}`,
        ...structuredFields(id, p),
      });
    }
    listings.set(p.key, items);
  }
  return listings;
}

function articleFor(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function mentionLine(r: Rng, p: CorpusProduct): string {
  return fill(r.pick(MENTION_TEMPLATES), {
    full: `${p.brand} ${p.product_name}`,
    name: p.product_name,
    feature: r.pick(p.features),
    noun: p.noun.toLowerCase(),
    article: articleFor(p.noun),
    n: String(r.int(2, 12)),
  });
}

function buildSegments(
  r: Rng,
  channel: ChannelSeed,
  title: string,
  mentioned: CorpusProduct[],
  sponsored: CorpusProduct | null,
): CorpusSegment[] {
  const lines: string[] = [`Hey everyone, welcome back to ${channel.name}. Today's video: ${title}.`];
  if (sponsored) {
    lines.push(
      `This video is sponsored by ${sponsored.brand}, and the ${sponsored.brand} ${sponsored.product_name} is what they sent over. Thanks to ${sponsored.brand} for supporting the channel.`,
    );
  }
  for (const p of mentioned) {
    if (p === sponsored) continue;
    if (r.chance(0.5)) lines.push(r.pick(FILLER_LINES));
    lines.push(mentionLine(r, p));
  }
  lines.push(r.pick(FILLER_LINES));
  lines.push("That's it for today. If this helped, you know what to do, and I'll see you in the next one.");
  let t = 0;
  return lines.map((text) => {
    const seg = { start_seconds: t, text };
    t += r.int(12, 75);
    return seg;
  });
}

function buildCorpus(): Corpus {
  const products = buildProducts();
  const productsByKey = new Map(products.map((p) => [p.key, p]));
  const listings = buildListings(products);
  const refMs = Date.parse(REFERENCE_DATE);
  const channels: CorpusChannel[] = [];
  const videosByChannel = new Map<string, CorpusVideo[]>();
  const videosById = new Map<string, CorpusVideo>();

  for (const seed of CHANNEL_SEEDS) {
    const r = rng(`channel:${seed.handle}`);
    const channel_id = `UC${randomId(r, ID_ALPHABET, 22)}`;
    channels.push({
      channel_id,
      handle: seed.handle,
      channel_name: seed.name,
      description: seed.pitch,
      category: seed.category,
      subscriber_count: seed.subscribers,
      thumbnail_url: `/media/channels/${channel_id}.svg`,
      uploads_playlist_id: `UU${channel_id.slice(2)}`,
    });

    const own = products.filter((p) => p.category === seed.category);
    const others = products.filter((p) => p.category !== seed.category);
    const videoCount = r.int(8, 13);
    const videos: CorpusVideo[] = [];
    for (let i = 0; i < videoCount; i++) {
      let video_id = randomId(r, ID_ALPHABET, 11);
      while (videosById.has(video_id)) video_id = randomId(r, ID_ALPHABET, 11);
      const mentioned: CorpusProduct[] = [];
      const want = r.int(2, 4);
      while (mentioned.length < want) {
        const p = r.pick(own);
        if (!mentioned.includes(p)) mentioned.push(p);
      }
      // Creators stray outside their niche now and then ("what's on my desk" and the like).
      if (r.chance(0.2)) mentioned.push(r.pick(others));
      const first = mentioned[0] as CorpusProduct;
      const second = mentioned[1] as CorpusProduct;
      const title = fill(r.pick(VIDEO_TITLE_TEMPLATES), {
        product: first.product_name,
        product2: second.product_name,
        subcategory: first.subcategory.toLowerCase(),
        category: seed.category.toLowerCase(),
        year: "2026",
      });
      const sponsored = r.chance(0.25) ? first : null;
      // Spread evenly over the span with jitter, so each channel has old and recent uploads.
      const dayOffset = Math.floor(((i + r.next()) / videoCount) * SPAN_DAYS) + 1;
      const published = new Date(refMs - dayOffset * DAY_MS + r.int(0, 86_399) * 1000);
      published.setUTCMilliseconds(0);
      const hasTranscript = !r.chance(0.05);
      const video: CorpusVideo = {
        video_id,
        channel_id,
        title,
        description: `${title}. Products and timestamps below. ${seed.pitch}`,
        thumbnail_url: `/media/videos/${video_id}.svg`,
        published_at: published.toISOString(),
        segments: hasTranscript ? buildSegments(r, seed, title, mentioned, sponsored) : null,
      };
      videos.push(video);
      videosById.set(video_id, video);
    }
    videos.sort((a, b) => (a.published_at < b.published_at ? 1 : -1));
    videosByChannel.set(channel_id, videos);
  }

  return { referenceDate: REFERENCE_DATE, channels, videosByChannel, videosById, products, productsByKey, listings };
}

let memo: Corpus | undefined;

/** The corpus, built once per process (a few milliseconds). */
export function getCorpus(): Corpus {
  memo ??= buildCorpus();
  return memo;
}
