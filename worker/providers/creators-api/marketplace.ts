/**
 * The marketplace over Amazon's Creators API: `searchItems` to match a product, `getItems` for
 * the daily re-check. Calls are paced to about one a second (the API's starting allowance), back
 * off with jitter on 429 / 5xx, and a 401 (token expired or revoked) gets one new token and one
 * more try. See schemas.ts for the request and answer shapes and what is assumed about them.
 */
import { fetchWithPolicy, Pacer, readJson, type HttpPolicy } from "../../lib/http";
import { type Marketplace, type MarketplaceItem } from "../types";
import { ProviderError } from "../../lib/http";
import { errorBody, getItemsResponse, searchItemsResponse, type CreatorsItem } from "./schemas";
import { authorizationHeader, CREATORS_API, TokenSource, type Credentials, type TokenCache } from "./token";

export interface CreatorsSettings extends Credentials {
  baseUrl: string;
  partnerTag: string;
  /** "www.amazon.com", "www.amazon.de"…: sent as `marketplace` and `x-marketplace`. */
  marketplace: string;
}

/** What tests may replace: the outside world's edges and time. */
export interface CreatorsOverrides extends Partial<Pick<HttpPolicy, "fetch" | "sleep" | "random" | "timeoutMs">> {
  pacer?: Pacer;
  clock?: () => number;
  tokenCache?: TokenCache;
}

/** Listings stored per product: the most relevant few, not a page of loosely related items. */
const SEARCH_ITEM_COUNT = 3;
/** The most ASINs one getItems call accepts. */
const GET_ITEMS_BATCH = 10;
const RESOURCES = [
  "itemInfo.title",
  "images.primary.large",
  "offersV2.listings.price",
  "customerReviews.count",
  "customerReviews.starRating",
  // The matcher's evidence (worker/services/matching): brand, maker, model, kind of item.
  "itemInfo.byLineInfo",
  "itemInfo.manufactureInfo",
  "itemInfo.classifications",
  "browseNodeInfo.browseNodes",
  // The item's identity (issue 21): GTINs, pack size and colour/size, its variation family, the
  // offer's condition.
  "itemInfo.externalIds",
  "itemInfo.productInfo",
  "parentASIN",
  "offersV2.listings.condition",
];
const ASIN = /^[A-Z0-9]{10}$/;

/**
 * One pacer per marketplace per isolate: every task this isolate runs shares each marketplace's
 * one-a-second allowance (Associates accounts, and so their limits, are per marketplace).
 */
const isolatePacers = new Map<string, Pacer>();
function isolatePacer(marketplace: string): Pacer {
  let pacer = isolatePacers.get(marketplace);
  if (!pacer) isolatePacers.set(marketplace, (pacer = new Pacer(1000)));
  return pacer;
}

async function refusal(res: Response): Promise<ProviderError> {
  let said = "";
  try {
    const parsed = errorBody.safeParse(JSON.parse(await res.text()));
    if (parsed.success) {
      const p = parsed.data.errors?.[0] ?? parsed.data;
      said = [p.code ?? p.reason, p.message].filter(Boolean).join(": ");
    }
  } catch {
    // Not JSON: the status says enough.
  }
  const detail = said ? `: ${said}` : "";
  if (res.status === 401) return new ProviderError(CREATORS_API, `credentials rejected (HTTP 401)${detail}`, { transient: false });
  if (res.status === 403) return new ProviderError(CREATORS_API, `access denied (HTTP 403)${detail}`, { transient: false });
  return new ProviderError(CREATORS_API, `request refused (HTTP ${res.status})${detail}`, { transient: false });
}

/** The detail-page link as Amazon gives it, carrying our partner tag (the commission depends on it). */
function taggedUrl(detailPageUrl: string, partnerTag: string): string | null {
  let url: URL;
  try {
    url = new URL(detailPageUrl);
  } catch {
    return null;
  }
  if (url.searchParams.get("tag") !== partnerTag) url.searchParams.set("tag", partnerTag);
  return url.toString();
}

/** null when the item lacks what a listing needs (an ASIN, a title, a link). */
function toListing(item: CreatorsItem, partnerTag: string): MarketplaceItem | null {
  const title = item.itemInfo?.title?.displayValue.trim();
  const product_url = taggedUrl(item.detailPageURL, partnerTag);
  if (!ASIN.test(item.asin) || !title || !product_url) return null;
  const listings = item.offersV2?.listings ?? [];
  // The Buy Box offer is the price Amazon shows first; otherwise the first listed offer.
  const offer = listings.find((l) => l.isBuyBoxWinner) ?? listings[0];
  const money = offer?.price?.money ?? null;
  const rating = item.customerReviews?.starRating?.value;
  const info = item.itemInfo;
  const node = item.browseNodeInfo?.browseNodes?.[0];
  const ids = info?.externalIds;
  const external_ids =
    ids && (ids.eans.length || ids.upcs.length || ids.isbns.length) ? { ean: ids.eans, upc: ids.upcs, isbn: ids.isbns } : undefined;
  // The family's dimensions as the API names them; else the item's own colour and size.
  const listed = (item.variationAttributes ?? []).flatMap((a) =>
    a && a.name.trim() && a.value.trim() ? [[a.name.trim(), a.value.trim()]] : [],
  );
  const own = [
    ["color", info?.productInfo?.color],
    ["size", info?.productInfo?.size],
  ].filter((e): e is [string, string] => Boolean(e[1]));
  const variation = listed.length ? listed : own;
  const condition = offer?.condition?.value?.trim();
  const sub = offer?.condition?.subCondition?.trim();
  const unitCount = info?.productInfo?.unitCount;
  const structured = {
    brand: info?.byLineInfo?.brand,
    manufacturer: info?.byLineInfo?.manufacturer,
    model: info?.manufactureInfo?.model ?? info?.manufactureInfo?.itemPartNumber,
    product_group: info?.classifications?.productGroup,
    browse_node: (node?.displayName ?? node?.contextFreeName)?.trim() || undefined,
    external_ids,
    parent_asin: item.parentASIN && ASIN.test(item.parentASIN) && item.parentASIN !== item.asin ? item.parentASIN : undefined,
    variation_attributes: variation.length ? Object.fromEntries(variation) : undefined,
    // "Used" with "VeryGood": "Used - VeryGood"; a sub-condition that repeats the condition is left out.
    condition: condition ? (sub && sub.toLowerCase() !== condition.toLowerCase() ? `${condition} - ${sub}` : condition) : undefined,
    unit_count: unitCount !== undefined && unitCount >= 1 ? unitCount : undefined,
    binding: info?.classifications?.binding,
  };
  return {
    amazon_product_id: item.asin,
    title,
    image_url: item.images?.primary?.large?.url ?? item.images?.primary?.medium?.url ?? null,
    // Without an offer there is no price to show; the currency is then only a placeholder.
    currency: money?.currency ?? "USD",
    price: money ? money.amount : null,
    rating: rating !== undefined && rating >= 0 && rating <= 5 ? rating : null,
    reviews_count: Math.max(0, item.customerReviews?.count ?? 0),
    product_url,
    // Only the fields the API gave: a listing without them is judged on its title.
    ...Object.fromEntries(Object.entries(structured).filter(([, v]) => v !== undefined)),
  };
}

export function creatorsMarketplace(settings: CreatorsSettings, overrides: CreatorsOverrides = {}): Marketplace {
  const { clock, tokenCache, ...http } = overrides;
  // An injected sleep (tests) paces with it instead of really waiting.
  const pacer = overrides.pacer ?? (overrides.sleep ? new Pacer(1000, clock, overrides.sleep) : isolatePacer(settings.marketplace));
  const policy: HttpPolicy = {
    provider: CREATORS_API,
    timeoutMs: 15_000,
    retries: 3,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    ...http,
    pacer,
  };
  // The token endpoint is another service: not paced with the catalogue calls.
  const tokens = new TokenSource(settings, { ...policy, pacer: undefined }, clock, tokenCache);
  const baseUrl = settings.baseUrl.replace(/\/+$/, "");

  /** One catalogue call; null on 404 (what the API answers when nothing matches). */
  async function call(operation: "searchItems" | "getItems", params: Record<string, unknown>): Promise<unknown> {
    const body = JSON.stringify({ ...params, resources: RESOURCES, partnerTag: settings.partnerTag, marketplace: settings.marketplace });
    let renewed = false;
    for (;;) {
      const token = await tokens.get();
      const res = await fetchWithPolicy(policy, `${baseUrl}/catalog/v1/${operation}`, {
        method: "POST",
        headers: {
          Authorization: authorizationHeader(settings, token),
          "Content-Type": "application/json",
          Accept: "application/json",
          "x-marketplace": settings.marketplace,
        },
        body,
      });
      if (res.status === 401 && !renewed) {
        // The token expired early or was revoked: one new token, one more try.
        await res.body?.cancel();
        tokens.invalidate(token);
        renewed = true;
        continue;
      }
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await refusal(res);
      return readJson(CREATORS_API, res);
    }
  }

  function malformed(operation: string): ProviderError {
    return new ProviderError(CREATORS_API, `malformed response from ${operation}`, { transient: false });
  }

  return {
    async search(query) {
      const raw = await call("searchItems", { keywords: query, searchIndex: "All", itemCount: SEARCH_ITEM_COUNT });
      if (raw === null) return [];
      const parsed = searchItemsResponse.safeParse(raw);
      if (!parsed.success) throw malformed("searchItems");
      return (parsed.data.searchResult?.items ?? []).flatMap((item) => toListing(item, settings.partnerTag) ?? []);
    },

    async getItems(ids) {
      const wanted = [...new Set(ids)].filter((id) => ASIN.test(id));
      const found: MarketplaceItem[] = [];
      for (let i = 0; i < wanted.length; i += GET_ITEMS_BATCH) {
        const raw = await call("getItems", { itemIds: wanted.slice(i, i + GET_ITEMS_BATCH), itemIdType: "ASIN" });
        if (raw === null) continue;
        const parsed = getItemsResponse.safeParse(raw);
        if (!parsed.success) throw malformed("getItems");
        for (const item of parsed.data.itemsResult?.items ?? []) {
          // An item that is returned but unreadable is not gone: failing keeps it from being marked dead.
          const listing = toListing(item, settings.partnerTag);
          if (!listing) throw malformed("getItems");
          found.push(listing);
        }
      }
      return found;
    },
  };
}
