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
