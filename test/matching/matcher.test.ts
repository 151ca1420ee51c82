import { describe, expect, it } from "vitest";
import { matchCandidate, matchCandidates } from "../../worker/services/matching";
import { katakanaVocabulary, languageEdition, readKatakana } from "../../worker/services/matching/languages";
import { words } from "../../worker/services/matching/words";

const sony = { product_name: "WH-1000XM5", brand: "Sony", category: "Electronics", subcategory: "Headphones" };
const verdict = (mention: Parameters<typeof matchCandidate>[0], title: string, extra: Partial<Parameters<typeof matchCandidate>[1]> = {}) =>
  matchCandidate(mention, { asin: "B000000001", title, ...extra }).verdict;

describe("the listing matcher", () => {
  it("verifies the product itself, from structured fields or from the title alone", () => {
    const r = matchCandidate(sony, {
      asin: "B09XS7JWHH",
      title: "Sony WH-1000XM5 Wireless Industry Leading Noise Canceling Headphones",
      brand: "Sony",
      model: "WH1000XM5/B",
    });
    expect(r.verdict).toBe("verified");
    expect(r.score).toBe(1);
    expect(r.reasons).toEqual(["same brand (brand)", "same model (wh1000xm5)"]);
    expect(verdict(sony, "Sony WH1000XM5 Noise Canceling Headphones, Black")).toBe("verified");
  });

  it("rejects the older model, another variant and another generation", () => {
    expect(verdict(sony, "Sony WH-1000XM4 Wireless Noise Canceling Overhead Headphones", { brand: "Sony" })).toBe("rejected");
    const iphone = { product_name: "iPhone 15 Pro", brand: "Apple" };
    expect(verdict(iphone, "Apple iPhone 15 Pro, 128GB, Natural Titanium", { brand: "Apple" })).toBe("verified");
    expect(verdict(iphone, "Apple iPhone 15 Pro Max, 256GB", { brand: "Apple" })).toBe("rejected");
    expect(verdict(iphone, "Apple iPhone 15, 128GB, Black", { brand: "Apple" })).toBe("rejected");
    const mini = { product_name: "Mac Mini M2", brand: "Apple" };
    expect(verdict(mini, "Apple Mac Studio M2 Max", { brand: "Apple" })).toBe("rejected");
    const pods = { product_name: "AirPods Pro 2nd Generation", brand: "Apple" };
    expect(verdict(pods, "Apple AirPods Pro (2nd Generation) Wireless Ear Buds", { brand: "Apple" })).toBe("verified");
    expect(verdict(pods, "Apple AirPods Pro (1st Generation)", { brand: "Apple" })).toBe("rejected");
  });

  it("rejects accessories, parts and items made to fit the product", () => {
    expect(verdict(sony, "Hard Shell Carrying Case for Sony WH-1000XM5 Headphones", { brand: "Sunmns" })).toBe("rejected");
    expect(verdict(sony, "Replacement Ear Pads for Sony WH-1000XM5, Protein Leather", { brand: "Geekria" })).toBe("rejected");
    expect(verdict(sony, "Sony WH-1000XM5 Ear Pads Replacement Cushions", { brand: "Sony" })).toBe("rejected");
    const keyboard = { product_name: "K2 Mechanical Keyboard", brand: "Keychron" };
    expect(verdict(keyboard, "Keychron K2 Wireless Mechanical Keyboard, Gateron Brown")).toBe("verified");
    expect(verdict(keyboard, "PBT Keycaps Set Compatible with Keychron K2 Keyboard")).toBe("rejected");
  });

  it("rejects renewed items and another brand's product of the same kind; a pack of the very item is it, with its size", () => {
    expect(verdict(sony, "Sony WH-1000XM5 Wireless Headphones (Renewed)", { brand: "Sony" })).toBe("rejected");
    const pen = { product_name: "Jetstream 101 Pen", brand: "Uni-ball" };
    expect(verdict(pen, "uni-ball Jetstream 101 Rollerball Pen, Black")).toBe("verified");
    const twelve = matchCandidate(pen, { asin: "B000000003", title: "uni-ball Jetstream 101 Pen, 12 Pack" });
    expect([twelve.verdict, twelve.pack_size]).toEqual(["verified", 12]);
    expect(matchCandidate(pen, { asin: "B000000004", title: "uni-ball Jetstream 101 Pen, Black", unit_count: 3 }).pack_size).toBe(3);
    expect(matchCandidate(pen, { asin: "B000000005", title: "uni-ball Jetstream 101 Pen, Black" }).pack_size).toBeUndefined();
    expect(verdict(sony, "Bose QuietComfort 45 Headphones", { brand: "Bose" })).toBe("rejected");
  });

  it("sends a title that names the brand only in passing to review, unless a model number of its own names the product", () => {
    const qc = { product_name: "QuietComfort Ultra", brand: "Bose", subcategory: "Headphones" };
    const r = matchCandidate(qc, {
      asin: "B000000002",
      title: "Wireless Noise Cancelling Headphones QuietComfort Ultra, Bose Sound Quality",
    });
    expect(r.verdict).toBe("review");
    expect(r.reasons).toContain("brand named in the title, not first");
    // A byline ("… by Bose", "(Bose)" closing the title) names the maker as a title starting with it
    // does (seventh pass K; this title was kept in review before).
    expect(verdict(qc, "Wireless Noise Cancelling Headphones QuietComfort Ultra by Bose")).toBe("verified");
    expect(verdict(qc, "Wireless Noise Cancelling Headphones QuietComfort Ultra (Bose)")).toBe("verified");
    expect(verdict(qc, "Ear Pads for QuietComfort Ultra by Bose")).toBe("rejected");
    expect(verdict(sony, "Wireless Headphones WH-1000XM5 by Sony")).toBe("verified");
  });

  it("weighs the marketplace's browse node and product group, with reasons", () => {
    const title = "Sony WH-1000XM5 Wireless Noise Canceling Headphones";
    // A browse node naming the mention's kind settles a doubt about where the title names the brand.
    const late = matchCandidate(sony, {
      asin: "B000000003",
      title: "Wireless Headphones WH-1000XM5 by Sony",
      browse_node: "Over-Ear Headphones",
    });
    expect(late.verdict).toBe("verified");
    expect(late.reasons).toContain("filed under Over-Ear Headphones, the product's kind");
    // …but never a doubt about the item itself.
    const renewed = matchCandidate(sony, {
      asin: "B000000004",
      title: `${title} (Renewed)`,
      brand: "Sony",
      browse_node: "Over-Ear Headphones",
    });
    expect(renewed.verdict).toBe("rejected");
    expect(renewed.reasons).not.toContain("filed under Over-Ear Headphones, the product's kind");
    // An accessory's browse node rejects an item whose title alone would pass.
    const pads = matchCandidate(sony, { asin: "B000000005", title, brand: "Sony", browse_node: "Earpads" });
    expect(pads.verdict).toBe("rejected");
    expect(pads.reasons).toContain("filed under Earpads");
    // A kind word the mention has is not an accessory: chargers for a charger.
    const charger = { product_name: "Nano II 65W", brand: "Anker", category: "Technology", subcategory: "Chargers" };
    expect(verdict(charger, "Anker Nano II 65W USB C GaN Charger, Foldable", { brand: "Anker", browse_node: "Wall Chargers" })).toBe(
      "verified",
    );
    // A node naming the mention's kind by where it is used or what it does is a shelf of products
    // like it ("Facial Cleansing Washes" for a facial cleanser); one naming the kind's own noun
    // files what is made for it ("Facial Cleanser Refills").
    const cleanser = {
      product_name: "Dewleaf gentle facial cleanser",
      brand: "Dewleaf",
      category: "Personal Care",
      subcategory: "Facial Cleansers",
    };
    const dewleaf = "Dewleaf Gentle Facial Cleanser for Sensitive Skin, 8 fl oz";
    expect(verdict(cleanser, dewleaf, { brand: "Dewleaf", browse_node: "Facial Cleansing Washes" })).toBe("verified");
    expect(verdict(cleanser, dewleaf, { brand: "Dewleaf", browse_node: "Facial Cleanser Refills" })).toBe("rejected");
    const pad = { product_name: "Orbit 3-in-1 charger", brand: "Voltwise", category: "Cell Phones", subcategory: "Wireless Chargers" };
    const orbit = "Voltwise Orbit 3-in-1 Charger, Foldable";
    expect(verdict(pad, orbit, { brand: "Voltwise", browse_node: "Cell Phone Charging Stations" })).toBe("verified");
    expect(verdict(sony, title, { brand: "Sony", browse_node: "Headphone Stands" })).toBe("rejected");
    // A product group unlike the mention's category is a doubt: review, not listed.
    const odd = matchCandidate(sony, { asin: "B000000006", title, brand: "Sony", product_group: "Kitchen" });
    expect(odd.reasons).toContain("product group Kitchen is unusual for Electronics");
    expect(odd.verdict).toBe("review");
    expect(verdict(sony, title, { brand: "Sony", product_group: "Home Theater" })).toBe("verified");
    const parts = matchCandidate(sony, { asin: "B000000007", title, brand: "Sony", product_group: "Audio Parts and Accessories" });
    expect(parts.verdict).toBe("rejected");
    expect(parts.reasons).toContain("product group Audio Parts and Accessories");
  });

  it("finds the name where the title names it: hyphens, generations, words inside the name", () => {
    expect(verdict(sony, "Sony WH 1000 XM5 Headphones", { brand: "Sony" })).toBe("verified");
    expect(verdict(sony, "Sony WH-1000XM4 Headphones", { brand: "Sony", model: "WH1000XM4/B" })).toBe("rejected");
    const momentum = { product_name: "Momentum 4 Wireless", brand: "Sennheiser" };
    expect(verdict(momentum, "Sennheiser Momentum 4 Wireless Headphones - Bluetooth Headset")).toBe("verified");
    expect(verdict(momentum, "Sennheiser Momentum True Wireless 4 Earbuds")).toBe("rejected");
    const dryer = { product_name: "Supersonic Hair Dryer", brand: "Dyson", subcategory: "Hair Care" };
    expect(verdict(dryer, "Dyson Supersonic Hair Dryer - Vinca Blue/Rose")).toBe("verified");
    expect(verdict(dryer, "Dyson Supersonic Nural Hair Dryer - Vinca Blue/Topaz")).not.toBe("verified");
    const pods = { product_name: "AirPods Pro 2", brand: "Apple" };
    expect(verdict(pods, "Apple AirPods Pro (2nd Generation) Wireless Ear Buds")).toBe("verified");
    const controller = { product_name: "Elite Wireless Controller Series 2", brand: "Xbox" };
    expect(verdict(controller, "Xbox Elite Wireless Controller Series 2 – Core, Black")).toBe("rejected");
    expect(
      matchCandidate(controller, { asin: "B1", title: "PowerA Charging Stand for Xbox Elite Wireless Controller Series 2" }).reasons,
    ).toContain('made to fit it ("for …")');
    // What its own box holds leaves it the product; another item sold on its own makes a bundle.
    const aurora = { product_name: "Aurora Wireless Headphones", brand: "Voltwise" };
    expect(verdict(aurora, "Voltwise Aurora Wireless Headphones with Carry Case")).toBe("verified");
    expect(verdict(aurora, "Voltwise Aurora Wireless Headphones with Bluetooth Transmitter and Microphone")).toBe("rejected");
    // A word naming what the accessory after it fits ("Lens Filters", "Lens Cap") is no item of its own.
    const probe = { product_name: "ThermoPoint 5 ear thermometer", brand: "Voltwise" };
    expect(verdict(probe, "Voltwise ThermoPoint 5 Ear Thermometer with 21 Lens Filters")).toBe("verified");
    expect(verdict(probe, "Voltwise ThermoPoint 5 Ear Thermometer with Macro Lens")).toBe("rejected");
  });

  it("knows which extras named like a box's contents are sold on their own (seventh pass, P2)", () => {
    // A charging cable or the batteries a device runs on come in its box; a battery pack, an
    // instrument cable, picks and strings are items a buyer buys apart: a bundle.
    const pad = { product_name: "Aurora Wireless Controller", brand: "Voltwise" };
    expect(verdict(pad, "Voltwise Aurora Wireless Controller with USB-C Cable")).toBe("verified");
    expect(verdict(pad, "Voltwise Aurora Wireless Controller + Rechargeable Battery Pack")).toBe("rejected");
    const pedal = { product_name: "VD-2", brand: "Voltwise", category: "Musical Instruments", subcategory: "Distortion Pedals" };
    expect(verdict(pedal, "Voltwise VD-2 Distortion Pedal with Batteries")).toBe("verified");
    expect(verdict(pedal, "Voltwise VD-2 Distortion Pedal with 10ft Instrument Cable and Picks")).toBe("rejected");
  });

  it("reads a pack named for different items as a set, not the item (seventh pass, P2)", () => {
    // "<character> and Friends", a beginner's or starter pack, a battle pack: several different
    // items; a value pack is more of the very item.
    const plush = { product_name: "Pip the Fox 8 inch", brand: "Voltwise" };
    expect(verdict(plush, "Voltwise 8-Inch Pip the Fox Plush")).toBe("verified");
    expect(verdict(plush, "Voltwise 8-Inch Pip the Fox and Friends 4-Pack")).toBe("rejected");
    const method = { product_name: "Voltwise Piano Method Book 1", brand: "Voltwise" };
    expect(verdict(method, "Voltwise Piano Method Book 1")).toBe("verified");
    expect(verdict(method, "Voltwise Piano Method Beginner's Pack: Book 1 with Audio and DVD")).toBe("rejected");
  });

  it("reads a battery shaped as a handle or grip as an accessory of the device (seventh pass, P2)", () => {
    const cam = { product_name: "Snap 3", brand: "Voltwise", category: "Camera & Photo", subcategory: "Gimbal Cameras" };
    expect(verdict(cam, "Voltwise Snap 3 Vlogging Camera")).toBe("verified");
    expect(verdict(cam, "Voltwise Snap 3 Battery Handle")).toBe("rejected");
  });

  it("reads several musical keys as several instruments and a combo machine as one (seventh pass, P2)", () => {
    const harp = { product_name: "Voltwise Blues 10 in C", brand: "Voltwise", category: "Musical Instruments", subcategory: "Harmonicas" };
    expect(verdict(harp, "Voltwise Blues 10 Harmonica, Key of C")).toBe("verified");
    expect(verdict(harp, "Voltwise Blues 10 Harmonica Pro Pack - Keys of A, C, D, G and E with Case")).toBe("rejected");
    const sewing = { product_name: "SX700", brand: "Voltwise" };
    expect(verdict(sewing, "Voltwise Computerized Sewing & Embroidery Combo Machine [SX700]")).toBe("verified");
    expect(verdict(sewing, "Voltwise SX700 Sewing Machine Combo with Thread Spools")).toBe("rejected");
  });

  it("reads a cable by the two ends it is named by (seventh pass, P2)", () => {
    const cable = { product_name: "PowerLink 3 USB C to C cable", brand: "Voltwise" };
    expect(verdict(cable, "Voltwise PowerLink 3 USB-C to USB-C Cable, 6 ft")).toBe("verified");
    expect(verdict(cable, "Voltwise PowerLink 3 USB C to Lightning Cable, 6 ft")).not.toBe("verified");
  });

  it("takes a supplement named by its dose alone for the tablets, not the gummies (seventh pass, P2)", () => {
    const d3 = { product_name: "Vitamin D3 2000 IU", brand: "Voltwise", category: "Health & Household", subcategory: "Vitamin D" };
    expect(verdict(d3, "Voltwise Vitamin D3 2000 IU Softgels, 100 Count")).toBe("verified");
    expect(verdict(d3, "Voltwise Vitamin D3 2000 IU Gummies, Strawberry, 90 Count")).not.toBe("verified");
    expect(
      verdict({ ...d3, product_name: "Vitamin D3 2000 IU gummies" }, "Voltwise Vitamin D3 2000 IU Gummies, Strawberry, 90 Count"),
    ).toBe("verified");
  });

  it("takes a listing without a brand whose title opens with the line's coined name for the maker's (eighth pass, C)", () => {
    const superbreak = {
      product_name: "JanSport SuperBreak backpack",
      brand: "JanSport",
      category: "Bags & Luggage",
      subcategory: "Backpacks",
    };
    expect(verdict(superbreak, "SuperBreak School Backpack 26L Classic Bookbag, Grey Heather")).toBe("verified");
    // An ordinary word names no maker's line, nor a word of the trade every maker uses.
    const sling = { product_name: "Bellroy Sling", brand: "Bellroy", category: "Bags & Luggage", subcategory: "Sling Bags" };
    expect(verdict(sling, "Sling Bag for Men Women, Water Resistant Chest Bag 7L, Black")).not.toBe("verified");
    const snail = { product_name: "COSRX snail mucin ninety-six", brand: "COSRX", category: "Beauty", subcategory: "Face Serums" };
    expect(verdict(snail, "Snail Mucin 96% Essence Serum 100ml, Korean Skin Care Repairing Essence")).not.toBe("verified");
    // French puts the market after "import".
    const stardew = {
      product_name: "Stardew Valley",
      brand: "ConcernedApe",
      category: "Video Games",
      subcategory: "Nintendo Switch Games",
    };
    expect(verdict(stardew, "Stardew Valley (Nintendo Switch)")).toBe("verified");
    expect(verdict(stardew, "Stardew Valley (Nintendo Switch) - Import Japonais")).toBe("rejected");
  });

  it("reads a game titled with the mention's whole name, a colon and more name as another game of the series (eighth pass, F)", () => {
    const game = { product_name: "Dixit", brand: "Libellud", category: "Toys & Games", subcategory: "Board Games" };
    const libellud = { brand: "Libellud" };
    expect(verdict(game, "Dixit Board Game | Storytelling Game for Kids and Adults", libellud)).toBe("verified");
    expect(verdict(game, "Dixit: The Party Game of Imagination", libellud)).toBe("verified");
    expect(verdict(game, "Dixit: Odyssey - Storytelling Card Game", libellud)).toBe("rejected");
  });

  it("reads a variant word right after the kind noun that follows the name as another model, not one joined to a word (eighth pass, F)", () => {
    const strip = { product_name: "Lumora RGBIC LED strip", brand: "Lumora", category: "Smart Home", subcategory: "LED Strip Lights" };
    const lumora = { brand: "Lumora" };
    expect(verdict(strip, "Lumora RGBIC LED Strip Lights, 50ft Wi-Fi, Music Sync", lumora)).toBe("verified");
    expect(verdict(strip, "Lumora RGBIC LED Strip Lights Pro, 50ft Wi-Fi, Music Sync", lumora)).toBe("rejected");
    expect(verdict(strip, "Lumora RGBIC LED Strip Lights Ultra-Bright, 50ft Wi-Fi", lumora)).toBe("verified");
  });

  it("reads a power station with a solar panel as a bundle, not one with a display panel (eighth pass, F)", () => {
    const station = {
      product_name: "Jackery Explorer 300",
      brand: "Jackery",
      category: "Outdoors & Camping",
      subcategory: "Portable Power Stations",
    };
    const jackery = { brand: "Jackery" };
    expect(verdict(station, "Jackery Explorer 300 Portable Power Station with LCD Display Panel", jackery)).toBe("verified");
    expect(verdict(station, "Jackery Explorer 300 Solar Generator with 100W Solar Panel", jackery)).toBe("rejected");
  });

  it('reads "My First" before the name as the maker\'s edition for small children (eighth pass, F)', () => {
    const game = { product_name: "Carcassonne", brand: "Z-Man Games", category: "Toys & Games", subcategory: "Board Games" };
    const zman = { brand: "Z-Man Games" };
    expect(verdict(game, "Carcassonne Board Game (Base Game) | Family Board Game", zman)).toBe("verified");
    expect(verdict(game, "My First Carcassonne Board Game | Kids Game", zman)).toBe("rejected");
    expect(verdict({ ...game, product_name: "My First Carcassonne" }, "My First Carcassonne Board Game | Kids Game", zman)).toBe(
      "verified",
    );
  });

  it("reads a show's or a book's companion, episode guide or trivia book as a book about it (eighth pass, F)", () => {
    const silo = { product_name: "Silo by Hugh Howey", brand: null, category: "Books", subcategory: "Science Fiction" };
    const book = { binding: "Paperback", product_group: "Book" };
    expect(verdict(silo, "Silo: A Novel", book)).toBe("verified");
    expect(verdict(silo, "Silo (Apple TV+ Series) Companion and Episode Guide", book)).toBe("rejected");
    expect(verdict(silo, "Silo Episode Guide: Every Season", book)).toBe("rejected");
  });

  it("reads a recipe that takes out what the line's own has as another variant, where the mention does not name it (eighth pass, F)", () => {
    const coffee = {
      product_name: "Lavazza Super Crema beans",
      brand: "Lavazza",
      category: "Grocery & Gourmet",
      subcategory: "Whole Coffee Beans",
    };
    expect(verdict(coffee, "Lavazza Super Crema Whole Bean Coffee, Medium Espresso Roast, 2.2 lb")).toBe("verified");
    expect(verdict(coffee, "Lavazza Super Crema Decaf Whole Bean Coffee, Medium Espresso Roast, 2.2 lb")).not.toBe("verified");
    expect(
      verdict({ ...coffee, product_name: "Lavazza Super Crema decaf beans" }, "Lavazza Super Crema Decaf Whole Bean Coffee, 2.2 lb"),
    ).toBe("verified");
    const butter = { product_name: "Président butter", brand: "Président", category: "Grocery & Gourmet", subcategory: "Butter" };
    expect(verdict({ ...butter, product_name: "Président salted butter" }, "Président Butter, Unsalted, 7 oz")).not.toBe("verified");
    const seasoning = { product_name: "Tajín Clásico seasoning", brand: "Tajín", category: "Grocery & Gourmet", subcategory: "Seasonings" };
    expect(verdict(seasoning, "Tajín Clásico Seasoning with Lime, 5 oz")).toBe("verified");
    expect(verdict(seasoning, "Tajín Clásico Seasoning with Lime, Low Sodium, 5 oz")).not.toBe("verified");
    // An herbal tea says "Caffeine Free" of what it never had: the tea itself.
    const tea = { product_name: "Twinings chamomile tea", brand: "Twinings", category: "Grocery & Gourmet", subcategory: "Herbal Tea" };
    expect(verdict(tea, "Twinings Chamomile Herbal Tea, Caffeine Free, 25 Tea Bags")).toBe("verified");
  });

  it("reads another market's edition however the title says it: a market's version, French's feminine, a bracketed country (eighth pass, F)", () => {
    const hades = {
      product_name: "Hades for Switch",
      brand: "Supergiant Games",
      category: "Video Games",
      subcategory: "Nintendo Switch Games",
    };
    expect(verdict(hades, "Hades - Nintendo Switch", { brand: "Supergiant Games" })).toBe("verified");
    expect(verdict(hades, "Hades - Nintendo Switch (Import Japonaise)", { brand: "Supergiant Games" })).toBe("rejected");
    const meter = {
      product_name: "Klein Tools MM400 multimeter",
      brand: "Klein Tools",
      category: "Tools & Home Improvement",
      subcategory: "Multimeters",
    };
    expect(verdict(meter, "Klein Tools MM400 Digital Multimeter, Auto-Ranging, 600V")).toBe("verified");
    expect(verdict(meter, "Klein Tools MM400 Digital Multimeter, Auto-Ranging, 600V (Europe Market Version)")).toBe("rejected");
    const puzzle = {
      product_name: "Ravensburger Krypt Silver puzzle",
      brand: "Ravensburger",
      category: "Toys & Games",
      subcategory: "Jigsaw Puzzles",
    };
    expect(verdict(puzzle, "Ravensburger Krypt Silver 654 Piece Jigsaw Puzzle")).toBe("verified");
    expect(verdict(puzzle, "Ravensburger Krypt Silver 654 Piece Jigsaw Puzzle (Canada)")).toBe("rejected");
  });

  it("reads two words one listing alone puts after the name, closing its phrase, as a sibling's name beside two listings of the product (tenth pass, P)", () => {
    const bank = {
      product_name: "Voltcore PowerCell 10000",
      brand: "Voltcore",
      category: "Electronics",
      subcategory: "Portable Power Banks",
    };
    const listing = (asin: string, title: string) => ({ asin, title, brand: "Voltcore" });
    const black = listing("B000000031", "Voltcore PowerCell 10000 Portable Charger, 10000mAh Power Bank, Black");
    const white = listing("B000000032", "Voltcore PowerCell 10000 Portable Charger, 10000mAh Power Bank, White");
    const sibling = listing("B000000033", "Voltcore PowerCell 10000 Rapid Duo, 10000mAh Portable Charger (25W)");
    expect(matchCandidates(bank, [black, white, sibling]).map((r) => r.verdict)).toEqual(["verified", "verified", "review"]);
    // One other listing says nothing of which is the line's plain product.
    expect(matchCandidates(bank, [black, sibling]).map((r) => r.verdict)).toEqual(["verified", "verified"]);
    // A book's format after its title is the book.
    const book = { product_name: "The Quiet Orchard", brand: "Mara Ellison", category: "Books", subcategory: "Literary Fiction" };
    const orchard = (asin: string, title: string) => ({ asin, title });
    const formats = [
      orchard("B000000041", "The Quiet Orchard: A Novel"),
      orchard("B000000042", "The Quiet Orchard: A Novel (Paperback)"),
      orchard("B000000043", "The Quiet Orchard Audible Audiobook – Unabridged, Mara Ellison (Author)"),
    ];
    expect(matchCandidates(book, formats).map((r) => r.verdict)).toEqual(["verified", "verified", "verified"]);
  });

  it("reads a grid the title counts (4x4) as the model of the line, against the creator's or the other listings' (tenth pass, P)", () => {
    const puzzle = { product_name: "Torvik puzzle cube", brand: "Torvik", category: "Toys & Games", subcategory: "Puzzle Cubes" };
    const listing = (asin: string, title: string) => ({ asin, title, brand: "Torvik" });
    const original = listing("B000000021", "Torvik Puzzle Cube, The Original 3x3 Colour-Matching Puzzle");
    const pair = listing("B000000022", "Torvik Puzzle Cube 3x3, 2 Pack");
    const bigger = listing("B000000023", "Torvik 4x4 Puzzle Cube, Advanced");
    expect(matchCandidates(puzzle, [original, pair, bigger]).map((r) => r.verdict)).toEqual(["verified", "verified", "review"]);
    // One listing against one other says nothing of which the creator meant.
    expect(matchCandidates(puzzle, [original, bigger]).map((r) => r.verdict)).toEqual(["verified", "verified"]);
    // The grid the creator says; a fraction's "8x57" is no grid.
    const shelf = {
      product_name: "Torvik Kube four by four shelf",
      brand: "Torvik",
      category: "Home & Furniture",
      subcategory: "Bookcases",
    };
    const square = listing("B000000024", 'Torvik Kube Shelf Unit, White, 4x4 Cubes (57 7/8 x 57 7/8")');
    const tall = listing("B000000025", 'Torvik Kube Shelf Unit, White, 2x4 Cubes (30 3/8 x 57 7/8")');
    expect(matchCandidates(shelf, [square, tall]).map((r) => r.verdict)).toEqual(["verified", "review"]);
  });

  it("reads a tee as short-sleeved: a long-sleeved listing of the line is its sibling unless the creator says long sleeves (tenth pass, P)", () => {
    const tee = { product_name: "Brindle Heavyweight pocket tee", brand: "Brindle", category: "Clothing", subcategory: "T-Shirts" };
    const brindle = { brand: "Brindle" };
    expect(verdict(tee, "Brindle Men's Heavyweight Pocket T-Shirt, Heather Gray", brindle)).toBe("verified");
    expect(verdict(tee, "Brindle Men's Heavyweight Pocket T-Shirt, Long Sleeve, Heather Gray", brindle)).not.toBe("verified");
    // The creator who says long sleeves wants them; a shirt that is no tee says nothing of its sleeves.
    const long = { ...tee, quote: "my Brindle heavyweight pocket tee, the long sleeve one" };
    expect(verdict(long, "Brindle Men's Heavyweight Pocket T-Shirt, Long Sleeve, Heather Gray", brindle)).toBe("verified");
    const oxford = { product_name: "Brindle oxford shirt", brand: "Brindle", category: "Clothing", subcategory: "Dress Shirts" };
    expect(verdict(oxford, "Brindle Men's Oxford Shirt, Long Sleeve, White", brindle)).toBe("verified");
  });

  it("reads a set, kit or system whose title lists what it holds as several products, unless the mention names that set (tenth pass, P)", () => {
    const compound = {
      product_name: "Lumora Glaze polishing compound",
      brand: "Lumora",
      category: "Automotive",
      subcategory: "Polishing Compounds",
    };
    const lumora = { brand: "Lumora" };
    expect(verdict(compound, "Lumora Glaze Polishing Compound, 16 oz", lumora)).toBe("verified");
    expect(
      verdict(compound, "Lumora Glaze Compound Kit - Includes Glaze Compound, Finishing Polish, Foam Pads and Towels", lumora),
    ).not.toBe("verified");
    expect(verdict(compound, "Lumora Glaze Polishing Compound Set (Compound 8oz, Polish 8oz, Wax 8oz)", lumora)).not.toBe("verified");
    expect(verdict(compound, "Lumora Glaze Polishing Compound System: Compound, Pads, Towels", lumora)).not.toBe("verified");
    // The kit the mention names is the product, whatever it holds.
    const kit = { ...compound, product_name: "Lumora Glaze compound kit" };
    expect(verdict(kit, "Lumora Glaze Compound Kit - Includes Glaze Compound, Finishing Polish, Foam Pads and Towels", lumora)).toBe(
      "verified",
    );
  });

  it("reads a size said in 'mil' as millimetres where the title measures in millimetres only, so another size is another variant (tenth pass, P)", () => {
    const watch = {
      product_name: "Corvath Field Automatic, thirty-eight mil",
      brand: "Corvath",
      category: "Jewelry & Watches",
      subcategory: "Wrist Watches",
    };
    const listing = (asin: string, title: string) => ({ asin, title, brand: "Corvath", parent_asin: "B0PARENT01" });
    const small = listing("B000000011", "Corvath Field Automatic 38mm Men's Watch, Black Dial");
    const large = listing("B000000012", "Corvath Field Automatic 42mm Men's Watch, Black Dial");
    expect(matchCandidates(watch, [small, large]).map((r) => r.verdict)).toEqual(["verified", "rejected"]);
    // A perfume's "fifty mil" stays millilitres: the title measures in them.
    const scent = { product_name: "Corvath Nuit fifty mil", brand: "Corvath", category: "Beauty", subcategory: "Eau de Parfum" };
    expect(verdict(scent, "Corvath Nuit Eau de Parfum, 50ml", { brand: "Corvath" })).toBe("verified");
    expect(verdict(scent, "Corvath Nuit Eau de Parfum, 100ml, 12mm Atomiser", { brand: "Corvath" })).not.toBe("verified");
  });

  it("reads a cream 'with SPF' as the line's sunscreen formula where the creator names no sun protection (tenth pass, P)", () => {
    const cream = { product_name: "Aveline Dew Boost gel cream", brand: "Aveline", category: "Beauty", subcategory: "Face Moisturizers" };
    const aveline = { brand: "Aveline" };
    expect(verdict(cream, "Aveline Dew Boost Gel Cream, 1.7 oz", aveline)).toBe("verified");
    expect(verdict(cream, "Aveline Dew Boost Gel Cream with SPF 25, 1.7 oz", aveline)).not.toBe("verified");
    // The creator who wears it for the sun means it.
    const sun = { ...cream, quote: "the Aveline Dew Boost gel cream with SPF, my daily sunscreen" };
    expect(verdict(sun, "Aveline Dew Boost Gel Cream with SPF 25, 1.7 oz", aveline)).toBe("verified");
  });

  it("reads a pack the mention names of things sold loose in one box as the box's count (tenth pass, P)", () => {
    const markers = {
      product_name: "Brightline Fine Tips fifty pack",
      brand: "Brightline",
      category: "Arts & Crafts",
      subcategory: "Markers",
    };
    expect(verdict(markers, "Brightline Fine Tips Washable Markers, 50 Count", { brand: "Brightline" })).toBe("verified");
    expect(verdict(markers, "Brightline 50ct Fine Tips Washable Markers", { brand: "Brightline" })).toBe("verified");
    expect(verdict(markers, "Brightline Fine Tips Washable Markers, 100 Count", { brand: "Brightline" })).not.toBe("verified");
    // A mention naming no pack takes any count.
    const any = { ...markers, product_name: "Brightline Fine Tips markers" };
    expect(verdict(any, "Brightline Fine Tips Washable Markers, 100 Count", { brand: "Brightline" })).toBe("verified");
  });

  it("reads a market's or its language's edition as that market's item, the buyer's own market's as the product (tenth pass, P)", () => {
    const game = { product_name: "Quillfeather board game", brand: "Larkspur Games", category: "Toys & Games", subcategory: "Board Games" };
    expect(verdict(game, "Larkspur Games Quillfeather Board Game, 1-5 Players", { brand: "Larkspur Games" })).toBe("verified");
    expect(verdict(game, "Larkspur Games Quillfeather Brettspiel, Deutsche Ausgabe", { brand: "Larkspur Games" })).toBe("rejected");
    expect(verdict(game, "Larkspur Games Quillfeather Board Game (UK Edition)", { brand: "Larkspur Games" })).toBe("rejected");
    const phone = { product_name: "Norvane 9 phone", brand: "Norvane", category: "Cell Phones & Accessories", subcategory: "Cell Phones" };
    expect(verdict(phone, "Norvane 9 5G Phone, 256GB Unlocked, US Version, Black", { brand: "Norvane" })).toBe("verified");
    expect(verdict(phone, "Norvane 9 中国版 256GB 5G", { brand: "Norvane" })).toBe("rejected");
    // A region in the game's own name is no market's edition.
    const map = { ...game, product_name: "Quillfeather Europe board game" };
    expect(verdict(map, "Larkspur Games Quillfeather Europe Board Game, 2-5 Players", { brand: "Larkspur Games" })).toBe("verified");
  });

  it("reads a 'for' naming whom the item serves as its size or wearer, not a product it fits (eighth pass, C)", () => {
    const kong = { product_name: "Kong classic, medium", brand: "KONG", category: "Pet Supplies", subcategory: "Dog Chew Toys" };
    const classic = "KONG - Classic Dog Toy, Durable Natural Rubber- Fun to Chew, Chase and Fetch - for Medium Dogs";
    expect(verdict(kong, classic, { brand: "KONG" })).toBe("verified");
    // Another line for the same dogs is still not the Classic; a part for a maker named "Baby …" still fits it.
    expect(verdict(kong, "KONG - Extreme Dog Toy - Toughest Natural Rubber, Black - for Medium Dogs", { brand: "KONG" })).not.toBe(
      "verified",
    );
    const brezza = {
      product_name: "Baby Brezza Formula Pro Advanced",
      brand: "Baby Brezza",
      category: "Baby",
      subcategory: "Formula Dispensers",
    };
    expect(verdict(brezza, "Replacement Funnel for Baby Brezza Formula Pro Advanced", { brand: "Baby Brezza" })).toBe("rejected");
  });

  it("takes the pack of colours the mention counts for that pack, a case of them included (eighth pass, C)", () => {
    const dough = { product_name: "Play-Doh ten pack", brand: "Play-Doh", category: "Toys & Games", subcategory: "Modeling Dough" };
    expect(
      verdict(dough, "Play-Doh Modeling Compound 10-Pack Case of Colors, Non-Toxic, Assorted, 2 oz. Cans", { brand: "Play-Doh" }),
    ).toBe("verified");
    expect(verdict(dough, "Play-Doh 10 Pack Case of Colors, 2 Ounce Cans", { brand: "Play-Doh" })).toBe("verified");
    // Another count, or a colour the mention names among assorted ones, is still not its pack.
    expect(verdict(dough, "Play-Doh Modeling Compound 4-Pack Case of Colors, Assorted", { brand: "Play-Doh" })).not.toBe("verified");
    const pens = { product_name: "Pilot G2 black twelve pack", brand: "Pilot", category: "Office Products", subcategory: "Gel Pens" };
    expect(verdict(pens, "PILOT G2 Gel Pens, 12 Pack, Assorted Colors", { brand: "PILOT" })).not.toBe("verified");
  });

  it("reads an accessory's noun ending another name of the mention's kind as that kind (eighth pass, C)", () => {
    const bank = {
      product_name: "Anker PowerCore ten thousand",
      brand: "Anker",
      category: "Cell Phones & Accessories",
      subcategory: "Power Banks",
    };
    expect(verdict(bank, "Anker PowerCore 10000 Portable Charger, Ultra-Compact Travel-Size", { brand: "Anker" })).toBe("verified");
    expect(verdict(bank, "Anker PowerCore 10000 Wall Charger, USB-C", { brand: "Anker" })).not.toBe("verified");
  });

  it('reads a title\'s "w/" as "with": what follows is what the item has or holds (eighth pass, C)', () => {
    const strip = {
      product_name: "Belkin twelve outlet surge protector",
      brand: "Belkin",
      category: "Electronics",
      subcategory: "Surge Protectors",
    };
    expect(verdict(strip, "Belkin 12-Outlet Surge Protector w/ 8ft Cord – Ideal for Computers", { brand: "Belkin" })).toBe("verified");
    expect(verdict(strip, "Belkin 12-Outlet Surge Protector w/ Bluetooth Speaker", { brand: "Belkin" })).not.toBe("verified");
  });
});

describe("the listing matcher on titles in other languages and scripts (issue 21, sixth pass C)", () => {
  it("reads other languages' kind, colour, size and pack words as the English ones, German compounds by their head", () => {
    expect(words("Rucksack Schwarz")).toEqual(["backpack", "black"]);
    expect(words("Hundespielzeug aus Naturkautschuk, Größe L")).toEqual(["dogs", "toy", "aus", "natural", "rubber", "size", "large"]);
    expect(words("Interdentalbürsten Rosa")).toEqual(["interdental", "brush", "pink"]);
    expect(words("ワイヤレスイヤホン ブラック 3個セット")).toEqual(["wireless", "earphones", "black", "3", "pack"]);
    expect(words("Lot de deux brosses, Zahnbürsten")).toEqual(["pack", "of", "2", "brush", "toothbrush"]);
    expect(words("Hülle kompatibel mit iPhone 15 (Generalüberholt)")).toEqual(["case", "compatible", "with", "iphone", "15", "renewed"]);
    // A short head never splits a name ("Victorinox" is no "Victor·inox"); a long one needs no known word before it.
    expect(words("Victorinox Meersalzflocken Unterwollbürste")).toEqual(["victorinox", "sea", "salt", "flakes", "unterwoll", "brush"]);
    // English words are never split as compounds, nor read as another language's ("Pour-Over", "sage").
    expect(words("Pour-Over Coffee Backpack Sage")).toEqual(["pour", "over", "coffee", "backpack", "sage"]);
    const daylite = { product_name: "Daylite backpack", brand: "Osprey", category: "Bags", subcategory: "Backpacks" };
    expect(verdict(daylite, "Osprey Daylite Rucksack, Schwarz, 13 L", { brand: "Osprey" })).toBe("verified");
  });

  it("refuses another condition written in another language or script", () => {
    expect(verdict(sony, "Sony WH-1000XM5 Kopfhörer (Generalüberholt)", { brand: "Sony" })).toBe("rejected");
    expect(verdict(sony, "ソニー WH-1000XM5 ワイヤレスヘッドホン 中古", { brand: "Sony" })).toBe("rejected");
  });

  it("reads katakana and hangul as the mention's words they sound like, and a variant word beside them", () => {
    const ssd = { product_name: "Extreme Portable SSD", brand: "SanDisk", category: "Computers", subcategory: "External SSDs" };
    expect(verdict(ssd, "サンディスク エクストリーム ポータブルSSD 1TB USB3.2 SDSSDE61-1T00", { brand: "SanDisk" })).toBe("verified");
    expect(verdict(ssd, "サンディスク エクストリームプロ ポータブルSSD 1TB SDSSDE81-1T00", { brand: "SanDisk" })).not.toBe("verified");
    expect(readKatakana("ウルトラライトダウンジャケット", katakanaVocabulary("ultra light down jacket"))).toBe(
      " ultra  light  down  jacket ",
    );
    // A part never ends inside a syllable: "ボタン" (button) is no "bot".
    expect(readKatakana("ボタン", katakanaVocabulary("bot"))).toBe("ボタン");
    expect(readKatakana("립 슬리핑 마스크", katakanaVocabulary("lip sleeping mask")).trim().split(/\s+/)).toEqual([
      "lip",
      "sleeping",
      "mask",
    ]);
  });

  it("takes a book or a game titled in another language or script for that language's edition, any other item for itself", () => {
    const game = { product_name: "Tears of the Kingdom", category: "Video Games", subcategory: "Nintendo Switch Games" };
    expect(languageEdition(game, "ゼルダの伝説 ティアーズ オブ ザ キングダム -Switch")).toBe("another script's edition");
    expect(languageEdition({ ...game, subcategory: "Cookbooks" }, "Simple: Das Kochbuch")).toBe("another language's edition");
    expect(languageEdition(game, "Salt, Fat, Acid, Heat: Mastering the Elements of Good Cooking 洋書 英語版")).toBeUndefined();
    expect(languageEdition({ ...game, subcategory: "Backpacks" }, "アネロ リュック")).toBeUndefined();
  });
});

describe("the listing matcher on the product said another way (issue 21, seventh pass K)", () => {
  it("finds a kind of item the title names with another phrase of its kind", () => {
    const bottle = { product_name: "Stanley classic thermos 1.1 quart", brand: "Stanley", category: "Outdoors", subcategory: "Bottles" };
    expect(verdict(bottle, "Stanley Classic Vacuum Insulated Bottle 1.1 QT, Hammertone Green", { brand: "Stanley" })).toBe("verified");
    const tee = { product_name: "Hanes ComfortSoft crew tees", brand: "Hanes", category: "Clothing", subcategory: "Shirts" };
    expect(verdict(tee, "Hanes ComfortSoft Crew T-Shirt, White, X-Large", { brand: "Hanes" })).toBe("verified");
    const cam = { product_name: "eufy C220 indoor camera", brand: "eufy", category: "Smart Home", subcategory: "Security" };
    expect(verdict(cam, "eufy Security Indoor Cam C220, 2K Pan & Tilt", { brand: "eufy" })).toBe("verified");
    // (Another kind is still another kind: a camera's charger is no camera.)
    expect(verdict(cam, "eufy Security Indoor Cam C220 Charger Cable", { brand: "eufy" })).not.toBe("verified");
  });

  it("reads numbers, sizes and counts as a creator says them", () => {
    const card = {
      product_name: "SanDisk Extreme Pro SD card, a hundred twenty eight gig",
      brand: "SanDisk",
      category: "Camera & Photo",
      subcategory: "Memory Cards",
    };
    expect(verdict(card, "SanDisk Extreme PRO 128GB SDXC Memory Card", { brand: "SanDisk" })).toBe("verified");
    expect(verdict(card, "SanDisk Extreme PRO 256GB SDXC Memory Card", { brand: "SanDisk" })).toBe("rejected");
    const watch = { product_name: "Timex Weekender thirty-eight mil", brand: "Timex", category: "Watches" };
    expect(verdict(watch, "Timex Weekender 38mm Watch, Black Fabric Strap", { brand: "Timex" })).toBe("verified");
    const pruner = { product_name: "Fiskars bypass pruner, the five and eight inch one", brand: "Fiskars", category: "Garden" };
    expect(verdict(pruner, "Fiskars Bypass Pruner 5/8 inch Garden Clippers", { brand: "Fiskars" })).toBe("verified");
    const pencils = { product_name: "Prismacolor Premier seventy two set", brand: "Prismacolor", category: "Arts & Crafts" };
    expect(verdict(pencils, "Prismacolor Premier Colored Pencils, Soft Core, 72 Pack", { brand: "Prismacolor" })).toBe("verified");
    const lens = { product_name: "Canon RF fifty one point eight", brand: "Canon", category: "Camera & Photo", subcategory: "Lenses" };
    expect(verdict(lens, "Canon RF50mm F1.8 STM Lens", { brand: "Canon" })).toBe("verified");
    const strings = {
      product_name: "Ernie Ball Regular Slinky twenty two twenty one",
      brand: "Ernie Ball",
      category: "Musical Instruments",
    };
    expect(
      verdict(strings, "Ernie Ball Regular Slinky Nickel Wound Electric Guitar Strings 10-46 Gauge (P02221)", { brand: "Ernie Ball" }),
    ).toBe("verified");
    // The sensor format the creator names: the full-frame lens is not the APS-C one.
    const sony50 = { product_name: "Sony fifty one point eight full frame", brand: "Sony", category: "Camera & Photo" };
    expect(verdict(sony50, "Sony E 50mm F1.8 OSS Portrait Lens for APS-C", { brand: "Sony" })).toBe("rejected");
  });

  it("takes the line's standard edition by its maker's word for it, unless the word names an edition of its own", () => {
    const vans = { product_name: "Vans Old Skool", brand: "Vans", category: "Shoes", subcategory: "Sneakers" };
    expect(verdict(vans, "Vans Old Skool Core Classic Sneaker Black White 10 Men", { brand: "Vans" })).toBe("verified");
    const pad = { product_name: "Xbox controller carbon black", brand: "Xbox", category: "Video Games", subcategory: "Controllers" };
    expect(verdict(pad, "Xbox Core Wireless Gaming Controller – Carbon Black", { brand: "Xbox" })).toBe("verified");
    const elite = { product_name: "Xbox Elite Wireless Controller Series 2", brand: null, category: "Gaming", subcategory: "Controllers" };
    expect(verdict(elite, "Xbox Elite Wireless Controller Series 2 – Core, Midnight Black", { brand: "Microsoft" })).toBe("rejected");
  });

  it("reads a code's number written as a roman numeral, and the camera system's letter a code ends in", () => {
    const scanner = {
      product_name: "BlueDriver Bluetooth Pro OBD2 scanner",
      brand: "BlueDriver",
      category: "Automotive",
      subcategory: "Diagnostic Tools",
    };
    expect(verdict(scanner, "BlueDriver Bluetooth Pro OBDII Scan Tool for iPhone & Android", { brand: "BlueDriver" })).toBe("verified");
    const flash = { product_name: "Godox V1 for Sony", brand: "Godox", category: "Camera & Photo", subcategory: "Flashes" };
    expect(verdict(flash, "GODOX V1S Flash for Sony Round Head TTL Speedlite", { brand: "Godox" })).toBe("verified");
    expect(verdict(flash, "GODOX V1C Flash for Canon Round Head TTL Speedlite", { brand: "Godox" })).toBe("rejected");
  });

  it("reads the mention's own kind in what comes with the item as the item itself", () => {
    const flask = {
      product_name: "Hydroflask 32 ounce wide mouth",
      brand: "Hydro Flask",
      category: "Kitchen & Dining",
      subcategory: "Water Bottles",
    };
    expect(
      verdict(flask, "Hydro Flask 32 oz Wide Mouth with Flex Cap Stainless Steel Reusable Water Bottle Black", { brand: "Hydro Flask" }),
    ).toBe("verified");
    const tumbler = { product_name: "Stanley Quencher 40 ounce", brand: "Stanley", category: "Kitchen & Dining", subcategory: "Tumblers" };
    expect(verdict(tumbler, "Stanley Quencher 40 oz Tumbler with Water Bottle", { brand: "Stanley" })).toBe("rejected");
  });
});

describe("the listing matcher on titles in other languages and scripts (issue 21, seventh pass L)", () => {
  it("reads each language's kinds, materials, audiences, animals, colours, parts and conditions as the English ones", () => {
    expect(words("Escova de dentes, Preta, Infantil")).toEqual(["toothbrush", "black", "kids"]);
    expect(words("Peluche Girafe en Coton, Turquesa")).toEqual(["plush", "giraffe", "en", "cotton", "turquoise"]);
    expect(words("Nachfüllpack Patrone, Seminovo")).toEqual(["refill", "cartridge", "used"]);
    // "mit Kabel" says wired, no cable sold on its own.
    const earpods = { product_name: "EarPods with USB-C", brand: "Apple", category: "Headphones & Audio", subcategory: "Earbuds" };
    expect(verdict(earpods, "Apple EarPods (USB-C) Kopfhörer mit Kabel", { brand: "Apple" })).toBe("verified");
  });

  it("reads makers' names, counts, made-for phrases and add-ons as Japanese, Korean and Chinese titles write them", () => {
    expect(words("ロジクール ワイヤレス マウス")).toEqual(["logitech", "wireless", "mouse"]);
    expect(words("삼성 무선 이어폰 케이스")).toEqual(["samsung", "wireless", "earphones", "case"]);
    expect(words("蒸気でホットアイマスク 12枚入")).toEqual(["steam", "eye", "mask", "12", "pack"]);
    expect(words("iPhone 15 Pro 用 ケース")).toEqual(["for", "iphone", "15", "pro", "case"]);
    // A maker's short name is no part of a longer word ("ホリ" in "ホリデー").
    expect(words("ホリデー ホリ")).toEqual(["hori"]);
    const splatoon = { product_name: "スプラトゥーン3", brand: "任天堂", category: "Video Games", subcategory: "Nintendo Switch Games" };
    expect(verdict(splatoon, "スプラトゥーン3 エキスパンション・パス|オンラインコード版", { brand: "任天堂" })).toBe("rejected");
  });

  it("takes another language's joining word after the name for a description, not more of the name", () => {
    const passata = { product_name: "Mutti passata", brand: "Mutti", category: "Grocery & Gourmet", subcategory: "Tomato Sauces" };
    expect(verdict(passata, "Mutti Passata di Pomodoro, 700 g", { brand: "Mutti" })).toBe("verified");
  });

  it("passes over a kind another language names before the name, not one an English title puts there", () => {
    const flask = {
      product_name: "Hydro Flask 32 oz Wide Mouth",
      brand: "Hydro Flask",
      category: "Kitchen & Dining",
      subcategory: "Water Bottles",
    };
    expect(verdict(flask, "Hydro Flask Trinkflasche Wide Mouth 946 ml (32 oz), Edelstahl, Schwarz", { brand: "Hydro Flask" })).toBe(
      "verified",
    );
    expect(verdict(flask, "Hydro Flask Lunar Wide Mouth 946 ml (32 oz), Stainless Steel, Black", { brand: "Hydro Flask" })).not.toBe(
      "verified",
    );
  });

  it("reads another language's 'including' and cleaning words, so a kit with a cleaner sold alone is not the machine", () => {
    expect(words("Hochdruckreiniger inkl. Flächenreiniger")).toEqual(["pressure", "washer", "includes", "surface", "cleaner"]);
    const k2 = {
      product_name: "Kärcher K2 Power Control",
      brand: "Kärcher",
      category: "Garden & Outdoor Living",
      subcategory: "Pressure Washers",
    };
    const title = "Kärcher K 2 Power Control Home Hochdruckreiniger inkl. Flächenreiniger T1 und Stein-/Fassadenreiniger";
    expect(verdict(k2, title, { brand: "Kärcher" })).not.toBe("verified");
  });

  it("reads a name with an apostrophe inside as one word, so it goes on after the product's name", () => {
    expect(words("Sophie la girafe So'Pure Teether")).toEqual(["sophie", "la", "giraffe", "sopure", "teether"]);
    expect(words("Chef's Knife, you're")).toEqual(["chefs", "knife", "you", "re"]);
  });

  it("reads a market's code ending a model number as that market's SKU (eighth pass D)", () => {
    const ssd = { product_name: "T7 Shield 2TB", brand: "Samsung", category: "Computers", subcategory: "External SSDs" };
    expect(verdict(ssd, "Samsung T7 Shield 2TB Portable SSD, Black (MU-PE2T0S/AM)", { brand: "Samsung" })).toBe("verified");
    expect(verdict(ssd, "Samsung T7 Shield 2TB Portable SSD, Black (MU-PE2T0S/EU)", { brand: "Samsung" })).toBe("rejected");
    const express = { product_name: "Barista Express", brand: "Breville", category: "Home & Kitchen", subcategory: "Espresso Machines" };
    expect(verdict(express, "Breville Barista Express Espresso Machine BES870UK, Brushed Stainless Steel", { brand: "Breville" })).toBe(
      "rejected",
    );
    expect(verdict(express, "Breville Barista Express Espresso Machine BES870XL, Brushed Stainless Steel", { brand: "Breville" })).toBe(
      "verified",
    );
  });

  it("takes a pair whose brackets name two different items for a set, not two of the product (eighth pass D)", () => {
    const knife = { product_name: "Fastback utility knife", brand: "Milwaukee", category: "Tools", subcategory: "Utility Knives" };
    expect(verdict(knife, "Milwaukee Fastback Folding Utility Knife, 2 Pack (Fastback + Compact)", { brand: "Milwaukee" })).toBe(
      "rejected",
    );
    expect(verdict(knife, "Milwaukee Fastback Folding Utility Knife, 2 Pack (Red and Black)", { brand: "Milwaukee" })).toBe("verified");
    const tracker = { product_name: "Tile Mate", brand: "Tile", category: "Electronics", subcategory: "Key Finders" };
    expect(verdict(tracker, "Tile Essentials 4-Pack (2 Mates, 1 Slim, 1 Sticker). Bluetooth Trackers", { brand: "Tile" })).toBe("rejected");
  });

  it("takes a title saying it is a part sold alone for the part, and a body or tool only for the product (eighth pass D)", () => {
    const grip = { product_name: "PopGrip for MagSafe", brand: "PopSockets", category: "Cell Phones", subcategory: "Phone Grips" };
    expect(verdict(grip, "PopSockets MagSafe Ring (Adapter only, PopGrip not included)", { brand: "PopSockets" })).not.toBe("verified");
    const cooker = { product_name: "NS-TSC10", brand: "Zojirushi", category: "Kitchen & Dining", subcategory: "Rice Cookers" };
    expect(verdict(cooker, "Zojirushi Replacement Inner Pan B258 for NS-TSC10", { brand: "Zojirushi" })).not.toBe("verified");
    const drill = { product_name: "2904-20 hammer drill", brand: "Milwaukee", category: "Tools", subcategory: "Hammer Drills" };
    expect(verdict(drill, "Milwaukee 2904-20 M18 FUEL 1/2 in. Hammer Drill/Driver (Tool Only)", { brand: "Milwaukee" })).toBe("verified");
  });

  it("takes a replacement part for a device of an accessory's kind for a part, and the maker's other item after 'and' for a set (eighth pass D)", () => {
    const canister = { product_name: "Fluval FX six", brand: "Fluval", category: "Pet Supplies", subcategory: "Aquarium Filters" };
    expect(verdict(canister, "Fluval FX6 Canister Aquarium Filter, up to 400 Gallons", { brand: "Fluval" })).toBe("verified");
    expect(verdict(canister, "Fluval FX6 Impeller Replacement, A20226", { brand: "Fluval" })).not.toBe("verified");
    const sock = { product_name: "Owlet Dream Sock", brand: "Owlet", category: "Baby", subcategory: "Baby Monitors" };
    expect(verdict(sock, "Owlet Dream Duo - Dream Sock and Owlet Cam 2 Baby Monitor", { brand: "Owlet" })).toBe("rejected");
    const bangle = { product_name: "Initial A bangle", brand: "Alex and Ani", category: "Jewelry", subcategory: "Bangles" };
    expect(verdict(bangle, "Alex and Ani Initial A Expandable Wire Bangle, Rafaelian Gold Finish", { brand: "Alex and Ani" })).not.toBe(
      "rejected",
    );
  });
});

describe("the listing matcher on words the mention says and the title does not (issue 21, eighth pass B)", () => {
  it("reads a console said by its short name apart from its number ('PS five') as the title's PlayStation 5", () => {
    const game = { product_name: "Elden Ring for PS five", brand: "Bandai Namco", subcategory: "PlayStation 5 Games" };
    const brand = { brand: "BANDAI NAMCO Entertainment" };
    expect(verdict(game, "Elden Ring - PlayStation 5", brand)).toBe("verified");
    expect(verdict(game, "Elden Ring - PlayStation 4", brand)).toBe("rejected");
    const full = { product_name: "Elden Ring PlayStation 5", brand: "Bandai Namco" };
    expect(verdict(full, "Elden Ring PS5", brand)).toBe("verified");
    expect(verdict(full, "Elden Ring PS4", brand)).toBe("rejected");
  });

  it("reads a hundreds digit said before its tens as the number of the maker's code, not of a bare sibling", () => {
    const driver = { product_name: "DeWalt eight eighty-seven impact driver", brand: "DEWALT" };
    const dewalt = { brand: "DEWALT" };
    expect(verdict(driver, "DEWALT 20V MAX XR Impact Driver, Brushless, 3-Speed, Bare Tool Only (DCF887B)", dewalt)).toBe("verified");
    expect(verdict(driver, "DEWALT 20V MAX Impact Driver, Cordless, Bare Tool Only (DCF885B)", dewalt)).toBe("rejected");
    const watch = { product_name: "Garmin Forerunner two sixty-five", brand: "Garmin" };
    expect(verdict(watch, "Garmin Forerunner 265S Running Smartwatch, 42mm", { brand: "Garmin" })).not.toBe("verified");
  });

  it("reads words of speech as speech: 'ones' as the pronoun, 'oh one' as a size code, 'second gen' as the title's 2.0", () => {
    const bottles = { product_name: "Dr. Brown's Options Plus bottles, the eight ounce ones", brand: "Dr. Brown's" };
    const browns = { brand: "Dr. Brown's" };
    expect(verdict(bottles, "Dr. Brown's Options+ Bottles 8 oz, with Level 1 Nipple", browns)).toBe("verified");
    const pen = { product_name: "Micron oh one", brand: "Sakura" };
    expect(verdict(pen, "Sakura Pigma 30062 Micron Blister Card Ink Pen, Black, 01", { brand: "Sakura" })).toBe("verified");
    expect(verdict(pen, "Sakura Pigma 30062 Micron Blister Card Ink Pen, Black, 05", { brand: "Sakura" })).toBe("rejected");
    const gun = { product_name: "Theragun mini second gen", brand: "Therabody" };
    expect(verdict(gun, "Therabody Theragun mini 2.0 Handheld Percussive Massage Device, Black", { brand: "Therabody" })).toBe("verified");
    expect(verdict(gun, "Therabody Theragun mini 3.0 Handheld Percussive Massage Device, Black", { brand: "Therabody" })).toBe("rejected");
    // A "zero" closing digits said one by one is the code's last digit.
    const field = { product_name: "Citizen BM eight one eight zero", brand: "Citizen" };
    expect(verdict(field, "Citizen Eco-Drive BM8180-03E Military Style Men's Watch Black Dial Canvas", { brand: "Citizen" })).toBe(
      "verified",
    );
    expect(verdict(field, "Citizen Eco-Drive BM8400-87E Military Style Men's Watch Black Dial", { brand: "Citizen" })).not.toBe("verified");
  });

  it("reads a set that is the mention's kind, and a combo of its kind, as one item, not a bundle", () => {
    const orchid = { product_name: "Lego orchid", brand: "LEGO", subcategory: "Building Sets" };
    const lego = { brand: "LEGO" };
    expect(verdict(orchid, "LEGO Orchid 10311 Artificial Plant Building Set with Flowers, Home Décor Gift for Adults", lego)).toBe(
      "verified",
    );
    expect(
      verdict({ ...orchid, subcategory: "Artificial Plants" }, "LEGO Orchid 10311 Artificial Plant Building Set with Flowers", lego),
    ).not.toBe("verified");
    const tuner = { product_name: "Korg TM sixty", brand: "Korg", subcategory: "Tuners & Metronomes" };
    expect(verdict(tuner, "KORG TM60BK Tuner Metronome Combo, Black", { brand: "Korg" })).toBe("verified");
    // The kind one word before the second job's device is one item too; beside an accessory it is a bundle.
    const clip = { product_name: "Voltwise TN40 tuner", brand: "Voltwise", subcategory: "Clip-On Tuners" };
    expect(verdict(clip, "Voltwise TN40 Tuner Metronome Combo, Black", { brand: "Voltwise" })).toBe("verified");
    expect(verdict(clip, "Voltwise TN40 Tuner Cable Combo, Black", { brand: "Voltwise" })).not.toBe("verified");
    const trimmer = { product_name: "DeWalt DCST922", brand: "DeWalt", subcategory: "String Trimmers" };
    expect(verdict(trimmer, "DEWALT DCST922 String Trimmer and Blower Combo Kit", { brand: "DeWalt" })).not.toBe("verified");
  });

  it("reads German titles: a count ('60er Metalletui') as a set of that many, kinds of item, a joining word as no name", () => {
    // German kinds of item: "Füllhalter" is a fountain pen (no "holder"), "Regenjacke" a rain jacket.
    const pen = { product_name: "Lamy Safari fountain pen", brand: "Lamy", subcategory: "Fountain Pens" };
    expect(verdict(pen, "LAMY safari Füllhalter – Modell 014 in der Farbe Rot mit Federstärke F", { brand: "LAMY" })).toBe("verified");
    expect(verdict(pen, "LAMY safari Kugelschreiber – Modell 214 in der Farbe Rot", { brand: "LAMY" })).not.toBe("verified");
    const jacket = { product_name: "Helly Hansen men's Seven J rain jacket", brand: "Helly Hansen", subcategory: "Rain Jackets" };
    expect(verdict(jacket, "Helly Hansen Herren Seven J Regenjacke, wasserdicht, winddicht, Schwarz, M", { brand: "Helly Hansen" })).toBe(
      "verified",
    );
    // "Weichbettung" is the soft footbed a buyer names.
    const sandal = { product_name: "Birkenstock Arizona soft footbed", brand: "Birkenstock", subcategory: "Sandals" };
    const birkenstock = { brand: "Birkenstock" };
    expect(verdict(sandal, "BIRKENSTOCK Arizona Weichbettung Veloursleder Taupe, Weite normal", birkenstock)).toBe("verified");
    expect(verdict(sandal, "BIRKENSTOCK Arizona Veloursleder Taupe, Weite normal", birkenstock)).not.toBe("verified");
    // A German joining word ("auf", to) is no variant's name.
    const adapter = { product_name: "USB C to Lightning adapter", brand: "Apple", subcategory: "Cable Adapters" };
    expect(verdict(adapter, "Apple USB-C auf Lightning Adapter", { brand: "Apple" })).toBe("verified");
    const pencils = { product_name: "Faber-Castell Polychromos sixty set", brand: "Faber-Castell", subcategory: "Colored Pencils" };
    const faber = { brand: "Faber-Castell" };
    expect(verdict(pencils, "Faber-Castell 110060 - Farbstift Polychromos, 60er Metalletui", faber)).toBe("verified");
    expect(verdict(pencils, "Faber-Castell 110036 - Farbstift Polychromos, 36er Metalletui", faber)).not.toBe("verified");
  });

  it("reads a brand written letter by letter ('e.l.f.') as the title's one word ('elf')", () => {
    const filter = { product_name: "Halo Glow Liquid Filter 3 Medium", brand: "e.l.f." };
    expect(verdict(filter, "elf Halo Glow Liquid Filter 3 Medium 31.5ml")).toBe("verified");
    expect(verdict(filter, "Elf Help Halo Glow Liquid Filter 3 Medium 31.5ml", { brand: "Elf Help" })).not.toBe("verified");
  });

  it("takes a container said after the quantity it holds for how the product is packed, where the title names its kind", () => {
    const salt = { product_name: "Maldon sea salt flakes 250 gram box", brand: "Maldon", subcategory: "Sea Salt" };
    expect(verdict(salt, "Maldon Salt, Sea Salt Flakes, 8.5 oz (250 g)", { brand: "Maldon" })).toBe("verified");
    const crayons = { product_name: "Crayola sixty-four box", brand: "Crayola", subcategory: "Crayons" };
    expect(verdict(crayons, "Crayola 64 Crayons with Sharpener", { brand: "Crayola" })).toBe("verified");
    expect(verdict(crayons, "Crayola 64 Colored Pencils", { brand: "Crayola" })).not.toBe("verified");
  });

  it("finds a bare number the title puts inside the name, not one standing beside another word of it", () => {
    const watch = { product_name: "Seiko five SRPD fifty five", brand: "Seiko" };
    expect(verdict(watch, "Seiko Men's SRPD55K1 5 Sports Automatic Watch", { brand: "Seiko" })).toBe("verified");
    const essence = { product_name: "COSRX snail mucin ninety-six", brand: "COSRX" };
    expect(verdict(essence, "COSRX Snail 96 Mucin Power Essence 100ml", { brand: "COSRX" })).toBe("verified");
    const momentum = { product_name: "Momentum 4 Wireless", brand: "Sennheiser" };
    expect(verdict(momentum, "Sennheiser Momentum True Wireless 4 Earbuds", { brand: "Sennheiser" })).not.toBe("verified");
  });
});

describe("the listing matcher on the title's words the mention does not say (issue 21, eighth pass A)", () => {
  it("reads a consumable's Mini as its travel size, a device's Mini and a mini set as other products", () => {
    const primer = { product_name: "Power Grip Primer", brand: "e.l.f.", category: "Beauty", subcategory: "Face Primer" };
    expect(verdict(primer, "e.l.f. Power Grip Primer Mini, 0.27 oz", { brand: "e.l.f." })).toBe("verified");
    expect(verdict(primer, "e.l.f. Power Grip Primer Mini Set, 4 x 0.25 oz", { brand: "e.l.f." })).not.toBe("verified");
    const plug = { product_name: "Kasa Smart Plug", brand: "TP-Link", category: "Smart Home", subcategory: "Smart Plugs" };
    expect(verdict(plug, "TP-Link Kasa Smart Plug Mini, White", { brand: "TP-Link" })).not.toBe("verified");
  });

  it("takes a counted generation the mention does not name for the one on offer, unless the search offers another", () => {
    const nest = { product_name: "Nest Mini", brand: "Google", category: "Smart Home", subcategory: "Smart Speakers" };
    const listing = (asin: string, title: string) => ({ asin, title, brand: "Google" });
    const second = listing("B000000001", "Google Nest Mini 2nd Gen, Charcoal");
    const plain = listing("B000000002", "Google Nest Mini Smart Speaker with Google Assistant, Chalk");
    const third = listing("B000000003", "Google Nest Mini 3rd Gen, Chalk");
    expect(matchCandidates(nest, [second, plain]).map((r) => r.verdict)).toEqual(["verified", "verified"]);
    expect(matchCandidates(nest, [second, plain, third])[0]!.verdict).not.toBe("verified");
    // A roman numeral names the successor, beside listings of the product without it.
    const player = {
      product_name: "Player Stratocaster",
      brand: "Fender",
      category: "Musical Instruments",
      subcategory: "Electric Guitars",
    };
    const ii = { asin: "B000000004", title: "Fender Player II Stratocaster Electric Guitar, Polar White", brand: "Fender" };
    const one = { asin: "B000000005", title: "Fender Player Stratocaster Electric Guitar, Polar White", brand: "Fender" };
    expect(matchCandidates(player, [ii, one])[0]!.verdict).not.toBe("verified");
  });

  it("takes a roman generation the mention does not name for the one on offer, where no listing offers another or the plain first one", () => {
    const boot = { product_name: "Classic Mini", brand: "Woolo", category: "Fashion", subcategory: "Boots" };
    const listing = (asin: string, title: string) => ({ asin, title, brand: "Woolo" });
    const second = listing("B000000011", "Woolo Women's Classic Mini II Boot, Chestnut, 8");
    const secondBlack = listing("B000000012", "Woolo Women's Classic Mini II Boot, Black, 7");
    // (Another model of the line, its words apart, offers no first generation of this one.)
    const ultra = listing("B000000013", "Woolo Women's Classic Ultra Mini Boot, Chestnut");
    expect(matchCandidates(boot, [second, secondBlack, ultra])[0]!.verdict).toBe("verified");
    // The plain name beside it is the first generation; another numeral, another generation.
    const first = listing("B000000014", "Woolo Women's Classic Mini Boot, Chestnut, 8");
    expect(matchCandidates(boot, [second, first])[0]!.verdict).not.toBe("verified");
    const third = listing("B000000015", "Woolo Women's Classic Mini III Boot, Chestnut, 8");
    expect(matchCandidates(boot, [second, third])[0]!.verdict).not.toBe("verified");
  });

  it("doubts a listing under another brand of the maker's family that names nothing of the product but its kind (eighth pass D)", () => {
    const spinner = { product_name: "OXO salad spinner", brand: "OXO", category: "Kitchen & Dining", subcategory: "Salad Spinners" };
    const lookAlike = "Salad Spinner Large 5L, Vegetable Washer with Pump, Lettuce Spinner with Bowl";
    expect(verdict(spinner, lookAlike, { brand: "Gorilla Grip", manufacturer: "OXO" })).not.toBe("verified");
    expect(verdict(spinner, "OXO Salad Spinner, Large, White", { brand: "OXO" })).toBe("verified");
  });

  it("reads a phone's network generation (5G) as a counted generation: the one on offer unless another is", () => {
    const moto = {
      product_name: "Moto G Power 2024",
      brand: "Motorola",
      category: "Cell Phones & Accessories",
      subcategory: "Smartphones",
    };
    const fiveG = { asin: "B000000006", title: "Motorola Moto G Power 5G 2024 128GB, Pale Lilac, Unlocked", brand: "Motorola" };
    const plain = { asin: "B000000007", title: "Motorola Moto G Power 2024 128GB, Midnight Blue, Unlocked", brand: "Motorola" };
    const fourG = { asin: "B000000008", title: "Motorola Moto G Power 4G 2024 128GB, Midnight Blue, Unlocked", brand: "Motorola" };
    expect(matchCandidates(moto, [fiveG, plain])[0]!.verdict).toBe("verified");
    expect(matchCandidates(moto, [fiveG, plain, fourG])[0]!.verdict).not.toBe("verified");
  });

  it("takes a listing without a brand whose title opens with the mention's name of two ordinary words for the maker's (ninth pass, B)", () => {
    const comet = { product_name: "Glimmer Velvet Comet mascara", brand: "Glimmer", category: "Beauty", subcategory: "Mascara" };
    expect(verdict(comet, "Velvet Comet Lengthening Mascara Black - 2 Pack")).toBe("verified");
    // The name's words apart, or not opening the title, say no maker's line.
    expect(verdict(comet, "Lengthening Mascara Velvet Black, Comet Effect")).not.toBe("verified");
    expect(verdict(comet, "Black Mascara with Velvet Comet Brush")).not.toBe("verified");
    // The name's words before its kind, the kind after them as the mention says it.
    const meadow = { product_name: "Dorvel Meadow Builder lawn food", brand: "Dorvel", category: "Garden", subcategory: "Fertilizers" };
    expect(verdict(meadow, "Meadow Builder Lawn Food 12.5 lb Bag Covers 5000 sq ft")).toBe("verified");
    expect(verdict(meadow, "Lawn Food for Meadow Grass, Builder Formula 12.5 lb")).not.toBe("verified");
    // A name of kind words ("moisturizing cream") is what every maker calls the item.
    const cream = {
      product_name: "Dermaloo moisturizing cream",
      brand: "Dermaloo",
      category: "Beauty",
      subcategory: "Face Moisturizers",
    };
    expect(verdict(cream, "Moisturizing Cream with Ceramides, Fragrance Free, 16 oz")).not.toBe("verified");
  });

  it("takes a title that opens with the line's own name and names the brand after it for the maker's (ninth pass, B)", () => {
    const pack = { product_name: "Trailmoss Quiet Harbor", brand: "Trailmoss", category: "Bags & Luggage", subcategory: "Backpacks" };
    expect(verdict(pack, "Quiet Harbor Backpack Black 25L Trailmoss")).toBe("verified");
    // The brand named later where the name does not open the title stays a doubt.
    expect(verdict(pack, "Backpack Black 25L Quiet Harbor Trailmoss")).not.toBe("verified");
  });

  it("reads a brandless mention opening with the item's brand's initials as that brand (eleventh pass, N)", () => {
    const whey = { product_name: "QH Silver Measure Whey", brand: null, category: "Fitness", subcategory: "Whey Protein" };
    // By the brand field, or by the title's opening words where the item has none.
    expect(verdict(whey, "Quarry Harvest Silver Measure Whey Protein, Vanilla, 5 lb", { brand: "Quarry Harvest" })).toBe("verified");
    expect(verdict(whey, "Quarry Harvest Silver Measure Whey Protein, Vanilla, 5 lb")).toBe("verified");
    // Initials that are not the brand's leave the opening word a word of the name the title lacks.
    expect(verdict(whey, "Quiet Hill Silver Measure Whey Protein, Vanilla, 5 lb", { brand: "Northway Farms" })).not.toBe("verified");
    // The brand known, the rest of the name must still be found: the maker's other line is not it.
    expect(verdict(whey, "Quarry Harvest Silver Measure Casein Protein, Vanilla, 5 lb", { brand: "Quarry Harvest" })).not.toBe("verified");
  });

  it("takes a container said right after the measure it holds as said by a title giving that measure (eleventh pass, N)", () => {
    const balm = {
      product_name: "Dermaloo soothing balm, the sixteen ounce tub",
      brand: "Dermaloo",
      category: "Beauty",
      subcategory: "Body Creams",
    };
    expect(verdict(balm, "Dermaloo Soothing Balm 16 oz, Fragrance Free", { brand: "Dermaloo" })).toBe("verified");
    // Another measure is another size.
    expect(verdict(balm, "Dermaloo Soothing Balm 8 oz, Fragrance Free", { brand: "Dermaloo" })).not.toBe("verified");
    // A bare count names no container: the maker's 64 pencils are not its box of 64 crayons.
    const box = { product_name: "Glimwax sixty-four box", brand: "Glimwax", category: "Arts & Crafts", subcategory: "Crayons" };
    expect(verdict(box, "Glimwax Colored Pencils, 64 Count", { brand: "Glimwax" })).not.toBe("verified");
  });

  it("takes a maker's part number in a listing without a brand that names the product for the maker's (eleventh pass, N)", () => {
    const mount = {
      product_name: "Corvane Swift Grip five dash mount",
      brand: "Corvane",
      category: "Cell Phones",
      subcategory: "Car Mounts",
    };
    expect(verdict(mount, "Car Mount Swift Grip 5 Dash & Windshield CRVSG570 Black")).toBe("verified");
    // Without one, a look-alike may carry the name: the brand is not found.
    expect(verdict(mount, "Car Mount Swift Grip 5 Dash & Windshield, Black")).not.toBe("verified");
    // A part number beside only a size and the kind is another maker's.
    const knife = { product_name: "Classic 8-Inch Chef's Knife", brand: "Kirovo", category: "Home & Kitchen", subcategory: "Knives" };
    expect(verdict(knife, "Mako Blade MB-80 Professional 8-Inch Chef's Knife with Dimples")).not.toBe("verified");
  });
});
