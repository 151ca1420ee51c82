/**
 * Hand-written development cases of the kinds issue 21 names, over categories the generated
 * tables (./matcher-label-tables.ts) do not cover: books, toys, tools, garden, pet, grocery, baby,
 * health, personal care, watches, bags, shoes, clothing, office, auto, arts & crafts, musical
 * instruments, sports, outdoors, home. Each is a search as a marketplace answers it, labelled by
 * what a buyer of the mentioned product wants (decision record 0014): the product in any colour, a
 * pack of it, its book formats, what its box holds; not a renewed unit, another market's variant,
 * a book about it, a bundle, an accessory or a sibling model. Appended to the labelled set by
 * ./matcher-label-build.ts.
 */
import type { LabelledCandidate, LabelledCase } from "./matcher-labels.ts";

type Extra = Omit<LabelledCandidate, "asin" | "title" | "expected">;
const c = (asin: string, title: string, expected: boolean, extra: Extra = {}): LabelledCandidate => ({ asin, title, ...extra, expected });

export const HAND_WRITTEN_CASES: readonly LabelledCase[] = [
  {
    id: "hw-books-atomic-habits",
    kinds: ["book-format", "about-product"],
    mention: { product_name: "Atomic Habits", brand: "James Clear", category: "Books", subcategory: "Self-Help" },
    candidates: [
      c("B07D23CFGR", "Atomic Habits: An Easy & Proven Way to Build Good Habits & Break Bad Ones", true, {
        binding: "Hardcover",
        product_group: "Book",
      }),
      c("B07D23CFG1", "Atomic Habits: An Easy & Proven Way to Build Good Habits & Break Bad Ones Kindle Edition", true, {
        binding: "Kindle Edition",
        product_group: "Digital Ebook Purchase",
      }),
      c("B07D23CFG2", "Atomic Habits: An Easy & Proven Way to Build Good Habits & Break Bad Ones (Audible Audiobook)", true, {
        binding: "Audible Audiobook",
      }),
      c("B0SUMMARY1", "Summary of Atomic Habits by James Clear: An Easy & Proven Way to Build Good Habits & Break Bad Ones", false, {
        binding: "Paperback",
      }),
      c("B0WORKBOK1", "Workbook for Atomic Habits: A Practical Guide to Implementing James Clear's Book", false, { binding: "Paperback" }),
      c("B0SPANISH1", "Hábitos atómicos (Atomic Habits Spanish Edition)", false, { binding: "Paperback" }),
    ],
  },
  {
    id: "hw-books-psychology-of-money",
    kinds: ["book-format", "about-product"],
    mention: { product_name: "The Psychology of Money", brand: "Morgan Housel", category: "Books", subcategory: "Personal Finance" },
    candidates: [
      c("B08FGV64B1", "The Psychology of Money: Timeless lessons on wealth, greed, and happiness", true, {
        binding: "Paperback",
        manufacturer: "Harriman House",
      }),
      c("B08FGV64B2", "Study Guide: The Psychology of Money by Morgan Housel", false, { binding: "Paperback" }),
      c("B08FGV64B3", "Same as Ever: A Guide to What Never Changes", false, { binding: "Hardcover", brand: "Morgan Housel" }),
    ],
  },
  {
    id: "hw-toys-lego-millennium-falcon-75257",
    kinds: ["model-number", "accessory"],
    mention: { product_name: "Millennium Falcon 75257", brand: "LEGO", category: "Toys", subcategory: "Building Set" },
    candidates: [
      c("B07QQ3K7HM", "LEGO Star Wars: The Rise of Skywalker Millennium Falcon 75257 Starship Model Building Kit, Gift for Kids", true, {
        brand: "LEGO",
        product_group: "Toy",
      }),
      c("B075SDMMMV", "LEGO Star Wars Ultimate Millennium Falcon 75192 Building Set for Adults", false, {
        brand: "LEGO",
        product_group: "Toy",
      }),
      c(
        "B0LEDKIT01",
        "BRIKSMAX Led Lighting Kit for LEGO Star Wars Millennium Falcon 75257 - Compatible with Lego 75257 (Lego Set Not Included)",
        false,
        { brand: "BRIKSMAX", product_group: "Toy" },
      ),
      c("B0DISPLAY1", "Acrylic Display Case for LEGO Millennium Falcon 75257", false, { brand: "iCUBY" }),
    ],
  },
  {
    id: "hw-tools-dewalt-dcd771c2",
    kinds: ["bracketed-model", "small-extras", "renewed"],
    mention: { product_name: "20V MAX Cordless Drill DCD771C2", brand: "DeWalt", category: "Tools", subcategory: "Power Drill" },
    candidates: [
      c(
        "B00ET5VMTU",
        "DEWALT 20V MAX Cordless Drill and Driver Kit, Compact, 1/2 Inch, 2 Batteries and Charger Included (DCD771C2)",
        true,
        { brand: "DEWALT", model: "DCD771C2" },
      ),
      c("B00ET5VMT2", "DEWALT 20V MAX Cordless Drill and Driver, Compact, 1/2 Inch, Tool Only (DCD771B)", false, {
        brand: "DEWALT",
        model: "DCD771B",
      }),
      c("B00ET5VMT3", "DEWALT 20V MAX Battery, Lithium Ion, 2.0Ah, 2 Pack (DCB203-2)", false, {
        brand: "DEWALT",
        browse_node: "Power Tool Batteries",
      }),
      c("B00ET5VMT4", "DEWALT DCD771C2 20V MAX Cordless Drill Driver Kit (Renewed)", false, { brand: "DEWALT", condition: "Refurbished" }),
      c("B0HARDCAS1", "Hard Carrying Case for DEWALT DCD771C2 20V Drill Driver Kit", false, { brand: "Khanka" }),
    ],
  },
  {
    id: "hw-garden-fiskars-x27",
    kinds: ["model-number", "accessory"],
    mention: { product_name: "X27 Splitting Axe", brand: "Fiskars", category: "Garden", subcategory: "Axe" },
    candidates: [
      c("B000FPHWUM", "Fiskars X27 Super Splitting Axe, 36 Inch", true, {
        brand: "Fiskars",
        model: "378841-1002",
        product_group: "Lawn & Patio",
      }),
      c("B000FPHWU2", "Fiskars 378841-1002 X27 Super Splitting Axe 36-Inch, Black/Orange", true, { brand: "Fiskars" }),
      c("B000FPHWU3", "Fiskars X25 Splitting Axe, 28 Inch", false, { brand: "Fiskars" }),
      c("B0SHEATH01", "Leather Axe Sheath for Fiskars X27 Splitting Axe", false, { brand: "Hide & Drink" }),
    ],
  },
  {
    id: "hw-pet-kong-classic",
    kinds: ["pack", "colour", "accessory"],
    mention: { product_name: "Classic Dog Toy", brand: "KONG", category: "Pet Supplies", subcategory: "Dog Toy" },
    candidates: [
      c("B0002AR0I8", "KONG Classic Dog Toy, Durable Natural Rubber, Fun to Chew, Chase and Fetch, Large, Red", true, { brand: "KONG" }),
      c("B0002AR0I2", "KONG Classic Dog Toy, 2 Pack, Medium", true, { brand: "KONG", unit_count: 2 }),
      c("B0002AR0I3", "KONG Extreme Dog Toy, Black, Large", false, { brand: "KONG" }),
      c("B0002AR0I4", "KONG Easy Treat Paste for KONG Classic Toys, Peanut Butter, 8 oz", false, { brand: "KONG" }),
    ],
  },
  {
    id: "hw-grocery-celsius-sparkling-orange",
    kinds: ["pack", "assortment"],
    mention: { product_name: "Sparkling Orange", brand: "Celsius", category: "Grocery", subcategory: "Energy Drink" },
    candidates: [
      c("B01BNLE4BI", "CELSIUS Sparkling Orange, Functional Essential Energy Drink 12 Fl Oz (Pack of 12)", true, {
        brand: "CELSIUS",
        unit_count: 12,
      }),
      c("B01BNLE4B2", "CELSIUS Sparkling Orange, Functional Essential Energy Drink 12 Fl Oz (Pack of 24)", true, {
        brand: "CELSIUS",
        unit_count: 24,
      }),
      c("B01BNLE4B3", "CELSIUS Assorted Flavors Official Variety Pack, Functional Essential Energy Drinks, 12 Fl Oz (Pack of 12)", false, {
        brand: "CELSIUS",
      }),
      c("B01BNLE4B4", "CELSIUS Sparkling Kiwi Guava, Functional Essential Energy Drink 12 Fl Oz (Pack of 12)", false, { brand: "CELSIUS" }),
    ],
  },
  {
    id: "hw-baby-owlet-dream-sock",
    kinds: ["bundle", "renewed", "accessory"],
    mention: { product_name: "Dream Sock", brand: "Owlet", category: "Baby", subcategory: "Baby Monitor" },
    candidates: [
      c(
        "B0BV8J2P7S",
        "Owlet Dream Sock - FDA-Cleared Smart Baby Monitor with Heart Rate and Average Oxygen O2 as Sleep Quality Indicators",
        true,
        { brand: "Owlet" },
      ),
      c("B0BV8J2P72", "Owlet Dream Duo 2 Smart Baby Monitor: Dream Sock + Cam Bundle", false, { brand: "Owlet" }),
      c("B0BV8J2P73", "Replacement Fabric Socks for Owlet Dream Sock, Size 1, 2 Pack", false, { brand: "Owlet" }),
      c("B0BV8J2P74", "Owlet Dream Sock Smart Baby Monitor (Renewed)", false, { brand: "Owlet", condition: "Refurbished" }),
    ],
  },
  {
    id: "hw-health-theragun-mini-2nd-gen",
    kinds: ["brand-family", "transcript-spelling"],
    mention: { product_name: "Theragun Mini second generation", brand: "Theragun", category: "Health", subcategory: "Massage Gun" },
    candidates: [
      c("B0BXKLTLDM", "TheraGun Mini 2nd Gen Handheld Massage Gun - Portable Deep Tissue Percussion Massager, Black", true, {
        brand: "Therabody",
      }),
      c("B0BXKLTLD2", "TheraGun Mini 1st Gen Portable Massage Gun, Black", false, { brand: "Therabody" }),
      c("B0BXKLTLD3", "Therabody TheraGun Prime Massage Gun, Black", false, { brand: "Therabody" }),
    ],
  },
  {
    id: "hw-personal-care-oneblade-360",
    kinds: ["brand-family", "accessory"],
    mention: { product_name: "OneBlade 360", brand: "Philips", category: "Personal Care", subcategory: "Electric Shaver" },
    candidates: [
      c("B0C6Y1QWXN", "Philips Norelco OneBlade 360 Hybrid Electric Trimmer and Shaver, QP2724/70", true, {
        brand: "Philips Norelco",
        model: "QP2724/70",
      }),
      c("B0C6Y1QWX2", "Philips Norelco OneBlade 360 Replacement Blades, 3 Pack, QP430/80", false, { brand: "Philips Norelco" }),
      c("B0C6Y1QWX3", "Philips Norelco OneBlade Pro 360 Face + Body Hybrid Electric Trimmer, QP6551/70", false, {
        brand: "Philips Norelco",
      }),
    ],
  },
  {
    id: "hw-watches-casio-ga2100",
    kinds: ["bracketed-model", "accessory"],
    mention: { product_name: "G-Shock GA-2100", brand: "Casio", category: "Jewelry & Watches", subcategory: "Watch" },
    candidates: [
      c("B07WFZBVP4", "Casio Men's G-Shock Quartz Watch with Resin Strap, Black, 20 (Model: GA-2100-1A1CR)", true, { brand: "Casio" }),
      c("B07WFZBVP2", "Casio G-Shock GA-2110ET-2A Men's Watch", false, { brand: "Casio" }),
      c("B0BANDGA21", "Replacement Band for Casio G-Shock GA-2100, Silicone Strap with Adapters", false, { brand: "Generic" }),
    ],
  },
  {
    id: "hw-bags-fjallraven-kanken",
    kinds: ["colour", "transcript-spelling", "accessory"],
    mention: { product_name: "Kanken backpack", brand: "Fjallraven", category: "Bags", subcategory: "Backpack" },
    candidates: [
      c("B0011DFG9A", "Fjällräven Kånken Classic Backpack for Everyday, Navy", true, { brand: "Fjällräven" }),
      c("B0011DFG92", "Fjällräven Kånken Mini Classic Backpack for Kids, Ox Red", false, { brand: "Fjällräven" }),
      c("B0011DFG93", "Fjällräven Kånken Laptop 15 Inch Backpack, Black", false, { brand: "Fjällräven" }),
      c("B0011DFG94", "Fjällräven Kånken Rain Cover for Backpacks", false, { brand: "Fjällräven" }),
    ],
  },
  {
    id: "hw-shoes-air-force-1",
    kinds: ["transcript-spelling", "colour"],
    mention: { product_name: "Air Force One 07", brand: "Nike", category: "Shoes", subcategory: "Sneakers" },
    candidates: [
      c("B07QXLFLXT", "Nike Men's Air Force 1 '07 Basketball Shoe, White/White, 10", true, { brand: "Nike" }),
      c("B07QXLFLX2", "Nike Air Force 1 '07 LV8 Men's Shoes", false, { brand: "Nike" }),
      c("B07QXLFLX3", "Nike Air Force 1 Shadow Women's Shoes", false, { brand: "Nike" }),
      c("B0CLEANKIT", "Sneaker Cleaning Kit for Nike Air Force 1", false, { brand: "Jason Markk" }),
    ],
  },
  {
    id: "hw-clothing-levis-501",
    kinds: ["model-number", "colour"],
    mention: { product_name: "501 Original Fit Jeans", brand: "Levi's", category: "Clothing", subcategory: "Jeans" },
    candidates: [
      c("B0018OR118", "Levi's Men's 501 Original Fit Jeans, Dark Stonewash, 32W x 32L", true, { brand: "Levi's" }),
      c("B0018OR112", "Levi's Men's 501 Original Fit Jeans (Also Available in Big & Tall), Black, 34W x 30L", true, { brand: "Levi's" }),
      c("B0018OR113", "Levi's Men's 505 Regular Fit Jeans, Rinse", false, { brand: "Levi's" }),
      c("B0018OR114", "Levi's Women's 501 Original Fit Jeans", false, { brand: "Levi's" }),
    ],
    note: "The men's cut is the one mentioned; the women's 501 is another product.",
  },
  {
    id: "hw-office-logi-mx-keys-s",
    kinds: ["brand-family", "bundle"],
    mention: { product_name: "MX Keys S", brand: "Logi", category: "Office", subcategory: "Keyboard" },
    candidates: [
      c(
        "B0BKW3LB2B",
        "Logitech MX Keys S Wireless Keyboard, Low Profile, Fluid Precise Quiet Typing, Programmable Keys, Backlighting, Bluetooth, USB C Rechargeable, Graphite",
        true,
        { brand: "Logitech" },
      ),
      c("B0BKW3LB22", "Logitech MX Keys Mini Minimalist Wireless Illuminated Keyboard", false, { brand: "Logitech" }),
      c("B0BKW3LB23", "Logitech MX Keys S Combo - Performance Wireless Keyboard and Mouse with Palm Rest", false, { brand: "Logitech" }),
    ],
  },
  {
    id: "hw-auto-noco-gb40",
    kinds: ["model-number", "accessory"],
    mention: { product_name: "Boost Plus GB40", brand: "NOCO", category: "Automotive", subcategory: "Jump Starter" },
    candidates: [
      c(
        "B015TKUPIC",
        "NOCO Boost Plus GB40 1000A UltraSafe Car Battery Jump Starter, 12V Jump Starter Battery Pack, Battery Booster",
        true,
        { brand: "NOCO", model: "GB40" },
      ),
      c("B015TKUPI2", "NOCO Boost X GBX45 1250A 12V UltraSafe Portable Lithium Jump Starter", false, { brand: "NOCO" }),
      c("B015TKUPI3", "Carrying Case for NOCO Boost Plus GB40 Jump Starter", false, { brand: "Aproca" }),
    ],
  },
  {
    id: "hw-arts-crafts-cricut-maker-3",
    kinds: ["bundle", "renewed", "accessory"],
    mention: { product_name: "Maker 3", brand: "Cricut", category: "Arts & Crafts", subcategory: "Cutting Machine" },
    candidates: [
      c("B09CRWJLB7", "Cricut Maker 3 - Smart Cutting Machine, 2X Faster & 10X Cutting Force, Cuts 300+ Materials, Bluetooth", true, {
        brand: "Cricut",
      }),
      c("B09CRWJLB2", "Cricut Explore 3 - 2X Faster DIY Cutting Machine", false, { brand: "Cricut" }),
      c("B09CRWJLB3", "Cricut Maker 3 Bundle with Vinyl Starter Kit, Tool Set and Mats", false, { brand: "Cricut" }),
      c("B09CRWJLB4", "Cricut Maker 3 Smart Cutting Machine (Renewed)", false, { brand: "Cricut" }),
    ],
  },
  {
    id: "hw-instruments-yamaha-p45",
    kinds: ["bracketed-model", "region-variant", "accessory"],
    mention: { product_name: "P-45", brand: "Yamaha", category: "Musical Instruments", subcategory: "Digital Piano" },
    candidates: [
      c("B00CN3T5YW", "Yamaha 88-Key Weighted Action Digital Piano with Sustain Pedal and Power Supply (P45B)", true, { brand: "Yamaha" }),
      c("B00CN3T5Y2", "Yamaha P-45 Digital Piano, Black, UK Plug", false, { brand: "Yamaha" }),
      c("B00CN3T5Y3", "Yamaha PA150 Power Adapter for P-45 Digital Pianos", false, { brand: "Yamaha" }),
      c("B00CN3T5Y4", "Yamaha P-125 88-Key Weighted Action Digital Piano", false, { brand: "Yamaha" }),
    ],
  },
  {
    id: "hw-sports-garmin-forerunner-265",
    kinds: ["region-variant", "accessory", "colour"],
    mention: { product_name: "Forerunner 265", brand: "Garmin", category: "Sports", subcategory: "Running Watch" },
    candidates: [
      c(
        "B0BS1X3R1N",
        "Garmin Forerunner 265 Running Smartwatch, Colorful AMOLED Display, Training Metrics and Recovery Insights, Black and Powder Gray",
        true,
        { brand: "Garmin" },
      ),
      c("B0BS1X3R12", "Garmin Forerunner 265S Running Smartwatch, Smaller-Sized, Light Pink", false, { brand: "Garmin" }),
      c("B0BS1X3R13", "Garmin Forerunner 265, Whitestone, International Version", false, { brand: "Garmin" }),
      c("B0BS1X3R14", "Screen Protector for Garmin Forerunner 265, Tempered Glass, 3 Pack", false, { brand: "Tensea" }),
    ],
  },
  {
    id: "hw-outdoors-yeti-tundra-45",
    kinds: ["colour", "colour-edition", "accessory"],
    mention: { product_name: "Tundra 45", brand: "YETI", category: "Outdoors", subcategory: "Cooler" },
    candidates: [
      c("B0764HS4SL", "YETI Tundra 45 Cooler, Charcoal", true, { brand: "YETI" }),
      c("B0764HS4S2", "YETI Tundra 45 Cooler - Harvest Red Edition", true, { brand: "YETI" }),
      c("B0764HS4S3", "YETI Tundra 35 Hard Cooler, White", false, { brand: "YETI" }),
      c("B0764HS4S4", "YETI Tundra 45 Cooler Basket", false, { brand: "YETI" }),
    ],
  },
  {
    id: "hw-kitchen-instant-pot-duo",
    kinds: ["about-product", "region-variant", "size-variant", "accessory"],
    mention: { product_name: "Duo 7-in-1", brand: "Instant Pot", category: "Kitchen", subcategory: "Pressure Cooker" },
    candidates: [
      c(
        "B00FLYWNYQ",
        "Instant Pot Duo 7-in-1 Electric Pressure Cooker, Slow Cooker, Rice Cooker, Steamer, Sauté, Yogurt Maker, 6 Quart",
        true,
        { brand: "Instant Pot" },
      ),
      c("B00FLYWNY2", "Instant Pot Duo 7-in-1 Electric Pressure Cooker, 8 Quart", true, { brand: "Instant Pot" }),
      c("B00FLYWNY3", "The Instant Pot Duo Cookbook for Beginners: 1000 Quick and Easy Recipes", false, { binding: "Paperback" }),
      c("B00FLYWNY4", "Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Litre, 220V", false, { brand: "Instant Pot" }),
      c("B00FLYWNY5", "Instant Pot Official Silicone Sealing Ring, 2 Pack", false, { brand: "Instant Pot" }),
    ],
  },
  {
    id: "hw-home-dyson-v15-detect",
    kinds: ["region-variant", "other-language", "renewed", "accessory"],
    mention: { product_name: "V15 Detect", brand: "Dyson", category: "Home", subcategory: "Cordless Vacuum" },
    candidates: [
      c("B0CBSQFH1Y", "Dyson V15 Detect Cordless Vacuum Cleaner, Yellow/Nickel", true, { brand: "Dyson" }),
      c("B0CBSQFH12", "Dyson V15 Detect Akku-Staubsauger, Gelb/Nickel", true, { brand: "Dyson" }),
      c("B0CBSQFH13", "Dyson V15 Detect Cordless Vacuum Cleaner, UK Version", false, { brand: "Dyson" }),
      c("B0CBSQFH14", "Dyson V15 Detect Cordless Vacuum (Refurbished)", false, { brand: "Dyson" }),
      c("B0CBSQFH15", "Wall Mount Docking Station for Dyson V15 Detect", false, { brand: "Generic" }),
    ],
  },
  {
    id: "hw-electronics-anker-737-power-bank",
    kinds: ["external-id", "bracketed-model"],
    mention: { product_name: "737 Power Bank", brand: "Anker", category: "Electronics", subcategory: "Power Bank" },
    candidates: [
      c("B09VPHVT2Z", "Anker 737 Power Bank (PowerCore 24K), 24,000mAh 3-Port Portable Charger with 140W Output", true, {
        brand: "Anker",
        external_ids: { upc: ["194644098766"] },
      }),
      c("B09VPHVT22", "Portable Charger 24000mAh 140W, Smart Digital Display, USB-C Power Delivery (A1289)", true, {
        external_ids: { upc: ["194644098766"] },
      }),
      c("B09VPHVT23", "Anker 737 Charger (GaNPrime 120W), 3-Port Fast Compact Foldable Wall Charger", false, { brand: "Anker" }),
      c("B09VPHVT24", "Travel Case for Anker 737 Power Bank", false, { brand: "ProCase" }),
    ],
  },
  {
    id: "hw-outdoors-stanley-quencher-40",
    kinds: ["variation-family", "colour", "size-variant"],
    mention: { product_name: "Quencher H2.0 FlowState Tumbler 40 oz", brand: "Stanley", category: "Outdoors", subcategory: "Tumbler" },
    candidates: [
      c(
        "B0CP9YB3Q4",
        "Stanley Quencher H2.0 FlowState Stainless Steel Vacuum Insulated Tumbler with Lid and Straw, 40 oz, Rose Quartz",
        true,
        { brand: "Stanley", parent_asin: "B0CJZMP7L1", variation_attributes: { color: "Rose Quartz", size: "40 oz" } },
      ),
      c("B0CP9YB3Q2", "Stanley Quencher H2.0 FlowState Tumbler, Fuchsia", true, {
        brand: "Stanley",
        parent_asin: "B0CJZMP7L1",
        variation_attributes: { color: "Fuchsia", size: "40 oz" },
      }),
      c("B0CP9YB3Q3", "Stanley Quencher H2.0 FlowState Tumbler 30 oz, Cream", false, {
        brand: "Stanley",
        parent_asin: "B0CJZMP7L1",
        variation_attributes: { color: "Cream", size: "30 oz" },
      }),
      c("B0CP9YB3Q5", "Straw Covers for Stanley Quencher 40 oz, 4 Pack", false, { brand: "Generic" }),
    ],
  },
  {
    id: "hw-gaming-playstation-5-slim-said-as-words",
    kinds: ["transcript-spelling", "brand-family", "edition"],
    mention: { product_name: "PlayStation five Slim", brand: "Sony", category: "Gaming", subcategory: "Console" },
    candidates: [
      c("B0CL61F39H", "PlayStation®5 console (slim)", true, { brand: "Sony" }),
      c("B0CL61F392", "PlayStation 5 Slim Console – Digital Edition", false, { brand: "Sony" }),
      c("B0CL61F393", "PlayStation 5 Slim Console – Call of Duty Modern Warfare III Bundle", false, { brand: "Sony" }),
    ],
    note: "The disc console is the PS5 Slim said plainly; the Digital Edition is another model.",
  },
  {
    id: "hw-gaming-xbox-series-x",
    kinds: ["brand-family", "bundle"],
    mention: { product_name: "Series X", brand: "Xbox", category: "Gaming", subcategory: "Console" },
    candidates: [
      c("B08H75RTZ8", "Xbox Series X 1TB SSD Console - Includes Wireless Controller - 4K Gaming", true, { brand: "Microsoft" }),
      c("B08H75RTZ2", "Xbox Series S 512GB SSD All-Digital Console", false, { brand: "Microsoft" }),
      c("B08H75RTZ3", "Xbox Series X Console – Diablo IV Bundle", false, { brand: "Microsoft" }),
    ],
  },
  {
    id: "hw-beauty-ysl-libre",
    kinds: ["brand-family"],
    mention: { product_name: "Libre Eau de Parfum", brand: "YSL", category: "Beauty", subcategory: "Fragrance" },
    candidates: [
      c("B07W7TGBJ1", "Yves Saint Laurent Libre Eau de Parfum Spray for Women, 3 Fl Oz", true, { brand: "Yves Saint Laurent" }),
      c("B07W7TGBJ2", "Yves Saint Laurent Libre Eau de Toilette, 1.6 Fl Oz", false, { brand: "Yves Saint Laurent" }),
      c("B07W7TGBJ3", "Yves Saint Laurent Libre Intense Eau de Parfum, 3 Fl Oz", false, { brand: "Yves Saint Laurent" }),
    ],
  },
  {
    id: "hw-electronics-bose-qc-ultra-earbuds-other-languages",
    kinds: ["other-language", "renewed", "accessory"],
    mention: { product_name: "QuietComfort Ultra Earbuds", brand: "Bose", category: "Electronics", subcategory: "Earbuds" },
    candidates: [
      c("B0CD2FSRDD", "Bose QuietComfort Ultra Earbuds, kabellose Noise-Cancelling-Kopfhörer, Schwarz", true, { brand: "Bose" }),
      c("B0CD2FSRD2", "Étui de chargement pour Bose QuietComfort Ultra Earbuds", false, { brand: "Geekria" }),
      c("B0CD2FSRD3", "Bose QuietComfort Ultra Earbuds (Reacondicionado)", false, { brand: "Bose" }),
      c("B0CD2FSRD4", "Bose QuietComfort Earbuds II", false, { brand: "Bose" }),
    ],
  },
  {
    id: "hw-kitchen-breville-barista-express",
    kinds: ["region-variant", "bracketed-model", "accessory"],
    mention: { product_name: "Barista Express", brand: "Breville", category: "Kitchen", subcategory: "Espresso Machine" },
    candidates: [
      c("B00CH9QWOU", "Breville Barista Express Espresso Machine BES870XL, Brushed Stainless Steel", true, {
        brand: "Breville",
        model: "BES870XL",
      }),
      c("B00CH9QWO2", "Sage the Barista Express Espresso Machine, SES875BSS, 220-240V, UK Plug", false, { brand: "Sage" }),
      c("B00CH9QWO3", "Breville Milk Jug for the Barista Express, 16 oz", false, { brand: "Breville" }),
      c("B00CH9QWO4", "Breville Barista Pro Espresso Machine BES878BSS", false, { brand: "Breville" }),
    ],
  },
  {
    id: "hw-electronics-airpods-pro-2-extras",
    kinds: ["small-extras", "bundle"],
    mention: { product_name: "AirPods Pro 2", brand: "Apple", category: "Electronics", subcategory: "Earbuds" },
    candidates: [
      c(
        "B0D1XD1ZV3",
        "Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation, Hearing Aid Feature, with MagSafe Charging Case (USB-C)",
        true,
        { brand: "Apple" },
      ),
      c("B0D1XD1ZV2", "Apple AirPods Pro 2 with AppleCare+ (2 Years)", false, { brand: "Apple" }),
      c("B0D1XD1ZV4", "Apple AirPods 4 Wireless Earbuds", false, { brand: "Apple" }),
    ],
    note: "AppleCare+ is sold on its own: a bundle, not the product.",
  },
];
