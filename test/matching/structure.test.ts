/**
 * Issue 21: the matcher decides from the structure of a title (identity tokens, where a word
 * stands in the name), not from lists of the labelled examples' words (decision record 0014,
 * "Identity from structure"). The cases are invented, written as marketplaces title items.
 */
import { describe, expect, it } from "vitest";
import { matchCandidate, matchCandidates, type MatchCandidate, type MatchMention } from "../../worker/services/matching";

let n = 0;
const judge = (mention: MatchMention, title: string, extra: Partial<MatchCandidate> = {}) =>
  matchCandidate(mention, { asin: `B0STRC${String(++n).padStart(4, "0")}`, title, ...extra });
const verdict = (mention: MatchMention, title: string, extra: Partial<MatchCandidate> = {}) => judge(mention, title, extra).verdict;

describe("numbers and units as a transcript says them", () => {
  it("reads spelled numbers the way the title writes them", () => {
    const blender: MatchMention = { product_name: "Korvo fifty-two hundred", brand: "Korvo", subcategory: "Blenders" };
    expect(verdict(blender, "Korvo 5200 Blender, Self-Cleaning 64 oz Container, Black", { brand: "Korvo" })).toBe("verified");
    expect(verdict(blender, "Korvo 5300 Blender, Self-Cleaning 64 oz Container, Black", { brand: "Korvo" })).toBe("rejected");
    const boots: MatchMention = { product_name: "fourteen sixty boots", brand: "Halden", subcategory: "Boots" };
    expect(verdict(boots, "Halden 1460 Boots, Black", { brand: "Halden" })).toBe("verified");
    const jeans: MatchMention = { product_name: "five oh one original fit", brand: "Marlow", subcategory: "Jeans" };
    expect(verdict(jeans, "Marlow Men's 501 Original Fit Jeans, Rinse", { brand: "Marlow" })).toBe("verified");
    expect(verdict(jeans, "Marlow Men's 505 Regular Fit Jeans, Rinse", { brand: "Marlow", model: "00505-0216" })).not.toBe("verified");
    const mic: MatchMention = { product_name: "NT one fifth generation", brand: "Velda", subcategory: "Microphones" };
    expect(verdict(mic, "Velda NT1 5th Generation Studio Condenser Microphone, Silver", { brand: "Velda" })).toBe("verified");
    const amp: MatchMention = { product_name: "Tarra fifty mark two", brand: "Velda", subcategory: "Amplifiers" };
    expect(verdict(amp, "Velda Tarra-50 MkII Guitar Combo Amplifier, 50-Watt", { brand: "Velda" })).toBe("verified");
  });

  it("reads units joined to their number, and the same size in another unit word", () => {
    const charger: MatchMention = { product_name: "twenty watt USB-C charger", brand: "Orbit", subcategory: "Wall Chargers" };
    expect(verdict(charger, "Orbit 20W USB-C Charger, Fast Charging, White", { brand: "Orbit" })).toBe("verified");
    expect(verdict(charger, "Orbit 30W USB-C Charger, Fast Charging, White", { brand: "Orbit" })).toBe("rejected");
    const hose: MatchMention = { product_name: "garden hose 5/8 inch by 50 feet", brand: "Flexa", subcategory: "Garden Hoses" };
    expect(verdict(hose, "Flexa Garden Hose 5/8 in. x 50 ft., Heavy Duty, Green", { brand: "Flexa" })).toBe("verified");
    expect(verdict(hose, "Flexa Garden Hose 5/8 in. x 75 ft., Heavy Duty, Green", { brand: "Flexa" })).not.toBe("verified");
    const serum: MatchMention = {
      product_name: "Niacinamide ten percent plus zinc one percent",
      brand: "Ordia",
      subcategory: "Face Serums",
    };
    expect(verdict(serum, "Ordia Niacinamide 10% + Zinc 1%, 60ml", { brand: "Ordia" })).toBe("verified");
    const balm: MatchMention = { product_name: "number three hair perfector", brand: "Olani", subcategory: "Hair Treatments" };
    expect(verdict(balm, "Olani No. 3 Hair Perfector, 3.3 fl oz", { brand: "Olani" })).toBe("verified");
    expect(verdict(balm, "Olani No. 4 Bond Shampoo, 8.5 fl oz", { brand: "Olani" })).not.toBe("verified");
  });
});

describe("what the item adds to the name", () => {
  it("takes a descriptive word the item adds as harmless, a coined word or a tier word as another model", () => {
    const bank: MatchMention = { product_name: "622 MagGo battery", brand: "Anvo", subcategory: "Portable Power Banks" };
    expect(verdict(bank, "Anvo 622 Magnetic Battery (MagGo), 5,000mAh Foldable Wireless Portable Charger", { brand: "Anvo" })).toBe(
      "verified",
    );
    const harness: MatchMention = { product_name: "Easy Walk harness", brand: "Pawly", subcategory: "Dog Harnesses" };
    expect(verdict(harness, "Pawly Easy Walk No-Pull Dog Harness - Front Clip, Medium, Black", { brand: "Pawly" })).toBe("verified");
    // A tier word is another model of the line.
    expect(verdict(harness, "Pawly Easy Walk Deluxe No-Pull Dog Harness, Reflective, Padded", { brand: "Pawly" })).not.toBe("verified");
    // So are a reissue, a raised sole and an oversize edition ("Redux", "Platform", "Giant").
    const sneaker: MatchMention = { product_name: "Old Skool", brand: "Vans", subcategory: "Sneakers" };
    expect(verdict(sneaker, "Vans Old Skool Sneaker, Black/White", { brand: "Vans" })).toBe("verified");
    expect(verdict(sneaker, "Vans Old Skool Platform Sneaker, Black/White", { brand: "Vans" })).not.toBe("verified");
    const game: MatchMention = { product_name: "UNO", brand: "Mattel Games", subcategory: "Card Games" };
    expect(verdict(game, "Giant UNO Card Game with 108 Oversized Cards", { brand: "Mattel Games" })).not.toBe("verified");
    // A word that is no common English word inside the name is a name of its own.
    const dryer: MatchMention = { product_name: "Airwave Hair Dryer", brand: "Dorel", subcategory: "Hair Dryers" };
    expect(verdict(dryer, "Dorel Airwave Hair Dryer - Blue/Copper", { brand: "Dorel" })).toBe("verified");
    expect(verdict(dryer, "Dorel Airwave Zentrix Hair Dryer - Blue/Copper", { brand: "Dorel" })).not.toBe("verified");
  });

  it("takes a word in the place of the mention's next name word as another model, one in a slot for description as harmless", () => {
    const keyboard: MatchMention = { product_name: "MX Mechanical Mini", brand: "Logan", subcategory: "Keyboards" };
    expect(verdict(keyboard, "Logan MX Keys Mini Wireless Mechanical Keyboard, Space Gray", { brand: "Logan" })).not.toBe("verified");
    const bag: MatchMention = {
      product_name: "Platinum Elite twenty-one inch carry-on spinner",
      brand: "Trava",
      subcategory: "Carry-On Luggage",
    };
    expect(verdict(bag, "Trava Platinum Elite Lightweight Expandable Spinner, Carry-On 21-Inch", { brand: "Trava" })).not.toBe("rejected");
    const arm: MatchMention = { product_name: "LX monitor arm", brand: "Ergon", subcategory: "Monitor Arms" };
    expect(verdict(arm, "Ergon – LX Single Monitor Arm, VESA Desk Mount – Polished Aluminum", { brand: "Ergon" })).toBe("verified");
    expect(verdict(arm, "Ergon – LX Dual Stacking Monitor Arm, VESA Desk Mount – Polished Aluminum", { brand: "Ergon" })).not.toBe(
      "verified",
    );
  });

  it("takes a model code the title goes on with, or a version after the name, as another model", () => {
    const camera: MatchMention = { product_name: "Ektra H35", brand: "Kodo", subcategory: "Film Cameras" };
    expect(verdict(camera, "KODO EKTRA H35 Half Frame Film Camera, 35mm, Black", { brand: "Kodo" })).toBe("verified");
    expect(verdict(camera, "KODO EKTRA H35N Half Frame Film Camera, 35mm, Black", { brand: "Kodo" })).not.toBe("verified");
    const piano: MatchMention = { product_name: "CTS one", brand: "Kasio", subcategory: "Portable Keyboards" };
    expect(verdict(piano, "Kasio CT-S1 61-Key Portable Keyboard, White", { brand: "Kasio" })).toBe("verified");
    expect(verdict(piano, "Kasio CT-S1-76 76-Key Portable Keyboard, Black", { brand: "Kasio" })).not.toBe("verified");
    const roller: MatchMention = { product_name: "the GRID foam roller", brand: "Trigo", subcategory: "Foam Rollers" };
    expect(verdict(roller, "Trigo GRID Foam Roller, 13-Inch, Black", { brand: "Trigo" })).toBe("verified");
    expect(verdict(roller, 'Trigo GRID 2.0 Foam Roller, 26" Long, Black', { brand: "Trigo" })).not.toBe("verified");
  });

  it("takes a line's own word (Series, Collection) inside the name as no model of its own", () => {
    const mixer: MatchMention = { product_name: "Artiso stand mixer five quart", brand: "Kitchenly", subcategory: "Stand Mixers" };
    expect(verdict(mixer, "Kitchenly Artiso Series 5 Quart Tilt Head Stand Mixer, Empire Red", { brand: "Kitchenly" })).toBe("verified");
    expect(verdict(mixer, "Kitchenly Artiso Mini 3.5 Quart Tilt-Head Stand Mixer", { brand: "Kitchenly" })).not.toBe("verified");
  });
});

describe("the labelling rules as hard refusals", () => {
  it("refuses another market's item named by its market, rebuilt items and guides about it", () => {
    const camera: MatchMention = { product_name: "EOS R50", brand: "Canor", subcategory: "Mirrorless Cameras" };
    expect(verdict(camera, "Canor EOS R50 Body Black", { brand: "Canor" })).toBe("verified");
    const intl = judge(camera, "Canor EOS R50 Body Black - International Model (No Canor USA Warranty)", { brand: "Canor" });
    expect(intl.verdict).toBe("rejected");
    expect(intl.hard).toBe(true);
    const trimmer: MatchMention = { product_name: "OneBlade 360", brand: "Philo", subcategory: "Trimmers" };
    expect(verdict(trimmer, "Philo OneBlade 360 Face & Body Hybrid Trimmer, EU 2-Pin Plug", { brand: "Philo" })).toBe("rejected");
    const instant: MatchMention = { product_name: "SX-70", brand: "Polar", subcategory: "Instant Cameras" };
    expect(verdict(instant, "Polar SX-70 Instant Camera, Rebuilt Body with Manual Mode", { brand: "Polar" })).toBe("rejected");
    expect(verdict(instant, "Polar SX-70 Film - Color Film for SX-70 Cameras, 8 Photos", { brand: "Polar" })).toBe("rejected");
    const book: MatchMention = { product_name: "Braiding Sweetgrass", brand: null, category: "Books", subcategory: "Nature Writing" };
    expect(verdict(book, "Braiding Sweetgrass: Indigenous Wisdom, Scientific Knowledge and the Teachings of Plants")).toBe("verified");
    expect(verdict(book, "Braiding Sweetgrass Discussion Guide and Reflection Journal")).toBe("rejected");
    expect(verdict(book, "Braiding Sweetgrass for Young Adults: Indigenous Wisdom")).toBe("rejected");
  });

  it("takes a travel size as a size of the product, and a title for the other gender as another variant", () => {
    const spray: MatchMention = { product_name: "All Nighter setting spray", brand: "Urbano", subcategory: "Setting Sprays" };
    expect(verdict(spray, "Urbano All Nighter Setting Spray, Travel Size 1 fl oz", { brand: "Urbano" })).toBe("verified");
    const shoe: MatchMention = { product_name: "Gel-Kayano thirty men's", brand: "Asko", subcategory: "Running Shoes" };
    expect(verdict(shoe, "Asko Gel-Kayano 30 Chaussures de Running Homme, Bleu", { brand: "Asko" })).toBe("verified");
    expect(verdict(shoe, "Asko Women's Gel-Kayano 30 Running Shoes", { brand: "Asko" })).not.toBe("verified");
  });
});

describe("a search read together", () => {
  it("reads the variant the mention names against the items' variation attributes", () => {
    const wipes: MatchMention = {
      product_name: "disinfecting wipes, crisp lemon",
      brand: "Clarel",
      subcategory: "Disinfecting Wipes",
      quote: "Clarel wipes in crisp lemon, I keep a tub in the kitchen.",
    };
    const [lemon, fresh] = matchCandidates(wipes, [
      {
        asin: "B1",
        title: "Clarel Disinfecting Wipes, Bleach Free, 75 Count",
        brand: "Clarel",
        variation_attributes: { scent: "Crisp Lemon" },
      },
      {
        asin: "B2",
        title: "Clarel Disinfecting Wipes, Bleach Free, 75 Count",
        brand: "Clarel",
        variation_attributes: { scent: "Fresh Scent" },
      },
    ]);
    expect(lemon!.verdict).toBe("verified");
    expect(fresh!.verdict).toBe("rejected");
    expect(fresh!.reasons.join("; ")).toContain("another scent (Fresh Scent)");
  });

  it("takes an item filed under another kind, whose title names another kind, as not the product where the search shows the mention's kind", () => {
    const cutter: MatchMention = { product_name: "Joy Extra", brand: "Crafto", category: "Arts & Crafts", subcategory: "Cutting Machines" };
    const [machine, vinyl] = matchCandidates(cutter, [
      {
        asin: "B1",
        title: "Crafto Joy Xtra Smart Cutting Machine, Print Then Cut",
        brand: "Crafto",
        browse_node: "Die-Cutting & Embossing Machines",
      },
      {
        asin: "B2",
        title: "Crafto Joy Xtra Smart Label Writable Vinyl, Black, 8.5 in x 4 ft",
        brand: "Crafto",
        browse_node: "Craft Vinyl",
      },
    ]);
    expect(machine!.verdict).toBe("verified");
    expect(vinyl!.verdict).not.toBe("verified");
    expect(vinyl!.reasons.join("; ")).toContain('another kind of item ("vinyl"');
  });

  it("takes a mention's first word as its brand where an item's brand field says so, and a look-alike of another maker as doubtful", () => {
    const mouse: MatchMention = { product_name: "Lift vertical mouse", brand: null, subcategory: "Computer Mice" };
    const [dupe, a, b] = matchCandidates(mouse, [
      { asin: "B1", title: "Vertical Ergonomic Mouse Wireless, Rechargeable, Lift Design for Small Hands", brand: "Lekro" },
      { asin: "B2", title: "Loga Lift Vertical Ergonomic Mouse, Wireless, Graphite", brand: "Loga" },
      { asin: "B3", title: "Loga Lift Vertical Ergonomic Mouse, Wireless, Rose", brand: "Loga" },
    ]);
    expect(a!.verdict).toBe("verified");
    expect(b!.verdict).toBe("verified");
    expect(dupe!.verdict).not.toBe("verified");
    const orchid: MatchMention = { product_name: "the BRIX orchid", brand: null, subcategory: "Building Sets" };
    expect(verdict(orchid, "BRIX Orchid Building Set for Adults (10311)", { brand: "BRIX" })).toBe("verified");
    expect(verdict(orchid, "Orchid Building Blocks Flower Bouquet Set 608 PCS, Compatible with Brix", { brand: "Blokko" })).toBe(
      "rejected",
    );
  });

  it("takes a word the maker's other listings in the search share as the product's full name, one listing's own word as a sibling's", () => {
    const stove: MatchMention = { product_name: "Blaze", brand: "Camprite", subcategory: "Camping" };
    const [plain, described, sibling, other] = matchCandidates(stove, [
      { asin: "B1", title: "Camprite Blaze Cooking System, Orange", brand: "Camprite" },
      { asin: "B2", title: "Camprite Blaze Camping Stove Cooking System, Carbon", brand: "Camprite" },
      { asin: "B3", title: "Camprite Blaze Mocha Kit Cooking System, Gray", brand: "Camprite" },
      { asin: "B4", title: "Camprite Stash Cooking System", brand: "Camprite" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(described!.verdict).toBe("verified");
    expect(sibling!.verdict).not.toBe("verified");
    expect(other!.verdict).not.toBe("verified");
    // Alone, without the search, the same item's next word is only a doubt.
    expect(verdict(stove, "Camprite Blaze Cooking System, Orange", { brand: "Camprite" })).toBe("review");
    // Another maker's listings ("Straw Lid for …") do not make a word the product's.
    const bottle: MatchMention = { product_name: "Rover 26 oz Bottle", brand: "Yoko", subcategory: "Water Bottles" };
    const [straw] = matchCandidates(bottle, [
      { asin: "B1", title: "Yoko Rover 26 oz Straw Cup Insulated Water Bottle, Cream", brand: "Yoko" },
      { asin: "B2", title: "Yoko Rover 26 oz Bottle, Stone", brand: "Yoko" },
      { asin: "B3", title: "Tanzo Straw Lid for Yoko Rover 26 oz Bottle", brand: "Tanzo" },
      { asin: "B4", title: "Hydro Replacement Straws Compatible with Yoko Rover 26 oz Bottle, 8 Pack", brand: "Hydro" },
    ]);
    expect(straw!.verdict).not.toBe("verified");
  });

  it("takes a word one listing inserts after the name, which the maker's other listings of it lack, as a sibling's", () => {
    const goggles: MatchMention = { product_name: "Vantor two point oh goggles", brand: "Swimco", subcategory: "Swim Goggles" };
    const [a, b, optical, pack] = matchCandidates(goggles, [
      { asin: "B1", title: "Swimco Unisex-Adult Swim Goggles Vantor 2.0, Clear/Blue, One Size", brand: "Swimco" },
      { asin: "B2", title: "Swimco Unisex-Adult Swim Goggles Vantor 2.0, Smoke/Black, One Size", brand: "Swimco" },
      { asin: "B3", title: "Swimco Vantor 2.0 Optical Swim Goggle, -3.0 Prescription", brand: "Swimco" },
      { asin: "B4", title: "Swimco Vantor 2.0 Swim Goggles, 2-Pack, Clear & Smoke", brand: "Swimco" },
    ]);
    expect(a!.verdict).toBe("verified");
    expect(b!.verdict).toBe("verified");
    expect(pack!.verdict).toBe("verified");
    expect(optical!.verdict).toBe("review");
    expect(optical!.reasons.join("; ")).toContain('a word no other listing of the product has ("optical")');
    // Alone, nothing contradicts it.
    expect(verdict(goggles, "Swimco Vantor 2.0 Optical Swim Goggle, -3.0 Prescription", { brand: "Swimco" })).toBe("verified");
  });

  it("takes a standard's version after a word of the name as the standard's where the mention's model code is found", () => {
    const dock: MatchMention = { product_name: "QX4 Thunderbolt dock", brand: "Caldo", subcategory: "Docking Stations" };
    expect(verdict(dock, "Caldo QX4 Thunderbolt 4 Dock - 18 Ports, 98W Charging", { brand: "Caldo" })).toBe("verified");
    expect(verdict(dock, "Caldo QX3 Thunderbolt 3 Dock - 15 Ports, 87W Charging", { brand: "Caldo" })).not.toBe("verified");
    // Without a code of its own, a number inside the name is another model.
    const pad: MatchMention = { product_name: "Switch Pro Controller", brand: "Nintendo", subcategory: "Controllers" };
    expect(verdict(pad, "Nintendo Switch 2 Pro Controller", { brand: "Nintendo" })).not.toBe("verified");
  });

  it("finds a brand the title names late by its initials", () => {
    const spice: MatchMention = { product_name: "Everything Blend seasoning", brand: "TJ's", subcategory: "Spice Blends" };
    expect(judge(spice, "Everything Blend Seasoning 2.3 oz Trader Joes").reasons).toContain("brand named in the title, not first");
    expect(judge(spice, "Everything Blend Seasoning 2.3 oz Happy Kitchen").reasons).toContain("brand not found");
  });

  it("takes a brand field as the mentioned maker's where another item of the search gives that brand with the maker as manufacturer", () => {
    const console: MatchMention = { product_name: "Zentro 5 console", brand: "Velora", subcategory: "Consoles" };
    const [linked, alone] = [
      matchCandidates(console, [
        { asin: "B1", title: "Zentro 5 Console, Digital, 1TB", brand: "Nexa Play" },
        { asin: "B2", title: "Zentro 5 Controller, Midnight Black", brand: "Nexa Play", manufacturer: "Velora Interactive Entertainment" },
      ])[0]!,
      matchCandidate(console, { asin: "B1", title: "Zentro 5 Console, Digital, 1TB", brand: "Nexa Play" }),
    ];
    expect(linked.reasons).toContain("same brand (brand)");
    expect(linked.verdict).toBe("verified");
    expect(alone.verdict).not.toBe("verified");
  });

  it('reads "and a half" as the title\'s decimal, and a list in brackets as sizes only when it holds numbers of one measure', () => {
    const oven: MatchMention = { product_name: "Dutch oven five and a half quart", brand: "Fonte", subcategory: "Dutch Ovens" };
    expect(verdict(oven, "Fonte Enameled Cast Iron Round Dutch Oven, 5.5 qt., Cerise", { brand: "Fonte" })).toBe("verified");
    expect(verdict(oven, "Fonte Enameled Cast Iron Round Dutch Oven, 7.25 qt., Cerise", { brand: "Fonte" })).not.toBe("verified");
    const charger: MatchMention = { product_name: "Volta 511 charger thirty watt", brand: "Volta", subcategory: "Chargers" };
    const pack = judge(charger, "Volta 511 Charger (Nano, 30W), 2 Pack", { brand: "Volta" });
    expect(pack.reasons).not.toContain("an assortment, not the item");
    expect(pack.pack_size).toBe(2);
    const pans: MatchMention = { product_name: "fry pan", brand: "Fonte", subcategory: "Frying Pans" };
    expect(judge(pans, "Fonte Fry Pan Set of 3 (8, 10.25 and 12 inch)", { brand: "Fonte" }).reasons).toContain(
      "an assortment, not the item",
    );
  });

  it("reads whom the mention is for from its subcategory too", () => {
    const food: MatchMention = { product_name: "Pro Diet salmon and rice", brand: "Nutra", subcategory: "Dry Dog Food" };
    expect(verdict(food, "Nutra Pro Diet Sensitive Skin Dog Food Salmon and Rice Formula, 30 lb", { brand: "Nutra" })).toBe("verified");
    expect(verdict(food, "Nutra Pro Diet Sensitive Skin Cat Food Salmon and Rice", { brand: "Nutra" })).not.toBe("verified");
  });

  it("takes what follows a plus as packed with the item, and a kind word only as a whole word or its plural", () => {
    const razor: MatchMention = { product_name: "Vero Glide five razor", brand: "Vero", subcategory: "Razors" };
    expect(verdict(razor, "Vero Glide5 Men's Razor Handle + 2 Blade Refills", { brand: "Vero" })).toBe("verified");
    expect(verdict(razor, "Vero Glide5 Razor Blade Refills, 8 Count", { brand: "Vero" })).not.toBe("verified");
    const driver: MatchMention = { product_name: "Tork eighteen volt impact driver", brand: "Tork", subcategory: "Impact Drivers" };
    expect(judge(driver, 'Tork 18V Brushless Cordless High-Torque 1/2" Square Drive Impact Wrench', { brand: "Tork" }).reasons).toContain(
      "does not say driver",
    );
  });

  it("reads a size the mention says with its word, what the mention says a product fits, a book's format and the subcategory as the kind", () => {
    const diapers: MatchMention = { product_name: "Snugglers size two", brand: "Babso", subcategory: "Diapers" };
    expect(verdict(diapers, "Babso Snugglers Diapers - Size 2, 112 Count", { brand: "Babso" })).toBe("verified");
    expect(verdict(diapers, "Babso Snugglers Diapers - Size 3, 136 Count", { brand: "Babso" })).not.toBe("verified");
    const liners: MatchMention = { product_name: "Floorliner for Honda CR-V", brand: "Weathex", subcategory: "Floor Mats" };
    expect(
      judge(liners, "Weathex Custom Fit Floorliner for Honda CR-V - 1st & 2nd Row, Black", { brand: "Weathex" }).reasons.join("; "),
    ).not.toContain("made to fit it");
    const books: MatchMention = { product_name: "Wizard Saga box set", brand: "A. Author", category: "Books", subcategory: "Fantasy" };
    expect(verdict(books, "Wizard Saga Paperback Box Set (Books 1-7)", { binding: "Paperback" })).toBe("verified");
    const trainer: MatchMention = { product_name: "Kicker Core", brand: "Wahu", subcategory: "Bike Trainers" };
    expect(verdict(trainer, "Wahu KICKR CORE Direct Drive Smart Bike Trainer, Zwift Compatible", { brand: "Wahu" })).toBe("verified");
    expect(verdict(trainer, "Wahu KICKR CORE Cycling Shoes, Black", { brand: "Wahu" })).not.toBe("verified");
  });

  it("reads a count after its kind word, and a word before a separator as no part of the name", () => {
    const crayons: MatchMention = { product_name: "sixty four crayons", brand: "Colora", subcategory: "Crayons" };
    expect(verdict(crayons, "Colora Crayons 64 Count, Assorted Colors", { brand: "Colora" })).toBe("verified");
    expect(verdict(crayons, "Colora Crayons 24 Count, Assorted Colors", { brand: "Colora" })).not.toBe("verified");
    const candle: MatchMention = { product_name: "Balsam and Cedar large jar", brand: "Wickery", subcategory: "Candles" };
    expect(verdict(candle, "Wickery Balsam & Cedar Scented, Classic 22oz Large Jar Candle", { brand: "Wickery" })).toBe("verified");
  });

  it("takes an accessory node as the mention's own place where its kind is a thing for what the node names", () => {
    const light: MatchMention = { product_name: "GlowBar Halo", brand: "Lumen", subcategory: "Monitor Lights" };
    const lamp = { brand: "Lumen", browse_node: "Monitor Accessories" };
    expect(verdict(light, "Lumen GlowBar Halo LED Monitor Light Bar, Auto-Dimming, USB Powered", lamp)).toBe("verified");
    const monitor: MatchMention = { product_name: "GlowView 27", brand: "Lumen", subcategory: "Monitors" };
    expect(verdict(monitor, "Lumen GlowView 27 Monitor Hood, Anti-Glare", lamp)).not.toBe("verified");
  });

  it("takes who an item is for (Unisex-Adult) as no more name, and a pattern edition as a colour edition", () => {
    const clog: MatchMention = { product_name: "Classic Clog", brand: "Crox", subcategory: "Clogs" };
    expect(verdict(clog, "Crox Unisex-Adult Classic Clogs, Black, 9 Women/7 Men", { brand: "Crox" })).toBe("verified");
    expect(verdict(clog, "Crox Classic Platform Clog", { brand: "Crox" })).not.toBe("verified");
    const speaker: MatchMention = { product_name: "Flop six", brand: "JBX", subcategory: "Bluetooth Speakers" };
    expect(verdict(speaker, "JBX Flop 6 Squad Camo Edition", { brand: "JBX" })).toBe("verified");
    expect(verdict(speaker, "JBX Flop 6 Pro Edition", { brand: "JBX" })).not.toBe("verified");
  });

  it("reads a spoken fraction of a cut as the title writes it, and a number with an X as another model", () => {
    const fleece: MatchMention = { product_name: "Warm Sweater quarter zip", brand: "Patago", subcategory: "Fleece" };
    expect(verdict(fleece, "Patago Men's Warm Sweater 1/4 Zip Fleece Pullover, Stonewash", { brand: "Patago" })).toBe("verified");
    expect(verdict(fleece, "Patago Men's Warm Sweater 1/2 Zip Fleece Pullover, Stonewash", { brand: "Patago" })).not.toBe("verified");
    const watch: MatchMention = { product_name: "Fenex seven", brand: "Garmo", subcategory: "Smartwatches" };
    expect(verdict(watch, "Garmo Fenex 7, Multisport GPS Smartwatch, Silver", { brand: "Garmo" })).toBe("verified");
    expect(verdict(watch, "Garmo Fenex 7X, Multisport GPS Smartwatch, Silver", { brand: "Garmo" })).not.toBe("verified");
  });

  it("takes a letter a model code ends with as its suffix, and a set the mention names as that set with what it holds", () => {
    const shaver: MatchMention = { product_name: "Arc five shaver ES-LV65", brand: "Panaso", subcategory: "Electric Shavers" };
    expect(verdict(shaver, "Panaso ARC5 Electric Razor for Men, Wet/Dry 5-Blade Electric Shaver (ES-LV65-S)", { brand: "Panaso" })).toBe(
      "verified",
    );
    const storage: MatchMention = { product_name: "Simply Store 18-piece glass storage set", brand: "Pyro", subcategory: "Food Storage" };
    expect(verdict(storage, "Pyro Simply Store 18 PC Glass Food Storage Container Set with Lids", { brand: "Pyro" })).toBe("verified");
    expect(verdict(storage, "Pyro Simply Store 18 PC Glass Storage Bundle with Bakeware Set", { brand: "Pyro" })).not.toBe("verified");
  });

  it("takes another word for the mention's own accessory kind as its name, not an accessory of it", () => {
    const charger: MatchMention = { product_name: "twenty watt USB-C charger", brand: "Pomme", subcategory: "Wall Chargers" };
    const [adapter, pack, stand] = matchCandidates(charger, [
      { asin: "B1", title: "Pomme 20W USB-C Power Adapter - iPhone Charger with Fast Charging", brand: "Pomme" },
      { asin: "B2", title: "Pomme 20W USB-C Power Adapter (2 Pack) - Fast Charger Block", brand: "Pomme" },
      { asin: "B3", title: "Pomme 20W USB-C Charger Stand Mount, Aluminum", brand: "Pomme" },
      { asin: "B4", title: "Pomme 35W Dual USB-C Power Adapter", brand: "Pomme" },
    ]);
    expect(adapter!.verdict).toBe("verified");
    expect(pack!.verdict).toBe("verified");
    expect(stand!.verdict).not.toBe("verified");
  });

  it('takes words one other listing of the maker names the product with as its name, not words after "with"', () => {
    const butter: MatchMention = { product_name: "Kerrin butter", brand: "Kerrin", subcategory: "Butter" };
    const [salted, unsalted] = matchCandidates(butter, [
      { asin: "B1", title: "Kerrin Pure Irish Butter, Salted, 8 oz", brand: "Kerrin" },
      { asin: "B2", title: "Kerrin Pure Irish Butter, Unsalted, 8 oz", brand: "Kerrin" },
      { asin: "B3", title: "Kerrin Dubliner Irish Cheese, 7 oz", brand: "Kerrin" },
    ]);
    expect(salted!.verdict).toBe("verified");
    expect(unsalted!.verdict).toBe("verified");
    const bottle: MatchMention = { product_name: "Rover 26 oz Bottle", brand: "Yoko", subcategory: "Water Bottles" };
    const [straw] = matchCandidates(bottle, [
      { asin: "B1", title: "Yoko Rover 26 oz Straw Cup Insulated Water Bottle, Cream", brand: "Yoko" },
      { asin: "B2", title: "Yoko Rover 26 oz Bottle Gift Set with Extra Lid and Straw Kit", brand: "Yoko" },
      { asin: "B3", title: "Yoko Rover 26 oz Bottle, Stone", brand: "Yoko" },
    ]);
    expect(straw!.verdict).not.toBe("verified");
  });

  it("takes an item with the model number of one judged the product as that product, wherever either puts it", () => {
    const espresso: MatchMention = { product_name: "Barista Express", brand: "Brevo", subcategory: "Espresso Machines" };
    const [named, bare, part] = matchCandidates(espresso, [
      { asin: "B1", title: "Brevo Barista Express Espresso Machine BES870XL, Brushed Stainless Steel", brand: "Brevo" },
      { asin: "B2", title: "Espresso Machine with Grinder, Brushed Stainless Steel (BES870XL)" },
      { asin: "B4", title: "Replacement Water Filter for BES870XL, 6 Pack", brand: "Filtro" },
    ]);
    expect(named!.verdict).toBe("verified");
    expect(bare!.verdict).toBe("verified");
    expect(bare!.reasons.join("; ")).toContain("same model number (bes870xl) as B1");
    expect(part!.verdict).not.toBe("verified");
    // The same number with an extra the box may not hold stays doubtful.
    const [, stand] = matchCandidates(espresso, [
      { asin: "B1", title: "Brevo Barista Express Espresso Machine BES870XL, Brushed Stainless Steel", brand: "Brevo" },
      { asin: "B2", title: "Brevo Barista Express Espresso Machine BES870XL with Desk Stand", brand: "Brevo" },
    ]);
    expect(stand!.verdict).toBe("review");
  });
});

/**
 * Issue 21, third pass (decision record 0014, "Third pass"): the search read as a whole, and the
 * mention read as a transcript says it. Invented brands, titles written as marketplaces write them.
 */
describe("the third pass: the search as a whole", () => {
  it("takes a word other listings of the maker also name the product with as the line's name, a word only one has as a sibling's", () => {
    const cover: MatchMention = { product_name: "cover for Ridge two three hundred series", brand: "Calder", subcategory: "Grill Covers" };
    const [premium, sibling] = matchCandidates(cover, [
      { asin: "B1", title: "Calder Ridge II 300 Series Premium Grill Cover, Heavy Duty, Black (7139)", brand: "Calder" },
      { asin: "B2", title: "Calder 7138 Premium Grill Cover for Ridge II 200 Series, Black", brand: "Calder" },
    ]);
    expect(premium!.verdict).toBe("verified");
    expect(sibling!.verdict).not.toBe("verified");
    // Only one listing of the maker says it: a tier of the line.
    const warmer: MatchMention = { product_name: "Fast Bottle Warmer", brand: "Nuvo", subcategory: "Bottle Warmers" };
    const [plain, tier] = matchCandidates(warmer, [
      { asin: "B1", title: "Nuvo Fast Bottle Warmer with Smart Temperature Control", brand: "Nuvo" },
      { asin: "B2", title: "Nuvo Premium Fast Bottle Warmer with Smart Temperature Control", brand: "Nuvo" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(tier!.verdict).not.toBe("verified");
  });

  it("takes a plain word the maker writes the product with and without, before the kind noun, as description; before a generation as an edition", () => {
    const hoodie: MatchMention = { product_name: "Crestline Loop hoodie", brand: "Tarvo", subcategory: "Men's Hoodies" };
    const results = matchCandidates(hoodie, [
      { asin: "B1", title: "Tarvo Men's Crestline Loop Pullover Hoodie, Heather Gray, Large", brand: "Tarvo" },
      { asin: "B2", title: "Tarvo Crestline Loop Hoodie, Navy", brand: "Tarvo" },
      { asin: "B3", title: "Tarvo Crestline Loop Pullover Hoodie, Black", brand: "Tarvo" },
      { asin: "B4", title: "Tarvo Crestline Loop Full Zip Hoodie, Black", brand: "Tarvo" },
    ]);
    expect(results.map((r) => r.verdict)).toEqual(["verified", "verified", "verified", "rejected"]);
    // Another word of the name may stand between it and the kind noun ("Mahogany Tenor Ukulele").
    const ukulele: MatchMention = { product_name: "Alder KT twenty tenor ukulele", brand: "Alder", subcategory: "Ukuleles" };
    const ukuleles = matchCandidates(ukulele, [
      { asin: "B1", title: "Alder KT-20 Walnut Tenor Ukulele, Satin Finish", brand: "Alder" },
      { asin: "B2", title: "Alder KT-20 Tenor Ukulele with Gig Bag", brand: "Alder" },
      { asin: "B3", title: "Alder KT-20 Walnut Tenor Ukulele Starter Pack", brand: "Alder" },
    ]);
    expect(ukuleles[0]!.verdict).toBe("verified");
    // The same both ways before the line's generation: another edition.
    const interfaceMention: MatchMention = { product_name: "Scora Duo third gen", brand: "Scora", subcategory: "Audio Interfaces" };
    const [plain, studio, another] = matchCandidates(interfaceMention, [
      { asin: "B1", title: "Scora Duo 3rd Gen USB Audio Interface, Red", brand: "Scora" },
      { asin: "B2", title: "Scora Duo Studio 3rd Gen USB Audio Interface Bundle", brand: "Scora" },
      { asin: "B3", title: "Scora Duo Studio 3rd Gen Audio Interface with Microphone", brand: "Scora" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(studio!.verdict).toBe("rejected");
    expect(another!.reasons).toContain("another model or variant (studio)");
  });

  it("reads a plain word after a 'for' inside the name as the fuller name of the device the item fits, one before it as the item's sibling", () => {
    const shell: MatchMention = {
      product_name: "Rugged Shell case for the Nova twelve Max",
      brand: "Corvix",
      subcategory: "Cell Phone Cases",
    };
    expect(verdict(shell, "Corvix Rugged Shell Case for Stellar Nova 12 Max, Black", { brand: "Corvix" })).toBe("verified");
    expect(verdict(shell, "Corvix Rugged Shell Designed for Stellar Nova 12 Max Case - Gunmetal", { brand: "Corvix" })).toBe("verified");
    expect(verdict(shell, "Corvix Rugged Armor Shell Case for Stellar Nova 12 Max, Black", { brand: "Corvix" })).toBe("rejected");
    expect(verdict(shell, "Corvix Rugged Shell Case for Stellar Nova 12 Plus, Black", { brand: "Corvix" })).toBe("rejected");
    // Where the name's words stand only after the "for", the phrase's "for" still introduces them.
    const drops: MatchMention = {
      product_name: "Vetora Plus for dogs twenty three to forty four pounds",
      brand: "Vetora",
      subcategory: "Flea & Tick",
    };
    expect(verdict(drops, "Vetora Plus Flea and Tick Treatment for Medium Dogs Up to 23 to 44 lbs.", { brand: "Vetora" })).toBe("verified");
    expect(verdict(drops, "Vetora Plus Flea and Tick Treatment for Medium Dogs 45 to 88 lbs.", { brand: "Vetora" })).toBe("rejected");
  });

  it("takes a variant word every listing of the maker naming the product carries as its full name", () => {
    const vacuum: MatchMention = { product_name: "Robo eleven S", brand: "Kelo", subcategory: "Robot Vacuums" };
    const results = matchCandidates(vacuum, [
      { asin: "B1", title: "Kelo Robo 11S Slim Robot Vacuum, Black", brand: "Kelo" },
      { asin: "B2", title: "Kelo Robo 11S (Slim) Robot Vacuum Cleaner, Super-Thin", brand: "Kelo" },
    ]);
    expect(results.map((r) => r.verdict)).toEqual(["verified", "verified"]);
    // Where one listing of the product lacks it, it still names another model.
    const [, max] = matchCandidates(vacuum, [
      { asin: "B1", title: "Kelo Robo 11S Robot Vacuum, Black", brand: "Kelo" },
      { asin: "B2", title: "Kelo Robo 11S Max Robot Vacuum, Black", brand: "Kelo" },
    ]);
    expect(max!.verdict).not.toBe("verified");
  });

  it("sends a listing for another audience or of another kind than the other listings of the product to review", () => {
    const jeans: MatchMention = { product_name: "Marlow 501", brand: "Marlow", subcategory: "Jeans" };
    const [, , women] = matchCandidates(jeans, [
      { asin: "B1", title: "Marlow Men's 501 Original Fit Jeans, Rinse", brand: "Marlow" },
      { asin: "B2", title: "Marlow Men's 501 Original Fit Jeans, Black", brand: "Marlow" },
      { asin: "B3", title: "Marlow Women's 501 Original Fit Jeans", brand: "Marlow" },
    ]);
    expect(women!.verdict).toBe("review");
    const fleece: MatchMention = { product_name: "Bettor Sweater", brand: "Ridgeway", subcategory: "Fleece Jackets" };
    const [jacket, vest] = matchCandidates(fleece, [
      { asin: "B1", title: "Ridgeway Men's Bettor Sweater Fleece Jacket, Stonewash", brand: "Ridgeway" },
      { asin: "B2", title: "Ridgeway Men's Bettor Sweater Fleece Vest", brand: "Ridgeway" },
    ]);
    expect(jacket!.verdict).toBe("verified");
    expect(vest!.verdict).toBe("review");
  });

  it("sends the edition for a computer platform to review where other listings of the product are for none", () => {
    const keys: MatchMention = { product_name: "MX Keys mini", brand: "Logi", subcategory: "Computer Keyboards" };
    const [plain, mac] = matchCandidates(keys, [
      { asin: "B1", title: "Logi MX Keys Mini Minimalist Wireless Illuminated Keyboard, Graphite", brand: "Logi" },
      { asin: "B2", title: "Logi MX Keys Mini for Mac Minimalist Wireless Illuminated Keyboard, Space Grey", brand: "Logi" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(mac!.verdict).toBe("review");
    // So is the edition for a kind of customer ("for Business": another item, with its own receiver).
    const [, business] = matchCandidates(keys, [
      { asin: "B1", title: "Logi MX Keys Mini Minimalist Wireless Illuminated Keyboard, Graphite", brand: "Logi" },
      { asin: "B3", title: "Logi MX Keys Mini for Business, Wireless Illuminated Keyboard, Logi Bolt Receiver, Graphite", brand: "Logi" },
    ]);
    expect(business!.verdict).toBe("review");
    expect(business!.reasons.at(-1)).toBe("made for business, which the other listings of the product are not");
  });

  it("reads the quote: a variant it says is the mention's, one it denies is another product", () => {
    const vacuum: MatchMention = {
      product_name: "Robo eleven S",
      brand: "Kelo",
      subcategory: "Robot Vacuums",
      quote: "the slim one under the couch is a Kelo Robo eleven S",
    };
    expect(verdict(vacuum, "Kelo Robo 11S Slim Robot Vacuum, Black", { brand: "Kelo" })).toBe("verified");
    const balls: MatchMention = {
      product_name: "Chroma Soft golf balls",
      brand: "Calla",
      subcategory: "Golf Balls",
      quote: "I play Chroma Soft, the regular one not the X",
    };
    expect(verdict(balls, "Calla Chroma Soft Golf Balls, White, 12 Pack", { brand: "Calla" })).toBe("verified");
    expect(verdict(balls, "Calla Chroma Soft X Golf Balls, White", { brand: "Calla" })).toBe("rejected");
    // The model number the quote says: another listing's own number is another model.
    const wrench: MatchMention = {
      product_name: "M eighteen Fuel high torque half inch impact wrench",
      brand: "Millard",
      subcategory: "Impact Wrenches",
      quote: "I grab the M eighteen Fuel high torque, twenty seven sixty seven, it takes anything off",
    };
    const [said, other] = matchCandidates(wrench, [
      { asin: "B1", title: "Millard 2767-20 M18 FUEL 1/2 in. High Torque Impact Wrench (Tool Only)", brand: "Millard" },
      { asin: "B2", title: "Millard 2967-20 M18 FUEL 1/2 in. High Torque Impact Wrench (Tool Only)", brand: "Millard" },
    ]);
    expect(said!.verdict).toBe("verified");
    expect(other!.verdict).toBe("review");
  });
});

describe("the third pass: the mention as a transcript says it", () => {
  it("reads codes spelled sign by sign and the maker's own words in the name", () => {
    const cans: MatchMention = { product_name: "W H one thousand X M five", brand: "Sonor", subcategory: "Headphones" };
    expect(verdict(cans, "Sonor WH-1000XM5 Wireless Noise Canceling Headphones, Black", { brand: "Sonor" })).toBe("verified");
    const heater: MatchMention = { product_name: "seven five five three twenty", brand: "Lasso", subcategory: "Space Heaters" };
    expect(verdict(heater, "Lasso Ceramic Tower Heater with Remote, 1500W, 755320", { brand: "Lasso" })).toBe("verified");
    const litter: MatchMention = { product_name: "Doctor Elm's Ultra forty pound", brand: "Dr. Elm's", subcategory: "Cat Litter" };
    expect(verdict(litter, "Dr. Elm's Premium Clumping Cat Litter - Ultra - 40 lb", { brand: "Dr. Elm's" })).toBe("verified");
  });

  it("reads sizes said rounded or in another unit, and never a bare number against another value of the measure", () => {
    const skillet: MatchMention = { product_name: "ten inch cast iron skillet", brand: "Lodan", subcategory: "Skillets" };
    expect(verdict(skillet, "Lodan 10.25 Inch Cast Iron Skillet, Pre-Seasoned", { brand: "Lodan" })).toBe("verified");
    const salt: MatchMention = { product_name: "sea salt flakes 250 gram", brand: "Maldo", subcategory: "Salt" };
    expect(verdict(salt, "Maldo Sea Salt Flakes, 8.5 oz", { brand: "Maldo" })).toBe("verified");
    const board: MatchMention = { product_name: "Rasp Pi 4 4GB", brand: "Rasp Pi", subcategory: "Single Board Computers" };
    expect(verdict(board, "Rasp Pi 4 Model B 8GB", { brand: "Rasp Pi" })).not.toBe("verified");
  });

  it("takes a plain word no listing of the maker uses as the speaker's description, where the product's identity is found", () => {
    const wrench: MatchMention = { product_name: "Tekro 24335 click torque wrench", brand: "Tekro", subcategory: "Torque Wrenches" };
    const [listing] = matchCandidates(wrench, [
      { asin: "B1", title: "Tekro 24335 Torque Wrench 1/2 Inch Drive 10-150 ft-lb", brand: "Tekro" },
      { asin: "B2", title: "Tekro 24340 Torque Wrench 1/2 Inch Drive 25-250 ft-lb", brand: "Tekro" },
    ]);
    expect(listing!.verdict).toBe("verified");
    expect(listing!.reasons.join("; ")).toContain("which no listing of the maker says");
  });

  it("takes a number right after the name as another version, a variety pack and two lengths as several items", () => {
    const mouse: MatchMention = { product_name: "Magic Mouse", brand: "Pomme", subcategory: "Computer Mice" };
    expect(verdict(mouse, "Pomme Magic Mouse 2 (Lightning) - White", { brand: "Pomme" })).not.toBe("verified");
    expect(verdict(mouse, "Pomme Magic Mouse - White", { brand: "Pomme" })).toBe("verified");
    const pods: MatchMention = { product_name: "Pike Place K cups", brand: "Starling", subcategory: "Coffee Pods" };
    expect(verdict(pods, "Starling K-Cup Coffee Pods Variety Pack, Pike Place, Veranda, House Blend", { brand: "Starling" })).toBe(
      "rejected",
    );
    const tape: MatchMention = { product_name: "FatMax twenty five foot tape measure", brand: "Stanlo", subcategory: "Tape Measures" };
    expect(verdict(tape, "Stanlo FatMax Tape Measure Set, 25ft and 16ft, 2-Piece", { brand: "Stanlo" })).not.toBe("verified");
    expect(verdict(tape, "Stanlo FatMax Tape Measure, 25ft", { brand: "Stanlo" })).toBe("verified");
  });

  it("takes the mention's kind 'and' a second job it does before 'Combo' as one device, a combo pack or kit of two as a bundle", () => {
    const robot: MatchMention = { product_name: "Sweepo Q9 Max", brand: "Sweepo", subcategory: "Robot Vacuums" };
    expect(verdict(robot, "Sweepo Q9 Max Robot Vacuum and Mop Combo, 4000Pa Suction, Lidar Navigation", { brand: "Sweepo" })).toBe(
      "verified",
    );
    expect(verdict(robot, "Sweepo Q9 Max Robot Vacuum and Handheld Vacuum Combo Pack", { brand: "Sweepo" })).toBe("rejected");
    const trimmer: MatchMention = { product_name: "Trimmo ST20", brand: "Trimmo", subcategory: "String Trimmers" };
    expect(verdict(trimmer, "Trimmo ST20 String Trimmer and Blower Combo Kit", { brand: "Trimmo" })).toBe("rejected");
  });

  it("takes a head noun that says the mention's kind another way ('Tape Rule' for tape measures) as that kind beside its peers", () => {
    const tape: MatchMention = { product_name: "FatLine twenty-five foot tape", brand: "Brawn", subcategory: "Tape Measures" };
    const [, , rule, dispenser] = matchCandidates(tape, [
      { asin: "B0BRWN0001", title: "Brawn FatLine 25 ft Tape Measure", brand: "Brawn" },
      { asin: "B0BRWN0002", title: "Brawn FatLine 25 ft Tape Measure, Yellow", brand: "Brawn" },
      { asin: "B0BRWN0003", title: "Brawn FatLine 25 ft Tape Rule", brand: "Brawn" },
      { asin: "B0BRWN0004", title: "Brawn FatLine 25 ft Tape Dispenser", brand: "Brawn" },
    ]);
    expect(rule!.verdict).toBe("verified");
    expect(dispenser!.verdict).not.toBe("verified");
  });

  it("takes a starter kit of the mention's own kind as the device as first sold, one named after something else as a bundle", () => {
    const diffuser: MatchMention = { product_name: "Calmo Classic diffuser", brand: "Calmo", subcategory: "Cat Calming" };
    expect(verdict(diffuser, "Calmo Classic Diffuser, 30 Day Starter Kit (48 mL)", { brand: "Calmo" })).toBe("verified");
    expect(judge(diffuser, "Calmo Classic Diffuser Starter Set with 3 Refills and Travel Pouch", { brand: "Calmo" }).reasons).toContain(
      "a bundle",
    );
    const board: MatchMention = { product_name: "Tessel five eight gig", brand: "Tessel", subcategory: "Single Board Computers" };
    expect(judge(board, "Tessel 5 Starter Kit - 8GB RAM, 128GB Card", { brand: "Tessel" }).reasons).toContain("a bundle");
  });

  it("takes sizes joined by slashes as the cases one item fits, two sizes said as two as several items", () => {
    const band: MatchMention = { product_name: "Trailrun sport band", brand: "Ostrel", subcategory: "Watch Bands" };
    expect(verdict(band, "Ostrel Trailrun Sport Band for Pebblo Watch 45mm/44mm/42mm, Rubber Strap, Black", { brand: "Ostrel" })).toBe(
      "verified",
    );
    expect(verdict(band, "Ostrel Trailrun Sport Band Set, 45mm and 41mm, Black", { brand: "Ostrel" })).not.toBe("verified");
    const amp: MatchMention = { product_name: "Quillo Q5", brand: "Quillo", subcategory: "Headphone Amplifiers" };
    expect(verdict(amp, "Quillo Q5 Headphone Amplifier, USB DAC, 3.5mm/4.4mm Balanced Output", { brand: "Quillo" })).toBe("verified");
  });

  it("takes bound paper goods that call themselves the mention's kind as the product, a book about them as not", () => {
    const notebook: MatchMention = { product_name: "large ruled notebook", brand: "Moleskin", subcategory: "Notebooks" };
    expect(
      verdict(notebook, "Moleskin Classic Notebook, Hard Cover, Large, Ruled, Black", { brand: "Moleskin", binding: "Hardcover" }),
    ).toBe("verified");
    expect(verdict(notebook, "The Moleskin Notebook Guide to Bullet Journaling", { brand: "Penbrook", binding: "Paperback" })).toBe(
      "rejected",
    );
  });

  it("takes letters glued after a code that ends in a letter as another model, a colour's code or a digit-ending code's variant letters as the product", () => {
    const turntable: MatchMention = { product_name: "TL-LP60X", brand: "Sonara", subcategory: "Turntables" };
    expect(verdict(turntable, "Sonara TL-LP60X-BK Automatic Belt-Drive Turntable, Black", { brand: "Sonara", model: "TL-LP60X-BK" })).toBe(
      "verified",
    );
    expect(
      verdict(turntable, "Sonara TL-LP60XBT-BK Automatic Bluetooth Belt-Drive Turntable", { brand: "Sonara", model: "TL-LP60XBT-BK" }),
    ).not.toBe("verified");
    const headphones: MatchMention = { product_name: "M50x", brand: "Sonara", subcategory: "Studio Headphones" };
    expect(verdict(headphones, "Sonara ATH-M50xWH Studio Monitor Headphones, White", { brand: "Sonara" })).toBe("verified");
    expect(verdict(headphones, "Sonara ATH-M50xBT2 Wireless Over-Ear Headphones, Black", { brand: "Sonara" })).not.toBe("verified");
    const plug: MatchMention = { product_name: "smart plug HS103", brand: "Kaso", subcategory: "Smart Plugs" };
    expect(verdict(plug, "Kaso Smart Plug HS103P2, Wi-Fi Outlet, 2-Pack", { brand: "Kaso" })).toBe("verified");
  });

  it("reads a decimal said without its zero, and assorted colours as a set where the creator names one colour", () => {
    const pens: MatchMention = {
      product_name: "Pello Q2 point seven",
      brand: "Pello",
      subcategory: "Gel Pens",
      quote: "black Pello Q2 point sevens, I buy them by the dozen",
    };
    expect(verdict(pens, "PELLO Q2 Gel Pens, Fine Point 0.7mm, Black Ink, 12 Count", { brand: "PELLO" })).toBe("verified");
    expect(verdict(pens, "PELLO Q2 Gel Pens, Extra Fine Point 0.5mm, Black Ink, 12 Count", { brand: "PELLO" })).not.toBe("verified");
    expect(verdict(pens, "PELLO Q2 Gel Pens, Fine Point 0.7mm, Assorted Colors, 8 Count", { brand: "PELLO" })).not.toBe("verified");
  });

  it("takes an accessory's noun that most of the maker's listings of the product end their name with as the product's own", () => {
    const powerBank: MatchMention = { product_name: "Volta Core ten thousand", brand: "Volta", subcategory: "Power Banks" };
    const [first, second, case_] = matchCandidates(powerBank, [
      { asin: "B1", title: "Volta Core 10000 Portable Charger, 10000mAh Power Bank (A1263)", brand: "Volta" },
      { asin: "B2", title: "Volta Core 10000 Portable Charger (A1263), Black", brand: "Volta" },
      { asin: "B3", title: "Volta Core 10000 Carrying Case", brand: "Volta" },
    ]);
    expect(first!.verdict).toBe("verified");
    expect(second!.verdict).toBe("verified");
    expect(case_!.verdict).not.toBe("verified");
    // One such listing beside the product is still a thing sold for it.
    const [device, charger] = matchCandidates(powerBank, [
      { asin: "B4", title: "Volta Core 10000 Power Bank, 10000mAh, Black", brand: "Volta" },
      { asin: "B5", title: "Volta Core 10000 Wall Charger", brand: "Volta" },
    ]);
    expect(device!.verdict).toBe("verified");
    expect(charger!.verdict).not.toBe("verified");
  });

  it("takes a word one listing alone puts after the name where two others close their first phrase with it as a sibling's", () => {
    const watch: MatchMention = { product_name: "Fleetrunner 255", brand: "Garvin", subcategory: "Running Watches" };
    const [plain, other, music] = matchCandidates(watch, [
      { asin: "B1", title: "Garvin Fleetrunner 255, GPS Running Smartwatch, Black", brand: "Garvin" },
      { asin: "B2", title: "Garvin Fleetrunner 255, GPS Running Smartwatch, Tidal Blue", brand: "Garvin" },
      { asin: "B3", title: "Garvin Fleetrunner 255 Tunes, GPS Running Smartwatch with Tunes, Black", brand: "Garvin" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(other!.verdict).toBe("verified");
    expect(music!.verdict).not.toBe("verified");
  });

  it("does not let the variation family overrule a size or model code the mention names and another member carries", () => {
    const bin: MatchMention = { product_name: "Brava Touch Bin 30 litre", brand: "Brava", subcategory: "Trash Cans" };
    const family = { brand: "Brava", parent_asin: "P1" };
    const [thirty, forty] = matchCandidates(bin, [
      { asin: "B1", title: "Brava Touch Bin, 30 L - Matt Steel", ...family, variation_attributes: { color: "Matt Steel", size: "30 L" } },
      { asin: "B2", title: "Brava Touch Bin 40 L - Matt Steel", ...family, variation_attributes: { color: "Matt Steel", size: "40 L" } },
    ]);
    expect(thirty!.verdict).toBe("verified");
    expect(forty!.verdict).not.toBe("verified");
    const mug: MatchMention = { product_name: "Zoji SM-KHE48", brand: "Zoji", subcategory: "Travel Mugs" };
    const [khe48, khe36] = matchCandidates(mug, [
      {
        asin: "B3",
        title: "Zoji SM-KHE48BA Vacuum Mug, 16-Ounce, Black",
        model: "SM-KHE48BA",
        ...family,
        brand: "Zoji",
        variation_attributes: { size: "16 oz" },
      },
      {
        asin: "B4",
        title: "Zoji SM-KHE36BA Vacuum Mug, 12-Ounce, Black",
        ...family,
        brand: "Zoji",
        variation_attributes: { size: "12 oz" },
      },
    ]);
    expect(khe48!.verdict).toBe("verified");
    expect(khe36!.verdict).not.toBe("verified");
  });

  it("takes letters hyphen-joined to the mention's bare number as another model, and a sun protection factor as no model number", () => {
    const lamp: MatchMention = { product_name: "Spotlite four hundred", brand: "Onyx", subcategory: "Headlamps" };
    expect(verdict(lamp, "Onyx Spotlite 400 Headlamp, Black", { brand: "Onyx" })).toBe("verified");
    expect(verdict(lamp, "Onyx Spotlite 400-R Rechargeable Headlamp", { brand: "Onyx" })).not.toBe("verified");
    const sunscreen: MatchMention = { product_name: "Aqua Rich Watery Essence", brand: "Bioro", subcategory: "Sunscreens" };
    const [essence, gel] = matchCandidates(sunscreen, [
      { asin: "B1", title: "Bioro UV Aqua Rich Watery Essence SPF50+ PA++++ 50g", brand: "Bioro" },
      { asin: "B2", title: "Bioro UV Aqua Rich Watery Gel SPF50+ PA++++ 90ml", brand: "Bioro" },
    ]);
    expect(essence!.verdict).toBe("verified");
    expect(gel!.verdict).not.toBe("verified");
  });

  it('reads an "oh" that starts a number or stands between its digits as a zero', () => {
    const pen: MatchMention = { product_name: "Nicron oh one", brand: "Sakara", subcategory: "Fineliner Pens" };
    expect(verdict(pen, "Sakara Pigma Nicron 01 Pen, Archival Black Ink, 0.25mm", { brand: "Sakara" })).toBe("verified");
    expect(verdict(pen, "Sakara Pigma Nicron 05 Pen, Archival Black Ink, 0.45mm", { brand: "Sakara" })).not.toBe("verified");
    const jeans: MatchMention = { product_name: "five-oh-one", brand: "Marlow", subcategory: "Jeans" };
    expect(verdict(jeans, "Marlow Men's 501 Original Fit Jeans, Rinse", { brand: "Marlow" })).toBe("verified");
  });

  it("takes a set its title says holds several pieces as several items, unless the count is the mention's own number", () => {
    const lopper: MatchMention = { product_name: "PowerLever lopper thirty two inch", brand: "Fiskin", subcategory: "Loppers" };
    expect(verdict(lopper, 'Fiskin PowerLever 32" Bypass Lopper', { brand: "Fiskin" })).toBe("verified");
    expect(verdict(lopper, 'Fiskin PowerLever 32" Bypass Lopper and Pruner Set, 2 Piece', { brand: "Fiskin" })).not.toBe("verified");
    const serum: MatchMention = { product_name: "Niacinamide ten percent plus zinc", brand: "Ordia", subcategory: "Face Serums" };
    expect(verdict(serum, "Ordia The Daily Set: Squalane Cleanser, Niacinamide 10% + Zinc 1%", { brand: "Ordia" })).not.toBe("verified");
    const bowls: MatchMention = { product_name: "Nest 9 Plus", brand: "Josef", subcategory: "Mixing Bowls" };
    expect(verdict(bowls, "Josef Nest 9 Plus Nesting Bowls Set, 9-Piece, Opal", { brand: "Josef" })).toBe("verified");
  });

  it("takes a mentioned book's guide by its subtitle, a book naming it only in brackets and a set of N books as other items", () => {
    const novel: MatchMention = {
      product_name: "Before the Tea Gets Cold",
      brand: "Kiro Tanaka",
      category: "Books",
      subcategory: "Literary Fiction",
    };
    expect(verdict(novel, "Before the Tea Gets Cold: A Novel", { binding: "Paperback" })).toBe("verified");
    expect(verdict(novel, "Before the Tea Gets Cold: Book Club Discussion Guide and Summary", { binding: "Paperback" })).not.toBe(
      "verified",
    );
    expect(verdict(novel, "Tales from the Teahouse: A Novel (Before the Tea Gets Cold Series, 2)", { binding: "Paperback" })).not.toBe(
      "verified",
    );
    expect(verdict(novel, "Before the Tea Gets Cold Series 4 Books Collection Set by Kiro Tanaka", { binding: "Paperback" })).not.toBe(
      "verified",
    );
  });

  it("takes a word one listing alone puts after the name, two words before one the other listings use, as a sibling's", () => {
    const boots: MatchMention = { product_name: "fourteen sixty", brand: "Halden", subcategory: "Boots" };
    const [smooth, eye, pascal] = matchCandidates(boots, [
      { asin: "B1", title: "Halden 1460 Leather Lace Up Boots, Black", brand: "Halden" },
      { asin: "B2", title: "Halden 1460 Leather Boot, Cherry Red", brand: "Halden" },
      { asin: "B3", title: "Halden 1460 Pascal Virginia Leather Boot, Black", brand: "Halden" },
    ]);
    expect(smooth!.verdict).toBe("verified");
    expect(eye!.verdict).toBe("verified");
    expect(pascal!.verdict).not.toBe("verified");
  });

  it("finds the number said after the name where the title gives it as the set's count", () => {
    const pencils: MatchMention = { product_name: "Primera seventy two", brand: "Prisma", subcategory: "Colored Pencils" };
    expect(verdict(pencils, "Prisma Primera Colored Pencils, Soft Core, 72 Pack", { brand: "Prisma" })).toBe("verified");
    expect(verdict(pencils, "Prisma Primera Colored Pencils - Tin of 72", { brand: "Prisma" })).toBe("verified");
    expect(verdict(pencils, "Prisma Primera Colored Pencils, Soft Core, 48 Pack", { brand: "Prisma" })).not.toBe("verified");
  });

  it("finds a name word the speaker clips in the title's longer word, not a word one letter longer; a left-handed edition only where named", () => {
    const guitar: MatchMention = { product_name: "Player Strat", brand: "Fenwick", subcategory: "Electric Guitars" };
    expect(verdict(guitar, "Fenwick Player Stratocaster Electric Guitar, Polar White", { brand: "Fenwick" })).toBe("verified");
    expect(verdict(guitar, "Fenwick Player Stratocaster Left-Handed, Buttercream", { brand: "Fenwick" })).not.toBe("verified");
    const lefty: MatchMention = { ...guitar, product_name: "Player Strat left-handed" };
    expect(verdict(lefty, "Fenwick Player Stratocaster Left-Handed, Buttercream", { brand: "Fenwick" })).toBe("verified");
    const book: MatchMention = { product_name: "Tidy Code", brand: "Rob Marten", category: "Books", subcategory: "Programming" };
    expect(verdict(book, "Tidy Coder: A Code of Conduct for Programmers", { binding: "Paperback" })).not.toBe("verified");
  });

  it("takes a mat or a ramp named for the product as a thing sold for it", () => {
    const cutter: MatchMention = { product_name: "Cutta Joy Xtra", brand: "Cutta", subcategory: "Cutting Machines" };
    expect(verdict(cutter, "Cutta Joy Xtra Smart Cutting Machine, Blue", { brand: "Cutta" })).toBe("verified");
    expect(verdict(cutter, "Cutta Joy Xtra Card Mat 2.0, 6.5 in x 9 in", { brand: "Cutta" })).not.toBe("verified");
  });

  it("takes a listing whose first phrase goes on past the mentioned book's title as another book", () => {
    const book: MatchMention = {
      product_name: "Read This to Take Great Pictures",
      brand: "Hal Carr",
      category: "Books",
      subcategory: "Photography Books",
    };
    expect(verdict(book, "Read This to Take Great Pictures", { binding: "Paperback" })).toBe("verified");
    expect(verdict(book, "Read This to Take Great Pictures of People", { binding: "Paperback" })).not.toBe("verified");
  });

  it("reads a browse node in another language as saying nothing about the item's kind", () => {
    const thermometer: MatchMention = { product_name: "ThermoScan seven", brand: "Brawn", subcategory: "Ear Thermometers" };
    const [english, german] = matchCandidates(thermometer, [
      {
        asin: "B1",
        title: "Brawn ThermoScan 7 Ear Thermometer with Age Precision, IRT6520",
        brand: "Brawn",
        browse_node: "Ear Thermometers",
      },
      {
        asin: "B2",
        title: "Brawn ThermoScan 7 Ohrthermometer mit Age Precision, IRT6520",
        brand: "Brawn",
        browse_node: "Fieberthermometer",
      },
    ]);
    expect(english!.verdict).toBe("verified");
    expect(german!.verdict).toBe("verified");
  });

  it("takes a container after the quantity it holds as how the product is packed", () => {
    const oil: MatchMention = { product_name: "Castor Edgo five W thirty, five quart", brand: "Castor", subcategory: "Motor Oil" };
    expect(verdict(oil, "Castor EDGO 5W30 Motor Oil 5 QT Jug", { brand: "Castor" })).toBe("verified");
    expect(verdict(oil, "Oil Drain Pan for Castor EDGO 5W30 Jug", { brand: "Drainly" })).not.toBe("verified");
  });

  it('reads an accessory joined to the product\'s kind noun ("Monitor & Floor Stand") as an extra in its box, not an accessory sold alone', () => {
    const monitor: MatchMention = { product_name: "Lumo Pro", brand: "Lumo", subcategory: "Baby Monitors" };
    const results = matchCandidates(monitor, [
      { asin: "B0LUMO0001", title: "Lumo Pro Smart Baby Monitor & Floor Stand: 1080p Video, Sleep Tracking", brand: "Lumo" },
      { asin: "B0LUMO0002", title: "Lumo Pro Smart Baby Monitor Floor Stand", brand: "Lumo" },
      { asin: "B0LUMO0003", title: "Floor Stand for Lumo Pro Baby Monitor, Adjustable Height", brand: "Padra" },
    ]);
    expect(results[0]!.verdict).not.toBe("rejected");
    expect(results[0]!.reasons.join("; ")).toContain("packed with an extra");
    expect(results[1]!.reasons).toContain('not the product itself ("stand")');
    expect(results[2]!.verdict).toBe("rejected");
  });

  it('reads a "for" naming whom the item serves (a dog, creators) as no product it is made to fit', () => {
    const bites: MatchMention = { product_name: "Wildpaw eight in one bites", brand: "Wildpaw", subcategory: "Dog Vitamins & Supplements" };
    expect(verdict(bites, "Wildpaw Multivitamin Chews for Dogs, 8-in-1 Bites, Chicken Flavor, 90 Count", { brand: "Wildpaw" })).toBe(
      "verified",
    );
    expect(verdict(bites, "Airtight Storage Tin for 8-in-1 Bites, Stainless Steel", { brand: "Padra" })).not.toBe("verified");
    const mic: MatchMention = { product_name: "Yodel mic", brand: "Harbin", subcategory: "USB Microphones" };
    expect(
      verdict(mic, "Harbin for Creators Yodel USB Microphone - Silver", { brand: "Harbin for Creators", manufacturer: "Harbin" }),
    ).toBe("verified");
    expect(verdict(mic, "Shock Mount for Yodel USB Microphone, Reduces Vibration", { brand: "Padra" })).not.toBe("verified");
  });

  it('reads a browse node by its own noun and a mention\'s own "for" as no sign of an item made to fit', () => {
    const purifier: MatchMention = { product_name: "Core 300", brand: "Levo", subcategory: "Air Purifiers" };
    expect(
      verdict(purifier, "Levo Core 300 Air Purifier, True HEPA, White", { brand: "Levo", browse_node: "HEPA Filter Air Purifiers" }),
    ).toBe("verified");
    expect(verdict(purifier, "Levo Core 300 Replacement Filter, 2 Pack", { brand: "Levo", browse_node: "Air Purifier Filters" })).not.toBe(
      "verified",
    );
    const glass: MatchMention = {
      product_name: "Spigo EZ Fit screen protector for iPhone 15",
      brand: "Spigo",
      subcategory: "Screen Protectors",
    };
    expect(verdict(glass, "Spigo Tempered Glass Screen Protector [EZ FIT] designed for iPhone 15 - 2 Pack", { brand: "Spigo" })).toBe(
      "verified",
    );
  });
  it("takes a listing naming nothing of the product but its maker, with a name of its own in its place, as another product", () => {
    const toy: MatchMention = { product_name: "Kongo Classic large", brand: "Kongo", subcategory: "Dog Chew Toys" };
    expect(verdict(toy, "Kongo Classic Dog Toy, Large, Red", { brand: "Kongo" })).toBe("verified");
    expect(verdict(toy, "Kongo Extreme Dog Toy, Toughest Rubber, Black, Large", { brand: "Kongo" })).not.toBe("verified");
    const aspirator: MatchMention = { product_name: "Nose Fridda", brand: "Fridda Baby", subcategory: "Nasal Aspirators" };
    expect(verdict(aspirator, "Fridda Baby Windo Gas and Colic Reliever for Babies, 10 Count", { brand: "Fridda Baby" })).not.toBe(
      "verified",
    );
    // The maker's name is the product's: a title calling it by its kind alone is it.
    const game: MatchMention = { product_name: "Settlers of Catana", brand: "Catana", subcategory: "Board Games" };
    expect(verdict(game, "CATANA Board Game (Base Game) | Family Board Game", { brand: "Catana" })).toBe("verified");
  });
  it("takes a two-letter mark one listing alone puts right after the name as a sibling's, like a longer word", () => {
    const shoes: MatchMention = { product_name: "Mexica sixty six", brand: "Okada Tiger", subcategory: "Sneakers" };
    const [plain, other, sd] = matchCandidates(shoes, [
      { asin: "B1", title: "Okada Tiger Mexica 66 Unisex Sneaker, Yellow/Black", brand: "Okada Tiger" },
      { asin: "B2", title: "Okada Tiger Unisex Mexica 66 Shoes, Yellow/Black, 9 US", brand: "Okada Tiger" },
      { asin: "B3", title: "Okada Tiger Mexica 66 SD Sneaker, Yellow/Black", brand: "Okada Tiger" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(other!.verdict).toBe("verified");
    expect(sd!.verdict).not.toBe("verified");
  });
  it("takes a connection one listing alone names right after the name as its edition, counting listings of the product by their EAN", () => {
    const mic: MatchMention = { product_name: "Rodo PodMik", brand: "Rodo", subcategory: "Podcast Microphones" };
    const [plain, twin, usb] = matchCandidates(mic, [
      { asin: "B1", title: "Rodo PodMik Dynamic Podcasting Microphone", brand: "Rodo", external_ids: { ean: ["4006381333931"] } },
      {
        asin: "B2",
        title: "Rodo PodMik Cardioid Dynamic Broadcast Microphone with Internal Pop Filter",
        brand: "Rodo",
        external_ids: { ean: ["4006381333931"] },
      },
      { asin: "B3", title: "Rodo PodMik USB Versatile Dynamic Broadcast Microphone", brand: "Rodo" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(twin!.verdict).toBe("verified");
    expect(usb!.verdict).not.toBe("verified");
  });
  it("takes a variant word beside the mention's own model code found in the title as the line's name for that model", () => {
    const starter: MatchMention = { product_name: "Noko Boost GB forty", brand: "Noko", subcategory: "Jump Starters" };
    expect(verdict(starter, "Noko GB40 Boost Plus 1000 Amp 12-Volt Lithium Jump Starter", { model: "GB40" })).toBe("verified");
    // (Without a code of its own, a variant word still names another model.)
    const plain: MatchMention = { product_name: "Noko Boost", brand: "Noko", subcategory: "Jump Starters" };
    expect(verdict(plain, "Noko Boost Plus 1000 Amp 12-Volt Lithium Jump Starter", { brand: "Noko" })).not.toBe("verified");
  });
  it("takes a listing that says no count as a single item where the mention and other listings of the product are a pack", () => {
    const tags: MatchMention = { product_name: "AirTog four pack", brand: "Appel", subcategory: "Item Trackers" };
    const [four, other, single] = matchCandidates(tags, [
      { asin: "B1", title: "Appel AirTog 4 Pack. Keep Track of Your Keys, Wallet and More", brand: "Appel" },
      { asin: "B2", title: "Appel AirTog - 4 Pack", brand: "Appel" },
      { asin: "B3", title: "Appel AirTog. Keep Track of Your Keys, Wallet and More", brand: "Appel" },
    ]);
    expect(four!.verdict).toBe("verified");
    expect(other!.verdict).toBe("verified");
    expect(single!.verdict).not.toBe("verified");
  });
  it("takes another kind's noun between the name and its version as another model", () => {
    const cam: MatchMention = { product_name: "Wyse cam V three", brand: "Wyse", subcategory: "Security Cameras" };
    expect(verdict(cam, "WYSE Cam v3 with Color Night Vision, 1080p HD Indoor/Outdoor Camera", { brand: "Wyse" })).toBe("verified");
    expect(verdict(cam, "WYSE Cam Pan v3 Indoor/Outdoor 1080p Pan/Tilt/Zoom Security Camera", { brand: "Wyse" })).not.toBe("verified");
  });
  it("takes words one listing alone puts between the maker and the name the other listings share as a sibling's", () => {
    const drink: MatchMention = { product_name: "Liquido IV lemon lime", brand: "Liquido I.V.", subcategory: "Electrolyte Drink Mixes" };
    const [sticks, count, sugarFree, herren] = matchCandidates(drink, [
      { asin: "B1", title: "Liquido I.V. Hydration Multiplier - Lemon Lime - 16 Sticks", brand: "Liquido I.V." },
      { asin: "B2", title: "Liquido I.V. Hydration Multiplier, Lemon Lime, 30 Count", brand: "Liquido I.V." },
      { asin: "B3", title: "Liquido I.V. Sugar-Free Hydration Multiplier, Lemon Lime, 14 Count", brand: "Liquido I.V." },
      // (Whom it is for, in any language, is no sibling's name.)
      { asin: "B4", title: "Liquido I.V. Herren Hydration Multiplier, Lemon Lime, 16 Sticks", brand: "Liquido I.V." },
    ]);
    expect(sticks!.verdict).toBe("verified");
    expect(count!.verdict).toBe("verified");
    expect(sugarFree!.verdict).not.toBe("verified");
    expect(herren!.verdict).toBe("verified");
  });
  it("takes a set or kit whose first phrase names more than one product as several items, not a kind said two ways", () => {
    const moisturizer: MatchMention = { product_name: "Jock Black Double-Duty face moisturizer SPF 20", brand: "Jock Black" };
    expect(verdict(moisturizer, "Jock Black Double-Duty Face Moisturizer SPF 20, 3.3 fl oz", { brand: "Jock Black" })).toBe("verified");
    expect(
      verdict(moisturizer, "Jock Black Double-Duty Face Moisturizer SPF 20 + Pure Clean Daily Facial Cleanser Set", {
        brand: "Jock Black",
      }),
    ).not.toBe("verified");
    const mask: MatchMention = { product_name: "Lanage lip sleeping mask berry", brand: "Lanage", subcategory: "Lip Care" };
    expect(verdict(mask, "LANAGE Lip Sleeping Mask Mini Kit: Berry, Vanilla, Gummy Bear", { brand: "Lanage" })).not.toBe("verified");
    const drill: MatchMention = { product_name: "20V MAX Cordless Drill DCD771C2", brand: "DeWalden", subcategory: "Power Drill" };
    expect(
      verdict(drill, "DEWALDEN 20V MAX Cordless Drill and Driver Kit, 2 Batteries and Charger Included (DCD771C2)", { brand: "DeWalden" }),
    ).toBe("verified");
    // A kit of the accessory the mention is ("Filter Kit" for filters) holds that accessory; a kit
    // for the product, or one naming another accessory, is still not it.
    const filters: MatchMention = { product_name: "ZX400 filters", brand: null, category: "Home", subcategory: "Vacuum Filters" };
    expect(verdict(filters, "Whirlo ZX400 Foam & Felt Filter Kit for Glide Lift NV40, NV41")).toBe("verified");
    expect(verdict(filters, "Whirlo ZX400 Foam Cleaning Kit for Glide Lift NV40, NV41")).not.toBe("verified");
    expect(verdict(filters, "Whirlo ZX400 Brush Roll Kit for Glide Lift NV40, NV41")).not.toBe("verified");
  });
  it('reads what follows a "with" as what the item has where the mention\'s model stands before it', () => {
    const pad: MatchMention = { product_name: "Voltwise three in one QiLink charger", brand: "Voltwise", subcategory: "Wireless Chargers" };
    expect(verdict(pad, "Voltwise PowerNest 3-in-1 Wireless Charging Pad with QiLink 15W - White", { brand: "Voltwise" })).toBe("verified");
    // Without the model before it, the name after "with" is something sold with another item.
    const cap: MatchMention = { product_name: "wide mouth flex sip cap", brand: "Dewleaf", subcategory: "Water Bottle Lids" };
    expect(verdict(cap, "Dewleaf 32 oz Wide Mouth Bottle with Flex Sip Cap, Indigo", { brand: "Dewleaf" })).not.toBe("verified");
  });
  it("takes another count than the one the mention says as another size of the product", () => {
    const tablets: MatchMention = {
      product_name: "Zirtek allergy tablets seventy count",
      brand: "Zirtek",
      subcategory: "Allergy Medicine",
    };
    expect(verdict(tablets, "Zirtek Allergy Tablets, Cetirizine 10 mg, 70 ct", { brand: "Zirtek" })).toBe("verified");
    expect(verdict(tablets, "Zirtek Allergy Tablets, Cetirizine 10 mg, 90 ct", { brand: "Zirtek" })).not.toBe("verified");
  });
  it("takes an expansion for the product as not the product, unless the mention names one", () => {
    const panels: MatchMention = { product_name: "Shapes Hexagons", brand: "Nanolite", subcategory: "Smart Light Panels" };
    expect(verdict(panels, "Nanolite Shapes Hexagons Smart LED Light Panels, 9 Panels", { brand: "Nanolite" })).toBe("verified");
    expect(verdict(panels, "Nanolite Shapes Hexagons Expansion Pack, 3 Additional Panels", { brand: "Nanolite" })).not.toBe("verified");
  });
  it("takes a variant word a title's first phrase gives alone, before the phrase naming the product, as another model", () => {
    const bar: MatchMention = { product_name: "Kine dark chocolate nuts and sea salt bars", brand: "Kine", subcategory: "Snack Bars" };
    expect(verdict(bar, "Kine Bars, Dark Chocolate Nuts & Sea Salt, 1.4 oz Bars, 12 Count", { brand: "Kine" })).toBe("verified");
    expect(verdict(bar, "Kine Minis, Dark Chocolate Nuts & Sea Salt, 0.7 oz Snack Bars, 20 Count", { brand: "Kine" })).not.toBe("verified");
  });
  it("takes a listing only of another form than the one the creator names as another product", () => {
    const vitamin: MatchMention = {
      product_name: "Nurture Made vitamin D3 two thousand IU",
      brand: "Nurture Made",
      subcategory: "Vitamin D",
      quote: "I take the Nurture Made D3, two thousand IU softgels, every morning",
    };
    expect(verdict(vitamin, "Nurture Made Vitamin D3 2000 IU Softgels, 90 Count", { brand: "Nurture Made" })).toBe("verified");
    expect(verdict(vitamin, "Nurture Made Vitamin D3 2000 IU Gummies, Strawberry, 90 Count", { brand: "Nurture Made" })).not.toBe(
      "verified",
    );
  });
  it("takes a colour word one listing alone puts right after the name, the phrase going on from it, as a sibling's", () => {
    const strings: MatchMention = { product_name: "Ernst Ball Regular Slinky", brand: "Ernst Ball", subcategory: "Guitar Strings" };
    const [nickel, pack, cobalt] = matchCandidates(strings, [
      { asin: "B1", title: "Ernst Ball Regular Slinky Nickel Wound Electric Guitar Strings, 10-46 Gauge", brand: "Ernst Ball" },
      { asin: "B2", title: "Ernst Ball Regular Slinky Nickel Wound Electric Guitar Strings 3 Pack, 10-46", brand: "Ernst Ball" },
      { asin: "B3", title: "Ernst Ball Regular Slinky Cobalt Electric Guitar Strings, 10-46 Gauge", brand: "Ernst Ball" },
    ]);
    expect(nickel!.verdict).toBe("verified");
    expect(pack!.verdict).toBe("verified");
    expect(cobalt!.verdict).not.toBe("verified");
  });
  it("does not find a size the mention says at the end of a larger number or a decimal", () => {
    const food: MatchMention = {
      product_name: "Miracle Grow all purpose plant food five pound",
      brand: "Miracle-Grow",
      subcategory: "Plant Food",
    };
    expect(verdict(food, "Miracle-Grow All Purpose Plant Food, 5 lbs.", { brand: "Miracle-Grow" })).toBe("verified");
    expect(verdict(food, "Miracle-Grow All Purpose Plant Food, 1.5 lbs.", { brand: "Miracle-Grow" })).not.toBe("verified");
    expect(verdict(food, "Miracle-Grow All Purpose Plant Food, 15 lbs.", { brand: "Miracle-Grow" })).not.toBe("verified");
  });
  it("takes another version than the one the quote names, or than most listings of the product carry, as another model", () => {
    const bag: MatchMention = {
      product_name: "Peek Design Everyday Backpack twenty liter",
      brand: "Peek Design",
      subcategory: "Camera Backpacks",
      quote: "camera bag is the Peek Design Everyday Backpack, the twenty liter, version two",
    };
    const [v2, midnight, v1] = matchCandidates(bag, [
      { asin: "B1", title: "Peek Design Everyday Backpack V2 20L Black", brand: "Peek Design" },
      { asin: "B2", title: "Peek Design Everyday Backpack V2 20L Midnight", brand: "Peek Design" },
      { asin: "B3", title: "Peek Design Everyday Backpack 20L (V1) Charcoal", brand: "Peek Design" },
    ]);
    expect(v2!.verdict).toBe("verified");
    expect(midnight!.verdict).toBe("verified");
    expect(v1!.verdict).not.toBe("verified");
    const [a, b, older] = matchCandidates({ ...bag, quote: undefined }, [
      { asin: "B4", title: "Peek Design Everyday Backpack 20L (Black) v2", brand: "Peek Design" },
      { asin: "B5", title: "Peek Design Everyday Backpack 20L V2, Ash", brand: "Peek Design" },
      { asin: "B6", title: "Peek Design Everyday Backpack 20L (V1), Charcoal", brand: "Peek Design" },
    ]);
    expect(a!.verdict).toBe("verified");
    expect(b!.verdict).toBe("verified");
    expect(older!.verdict).not.toBe("verified");
  });
  it("takes an N-piece set as the product where the mention or its quote says the creator has the set", () => {
    const sheets: MatchMention = {
      product_name: "Mellano sheets queen",
      brand: "Mellano",
      subcategory: "Bed Sheets",
      quote: "the sheets are Mellano, the queen set, cheap and super soft",
    };
    expect(verdict(sheets, "Mellano Queen Sheet Set - 4 PC Iconic Collection Bedding Sheets & Pillowcases", { brand: "Mellano" })).toBe(
      "verified",
    );
    expect(
      verdict(
        { ...sheets, quote: "the sheets are Mellano, cheap and super soft" },
        "Mellano Queen Sheet Set - 4 PC Iconic Collection Bedding Sheets & Pillowcases",
        {
          brand: "Mellano",
        },
      ),
    ).not.toBe("verified");
  });
  it("takes a part of its kind the item has, named after with, as no bundle; a named or model-coded one still is", () => {
    const radio: MatchMention = { product_name: "Sonic ICF-P26 AM/FM radio", brand: "Sonic", subcategory: "Portable Radios" };
    expect(verdict(radio, "Sonic Portable AM FM Radio with Speaker (ICF-P26)", { brand: "Sonic" })).toBe("verified");
    const tuner: MatchMention = { product_name: "TM sixty tuner", brand: "Korgo", subcategory: "Tuners" };
    expect(verdict(tuner, "KORGO TM-60 Tuner Metronome with CM-300 Contact Microphone, Black", { brand: "Korgo" })).not.toBe("verified");
  });
  it("takes an ingredient the title adds to the formula with its share as another formula, unless the mention names it", () => {
    const primer: MatchMention = { product_name: "elfo power grip primer", brand: "e.l.fo.", subcategory: "Face Primers" };
    expect(verdict(primer, "e.l.fo. Power Grip Primer, 0.811 Fl Oz", { brand: "e.l.fo." })).toBe("verified");
    expect(verdict(primer, "e.l.fo. Power Grip Primer + 4% Niacinamide, 0.811 Fl Oz", { brand: "e.l.fo." })).not.toBe("verified");
    const serum: MatchMention = { product_name: "Ordinal Niacinamide ten percent plus zinc", brand: "The Ordinal", subcategory: "Serums" };
    expect(verdict(serum, "The Ordinal Niacinamide 10% + 1% Zinc, 30ml", { brand: "The Ordinal" })).toBe("verified");
  });
});

describe("numbers, counts and codes as said, fifth pass (B)", () => {
  it("reads decimals said digit by digit, fractions, a number's plural and German numbers as titles write them", () => {
    const pick: MatchMention = { product_name: "Tortan point seven three", brand: "Dunmore", subcategory: "Guitar Picks" };
    expect(verdict(pick, "Dunmore Tortan .73mm Yellow Guitar Pick - 12 Pack", { brand: "Dunmore" })).toBe("verified");
    expect(verdict(pick, "Dunmore Tortan .60mm Orange Guitar Pick - 12 Pack", { brand: "Dunmore" })).not.toBe("verified");
    const wrench: MatchMention = { product_name: "three eighths inch drive torque wrench", brand: "Tekno", subcategory: "Torque Wrenches" };
    expect(verdict(wrench, "Tekno 3/8 Inch Drive Click Torque Wrench (10-80 ft.-lb.)", { brand: "Tekno" })).toBe("verified");
    expect(verdict(wrench, "Tekno 1/2 Inch Drive Click Torque Wrench (10-150 ft.-lb.)", { brand: "Tekno" })).not.toBe("verified");
    const skillet: MatchMention = { product_name: "ten and a quarter inch skillet", brand: "Lodo", subcategory: "Skillets" };
    expect(verdict(skillet, "Lodo 10-1/4 Inch Cast Iron Skillet, Pre-Seasoned", { brand: "Lodo" })).toBe("verified");
    expect(verdict(skillet, "Lodo 12 Inch Cast Iron Skillet, Pre-Seasoned", { brand: "Lodo" })).not.toBe("verified");
    const jeans: MatchMention = { product_name: "five-oh-ones", brand: "Marlow", subcategory: "Jeans" };
    expect(verdict(jeans, "Marlow Men's 501 Original Fit Jeans, Rinse, 34W x 30L", { brand: "Marlow" })).toBe("verified");
    const strip: MatchMention = { product_name: "Premium-Leiste sechsfach", brand: "Brenner", subcategory: "Power Strips" };
    expect(verdict(strip, "Brenner Premium-Leiste 6-fach mit Schalter, 1,5m Kabel, schwarz", { brand: "Brenner" })).toBe("verified");
    expect(verdict(strip, "Brenner Premium-Leiste 8-fach mit Schalter, 1,5m Kabel, schwarz", { brand: "Brenner" })).not.toBe("verified");
  });

  it("finds a code the mention spells out where the title glues its maker's letters and a digit to it", () => {
    const drill: MatchMention = { product_name: "D C D seven seventy one", brand: "Dewar", subcategory: "Drills" };
    expect(verdict(drill, "Dewar 20V Max Cordless Drill/Driver Kit, Compact, 1/2-Inch (DCD771C2)", { brand: "Dewar" })).toBe("verified");
    const adapter: MatchMention = { product_name: "PSA one twenty", brand: "Bosso", subcategory: "Power Supplies" };
    expect(verdict(adapter, "Bosso AC Adapter 9V DC (PSA-120S2)", { brand: "Bosso" })).toBe("verified");
    expect(verdict(adapter, "Bosso AC Adapter 9V DC (PSA-230S2)", { brand: "Bosso" })).not.toBe("verified");
    // A letter alone after the number is another model, and what the mention goes on to say is its own.
    const webcam: MatchMention = { product_name: "Link 2", brand: "Insto", subcategory: "Webcams" };
    expect(verdict(webcam, "Insto Link 2C Webcam, Black", { brand: "Insto" })).not.toBe("verified");
    const interface2: MatchMention = { product_name: "Scarlet two i two fourth gen", brand: "Focus", subcategory: "Audio Interfaces" };
    expect(verdict(interface2, "Focus Scarlet 2i2 4th Gen USB Audio Interface", { brand: "Focus" })).toBe("verified");
  });

  it("reads a mark the mention says ('mark two') as the roman numeral the title writes after the code", () => {
    const cam: MatchMention = { product_name: "Z R T ten mark two body", brand: "Sorna", subcategory: "Mirrorless Cameras" };
    expect(verdict(cam, "Sorna Alpha ZR-T10 II Interchangeable Lens Camera, Body Only, Black", { brand: "Sorna" })).toBe("verified");
    // The first mark (no numeral) and another mark are not it.
    expect(verdict(cam, "Sorna Alpha ZR-T10 Interchangeable Lens Camera, Body Only, Black", { brand: "Sorna" })).not.toBe("verified");
    expect(verdict(cam, "Sorna Alpha ZR-T10 III Interchangeable Lens Camera, Body Only, Black", { brand: "Sorna" })).not.toBe("verified");
  });

  it("reads 'in' after a number as a preposition before a colour or an article, as inches otherwise", () => {
    const shoe: MatchMention = { product_name: "nine ninety v six in grey", brand: "Newbal", subcategory: "Sneakers" };
    expect(verdict(shoe, "Newbal Men's Made in USA 990v6 Sneaker, Grey/Grey, 10", { brand: "Newbal" })).toBe("verified");
    expect(verdict(shoe, "Newbal Men's Made in USA 990v5 Sneaker, Grey/Grey, 10", { brand: "Newbal" })).not.toBe("verified");
    const pan: MatchMention = { product_name: "Ferro ten in skillet", brand: "Ferro", subcategory: "Skillets" };
    expect(verdict(pan, "Ferro 10 Inch Cast Iron Skillet", { brand: "Ferro" })).toBe("verified");
    expect(verdict(pan, "Ferro 12 Inch Cast Iron Skillet", { brand: "Ferro" })).not.toBe("verified");
  });

  it("reads a word said short as the whole word the title writes ('max' / 'maximum'), and no other word beginning with it", () => {
    const syrup: MatchMention = { product_name: "Tussiva DX max strength", brand: "Tussiva", subcategory: "Cough & Cold" };
    expect(verdict(syrup, "Tussiva DX Maximum Strength 12 Hour Cough Tablets, 42 Count", { brand: "Tussiva" })).toBe("verified");
    expect(verdict(syrup, "Tussiva DX 12 Hour Cough Tablets, 40 Count", { brand: "Tussiva" })).not.toBe("verified");
    expect(verdict(syrup, "Tussiva DX Maxima Strength Cough Tablets, 42 Count", { brand: "Tussiva" })).not.toBe("verified");
    const whole: MatchMention = { product_name: "Tussiva DX maximum strength", brand: "Tussiva", subcategory: "Cough & Cold" };
    expect(verdict(whole, "Tussiva DX Max Strength Cough Tablets, 42 Count", { brand: "Tussiva" })).toBe("verified");
  });

  it("reads a colour's letter or code glued to a code written apart as the maker's colour of that model", () => {
    const churner: MatchMention = { product_name: "Kelvo ice cream maker FRZ-31", brand: "Kelvo", subcategory: "Ice Cream Makers" };
    // The initial of the colour the title names, or a colour's code and a pack code after it.
    expect(verdict(churner, "Kelvo FRZ-31R Frozen Yogurt & Ice Cream Maker, 1.5 Quart, Red", { brand: "Kelvo" })).toBe("verified");
    expect(verdict(churner, "Kelvo FRZ-31BKSP1 Ice Cream Maker, 1.5 Quart, Black Stainless", { brand: "Kelvo" })).toBe("verified");
    // A letter that is no colour's the title names is another model; so is another number.
    expect(verdict(churner, "Kelvo FRZ-31S Ice Cream Maker, 1.5 Quart, Red", { brand: "Kelvo" })).not.toBe("verified");
    expect(verdict(churner, "Kelvo FRZ-32R Ice Cream Maker, 1.5 Quart, Red", { brand: "Kelvo" })).not.toBe("verified");
  });

  it("never finds a number inside a longer one, takes a count the mention says as how many it buys, and a content as no model number", () => {
    const soil: MatchMention = { product_name: "Indoor Potting Mix six quart", brand: "Grova", subcategory: "Potting Soil" };
    expect(verdict(soil, "Grova Indoor Potting Mix, 6 qt., 1-Pack", { brand: "Grova" })).toBe("verified");
    expect(verdict(soil, "Grova Indoor Potting Mix, 16 qt.", { brand: "Grova" })).not.toBe("verified");
    const blades: MatchMention = { product_name: "ProGlade refills, eight count", brand: "Gilo", subcategory: "Razor Blades" };
    expect(verdict(blades, "Gilo ProGlade Razor Blade Refills, 8 Count", { brand: "Gilo" })).toBe("verified");
    expect(verdict(blades, "Gilo ProGlade Razor Blade Refills, 12 Count", { brand: "Gilo", unit_count: 12 })).not.toBe("verified");
    const perfume: MatchMention = { product_name: "YSL Libra fifty mil", brand: "YSL", subcategory: "Perfume" };
    expect(verdict(perfume, "Yves Saint Laurent Libra Eau de Parfum Spray 50 ml", { brand: "Yves Saint Laurent" })).toBe("verified");
    expect(verdict(perfume, "Libra Le Parfum by Yves Saint Laurent 50ml")).not.toBe("verified");
  });
  it("reads the words that say what an item fits as no name, where the mention names the product before what it fits", () => {
    const caseFor: MatchMention = { product_name: "Spigo Tough Armr case iPhone 15 Pro", brand: "Spigo", subcategory: "Cell Phone Cases" };
    expect(verdict(caseFor, "Spigo Tough Armr Designed for iPhone 15 Pro Case - Gunmetal", { brand: "Spigo" })).toBe("verified");
    expect(verdict(caseFor, "Spigo Tough Armr Designed for iPhone 14 Pro Case - Gunmetal", { brand: "Spigo" })).not.toBe("verified");
    const hybrid: MatchMention = { product_name: "Spigo Ultra Hybrid iPhone 15 Pro", brand: "Spigo", subcategory: "Cell Phone Cases" };
    expect(verdict(hybrid, "Spigo Ultra Hybrid Designed for iPhone 15 Pro Case (2023), Crystal Clear", { brand: "Spigo" })).toBe(
      "verified",
    );
    // A case for the mentioned product stays a thing made to fit it.
    const phones: MatchMention = { product_name: "Sonar WH-1000XM5", brand: "Sonar", subcategory: "Headphones" };
    expect(verdict(phones, "Hard Case designed for Sonar WH-1000XM5 Headphones", { brand: "Casey" })).toBe("rejected");
  });
  it("reads whom and what a title in another language says an item is for as English titles say it", () => {
    const pad: MatchMention = { product_name: "Rayzor Kishu V2 for Android", brand: "Rayzor", subcategory: "Game Controllers" };
    expect(verdict(pad, "Rayzor Kishu V2 Controller für Android, USB-C", { brand: "Rayzor" })).toBe("verified");
    const jeans: MatchMention = { product_name: "Lavi's five-oh-one", brand: "Lavi's", subcategory: "Jeans" };
    expect(verdict(jeans, "Lavi's Herren 501 Original Fit Jeans, Stonewash, 32W / 34L", { brand: "Lavi's" })).toBe("verified");
    const mens: MatchMention = { product_name: "Lavi's five-oh-one men's", brand: "Lavi's", subcategory: "Jeans" };
    expect(verdict(mens, "Lavi's Damen 501 Original Fit Jeans, Stonewash", { brand: "Lavi's" })).not.toBe("verified");
  });
  it("takes an extra every listing of the search names as in the box, and a 2.4 GHz edition as another than the Bluetooth one", () => {
    const pad: MatchMention = { product_name: "Octo Ultimo Bluetooth controller", brand: "Octo", subcategory: "Game Controllers" };
    const [white, black, dongle] = matchCandidates(pad, [
      { asin: "B1", title: "Octo Ultimo Bluetooth Controller with Charging Dock, White", brand: "Octo" },
      { asin: "B2", title: "Octo Ultimo Bluetooth Controller with Charging Dock, Hall Effect Joysticks, Black", brand: "Octo" },
      { asin: "B3", title: "Octo Ultimo 2.4G Wireless Controller with Charging Dock for Windows PC", brand: "Octo" },
    ]);
    expect(white!.verdict).toBe("verified");
    expect(black!.verdict).toBe("verified");
    expect(dongle!.verdict).not.toBe("verified");
    // One listing alone with a dock still goes to an admin.
    const mic: MatchMention = { product_name: "Vocal 58", brand: "Shura", subcategory: "Microphones" };
    expect(verdict(mic, "Shura Vocal 58 Dynamic Microphone with Charging Dock", { brand: "Shura" })).toBe("review");
  });
  it("reads a decimal said after a letter's number as a size without its zero, and a number the title marks as a size anywhere", () => {
    const pen: MatchMention = { product_name: "Pilo G two point seven black", brand: "Pilo", subcategory: "Gel Pens" };
    expect(verdict(pen, "Pilo G2 Gel Pens 0.7 mm Fine Point, Black, 12 Pack", { brand: "Pilo" })).toBe("verified");
    expect(verdict(pen, "Pilo G2 Retractable Premium Gel Pens, Fine Point, Black Ink, 12-Pack (31020)", { brand: "Pilo" })).toBe(
      "verified",
    );
    expect(verdict(pen, "Pilo G2 Gel Pens 1.0 mm Bold Point, Black, 12 Pack", { brand: "Pilo" })).not.toBe("verified");
    const pens: MatchMention = { product_name: "Mikron oh one pen", brand: "Sakara", subcategory: "Fineliners" };
    expect(verdict(pens, "Sakara Pigma Mikron Fineliner Pens - Archival Black Ink - Size 01 - 0.25 mm", { brand: "Sakara" })).toBe(
      "verified",
    );
    expect(verdict(pens, "Sakara Pigma Mikron Fineliner Pens - Archival Black Ink - Size 05 - 0.45 mm", { brand: "Sakara" })).not.toBe(
      "verified",
    );
  });
  it("reads a letter said between two numbers as a code with the number after it, not as the first number's unit", () => {
    const lens: MatchMention = { product_name: "Tamra twenty-eight seventy-five G two", brand: "Tamra", subcategory: "Camera Lenses" };
    expect(verdict(lens, "Tamra 28-75mm F/2.8 Di III VXD G2 for Sonic E Mount (A063S)", { brand: "Tamra" })).toBe("verified");
    // Another generation is another model.
    expect(verdict(lens, "Tamra 28-75mm F/2.8 Di III VXD for Sonic E Mount (A036)", { brand: "Tamra" })).not.toBe("verified");
    const shoe: MatchMention = { product_name: "New Balanca nine ninety v six", brand: "New Balanca", subcategory: "Running Shoes" };
    expect(verdict(shoe, "New Balanca Men's Made in USA 990v6 Sneaker, Grey, 10", { brand: "New Balanca" })).toBe("verified");
    expect(verdict(shoe, "New Balanca Men's Made in USA 990v5 Sneaker, Grey, 10", { brand: "New Balanca" })).not.toBe("verified");
    // A number said with its unit after the letter is a measure: 5W-30 in five quarts.
    const oil: MatchMention = { product_name: "Castra Edge five W thirty five quart", brand: "Castra", subcategory: "Motor Oils" };
    expect(verdict(oil, "Castra Edge 5W-30 Full Synthetic Motor Oil, 5 Quarts", { brand: "Castra" })).toBe("verified");
    expect(verdict(oil, "Castra Edge 5W-40 Full Synthetic Motor Oil, 5 Quarts", { brand: "Castra" })).not.toBe("verified");
  });
  it("reads a number said in pairs as the number the title joins to the maker's whole name", () => {
    const book: MatchMention = { product_name: "Lichtturm nineteen seventeen A five dotted", brand: "Lichtturm", subcategory: "Notebooks" };
    expect(
      verdict(book, "LICHTTURM1917 - Medium A5 Dotted Hardcover Notebook (Emerald) - 251 Numbered Pages", { brand: "Lichtturm" }),
    ).toBe("verified");
    // Another number joined to the name is another line.
    expect(
      verdict(book, "LICHTTURM1918 - Medium A5 Dotted Hardcover Notebook (Emerald) - 251 Numbered Pages", { brand: "Lichtturm" }),
    ).not.toBe("verified");
  });
  it("reads a number said alone as the number of the title's code between the maker's letters and a colour's", () => {
    const watch: MatchMention = { product_name: "G-Shok fifty-six hundred", brand: "Kasio", subcategory: "Wrist Watches" };
    expect(verdict(watch, "Kasio G-Shok DW5600BB-1 Men's Black Resin Digital Watch", { brand: "Kasio" })).toBe("verified");
    expect(verdict(watch, "Kasio Men's G-Shok Quartz Watch, Black (Model: DW5600E-1V)", { brand: "Kasio" })).toBe("verified");
    // Another number in the code is another model.
    expect(verdict(watch, "Kasio G-Shok DW5900BB-1 Men's Black Resin Digital Watch", { brand: "Kasio" })).not.toBe("verified");
  });
  it("reads a digit said right after a code of letters and a number as its generation in Roman numerals or as a mark", () => {
    const camera: MatchMention = { product_name: "Lumex S five two", brand: "Panasonik", subcategory: "Mirrorless Cameras" };
    expect(verdict(camera, "Panasonik LUMEX S5II Mirrorless Camera, 24.2MP Full Frame", { brand: "Panasonik" })).toBe("verified");
    expect(verdict(camera, "Panasonik LUMEX Full Frame Mirrorless Camera S5M2 Body, 24.2MP", { brand: "Panasonik" })).toBe("verified");
    // The first generation, and another model of the second, are not it.
    expect(verdict(camera, "Panasonik LUMEX S5 Mirrorless Camera, 24.2MP Full Frame", { brand: "Panasonik" })).not.toBe("verified");
    expect(verdict(camera, "Panasonik LUMEX S5IIX Mirrorless Camera, 24.2MP Full Frame", { brand: "Panasonik" })).not.toBe("verified");
    // So is a mark said after the code ("S five mark two").
    const marked: MatchMention = { product_name: "Lumex S five mark two", brand: "Panasonik", subcategory: "Mirrorless Cameras" };
    expect(verdict(marked, "Panasonik LUMEX S5II Mirrorless Camera, 24.2MP Full Frame", { brand: "Panasonik" })).toBe("verified");
    expect(verdict(marked, "Panasonik LUMEX Full Frame Mirrorless Camera S5M2 Body, 24.2MP", { brand: "Panasonik" })).toBe("verified");
    expect(verdict(marked, "Panasonik LUMEX S5 Mirrorless Camera, 24.2MP Full Frame", { brand: "Panasonik" })).not.toBe("verified");
    expect(verdict(marked, "Panasonik LUMEX S5IIX Mirrorless Camera, 24.2MP Full Frame", { brand: "Panasonik" })).not.toBe("verified");
  });
  it("takes a long model number one last digit apart, on a listing of another colour, as the maker's colour code", () => {
    const flosser: MatchMention = { product_name: "WP six sixty", brand: "Waterpak", subcategory: "Water Flossers" };
    const [white, black, cordless] = matchCandidates(flosser, [
      { asin: "B1", title: "Waterpak Aquarius Water Flosser, 10 Settings, 7 Tips, White WP-660", brand: "Waterpak", model: "WP-660" },
      { asin: "B2", title: "Waterpak Aquarius Water Flosser, 10 Settings, 7 Tips, Black WP-662", brand: "Waterpak", model: "WP-662" },
      { asin: "B3", title: "Waterpak Cordless Advanced Water Flosser, White WP-560", brand: "Waterpak", model: "WP-560" },
    ]);
    expect(white!.verdict).toBe("verified");
    expect(black!.verdict).toBe("verified");
    expect(cordless!.verdict).not.toBe("verified");
    // Two digits are a reference of their own.
    const watch: MatchMention = { product_name: "Sako 5 Sports SRPD55", brand: "Sako", subcategory: "Wrist Watches" };
    const [own, other] = matchCandidates(watch, [
      { asin: "B4", title: "Sako 5 Sports SRPD55 Automatic Watch, Black Dial", brand: "Sako" },
      { asin: "B5", title: "Sako 5 Sports SRPD53 Automatic Watch, Blue Dial", brand: "Sako" },
    ]);
    expect(own!.verdict).toBe("verified");
    expect(other!.verdict).not.toBe("verified");
  });
  it("takes a brand field the product's own name starts with as the maker's line, not another maker", () => {
    const scanner: MatchMention = { product_name: "ScanSnip iX1600", brand: "Fujitso", subcategory: "Document Scanners" };
    expect(verdict(scanner, "ScanSnip iX1600 Wireless or USB High-Speed Document Scanner, White", { brand: "ScanSnip" })).toBe("verified");
    expect(verdict(scanner, "Dust Cover for ScanSnip iX1600 Document Scanner", { brand: "CoverCo" })).not.toBe("verified");
    // A plain word as a brand field names no line of the mention's.
    const mouse: MatchMention = { product_name: "Magic Mouse", brand: "Appel", subcategory: "Computer Mice" };
    expect(verdict(mouse, "Magic Mouse Wireless Bluetooth Mouse, White", { brand: "Magic" })).not.toBe("verified");
  });
  it("reads a spoken number that groups two ways as the title writes it, the unit going with the second part", () => {
    const oil: MatchMention = { product_name: "Castro EDGO five W thirty five quart", brand: "Castro", subcategory: "Motor Oil" };
    expect(verdict(oil, "Castro EDGO 5W-30 Motor Oil, 5 Quarts", { brand: "Castro" })).toBe("verified");
    expect(verdict(oil, "Castro EDGO 5W-20 Motor Oil, 5 Quarts", { brand: "Castro" })).not.toBe("verified");
    const bottle: MatchMention = { product_name: "Trail bottle thirty five ounce", brand: "Hydra", subcategory: "Water Bottles" };
    expect(verdict(bottle, "Hydra Trail Bottle 30 oz, 5 oz Cup Included", { brand: "Hydra" })).not.toBe("verified");
  });
  it("takes a variant word right before the mention's own model code as the line's name for it, one right after as a suffix", () => {
    const starter: MatchMention = { product_name: "Noko GB forty", brand: "Noko", subcategory: "Jump Starters" };
    expect(verdict(starter, "Noko Boost Plus GB40 1000A UltraSafe Lithium Jump Starter", { brand: "Noko" })).toBe("verified");
    const plug: MatchMention = { product_name: "HS103", brand: "Kaso", subcategory: "Smart Plugs" };
    expect(verdict(plug, "Kaso Smart Plug Lite HS103, 12 Amp, Single", { brand: "Kaso" })).toBe("verified");
    expect(verdict(plug, "Kaso Smart Plug HS103 Pro, Energy Monitoring", { brand: "Kaso" })).not.toBe("verified");
  });
  it("takes a set of the mention's own count and a mixed pack of the size it buys as the product", () => {
    const tiles: MatchMention = { product_name: "Magna Blox one hundred piece", brand: "Magna Blox", subcategory: "Building Toys" };
    expect(verdict(tiles, "Magna Blox 100 Piece Set, Clear Colors", { brand: "Magna Blox" })).toBe("verified");
    expect(verdict(tiles, "Magna Blox 32 Piece Set, Clear Colors", { brand: "Magna Blox" })).not.toBe("verified");
    const socks: MatchMention = { product_name: "Bambas ankle socks six pack", brand: "Bambas", subcategory: "Socks" };
    expect(verdict(socks, "Bambas Men's Ankle Socks, 6-Pack, Mixed Black/Grey/Navy", { brand: "Bambas" })).toBe("verified");
    expect(verdict(socks, "Bambas Men's Ankle Socks, 12-Pack, Mixed Black/Grey/Navy", { brand: "Bambas" })).not.toBe("verified");
  });
  it("reads digits said one by one as the number of the title's code with the maker's letters around it", () => {
    const driver: MatchMention = { product_name: "Dewar eight eight seven impact driver", brand: "Dewar", subcategory: "Impact Drivers" };
    expect(verdict(driver, "Dewar 20V MAX XR Impact Driver, Brushless, Bare Tool Only (DCF887B)", { brand: "Dewar" })).toBe("verified");
    expect(verdict(driver, "Dewar 20V MAX XR Impact Driver, Brushless, Bare Tool Only (DCF885B)", { brand: "Dewar" })).not.toBe("verified");
    // A number said as one ("twenty-one hundred") after letters of its own ("GA") keeps them.
    const watch: MatchMention = { product_name: "Casi GA twenty-one hundred", brand: "Casi", subcategory: "Wrist Watches" };
    expect(verdict(watch, "Casi G-Shock GA-B2100-1A Solar Bluetooth Watch", { brand: "Casi" })).not.toBe("verified");
  });
  it("takes a count of bands or a display's letter before an accessory's noun as a spec of the item", () => {
    const router: MatchMention = { product_name: "Archor AX55", brand: "Archor", subcategory: "Routers" };
    expect(verdict(router, "Archor AX55 WiFi 6 Router AX3000 Dual Band, 4 Gigabit LAN Ports", { brand: "Archor" })).toBe("verified");
    expect(verdict(router, "Archor AX55 Router Wall Mount Stand", { brand: "Wallo" })).not.toBe("verified");
  });
  it("takes a year written with an apostrophe right after the name as another edition, unless the maker's other listings name the product with it", () => {
    const jeans: MatchMention = { product_name: "Lavi's five-oh-ones", brand: "Lavi's", subcategory: "Jeans" };
    const [original, ninetyThree] = matchCandidates(jeans, [
      { asin: "B1", title: "Lavi's Men's 501 Original Fit Jeans, Rinse", brand: "Lavi's" },
      { asin: "B2", title: "Lavi's Men's 501 '93 Straight Fit Jeans", brand: "Lavi's" },
    ]);
    expect(original!.verdict).toBe("verified");
    expect(ninetyThree!.verdict).not.toBe("verified");
    const shoes: MatchMention = { product_name: "white Air Force ones", brand: "Nyke", subcategory: "Sneakers" };
    const [one, two] = matchCandidates(shoes, [
      { asin: "B3", title: "Nyke Men's Air Force 1 '07 Sneaker, White/White, 10", brand: "Nyke" },
      { asin: "B4", title: "Nyke Air Force 1 '07 Men's Shoes White", brand: "Nyke" },
    ]);
    expect(one!.verdict).toBe("verified");
    expect(two!.verdict).toBe("verified");
  });
});

describe("sixth pass (B): numbers, codes and makers' names as a buyer reads them", () => {
  it("keeps a model number apart from the size after it, and reads 'Nr.' as 'No.'", () => {
    const wrench: MatchMention = {
      product_name: "Tekta half inch drive click torque wrench",
      brand: "Tekta",
      subcategory: "Torque Wrenches",
    };
    expect(verdict(wrench, "Tekta 24335 1/2-Inch Drive Click Torque Wrench, 10-150 Ft/Lb", { brand: "Tekta" })).toBe("verified");
    expect(verdict(wrench, "Tekta 24330 3/8-Inch Drive Click Torque Wrench, 10-80 Ft/Lb", { brand: "Tekta" })).not.toBe("verified");
    const pruner: MatchMention = { product_name: "Felko number two pruners", brand: "Felko", subcategory: "Pruning Shears" };
    expect(judge(pruner, "Felko Gartenschere Nr. 2, Original", { brand: "Felko" }).reasons).toContain("same model (2)");
  });
  it("reads a count the mention buys apart from the words before it, and a number the maker glues to its name as the model's", () => {
    const tees: MatchMention = { product_name: "Hanz ComfortSoft crew tee six pack", brand: "Hanz", subcategory: "T-Shirts" };
    expect(judge(tees, "Hanz Men's ComfortSoft Crew Tee, 6-Pack, Black", { brand: "Hanz" }).reasons.join(" ")).not.toMatch(/model differs/);
    const thermostat: MatchMention = { product_name: "ecobi three lite", brand: "ecobi", subcategory: "Thermostats" };
    expect(verdict(thermostat, "ecobi3 lite Smart Thermostat, Works with Alexa", { brand: "ecobi" })).toBe("verified");
    expect(verdict(thermostat, "ecobi5 lite Smart Thermostat, Works with Alexa", { brand: "ecobi" })).not.toBe("verified");
  });
  it("reads a code spelled with the maker's three letters, and two numbers said in pairs, as the title's code", () => {
    const watch: MatchMention = { product_name: "Casi Duro MDV one oh six", brand: "Casi", subcategory: "Wrist Watches" };
    expect(verdict(watch, "Casi Duro MDV106 Analog Dive Watch, Black", { brand: "Casi" })).toBe("verified");
    expect(verdict(watch, "Casi Duro MDV107 Analog Dive Watch, Black", { brand: "Casi" })).not.toBe("verified");
    const purifier: MatchMention = { product_name: "Cowa Airmaga fifteen twelve", brand: "Cowa", subcategory: "Air Purifiers" };
    const [white, black, other] = matchCandidates(purifier, [
      { asin: "B1", title: "Cowa Airmaga AP-1512HH True HEPA Purifier, White", brand: "Cowa" },
      { asin: "B2", title: "Cowa Airmaga AP-1512HH Mighty Air Purifier, Black", brand: "Cowa" },
      { asin: "B3", title: "Cowa Airmaga AP-1513HH True HEPA Purifier, White", brand: "Cowa" },
    ]);
    expect([white!.verdict, black!.verdict]).toEqual(["verified", "verified"]);
    expect(other!.verdict).not.toBe("verified");
  });
  it("takes the maker's name as said: 'and' for its ampersand, its initials, a corporate ending after it", () => {
    const paints: MatchMention = {
      product_name: "Winsley and Newby Cotwell pocket box",
      brand: "Winsley & Newby",
      subcategory: "Watercolor Paints",
    };
    expect(judge(paints, "Cotwell Pocket Box, 12 Half Pans", { manufacturer: "Winsley & Newby" }).reasons.join(" ")).not.toMatch(
      /name differs/,
    );
    const initials: MatchMention = {
      product_name: "W and N Cotwell pocket box",
      brand: "Winsley & Newby",
      subcategory: "Watercolor Paints",
    };
    expect(verdict(initials, "Winsley & Newby Cotwell Pocket Box, 12 Half Pans", { brand: "Winsley & Newby" })).toBe("verified");
    const lamp: MatchMention = { product_name: "Spot four hundred", brand: "Blue Summit", subcategory: "Headlamps" };
    const lamps = matchCandidates(lamp, [
      { asin: "B1", title: "Blue Summit Spot 400 Headlamp, Black", brand: "Blue Summit" },
      { asin: "B2", title: "Blue Summit Spot 400 Headlamp, 2 Pack", brand: "Blue Summit" },
      { asin: "B3", title: "Blue Summit Spot 400 Headlamp, Octane", brand: "Blue Summit" },
      { asin: "B4", title: "Blue Summit Equipment Spot 400 Headlamp, Azul", brand: "Blue Summit" },
    ]);
    expect(lamps.map((r) => r.verdict)).toEqual(["verified", "verified", "verified", "verified"]);
  });
  it("reads no colour in the brand's own words", () => {
    const lamp: MatchMention = { product_name: "Black Summit Spot 400", brand: "Black Summit", subcategory: "Headlamps" };
    const [azul, octane, black] = matchCandidates(lamp, [
      { asin: "B1", title: "Black Summit Spot 400 Headlamp, Azul", brand: "Black Summit", variation_attributes: { color: "Azul" } },
      { asin: "B2", title: "Black Summit Spot 400 Headlamp, Octane", brand: "Black Summit", variation_attributes: { color: "Octane" } },
      { asin: "B3", title: "Black Summit Spot 400 Headlamp, Black", brand: "Black Summit", variation_attributes: { color: "Black" } },
    ]);
    expect([azul!.verdict, octane!.verdict, black!.verdict]).toEqual(["verified", "verified", "verified"]);
  });
  it("takes a line named right after its maker's name as the mentioned brand", () => {
    const marker: MatchMention = { product_name: "Poska five M white", brand: "Poska", subcategory: "Paint Markers" };
    expect(verdict(marker, "Unu Poska PC-5M Medium Bullet Tip Paint Marker, White", { brand: "unu-ball" })).toBe("verified");
    expect(verdict(marker, "Paint Markers for Poska PC-5M Refill Tips, White", { brand: "Markco" })).not.toBe("verified");
  });
  it("files household supplies under the home they keep, and carries a quoted code the title writes with a hyphen", () => {
    const sponge: MatchMention = {
      product_name: "Scrubline heavy duty scrub sponges",
      brand: "Scrubline",
      category: "Health & Household",
      subcategory: "Sponges",
    };
    expect(verdict(sponge, "Scrubline Heavy Duty Scrub Sponge, 6 Count", { brand: "Scrubline", product_group: "Home" })).toBe("verified");
    const watch: MatchMention = {
      product_name: "DW5600",
      brand: "Casi",
      subcategory: "Wrist Watches",
      quote: "the DW5600, the square one",
    };
    const [hyphen] = matchCandidates(watch, [
      { asin: "B1", title: "G-SHOCK DW-5600E-1VER Herrenuhr Digital schwarz", brand: "Casi" },
      { asin: "B2", title: "Casi G-Shock DW5600E-1V Digital Watch, Black", brand: "Casi" },
    ]);
    expect(hyphen!.reasons.join(" ")).not.toMatch(/another model number/);
  });
  it("reads the words after the name as description where the marketplace's model field is the mention's name itself", () => {
    const mic: MatchMention = { product_name: "Rodo pod mic", brand: "Rodo", subcategory: "Microphones" };
    const own = judge(mic, "Rodo PodMic Dynamic Podcasting Microphone", { brand: "Rodo", model: "PODMIC" });
    expect(own.verdict).toBe("verified");
    expect(judge(mic, "Rodo PodMic Dynamic Podcasting Microphone", { brand: "Rodo" }).verdict).not.toBe("verified");
  });
  it("takes the first version as the original one the mention asks for", () => {
    const dryer: MatchMention = { product_name: "Revlo One-Step volumizer, the original", brand: "Revlo", subcategory: "Hot-Air Brushes" };
    expect(verdict(dryer, "REVLO One-Step Volumizer Original 1.0 Hair Dryer and Hot Air Brush, Black", { brand: "Revlo" })).toBe(
      "verified",
    );
    expect(verdict(dryer, "REVLO One-Step Volumizer Original 2.0 Hair Dryer and Hot Air Brush, Black", { brand: "Revlo" })).not.toBe(
      "verified",
    );
  });
  it("takes a base-model word before the name ('Genuine') as no more name", () => {
    const ring: MatchMention = {
      product_name: "Instapot sealing rings six quart",
      brand: "Instapot",
      subcategory: "Pressure Cooker Parts",
    };
    expect(verdict(ring, "Instapot Genuine Sealing Ring, 6 Qt, Clear, 2 Pack", { brand: "Instapot" })).toBe("verified");
    expect(verdict(ring, "Instapot Silicone Sealing Ring, 6 Qt, Clear, 2 Pack", { brand: "Instapot" })).not.toBe("verified");
  });
  it("finds a count the mention says before its noun where two words describing what it counts stand between", () => {
    const kit: MatchMention = { product_name: "Nanolite Shapes Hexagons nine panel kit", brand: "Nanolite", subcategory: "Smart Lighting" };
    expect(verdict(kit, "Nanolite Shapes Hexagons Smarter Kit, 9 Smart Light Panels, RGBW", { brand: "Nanolite" })).toBe("verified");
    expect(verdict(kit, "Nanolite Shapes Hexagons Smarter Kit, 15 Smart Light Panels, RGBW", { brand: "Nanolite" })).not.toBe("verified");
  });
  it("reads what square brackets hold as a remark, like parentheses, when it finds the title's head noun", () => {
    const armour: MatchMention = {
      product_name: "Spigo Tough Armor case for iPhone fifteen Pro",
      brand: "Spigo",
      subcategory: "Phone Cases",
    };
    const title = "Spigo Tough Armor [Extreme Protection] Designed for iPhone 15 Pro Case, Black";
    expect(judge(armour, title, { brand: "Spigo" }).reasons.join(" ")).not.toMatch(/not the product itself/);
  });
  it("reads a quarter said alone as the fraction the title writes", () => {
    const filter: MatchMention = {
      product_name: "Tiffo Black Pro-Mist quarter 67 millimeter",
      brand: "Tiffo",
      subcategory: "Lens Filters",
    };
    expect(verdict(filter, "Tiffo 67mm Black Pro-Mist 1/4 Camera Lens Filter", { brand: "Tiffo" })).toBe("verified");
    expect(verdict(filter, "Tiffo 67mm Black Pro-Mist 1/8 Camera Lens Filter", { brand: "Tiffo" })).not.toBe("verified");
  });
  it("reads 'Air' before a kind noun inside the name as that kind's modifier ('Air Purifier'), not the Air model", () => {
    const filter: MatchMention = { product_name: "Levo Core 300 replacement filter", brand: "Levo", subcategory: "Air Purifier Filters" };
    expect(verdict(filter, "LEVO Core 300 Air Purifier Replacement Filter, 3-in-1 H13 True HEPA", { brand: "Levo" })).toBe("verified");
    const tablet: MatchMention = { product_name: "Pad 11 inch", brand: "Appo", subcategory: "Tablets" };
    expect(verdict(tablet, "Appo Pad Air 11-inch, 128GB, Space Gray", { brand: "Appo" })).not.toBe("verified");
  });
  it("takes a part number of digits alone, shared with a listing judged the product, as that product's", () => {
    const clog: MatchMention = { product_name: "Crux classic clog", brand: "Crux", subcategory: "Clogs" };
    const [branded, bare, other] = matchCandidates(clog, [
      { asin: "B1", title: "Crux Unisex-Adult Classic Clog, Black", brand: "Crux", model: "10001" },
      { asin: "B2", title: "Classic Clog 10001 Unisex Clogs" },
      { asin: "B3", title: "Classic Clog 20002 Unisex Clogs" },
    ]);
    expect(branded!.verdict).toBe("verified");
    expect(bare!.verdict).toBe("verified");
    expect(bare!.reasons).toContain("same model number (10001) as B1, judged the product");
    expect(other!.verdict).not.toBe("verified");
  });
});

describe("what a buyer would not be content to receive (issue 21, sixth pass A)", () => {
  it("reads the maker's name said first, joined as its brand writes it, as the brand, not a model number", () => {
    const pad: MatchMention = { product_name: "nine bit go ultimate controller", brand: "9BitGo", subcategory: "Game Controllers" };
    const [plain, second] = matchCandidates(pad, [
      { asin: "B1", title: "9BitGo Ultimate Bluetooth Controller for Switch and PC, Black", brand: "9BitGo" },
      { asin: "B2", title: "9BitGo Ultimate 2 Wireless Controller with Fire Ring", brand: "9BitGo" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(second!.verdict).not.toBe("verified");
  });
  it("takes a book whose title the listing's first phrase goes on past, or starts before, as another book", () => {
    const book: MatchMention = {
      product_name: "The Very Sleepy Tortoise",
      brand: "Ada Crane",
      category: "Books",
      subcategory: "Children's Books",
    };
    expect(verdict(book, "The Very Sleepy Tortoise (Board Book)")).toBe("verified");
    expect(verdict(book, "The Very Sleepy Tortoise's First Winter")).not.toBe("verified");
    const other: MatchMention = { product_name: "Hygge", brand: "Lena Moss", category: "Books", subcategory: "Self-Help" };
    expect(verdict(other, "Hygge: The Art of Slow Evenings, Paperback")).toBe("verified");
    expect(verdict(other, "Living Your Hygge: Small Rituals for Dark Months")).not.toBe("verified");
  });
  it("takes a book's adaptation beside plain listings of it as another book, unless the mention's kind is that form", () => {
    const novel: MatchMention = { product_name: "Dunes", brand: "Frank Harlow", category: "Books", subcategory: "Science Fiction" };
    const [paperback, kindle, graphic] = matchCandidates(novel, [
      { asin: "B1", title: "Dunes (Paperback)" },
      { asin: "B2", title: "Dunes (Kindle Edition)" },
      { asin: "B3", title: "Dunes: The Graphic Novel, Book 1" },
    ]);
    expect([paperback!.verdict, kindle!.verdict]).toEqual(["verified", "verified"]);
    expect(graphic!.verdict).not.toBe("verified");
    const comic: MatchMention = { product_name: "Cat Kid Forever", brand: "Dov Pilky", category: "Books", subcategory: "Graphic Novels" };
    const [own, ebook] = matchCandidates(comic, [
      { asin: "B4", title: "Cat Kid Forever: A Graphic Novel (Cat Kid #3)" },
      { asin: "B5", title: "Cat Kid Forever (Cat Kid #3) Kindle Edition" },
    ]);
    expect([own!.verdict, ebook!.verdict]).toEqual(["verified", "verified"]);
  });
  it("takes a number with a letter glued to it right after the name as another version, unless the letter is a unit", () => {
    const pad: MatchMention = { product_name: "Nimbus Ultimate controller", brand: "Nimbus", subcategory: "Game Controllers" };
    expect(verdict(pad, "Nimbus Ultimate Bluetooth Controller for Switch, Black", { brand: "Nimbus" })).toBe("verified");
    expect(verdict(pad, "Nimbus Ultimate 2C Wireless Controller for Windows PC", { brand: "Nimbus" })).not.toBe("verified");
    const plug: MatchMention = { product_name: "Kaso smart plug mini", brand: "Kaso", subcategory: "Smart Plugs" };
    expect(verdict(plug, "Kaso Smart Plug Mini 15A, Smart Home Wi-Fi Outlet", { brand: "Kaso" })).toBe("verified");
  });
  it("takes a size word the mention names as the size, another size word in the title as another size", () => {
    const box: MatchMention = { product_name: "Thula Motion XT large", brand: "Thula", subcategory: "Cargo Boxes" };
    expect(verdict(box, "Thula Motion XT Rooftop Cargo Carrier, Large, Black Glossy", { brand: "Thula" })).toBe("verified");
    expect(verdict(box, "Thula Motion XT Rooftop Cargo Carrier, XL, Black Glossy", { brand: "Thula" })).not.toBe("verified");
  });
  it("takes several colours sold together as an assortment where the mention buys one item", () => {
    const marker: MatchMention = { product_name: "Poska PX five M", brand: "Poska", subcategory: "Paint Markers" };
    expect(verdict(marker, "Poska PX-5M Paint Marker, Medium Bullet Tip, White", { brand: "Poska" })).toBe("verified");
    expect(verdict(marker, "Poska PX-5M Paint Marker Set, 16 Assorted Colors", { brand: "Poska" })).not.toBe("verified");
    const set: MatchMention = { product_name: "Poska PX five M set of sixteen", brand: "Poska", subcategory: "Paint Markers" };
    expect(verdict(set, "Poska PX-5M Paint Marker Set, 16 Assorted Colors", { brand: "Poska" })).toBe("verified");
  });
  it("reads opposites in the quote, and a title denying a word of the mention", () => {
    const ball: MatchMention = {
      product_name: "Welton Evolve basketball",
      brand: "Welton",
      subcategory: "Basketballs",
      quote: "the Welton Evolve is the best indoor basketball there is",
    };
    expect(verdict(ball, "Welton Evolve Indoor Game Basketball, Official Size", { brand: "Welton" })).toBe("verified");
    expect(verdict(ball, "Welton Evolve Outdoor Basketball, Official Size", { brand: "Welton" })).not.toBe("verified");
    const boot: MatchMention = { product_name: "Merro Moag three mid waterproof", brand: "Merro", subcategory: "Hiking Boots" };
    expect(verdict(boot, "Merro Men's Moag 3 Mid Waterproof Hiking Boot", { brand: "Merro" })).toBe("verified");
    expect(verdict(boot, "Merro Men's Moag 3 Mid Hiking Boot (non-waterproof)", { brand: "Merro" })).not.toBe("verified");
  });
  it("compares the word after the name with the other listings where the name's phrase ends, before a size after a separator", () => {
    const tape: MatchMention = { product_name: "Stanton FatTape twenty five foot tape", brand: "Stanton", subcategory: "Tape Measures" };
    const results = matchCandidates(tape, [
      { asin: "B1", title: "STANTON FATTAPE Tape Measure, 25-Foot (33-725)", brand: "Stanton" },
      { asin: "B2", title: "Stanton 33-725 FatTape 25 ft Tape Measure, 2 Pack", brand: "Stanton" },
      { asin: "B3", title: "STANTON FATTAPE Magnetic Tape Measure, 25 ft", brand: "Stanton" },
    ]);
    expect(results.map((r) => r.verdict)).toEqual(["verified", "verified", "review"]);
  });
  it("takes a line the maker's family links to it as the product's name where the mention names the product by it", () => {
    const plug: MatchMention = { product_name: "Kasa smart plug mini", brand: "TP-Link", subcategory: "Smart Plugs" };
    expect(verdict(plug, "Kasa Smart Plug Mini 15A, Smart Home Wi-Fi Outlet", { brand: "Kasa Smart" })).toBe("verified");
    expect(verdict(plug, "TP-Link Tapo Smart Plug Mini, 4 Pack (P100)", { brand: "TP-Link" })).not.toBe("verified");
  });
  it("takes the size and the colour the quote names as the creator's, where another listing of the product is sold in them", () => {
    const coffee: MatchMention = {
      product_name: "Lavetti Super Crema whole bean",
      brand: "Lavetti",
      subcategory: "Coffee Beans",
      quote: "for espresso I go with the Lavetti Super Crema, the big 2.2 pound bag",
    };
    const bags = matchCandidates(coffee, [
      { asin: "B1", title: "Lavetti Super Crema Whole Bean Coffee Blend, 2.2 Pound", brand: "Lavetti" },
      { asin: "B2", title: "Lavetti Super Crema Whole Bean Coffee, 1 kg", brand: "Lavetti" },
      { asin: "B3", title: "Lavetti Super Crema Whole Bean Coffee, 12 oz Bag", brand: "Lavetti" },
    ]);
    expect(bags.map((r) => r.verdict)).toEqual(["verified", "verified", "review"]);
    const mascara: MatchMention = {
      product_name: "Maybell Sky Tall mascara",
      brand: "Maybell",
      subcategory: "Mascara",
      quote: "Maybell Sky Tall, the original black, is the best drugstore mascara",
    };
    const shades = matchCandidates(mascara, [
      { asin: "B4", title: "Maybell Sky Tall Washable Mascara, Blackest Black", brand: "Maybell" },
      { asin: "B5", title: "Maybell Sky Tall Washable Mascara, Burgundy Haze", brand: "Maybell" },
      { asin: "B6", title: "Maybell Sky Tall Washable Mascara, Schwarz", brand: "Maybell" },
    ]);
    expect(shades.map((r) => r.verdict)).toEqual(["verified", "review", "verified"]);
  });
  it("takes a word one listing alone adds as a sibling's beside one other listing, where the creator says they have the plain product", () => {
    const shoes: MatchMention = {
      product_name: "Vanz Old Skul",
      brand: "Vanz",
      subcategory: "Sneakers",
      quote: "just the classic Vanz Old Skul, black and white",
    };
    const [classic, platform] = matchCandidates(shoes, [
      { asin: "B1", title: "Vanz Unisex Old Skul Classic Skate Shoes, Black/White", brand: "Vanz" },
      { asin: "B2", title: "Vanz Old Skul Platform Shoes, Black/White", brand: "Vanz" },
    ]);
    expect(classic!.verdict).toBe("verified");
    expect(platform!.verdict).not.toBe("verified");
  });

  it("reads a sister brand of the maker (joined by the family table or the search's maker links) as not the brand the creator named", () => {
    const hoodie: MatchMention = { product_name: "Corvo Reverse Weave hoodie", brand: "Corvo", subcategory: "Hoodies" };
    const [own, , sister] = matchCandidates(hoodie, [
      { asin: "B1", title: "Corvo Men's Reverse Weave Pullover Hoodie, Oxford Gray", brand: "Corvo", manufacturer: "Tessabrands" },
      { asin: "B2", title: "Corvo Men's Reverse Weave Pullover Hoodie, Navy", brand: "Corvo" },
      { asin: "B3", title: "Heavyweight Fleece Pullover Hoodie Men Reverse Knit Style", brand: "Tessa" },
    ]);
    expect(own!.verdict).toBe("verified");
    expect(sister!.reasons).toContain('sold under another brand of the maker\'s family ("tessa")');
    expect(sister!.verdict).not.toBe("verified");
    // The maker's line the mention names is the product's brand, not a sister's: "Velora" makes Nexa Play.
    const console: MatchMention = { product_name: "Nexa Play Zentro 5 console", brand: "Velora", subcategory: "Consoles" };
    const [line] = matchCandidates(console, [
      { asin: "B1", title: "Zentro 5 Console, Digital, 1TB", brand: "Nexa Play" },
      { asin: "B2", title: "Zentro 5 Controller, Midnight Black", brand: "Nexa Play", manufacturer: "Velora Interactive Entertainment" },
    ]);
    expect(line!.reasons.some((r) => r.startsWith("sold under another brand"))).toBe(false);
  });

  it('reads another item of the line added with "+" as a set of two products, not a "+" inside the name or before what the box holds', () => {
    const sock: MatchMention = { product_name: "Lumo Dream Sock", brand: "Lumo", subcategory: "Baby Monitors" };
    expect(verdict(sock, "Lumo Dream Sock Smart Baby Monitor, Mint", { brand: "Lumo" })).toBe("verified");
    const duo = judge(sock, "Lumo Dream Duo - Dream Sock + Lumo Cam 2 HD Video Baby Monitor", { brand: "Lumo" });
    expect(duo.reasons).toContain('a set with another item of the line ("+ Lumo Cam 2 HD Video Baby Monitor")');
    expect(duo.verdict).not.toBe("verified");
    // The mention joins the same two things; "+" ending the name; an adapter in the box.
    const serum: MatchMention = { product_name: "Niacinamide ten percent plus zinc one percent", brand: "Ordia" };
    expect(verdict(serum, "Ordia Niacinamide 10% + Zinc 1% High Strength Blemish Formula, 30ml", { brand: "Ordia" })).toBe("verified");
    const buds: MatchMention = { product_name: "Sona Studio Buds plus", brand: "Sona", subcategory: "Earbuds" };
    expect(verdict(buds, "Sona Studio Buds + | True Wireless Noise Cancelling Earbuds - Black", { brand: "Sona" })).toBe("verified");
    const card: MatchMention = { product_name: "Volo Extreme microSD card 128 gig", brand: "Volo", subcategory: "Memory Cards" };
    expect(verdict(card, "Volo Extreme 128GB microSD Card + SD Adapter, A2, U3", { brand: "Volo" })).toBe("verified");
  });

  it("reads a set naming each of the three or more things it holds as that many different items", () => {
    const gloss: MatchMention = { product_name: "Nyra butter gloss in Creme Brulee", brand: "Nyra", subcategory: "Lip Gloss" };
    expect(verdict(gloss, "Nyra Butter Gloss, Creme Brulee, 0.27 oz", { brand: "Nyra" })).toBe("verified");
    const set = judge(gloss, "Nyra Butter Gloss Set of 6 - Creme Brulee, Madeleine, Tiramisu, Angel Food Cake, Eclair, Praline", {
      brand: "Nyra",
    });
    expect(set.reasons).toContain("an assortment, not the item");
    expect(set.verdict).not.toBe("verified");
    // A pair in two colours is a pack of the product.
    const bottle: MatchMention = { product_name: "Nalo thirty two ounce wide mouth bottle", brand: "Nalo", subcategory: "Water Bottles" };
    expect(verdict(bottle, "Nalo 32 oz Wide Mouth Water Bottle, 2 Pack, Blue and Black", { brand: "Nalo" })).toBe("verified");
    // So is a set counting each kind it holds, the counts adding up to its own.
    const tracker: MatchMention = { product_name: "Tala Mate", brand: "Tala", subcategory: "Bluetooth Trackers" };
    expect(verdict(tracker, "Tala Mate (2022) 4-Pack. Black. Bluetooth Tracker", { brand: "Tala" })).toBe("verified");
    expect(verdict(tracker, "Tala Essentials 4-Pack (2022): 2 Mates, 1 Slim, 1 Sticker", { brand: "Tala" })).not.toBe("verified");
  });

  it("reads the fuel and the cover the creator names as opposites, but every binding of a book as the book", () => {
    const grill: MatchMention = {
      product_name: "Ember Spirit E three ten",
      brand: "Ember",
      subcategory: "Gas Grills",
      quote: "our grill is the Ember Spirit E three ten, the propane one",
    };
    expect(verdict(grill, "Ember Spirit E-310 3-Burner Liquid Propane Grill, Black", { brand: "Ember" })).toBe("verified");
    expect(verdict(grill, "Ember Spirit E-310 3-Burner Natural Gas Grill, Black", { brand: "Ember" })).not.toBe("verified");
    const notebook: MatchMention = {
      product_name: "Molino classic notebook large ruled",
      brand: "Molino",
      subcategory: "Notebooks",
      quote: "I journal in a Molino classic, the large one, ruled, hard cover",
    };
    expect(verdict(notebook, "Molino Classic Notebook, Hard Cover, Large, Ruled, Black", { brand: "Molino" })).toBe("verified");
    expect(verdict(notebook, "Molino Classic Notebook, Soft Cover, Large, Ruled, Black", { brand: "Molino" })).not.toBe("verified");
    const book: MatchMention = {
      product_name: "The Quiet Garden",
      brand: "Ann Reyes",
      category: "Books",
      quote: "I read The Quiet Garden in hard cover",
    };
    expect(verdict(book, "The Quiet Garden: A Novel (Softcover)")).toBe("verified");
  });

  it("takes the edition or generation the creator names as theirs: another number of it is another edition", () => {
    const book: MatchMention = {
      product_name: "Seeing Light",
      brand: "Bryn Patel",
      category: "Books",
      quote: "the one book every beginner should read is Seeing Light, the fourth edition",
    };
    const [fourth, third] = matchCandidates(book, [
      { asin: "B1", title: "Seeing Light, 4th Edition: How to Shoot Great Photographs" },
      { asin: "B2", title: "Seeing Light, 3rd Edition: How to Shoot Great Photographs" },
    ]);
    expect(fourth!.verdict).toBe("verified");
    expect(third!.reasons).toContain("another edition 3 than the creator names");
    expect(third!.verdict).not.toBe("verified");
  });
});

describe("what a buyer who heard the creator would not be content to receive (issue 21, ninth pass D)", () => {
  it("reads a letter said after a code that ends in its number as the code's own letter", () => {
    const speakers: MatchMention = { product_name: "Tavio Q twenty-one forty T", brand: "Tavio", subcategory: "Bookshelf Speakers" };
    expect(verdict(speakers, "Tavio Q2140T Powered Bookshelf Speakers, Wood Grain", { brand: "Tavio", model: "Q2140T" })).toBe("verified");
    expect(verdict(speakers, "Tavio Q2140DB Powered Bluetooth Bookshelf Speakers", { brand: "Tavio", model: "Q2140DB" })).not.toBe(
      "verified",
    );
  });
  it("takes a capacity the line is sold in ('RAM+256GB') as no model number that makes two listings one product", () => {
    const phone: MatchMention = { product_name: "Vela Tech twelve R", brand: "VelaTech", subcategory: "Cell Phones" };
    const [twelveR, twelve] = matchCandidates(phone, [
      { asin: "B1", title: "VelaTech 12R, 16GB RAM+256GB, Dual-SIM, Blue, Unlocked Smartphone", brand: "VelaTech" },
      { asin: "B2", title: "VelaTech 12, 16GB RAM+256GB, Dual-SIM, Green, Unlocked Smartphone", brand: "VelaTech" },
    ]);
    expect(twelveR!.verdict).toBe("verified");
    expect(twelve!.reasons.join("; ")).not.toContain("same model number");
    expect(twelve!.verdict).not.toBe("verified");
  });
  it("takes a letter glued to the mention's code as a sibling's where another listing of the product writes the code as said", () => {
    const mic: MatchMention = { product_name: "VM fifty-eight", brand: "Vocalis", subcategory: "Dynamic Microphones" };
    const [bare, switched, black] = matchCandidates(mic, [
      { asin: "B1", title: "Vocalis VM58 Cardioid Dynamic Vocal Microphone", brand: "Vocalis", model: "VM58-LC" },
      { asin: "B2", title: "Vocalis VM58S Cardioid Dynamic Vocal Microphone with On/Off Switch", brand: "Vocalis", model: "VM58S" },
      { asin: "B3", title: "Vocalis VM58B Cardioid Dynamic Vocal Microphone, Black", brand: "Vocalis", model: "VM58B" },
    ]);
    expect(bare!.verdict).toBe("verified");
    expect(switched!.verdict).not.toBe("verified");
    expect(black!.verdict).toBe("verified");
    // Alone, the letter may be the maker's own mark for the product: nothing says otherwise.
    const [alone] = matchCandidates(mic, [
      { asin: "B2", title: "Vocalis VM58S Cardioid Dynamic Vocal Microphone with On/Off Switch", brand: "Vocalis", model: "VM58S" },
    ]);
    expect(alone!.verdict).toBe("verified");
  });
  it("takes a part named with 'with' right after the name, that no other listing of the product names, as a sibling's", () => {
    const speaker: MatchMention = { product_name: "Orbi Dot third gen", brand: "Lumen", subcategory: "Smart Speakers" };
    const [plain, white, clock, described] = matchCandidates(speaker, [
      { asin: "B1", title: "Lumen Orbi Dot (3rd Gen) | Smart speaker with Alexa | Charcoal", brand: "Lumen" },
      { asin: "B2", title: "Lumen Orbi Dot (3rd Gen), Glacier White", brand: "Lumen" },
      { asin: "B3", title: "Lumen Orbi Dot with Clock (3rd Gen) | Smart speaker with clock | Cloud Blue", brand: "Lumen" },
      { asin: "B4", title: "Lumen Orbi Dot (3rd Gen) Smart Speaker with Deeper Bass, Sage", brand: "Lumen" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(white!.verdict).toBe("verified");
    expect(clock!.verdict).not.toBe("verified");
    // After a kind noun the mention does not say, "with" describes the product.
    expect(described!.verdict).toBe("verified");
  });

  it("reads a word of the language a title is written in beside the name as that language's description, not a sibling's (eleventh pass, N)", () => {
    const speaker: MatchMention = { product_name: "Zorvo Pulse four", brand: "Zorvo", subcategory: "Portable Bluetooth Speakers" };
    const [a, b, german, sibling] = matchCandidates(speaker, [
      { asin: "B1", title: "Zorvo Pulse 4 Portable Bluetooth Speaker, Black", brand: "Zorvo" },
      { asin: "B2", title: "Zorvo Pulse 4 Waterproof Bluetooth Speaker, Blue", brand: "Zorvo" },
      { asin: "B3", title: "Zorvo Pulse 4 Tragbarer Bluetooth-Lautsprecher, wasserdicht, Schwarz", brand: "Zorvo" },
      { asin: "B4", title: "Zorvo Pulse 4 Quorra Bluetooth Speaker, Black", brand: "Zorvo" },
    ]);
    expect(a!.verdict).toBe("verified");
    expect(b!.verdict).toBe("verified");
    expect(german!.verdict).toBe("verified");
    // In an English title a word of its own there still names a sibling.
    expect(sibling!.verdict).toBe("review");
  });

  it("reads a word of the language a title is written in after a short name as that language's description, not more name (eleventh pass, N)", () => {
    const tool: MatchMention = { product_name: "Trekko Vario", brand: "Trekko", subcategory: "Multitools" };
    expect(verdict(tool, "Trekko Vario Taschenwerkzeug mit Nylon-Holster, Edelstahl", { brand: "Trekko" })).toBe("verified");
    // In an English title a word of its own after the name is more name: a sibling of the line.
    expect(verdict(tool, "Trekko Vario Quorra with Nylon Holster, Stainless Steel", { brand: "Trekko" })).not.toBe("verified");
  });

  it("takes words one listing alone puts inside the name, where another listing of the product names it without them, as a sibling's", () => {
    const cleanser: MatchMention = {
      product_name: "Velora hydrating cleanser",
      brand: "Velora",
      subcategory: "Facial Cleansers",
      quote: "every night I use the Velora hydrating cleanser",
    };
    const listings = [
      { asin: "B1", title: "Velora Hydrating Cleanser, 16 Fl Oz", brand: "Velora" },
      { asin: "B2", title: "Velora Hydrating Whip-to-Foam Cleanser, 16 Fl Oz", brand: "Velora" },
      { asin: "B3", title: "Velora Hydrating Facial Cleanser, 12 Fl Oz", brand: "Velora" },
      { asin: "B4", title: "Velora Hydrating Gentle Cleanser, 8 Fl Oz", brand: "Velora" },
      { asin: "B5", title: "Velora Foaming Cleanser, Gentle on Skin, 8 Fl Oz", brand: "Velora" },
    ];
    const [plain, whip, facial, gentle] = matchCandidates(cleanser, listings);
    expect(plain!.verdict).toBe("verified");
    expect(whip!.verdict).not.toBe("verified");
    expect(whip!.reasons.join("; ")).toContain("inside its name");
    // The kind the mention is filed under, and a word another listing of the maker uses, describe.
    expect(facial!.verdict).toBe("verified");
    expect(gentle!.verdict).toBe("verified");
    // Alone, nothing says the words name another product.
    const [alone] = matchCandidates(cleanser, [listings[1]!]);
    expect(alone!.verdict).toBe("verified");
  });
});
