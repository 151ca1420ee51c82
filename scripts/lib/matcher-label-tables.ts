/**
 * Hand-written tables the matcher's labelled set is built from (scripts/build-matcher-labels.ts):
 * real products across every demo category, each with its marketplace title, model number and
 * the sibling or older models a search returns beside it, and per kind of product the decoys a
 * real search returns too (accessories, parts, "compatible with" items, bundles, multipacks,
 * renewed items), written after the titles such listings really carry.
 *
 * Placeholders in templates: {B} the product's brand, {N} its name as titles spell it, {S} the
 * kind's short noun ("Wireless Headphones"), {X} a third-party accessory maker, {C} a colour.
 *
 * Labelling rules (the label is the truth, whatever the matcher says):
 * - true: the product itself, new, in any colour, size of storage or with what its own box holds
 *   ("with Charging Case", "with Carry Pouch").
 * - false: accessories and parts (also by the same brand), items made to fit it, other models
 *   of the same line (older, newer, Pro/Max/Mini/Lite...), another brand's product of the same
 *   kind, bundles and kits (the product plus extras at a bundle price), multipacks, renewed,
 *   refurbished or used items.
 */

export type DecoyKind = "accessory" | "compatible" | "bundle" | "multipack" | "renewed";

/** [kind, title template, browse node, price range]. */
export type DecoyTemplate = readonly [DecoyKind, string, string, readonly [number, number]];

export interface KindSpec {
  category: string;
  subcategory: string;
  /** The marketplace's product group and browse node of the product itself. */
  group: string;
  node: string;
  /** The product group its accessories carry. */
  accessoryGroup: string;
  /** How titles of this kind name what it is ("Wireless Noise Cancelling Headphones"). */
  short: string;
  colours: readonly string[];
  /** Third-party accessory makers seen on such listings. */
  makers: readonly string[];
  decoys: readonly DecoyTemplate[];
}

/**
 * One product: brand, the name a creator says, the rest of its real title, price, model number,
 * sibling models and optional overrides.
 */
export interface ProductRow {
  b: string;
  n: string;
  /** Title after "brand name". */
  d: string;
  p: number;
  m?: string;
  /** Other models of the same line (older, newer, bigger, smaller): each a decoy. */
  sib?: readonly string[];
  /** The name as the marketplace's titles spell it, when it differs from what is said. */
  tn?: string;
  /** The title leaves the brand out (the brand field still has it). */
  noBrandInTitle?: boolean;
  /** Another way a creator names it: a second case with this name (and no brand when `altNoBrand`). */
  alt?: string;
  altNoBrand?: boolean;
  /** The brand as the marketplace's brand field has it, when it differs. */
  brandField?: string;
  /** Overrides of the kind's subcategory, browse node, short noun and decoys for a product unlike the rest of its table. */
  sub?: string;
  node?: string;
  short?: string;
  decoys?: readonly DecoyTemplate[];
}

export interface KindTable {
  kind: KindSpec;
  products: readonly ProductRow[];
}

export const TABLES: readonly KindTable[] = [
  // ---------------------------------------------------------------------------------------------
  // Technology
  {
    kind: {
      category: "Technology",
      subcategory: "Headphones",
      group: "Home Theater",
      node: "Over-Ear Headphones",
      accessoryGroup: "Home Theater",
      short: "Wireless Noise Cancelling Headphones",
      colours: ["Black", "Silver", "Midnight Blue", "Smoky Pink", "White"],
      makers: ["Geekria", "Sunmns", "Brainwavz", "Wicked Cushions", "JARVANIA", "Ginsco"],
      decoys: [
        ["accessory", "{X} Hard Shell Carrying Case for {B} {N} Headphones, Protective Travel Storage Bag", "Headphone Cases", [12, 29]],
        ["accessory", "{X} QuickFit Replacement Ear Pads for {B} {N} Headphones, Protein Leather Memory Foam Ear Cushions", "Earpads", [14, 35]],
        ["accessory", "{B} {N} Replacement Ear Pads Cushions, {C}", "Earpads", [19, 39]],
        ["compatible", "{X} Replacement Audio Cable Compatible with {B} {N}, 3.5mm to 2.5mm Aux Cord with Inline Mic, 4ft", "Headphone Cables", [8, 16]],
        ["compatible", "{X} Headphone Stand Designed for {B} {N}, Aluminum Desk Holder", "Headphone Stands", [15, 32]],
        ["bundle", "{B} {N} {S} Bundle with Premium Hardshell Case and 2-Year Extended Warranty", "Over-Ear Headphones", [349, 459]],
        ["renewed", "{B} {N} {S}, {C} (Renewed)", "Over-Ear Headphones", [179, 259]],
        ["renewed", "{B} {N} {S} - {C} (Renewed Premium)", "Over-Ear Headphones", [199, 279]],
      ],
    },
    products: [
      { b: "Sony", n: "WH-1000XM5", m: "WH1000XM5/B", p: 328, d: "Wireless Industry Leading Noise Canceling Headphones with Auto Noise Canceling Optimizer, Crystal Clear Hands-Free Calling, and Alexa Voice Control, Black", sib: ["WH-1000XM4", "WH-CH720N", "ULT WEAR"], alt: "Sony XM5 headphones" },
      { b: "Sony", n: "WH-1000XM4", m: "WH1000XM4/B", p: 248, d: "Wireless Premium Noise Canceling Overhead Headphones with Mic for Phone-Call and Alexa Voice Control, Black", sib: ["WH-1000XM5", "WH-1000XM3", "WH-CH720N"] },
      { b: "Bose", n: "QuietComfort Ultra Headphones", m: "880066-0100", p: 429, d: "Wireless Noise Cancelling Headphones with Spatial Audio, Over-the-Ear Headphones with Mic, Up to 24 Hours of Battery Life, Black", tn: "QuietComfort Ultra", sib: ["QuietComfort 45", "QuietComfort Headphones", "QuietComfort Ultra Earbuds"] },
      { b: "Sennheiser", n: "Momentum 4 Wireless", m: "509266", p: 299, d: "Headphones - Bluetooth Headset for Crystal-Clear Calls with Adaptive Noise Cancellation, 60h Battery Life, Lightweight Folding Design - Black", sib: ["Momentum 3 Wireless", "Accentum Plus Wireless", "Momentum True Wireless 4"] },
      { b: "Apple", n: "AirPods Max", m: "MWW43AM/A", p: 549, d: "Wireless Over-Ear Headphones, Active Noise Cancellation, Transparency Mode, Personalized Spatial Audio, Dolby Atmos, USB-C Charging, Bluetooth Headphones for iPhone - Midnight", sib: ["AirPods Pro 2", "AirPods 4"] },
      { b: "Apple", n: "AirPods Pro 2", m: "MTJV3AM/A", p: 249, d: "Wireless Earbuds, Active Noise Cancellation, Hearing Aid Feature, Bluetooth Headphones, Transparency, Personalized Spatial Audio, High-Fidelity Sound, H2 Chip, USB-C Charging", sib: ["AirPods Pro (1st Generation)", "AirPods 4", "AirPods Max"], alt: "AirPods Pro 2nd Generation" },
      { b: "Beats", n: "Studio Pro", m: "MQTP3LL/A", p: 349, d: "Wireless Bluetooth Noise Cancelling Headphones - Personalized Spatial Audio, USB-C Lossless Audio, Apple & Android Compatibility, Up to 40 Hours Battery Life - Black", sib: ["Solo 4", "Studio3 Wireless", "Solo3 Wireless"] },
      { b: "Audio-Technica", n: "ATH-M50xBT2", m: "ATH-M50XBT2", p: 199, d: "Wireless Over-Ear Headphones, Black", sib: ["ATH-M50x", "ATH-M40x", "ATH-M20xBT"] },
      { b: "Anker", n: "Soundcore Space Q45", m: "A3040011", p: 149, d: "Adaptive Active Noise Cancelling Headphones, Reduce Noise by Up to 98%, Ultra Long 50H Playtime, App Control, LDAC Hi-Res Wireless Audio", brandField: "Soundcore", sib: ["Soundcore Life Q30", "Soundcore Space One", "Soundcore Life Q20"] },
    ],
  },
  {
    kind: {
      category: "Technology",
      subcategory: "Keyboards",
      group: "Personal Computer",
      node: "Computer Keyboards",
      accessoryGroup: "Personal Computer",
      short: "Wireless Mechanical Keyboard",
      colours: ["Black", "White", "Space Gray", "Carbon Black"],
      makers: ["HK Gaming", "XVX", "Glorious", "EPOMAKER", "Akko", "YMDK"],
      decoys: [
        ["accessory", "{X} Cherry Profile PBT Keycaps Set, 132 Keys Dye-Sublimation Keycap for {B} {N} Mechanical Keyboard", "Keycaps", [19, 49]],
        ["accessory", "{X} Keyboard Wrist Rest Pad for {B} {N}, Memory Foam Ergonomic Palm Rest", "Wrist Rests", [12, 25]],
        ["compatible", "{X} Dust Cover Compatible with {B} {N} Keyboard, Clear Acrylic Keyboard Cover", "Keyboard Covers", [11, 22]],
        ["compatible", "{X} Silicone Keyboard Cover Skin for {B} {N}, Ultra Thin Protector", "Keyboard Covers", [7, 15]],
        ["accessory", "{B} {N} Replacement Keycap Set, Double-Shot PBT, {C}", "Keycaps", [29, 49]],
        ["accessory", "{X} Coiled USB C Cable for Mechanical Keyboard, Works with {B} {N}, Aviator Connector", "USB Cables", [15, 29]],
        ["bundle", "{B} {N} {S} Bundle with Keycap Puller, Switch Tester and Wrist Rest", "Computer Keyboards", [120, 260]],
        ["renewed", "{B} {N} {S} (Renewed)", "Computer Keyboards", [49, 139]],
      ],
    },
    products: [
      { b: "Keychron", n: "K2", m: "K2-C3H", p: 99, d: "Wireless Mechanical Keyboard, 75% Layout 84 Keys Hot-Swappable Bluetooth Keyboard with Gateron Brown Switch, RGB Backlight for Mac Windows", sib: ["K2 Pro", "K3", "K8"], alt: "Keychron K2 keyboard" },
      { b: "Keychron", n: "Q1 Pro", m: "Q1P-M3", p: 199, d: "Wireless Custom Mechanical Keyboard, 75% Layout QMK/VIA Programmable Full Aluminum Bluetooth Keyboard with Hot-swappable K Pro Red Switch, Carbon Black", sib: ["Q1", "Q1 Max", "K2 Pro"] },
      { b: "Logitech", n: "MX Keys S", m: "920-011406", p: 109, d: "Wireless Keyboard, Low Profile, Fluid Precise Quiet Typing, Programmable Keys, Backlighting, Bluetooth, USB C Rechargeable, for Windows PC, Linux, Chrome, Mac - Graphite", sib: ["MX Keys", "MX Keys Mini", "MX Mechanical"] },
      { b: "Logitech", n: "MX Mechanical Mini", m: "920-010550", p: 149, d: "Minimalist Wireless Illuminated Keyboard, Tactile Quiet Switches, Backlit, Bluetooth, USB-C, macOS, Windows, Linux, iOS, Android - Graphite", tn: "MX Mechanical Mini", sib: ["MX Mechanical", "MX Keys Mini", "MX Keys S"] },
      { b: "Razer", n: "BlackWidow V4 Pro", m: "RZ03-04680100-R3U1", p: 229, d: "Wired Mechanical Gaming Keyboard: Green Mechanical Switches - Tactile & Clicky - Doubleshot ABS Keycaps - Command Dial - Programmable Macro Keys", sib: ["BlackWidow V4", "BlackWidow V3 Pro", "BlackWidow V4 75%"] },
      { b: "Apple", n: "Magic Keyboard with Touch ID", m: "MXCK3LL/A", p: 149, d: "and Numeric Keypad (USB-C): Bluetooth, Rechargeable. Works with Mac Computers with Apple Silicon; US English - White Keys", tn: "Magic Keyboard with Touch ID", sib: ["Magic Keyboard|(USB-C): Wireless, Bluetooth, Rechargeable. Works with Mac, iPad or iPhone; US English - White Keys", "Magic Trackpad|(USB-C): Wireless, Bluetooth, Rechargeable. Works with Mac or iPad; Multi-Touch Surface - White"] },
      { b: "NuPhy", n: "Air75 V2", m: "AIR75V2-BK", p: 119, d: "QMK/VIA Wireless Mechanical Keyboard, 75% Low Profile Bluetooth Keyboard, Gateron Red Switches, Basalt Black", sib: ["Air75", "Air96 V2", "Halo75 V2"] },
    ],
  },
  {
    kind: {
      category: "Technology",
      subcategory: "Mice",
      group: "Personal Computer",
      node: "Computer Mice",
      accessoryGroup: "Personal Computer",
      short: "Wireless Mouse",
      colours: ["Graphite", "Pale Gray", "Black", "Rose"],
      makers: ["Tiztag", "Hermitshell", "ProCase", "Esports Tiger", "BTL"],
      decoys: [
        ["accessory", "{X} Hard Travel Case for {B} {N} Wireless Mouse, Storage Carrying Bag", "Mouse Cases", [9, 17]],
        ["accessory", "{X} Mouse Skates Feet Replacement for {B} {N}, PTFE Glides 2 Sets", "Mouse Feet", [8, 14]],
        ["compatible", "{X} Mouse Grip Tape Compatible with {B} {N}, Anti-Slip Sweat-Resistant Pre-Cut Stickers", "Mouse Grip Tape", [7, 12]],
        ["compatible", "{X} USB Receiver Replacement for {B} {N} Mouse, 2.4GHz Dongle", "Mouse Receivers", [9, 18]],
        ["bundle", "{B} {N} {S} Bundle with Desk Mat", "Computer Mice", [119, 149]],
        ["renewed", "{B} {N} {S}, {C} (Renewed)", "Computer Mice", [39, 79]],
      ],
    },
    products: [
      { b: "Logitech", n: "MX Master 3S", m: "910-006557", p: 99, d: "- Wireless Performance Mouse with Ultra-fast Scrolling, Ergo, 8K DPI, Track on Glass, Quiet Clicks, USB-C, Bluetooth, Windows, Linux, Chrome - Graphite", sib: ["MX Master 3", "MX Anywhere 3S", "MX Master 2S"], alt: "MX Master 3S", altNoBrand: true },
      { b: "Logitech", n: "MX Anywhere 3S", m: "910-006929", p: 79, d: "Compact Wireless Mouse, Fast Scrolling, 8K DPI Any-Surface Tracking, Quiet Clicks, Programmable Buttons, USB C, Bluetooth, Windows PC, iPad, Mac - Graphite", sib: ["MX Anywhere 3", "MX Master 3S", "MX Anywhere 2S"] },
      { b: "Logitech G", n: "Pro X Superlight 2", m: "910-006628", p: 159, d: "Lightspeed Wireless Gaming Mouse, Lightweight 60g, 5 Programmable Buttons, HERO 2 Sensor, 32,000 DPI, USB-C - Black", tn: "PRO X SUPERLIGHT 2", sib: ["Pro X Superlight", "G502 X Plus", "G305 Lightspeed"] },
      { b: "Razer", n: "DeathAdder V3 Pro", m: "RZ01-04630100-R3U1", p: 149, d: "Wireless Gaming Mouse: 63g Ultra Lightweight - Focus Pro 30K Optical Sensor - Optical Switches Gen-3 - 90 Hour Battery - Black", sib: ["DeathAdder V3", "DeathAdder V2 Pro", "Viper V3 Pro"] },
      { b: "Apple", n: "Magic Mouse", m: "MXK53AM/A", p: 79, d: "(USB-C): Wireless, Bluetooth, Rechargeable. Works with Mac or iPad; Multi-Touch Surface - White", sib: ["Magic Trackpad|(USB-C): Wireless, Bluetooth, Rechargeable. Works with Mac or iPad; Multi-Touch Surface - White", "Magic Keyboard|(USB-C): Wireless, Bluetooth, Rechargeable. Works with Mac, iPad or iPhone; US English - White Keys"] },
    ],
  },
  {
    kind: {
      category: "Technology",
      subcategory: "Monitors",
      group: "Personal Computer",
      node: "Computer Monitors",
      accessoryGroup: "Personal Computer",
      short: "Computer Monitor",
      colours: ["Black", "Silver"],
      makers: ["HUANUO", "VIVO", "Mount-It!", "Quntis", "WALI"],
      decoys: [
        ["accessory", "{X} Single Monitor Arm Mount for {B} {N}, Gas Spring Desk Mount VESA 75x75 100x100", "Monitor Arms", [29, 79]],
        ["accessory", "{X} Anti-Glare Screen Protector Film for {B} {N} 27 Inch Monitor, Matte Filter", "Screen Protectors", [22, 39]],
        ["compatible", "{X} Monitor Light Bar Compatible with {B} {N}, E-Reading LED Task Lamp", "Monitor Lights", [29, 59]],
        ["compatible", "{X} Replacement Power Cord for {B} {N} Monitor, 6ft AC Cable", "Power Cords", [8, 14]],
        ["bundle", "{B} {N} {S} Bundle with Dual Monitor Stand and HDMI Cable", "Computer Monitors", [399, 999]],
        ["multipack", "{B} {N} {S}, 2 Pack", "Computer Monitors", [599, 1599]],
        ["renewed", "{B} {N} {S} (Renewed)", "Computer Monitors", [179, 599]],
      ],
    },
    products: [
      { b: "Dell", n: "U2723QE", m: "U2723QE", p: 579, d: "UltraSharp 27 4K USB-C Hub Monitor - 27-inch 4K UHD (3840 x 2160) IPS Black Technology Display, 98% DCI-P3, USB-C 90W, RJ45", tn: "UltraSharp U2723QE", sib: ["U2724DE", "U2722D", "S2722QC"] },
      { b: "LG", n: "27GR95QE-B", m: "27GR95QE-B", p: 799, d: "UltraGear 27-Inch OLED Gaming Monitor QHD 240Hz 0.03ms G-Sync Compatible, AMD FreeSync Premium Pro, HDR10", tn: "27GR95QE-B", sib: ["27GR93U-B", "32GS95UE-B", "27GP850-B"] },
      { b: "ASUS", n: "ProArt PA278CV", m: "PA278CV", p: 339, d: "27\" 1440P Monitor - WQHD (2560 x 1440), IPS, 100% sRGB, Rec. 709, ΔE < 2, Calman Verified, USB-C 65W, Ergonomic Stand", sib: ["ProArt PA278QV", "ProArt PA279CV", "ProArt PA248QV"] },
      { b: "Samsung", n: "Odyssey G7", m: "LS28BG702ENXGO", p: 499, d: "28\" 4K UHD 144Hz 1ms IPS Gaming Monitor, AMD FreeSync Premium Pro, G-Sync Compatible, Smart TV Apps, HDR 400", sib: ["Odyssey G5", "Odyssey G9", "Odyssey G8"] },
      { b: "BenQ", n: "PD2705U", m: "PD2705U", p: 449, d: "27\" 4K UHD IPS Designer Monitor, 99% sRGB, Rec. 709, AQCOLOR, USB-C 65W, KVM, Daisy Chain, Ergonomic Stand", sib: ["PD2706U", "PD2700U", "PD3205U"] },
    ],
  },
  {
    kind: {
      category: "Technology",
      subcategory: "Chargers",
      group: "Wireless",
      node: "Wall Chargers",
      accessoryGroup: "Wireless",
      short: "USB C Charger",
      colours: ["Black", "White", "Gray"],
      makers: ["Fintie", "ProCase", "ESR", "JSAUX", "Syntech"],
      decoys: [
        ["accessory", "{X} Travel Case for {B} {N} Charger, Hard EVA Carrying Pouch for Cables and Adapter", "Charger Cases", [8, 15]],
        ["compatible", "{X} Silicone Protective Cover Compatible with {B} {N}, Anti-Scratch Sleeve", "Charger Cases", [6, 11]],
        ["compatible", "{X} Magnetic Holder Mount for {B} {N}, Desk Organizer Clip", "Cable Organizers", [9, 16]],
        ["accessory", "{B} USB-C to USB-C Cable (6 ft, 240W), Braided Fast Charging Cable for {B} {N}", "USB Cables", [14, 24]],
        ["multipack", "{B} {N} {S}, 2-Pack", "Wall Chargers", [55, 139]],
        ["bundle", "{B} {N} {S} with 2 USB-C Cables Bundle", "Wall Chargers", [59, 149]],
        ["renewed", "{B} {N} {S} (Renewed)", "Wall Chargers", [25, 79]],
      ],
    },
    products: [
      { b: "Anker", n: "Nano II 65W", m: "A2663", p: 45, d: "USB C GaN Charger, Foldable Compact Fast Charger for MacBook Pro, iPad Pro, Galaxy S20, Dell XPS 13, iPhone", sib: ["Nano II 45W", "Nano II 30W", "Nano 3 65W"] },
      { b: "Anker", n: "Prime 100W", m: "A2343", p: 85, d: "USB C Charger, GaNPrime 3-Port Compact Foldable Fast Wall Charger for MacBook Pro/Air, iPad Pro, Galaxy S23, iPhone 15", sib: ["Prime 67W", "Prime 200W", "Nano 100W"] },
      { b: "UGREEN", n: "Nexode 100W", m: "CD226", p: 59, d: "USB C Charger 4-Port GaN Fast Wall Charger Compatible with MacBook Pro/Air, iPad Pro, iPhone 16/15 Pro, Galaxy S24 Ultra, Dell XPS", sib: ["Nexode 65W", "Nexode 140W", "Nexode 45W"] },
      { b: "Apple", n: "35W Dual USB-C Port Compact Power Adapter", m: "MNWM3AM/A", p: 59, d: "", tn: "35W Dual USB-C Port Compact Power Adapter", sib: ["20W USB-C Power Adapter", "70W USB-C Power Adapter", "96W USB-C Power Adapter"] },
      { b: "Belkin", n: "BoostCharge Pro 3-in-1", m: "WIZ017ttBK", p: 129, d: "Wireless Charging Pad with MagSafe 15W, Fast Charging Station for iPhone 16, Apple Watch and AirPods - Black", sib: ["BoostCharge Pro 2-in-1", "BoostCharge 3-in-1", "BoostCharge Pro 3-in-1 Qi2"] },
    ],
  },
  {
    kind: {
      category: "Technology",
      subcategory: "Webcams",
      group: "Personal Computer",
      node: "Webcams",
      accessoryGroup: "Camera",
      short: "Webcam",
      colours: ["Black", "Graphite", "White"],
      makers: ["Smatree", "Kiwi design", "CAMVATE", "Ulanzi", "iVoler"],
      decoys: [
        ["accessory", "{X} Webcam Privacy Cover for {B} {N}, Slide Lens Cap Shutter", "Webcam Covers", [6, 11]],
        ["accessory", "{X} Webcam Mount Stand for {B} {N}, Monitor Clip Holder with 1/4 Screw", "Webcam Mounts", [12, 24]],
        ["compatible", "{X} Travel Case Compatible with {B} {N} Webcam, Hard Carrying Bag", "Webcam Cases", [10, 18]],
        ["compatible", "{X} Flexible Tripod for {B} {N} Web Camera, Desk Stand", "Tripods", [15, 29]],
        ["bundle", "{B} {N} {S} Streaming Bundle with Ring Light and Tripod", "Webcams", [129, 299]],
        ["renewed", "{B} {N} {S} (Renewed)", "Webcams", [39, 129]],
      ],
    },
    products: [
      { b: "Logitech", n: "C920x", m: "960-001335", p: 69, d: "HD Pro Webcam, Full HD 1080p/30fps Video Calling, Clear Stereo Audio, HD Light Correction, Works with Skype, Zoom, FaceTime, Hangouts, PC/Mac/Laptop/Macbook/Tablet - Black", sib: ["C922 Pro Stream", "C930e", "Brio 100"], alt: "Logitech C920" },
      { b: "Logitech", n: "Brio 4K", m: "960-001105", p: 169, d: "Webcam, Ultra 4K HD Video Calling, Noise-Canceling mic, HD Auto Light Correction, Wide Field of View, Works with Microsoft Teams, Zoom, Google Voice, PC/Mac/Laptop", sib: ["Brio 500", "Brio 505", "Brio 300"] },
      { b: "Elgato", n: "Facecam Pro", m: "10WAB9901", p: 299, d: "- True 4K60 Ultra HD Webcam for Live Streaming, Gaming, Video Calls, Sony Sensor, Advanced Light Correction, DSLR Style Control, works with OBS, Zoom, Teams, PC/Mac", sib: ["Facecam", "Facecam MK.2", "Facecam Neo"] },
      { b: "Insta360", n: "Link 2", m: "CINSABBA", p: 199, d: "- PTZ 4K Webcam for PC/Mac, 1/2\" Sensor, AI Tracking, Gesture Control, HDR, Noise-Canceling Microphone, Specially Designed for Video Calls", sib: ["Link", "Link 2C", "Link 2 Pro"] },
    ],
  },
  {
    kind: {
      category: "Technology",
      subcategory: "Phones",
      group: "Wireless",
      node: "Cell Phones",
      accessoryGroup: "Wireless",
      short: "Smartphone",
      colours: ["Natural Titanium", "Black", "Phantom Black", "Obsidian", "Blue"],
      makers: ["Spigen", "OtterBox", "ESR", "amFilm", "Ringke", "TORRAS", "Supershieldz"],
      decoys: [
        ["accessory", "{X} Ultra Hybrid Case Designed for {B} {N}, Crystal Clear Military Grade Drop Protection", "Basic Cases", [12, 25]],
        ["accessory", "{X} Tempered Glass Screen Protector for {B} {N}, 3 Pack, Case Friendly, Bubble Free", "Screen Protectors", [7, 14]],
        ["accessory", "{X} Camera Lens Protector for {B} {N}, 9H Tempered Glass Camera Cover", "Screen Protectors", [6, 12]],
        ["compatible", "{X} Magnetic Car Mount Compatible with {B} {N}, Dashboard Phone Holder", "Car Cradles & Mounts", [15, 35]],
        ["compatible", "{X} 25W Fast Charger Block with USB C Cable for {B} {N}", "Wall Chargers", [12, 22]],
        ["accessory", "{B} {N} Silicone Case with MagSafe - {C}", "Basic Cases", [39, 49]],
        ["renewed", "{B} {N}, 128GB, {C} - Unlocked (Renewed)", "Cell Phones", [399, 799]],
        ["renewed", "{B} {N}, 256GB, {C} - Unlocked (Renewed Premium)", "Cell Phones", [499, 899]],
        ["bundle", "{B} {N} 256GB Unlocked Bundle with Case, Screen Protector and 45W Charger", "Cell Phones", [899, 1299]],
      ],
    },
    products: [
      { b: "Apple", n: "iPhone 15 Pro", m: "MTUV3LL/A", p: 999, d: "(128 GB) - Natural Titanium | [Locked] | Boost Infinite plan required starting at $60/mo. | 48MP Main camera", sib: ["iPhone 15 Pro Max", "iPhone 15", "iPhone 14 Pro"] },
      { b: "Apple", n: "iPhone 16", m: "MYE73LL/A", p: 829, d: "128 GB: 5G Phone with Camera Control, A18 Chip and a Big Boost in Battery Life. Works with AirPods; Black", sib: ["iPhone 16 Plus", "iPhone 16 Pro", "iPhone 15"] },
      { b: "Samsung", n: "Galaxy S24 Ultra", m: "SM-S928UZKAXAA", p: 1299, d: "Cell Phone, 256GB AI Smartphone, Unlocked Android, 200MP, 100x Zoom Cameras, Long Battery Life, S Pen, US Version, 2024, Titanium Black", sib: ["Galaxy S24+", "Galaxy S24", "Galaxy S23 Ultra"] },
      { b: "Google", n: "Pixel 8 Pro", m: "GA04798-US", p: 999, d: "- Unlocked Android Smartphone with Telephoto Lens and Super Actua Display - 24-Hour Battery - Obsidian - 128 GB", sib: ["Pixel 8", "Pixel 8a", "Pixel 7 Pro"] },
      { b: "Samsung", n: "Galaxy Z Flip6", m: "SM-F741UZKAXAA", p: 1099, d: "AI Cell Phone, 256GB Unlocked Android Smartphone, Flex Mode, Pocket-Sized Design, 50MP Camera, Long Battery Life, US Version, 2024, Silver Shadow", sib: ["Galaxy Z Flip5", "Galaxy Z Fold6", "Galaxy S24"] },
    ],
  },
  {
    kind: {
      category: "Technology",
      subcategory: "Tablets",
      group: "Personal Computer",
      node: "Tablets",
      accessoryGroup: "Personal Computer",
      short: "Tablet",
      colours: ["Space Gray", "Silver", "Blue", "Starlight"],
      makers: ["ESR", "ProCase", "MoKo", "Paperlike", "JETech", "Fintie"],
      decoys: [
        ["accessory", "{X} Case for {B} {N}, Trifold Stand Smart Cover with Auto Wake/Sleep and Pencil Holder", "Tablet Cases", [14, 29]],
        ["accessory", "{X} Paper Feel Screen Protector for {B} {N}, Matte PET Film for Drawing, 2 Pack", "Screen Protectors", [9, 19]],
        ["compatible", "{X} Stylus Pen Compatible with {B} {N}, Palm Rejection, Tilt Sensitive", "Styluses", [19, 39]],
        ["compatible", "{X} Bluetooth Keyboard Case for {B} {N}, Detachable Wireless Keyboard with Backlight", "Tablet Keyboards", [39, 69]],
        ["bundle", "{B} {N} Wi-Fi 128GB Bundle with Smart Folio and Pencil", "Tablets", [699, 1199]],
        ["renewed", "{B} {N}, Wi-Fi, 64GB, {C} (Renewed)", "Tablets", [249, 599]],
      ],
    },
    products: [
      { b: "Apple", n: "iPad Air 11-inch (M2)", m: "MUWD3LL/A", p: 599, d: "Built for Apple Intelligence, Liquid Retina Display, 128GB, 12MP Front/Back Camera, Wi-Fi 6E, Touch ID, All-Day Battery Life - Space Gray", tn: "iPad Air 11-inch (M2)", sib: ["iPad Air 13-inch (M2)", "iPad Pro 11-inch (M4)", "iPad Air (5th Generation)"], alt: "iPad Air M2" },
      { b: "Apple", n: "iPad mini (A17 Pro)", m: "MXN73LL/A", p: 499, d: "Apple Intelligence, 8.3-inch Liquid Retina Display, 128GB, Wi-Fi 6E, 12MP Front/12MP Back Camera, Touch ID, All-Day Battery Life - Space Gray", sib: ["iPad mini (6th Generation)", "iPad Air 11-inch (M2)"] },
      { b: "Samsung", n: "Galaxy Tab S9 FE", m: "SM-X510NZAAXAR", p: 449, d: "10.9\" 128GB WiFi Android Tablet, Long Lasting Battery, IP68 Water Resistant, S Pen Included, Gray", sib: ["Galaxy Tab S9", "Galaxy Tab S9 FE+", "Galaxy Tab A9+"] },
      { b: "Amazon", n: "Kindle Paperwhite", m: "B0CFPJYX7P", p: 159, d: "(16 GB) - Our fastest Kindle ever, with new 7\" glare-free display and weeks of battery life - Black", sib: ["Kindle Paperwhite Signature Edition|(32 GB) - Wireless Charging, Auto-Adjusting Front Light, Metallic Black", "Kindle Scribe|(16 GB) - Digital Notebook with Premium Pen, Tungsten", "Kindle Colorsoft Signature Edition|(32 GB) - Color E-Reader with Auto-Adjusting Front Light"] },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Beauty
  {
    kind: {
      category: "Beauty",
      subcategory: "Skincare",
      group: "Beauty",
      node: "Face Serums",
      accessoryGroup: "Beauty",
      short: "Face Serum",
      colours: ["1 Fl Oz", "30ml", "1.0 oz"],
      makers: ["Jarlson", "Lolalet", "ULG", "Yebeauty", "Segbeauty"],
      decoys: [
        ["multipack", "{B} {N}, 2 Pack, 1 fl oz each", "Face Serums", [20, 90]],
        ["multipack", "{B} {N} Value Set of 3", "Face Serums", [30, 120]],
        ["compatible", "{X} Empty Glass Dropper Bottles for Serums like {B} {N}, 30ml, 6 Pack", "Refillable Cosmetic Containers", [8, 14]],
        ["bundle", "{B} {N} Skincare Bundle with Cleanser and Moisturizer, 3 Piece Set", "Skin Care Sets & Kits", [35, 110]],
        ["accessory", "{B} {N} Refill Pouch, Eco-Friendly Refill", "Face Serums", [15, 60]],
        ["renewed", "{B} {N} Travel Size Mini, 0.5 fl oz (Sample)", "Face Serums", [5, 20]],
      ],
    },
    products: [
      { b: "The Ordinary", n: "Niacinamide 10% + Zinc 1%", m: "769915190311", p: 6, d: "High Strength Vitamin and Mineral Blemish Formula, 1 Fl Oz", sib: ["Hyaluronic Acid 2% + B5", "Azelaic Acid Suspension 10%", "Alpha Arbutin 2% + HA"] },
      { b: "The Ordinary", n: "Hyaluronic Acid 2% + B5", m: "769915190328", p: 9, d: "Hydration Support Formula with Ultra-Low, Low, Medium, High Molecular Weight HA, 1 Fl Oz", sib: ["Niacinamide 10% + Zinc 1%", "Multi-Peptide + HA Serum", "Hyaluronic Acid 2% + B5 (Ceramide)"] },
      { b: "CeraVe", n: "Hydrating Hyaluronic Acid Serum", m: "3606000558423", p: 19, d: "for Face with Vitamin B5 and Ceramides, Hydrating Face Serum for Dry Skin, Fragrance Free, 1 Oz", sib: ["Skin Renewing Vitamin C Serum", "Resurfacing Retinol Serum", "Hydrating Facial Cleanser"] },
      { b: "La Roche-Posay", n: "Hyalu B5 Serum", m: "3337875695839", p: 40, d: "Hyaluronic Acid Serum for Face with Vitamin B5, Anti-Aging Serum for Fine Lines and Wrinkles, Hydrating and Plumping, 1 Fl Oz", sib: ["Retinol B3 Serum", "Pure Vitamin C Face Serum", "Toleriane Double Repair Face Moisturizer"] },
      { b: "Paula's Choice", n: "Skin Perfecting 2% BHA Liquid Exfoliant", m: "655439020106", p: 35, d: "Facial Exfoliant for Blackheads, Enlarged Pores, Wrinkles & Fine Lines, 4 Fl Oz", sib: ["Skin Perfecting 8% AHA Gel Exfoliant", "Skin Perfecting 2% BHA Liquid Exfoliant Travel Size", "10% Niacinamide Booster"] },
      { b: "Drunk Elephant", n: "C-Firma Fresh Day Serum", m: "856556004876", p: 78, d: "Vitamin C Serum for Face with 15% L-Ascorbic Acid, Brightening and Firming, 1 Fl Oz", sib: ["B-Hydra Intensive Hydration Serum", "T.L.C. Framboos Glycolic Night Serum", "Protini Polypeptide Cream"] },
      { b: "COSRX", n: "Advanced Snail 96 Mucin Power Essence", m: "8809416470009", p: 25, d: "Hydrating Serum for Face with Snail Secretion Filtrate for Dull Skin & Fine Lines, Korean Skin Care, 3.38 fl oz", sib: ["Advanced Snail 92 All in One Cream", "Snail Mucin 96% Power Repairing Essence Mini", "The Niacinamide 15 Serum"] },
    ],
  },
  {
    kind: {
      category: "Beauty",
      subcategory: "Makeup",
      group: "Beauty",
      node: "Lip Balms & Moisturizers",
      accessoryGroup: "Beauty",
      short: "Makeup",
      colours: ["Shade 01", "Nude", "Berry", "Light Medium"],
      makers: ["BS-MALL", "Real Techniques", "Beautyblender", "EcoTools", "MAANGE"],
      decoys: [
        ["compatible", "{X} Makeup Brush Set for Liquid Foundation like {B} {N}, 14 Pcs Synthetic Brushes", "Makeup Brush Sets", [9, 19]],
        ["compatible", "{X} Makeup Sponge Blender, Works with {B} {N}, Latex Free Beauty Sponge 4 Pack", "Makeup Sponges", [6, 12]],
        ["multipack", "{B} {N}, Pack of 2", "Makeup", [14, 70]],
        ["bundle", "{B} {N} Gift Set with Mini Mascara and Makeup Bag", "Makeup Sets", [25, 80]],
        ["accessory", "{B} {N} Refill Cartridge, {C}", "Makeup", [9, 30]],
        ["renewed", "{B} {N} Mini Travel Size, {C}", "Makeup", [8, 20]],
      ],
    },
    products: [
      { b: "Rare Beauty", n: "Soft Pinch Liquid Blush", m: "RB-SPLB-HOPE", p: 23, d: "- Long-Lasting, Weightless, Buildable Color for Cheeks - Hope, 0.25 oz", sib: ["Soft Pinch Luminous Powder Blush", "Positive Light Liquid Luminizer", "Warm Wishes Effortless Bronzer Stick"] },
      { b: "Maybelline", n: "Sky High Mascara", m: "041554579900", p: 12, d: "Lash Sensational Washable Mascara, Volumizing, Lengthening, Defining, Curling, Multiplying, Buildable Formula, Blackest Black, 1 Count", sib: ["Lash Sensational Mascara", "Great Lash Mascara", "Sky High Waterproof Mascara"] },
      { b: "Fenty Beauty", n: "Pro Filt'r Soft Matte Longwear Foundation", m: "FB-PFSMLF-220", p: 40, d: "- 220 - Light Medium with Warm Olive Undertones, 1.08 oz", sib: ["Pro Filt'r Hydrating Longwear Foundation", "Eaze Drop Blurring Skin Tint", "Pro Filt'r Instant Retouch Primer"] },
      { b: "Laneige", n: "Lip Sleeping Mask", m: "8809643068718", p: 24, d: "- Berry - Overnight Lip Treatment with Hyaluronic Acid, Vitamin C & Murumuru Seed Butter, 0.7 oz", sib: ["Lip Glowy Balm", "Bouncy & Firm Sleeping Mask", "Lip Sleeping Mask Mini"] },
      { b: "e.l.f.", n: "Power Grip Primer", m: "609332831237", p: 10, d: "Gel-Based & Hydrating Face Primer For Smoothing Skin & Gripping Makeup, Infused With Hyaluronic Acid, 0.811 Fl Oz", sib: ["Halo Glow Liquid Filter", "Poreless Putty Primer", "Power Grip Setting Spray"] },
      { b: "NARS", n: "Radiant Creamy Concealer", m: "607845027101", p: 32, d: "- Custard, 0.22 oz - Medium Coverage Concealer with Natural Radiant Finish", sib: ["Soft Matte Complete Concealer", "Light Reflecting Foundation", "Radiant Creamy Concealer Mini"] },
    ],
  },
  {
    kind: {
      category: "Beauty",
      subcategory: "Hair Care",
      group: "Beauty",
      node: "Hair Dryers & Stylers",
      accessoryGroup: "Beauty",
      short: "Hair Styler",
      colours: ["Nickel/Copper", "Vinca Blue/Rose", "Black", "Prussian Blue"],
      makers: ["Aemiky", "Amarine", "KAMWAY", "BESTTOOL", "Ecomtop"],
      decoys: [
        ["accessory", "{X} Storage Case for {B} {N}, Travel Bag Organizer for Attachments", "Hair Dryer Cases", [19, 39]],
        ["compatible", "{X} Diffuser Attachment Compatible with {B} {N}, Curly Hair Diffuser Nozzle", "Hair Dryer Attachments", [14, 29]],
        ["compatible", "{X} Replacement Filter for {B} {N}, Stainless Steel Filter Cage", "Hair Dryer Attachments", [9, 15]],
        ["accessory", "{B} {N} Storage Stand, {C}", "Hair Dryer Stands", [29, 59]],
        ["bundle", "{B} {N} Gift Edition with Presentation Case and Paddle Brush", "Hair Dryers & Stylers", [499, 699]],
        ["renewed", "{B} {N}, {C} (Refurbished)", "Hair Dryers & Stylers", [249, 449]],
      ],
    },
    products: [
      { b: "Dyson", n: "Airwrap Multi-Styler Complete Long", m: "400714-01", p: 599, d: "- Nickel/Copper - Hair Styling Tool with Coanda Air, Curls, Waves, Smooths and Dries", sib: ["Airwrap i.d. Multi-Styler|and Dryer, Nickel/Copper", "Airwrap Multi-Styler Complete|- Nickel/Copper", "Supersonic Hair Dryer|- Vinca Blue/Rose"] },
      { b: "Dyson", n: "Supersonic Hair Dryer", m: "386732-01", p: 429, d: "- Fast Drying, No Heat Damage, Intelligent Heat Control, 5 Styling Attachments - Vinca Blue/Rose", sib: ["Supersonic Nural Hair Dryer|- Vinca Blue/Topaz", "Supersonic r Professional Hair Dryer|- Nickel/Copper", "Airwrap Multi-Styler Complete Long|- Nickel/Copper"] },
      { b: "Shark", n: "FlexStyle", m: "HD430", p: 279, d: "Air Styling & Drying System, Powerful Hair Blow Dryer & Multi-Styler with Auto-Wrap Curlers, Paddle Brush, Oval Brush & Concentrator, Black", brandField: "Shark", sib: ["SpeedStyle|3-in-1 High-Velocity Hair Dryer & Styler, Black", "FlexFusion|Air & Ceramic Styler and Dryer System", "Style iQ|Ionic Hair Dryer & Styler, Silk"] },
      { b: "Revlon", n: "One-Step Volumizer PLUS", m: "RVDR5298", p: 59, d: "2.0 Hair Dryer and Hot Air Brush, Black", sib: ["One-Step Volumizer Original 1.0|Hair Dryer and Hot Air Brush, Black", "One-Step Hair Dryer and Styler|, Black", "One-Step Blowout Brush|Hot Air Brush, Teal"] },
    ],
  },
  {
    kind: {
      category: "Beauty",
      subcategory: "Fragrance",
      group: "Beauty",
      node: "Eau de Parfum",
      accessoryGroup: "Beauty",
      short: "Eau de Parfum",
      colours: ["1.7 Fl Oz", "3.4 Fl Oz", "50ml"],
      makers: ["Travalo", "Gennissy", "Zbeivan", "Segbeauty"],
      decoys: [
        ["compatible", "{X} Refillable Perfume Atomizer for {B} {N}, Travel Spray Bottle 5ml", "Perfume Atomizers", [9, 19]],
        ["renewed", "{B} {N} {S} Tester, 3.4 oz (Unboxed)", "Eau de Parfum", [60, 120]],
        ["bundle", "{B} {N} {S} Gift Set with Body Lotion and Travel Spray", "Fragrance Sets", [100, 190]],
        ["accessory", "{B} {N} Body Lotion, 6.7 oz", "Body Lotions", [35, 70]],
        ["multipack", "{B} {N} Mini Set, 4 x 0.25 oz", "Fragrance Sets", [40, 80]],
      ],
    },
    products: [
      { b: "Yves Saint Laurent", n: "Libre", m: "3614272648425", p: 135, d: "Eau de Parfum Spray for Women, 1.6 Fl Oz", sib: ["Libre Intense|Eau de Parfum Spray for Women, 3 Fl Oz", "Black Opium|Eau de Parfum Spray for Women, 3 Fl Oz", "Libre Le Parfum|Spray for Women, 1.6 Fl Oz"] },
      { b: "Maison Margiela", n: "Replica Jazz Club", m: "3605521172563", p: 158, d: "Eau de Toilette Spray for Men, 3.4 Fl Oz", sib: ["Replica By the Fireplace|Eau de Toilette Spray, 3.4 Fl Oz", "Replica Lazy Sunday Morning|Eau de Toilette Spray, 3.4 Fl Oz", "Replica Coffee Break|Eau de Toilette Spray, 3.4 Fl Oz"] },
      { b: "Dior", n: "Sauvage Eau de Parfum", m: "3348901368247", p: 125, d: "Spray for Men, 2 Fl Oz", sib: ["Sauvage Eau de Toilette|Spray for Men, 3.4 Fl Oz", "Sauvage Elixir|Spray for Men, 2 Fl Oz", "Sauvage Parfum|Spray for Men, 3.4 Fl Oz"] },
      { b: "Glossier", n: "You", m: "GL-YOU-50", p: 78, d: "Eau de Parfum, Warm and Musky Fragrance, 1.7 fl oz", sib: ["You Solid|Perfume Balm, 0.17 oz", "You Doux|Eau de Parfum, 1.7 fl oz", "You Rollerball|Eau de Parfum, 0.3 fl oz"] },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Gaming
  {
    kind: {
      category: "Gaming",
      subcategory: "Controllers",
      group: "Video Games",
      node: "Gamepads & Standard Controllers",
      accessoryGroup: "Video Games",
      short: "Wireless Controller",
      colours: ["White", "Midnight Black", "Cosmic Red", "Carbon Black"],
      makers: ["PowerA", "Skull & Co", "KontrolFreek", "OIVO", "Mcbazel", "Playrealm"],
      decoys: [
        ["accessory", "{X} Thumb Grips for {B} {N}, Performance Thumbsticks, 4 Pack", "Controller Thumb Grips", [9, 19]],
        ["accessory", "{X} Charging Station for {B} {N}, Dual Controller Charger Dock with LED Indicator", "Charging Stations", [19, 29]],
        ["compatible", "{X} Silicone Skin Cover Compatible with {B} {N}, Anti-Slip Protective Case", "Faceplates, Protectors & Skins", [7, 13]],
        ["compatible", "{X} Hard Carrying Case for {B} {N}, Travel Storage Bag", "Cases & Storage", [12, 22]],
        ["accessory", "{B} {N} Replacement Thumbstick Module", "Replacement Parts", [19, 29]],
        ["bundle", "{B} {N} {S} Bundle with Charging Station and Game", "Gamepads & Standard Controllers", [99, 229]],
        ["renewed", "{B} {N} {S} - {C} (Renewed)", "Gamepads & Standard Controllers", [39, 129]],
      ],
    },
    products: [
      { b: "PlayStation", n: "DualSense Edge", m: "CFI-ZCP1", p: 199, d: "Wireless Controller - Midnight Black, PS5", brandField: "PlayStation", sib: ["DualSense Wireless Controller", "DualShock 4 Wireless Controller"], alt: "PS5 DualSense Edge" },
      { b: "Xbox", n: "Elite Wireless Controller Series 2", m: "FST-00001", p: 179, d: "– Black, Adjustable-tension thumbsticks, Wrap-around rubberized grip, Xbox Series X|S, Xbox One, Windows PC", sib: ["Elite Wireless Controller Series 2 – Core", "Wireless Controller – Carbon Black", "Elite Wireless Controller"] },
      { b: "Nintendo", n: "Switch Pro Controller", m: "HACAFSSKA", p: 69, d: "- Black, Compatible with Nintendo Switch and Switch OLED", sib: ["Joy-Con (L)/(R) - Neon Red/Neon Blue", "Switch 2 Pro Controller", "Joy-Con Charging Grip"] },
      { b: "8BitDo", n: "Ultimate 2", m: "80NA", p: 69, d: "Wireless Controller with Hall Effect Sticks, 2.4G and Bluetooth, Charging Dock, for Windows PC, Nintendo Switch, Steam Deck - Black", sib: ["Ultimate 2C Wireless Controller", "Ultimate Bluetooth Controller", "Pro 2 Bluetooth Controller"] },
      { b: "SCUF", n: "Reflex Pro", m: "504-600-01-001-NA", p: 229, d: "Wireless Performance Controller for PS5 - Remappable Paddles, Instant Triggers, Performance Thumbsticks - Black", sib: ["Reflex FPS", "Reflex", "Instinct Pro"] },
    ],
  },
  {
    kind: {
      category: "Gaming",
      subcategory: "Gaming Headsets",
      group: "Video Games",
      node: "Headsets",
      accessoryGroup: "Video Games",
      short: "Wireless Gaming Headset",
      colours: ["Black", "White", "Blue"],
      makers: ["Wicked Cushions", "Geekria", "Antlion", "ModMic", "Brainwavz", "Yocover"],
      decoys: [
        ["accessory", "{X} Replacement Ear Pads for {B} {N} Gaming Headset, Cooling Gel Memory Foam Cushions", "Earpads", [15, 32]],
        ["accessory", "{X} Replacement Headband Cushion for {B} {N}, Top Pad Repair Part", "Replacement Parts", [9, 18]],
        ["compatible", "{X} Detachable Boom Microphone Compatible with {B} {N}, Noise Cancelling Mic", "Headset Microphones", [12, 25]],
        ["compatible", "{X} Headset Stand for {B} {N}, RGB Gaming Headphone Holder with USB Hub", "Headphone Stands", [19, 35]],
        ["accessory", "{B} {N} Replacement USB Wireless Transmitter", "Replacement Parts", [29, 49]],
        ["bundle", "{B} {N} {S} Bundle with Gaming Mouse", "Headsets", [199, 399]],
        ["renewed", "{B} {N} {S} - {C} (Renewed)", "Headsets", [69, 219]],
      ],
    },
    products: [
      { b: "SteelSeries", n: "Arctis Nova Pro Wireless", m: "61520", p: 379, d: "Multi-System Gaming Headset - Premium Hi-Fi Drivers - Active Noise Cancellation - Infinity Power System - PC, PS5, PS4, Switch, Mobile", sib: ["Arctis Nova Pro", "Arctis Nova 7 Wireless", "Arctis 7+ Wireless"] },
      { b: "HyperX", n: "Cloud III Wireless", m: "77Z46AA", p: 169, d: "– Gaming Headset for PC, PS5, PS4, up to 120-hour Battery, 2.4GHz Wireless, 53mm Angled Drivers, Memory Foam, Durable Frame, 10mm Microphone, Black", sib: ["Cloud III", "Cloud II Wireless", "Cloud Alpha Wireless"] },
      { b: "Logitech G", n: "Pro X 2 Lightspeed", m: "981-001262", p: 249, d: "Wireless Gaming Headset, Detachable Boom Mic, 50mm Graphene Drivers, DTS:X Headphone 2.0, Bluetooth, for PC, PS5, PS4, Nintendo Switch - Black", tn: "PRO X 2 LIGHTSPEED", sib: ["Pro X Wireless", "G733 Lightspeed", "Astro A50 X"] },
      { b: "Razer", n: "BlackShark V2 Pro", m: "RZ04-04530100-R3U1", p: 199, d: "Wireless Gaming Headset 2023: Detachable Super Wideband Mic - 50mm Drivers - Noise Cancelling - 70 Hr Battery - Black", sib: ["BlackShark V2", "BlackShark V2 X", "Barracuda X"] },
      { b: "Corsair", n: "Virtuoso RGB Wireless XT", m: "CA-9011188-NA", p: 269, d: "Multiplatform Gaming Headset with Bluetooth, Dolby Atmos, Slipstream Wireless, High-Fidelity 50mm Drivers - Slate", sib: ["Virtuoso RGB Wireless", "HS80 RGB Wireless", "Void RGB Elite Wireless"] },
    ],
  },
  {
    kind: {
      category: "Gaming",
      subcategory: "Gaming Mice",
      group: "Personal Computer",
      node: "Gaming Mice",
      accessoryGroup: "Personal Computer",
      short: "Gaming Mouse",
      colours: ["Black", "White", "Pink"],
      makers: ["Tiger Arc", "Hotline Games", "Corepad", "Lizard Skins", "Esports Tiger"],
      decoys: [
        ["accessory", "{X} Mouse Feet Skates for {B} {N}, 0.8mm Curved Edges Replacement Glides", "Mouse Feet", [7, 14]],
        ["accessory", "{X} Grip Tape for {B} {N}, Pre-Cut Anti-Slip Sweat Resistant Mouse Grips", "Mouse Grip Tape", [7, 12]],
        ["compatible", "{X} Paracord Mouse Cable Replacement Compatible with {B} {N}, Ultralight Braided", "Mouse Cables", [14, 24]],
        ["compatible", "{X} Wireless Charging Dock Designed for {B} {N}", "Charging Stations", [29, 49]],
        ["bundle", "{B} {N} {S} and Mouse Pad Bundle", "Gaming Mice", [59, 189]],
        ["renewed", "{B} {N} {S} (Renewed)", "Gaming Mice", [29, 109]],
      ],
    },
    products: [
      { b: "Logitech G", n: "G502 X Plus", m: "910-006160", p: 159, d: "Wireless RGB Gaming Mouse - Optical-mechanical Hybrid switches, Hero 25K Sensor, Lightspeed, Black", sib: ["G502 X Lightspeed", "G502 X", "G502 Hero"] },
      { b: "Logitech G", n: "G305 Lightspeed", m: "910-005280", p: 39, d: "Wireless Gaming Mouse, Hero 12K Sensor, 12,000 DPI, Lightweight, 6 Programmable Buttons, 250h Battery Life, On-Board Memory, PC/Mac - Black", sib: ["G304 Lightspeed", "G705", "G502 Lightspeed"] },
      { b: "Razer", n: "Viper V3 Pro", m: "RZ01-05120100-R3U1", p: 159, d: "Wireless Esports Gaming Mouse: 54g Ultra-Lightweight - Optical Switches Gen-4 - 35K Focus Pro Optical Sensor - 8000Hz HyperPolling Dongle - Black", sib: ["Viper V2 Pro", "Viper V3 HyperSpeed", "DeathAdder V3 Pro"] },
      { b: "Glorious", n: "Model O 2 Wireless", m: "GLO-MS-OWV2-MB", p: 79, d: "Gaming Mouse - 68g Superlight, 26000 DPI BAMF 2.0 Sensor, 110 Hour Battery, Matte Black", sib: ["Model O Wireless", "Model D 2 Wireless", "Model O 2"] },
      { b: "Zowie", n: "EC2-CW", m: "EC2-CW", p: 149, d: "Wireless Ergonomic Gaming Mouse for Esports, Receiver Dock, 24-Step Scroll Wheel, Matte Black", brandField: "BenQ Zowie", sib: ["EC2-C", "EC2-DW", "FK2-CW"] },
    ],
  },
  {
    kind: {
      category: "Gaming",
      subcategory: "Consoles",
      group: "Video Games",
      node: "Consoles",
      accessoryGroup: "Video Games",
      short: "Console",
      colours: ["White", "Black", "Neon Blue/Neon Red"],
      makers: ["JSAUX", "Orzly", "tomtoc", "Skull & Co", "dbrand", "Mumba"],
      decoys: [
        ["accessory", "{X} Carrying Case for {B} {N}, Protective Hard Shell Travel Case with 20 Game Cartridges", "Cases & Storage", [19, 39]],
        ["accessory", "{X} Tempered Glass Screen Protector for {B} {N}, 2 Pack Anti-Scratch", "Screen Protectors", [8, 14]],
        ["compatible", "{X} Docking Station Compatible with {B} {N}, 4K HDMI USB-C Dock", "Docking Stations", [29, 59]],
        ["compatible", "{X} Cooling Fan Stand for {B} {N}, Vertical Stand with Controller Charger", "Cooling Systems", [29, 45]],
        ["accessory", "{B} {N} Replacement Power Adapter", "Power Supplies", [29, 49]],
        ["bundle", "{B} {N} {S} Bundle with 2 Games and Extra Controller", "Consoles", [399, 699]],
        ["renewed", "{B} {N} {S}, {C} (Renewed)", "Consoles", [249, 449]],
      ],
    },
    products: [
      { b: "Nintendo", n: "Switch OLED Model", m: "HEGSKAAAA", p: 349, d: "w/ White Joy-Con", tn: "Switch – OLED Model", sib: ["Switch 2", "Switch Lite", "Switch with Neon Blue and Neon Red Joy‑Con"], alt: "Switch OLED" },
      { b: "Valve", n: "Steam Deck OLED 512GB", m: "1030", p: 549, d: "Handheld Gaming Console, 7.4\" HDR OLED Screen", sib: ["Steam Deck OLED 1TB", "Steam Deck LCD 256GB", "Steam Deck 64GB"] },
      { b: "ASUS", n: "ROG Ally X", m: "RC72LA-NH001W", p: 799, d: "(2024) Gaming Handheld, 7\" 1080p 120Hz Display, AMD Ryzen Z1 Extreme Processor, 1TB, 24GB LPDDR5X, Black", sib: ["ROG Ally (2023)", "ROG Ally Z1", "ROG Xbox Ally X"] },
      { b: "PlayStation", n: "PS5 Pro", m: "CFI-7021", p: 699, d: "Console – 2TB SSD, Wi-Fi 7, Ray Tracing, PlayStation Spectral Super Resolution", tn: "PlayStation 5 Pro", sib: ["PlayStation 5 Slim Digital Edition", "PlayStation 5 Console (Slim)", "PlayStation Portal Remote Player"], brandField: "PlayStation" },
    ],
  },
  {
    kind: {
      category: "Gaming",
      subcategory: "Streaming",
      group: "Personal Computer",
      node: "Video Capture Cards",
      accessoryGroup: "Personal Computer",
      short: "Capture Card",
      colours: ["Black"],
      makers: ["Cable Matters", "Amazon Basics", "Highwings", "JSAUX", "UGREEN"],
      decoys: [
        ["compatible", "{X} 4K HDMI 2.1 Cable for {B} {N}, 6ft 48Gbps High Speed Braided Cord", "HDMI Cables", [9, 17]],
        ["compatible", "{X} USB C to USB A 3.2 Cable Compatible with {B} {N}, 10Gbps, 3ft", "USB Cables", [9, 15]],
        ["accessory", "{X} Hard Case for {B} {N}, EVA Travel Carrying Case", "Cases", [12, 19]],
        ["bundle", "{B} {N} {S} Streaming Bundle with Stream Deck Mini", "Video Capture Cards", [199, 329]],
        ["renewed", "{B} {N} {S} (Renewed)", "Video Capture Cards", [79, 199]],
      ],
    },
    products: [
      { b: "Elgato", n: "HD60 X", m: "10GBE9901", p: 149, d: "- Stream and Record in 1080p60 HDR10 or 4K30 with Ultra-Low Latency on PS5, PS4/Pro, Xbox Series X/S, Xbox One X/S, in OBS and More, Works with PC and Mac", sib: ["HD60 S+", "4K X", "HD60 S"] },
      { b: "Elgato", n: "Stream Deck MK.2", node: "Streaming Controllers", short: "Studio Controller", decoys: [["accessory", "{X} Faceplate for {B} {N}, Custom Aluminum Cover", "Faceplates", [19, 35]], ["compatible", "{X} Stand Compatible with {B} {N}, Adjustable Angle Desk Mount", "Stands", [15, 29]], ["accessory", "{B} {N} Replacement Stand", "Stands", [19, 29]], ["renewed", "{B} {N} (Renewed)", "Streaming Controllers", [89, 119]], ["bundle", "{B} {N} Creator Bundle with Wave:3 Microphone", "Streaming Controllers", [279, 329]]], m: "10GBA9901", p: 149, d: "– Studio Controller, 15 Macro Keys, Trigger Actions in Apps and Software Like OBS, Twitch, YouTube and More, Works with Mac and PC", sib: ["Stream Deck +", "Stream Deck Mini", "Stream Deck XL"] },
      { b: "AVerMedia", n: "Live Gamer Ultra 2.1", m: "GC553G2", p: 199, d: "4K HDMI 2.1 USB Capture Card, Stream and Record 4K60 HDR, Pass-Through 4K144, for PS5, Xbox Series X/S, Nintendo Switch", sib: ["Live Gamer Ultra", "Live Gamer Mini", "Live Gamer 4K 2.1"] },
      { b: "Elgato", n: "Wave:3", sub: "Microphones", node: "USB Microphones", short: "USB Microphone", decoys: [["accessory", "{X} Pop Filter for {B} {N}, Magnetic Mesh Windscreen", "Microphone Windscreens", [12, 22]], ["compatible", "{X} Shock Mount Compatible with {B} {N}, Anti-Vibration Suspension", "Microphone Shock Mounts", [19, 29]], ["accessory", "{B} {N} Shock Mount", "Microphone Shock Mounts", [29, 39]], ["renewed", "{B} {N} Microphone (Renewed)", "USB Microphones", [99, 119]]], m: "10MAB9901", p: 149, d: "- Premium Microphone and Digital Mixer for Streaming, Recording, Podcasting - Condenser Capsule, Anti-Clipping, Mute Indicator, for Mac and PC", sib: ["Wave:1", "Wave Neo", "Wave DX"] },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Fitness
  {
    kind: {
      category: "Fitness",
      subcategory: "Wearables",
      group: "Wireless",
      node: "Smartwatches",
      accessoryGroup: "Wireless",
      short: "Smartwatch",
      colours: ["Midnight", "Starlight", "Black", "Slate", "Graphite"],
      makers: ["Spigen", "Tensea", "Amzpas", "Misxi", "OUHENG", "Fintie"],
      decoys: [
        ["accessory", "{X} Sport Band Compatible with {B} {N}, Soft Silicone Replacement Strap for Women Men", "Smartwatch Bands", [8, 16]],
        ["accessory", "{X} Screen Protector Case for {B} {N}, Hard PC Bumper with Tempered Glass, 2 Pack", "Screen Protectors", [8, 15]],
        ["accessory", "{X} Charger for {B} {N}, Magnetic Fast Charging Cable 3.3ft, 2 Pack", "Chargers", [9, 16]],
        ["compatible", "{X} Nylon Loop Strap Designed for {B} {N}, Adjustable Stretchy Band", "Smartwatch Bands", [9, 16]],
        ["accessory", "{B} {N} Sport Loop Band, {C}", "Smartwatch Bands", [39, 59]],
        ["bundle", "{B} {N} {S} Bundle with Extra Band and Charging Stand", "Smartwatches", [299, 899]],
        ["renewed", "{B} {N} {S}, {C} (Renewed)", "Smartwatches", [149, 599]],
      ],
    },
    products: [
      { b: "Apple", n: "Apple Watch Series 9", m: "MR933LL/A", p: 399, d: "[GPS 45mm] Smartwatch with Midnight Aluminum Case with Midnight Sport Band M/L. Fitness Tracker, Blood Oxygen & ECG Apps, Always-On Retina Display", tn: "Watch Series 9", sib: ["Watch Series 8", "Watch Ultra 2", "Watch SE (2nd Gen)"] },
      { b: "Apple", n: "Apple Watch Ultra 2", m: "MREJ3LL/A", p: 799, d: "[GPS + Cellular 49mm] Smartwatch, Sport Watch with Natural Titanium Case with Blue Alpine Loop M. Fitness Tracker, Precision GPS, Action Button", tn: "Watch Ultra 2", sib: ["Watch Ultra", "Watch Series 9", "Watch Series 10"] },
      { b: "Garmin", n: "Forerunner 265", m: "010-02810-00", p: 449, d: "Running Smartwatch, Colorful AMOLED Display, Training Metrics and Recovery Insights, Black and Powder Gray", sib: ["Forerunner 255", "Forerunner 965", "Forerunner 165"] },
      { b: "Garmin", n: "Fenix 8", m: "010-02904-00", p: 999, d: "– 47 mm, AMOLED, Premium Multisport GPS Smartwatch, Long-Lasting Battery Life, Dive-Rated, Built-in LED Flashlight, Slate Gray", sib: ["Fenix 7 Pro", "Fenix 7", "Epix Pro (Gen 2)"] },
      { b: "Fitbit", n: "Charge 6", m: "GA05183-US", p: 159, d: "Fitness Tracker with Google apps, Heart Rate on Exercise Equipment, 6-Months Premium Membership Included, GPS, Health Tools and More, Obsidian/Black", sib: ["Charge 5", "Inspire 3", "Luxe"] },
      { b: "WHOOP", n: "4.0", m: "WHP4", p: 239, d: "with 12 Month Subscription – Wearable Health, Fitness & Activity Tracker – Continuous Monitoring, Performance Optimization, Heart Rate Tracking", tn: "4.0", alt: "WHOOP 4.0 band", sib: ["MG", "5.0"] },
      { b: "Samsung", n: "Galaxy Watch7", m: "SM-L310NZGAXAA", p: 299, d: "44mm Bluetooth AI Smartwatch w/Energy Score, Wellness Tips, Heart Rate Tracking, Sleep Monitor, Fitness Tracker, 2024, Green", sib: ["Galaxy Watch6", "Galaxy Watch Ultra", "Galaxy Watch FE"] },
    ],
  },
  {
    kind: {
      category: "Fitness",
      subcategory: "Home Gym",
      group: "Sports",
      node: "Dumbbells",
      accessoryGroup: "Sports",
      short: "Adjustable Dumbbells",
      colours: ["Black", "Gray"],
      makers: ["Yes4All", "CAP Barbell", "Amazon Basics", "SogesHome", "Fitvids"],
      decoys: [
        ["accessory", "{X} Dumbbell Stand for {B} {N}, Heavy Duty Weight Rack with Media Rack", "Dumbbell Racks", [89, 199]],
        ["compatible", "{X} Replacement Handle Compatible with {B} {N} Adjustable Dumbbells", "Replacement Parts", [39, 69]],
        ["compatible", "{X} Exercise Floor Mat for {B} {N}, High Density Equipment Mat", "Exercise Mats", [29, 49]],
        ["multipack", "{B} {N} {S}, Pair (Set of 2)", "Dumbbells", [299, 799]],
        ["bundle", "{B} {N} {S} Bundle with Stand and Adjustable Bench", "Dumbbells", [499, 999]],
        ["renewed", "{B} {N} {S} (Renewed)", "Dumbbells", [149, 399]],
      ],
    },
    products: [
      { b: "Bowflex", n: "SelectTech 552", m: "100131", p: 429, d: "Adjustable Dumbbells (Pair), 5-52.5 lbs, Quick Weight Change", sib: ["SelectTech 1090", "SelectTech 552 (Single)", "SelectTech 560"] },
      { b: "PowerBlock", n: "Elite EXP", m: "PB-EXP-50", p: 379, d: "Adjustable Dumbbells, 5-50 lb Per Hand, Expandable Set, Black", sib: ["Pro EXP", "Sport 24", "Elite USA 90"] },
      { b: "NordicTrack", n: "iSelect Voice-Controlled Dumbbells", m: "NTDB5523", p: 429, d: "5-50 lb, Alexa-Enabled Adjustable Dumbbell Set", sib: ["Select-A-Weight Dumbbells", "55 lb Select-A-Weight", "iSelect 2"] },
      { b: "Peloton", n: "Guide", node: "Fitness Technology", short: "Strength Training Device", decoys: [["accessory", "{X} TV Mount for {B} {N}, Camera Bracket Holder", "Mounts", [15, 25]], ["compatible", "{X} Privacy Cover Designed for {B} {N} Camera", "Webcam Covers", [7, 12]], ["accessory", "{B} {N} Heart Rate Band", "Heart Rate Monitors", [89, 99]], ["bundle", "{B} {N} Strength Starter Bundle with Dumbbells and Workout Mat", "Fitness Technology", [499, 699]]], m: "PL-GUIDE-US", p: 295, d: "Camera-Based Strength Training Device with Movement Tracker, Connects to TV", sib: ["Bike+", "Tread", "Row"] },
      { b: "Rogue Fitness", n: "Echo Bike", node: "Exercise Bikes", short: "Air Bike", decoys: [["accessory", "{X} Wind Guard for {B} {N}, Fan Shroud Deflector", "Exercise Bike Accessories", [39, 69]], ["compatible", "{X} Phone Holder Compatible with {B} {N}, Handlebar Mount", "Exercise Bike Accessories", [15, 25]], ["accessory", "{B} {N} Replacement Seat", "Exercise Bike Accessories", [59, 79]], ["renewed", "{B} {N} - Used, Good Condition", "Exercise Bikes", [499, 699]]], m: "RA0637", p: 895, d: "Air Bike Exercise Machine for Home Gym, Belt-Driven Fan Bike", brandField: "Rogue", sib: ["Echo Rower", "Echo Bike Lite"] },
    ],
  },
  {
    kind: {
      category: "Fitness",
      subcategory: "Supplements",
      group: "Health and Beauty",
      node: "Whey Protein",
      accessoryGroup: "Health and Beauty",
      short: "Protein Powder",
      colours: ["Double Rich Chocolate", "Vanilla Ice Cream", "Cookies & Cream"],
      makers: ["BlenderBottle", "Helimix", "Ice Shaker", "Amazon Basics"],
      decoys: [
        ["compatible", "{X} Classic V2 Shaker Bottle for Protein Mixes like {B} {N}, 28-Ounce", "Shaker Bottles", [9, 14]],
        ["accessory", "{B} {N} Single Serve Packets, 30 Count Variety Pack", "Whey Protein", [29, 49]],
        ["multipack", "{B} {N}, {C}, 5 lb, Pack of 2", "Whey Protein", [119, 179]],
        ["bundle", "{B} {N} and Creatine Monohydrate Bundle with Shaker Cup", "Sports Nutrition Sets", [79, 119]],
        ["accessory", "{B} {N} Protein Bar, {C}, 12 Count", "Protein Bars", [24, 32]],
      ],
    },
    products: [
      { b: "Optimum Nutrition", n: "Gold Standard 100% Whey", m: "748927028669", p: 78, d: "Protein Powder, Double Rich Chocolate, 5 Pound (Packaging May Vary)", sib: ["Gold Standard 100% Isolate", "Gold Standard 100% Casein", "Gold Standard Plant Protein|Powder, Vanilla, 1.59 lb"], alt: "ON Gold Standard Whey", altNoBrand: true },
      { b: "Transparent Labs", n: "Grass-Fed Whey Protein Isolate", m: "TL-WPI-CHOC", p: 59, d: "Naturally Flavored, Gluten Free, 28g of Protein, Milk Chocolate, 30 Servings", sib: ["Creatine HMB|Powder, Unflavored, 30 Servings", "Mass Gainer|Powder, Chocolate Glaze Donut, 6 lb", "Organic Vegan Protein|Powder, French Vanilla, 30 Servings"] },
      { b: "Dymatize", n: "ISO100 Hydrolyzed", m: "705016353309", p: 89, d: "Protein Powder, 100% Whey Isolate, 25g of Protein, Gourmet Chocolate, 5 Pound", sib: ["Elite 100% Whey", "ISO100 Clear|Whey Protein Isolate, Lemonade, 20 Servings", "Super Mass Gainer|Protein Powder, Rich Chocolate, 6 lbs"] },
      { b: "Ghost", n: "Whey Protein", m: "GH-WHEY-CCC", p: 44, d: "Powder, Chips Ahoy! Cookie - 2lb, 25g of Protein, Whey Isolate, Concentrate & Hydrolyzed", sib: ["Vegan Protein", "Legend Pre-Workout|Powder, Sour Watermelon, 25 Servings", "Whey Protein Isolate|Powder, Cereal Milk, 2 lb"] },
    ],
  },
  {
    kind: {
      category: "Fitness",
      subcategory: "Yoga",
      group: "Sports",
      node: "Yoga Mats",
      accessoryGroup: "Sports",
      short: "Yoga Mat",
      colours: ["Black", "Midnight", "Purple", "Sage"],
      makers: ["Gaiam", "Tumaz", "Clever Yoga", "Hugger Mugger", "BalanceFrom"],
      decoys: [
        ["accessory", "{X} Yoga Mat Carrying Strap for {B} {N}, Adjustable Sling", "Yoga Straps", [8, 14]],
        ["accessory", "{X} Yoga Mat Bag for {B} {N}, Full Zip Canvas Carrier with Pockets", "Yoga Bags", [19, 35]],
        ["compatible", "{X} Yoga Mat Cleaner Spray for {B} {N} Mats, Natural Tea Tree, 16 oz", "Yoga Mat Cleaners", [9, 15]],
        ["compatible", "{X} Yoga Mat Towel Sized for {B} {N}, Non Slip Microfiber Hot Yoga Towel", "Yoga Towels", [15, 29]],
        ["bundle", "{B} {N} {S} Bundle with 2 Blocks and Strap", "Yoga Mats", [89, 189]],
      ],
    },
    products: [
      { b: "Manduka", n: "PRO Yoga Mat 6mm", m: "111011010", p: 129, d: "- Thick Mat for Support and Stability, Ultra Dense Cushioning, Non Slip, Black", tn: "PRO Yoga Mat 6mm", sib: ["PROlite Yoga Mat 4.7mm", "GRP Adapt Yoga Mat 5mm", "eKO Lite Yoga Mat 4mm"] },
      { b: "Lululemon", n: "The Mat 5mm", m: "LU9A55S", p: 108, d: "Made With FSC-Certified Rubber, Black", sib: ["The Mat 3mm", "Align Mat 5mm", "The Mat 5mm Made With FSC-Certified Rubber (Textured)"] },
      { b: "Liforme", n: "Yoga Mat", m: "LIF-YM-GRY", p: 149, d: "- The World's Best Eco-Friendly, Non Slip Yoga Mat with AlignForMe Markers, Grey", sib: ["Travel Yoga Mat", "Yoga Pad"] },
      { b: "JadeYoga", n: "Harmony Mat", m: "JY-HM-368", p: 94, d: "- 3/16\" Natural Rubber Yoga Mat, 68\", Midnight Blue", sib: ["Voyager Mat", "Travel Mat", "Fusion Mat"] },
      { b: "TheraGun", n: "Prime", sub: "Recovery", node: "Massage Guns", short: "Massage Gun", decoys: [["accessory", "{X} Carrying Case for {B} {N}, Hard Travel Case for Massage Gun", "Massage Gun Cases", [19, 35]], ["compatible", "{X} Replacement Attachments Compatible with {B} {N}, 6 Heads", "Massage Gun Attachments", [19, 29]], ["accessory", "{B} {N} Replacement Battery", "Massage Gun Attachments", [49, 69]], ["renewed", "{B} {N} Massage Gun (Renewed)", "Massage Guns", [179, 229]]], m: "G4-PRIME-PKG-US", p: 299, d: "- Percussive Massage Gun, Deep Tissue Muscle Massager with 5 Attachments, Bluetooth App, Black", brandField: "Therabody", sib: ["Mini (2nd Gen)", "Pro Plus", "Relief"] },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Home & Kitchen
  {
    kind: {
      category: "Home & Kitchen",
      subcategory: "Small Appliances",
      group: "Kitchen",
      node: "Air Fryers",
      accessoryGroup: "Kitchen",
      short: "Kitchen Appliance",
      colours: ["Black", "Stainless Steel", "Gray", "Sage"],
      makers: ["Lhuminay", "Tbmax", "Aieve", "Smarkey", "Yumcute"],
      decoys: [
        ["accessory", "{X} Silicone Liners for {B} {N}, Reusable Basket Pot, 2 Pack", "Air Fryer Accessories", [9, 15]],
        ["accessory", "{X} Parchment Paper Liners Compatible with {B} {N}, 100 Pcs Disposable", "Air Fryer Accessories", [8, 13]],
        ["compatible", "{X} Replacement Basket Designed for {B} {N}, Non-Stick Crisper Tray", "Replacement Parts", [24, 45]],
        ["compatible", "{X} Dust Cover for {B} {N}, Appliance Cover with Pockets", "Appliance Covers", [12, 19]],
        ["accessory", "{B} {N} Replacement Crisper Plate", "Replacement Parts", [19, 35]],
        ["bundle", "{B} {N} Bundle with Recipe Book and Accessory Kit", "Air Fryers", [149, 299]],
        ["renewed", "{B} {N}, {C} (Renewed)", "Air Fryers", [69, 199]],
      ],
    },
    products: [
      { b: "Ninja", n: "AF101 Air Fryer", m: "AF101", p: 89, d: "that Crisps, Roasts, Reheats, & Dehydrates, for Quick, Easy Meals, 4 Quart Capacity, & High Gloss Finish, Grey", tn: "AF101 Air Fryer", brandField: "Ninja", sib: ["AF161 Max XL Air Fryer", "DZ201 Foodi 6-in-1 DualZone Air Fryer", "AF141 Air Fryer Pro"], alt: "Ninja air fryer AF101" },
      { b: "Ninja", n: "Foodi DualZone DZ401", m: "DZ401", p: 179, d: "6-in-1, 10 Quart XL 2-Basket Air Fryer with 2 Independent Frying Baskets, Match Cook & Smart Finish, Black", sib: ["Foodi DualZone DZ201", "Foodi FlexBasket DZ071", "AF161 Max XL Air Fryer"] },
      { b: "COSORI", n: "Pro LE Air Fryer", m: "CP137-AF", p: 89, d: "5 QT, Quick & Easy Meals, UP to 450℉, Quiet, Nonstick & Dishwasher Safe Basket, 9 Customizable Functions, Compact, Black", sib: ["Pro II Air Fryer", "TurboBlaze Air Fryer", "Lite 4-Quart Air Fryer"] },
      { b: "Instant Pot", n: "Duo 7-in-1", m: "112-0170-01", p: 99, d: "Electric Pressure Cooker, Slow Cooker, Rice Cooker, Steamer, Sauté, Yogurt Maker, Warmer & Sterilizer, Includes App With Over 800 Recipes, Stainless Steel, 6 Quart", sib: ["Duo Plus 9-in-1", "Duo Crisp 11-in-1", "Pro 10-in-1"] },
      { b: "Vitamix", n: "5200 Blender", m: "001372", p: 399, d: "Professional-Grade, Container, Self-Cleaning 64 oz, Black", tn: "5200 Blender", sib: ["E310 Explorian Blender", "A3500 Ascent Series", "Propel 750"] },
      { b: "KitchenAid", n: "Artisan Series 5 Quart Tilt-Head Stand Mixer", m: "KSM150PSER", p: 449, d: "with Pouring Shield KSM150PS, Empire Red", sib: ["Classic Series 4.5 Quart Tilt-Head Stand Mixer", "Professional 5 Plus Series", "Artisan Mini 3.5 Quart"] },
      { b: "Breville", n: "Smart Oven Air Fryer Pro", m: "BOV900BSS", p: 399, d: "Countertop Oven BOV900BSS, Brushed Stainless Steel", sib: ["Smart Oven Air Fryer", "Mini Smart Oven", "Joule Oven Air Fryer Pro"] },
    ],
  },
  {
    kind: {
      category: "Home & Kitchen",
      subcategory: "Coffee",
      group: "Kitchen",
      node: "Espresso Machines",
      accessoryGroup: "Kitchen",
      short: "Coffee Maker",
      colours: ["Brushed Stainless Steel", "Black Truffle", "Matte Black", "White"],
      makers: ["Normcore", "MATOW", "Crema Coffee Products", "Espro", "IKAPE", "Fellow"],
      decoys: [
        ["accessory", "{X} 54mm Bottomless Portafilter for {B} {N}, Naked Portafilter with Basket", "Portafilters", [29, 59]],
        ["accessory", "{X} Espresso Tamper for {B} {N}, Spring Loaded Calibrated Tamper", "Tampers", [19, 39]],
        ["compatible", "{X} Replacement Water Filter Compatible with {B} {N}, 6 Pack", "Replacement Water Filters", [15, 25]],
        ["compatible", "{X} Descaling Solution for {B} {N}, Universal Descaler, 2 Uses", "Descalers", [12, 19]],
        ["accessory", "{B} {N} Milk Jug, Stainless Steel 16 oz", "Frothing Pitchers", [19, 35]],
        ["bundle", "{B} {N} Bundle with Coffee Beans and Cleaning Kit", "Espresso Machines", [299, 899]],
        ["renewed", "{B} {N}, {C} (Renewed)", "Espresso Machines", [199, 599]],
      ],
    },
    products: [
      { b: "Breville", n: "Barista Express", m: "BES870XL", p: 599, d: "Espresso Machine BES870XL, Brushed Stainless Steel", sib: ["Barista Express Impress", "Barista Pro", "Bambino Plus"], alt: "Breville Barista Express espresso machine" },
      { b: "Breville", n: "Bambino Plus", m: "BES500BSS", p: 499, d: "Espresso Machine BES500BSS, Brushed Stainless Steel", sib: ["Bambino", "Barista Express", "Barista Touch"] },
      { b: "Baratza", n: "Encore ESP", m: "ENC-ESP", p: 199, d: "Coffee Grinder ZCG495BLK, Black", sib: ["Encore", "Virtuoso+", "Vario+"] },
      { b: "Fellow", n: "Ode Gen 2", m: "1187", p: 345, d: "Brew Grinder - Burr Coffee Grinder with 31 Settings for Drip, French Press, & Cold Brew - Small Footprint - Matte Black", sib: ["Ode Brew Grinder (Gen 1)", "Opus Conical Burr Grinder", "Stagg EKG Electric Kettle"] },
      { b: "Fellow", n: "Stagg EKG", m: "1122BK", p: 165, d: "Electric Gooseneck Kettle - Pour-Over Coffee and Tea Kettle - Stainless Steel Kettle Water Heater - Quick Heating Electric Kettles for Boiling Water, Matte Black, 0.9 Liter", sib: ["Stagg EKG Pro", "Corvo EKG", "Stagg Pour-Over Kettle"] },
      { b: "AeroPress", n: "Original", m: "82R08", p: 40, d: "Coffee and Espresso-style Maker, Barista Level Portable Coffee Maker with Chamber, Plunger, & Filters, Quick Coffee and Tea Maker", sib: ["Go", "Clear", "XL"] },
      { b: "Nespresso", n: "Vertuo Pop+", m: "ENV92B", p: 149, d: "Coffee and Espresso Machine by De'Longhi, Liquorice Black", sib: ["VertuoPlus", "Vertuo Next", "Essenza Mini"] },
    ],
  },
  {
    kind: {
      category: "Home & Kitchen",
      subcategory: "Cookware",
      group: "Kitchen",
      node: "Skillets",
      accessoryGroup: "Kitchen",
      short: "Skillet",
      colours: ["Black", "Graphite", "Sage", "Cream"],
      makers: ["Home-Complete", "Hot Handle", "Caron & Doucet", "The Ringer", "Utopia Kitchen"],
      decoys: [
        ["accessory", "{X} Silicone Hot Handle Holder for {B} {N}, Heat Resistant Pot Holder Sleeve", "Pot Holders", [6, 11]],
        ["accessory", "{X} Tempered Glass Lid for {B} {N}, Fits 12 Inch Skillet", "Lids", [15, 29]],
        ["compatible", "{X} Cast Iron Seasoning Oil for {B} {N} and All Cookware, 8 oz", "Cookware Care", [9, 15]],
        ["compatible", "{X} Chainmail Scrubber for {B} {N}, Stainless Steel Cast Iron Cleaner", "Cleaning Brushes", [9, 15]],
        ["multipack", "{B} {N} Set of 3 (8, 10.25 and 12 inch)", "Skillets", [59, 199]],
        ["bundle", "{B} {N} Bundle with Lid, Scraper and Handle Cover", "Cookware Sets", [49, 199]],
      ],
    },
    products: [
      { b: "Lodge", n: "10.25 Inch Cast Iron Skillet", m: "L8SK3", p: 24, d: "Pre-Seasoned Skillet with Helper Handle, Black", tn: "10.25 Inch Cast Iron Skillet", sib: ["12 Inch Cast Iron Skillet", "8 Inch Cast Iron Skillet", "10.25 Inch Carbon Steel Skillet"] },
      { b: "Made In", n: "12 Inch Carbon Steel Frying Pan", m: "CS-12", p: 99, d: "- Seasoned, Induction Compatible, Professional Cookware - Made in Sweden", sib: ["10 Inch Carbon Steel Frying Pan", "12 Inch Stainless Clad Frying Pan", "12 Inch Non Stick Frying Pan"] },
      { b: "HexClad", n: "Hybrid Nonstick 12-Inch Frying Pan", m: "HX-12FP", p: 139, d: "with Tempered Glass Lid, Stay-Cool Handle, Dishwasher and Oven Safe, Induction Ready", sib: ["Hybrid Nonstick 10-Inch Frying Pan", "Hybrid Nonstick 6-Piece Pan Set", "Hybrid Nonstick 8-Quart Stockpot"] },
      { b: "Le Creuset", n: "Enameled Cast Iron Signature Round Dutch Oven 5.5 Qt", m: "LS2501-2667", p: 420, d: "Cerise", sib: ["Enameled Cast Iron Signature Round Dutch Oven 7.25 Qt", "Enameled Cast Iron Signature Oval Dutch Oven 5 Qt", "Enameled Cast Iron Signature Braiser 3.5 Qt"] },
      { b: "All-Clad", n: "D3 Stainless 12-Inch Fry Pan", m: "41126", p: 139, d: "Tri-Ply Bonded, Induction, Oven Broiler Safe 600F, Silver", sib: ["D3 Stainless 10-Inch Fry Pan", "D5 Stainless 12-Inch Fry Pan", "HA1 Hard Anodized 12-Inch Fry Pan"] },
      { b: "Caraway", n: "Nonstick Ceramic Cookware Set", m: "CW-SET-12", p: 395, d: "(12 Piece) Pots, Pans, Lids and Kitchen Storage - Non Toxic, PTFE & PFOA Free - Oven Safe & Compatible with All Stovetops - Sage", sib: ["Nonstick Ceramic Fry Pan", "Nonstick Ceramic Minis Set", "Stainless Steel Cookware Set"] },
    ],
  },
  {
    kind: {
      category: "Home & Kitchen",
      subcategory: "Knives",
      group: "Kitchen",
      node: "Chef's Knives",
      accessoryGroup: "Kitchen",
      short: "Chef Knife",
      colours: ["Black", "Walnut"],
      makers: ["Noble Home & Chef", "Work Sharp", "Sharp Pebble", "Hiware", "Messermeister"],
      decoys: [
        ["accessory", "{X} Knife Sheath for {B} {N}, 8 Inch Chef Knife Edge Guard Cover", "Knife Guards", [7, 14]],
        ["accessory", "{X} Magnetic Knife Block Holder for {B} {N}, Acacia Wood Stand", "Knife Blocks", [29, 49]],
        ["compatible", "{X} Whetstone Sharpener Set for {B} {N}, 1000/6000 Grit Sharpening Stone", "Sharpening Stones", [29, 45]],
        ["compatible", "{X} Honing Steel Compatible with {B} {N}, 10 Inch Sharpening Rod", "Honing Steels", [19, 35]],
        ["bundle", "{B} {N} Set with Paring Knife and Knife Block", "Knife Block Sets", [99, 399]],
      ],
    },
    products: [
      { b: "Victorinox", n: "Fibrox Pro 8-Inch Chef's Knife", m: "40520", p: 55, d: "Kitchen Knife for Cooking, Black", sib: ["Fibrox Pro 10-Inch Chef's Knife", "Fibrox Pro 6-Inch Boning Knife", "Grand Maitre 8-Inch Chef's Knife"] },
      { b: "Shun", n: "Classic 8-Inch Chef's Knife", m: "DM0706", p: 169, d: "Handcrafted Japanese Kitchen Knife, VG-MAX Steel, Pakkawood Handle", sib: ["Classic 6-Inch Chef's Knife", "Premier 8-Inch Chef's Knife", "Classic 7-Inch Santoku"] },
      { b: "Global", n: "G-2 8-Inch Chef's Knife", m: "G-2", p: 119, d: "Stainless Steel Japanese Kitchen Knife", tn: "G-2 - 8 inch Chef's Knife", sib: ["G-48 Santoku", "G-61 Chef's Knife", "GS-5 Vegetable Knife"] },
      { b: "Mac Knife", n: "MTH-80 Professional 8-Inch Chef's Knife", m: "MTH-80", p: 175, d: "with Dimples, Japanese Steel", sib: ["MBK-85 Chef Series 8.5-Inch", "TH-80 Chef Series 8-Inch", "MSK-65 Santoku"] },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Photography
  {
    kind: {
      category: "Photography",
      subcategory: "Cameras",
      group: "Camera",
      node: "Mirrorless Cameras",
      accessoryGroup: "Camera",
      short: "Mirrorless Camera",
      colours: ["Black", "Silver"],
      makers: ["SmallRig", "JJC", "Neewer", "Kiwifotos", "SMALLRIG", "Ulanzi", "Wasabi Power"],
      decoys: [
        ["accessory", "{X} Camera Cage for {B} {N}, Aluminum Alloy Full Cage with Cold Shoe", "Camera Cages", [39, 89]],
        ["accessory", "{X} Screen Protector for {B} {N}, 9H Tempered Glass LCD Protector, 3 Pack", "Screen Protectors", [8, 14]],
        ["accessory", "{X} Battery Pack for {B} {N} (2-Pack) and Dual USB Charger", "Camera Batteries", [29, 49]],
        ["compatible", "{X} Camera Strap Compatible with {B} {N}, Quick Release Neck Shoulder Strap", "Camera Straps", [15, 29]],
        ["compatible", "{X} Silicone Case Cover for {B} {N}, Rubber Protective Housing Skin", "Camera Cases", [12, 22]],
        ["accessory", "{B} {N} Rechargeable Battery Pack", "Camera Batteries", [59, 89]],
        ["bundle", "{B} {N} {S} with 18-45mm Lens Kit + 64GB Card + Bag Bundle", "Mirrorless Cameras", [799, 2699]],
        ["renewed", "{B} {N} {S} Body (Renewed)", "Mirrorless Cameras", [499, 1799]],
      ],
    },
    products: [
      { b: "Sony", n: "Alpha a7 IV", m: "ILCE7M4/B", p: 2498, d: "Full-Frame Mirrorless Interchangeable Lens Camera Body Only - Black", tn: "Alpha 7 IV", sib: ["Alpha 7 III", "Alpha 7C II", "Alpha 7R V"], alt: "Sony A7 IV" },
      { b: "Sony", n: "ZV-E10 II", m: "ZVE10M2/B", p: 998, d: "Mirrorless Interchangeable Lens Vlog Camera Body Only - Black", sib: ["ZV-E10", "ZV-1 II", "ZV-E1"] },
      { b: "Canon", n: "EOS R6 Mark II", m: "5666C002", p: 2499, d: "Mirrorless Camera Body, Full-Frame Camera, 24.2 MP, 4K 60p Video, Up to 40 fps, Black", sib: ["EOS R6", "EOS R5 Mark II", "EOS R8"] },
      { b: "Canon", n: "EOS R50", m: "5811C002", p: 679, d: "Mirrorless Vlogging Camera (Body Only), 24.2 MP, 4K Video, Subject Detection & Tracking, Compact, Content Creator, Black", sib: ["EOS R10", "EOS R100", "EOS R50 V"] },
      { b: "Fujifilm", n: "X-T5", m: "16782301", p: 1699, d: "Mirrorless Digital Camera Body - Silver", sib: ["X-T4", "X-T50", "X-S20"] },
      { b: "Fujifilm", n: "X100VI", m: "16821622", p: 1599, d: "Digital Camera - Black", sib: ["X100V", "X100F", "XF10"] },
      { b: "Nikon", n: "Z6 III", m: "1810", p: 2499, d: "Full Frame Mirrorless Camera Body, 24.5MP, 6K/60p RAW Video, 4K/120p", sib: ["Z6 II", "Z8", "Zf"] },
      { b: "GoPro", n: "HERO12 Black", m: "CHDHX-121-CN", p: 349, d: "- Waterproof Action Camera with 5.3K60 Ultra HD Video, 27MP Photos, HDR, 1/1.9\" Image Sensor, Live Streaming, Webcam, Stabilization", sib: ["HERO11 Black", "HERO13 Black", "HERO12 Black Creator Edition"], alt: "GoPro Hero 12" },
      { b: "DJI", n: "Osmo Pocket 3", m: "CP.OS.00000301.01", p: 519, d: "Vlogging Camera with 1'' CMOS & 4K/120fps Video, 3-Axis Stabilization, Face/Object Tracking, Fast Focusing, Mic Included for Clear Sound", sib: ["Osmo Pocket 2", "Osmo Action 4", "Osmo Pocket 3 Creator Combo"] },
    ],
  },
  {
    kind: {
      category: "Photography",
      subcategory: "Lenses",
      group: "Camera",
      node: "Camera Lenses",
      accessoryGroup: "Camera",
      short: "Lens",
      colours: ["Black"],
      makers: ["K&F Concept", "JJC", "Hoya", "Tiffen", "Urth", "Altura Photo"],
      decoys: [
        ["accessory", "{X} 67mm UV Filter for {B} {N}, Multi-Coated Protection Filter", "Lens Filters", [15, 39]],
        ["accessory", "{X} Lens Hood for {B} {N}, Reversible Petal Shade", "Lens Hoods", [12, 25]],
        ["accessory", "{X} Front Lens Cap Compatible with {B} {N}, Center Pinch Snap-On Cover, 2 Pack", "Lens Caps", [7, 12]],
        ["compatible", "{X} Lens Pouch Designed for {B} {N}, Neoprene Protective Bag", "Lens Cases", [9, 16]],
        ["bundle", "{B} {N} Lens Bundle with Filter Kit and Cleaning Pen", "Camera Lenses", [299, 1899]],
        ["renewed", "{B} {N} Lens (Renewed)", "Camera Lenses", [199, 1299]],
      ],
    },
    products: [
      { b: "Sony", n: "FE 50mm F1.8", m: "SEL50F18F", p: 248, d: "Standard Prime Lens (SEL50F18F), Black", sib: ["FE 50mm F1.4 GM", "FE 85mm F1.8", "FE 50mm F2.5 G"] },
      { b: "Sigma", n: "24-70mm F2.8 DG DN II Art", m: "578965", p: 1299, d: "for Sony E-Mount", sib: ["24-70mm F2.8 DG DN Art", "28-70mm F2.8 DG DN Contemporary", "24-105mm F4 DG OS HSM Art"] },
      { b: "Canon", n: "RF50mm F1.8 STM", m: "4515C002", p: 199, d: "Lens, Compact and Lightweight, for Canon RF Mount Mirrorless Cameras, Black", sib: ["RF35mm F1.8 Macro IS STM", "RF85mm F2 Macro IS STM", "RF50mm F1.2 L USM"] },
      { b: "Tamron", n: "28-75mm F/2.8 Di III VXD G2", m: "A063S", p: 799, d: "for Sony Mirrorless Full Frame/APS-C E Mount", sib: ["28-75mm F/2.8 Di III RXD", "17-28mm F/2.8 Di III RXD", "28-200mm F/2.8-5.6 Di III RXD"] },
      { b: "Viltrox", n: "AF 27mm F1.2 Pro", m: "AF27XF", p: 499, d: "Fujifilm X Mount, APS-C Large Aperture Autofocus Lens", sib: ["AF 23mm F1.4", "AF 33mm F1.4", "AF 75mm F1.2 Pro"] },
    ],
  },
  {
    kind: {
      category: "Photography",
      subcategory: "Tripods",
      group: "Camera",
      node: "Complete Tripods",
      accessoryGroup: "Camera",
      short: "Tripod",
      colours: ["Black", "Carbon Fiber", "Aluminum"],
      makers: ["SmallRig", "Neewer", "Ulanzi", "Desmond", "Sunwayfoto"],
      decoys: [
        ["accessory", "{X} Arca Swiss Quick Release Plate for {B} {N}, 50mm Aluminum QR Plate", "Tripod Quick Release Plates", [12, 25]],
        ["accessory", "{X} Phone Mount for {B} {N}, Tripod Smartphone Holder Clamp", "Tripod Heads", [15, 29]],
        ["compatible", "{X} Tripod Carrying Bag Compatible with {B} {N}, Padded Case 25 Inch", "Tripod Cases", [19, 35]],
        ["compatible", "{X} Rubber Feet Replacement for {B} {N}, 3 Pack Tripod Leg Feet", "Replacement Parts", [9, 16]],
        ["bundle", "{B} {N} {S} Kit with Ball Head, Phone Mount and Bag", "Complete Tripods", [199, 699]],
      ],
    },
    products: [
      { b: "Peak Design", n: "Travel Tripod Carbon Fiber", m: "TT-CB-5-150-CF-1", p: 649, d: "Compact, Lightweight, Stable", sib: ["Travel Tripod Aluminum", "Travel Tripod Phone Mount", "Universal Head"], alt: "Peak Design travel tripod" },
      { b: "Manfrotto", n: "Befree Advanced", m: "MKBFRTA4BK-BH", p: 219, d: "Aluminum Travel Tripod Twist Lock with Ball Head, Portable and Compact", sib: ["Befree GT", "Befree Live", "Element MII"] },
      { b: "SmallRig", n: "AD-01 Video Tripod", m: "3751", p: 159, d: "Heavy Duty Aluminum Tripod with Fluid Head, 186cm Max Height, Payload 8kg", sib: ["AD-100 FreeBlazer", "AP-20 Carbon Fiber Tripod", "CT-20 Tripod"] },
      { b: "Joby", n: "GorillaPod 3K Kit", m: "JB01507-BWW", p: 69, d: "Compact Tripod Stand and Ballhead 3K for Compact Mirrorless Cameras", sib: ["GorillaPod 5K Kit", "GorillaPod 1K Kit", "GorillaPod Mobile Rig"] },
    ],
  },
  {
    kind: {
      category: "Photography",
      subcategory: "Lighting",
      group: "Camera",
      node: "Continuous Output Lighting",
      accessoryGroup: "Camera",
      short: "LED Video Light",
      colours: ["Black"],
      makers: ["Neewer", "GVM", "Selens", "Andoer", "Raleno"],
      decoys: [
        ["accessory", "{X} Softbox for {B} {N}, Quick Release Parabolic Softbox with Grid", "Softboxes", [39, 89]],
        ["accessory", "{X} Light Stand for {B} {N}, 9ft Air Cushioned Stand", "Light Stands", [25, 45]],
        ["compatible", "{X} V-Mount Battery Plate Compatible with {B} {N}", "Battery Plates", [29, 59]],
        ["compatible", "{X} Barn Doors Designed for {B} {N}, Bowens Mount", "Barn Doors", [25, 45]],
        ["bundle", "{B} {N} 2-Light Kit with Stands and Softboxes", "Continuous Output Lighting", [399, 999]],
        ["renewed", "{B} {N} (Renewed)", "Continuous Output Lighting", [99, 399]],
      ],
    },
    products: [
      { b: "Aputure", n: "Amaran 200x S", m: "APA0183A2A", p: 299, d: "Bi-Color LED Video Light, 200W 2700-6500K CRI 95+, Bowens Mount, App Control", sib: ["Amaran 100x S", "Amaran 300c", "Amaran 200d S"] },
      { b: "Elgato", n: "Key Light", m: "10GAK9901", p: 199, d: "- Professional 2800 Lumens Studio Panel with App-Adjustable Color and Brightness for Streaming, Recording and Video Conferencing, Works with Mac and PC", sib: ["Key Light Air", "Key Light Mini", "Ring Light"] },
      { b: "Godox", n: "SL60W", m: "SL60W", p: 129, d: "60W LED Video Light, CRI 95+ 5600K Daylight Balanced, Bowens Mount, with Remote", sib: ["SL100W", "SL60IID", "SL150W II"] },
      { b: "Godox", n: "V1 Flash for Sony", m: "V1-S", p: 259, d: "Round Head Camera Flash Speedlite, 76Ws 2.4G TTL 1/8000s HSS, 2600mAh Li-ion Battery", sib: ["V860III for Sony", "AD200Pro", "TT685II for Sony"] },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Outdoors
  {
    kind: {
      category: "Outdoors",
      subcategory: "Camping",
      group: "Sports",
      node: "Backpacking Tents",
      accessoryGroup: "Sports",
      short: "Tent",
      colours: ["Gray", "Green", "Olive", "Orange"],
      makers: ["Ayamaya", "Clostnature", "Wise Owl Outfitters", "MSR", "Unigear"],
      decoys: [
        ["accessory", "{X} Tent Footprint for {B} {N}, Waterproof Ground Tarp with Grommets", "Tent Footprints", [19, 39]],
        ["accessory", "{X} Aluminum Tent Stakes for {B} {N}, 12 Pack Ultralight Pegs", "Tent Stakes", [9, 19]],
        ["compatible", "{X} Replacement Tent Pole Compatible with {B} {N}, Shock Corded Aluminum", "Tent Poles", [25, 45]],
        ["accessory", "{B} {N} Footprint", "Tent Footprints", [49, 79]],
        ["bundle", "{B} {N} {S} with Footprint and Gear Loft Bundle", "Backpacking Tents", [399, 799]],
        ["renewed", "{B} {N} {S} - Used, Good Condition", "Backpacking Tents", [199, 399]],
      ],
    },
    products: [
      { b: "Big Agnes", n: "Copper Spur HV UL2", m: "THVCSG221", p: 549, d: "Backpacking Tent, Ultralight 2 Person, Olive Green", sib: ["Copper Spur HV UL1", "Copper Spur HV UL3", "Tiger Wall UL2"] },
      { b: "MSR", n: "Hubba Hubba 2", m: "13043", p: 549, d: "-Person Lightweight Backpacking Tent, Gray", tn: "Hubba Hubba 2", sib: ["Hubba Hubba 1", "Hubba Hubba 3", "FreeLite 2"] },
      { b: "REI Co-op", n: "Half Dome SL 2+", m: "REI-HDSL2", p: 299, d: "Tent, 2 Person Backpacking Tent with Footprint", sib: ["Half Dome 3 Plus", "Trailmade 2", "Passage 2"] },
      { b: "Jetboil", n: "Flash", node: "Camping Stoves", short: "Cooking System", decoys: [["accessory", "{X} Fuel Canister Stand for {B} {N}, Folding Tripod Stabilizer", "Camping Stove Accessories", [7, 12]], ["compatible", "{X} Pot Support Compatible with {B} {N}, Stainless Steel Cook Stand", "Camping Stove Accessories", [12, 19]], ["accessory", "{B} {N} Java Kit Coffee Press", "Camping Stove Accessories", [19, 25]], ["bundle", "{B} {N} Cooking System Bundle with 2 Jetpower Fuel Canisters", "Camping Stoves", [149, 169]]], m: "FLCBN", p: 129, d: "Camping and Backpacking Stove Cooking System, Carbon", sib: ["MiniMo", "Stash", "Flash Java Kit"] },
      { b: "Coleman", n: "Sundome 4-Person Tent", m: "2000036416", p: 89, d: "Dome Tent with Easy Setup, Rainfly and Ventilation, Green/Navy", sib: ["Sundome 2-Person Tent", "Sundome 6-Person Tent", "Skydome 4-Person Tent"] },
      { b: "Therm-a-Rest", n: "NeoAir XLite NXT", node: "Sleeping Pads", short: "Sleeping Pad", decoys: [["accessory", "{X} Pump Sack for {B} {N}, Ultralight Inflation Bag", "Sleeping Pad Accessories", [19, 35]], ["compatible", "{X} Repair Kit Compatible with {B} {N}, Patch Kit for Air Mattress", "Sleeping Pad Accessories", [9, 15]], ["accessory", "{B} {N} Stuff Sack", "Sleeping Pad Accessories", [15, 19]], ["renewed", "{B} {N} Sleeping Pad - Used, Good", "Sleeping Pads", [119, 149]]], m: "13270", p: 209, d: "Ultralight Backpacking Sleeping Pad, Regular", sib: ["NeoAir XTherm NXT", "NeoAir UberLite", "Z Lite Sol"] },
      { b: "BioLite", n: "CampStove 2+", node: "Camping Stoves", short: "Camping Stove", decoys: [["accessory", "{B} {N} KettlePot", "Camping Stove Accessories", [49, 59]], ["compatible", "{X} Grill Grate Compatible with {B} {N}, Portable BBQ Attachment", "Camping Stove Accessories", [29, 39]], ["bundle", "{B} {N} Complete Cook Kit Bundle with Grill and Kettle", "Camping Stoves", [249, 299]], ["renewed", "{B} {N} Camping Stove (Renewed)", "Camping Stoves", [99, 129]]], m: "CSC1001", p: 169, d: "Wood Burning Camping Stove, Generates Electricity, Charges Devices", sib: ["FirePit+", "CampStove 2", "BaseLantern XL"] },
    ],
  },
  {
    kind: {
      category: "Outdoors",
      subcategory: "Backpacks",
      group: "Luggage",
      node: "Hiking Daypacks",
      accessoryGroup: "Luggage",
      short: "Backpack",
      colours: ["Black", "Stealth Black", "Green", "Blue"],
      makers: ["Joy Walker", "Frelaxy", "Sea to Summit", "Unigear", "Aegismax"],
      decoys: [
        ["accessory", "{X} Backpack Rain Cover for {B} {N}, Waterproof Pack Cover 30-40L", "Backpack Rain Covers", [12, 25]],
        ["accessory", "{X} Hydration Bladder for {B} {N}, 2L Water Reservoir Leak Proof", "Hydration Packs", [19, 35]],
        ["compatible", "{X} Replacement Hip Belt Compatible with {B} {N}, Padded Waist Strap", "Replacement Parts", [19, 39]],
        ["compatible", "{X} Chest Strap Sternum Strap for {B} {N} Backpack, Adjustable Buckle", "Replacement Parts", [8, 14]],
        ["renewed", "{B} {N} {S}, {C} - Used, Like New", "Hiking Daypacks", [79, 189]],
      ],
    },
    products: [
      { b: "Osprey", n: "Talon 22", m: "10004729", p: 160, d: "Men's Hiking Backpack with Hipbelt, Stealth Black, L/XL", sib: ["Talon 26", "Talon 33", "Tempest 22"] },
      { b: "Osprey", n: "Atmos AG 65", m: "10004002", p: 340, d: "Men's Backpacking Backpack, Black, L/XL", sib: ["Atmos AG 50", "Aether 65", "Exos 58"] },
      { b: "Gregory", n: "Baltoro 65", m: "142439", p: 330, d: "Backpacking Pack, Alpine Black, Medium", sib: ["Baltoro 75", "Paragon 58", "Zulu 65"] },
      { b: "Peak Design", n: "Everyday Backpack 20L", m: "BEDB-20-BK-2", p: 279, d: "Black, Camera Bag with Laptop Sleeve", sib: ["Everyday Backpack 30L", "Everyday Backpack Zip 20L", "Travel Backpack 45L"] },
      { b: "Patagonia", n: "Black Hole Pack 25L", m: "49298", p: 149, d: "Black, Water-Resistant Daypack with Laptop Sleeve", sib: ["Black Hole Pack 32L", "Refugio Daypack 26L", "Black Hole Duffel 55L"] },
    ],
  },
  {
    kind: {
      category: "Outdoors",
      subcategory: "Hydration",
      group: "Kitchen",
      node: "Insulated Water Bottles",
      accessoryGroup: "Kitchen",
      short: "Insulated Water Bottle",
      colours: ["Black", "Pacific", "Stone", "Cream", "Rose Quartz"],
      makers: ["Hydro Cell", "Kuliz", "Tanzfrosch", "Yopeyo", "Bottle Bright"],
      decoys: [
        ["accessory", "{X} Straw Lid for {B} {N}, Replacement Flip Lid with 2 Straws and Brush", "Water Bottle Lids", [8, 15]],
        ["accessory", "{X} Silicone Boot Sleeve for {B} {N}, Anti-Slip Bottom Protector", "Water Bottle Accessories", [7, 12]],
        ["compatible", "{X} Replacement Straws Compatible with {B} {N}, 8 Pack Reusable with Cleaning Brush", "Reusable Straws", [6, 10]],
        ["compatible", "{X} Cup Holder Adapter for {B} {N}, Car Expander", "Cup Holders", [12, 22]],
        ["multipack", "{B} {N}, 2 Pack, {C}", "Insulated Water Bottles", [49, 89]],
        ["bundle", "{B} {N} Gift Set with Extra Lid and Straw Kit", "Insulated Water Bottles", [45, 79]],
      ],
    },
    products: [
      { b: "Stanley", n: "Quencher H2.0 FlowState Tumbler 40 oz", m: "10-09843-002", p: 45, d: "Stainless Steel Vacuum Insulated Tumbler with Lid and Straw, Cream", sib: ["Quencher H2.0 FlowState Tumbler 30 oz", "Quencher H2.0 FlowState Tumbler 64 oz", "IceFlow Flip Straw Tumbler 30 oz"], alt: "Stanley Quencher 40 oz" },
      { b: "Hydro Flask", n: "32 oz Wide Mouth", m: "W32BTS001", p: 45, d: "Stainless Steel Reusable Water Bottle with Flex Cap, Black", tn: "32 oz Wide Mouth", sib: ["24 oz Standard Mouth", "40 oz Wide Mouth", "32 oz Lightweight Wide Mouth Trail Series"] },
      { b: "YETI", n: "Rambler 26 oz Bottle", m: "21071060034", p: 40, d: "Vacuum Insulated, Stainless Steel with Chug Cap, Black", sib: ["Rambler 18 oz Bottle", "Rambler 36 oz Bottle", "Rambler 26 oz Straw Cup"] },
      { b: "Owala", n: "FreeSip Insulated Stainless Steel Water Bottle 24 oz", m: "OW-FS24", p: 28, d: "with Straw for Sports and Travel, BPA-Free, Shy Marshmallow", sib: ["FreeSip 32 oz", "FreeSip 19 oz Kids", "FreeSip Twist 24 oz"] },
      { b: "LifeStraw", n: "Go Series", m: "LSGO2", p: 45, d: "– BPA-Free Water Filter Bottle for Travel and Outdoors, 22 oz, Blue", sib: ["Personal Water Filter", "Peak Series Squeeze", "Go Series Stainless Steel"] },
    ],
  },
  {
    kind: {
      category: "Outdoors",
      subcategory: "Footwear",
      group: "Shoes",
      node: "Trail Running Shoes",
      accessoryGroup: "Shoes",
      short: "Trail Running Shoes",
      colours: ["Black/Black", "Blue Graphite", "Olive", "Castlerock"],
      makers: ["Superfeet", "Dr. Scholl's", "Lock Laces", "Kahtoola", "Yaktrax"],
      decoys: [
        ["accessory", "{X} Insoles for {B} {N}, Orthotic Arch Support Shoe Inserts", "Insoles", [25, 55]],
        ["accessory", "{X} Elastic No Tie Shoelaces for {B} {N}, 2 Pairs", "Shoelaces", [8, 13]],
        ["compatible", "{X} Traction Cleats Compatible with {B} {N}, Ice Snow Grips", "Traction Cleats", [19, 39]],
        ["renewed", "{B} {N} {S}, {C} - Used, Very Good", "Trail Running Shoes", [59, 119]],
        ["multipack", "{B} Running Socks for {N}, 3 Pack", "Athletic Socks", [18, 29]],
      ],
    },
    products: [
      { b: "Salomon", n: "Speedcross 6", m: "L41737800", p: 140, d: "Trail Running Shoes for Men, Black/Black/Phantom", sib: ["Speedcross 5", "Speedcross 6 GTX", "Sense Ride 5"] },
      { b: "HOKA", n: "Speedgoat 6", m: "1147791", p: 155, d: "Men's Trail Running Shoe, Stardust/Pink Twilight", brandField: "HOKA ONE ONE", sib: ["Speedgoat 5", "Challenger 7", "Mafate Speed 4"] },
      { b: "Merrell", n: "Moab 3", m: "J035881", p: 110, d: "Men's Hiking Shoe, Walnut", sib: ["Moab 2", "Moab 3 Mid Waterproof", "Moab Speed 2"] },
      { b: "Altra", n: "Lone Peak 8", m: "AL0A82BQ", p: 150, d: "Men's Trail Running Shoe, Black/Gray", sib: ["Lone Peak 7", "Lone Peak 8 Mid All-Wthr", "Olympus 6"] },
      { b: "La Sportiva", n: "Bushido III", m: "56S999100", p: 155, d: "Trail Running Shoes, Black/Yellow", sib: ["Bushido II", "Prodigio", "Akasha II"] },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Music & Audio
  {
    kind: {
      category: "Music & Audio",
      subcategory: "Microphones",
      group: "Musical Instruments",
      node: "Condenser Microphones",
      accessoryGroup: "Musical Instruments",
      short: "Microphone",
      colours: ["Black", "White"],
      makers: ["InnoGear", "Aokeo", "Auphonix", "Neewer", "YOUSHARES", "Gator"],
      decoys: [
        ["accessory", "{X} Pop Filter for {B} {N}, Foam Windscreen Cover to Improve Audio Quality", "Microphone Windscreens", [9, 16]],
        ["accessory", "{X} Shock Mount for {B} {N}, Reduces Vibration Noise, Matching Mic Boom Arm", "Microphone Shock Mounts", [15, 25]],
        ["accessory", "{X} Mic Stand Boom Arm for {B} {N}, Heavy Duty Suspension Scissor Arm", "Microphone Stands", [19, 39]],
        ["compatible", "{X} XLR Cable Compatible with {B} {N}, 10ft Balanced Microphone Cord", "Microphone Cables", [9, 16]],
        ["compatible", "{X} Foam Windscreen Designed for {B} {N}, 2 Pack", "Microphone Windscreens", [8, 13]],
        ["bundle", "{B} {N} {S} Podcast Bundle with Boom Arm and Headphones", "Condenser Microphones", [159, 499]],
        ["renewed", "{B} {N} {S} (Renewed)", "Condenser Microphones", [59, 279]],
      ],
    },
    products: [
      { b: "Shure", n: "SM7B", m: "SM7B", p: 399, d: "Vocal Dynamic Microphone for Broadcast, Podcast & Recording, XLR Studio Mic for Music & Speech, Wide-Range Frequency, Warm & Smooth Sound, Rugged Construction - Black", sib: ["SM7dB", "MV7+", "SM58"], alt: "Shure SM7B mic" },
      { b: "Shure", n: "MV7+", m: "MV7+-K", p: 279, d: "Podcast Microphone, Enhanced Audio, LED Touch Panel, USB-C & XLR Outputs, Auto Level Mode, Digital Pop Filter, Black", sib: ["MV7", "MV6", "MV7X"] },
      { b: "Rode", n: "PodMic USB", m: "PODMICUSB", p: 199, d: "Versatile Dynamic Broadcast Microphone with XLR and USB Connectivity, Internal Pop Filter and Revolution Preamp", brandField: "RØDE", sib: ["PodMic", "NT-USB+", "Procaster"] },
      { b: "Rode", n: "NT1 5th Generation", m: "NT1GEN5", p: 259, d: "Large-Diaphragm Studio Condenser Microphone with XLR and USB Outputs, Black", brandField: "RØDE", sib: ["NT1-A", "NT1 4th Generation", "NT-USB+"] },
      { b: "Audio-Technica", n: "AT2020", m: "AT2020", p: 99, d: "Cardioid Condenser Studio XLR Microphone, Ideal for Project/Home Studio Applications", sib: ["AT2020USB-X", "AT2035", "AT2040"] },
      { b: "Blue", n: "Yeti", m: "988-000100", p: 129, d: "USB Microphone for PC, Mac, Gaming, Recording, Streaming, Podcasting, Studio and Computer Condenser Mic with Blue VO!CE effects, 4 Pickup Patterns, Blackout", brandField: "Logitech for Creators", sib: ["Yeti X", "Yeti Nano", "Snowball iCE"] },
      { b: "Rode", n: "Wireless GO II", m: "WIGOIIUS", p: 299, d: "Single Set Wireless Microphone System with Built-in Microphones, Analogue and Digital USB Outputs", brandField: "RØDE", sib: ["Wireless GO", "Wireless PRO", "Wireless ME"] },
      { b: "DJI", n: "Mic 2", m: "CP.RN.00000325.01", p: 349, d: "(2 TX + 1 RX + Charging Case), Wireless Lavalier Microphone, Intelligent Noise Cancelling, 32-bit Float Internal Recording, 250m Range", sib: ["Mic Mini", "Mic", "Mic 3"] },
    ],
  },
  {
    kind: {
      category: "Music & Audio",
      subcategory: "Audio Interfaces",
      group: "Musical Instruments",
      node: "Audio Interfaces",
      accessoryGroup: "Musical Instruments",
      short: "USB Audio Interface",
      colours: ["Red", "Black"],
      makers: ["Hosa", "Analysis Plus", "Cable Matters", "Aenllosi", "Sisma"],
      decoys: [
        ["accessory", "{X} Hard Travel Case for {B} {N} Audio Interface, Shockproof Storage Bag", "Audio Interface Cases", [15, 25]],
        ["compatible", "{X} USB-C to USB-C Cable Compatible with {B} {N}, 6ft", "USB Cables", [9, 15]],
        ["compatible", "{X} Power Supply Adapter for {B} {N}, 12V Replacement Charger", "Power Supplies", [12, 22]],
        ["bundle", "{B} {N} Studio Bundle with Condenser Mic, Headphones and Cable", "Audio Interfaces", [199, 499]],
        ["renewed", "{B} {N} {S} (Renewed)", "Audio Interfaces", [79, 349]],
      ],
    },
    products: [
      { b: "Focusrite", n: "Scarlett 2i2 4th Gen", m: "AMS-SCARLETT-2I2-4G", p: 199, d: "USB Audio Interface for Recording, Songwriting, Streaming and Podcasting — High-Fidelity, Studio Quality Recording, and All the Software You Need to Record", sib: ["Scarlett 2i2 3rd Gen", "Scarlett Solo 4th Gen", "Scarlett 4i4 4th Gen"], alt: "Scarlett 2i2" },
      { b: "Focusrite", n: "Scarlett Solo 4th Gen", m: "AMS-SCARLETT-SOLO-4G", p: 139, d: "USB Audio Interface for the Guitarist, Vocalist, Podcaster or Producer — High-Fidelity, Studio Quality Recording, and All the Software You Need to Record", sib: ["Scarlett Solo 3rd Gen", "Scarlett 2i2 4th Gen", "Scarlett Solo Studio 4th Gen"] },
      { b: "Universal Audio", n: "Volt 2", m: "VOLT2", p: 189, d: "USB Recording Studio with Vintage Mic Preamp Mode", sib: ["Volt 1", "Volt 276", "Apollo Solo"] },
      { b: "MOTU", n: "M2", m: "M2", p: 199, d: "2x2 USB-C Audio Interface with Studio-Quality Sound and LCD Metering", sib: ["M4", "M6", "UltraLite-mk5"] },
      { b: "GoXLR", n: "Mini", m: "GOXLR-MINI", p: 149, d: "Online Broadcaster Platform and Mixer for Streaming, Black", brandField: "TC-Helicon", sib: ["GoXLR", "GoXLR Mic", "Beacn Mix"] },
    ],
  },
  {
    kind: {
      category: "Music & Audio",
      subcategory: "Instruments",
      group: "Musical Instruments",
      node: "MIDI Keyboard Controllers",
      accessoryGroup: "Musical Instruments",
      short: "MIDI Keyboard Controller",
      colours: ["Black", "White"],
      makers: ["Gator", "Hosa", "CAHAYA", "Nektar", "On-Stage", "D'Addario"],
      decoys: [
        ["accessory", "{X} Padded Gig Bag for {B} {N}, 25 Key Keyboard Carry Case", "Keyboard Bags", [19, 39]],
        ["accessory", "{X} Sustain Pedal for {B} {N}, Universal Piano Style Footswitch", "Sustain Pedals", [15, 29]],
        ["compatible", "{X} Dust Cover Compatible with {B} {N}, Stretchable Keyboard Cover", "Keyboard Covers", [9, 16]],
        ["compatible", "{X} Keyboard Stand for {B} {N}, X-Style Adjustable Stand", "Keyboard Stands", [25, 45]],
        ["bundle", "{B} {N} Bundle with Headphones, Sustain Pedal and Software", "MIDI Keyboard Controllers", [129, 399]],
        ["renewed", "{B} {N} (Renewed)", "MIDI Keyboard Controllers", [59, 249]],
      ],
    },
    products: [
      { b: "Akai Professional", n: "MPK Mini MK3", m: "MPKMINI3", p: 119, d: "25 Key USB MIDI Keyboard Controller With 8 Backlit Drum Pads, 8 Knobs and Music Production Software included", sib: ["MPK Mini Plus", "MPK Mini MK2", "MPK Mini IV"], alt: "Akai MPK Mini", altNoBrand: true },
      { b: "Arturia", n: "KeyLab Essential 61 mk3", m: "430203", p: 249, d: "MIDI Keyboard Controller with Software", sib: ["KeyLab Essential 49 mk3", "KeyLab 61 mk3", "MiniLab 3"] },
      { b: "Novation", n: "Launchkey Mini MK4", m: "AMS-LKMINI-MK4-25", p: 129, d: "25-Key Portable USB MIDI Keyboard Controller with Pads and Knobs", sib: ["Launchkey Mini MK3", "Launchkey 37 MK4", "Launchpad Mini MK3"] },
      { b: "Fender", n: "Player II Stratocaster", sub: "Guitars", node: "Solid Body Electric Guitars", short: "Electric Guitar", decoys: [["accessory", "{X} Gig Bag for {B} {N}, Padded Electric Guitar Case", "Guitar Bags", [29, 59]], ["accessory", "{X} Pickguard for {B} {N}, 3-Ply SSS Replacement", "Guitar Parts", [15, 29]], ["compatible", "{X} Guitar Strings for {B} {N}, 10-46 Regular Light, 3 Pack", "Electric Guitar Strings", [15, 25]], ["accessory", "{B} {N} Tremolo Arm", "Guitar Parts", [9, 15]], ["bundle", "{B} {N} Bundle with Amp, Cable, Strap and Picks", "Solid Body Electric Guitars", [999, 1199]]], m: "0140510500", p: 799, d: "Electric Guitar, with 2-Year Warranty, 3-Color Sunburst, Rosewood Fingerboard", sib: ["Player Stratocaster", "Player II Telecaster", "Player Plus Stratocaster"] },
      { b: "Yamaha", n: "P-145", sub: "Pianos", node: "Digital Pianos", short: "Digital Piano", decoys: [["accessory", "{X} Dust Cover for {B} {N}, 88 Key Digital Piano Cover", "Keyboard Covers", [15, 25]], ["compatible", "{X} Sustain Pedal Compatible with {B} {N}, Piano Style Footswitch", "Sustain Pedals", [19, 29]], ["accessory", "{B} {N} Furniture Stand L-100", "Keyboard Stands", [99, 129]], ["bundle", "{B} {N} Digital Piano Bundle with Stand, Bench and Headphones", "Digital Pianos", [599, 699]], ["renewed", "{B} {N} Digital Piano (Renewed)", "Digital Pianos", [349, 399]]], m: "P145B", p: 499, d: "88-Key Weighted Action Digital Piano with Power Supply and Sustain Pedal, Black", sib: ["P-45", "P-225", "P-515"] },
      { b: "Roland", n: "TD-07KV", sub: "Drums", node: "Electronic Drum Sets", short: "Electronic Drum Kit", decoys: [["accessory", "{X} Drum Throne for {B} {N}, Padded Drum Stool", "Drum Thrones", [39, 59]], ["compatible", "{X} Mesh Head Replacement Compatible with {B} {N}, 8 Inch, 2 Pack", "Drum Heads", [19, 29]], ["accessory", "{B} {N} Kick Pad KD-10", "Electronic Drum Pads", [149, 179]], ["bundle", "{B} {N} Bundle with Throne, Headphones and Sticks", "Electronic Drum Sets", [1099, 1199]]], m: "TD-07KV", p: 999, d: "V-Drums Electronic Drum Set, Compact Kit with Mesh Heads and Bluetooth", sib: ["TD-02KV", "TD-07DMK", "TD-17KVX2"] },
    ],
  },
  {
    kind: {
      category: "Music & Audio",
      subcategory: "Studio Monitors",
      group: "Musical Instruments",
      node: "Studio Monitors",
      accessoryGroup: "Musical Instruments",
      short: "Powered Studio Monitors",
      colours: ["Black", "White"],
      makers: ["IsoAcoustics", "Auralex", "Pyle", "Monoprice", "Gator"],
      decoys: [
        ["accessory", "{X} Isolation Pads for {B} {N}, High Density Acoustic Foam Studio Monitor Pads, Pair", "Monitor Isolation Pads", [19, 39]],
        ["accessory", "{X} Desktop Speaker Stands for {B} {N}, Pair", "Speaker Stands", [29, 59]],
        ["compatible", "{X} TRS to XLR Cable Compatible with {B} {N}, 2 Pack 6ft", "Microphone Cables", [15, 25]],
        ["bundle", "{B} {N} Bundle with Isolation Pads and Cables", "Studio Monitors", [199, 699]],
        ["renewed", "{B} {N} (Renewed)", "Studio Monitors", [99, 399]],
      ],
    },
    products: [
      { b: "Yamaha", n: "HS5", m: "HS5", p: 199, d: "Powered Studio Monitor, Black (Single)", sib: ["HS8", "HS7", "HS4"] },
      { b: "KRK", n: "Rokit 5 G4", m: "RP5G4-NA", p: 179, d: "Professional Bi-Amp 5\" Powered Studio Monitor, Black", sib: ["Rokit 7 G4", "Rokit 5 G3", "Classic 5"] },
      { b: "PreSonus", n: "Eris 3.5", m: "ERIS 3.5", p: 99, d: "Studio Monitors, Pair — Powered, Active Monitor Speakers for Near Field Music Production, Desktop Computer, Hi-Fi Audio", sib: ["Eris 4.5", "Eris 3.5 BT", "Eris E5"] },
      { b: "Audioengine", n: "A2+ Wireless", sub: "Speakers", node: "Computer Speakers", short: "Desktop Speakers", m: "A2+BTB", p: 269, d: "Computer Speakers with Bluetooth, 60W Desktop Speakers, Black", sib: ["A5+ Wireless", "A1", "HD3"] },
      { b: "Sonos", n: "Era 100", sub: "Speakers", node: "Smart Speakers", short: "Smart Speaker", decoys: [["accessory", "{X} Wall Mount for {B} {N}, Metal Bracket Holder", "Speaker Mounts", [19, 29]], ["compatible", "{X} Speaker Stand Compatible with {B} {N}, Pair", "Speaker Stands", [49, 79]], ["accessory", "{B} {N} Line-In Adapter", "Audio Adapters", [19, 25]], ["multipack", "{B} {N} Two Room Set", "Smart Speakers", [449, 499]], ["renewed", "{B} {N} (Renewed)", "Smart Speakers", [179, 199]]], m: "E10G1US1BLK", p: 249, d: "- Wireless, Alexa Enabled Smart Speaker with Bluetooth, Trueplay Tuning, Black", sib: ["Era 300", "One SL", "Five"] },
      { b: "JBL", n: "Flip 6", sub: "Speakers", node: "Portable Bluetooth Speakers", short: "Portable Speaker", decoys: [["accessory", "{X} Hard Travel Case for {B} {N}, Portable Bluetooth Speaker Carrying Bag", "Speaker Cases", [12, 19]], ["compatible", "{X} Silicone Cover Compatible with {B} {N}, Shockproof Sleeve with Strap", "Speaker Cases", [9, 15]], ["compatible", "{X} Charger for {B} {N}, USB C Fast Charging Cable", "Chargers", [8, 13]], ["multipack", "{B} {N} Portable Speaker, 2 Pack", "Portable Bluetooth Speakers", [229, 259]], ["renewed", "{B} {N} Portable Bluetooth Speaker, Black (Renewed)", "Portable Bluetooth Speakers", [79, 99]]], m: "JBLFLIP6BLKAM", p: 129, d: "- Portable Bluetooth Speaker, Powerful Sound and Deep Bass, IPX7 Waterproof, 12 Hours of Playtime, Black", sib: ["Flip 5", "Charge 5", "Flip 7"] },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Fashion
  {
    kind: {
      category: "Fashion",
      subcategory: "Sneakers",
      group: "Shoes",
      node: "Fashion Sneakers",
      accessoryGroup: "Shoes",
      short: "Sneakers",
      colours: ["White/White", "Black/White", "Triple White", "Cloud White"],
      makers: ["Jason Markk", "Crep Protect", "Sneaker Shields", "Kiwi", "Angelus"],
      decoys: [
        ["accessory", "{X} Sneaker Cleaning Kit for {B} {N}, Shoe Cleaner and Brush", "Shoe Care Kits", [15, 25]],
        ["accessory", "{X} Crease Protectors for {B} {N}, Anti-Crease Toe Box Shields, 2 Pairs", "Shoe Inserts", [9, 15]],
        ["compatible", "{X} Replacement Shoelaces for {B} {N}, Flat Laces 2 Pairs", "Shoelaces", [7, 12]],
        ["renewed", "{B} {N} {S}, {C} - Pre-Owned", "Fashion Sneakers", [49, 119]],
        ["multipack", "{B} {N} Socks, 6 Pack", "Athletic Socks", [18, 28]],
      ],
    },
    products: [
      { b: "Nike", n: "Air Force 1 '07", m: "CW2288-111", p: 115, d: "Men's Shoes, White/White", brandField: "Nike", sib: ["Air Force 1 Low '07 LV8", "Air Force 1 Mid '07", "Air Max 90"], alt: "Nike AF1" },
      { b: "adidas", n: "Samba OG", m: "B75806", p: 100, d: "Shoes, Cloud White/Core Black/Clear Granite", sib: ["Gazelle", "Samba Classic", "Handball Spezial"] },
      { b: "New Balance", n: "550", m: "BB550WT1", p: 110, d: "Unisex Sneakers, White/Green", sib: ["480", "650", "9060"] },
      { b: "Veja", n: "Campo", m: "CP0502429", p: 150, d: "Sneakers, Extra-White Natural Pierre, Chromefree Leather", sib: ["V-10", "Esplar", "Rio Branco"] },
      { b: "Common Projects", n: "Original Achilles Low", m: "1528-0506", p: 455, d: "Men's Sneakers, White", sib: ["Retro Low", "Achilles Mid", "BBall Low"] },
      { b: "On", n: "Cloud 5", m: "59.98773", p: 150, d: "Men's Running Shoes, All Black", brandField: "On Running", sib: ["Cloud 6", "Cloudmonster", "Cloud X 4"] },
    ],
  },
  {
    kind: {
      category: "Fashion",
      subcategory: "Watches",
      group: "Watch",
      node: "Wrist Watches",
      accessoryGroup: "Watch",
      short: "Watch",
      colours: ["Black", "Silver", "Blue Dial"],
      makers: ["Barton", "Ritche", "Hemsut", "WOCCI", "Archer Watch Straps"],
      decoys: [
        ["accessory", "{X} Quick Release Silicone Watch Band for {B} {N}, 22mm Replacement Strap", "Watch Bands", [15, 25]],
        ["accessory", "{X} Leather Watch Strap Compatible with {B} {N}, 20mm Vintage Band", "Watch Bands", [15, 29]],
        ["accessory", "{X} Screen Protector for {B} {N}, Sapphire-Style Tempered Glass, 3 Pack", "Screen Protectors", [7, 12]],
        ["compatible", "{X} Watch Winder for {B} {N} Automatic Watches, Single Rotor", "Watch Winders", [39, 89]],
        ["accessory", "{B} {N} Replacement Bezel Insert", "Watch Parts", [25, 59]],
        ["renewed", "{B} {N} {S}, {C} (Pre-Owned)", "Wrist Watches", [99, 399]],
      ],
    },
    products: [
      { b: "Casio", n: "G-Shock GA2100-1A1", m: "GA2100-1A1CR", p: 99, d: "Men's Analog Digital Black Resin Band Watch", tn: "G-Shock GA2100-1A1", sib: ["G-Shock GA2100-4A", "G-Shock GA-B2100", "G-Shock DW5600"], alt: "CasiOak GA2100", altNoBrand: true },
      { b: "Seiko", n: "5 Sports SRPD55", m: "SRPD55", p: 295, d: "Men's Automatic Watch, Black Dial Stainless Steel Bracelet", tn: "5 Sports SRPD55", sib: ["5 Sports SRPD51", "5 Sports SRPD53", "Presage SRPB41"] },
      { b: "Timex", n: "Weekender 38mm", m: "TW2R42500", p: 58, d: "Watch with Fabric Strap, Blue/Cream", sib: ["Weekender 40mm", "Expedition Scout 40mm", "Marlin Hand-Wound 34mm"] },
      { b: "Hamilton", n: "Khaki Field Mechanical 38mm", m: "H69439931", p: 595, d: "Men's Watch, Black Dial with Green Canvas Strap", sib: ["Khaki Field Automatic 42mm", "Khaki Field Murph 38mm", "Khaki Aviation Pilot"] },
      { b: "Tissot", n: "PRX Powermatic 80", m: "T1374071104100", p: 725, d: "40mm Stainless Steel Automatic Men's Watch, Blue Dial", sib: ["PRX Quartz 40mm", "PRX Powermatic 80 35mm", "Gentleman Powermatic 80"] },
      { b: "Orient", n: "Bambino Version 2", m: "FAC0000DD0", p: 159, d: "Men's Automatic Dress Watch, Black Leather Strap, Cream Dial", sib: ["Bambino Version 4", "Bambino 38mm", "Kamasu"] },
    ],
  },
  {
    kind: {
      category: "Fashion",
      subcategory: "Bags",
      group: "Luggage",
      node: "Tote Bags",
      accessoryGroup: "Luggage",
      short: "Bag",
      colours: ["Black", "Navy", "Khaki", "Cognac"],
      makers: ["ZTUJO", "Doxo", "Vercord", "Lckaey", "OMYSTYLE"],
      decoys: [
        ["accessory", "{X} Purse Organizer Insert for {B} {N}, Felt Bag in Bag with Zipper", "Handbag Organizers", [15, 25]],
        ["accessory", "{X} Replacement Shoulder Strap for {B} {N}, Adjustable Leather Crossbody Strap", "Handbag Straps", [15, 29]],
        ["compatible", "{X} Base Shaper Compatible with {B} {N}, Acrylic Bottom Insert", "Handbag Organizers", [12, 19]],
        ["compatible", "{X} Rain Cover Designed for {B} {N}, Clear PVC Protector", "Handbag Accessories", [9, 16]],
        ["renewed", "{B} {N}, {C} (Pre-Owned)", "Tote Bags", [59, 299]],
      ],
    },
    products: [
      { b: "Longchamp", n: "Le Pliage Original Large Tote Bag", m: "L1899089", p: 175, d: "Black", sib: ["Le Pliage Original Medium Tote Bag", "Le Pliage Green Large Tote Bag", "Le Pliage Xtra Tote Bag"], alt: "Longchamp Le Pliage" },
      { b: "L.L.Bean", n: "Boat and Tote Bag Medium", m: "112636", p: 45, d: "Open-Top, Natural/Navy Handles", sib: ["Boat and Tote Bag Large", "Boat and Tote Bag Zip-Top Medium", "Boat and Tote Bag Small"] },
      { b: "Bellroy", n: "Sling 10L", m: "BSLA-BLK-213", p: 99, d: "Crossbody Bag, Black", sib: ["Sling Mini", "Venture Sling 9L", "Lite Sling 7L"] },
      { b: "Fjällräven", n: "Kånken", m: "23510", p: 80, d: "Classic Backpack for Everyday, Navy", tn: "Kanken", sib: ["Kånken Mini", "Kånken Laptop 15\"", "Kånken No. 2"] },
      { b: "Herschel Supply Co.", n: "Little America Backpack", m: "10014-00001-OS", p: 120, d: "Black, Classic 25L", brandField: "Herschel Supply Co.", sib: ["Little America Mid-Volume Backpack", "Retreat Backpack", "Heritage Backpack"] },
    ],
  },
  {
    kind: {
      category: "Fashion",
      subcategory: "Outerwear",
      group: "Apparel",
      node: "Men's Jackets & Coats",
      accessoryGroup: "Apparel",
      short: "Jacket",
      colours: ["Black", "Navy", "Olive", "Tan"],
      makers: ["Nikwax", "Gear Aid", "Amazon Basics", "Steamery", "Granger's"],
      decoys: [
        ["accessory", "{X} Wash-In Waterproofing for {B} {N}, Tech Wash 10 fl oz", "Fabric Care", [12, 22]],
        ["compatible", "{X} Replacement Zipper Pull for {B} {N}, 6 Pack Fix a Zipper", "Replacement Parts", [7, 12]],
        ["compatible", "{X} Wooden Coat Hanger for {B} {N}, Wide Shoulder, 5 Pack", "Hangers", [19, 35]],
        ["renewed", "{B} {N} {S}, {C}, Size L (Pre-Owned)", "Men's Jackets & Coats", [49, 199]],
        ["accessory", "{B} {N} Hood Attachment, {C}", "Men's Jackets & Coats", [29, 59]],
      ],
    },
    products: [
      { b: "Carhartt", n: "Detroit Jacket", m: "103828", p: 145, d: "Men's Relaxed Fit Duck Blanket-Lined, Black", sib: ["Active Jacket", "Duck Chore Coat", "Detroit Jacket (Vintage)"], alt: "Carhartt Detroit jacket" },
      { b: "Patagonia", n: "Better Sweater", m: "25528", p: 149, d: "Men's Fleece Jacket, Stonewash", sib: ["Better Sweater 1/4 Zip", "Synchilla Snap-T", "Retro Pile Jacket"] },
      { b: "The North Face", n: "Nuptse 1996 Retro Jacket", m: "NF0A3C8D", p: 330, d: "Men's Down Puffer, TNF Black", sib: ["Nuptse Vest", "Himalayan Parka", "ThermoBall Eco Jacket"] },
      { b: "Arc'teryx", n: "Atom Hoody", m: "X000007426", p: 300, d: "Men's Insulated Jacket, Black, Medium", sib: ["Atom LT Hoody", "Atom SL Hoody", "Beta Jacket"] },
      { b: "Uniqlo", n: "Ultra Light Down Jacket", m: "460918", p: 80, d: "Men's Packable Puffer, Navy", sib: ["Ultra Light Down Vest", "Seamless Down Parka", "Pufftech Jacket"] },
      { b: "Levi's", n: "Trucker Jacket", m: "72334-0130", p: 98, d: "Men's Denim Jacket, Medium Stonewash", sib: ["Sherpa Trucker Jacket", "Type III Trucker Jacket", "Vintage Fit Trucker Jacket"] },
    ],
  },
];
