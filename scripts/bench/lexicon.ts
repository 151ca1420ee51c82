/**
 * Word lists the synthetic data set is built from. Categories are listed from the most to the
 * least common (the generator gives them Zipf weights in this order); a category without
 * subcategories exercises the products page's "no subcategory dropdown" case.
 */

export interface SubcategoryWords {
  name: string;
  /** What a product is, as it ends its name ("Wireless Headphones"). */
  nouns: readonly string[];
  price: readonly [number, number];
}

export interface CategoryWords {
  name: string;
  subcategories: readonly SubcategoryWords[];
  /** Used when the category has no subcategories. */
  nouns?: readonly string[];
  price?: readonly [number, number];
}

export const CATEGORIES: readonly CategoryWords[] = [
  {
    name: "Technology",
    subcategories: [
      { name: "Headphones", nouns: ["Wireless Headphones", "Earbuds", "Noise Cancelling Headphones"], price: [29, 449] },
      { name: "Laptops", nouns: ["Laptop", "Ultrabook", "Chromebook"], price: [299, 2499] },
      { name: "Phones", nouns: ["Smartphone", "Phone Case", "Screen Protector"], price: [9, 1299] },
      { name: "Keyboards", nouns: ["Mechanical Keyboard", "Wireless Keyboard"], price: [39, 259] },
      { name: "Monitors", nouns: ["4K Monitor", "Ultrawide Monitor", "Portable Monitor"], price: [149, 1199] },
      { name: "Chargers", nouns: ["GaN Charger", "Power Bank", "Charging Stand"], price: [15, 129] },
      { name: "Smart Home", nouns: ["Smart Speaker", "Smart Plug", "Video Doorbell"], price: [19, 249] },
      { name: "Storage", nouns: ["Portable SSD", "Memory Card", "NAS"], price: [12, 699] },
      { name: "Tablets", nouns: ["Tablet", "E-Reader", "Stylus"], price: [29, 1099] },
      { name: "Webcams", nouns: ["Webcam", "Ring Light"], price: [25, 199] },
    ],
  },
  {
    name: "Beauty",
    subcategories: [
      { name: "Skincare", nouns: ["Hydrating Serum", "Moisturizer", "Cleanser", "Sunscreen"], price: [8, 95] },
      { name: "Makeup", nouns: ["Foundation", "Lipstick", "Mascara", "Tinted Balm"], price: [6, 58] },
      { name: "Hair Care", nouns: ["Hair Mask", "Shampoo", "Hair Oil"], price: [7, 64] },
      { name: "Fragrance", nouns: ["Eau de Parfum", "Body Mist"], price: [19, 210] },
      { name: "Beauty Tools", nouns: ["Hair Dryer", "Curling Iron", "Facial Roller"], price: [12, 399] },
      { name: "Nails", nouns: ["Nail Polish", "Gel Lamp"], price: [5, 79] },
    ],
  },
  {
    name: "Gaming",
    subcategories: [
      { name: "Controllers", nouns: ["Pro Controller", "Arcade Stick"], price: [29, 219] },
      { name: "Gaming Headsets", nouns: ["Gaming Headset"], price: [35, 299] },
      { name: "Gaming Mice", nouns: ["Gaming Mouse", "Mouse Pad"], price: [15, 169] },
      { name: "Consoles", nouns: ["Handheld Console", "Game Console"], price: [199, 699] },
      { name: "Streaming", nouns: ["Capture Card", "Stream Deck", "Green Screen"], price: [49, 349] },
      { name: "Gaming Chairs", nouns: ["Gaming Chair"], price: [149, 599] },
    ],
  },
  {
    name: "Home & Kitchen",
    subcategories: [
      { name: "Cookware", nouns: ["Cast Iron Skillet", "Dutch Oven", "Nonstick Pan"], price: [19, 349] },
      { name: "Small Appliances", nouns: ["Air Fryer", "Blender", "Stand Mixer", "Rice Cooker"], price: [39, 599] },
      { name: "Coffee", nouns: ["Burr Grinder", "Espresso Machine", "Pour Over Kettle"], price: [29, 1299] },
      { name: "Knives", nouns: ["Chef's Knife", "Knife Set", "Whetstone"], price: [19, 299] },
      { name: "Cleaning", nouns: ["Robot Vacuum", "Cordless Vacuum", "Steam Mop"], price: [49, 899] },
      { name: "Storage & Organisation", nouns: ["Storage Bins", "Spice Rack"], price: [12, 89] },
    ],
  },
  {
    name: "Fitness",
    subcategories: [
      { name: "Home Gym", nouns: ["Adjustable Dumbbells", "Kettlebell", "Pull-Up Bar"], price: [25, 499] },
      { name: "Wearables", nouns: ["Fitness Tracker", "Smartwatch", "Heart Rate Strap"], price: [39, 549] },
      { name: "Supplements", nouns: ["Whey Protein", "Creatine", "Electrolyte Mix"], price: [15, 69] },
      { name: "Yoga", nouns: ["Yoga Mat", "Foam Roller", "Yoga Blocks"], price: [12, 129] },
      { name: "Running", nouns: ["Running Shoes", "Running Belt"], price: [19, 249] },
      { name: "Cycling", nouns: ["Bike Computer", "Bike Light", "Smart Trainer"], price: [19, 999] },
    ],
  },
  {
    name: "Fashion",
    subcategories: [
      { name: "Sneakers", nouns: ["Leather Sneakers", "Canvas Sneakers"], price: [49, 249] },
      { name: "Watches", nouns: ["Field Watch", "Dive Watch", "Dress Watch"], price: [79, 1499] },
      { name: "Bags", nouns: ["Canvas Tote", "Backpack", "Crossbody Bag"], price: [29, 349] },
      { name: "Outerwear", nouns: ["Chore Jacket", "Rain Jacket", "Puffer Jacket"], price: [59, 399] },
      { name: "Sunglasses", nouns: ["Sunglasses"], price: [19, 299] },
      { name: "Jewelry", nouns: ["Necklace", "Ring", "Earrings"], price: [15, 499] },
    ],
  },
  {
    name: "Photography",
    subcategories: [
      { name: "Cameras", nouns: ["Mirrorless Camera", "Action Camera", "Compact Camera"], price: [249, 3499] },
      { name: "Lenses", nouns: ["Prime Lens", "Zoom Lens"], price: [149, 2199] },
      { name: "Tripods", nouns: ["Travel Tripod", "Gimbal"], price: [39, 449] },
      { name: "Lighting", nouns: ["LED Panel", "Softbox"], price: [29, 399] },
      { name: "Drones", nouns: ["Camera Drone"], price: [299, 2199] },
    ],
  },
  {
    name: "Outdoors",
    subcategories: [
      { name: "Camping", nouns: ["Ultralight Tent", "Sleeping Bag", "Camp Stove"], price: [29, 599] },
      { name: "Backpacks", nouns: ["Hiking Backpack", "Daypack"], price: [49, 329] },
      { name: "Footwear", nouns: ["Trail Runners", "Hiking Boots"], price: [79, 259] },
      { name: "Hydration", nouns: ["Insulated Bottle", "Water Filter"], price: [15, 89] },
    ],
  },
  {
    name: "Music & Audio",
    subcategories: [
      { name: "Microphones", nouns: ["Condenser Mic", "Dynamic Mic", "Lavalier Mic"], price: [19, 499] },
      { name: "Audio Interfaces", nouns: ["Audio Interface"], price: [79, 499] },
      { name: "Studio Monitors", nouns: ["Studio Monitors", "Studio Headphones"], price: [99, 799] },
      { name: "Instruments", nouns: ["MIDI Keyboard", "Electric Guitar", "Synthesizer"], price: [69, 1499] },
    ],
  },
  {
    name: "Books",
    subcategories: [],
    nouns: ["Cookbook", "Field Guide", "Novel", "Workbook", "Photo Book"],
    price: [9, 59],
  },
  {
    name: "Automotive",
    subcategories: [
      { name: "Dash Cams", nouns: ["Dash Cam"], price: [39, 299] },
      { name: "Car Care", nouns: ["Ceramic Coating", "Car Shampoo", "Microfiber Towels"], price: [9, 89] },
      { name: "Car Electronics", nouns: ["Car Charger", "Phone Mount", "Tire Inflator"], price: [12, 129] },
    ],
  },
  {
    name: "Office",
    subcategories: [
      { name: "Desks", nouns: ["Standing Desk", "Desk Mat"], price: [19, 899] },
      { name: "Office Chairs", nouns: ["Ergonomic Chair"], price: [149, 1299] },
      { name: "Stationery", nouns: ["Fountain Pen", "Notebook", "Planner"], price: [6, 149] },
      { name: "Lamps", nouns: ["Desk Lamp", "Monitor Light Bar"], price: [25, 199] },
    ],
  },
  {
    name: "Pets",
    subcategories: [
      { name: "Pet Food", nouns: ["Dog Food", "Cat Food"], price: [12, 89] },
      { name: "Pet Toys", nouns: ["Chew Toy", "Cat Tree"], price: [6, 199] },
      { name: "Pet Care", nouns: ["Pet Camera", "Grooming Kit"], price: [15, 249] },
    ],
  },
  {
    name: "Travel",
    subcategories: [
      { name: "Luggage", nouns: ["Carry-On Suitcase", "Duffel Bag"], price: [59, 599] },
      { name: "Travel Accessories", nouns: ["Packing Cubes", "Travel Pillow", "Travel Adapter"], price: [9, 69] },
    ],
  },
  {
    name: "Toys & Kids",
    subcategories: [
      { name: "Toys", nouns: ["Building Set", "Board Game", "Puzzle"], price: [9, 199] },
      { name: "Baby Gear", nouns: ["Baby Monitor", "Stroller"], price: [39, 899] },
    ],
  },
  {
    name: "Garden",
    subcategories: [
      { name: "Garden Tools", nouns: ["Pruning Shears", "Garden Hose", "Leaf Blower"], price: [12, 249] },
      { name: "Plants", nouns: ["Grow Light", "Planter"], price: [15, 149] },
    ],
  },
];

/** Syllables coined brand and model names are made of ("Volt" + "wise"). */
export const BRAND_HEADS = [
  "Volt", "Cobal", "North", "Quartz", "Dew", "Lumi", "Petal", "Salt", "Hex", "Pixel", "Crit", "Iron", "Stride", "Kine",
  "Oak", "Hearth", "Copper", "Brew", "Ridge", "Aper", "Silver", "Kite", "Lumen", "Base", "Trail", "Summit", "Wild",
  "Mix", "Fret", "Reso", "Tape", "Stitch", "Marl", "Grey", "Cobble", "Nova", "Arc", "Bright", "Clear", "Echo",
] as const;
export const BRAND_TAILS = [
  "wise", "tix", "lane", "ly", "point", "craft", "line", "forge", "bolt", "labs", "leaf", "well", "haven", "field",
  "works", "mont", "wright", "run", "down", "house", "gear", "form", "nest", "peak", "shift", "wave", "core", "kind",
  "ware", "mark",
] as const;

export const MODEL_HEADS = [
  "Ae", "Nim", "Ve", "Or", "Lu", "Kes", "Tun", "Ha", "Qui", "Em", "At", "Sa", "Ze", "Ju", "Ma", "Pi", "Stra", "Vi",
  "O", "Ci", "Fa", "Gli", "Har", "I", "Je", "Ki", "La", "Me", "No", "Pri", "Ri", "So", "Ti", "Um", "Van", "Wi",
] as const;
export const MODEL_TAILS = [
  "ro", "bus", "la", "bit", "men", "trel", "dra", "lo", "ll", "ber", "las", "ble", "phyr", "niper", "rlow", "co",
  "ta", "reo", "nyx", "rrus", "ble", "nt", "bor", "vy", "tto", "lo", "rk", "ridian", "va", "pal", "sm", "dge",
] as const;
export const MODEL_SUFFIXES = ["", " 2", " 3", " Pro", " Mini", " X", " Max", " Lite", " S", " Air", " One", " Plus", " Ultra", " SE", " Go"] as const;

export const FEATURES = [
  "a long battery life", "a compact design", "a premium finish", "fast setup", "great build quality", "a sensible price",
  "a comfortable fit", "a quiet motor", "a wide range of settings", "a lightweight body", "a durable case", "easy cleaning",
  "a clear display", "solid app support", "a generous warranty", "recycled materials", "a travel-friendly size",
  "a low-profile look", "reliable performance", "a thoughtful layout",
] as const;

export const CHANNEL_ADJECTIVES = [
  "Golden", "Honest", "Daily", "Tiny", "Urban", "Quiet", "Bold", "Lazy", "Clever", "Budget", "Modern", "Rustic",
  "Bright", "Cosy", "Wild", "Little", "Happy", "Simple", "Curious", "Epic", "Mighty", "Nerdy", "Slow", "Smart",
  "Sunny", "Midnight", "Weekend", "Pocket", "Salty", "Fresh", "Cozy", "Retro", "Neon", "Crafty", "Savvy", "Lucky",
  "Brave", "Calm", "Dapper", "Eager", "Fancy", "Gentle", "Handy", "Jolly", "Keen", "Lively", "Nimble", "Plucky",
  "Quick", "Rapid", "Snappy", "Tidy", "Upbeat", "Vivid", "Witty", "Zesty", "Cheerful", "Dreamy", "Frugal", "Nomad",
] as const;
export const CHANNEL_NOUNS = [
  "Garage", "Kitchen", "Lab", "Studio", "Desk", "Corner", "Workshop", "Trail", "Closet", "Bench", "Den", "Loft",
  "Attic", "Cabin", "Pantry", "Shelf", "Market", "Atlas", "Compass", "Lens", "Pixel", "Signal", "Circuit", "Canvas",
  "Harbor", "Orbit", "Summit", "Meadow", "Forge", "Engine", "Skillet", "Gadget", "Gear", "Nook", "Outpost", "Parlor",
  "Quarry", "Rover", "Satchel", "Toolbox", "Voyage", "Wardrobe", "Yard", "Basecamp", "Beacon", "Cellar", "Depot",
  "Field", "Galaxy", "Hangar", "Island", "Junction", "Kiosk", "Lounge", "Mill", "Nest", "Oasis", "Playground",
] as const;
export const CHANNEL_FORMATS = ["", " TV", " Reviews", " Daily", " Picks", " Talks", " Guide", " Labs", " Club", " Show", " HQ", " Weekly"] as const;

export { VIDEO_TITLE_TEMPLATES as VIDEO_TITLES } from "../../worker/providers/offline/corpus.ts";

export const CLAIMS = [
  "I've been using the {full} for about {n} weeks, and {feature} is what keeps me reaching for it.",
  "The {full} surprised me, mostly because of {feature}.",
  "If you're shopping for one of these, the {name} is a strong pick thanks to {feature}.",
  "Honestly the {full} is not perfect, but {feature} makes up for a lot.",
  "A lot of you asked about the {name}; the short answer is that {feature} really works.",
  "Next up is the {full}, which has {feature} and feels well made.",
] as const;

export const LISTING_VARIANTS = ["", " (Black)", " (White)", " with Case", " (Renewed)", " Bundle", " (2-Pack)"] as const;

export const TASK_NAMES = ["run_pipeline", "search_youtube", "get_transcripts", "process_transcripts", "search_amazon_products"] as const;

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}
