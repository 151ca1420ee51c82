/** The Creators API at the fetch boundary, for the daily re-check's tests (recorded token, answers built per test). */
import { creatorsMarketplace } from "../../worker/providers/creators-api";
import type { FetchLike } from "../../worker/lib/http";
import token from "../providers/recordings/creators-api/token.json";

/**
 * The Creators API: tokens always, getItems' recorded answers in order (recording the ids asked),
 * and searchItems answered by `search` (recording the keywords; nothing found unless told).
 */
export function creatorsStandIn(
  replies: { status?: number; body: unknown }[],
  search: (keywords: string) => unknown = () => ({ searchResult: { items: [] } }),
) {
  const asked: string[][] = [];
  const searched: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.startsWith("https://auth.example/")) return Response.json(token);
    const body = (await request.json()) as { itemIds?: string[]; keywords?: string };
    if (request.url.endsWith("/searchItems")) {
      searched.push(body.keywords ?? "");
      return Response.json(search(body.keywords ?? ""));
    }
    asked.push(body.itemIds ?? []);
    const reply = replies.shift();
    if (!reply) throw new Error("no recorded reply left");
    return Response.json(reply.body, { status: reply.status ?? 200 });
  };
  const marketplace = creatorsMarketplace(
    {
      baseUrl: "https://creatorsapi.example",
      tokenUrl: "https://auth.example/auth/o2/token",
      clientId: "amzn1.application-oa2-client.recheck",
      clientSecret: "secret",
      version: "3.1",
      partnerTag: "creatorpicks-20",
      marketplace: "www.amazon.com",
    },
    { fetch, sleep: async () => {}, tokenCache: new Map() },
  );
  return { marketplace, asked, searched };
}

/** One item as the Creators API answers it (the fields the provider reads). */
export function creatorsItem(asin: string, title: string, price: number | null, currency = "USD") {
  return {
    asin,
    detailPageURL: `https://www.amazon.com/dp/${asin}?tag=creatorpicks-20`,
    itemInfo: { title: { displayValue: title } },
    images: { primary: { large: { url: `https://m.media-amazon.com/images/I/${asin}.jpg` } } },
    offersV2: price == null ? { listings: [] } : { listings: [{ price: { money: { amount: price, currency } }, isBuyBoxWinner: true }] },
    customerReviews: { starRating: { value: 4.4 }, count: 321 },
  };
}

/** What a realistic catalogue item carries beyond creatorsItem: the fields real answers have (schemas.ts). */
export interface ItemIdentity {
  brand?: string;
  manufacturer?: string;
  model?: string;
  productGroup?: string;
  browseNode?: string;
  eans?: string[];
  unitCount?: number;
  binding?: string;
  parentAsin?: string;
  color?: string;
  condition?: string;
}

const attribute = (displayValue: string | number, label: string) => ({ displayValue, label, locale: "en_US" });

/** One item as the Creators API answers a search with every resource the provider asks for. */
export function creatorsCatalogueItem(asin: string, title: string, price: number, identity: ItemIdentity = {}) {
  const base = creatorsItem(asin, title, price);
  return {
    ...base,
    ...(identity.parentAsin ? { parentASIN: identity.parentAsin } : {}),
    itemInfo: {
      ...base.itemInfo,
      byLineInfo: {
        ...(identity.brand ? { brand: attribute(identity.brand, "Brand") } : {}),
        ...(identity.manufacturer ? { manufacturer: attribute(identity.manufacturer, "Manufacturer") } : {}),
      },
      manufactureInfo: identity.model ? { model: attribute(identity.model, "Model") } : null,
      classifications: {
        ...(identity.productGroup ? { productGroup: attribute(identity.productGroup, "ProductGroup") } : {}),
        ...(identity.binding ? { binding: attribute(identity.binding, "Binding") } : {}),
      },
      externalIds: identity.eans ? { eans: { displayValues: identity.eans, label: "EAN", locale: "en_US" } } : null,
      productInfo: {
        unitCount: attribute(identity.unitCount ?? 1, "NumberOfItems"),
        ...(identity.color ? { color: attribute(identity.color, "Color") } : {}),
      },
    },
    browseNodeInfo: identity.browseNode
      ? { browseNodes: [{ id: "1", displayName: identity.browseNode, contextFreeName: identity.browseNode, isRoot: false }] }
      : null,
    offersV2: {
      listings: [
        {
          price: { money: { amount: price, currency: "USD", displayAmount: `$${price.toFixed(2)}` } },
          condition: { value: identity.condition ?? "New" },
          isBuyBoxWinner: true,
        },
      ],
    },
  };
}

/**
 * Searches as a real marketplace answers them for products a channel mentions (issue 21): the
 * product titled the way sellers title it, beside the decoys a real search returns. Keyed by the
 * search's keywords ("brand name"). The product's ASINs start "B0REAL", the decoys' "B0DECO".
 */
export const REALISTIC_SEARCHES: Record<
  string,
  { mention: { brand: string; product_name: string; category: string; subcategory: string }; items: unknown[] }
> = {
  // The model number only at the end of the title, in brackets, after a long description.
  "Shure MV7+": {
    mention: { brand: "Shure", product_name: "MV7+", category: "Music & Audio", subcategory: "Podcast Microphone" },
    items: [
      creatorsCatalogueItem("B0DECOMV71", "Foam Windscreen Pop Filter for Shure MV7+ Podcast Microphone, 2 Pack", 12.99, {
        brand: "YOUSHARES",
        browseNode: "Microphone Windscreens",
        productGroup: "Musical Instruments",
      }),
      creatorsCatalogueItem(
        "B0REALMV71",
        "Podcast Dynamic Microphone with USB-C and XLR Outputs, Auto Level Mode, Digital Pop Filter, Touch Panel and Customizable LED Light Bar for Streaming, Gaming and Recording, Black (MV7+)",
        279,
        {
          brand: "Shure",
          manufacturer: "Shure Incorporated",
          model: "MV7+-K",
          productGroup: "Musical Instruments",
          browseNode: "Podcasting Microphones",
          eans: ["0042406852049"],
        },
      ),
      creatorsCatalogueItem(
        "B0DECOMV72",
        "Shure MV7X XLR Podcast Microphone, Pro Quality Dynamic Mic for Podcasting and Vocal Recording, Black",
        179,
        {
          brand: "Shure",
          model: "MV7X",
          productGroup: "Musical Instruments",
          browseNode: "Podcasting Microphones",
        },
      ),
      creatorsCatalogueItem("B0DECOMV73", "Shure MV7+ Podcast Microphone, Black (Renewed)", 199, {
        brand: "Shure",
        productGroup: "Musical Instruments",
        condition: "Refurbished",
      }),
    ],
  },
  // Sold only as a pack.
  "Apple AirTag": {
    mention: { brand: "Apple", product_name: "AirTag", category: "Technology", subcategory: "Item Tracker" },
    items: [
      creatorsCatalogueItem("B0DECOTAG1", "Leather Key Ring Holder for Apple AirTag, Protective Case with Keychain, 4 Pack", 15.99, {
        brand: "Spigen",
        browseNode: "Key Tracker Accessories",
        productGroup: "Wireless",
      }),
      creatorsCatalogueItem(
        "B0REALTAG4",
        "Apple AirTag 4 Pack. Keep Track of and find Your Keys, Wallet, Luggage, Backpack, and More. Simple one-tap Setup with iPhone or iPad",
        79,
        { brand: "Apple", model: "MX542AM/A", productGroup: "Wireless", browseNode: "Key Finders", unitCount: 4, eans: ["0194253397076"] },
      ),
      creatorsCatalogueItem("B0DECOTAG2", "Apple AirTag 4 Pack (Renewed)", 64, {
        brand: "Apple",
        productGroup: "Wireless",
        condition: "Used",
      }),
    ],
  },
  // A product that is itself an accessory, filed under an accessory browse node.
  "BenQ ScreenBar Halo": {
    mention: { brand: "BenQ", product_name: "ScreenBar Halo", category: "Home Office", subcategory: "Monitor Light Bar" },
    items: [
      creatorsCatalogueItem(
        "B0REALHALO",
        "BenQ ScreenBar Halo LED Monitor Light Bar, Auto-Dimming, Adjustable Color Temperature, USB-C Powered, No Screen Glare, Backlight, Desk Lamp for Home Office",
        179,
        { brand: "BenQ", model: "ScreenBar Halo", productGroup: "Personal Computer", browseNode: "Computer Monitor Accessories" },
      ),
      creatorsCatalogueItem(
        "B0DECOHAL1",
        "Monitor Light Bar Clip Mount Compatible with BenQ ScreenBar Halo, Curved Monitor Adapter",
        19.99,
        {
          brand: "Generic",
          productGroup: "Personal Computer",
          browseNode: "Computer Monitor Accessories",
        },
      ),
      creatorsCatalogueItem("B0DECOHAL2", "BenQ ScreenBar Plus LED Monitor Light Bar with Desktop Dial Controller", 129, {
        brand: "BenQ",
        productGroup: "Personal Computer",
        browseNode: "Computer Monitor Accessories",
      }),
    ],
  },
  "Elgato Wave Mic Arm LP": {
    mention: { brand: "Elgato", product_name: "Wave Mic Arm LP", category: "Streaming Gear", subcategory: "Microphone Arm" },
    items: [
      creatorsCatalogueItem("B0DECOARM1", "Elgato Wave Mic Arm - Premium Microphone Arm with Cable Management, High Rise, Black", 99.99, {
        brand: "Elgato",
        manufacturer: "Corsair",
        productGroup: "Musical Instruments",
        browseNode: "Microphone Accessories",
      }),
      creatorsCatalogueItem(
        "B0REALARM1",
        "Elgato Wave Mic Arm LP - Premium Low Profile Microphone Arm with Cable Management Channels, Desk Clamp, Fully Adjustable, for Podcasting, Streaming, Gaming, Black",
        99.99,
        {
          brand: "Elgato",
          manufacturer: "Corsair",
          model: "10AAN9901",
          productGroup: "Musical Instruments",
          browseNode: "Microphone Accessories",
        },
      ),
      creatorsCatalogueItem("B0DECOARM2", "Replacement Desk Clamp for Elgato Wave Mic Arm LP, Aluminum", 14.99, {
        brand: "Generic",
        productGroup: "Musical Instruments",
        browseNode: "Microphone Accessories",
      }),
    ],
  },
};
