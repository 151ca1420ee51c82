/**
 * The Creators API as each marketplace's host answers it, at the fetch boundary: the token
 * endpoint, then `getItems` and `searchItems` shaped like the recorded answers of
 * test/providers/recordings/creators-api (itemsResult / searchResult, offersV2 money, a 404
 * `NoResults` when nothing is found). Which host is asked is read from `x-marketplace`, as the
 * real API does.
 */
import { creatorsMarketplace, type TokenCache } from "../../worker/providers/creators-api";
import { Pacer, type FetchLike } from "../../worker/lib/http";
import { MARKETPLACE_INFO, type MarketplaceCode } from "../../worker/lib/marketplaces";
import token from "../providers/recordings/creators-api/token.json";
import noResults from "../providers/recordings/creators-api/search-no-results.json";

export interface StoreItem {
  asin: string;
  title: string;
  brand?: string;
  amount: number;
  currency: string;
  rating?: number;
  reviews?: number;
}

export interface StoreCatalogue {
  /** What getItems finds by ASIN. */
  items: StoreItem[];
  /** What searchItems answers for keywords containing the key (lower case). */
  searches: Record<string, StoreItem[]>;
}

export interface SeenCall {
  host: string;
  operation: "getItems" | "searchItems";
  body: { itemIds?: string[]; keywords?: string; partnerTag?: string; marketplace?: string };
}

/** One item as the API writes it (the recordings' shape). */
function itemJson(host: string, tag: string, item: StoreItem) {
  return {
    asin: item.asin,
    detailPageURL: `https://${host}/dp/${item.asin}?tag=${tag}&linkCode=ogi&th=1&psc=1`,
    itemInfo: {
      title: { displayValue: item.title, label: "Title", locale: "de_DE" },
      ...(item.brand ? { byLineInfo: { brand: { displayValue: item.brand, label: "Brand", locale: "de_DE" } } } : {}),
    },
    images: { primary: { large: { url: `https://m.media-amazon.com/images/I/${item.asin}._SL500_.jpg`, height: 500, width: 500 } } },
    offersV2: {
      listings: [
        {
          price: { money: { amount: item.amount, currency: item.currency, displayAmount: `${item.amount} ${item.currency}` } },
          availability: { type: "IN_STOCK", message: "In Stock" },
          condition: { value: "New" },
          isBuyBoxWinner: true,
          merchantInfo: { name: "Amazon", id: "A3JWKAKR8XB7XF" },
        },
      ],
    },
    customerReviews: { starRating: { value: item.rating ?? 4.4 }, count: item.reviews ?? 120 },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The stand-in API over stores keyed by host; every catalogue call is recorded. */
export function standInStores(stores: Partial<Record<MarketplaceCode, StoreCatalogue>>, tags: Partial<Record<MarketplaceCode, string>>) {
  const calls: SeenCall[] = [];
  const byHost = new Map(Object.entries(stores).map(([code, store]) => [MARKETPLACE_INFO[code as MarketplaceCode].host, { code, store }]));
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.startsWith("https://auth.example/")) return json(200, token);
    const host = request.headers.get("x-marketplace") ?? "";
    const operation = request.url.endsWith("/getItems") ? "getItems" : "searchItems";
    const body = JSON.parse(new TextDecoder().decode(await request.arrayBuffer())) as SeenCall["body"];
    calls.push({ host, operation, body });
    const entry = byHost.get(host);
    const tag = body.partnerTag ?? "";
    if (!entry) return json(404, noResults);
    if (operation === "getItems") {
      const found = entry.store.items.filter((i) => body.itemIds?.includes(i.asin));
      return found.length ? json(200, { itemsResult: { items: found.map((i) => itemJson(host, tag, i)) } }) : json(404, noResults);
    }
    const keywords = (body.keywords ?? "").toLowerCase();
    const hits = Object.entries(entry.store.searches).find(([key]) => keywords.includes(key))?.[1] ?? [];
    return hits.length ? json(200, { searchResult: { items: hits.map((i) => itemJson(host, tag, i)) } }) : json(404, noResults);
  };
  const tokenCache = new Map() as TokenCache;
  const storeOf = (code: MarketplaceCode) =>
    tags[code]
      ? creatorsMarketplace(
          {
            baseUrl: "https://creatorsapi.example",
            tokenUrl: "https://auth.example/auth/o2/token",
            clientId: "amzn1.application-oa2-client.test",
            clientSecret: "test-client-secret",
            version: "3.1",
            partnerTag: tags[code]!,
            marketplace: MARKETPLACE_INFO[code].host,
          },
          { fetch, sleep: async () => {}, random: () => 0.5, tokenCache, pacer: new Pacer(0) },
        )
      : null;
  return { calls, storeOf };
}
