/**
 * The offline stand-in of the other marketplaces (issue 26): the demo corpus's items as the UK and
 * German stores would offer them, in their currencies, so a fresh clone shows local listings.
 * Decided by each item's id, not a seeded stream, so the rest of the corpus is unchanged: most
 * items are sold under the same ASIN, some only under another ASIN (found by a search there, as
 * the real lookup falls back), and some not at all (the page says so and shows the default).
 */
import type { Marketplace, MarketplaceItem } from "../types";
import { getCorpus, hashString, normaliseKey, type CorpusListing } from "./corpus";
import { MARKETPLACE_INFO, type MarketplaceCode } from "../../lib/marketplaces";

/** The demo's exchange of a US price into the store's currency (rounded to .99 as shops do). */
const DEMO_RATE: Partial<Record<MarketplaceCode, number>> = { uk: 0.79, de: 0.93 };

type Presence = "same" | "other-asin" | "absent";

/** How the store offers a default item: by id, so every run of the demo agrees. */
export function offlinePresence(code: MarketplaceCode, asin: string): Presence {
  if (DEMO_RATE[code] === undefined) return "absent";
  const h = hashString(`local:${code}:${asin}`) % 10;
  if (h < 2) return "absent";
  if (h === 2) return "other-asin";
  return "same";
}

/** The other ASIN a store sells an item under (a regional listing): the id with its last character changed. */
export const offlineOtherAsin = (asin: string): string => `${asin.slice(0, 9)}${asin.endsWith("Z") ? "Y" : "Z"}`;

function localItem(code: MarketplaceCode, item: CorpusListing, asin: string): MarketplaceItem {
  const info = MARKETPLACE_INFO[code];
  const rate = DEMO_RATE[code] ?? 1;
  return {
    ...item,
    amazon_product_id: asin,
    currency: info.currency,
    price: Math.max(Math.round(item.price * rate) - 0.01, 3.99),
    reviews_count: Math.floor(item.reviews_count / 4),
    product_url: `https://${info.host}/dp/${asin}`,
  };
}

let itemsById: Map<string, CorpusListing> | undefined;
function corpusItems(): Map<string, CorpusListing> {
  itemsById ??= new Map([...getCorpus().listings.values()].flat().map((item) => [item.amazon_product_id, item]));
  return itemsById;
}

/** The stand-in store of `code`: the same interface as the Creators API marketplace for that host. */
export function offlineLocalMarketplace(code: MarketplaceCode): Marketplace {
  return {
    async search(query: string): Promise<MarketplaceItem[]> {
      const { products, listings } = getCorpus();
      const q = normaliseKey(query);
      const product = products.find((p) => p.key === q) ?? products.find((p) => q.includes(normaliseKey(p.product_name)));
      if (!product) return [];
      return (listings.get(product.key) ?? []).flatMap((item) => {
        const presence = offlinePresence(code, item.amazon_product_id);
        if (presence === "absent") return [];
        const asin = presence === "same" ? item.amazon_product_id : offlineOtherAsin(item.amazon_product_id);
        return [localItem(code, item, asin)];
      });
    },

    async getItems(ids: string[]): Promise<MarketplaceItem[]> {
      const items = corpusItems();
      const regional = new Map([...items.keys()].map((id) => [offlineOtherAsin(id), id]));
      return ids.flatMap((id) => {
        const direct = items.get(id);
        if (direct && offlinePresence(code, id) === "same") return [localItem(code, direct, id)];
        const original = regional.get(id);
        const item = original ? items.get(original) : undefined;
        if (original && item && offlinePresence(code, original) === "other-asin") return [localItem(code, item, id)];
        return [];
      });
    },
  };
}
