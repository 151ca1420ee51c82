/**
 * Issue 21, items 2 and 3: the matcher uses the marketplace's identity (model number wherever the
 * title puts it, the manufacturer and brand families, EAN/UPC, the variation family, the offer's
 * condition) and decides what the product is for a buyer (decision record 0014).
 */
import { describe, expect, it } from "vitest";
import { matchCandidate, matchCandidates, type MatchCandidate, type MatchMention } from "../../worker/services/matching";

const sony: MatchMention = { product_name: "WH-1000XM5", brand: "Sony", category: "Electronics", subcategory: "Headphones" };
let n = 0;
const judge = (mention: MatchMention, title: string, extra: Partial<MatchCandidate> = {}) =>
  matchCandidate(mention, { asin: `B0TEST${String(++n).padStart(4, "0")}`, title, ...extra });
const verdict = (mention: MatchMention, title: string, extra: Partial<MatchCandidate> = {}) => judge(mention, title, extra).verdict;

describe("the model number and the maker", () => {
  it("finds a model number at the end of the title, in brackets, after a long description", () => {
    const title =
      "Wireless Industry Leading Noise Canceling Headphones with Auto Noise Canceling Optimizer, Crystal Clear Hands-Free Calling, and Alexa Voice Control, Black (WH1000XM5/B)";
    expect(verdict(sony, title, { brand: "Sony" })).toBe("verified");
    // A model number before the name is the product's own.
    const creami: MatchMention = { product_name: "Creami", brand: "Ninja", category: "Kitchen", subcategory: "Ice Cream Maker" };
    expect(
      verdict(creami, "Ninja NC301 CREAMi Ice Cream Maker, for Gelato, Mix-ins, Milkshakes, Sorbet, 7 One-Touch Programs, Silver"),
    ).toBe("verified");
    // No brand field at all: the model number names the maker.
    expect(verdict(sony, title)).toBe("verified");
    // …but the older model's number, wherever it stands, is not it.
    expect(verdict(sony, title.replace("WH1000XM5/B", "WH1000XM4/B"), { brand: "Sony" })).not.toBe("verified");
    // The model field's family ("WH1000XM5/S") is the same model.
    expect(verdict(sony, "Sony Wireless Noise Canceling Headphones, Silver", { brand: "Sony", model: "WH1000XM5/S" })).toBe("verified");
  });

  it("takes the manufacturer and the brand's family as the brand: a console brand's maker, a fashion house's short name, a sub-brand", () => {
    const dualsense: MatchMention = { product_name: "DualSense Wireless Controller", brand: "PlayStation", category: "Gaming" };
    expect(verdict(dualsense, "PlayStation DualSense Wireless Controller - Midnight Black", { brand: "Sony" })).toBe("verified");
    expect(verdict(dualsense, "DualSense Wireless Controller - Midnight Black", { brand: "Amazon Renewed", manufacturer: "Sony" })).toBe(
      "verified",
    );
    const libre: MatchMention = { product_name: "Libre Eau de Parfum", brand: "YSL", category: "Beauty", subcategory: "Fragrance" };
    expect(verdict(libre, "Yves Saint Laurent Libre Eau de Parfum Spray for Women, 1.6 Oz", { brand: "Yves Saint Laurent" })).toBe(
      "verified",
    );
    const prime: MatchMention = { product_name: "Prime", brand: "Theragun", category: "Fitness", subcategory: "Massage Gun" };
    expect(verdict(prime, "Theragun Prime Massage Gun, Black", { brand: "Therabody" })).toBe("verified");
    // Another maker altogether stays another brand.
    expect(verdict(dualsense, "DualSense Wireless Controller Charging Station", { brand: "PowerA" })).toBe("rejected");
  });

  it("reads mentions as transcripts spell them: numbers as words, words split or joined", () => {
    expect(verdict({ product_name: "iPhone fifteen Pro", brand: "Apple" }, "Apple iPhone 15 Pro, 128GB, Natural Titanium")).toBe(
      "verified",
    );
    expect(verdict({ product_name: "iPhone fifteen Pro", brand: "Apple" }, "Apple iPhone 15 Pro Max, 256GB")).toBe("rejected");
    const fryer: MatchMention = { product_name: "Essential Air Fryer XL", brand: "Philips", category: "Kitchen", subcategory: "Air Fryer" };
    expect(verdict(fryer, "Philips Essential Airfryer XL, 6.2 Liter, Rapid Air Technology, Black")).toBe("verified");
    const ps5: MatchMention = { product_name: "Play Station 5 Slim", brand: "Sony", category: "Gaming" };
    expect(verdict(ps5, "PlayStation 5 Slim Console, 1TB", { brand: "Sony" })).toBe("verified");
    const pods: MatchMention = { product_name: "AirPods Pro second generation", brand: "Apple" };
    expect(verdict(pods, "Apple AirPods Pro (2nd Generation) Wireless Ear Buds with USB-C Charging")).toBe("verified");
    expect(verdict(pods, "Apple AirPods Pro (1st Generation)")).toBe("rejected");
    // A code said in two pieces: "Galaxy S twenty four", "MX Master three S".
    expect(
      verdict({ product_name: "Galaxy S twenty four Ultra", brand: "Samsung" }, "Samsung Galaxy S24 Ultra, 256GB, Titanium Black"),
    ).toBe("verified");
    expect(
      verdict({ product_name: "MX Master three S", brand: "Logitech" }, "Logitech MX Master 3S - Wireless Performance Mouse, Graphite"),
    ).toBe("verified");
    expect(verdict({ product_name: "MX Master three S", brand: "Logitech" }, "Logitech MX Master 3 Advanced Wireless Mouse")).toBe(
      "rejected",
    );
  });

  it("reads titles in other languages: the product, items made for it, renewed ones", () => {
    expect(verdict(sony, "Sony WH-1000XM5 Kabellose Bluetooth Noise Cancelling Kopfhörer, Schwarz", { brand: "Sony" })).toBe("verified");
    expect(verdict(sony, "Schutzhülle für Sony WH-1000XM5 Kopfhörer, Hartschale", { brand: "Geekria" })).toBe("rejected");
    expect(verdict(sony, "Étui de transport pour Sony WH-1000XM5", { brand: "Geekria" })).toBe("rejected");
    expect(verdict(sony, "Sony WH-1000XM5 Kopfhörer (Generalüberholt)", { brand: "Sony" })).toBe("rejected");
  });
});

describe("what the product is, for a buyer", () => {
  it("lists a pack of the very item with its size, and refuses an assortment", () => {
    const tag: MatchMention = { product_name: "AirTag", brand: "Apple", category: "Electronics" };
    const four = judge(tag, "Apple AirTag 4 Pack. Keep Track of and find Your Keys, Wallet, Luggage");
    expect([four.verdict, four.pack_size]).toEqual(["verified", 4]);
    expect(judge(tag, "Apple AirTag", { unit_count: 2 }).pack_size).toBe(2);
    // A pack of something else named after the product is not a pack of it.
    expect(verdict(sony, "Sony WH-1000XM5 Headphones, Black, 2 Pack Ear Pads", { brand: "Sony" })).toBe("rejected");
    const can: MatchMention = { product_name: "Sparkling Orange", brand: "Celsius", category: "Grocery" };
    expect(verdict(can, "Celsius Sparkling Orange Energy Drink, 12 Fl Oz (Pack of 12)")).toBe("verified");
    expect(verdict(can, "Celsius Sparkling Energy Drink Variety Pack, Orange, Kiwi Guava, 12 Fl Oz (Pack of 12)")).not.toBe("verified");
  });

  it("lists a colour edition unless the mention names another colour", () => {
    const oled: MatchMention = { product_name: "Switch OLED", brand: "Nintendo", category: "Gaming" };
    expect(verdict(oled, "Nintendo Switch OLED Model Mario Red Edition")).toBe("verified");
    expect(verdict({ ...oled, product_name: "Switch OLED White" }, "Nintendo Switch OLED Model Mario Red Edition")).toBe("rejected");
    expect(verdict({ ...oled, product_name: "Switch OLED White" }, "Nintendo Switch OLED Model with White Joy-Con")).toBe("verified");
  });

  it("refuses renewed, used and refurbished offers, from the title or the offer's condition", () => {
    expect(verdict(sony, "Sony WH-1000XM5 Wireless Headphones, Black", { brand: "Sony", condition: "Used - Like New" })).toBe("rejected");
    expect(verdict(sony, "Sony WH-1000XM5 Wireless Headphones, Black", { brand: "Sony", condition: "New" })).toBe("verified");
    expect(verdict(sony, "Sony WH-1000XM5 Wireless Headphones, Black (Refurbished)", { brand: "Sony" })).toBe("rejected");
    // A refusal nothing overrules, marked so (the LLM judge never sees it).
    expect(judge(sony, "Sony WH-1000XM5 Wireless Headphones, Black (Refurbished)", { brand: "Sony" }).hard).toBe(true);
    expect(judge(sony, "Sony WH-1000XM4 Wireless Headphones", { brand: "Sony" }).hard).toBeUndefined();
  });

  it("refuses a region or voltage variant for another market", () => {
    expect(verdict(sony, "Sony WH-1000XM5 Wireless Headphones (International Version)", { brand: "Sony" })).toBe("rejected");
    const kettle: MatchMention = { product_name: "Stagg EKG Electric Kettle", brand: "Fellow", category: "Kitchen" };
    expect(verdict(kettle, "Fellow Stagg EKG Electric Kettle, Matte Black, UK Plug")).toBe("rejected");
    expect(verdict(kettle, "Fellow Stagg EKG Electric Kettle, Matte Black, 220V-240V")).toBe("rejected");
    expect(verdict(kettle, "Fellow Stagg EKG Electric Kettle, Matte Black, 120V")).toBe("verified");
    const charger: MatchMention = { product_name: "Nano 65W Charger", brand: "Anker", category: "Electronics" };
    expect(verdict(charger, "Anker Nano 65W Charger, 100-240V Universal Input")).toBe("verified");
  });

  it("lists an accessory the mention is itself: a microphone arm, a monitor light bar, a phone case", () => {
    const arm: MatchMention = {
      product_name: "Wave Mic Arm LP",
      brand: "Elgato",
      category: "Streaming Gear",
      subcategory: "Microphone Arm",
    };
    const armTitle = "Elgato Wave Mic Arm LP - Premium Low Profile Microphone Arm, Cable Management Channels, Desk Clamp, for Podcasting";
    expect(verdict(arm, armTitle, { brand: "Elgato", browse_node: "Microphone Accessories", product_group: "Musical Instruments" })).toBe(
      "verified",
    );
    const light: MatchMention = {
      product_name: "ScreenBar Halo",
      brand: "BenQ",
      category: "Desk Accessories",
      subcategory: "Monitor Light Bar",
    };
    expect(
      verdict(light, "BenQ ScreenBar Halo LED Monitor Light Bar, Auto-Dimming, Adjustable Color Temperature, Desk Lamp for Home Office", {
        brand: "BenQ",
        browse_node: "Computer Monitor Accessories",
      }),
    ).toBe("verified");
    // The same node still refuses an accessory of a device the mention is.
    const mic: MatchMention = { product_name: "SM7B", brand: "Shure", category: "Music & Audio", subcategory: "Microphone" };
    expect(
      verdict(mic, "Shure SM7B Boom Arm Stand, Heavy Duty Microphone Arm", { brand: "Shure", browse_node: "Microphone Accessories" }),
    ).toBe("rejected");
  });

  it("refuses books, guides and courses about a product, and lists a mentioned book in its formats", () => {
    const pot: MatchMention = {
      product_name: "Duo 7-in-1 Pressure Cooker",
      brand: "Instant Pot",
      category: "Kitchen",
      subcategory: "Pressure Cooker",
    };
    expect(verdict(pot, "Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart", { brand: "Instant Pot" })).toBe("verified");
    expect(verdict(pot, "The Instant Pot Duo 7-in-1 Cookbook: 500 Easy Recipes for Beginners and Pros")).toBe("rejected");
    expect(verdict(pot, "Instant Pot Duo 7-in-1 Pressure Cooker", { binding: "Paperback", product_group: "Book" })).toBe("rejected");
    const habits: MatchMention = { product_name: "Atomic Habits", brand: "James Clear", category: "Books", subcategory: "Self-Help" };
    expect(verdict(habits, "Atomic Habits: An Easy & Proven Way to Build Good Habits & Break Bad Ones", { binding: "Hardcover" })).toBe(
      "verified",
    );
    expect(
      verdict(habits, "Atomic Habits: An Easy & Proven Way to Build Good Habits & Break Bad Ones Kindle Edition", {
        binding: "Kindle Edition",
      }),
    ).toBe("verified");
    expect(verdict(habits, "Summary of Atomic Habits by James Clear: An Easy & Proven Way to Build Good Habits")).toBe("rejected");
    expect(verdict(habits, "Workbook for Atomic Habits: A Practical Guide to James Clear's Book")).toBe("rejected");
  });

  it("refuses a bundle with other items sold on their own", () => {
    const ps5: MatchMention = { product_name: "PS5 Slim", brand: "PlayStation", category: "Gaming" };
    expect(verdict(ps5, "PlayStation PS5 Slim Console with 2 Games and Extra Controller")).toBe("rejected");
    expect(verdict(ps5, "PlayStation PS5 Slim Console + Marvel's Spider-Man 2 Bundle")).toBe("rejected");
  });

  it("refuses, for good, a kit adding what a buyer buys on its own, and keeps an item with its own box's extras", () => {
    const camera: MatchMention = {
      product_name: "X100 Mark II",
      brand: "Fujikon",
      category: "Camera & Photo",
      subcategory: "Compact Cameras",
    };
    const kit = judge(camera, "Fujikon X100 Mark II Vlogging Kit with Shooting Grip, 128GB SD Card and Spare Battery", {
      brand: "Fujikon",
    });
    expect(kit.verdict).toBe("rejected");
    // A hard refusal: the LLM judge never reads it (worker/services/match-judge.ts).
    expect(kit.hard).toBe(true);
    expect(kit.reasons).toContain('a bundle with things sold on their own ("shooting grip, sd card, spare battery")');
    // Two such things need no "kit": a lens with a filter and a hood is the lens plus two purchases.
    const lens: MatchMention = { product_name: "RF 35mm f/2", brand: "Canon", category: "Camera & Photo", subcategory: "Camera Lenses" };
    expect(verdict(lens, "Canon RF 35mm f/2 Lens with UV Filter and Lens Hood", { brand: "Canon" })).toBe("rejected");
    const guitar: MatchMention = { product_name: "C7 classical guitar", brand: "Cordella", category: "Musical Instruments" };
    expect(verdict(guitar, "Cordella C7 Classical Guitar Pack with Gig Bag, Clip-On Tuner and Strap", { brand: "Cordella" })).toBe(
      "rejected",
    );
    // One such thing beside the item, with no kit or pack holding it, is often its own box's.
    expect(verdict(guitar, "Cordella C7 Classical Guitar, Solid Cedar Top, Natural, with Gig Bag", { brand: "Cordella" })).toBe("verified");
    // What the mention itself names is the product's, not an extra: a card with its adapter, a kit of its own.
    const card: MatchMention = { product_name: "Extreme 256 gig micro SD", brand: "SanDisk", category: "Computers" };
    expect(
      judge(card, "SanDisk 256GB Extreme microSDXC Memory Card with Adapter - Up to 190MB/s, Micro SD Card", { brand: "SanDisk" }).reasons,
    ).not.toContainEqual(expect.stringContaining("sold on their own"));
    // A feature is not a thing in the box: headphones "with Mic" stay the headphones.
    expect(verdict(sony, "Sony WH-1000XM5 Wireless Noise Canceling Headphones with Mic for Phone-Call", { brand: "Sony" })).toBe(
      "verified",
    );
  });
});

describe("evidence from the search's other candidates", () => {
  it("lists an item sharing an EAN or UPC with one judged the product", () => {
    const product = {
      asin: "B0EAN00001",
      title: "Sony WH-1000XM5 Wireless Headphones",
      brand: "Sony",
      external_ids: { ean: ["4548736132610"] },
    };
    const twin = { asin: "B0EAN00002", title: "Premium Wireless Over-Ear Headphones, Black", external_ids: { ean: ["4548736132610"] } };
    const stranger = { ...twin, asin: "B0EAN00003", external_ids: { ean: ["0000000000017"] } };
    const [a, b, c] = matchCandidates(sony, [product, twin, stranger]);
    expect(a!.verdict).toBe("verified");
    expect(b!.verdict).toBe("verified");
    expect(b!.reasons.at(-1)).toBe("same EAN/UPC as B0EAN00001, judged the product");
    expect(c!.verdict).not.toBe("verified");
  });

  it("lists another colour or size of the variation family, unless the mention names the variant or the child is refused outright", () => {
    const pot: MatchMention = { product_name: "Duo Plus", brand: "Instant Pot", category: "Kitchen", subcategory: "Pressure Cooker" };
    const family = [
      {
        asin: "B0FAM00001",
        title: "Instant Pot Duo Plus 9-in-1 Electric Pressure Cooker, 6 Quart",
        brand: "Instant Pot",
        parent_asin: "B0FAM00000",
        variation_attributes: { size: "6 Quart", color: "Silver" },
      },
      {
        asin: "B0FAM00002",
        title: "Instant Pot 9-in-1 Electric Pressure Cooker, 8 Quart, Stainless",
        brand: "Instant Pot",
        parent_asin: "B0FAM00000",
        variation_attributes: { size: "8 Quart", color: "Silver" },
      },
      {
        asin: "B0FAM00003",
        title: "Instant Pot 9-in-1 Electric Pressure Cooker, 8 Quart (Renewed)",
        brand: "Instant Pot",
        parent_asin: "B0FAM00000",
        variation_attributes: { size: "8 Quart", color: "Silver" },
      },
    ];
    const [first, second, renewed] = matchCandidates(pot, family);
    expect(first!.verdict).toBe("verified");
    expect(second!.verdict).toBe("verified");
    expect(second!.reasons.at(-1)).toBe("same variation family as B0FAM00001 (another size)");
    expect(renewed!.verdict).toBe("rejected");
    // A child whose title names another model stays out, whatever dimension the family says it differs in.
    const phone: MatchMention = { product_name: "iPhone 15", brand: "Apple", category: "Electronics", subcategory: "Smartphone" };
    const [fifteen, plus] = matchCandidates(phone, [
      {
        asin: "B0FAM00010",
        title: "Apple iPhone 15, 128GB, Black",
        brand: "Apple",
        parent_asin: "B0FAM00009",
        variation_attributes: { size: "6.1 inch" },
      },
      {
        asin: "B0FAM00011",
        title: "Apple iPhone 15 Plus, 128GB, Black",
        brand: "Apple",
        parent_asin: "B0FAM00009",
        variation_attributes: { size: "6.7 inch" },
      },
    ]);
    expect([fifteen!.verdict, plus!.verdict]).toEqual(["verified", "rejected"]);
    // "the 6 quart one": the 8 quart child is another variant.
    const [, eight] = matchCandidates({ ...pot, quote: "I use the 6 quart Duo Plus every day" }, family);
    expect(eight!.verdict).not.toBe("verified");
  });

  it("reads one side of a contrast the creator names against the listings of the product: the other side is the other variant", () => {
    const spinner: MatchMention = {
      product_name: "salad spinner",
      brand: "OXO",
      category: "Kitchen & Dining",
      subcategory: "Salad Spinners",
      quote: "the OXO salad spinner, the big one with the pump you push down",
    };
    const listings = [
      { asin: "B0SIDE0001", title: "OXO Good Grips Large Salad Spinner - 6.22 Qt.", brand: "OXO", parent_asin: "B0SIDE0000" },
      { asin: "B0SIDE0002", title: "OXO Good Grips Small Salad Spinner - 2.65 Qt.", brand: "OXO", parent_asin: "B0SIDE0000" },
      { asin: "B0SIDE0003", title: "OXO Good Grips Large Salad Spinner, White", brand: "OXO" },
      { asin: "B0SIDE0004", title: "OXO Good Grips Salad Spinner and Dryer", brand: "OXO" },
    ];
    const [large, small, plain] = matchCandidates(spinner, listings);
    expect(large!.verdict).toBe("verified");
    expect(plain!.verdict).toBe("verified");
    expect(small!.verdict).not.toBe("verified");
    expect(small!.reasons).toContain('another variant ("small") than the creator names');
    // A side said where no listing of the product carries it ("a big fan") refuses nothing.
    const plainAndSmall = [
      { asin: "B0SIDE0005", title: "OXO Salad Spinner and Dryer, White", brand: "OXO" },
      { asin: "B0SIDE0006", title: "OXO Salad Spinner, Small", brand: "OXO" },
    ];
    expect(matchCandidates({ ...spinner, quote: "I am a big fan of the OXO salad spinner" }, plainAndSmall)[1]!.verdict).toBe("verified");
    const withLarge = [{ ...plainAndSmall[0]!, title: "OXO Salad Spinner and Dryer, Large" }, plainAndSmall[1]!];
    expect(matchCandidates({ ...spinner, quote: "the big one" }, withLarge)[1]!.verdict).not.toBe("verified");
    // "with ads" / "without Ads", "dual" / "Single Channel".
    const mic: MatchMention = { product_name: "Wireless Go two", brand: "RØDE", quote: "the Rode Wireless Go two, the dual set" };
    const [dual, single] = matchCandidates(mic, [
      { asin: "B0SIDE0011", title: "RØDE Wireless GO II Dual Channel Wireless Microphone System", brand: "RØDE" },
      { asin: "B0SIDE0012", title: "RØDE Wireless GO II Single Channel Wireless Microphone System", brand: "RØDE" },
    ]);
    expect(dual!.verdict).toBe("verified");
    expect(single!.verdict).not.toBe("verified");
  });

  it("reads a count in the units a consumable is sold in, and a width the quote names exactly", () => {
    // "twelve pads": 24 Pads is another size of the notes, as 90 ct is for "the seventy count".
    const notes: MatchMention = {
      product_name: "Post-it notes, three by three, canary yellow",
      brand: "Post-it",
      category: "Office Products",
      subcategory: "Sticky Notes",
      quote: "the classic three by three canary yellow, twelve pads",
    };
    const [twelve, twentyFour] = matchCandidates(notes, [
      { asin: "B0CNT00001", title: "Post-it Notes, 3x3 in, 12 Pads, Canary Yellow (654)", brand: "Post-it" },
      { asin: "B0CNT00002", title: "Post-it Notes, 3x3 in, 24 Pads, Canary Yellow (654-24VAD)", brand: "Post-it" },
    ]);
    expect(twelve!.verdict).toBe("verified");
    expect(twentyFour!.reasons).toContain("a count of 24, the mention's is 12");
    // "the forty-four millimetre" (a British spelling): the 42mm case is another size, not 44 rounded.
    const watch: MatchMention = {
      product_name: "Fossil Gen six smartwatch",
      brand: "Fossil",
      category: "Jewelry & Watches",
      subcategory: "Smartwatches",
      quote: "the Fossil Gen six, the forty-four millimetre, runs Wear OS",
    };
    const [wide, narrow] = matchCandidates(watch, [
      { asin: "B0LEN00001", title: "Fossil Gen 6 44mm Smartwatch, Smoke Stainless Steel", brand: "Fossil" },
      { asin: "B0LEN00002", title: "Fossil Gen 6 42mm Touchscreen Smartwatch, Rose Gold", brand: "Fossil" },
    ]);
    expect(wide!.verdict).toBe("verified");
    expect(narrow!.verdict).not.toBe("verified");
    expect(narrow!.reasons).toContain("another size (42mm) than the quote names");
  });

  it("takes a download code beside the boxed product for the digital edition, and a market's code tagged on a title for that market's", () => {
    const zelda: MatchMention = {
      product_name: "Tears of the Kingdom",
      brand: "Nintendo",
      category: "Video Games",
      subcategory: "Video Games",
    };
    const [boxed, code] = matchCandidates(zelda, [
      { asin: "B0DIG00001", title: "The Legend of Zelda: Tears of the Kingdom - Nintendo Switch", brand: "Nintendo" },
      { asin: "B0DIG00002", title: "The Legend of Zelda: Tears of the Kingdom - Nintendo Switch [Digital Code]", brand: "Nintendo" },
    ]);
    expect(boxed!.verdict).toBe("verified");
    expect(code!.verdict).not.toBe("verified");
    expect(code!.reasons).toContain('another edition ("digital code")');
    // A membership is only ever a code: no boxed listing, no other edition.
    const [pass] = matchCandidates({ product_name: "Game Pass Ultimate", brand: "Xbox", category: "Video Games" }, [
      { asin: "B0DIG00003", title: "Xbox Game Pass Ultimate: 3 Month Membership [Digital Code]", brand: "Microsoft" },
    ]);
    expect(pass!.verdict).toBe("verified");
    const pikmin: MatchMention = {
      product_name: "Pikmin 4",
      brand: "Nintendo",
      category: "Video Games",
      subcategory: "Nintendo Switch Games",
    };
    expect(matchCandidate(pikmin, { asin: "B0MKT00001", title: "Pikmin 4 (Nintendo Switch) UK", brand: "Nintendo" }).verdict).toBe(
      "rejected",
    );
    expect(matchCandidate(pikmin, { asin: "B0MKT00002", title: "Pikmin 4 [EU] - Nintendo Switch", brand: "Nintendo" }).verdict).toBe(
      "rejected",
    );
    expect(matchCandidate(pikmin, { asin: "B0MKT00003", title: "Pikmin 4 - Nintendo Switch", brand: "Nintendo" }).verdict).toBe("verified");
    // A shoe size in another market's scale is a size, not a market's edition.
    const samba: MatchMention = { product_name: "Samba OG", brand: "adidas", category: "Shoes", subcategory: "Sneakers" };
    expect(
      matchCandidate(samba, { asin: "B0MKT00004", title: "adidas Samba OG Sneaker, Cloud White Core Black, 44 EU", brand: "adidas" })
        .verdict,
    ).toBe("verified");
    // The maker's own line label before the name ("adidas Originals") names the maker, not more name.
    const samba2: MatchMention = { product_name: "Adidas Samba OG", brand: "adidas", category: "Shoes", subcategory: "Sneakers" };
    const sambaTitle = "adidas Originals Unisex Samba OG Shoes, Footwear White/Green/Gum (IG1024)";
    expect(matchCandidate(samba2, { asin: "B0MKT00009", title: sambaTitle, brand: "adidas" }).verdict).toBe("verified");
    expect(
      matchCandidate(samba2, { asin: "B0MKT00010", title: sambaTitle.replace("Originals", "Torsion"), brand: "adidas" }).verdict,
    ).not.toBe("verified");
    // A tool's "Tester" is what it is; a fragrance's tester is a demo unit.
    const meter: MatchMention = {
      product_name: "Fluke one oh one",
      brand: "Fluke",
      category: "Tools & Home Improvement",
      subcategory: "Multimeters",
    };
    expect(
      matchCandidate(meter, {
        asin: "B0MKT00007",
        title: "Fluke 101 Basic Digital Multimeter Pocket Portable Meter Tester, CAT III 600V",
        brand: "Fluke",
      }).verdict,
    ).toBe("verified");
    const scent: MatchMention = { product_name: "Dior Sauvage Eau de Parfum", brand: "Dior", category: "Beauty", subcategory: "Fragrance" };
    expect(matchCandidate(scent, { asin: "B0MKT00008", title: "Dior Sauvage Eau de Parfum 100ml Tester", brand: "Dior" }).verdict).toBe(
      "rejected",
    );
    // So is one with its width between ("39 M EU").
    const clog: MatchMention = { product_name: "Dansko Professional clog", brand: "Dansko", category: "Shoes", subcategory: "Clogs" };
    expect(
      matchCandidate(clog, { asin: "B0MKT00005", title: "Dansko Women's Professional Clog, Black Box, 39 M EU", brand: "Dansko" }).verdict,
    ).toBe("verified");
    expect(
      matchCandidate(clog, { asin: "B0MKT00006", title: "Dansko Women's Professional Clog, Black Box EU", brand: "Dansko" }).verdict,
    ).toBe("rejected");
  });

  it("reads a finish as the colour it names, and the dozen a buyer buys as a pack of twelve", () => {
    const guitar: MatchMention = {
      product_name: "PAC112V",
      brand: "Yamaha",
      category: "Musical Instruments",
      subcategory: "Electric Guitars",
      quote: "the guitar is a Yamaha Pacifica, the PAC112V, the sunburst one",
    };
    const [sunburst, black] = matchCandidates(guitar, [
      { asin: "B0COL00001", title: "Yamaha PAC112V Pacifica Series Electric Guitar, Old Violin Sunburst", brand: "Yamaha" },
      { asin: "B0COL00002", title: "Yamaha PAC112V Pacifica Series Electric Guitar, Black", brand: "Yamaha" },
    ]);
    expect(sunburst!.verdict).toBe("verified");
    expect(black!.reasons).toContain("another colour (black) than the quote names");
    const pen: MatchMention = {
      product_name: "Pilot G2 point seven",
      brand: "Pilot",
      category: "Office Products",
      subcategory: "Gel Pens",
      quote: "the only pen I use is the Pilot G2, point seven, black, I buy the dozen",
    };
    const pens = [
      { asin: "B0DOZ00001", title: "Pilot G2 07 Gel Ink Pen, Black, 0.7mm, Box of 12", brand: "Pilot" },
      { asin: "B0DOZ00002", title: "PILOT G2 Gel Pens, Fine Point 0.7mm, Black Ink, 4 Count (31031)", brand: "PILOT" },
    ];
    const [dozen, four] = matchCandidates(pen, pens);
    expect(dozen!.verdict).toBe("verified");
    expect(four!.verdict).not.toBe("verified");
    // "by the dozen" says many, not a pack.
    expect(matchCandidates({ ...pen, quote: "black Pilot G2 point sevens, I buy them by the dozen" }, pens)[1]!.verdict).toBe("verified");
  });

  it("reads a short model code right after the mention's name that other listings of the product lack as another model of the line", () => {
    const sensor: MatchMention = { product_name: "Aqara door and window sensor", brand: "Aqara", subcategory: "Contact Sensors" };
    const [plain, pair, p2, ownNumber] = matchCandidates(sensor, [
      {
        asin: "B0SHC00001",
        title: "Aqara Door and Window Sensor, Requires AQARA HUB, Zigbee Connection",
        brand: "Aqara",
        model: "MCCGQ11LM",
      },
      { asin: "B0SHC00002", title: "Aqara Door and Window Sensor, 2 Pack, Requires AQARA HUB, Zigbee", brand: "Aqara" },
      { asin: "B0SHC00003", title: "Aqara Door and Window Sensor P2, Thread & Matter, No Hub Required", brand: "Aqara", model: "DW-S02D" },
      // The item's own model number is no other model: listings of one product give it differently.
      { asin: "B0SHC00004", title: "Aqara Door and Window Sensor T1, Zigbee", brand: "Aqara", model: "T1" },
    ]);
    expect(plain!.verdict).toBe("verified");
    expect(pair!.verdict).toBe("verified");
    expect(p2!.verdict).not.toBe("verified");
    expect(p2!.reasons).toContain("another model (p2) than the other listings of the product");
    expect(ownNumber!.reasons.join("; ")).not.toContain("another model (t1)");
  });
});

describe("the colour the quote names, read in the item's colour field (issue 21, seventh pass K)", () => {
  it("takes the colour field for the item's colour whatever words it uses", () => {
    const chuck: MatchMention = {
      product_name: "Converse Chuck seventy high top",
      brand: "Converse",
      category: "Shoes",
      subcategory: "Sneakers",
      quote: "the Chuck seventy high tops in black",
    };
    const shoe = (asin: string, colour: string): MatchCandidate => ({
      asin,
      title: `Converse Chuck 70 Hi Sneaker, ${colour}, 9 US Men`,
      brand: "Converse",
      parent_asin: "B0FAM00100",
      variation_attributes: { color: colour, size: "9" },
    });
    const [black, parchment] = matchCandidates(chuck, [
      shoe("B0FAM00101", "Black/Black/Egret"),
      shoe("B0FAM00102", "Parchment/Garnet/Egret"),
    ]);
    expect(black!.verdict).toBe("verified");
    expect(parchment!.verdict).not.toBe("verified");
  });
});
