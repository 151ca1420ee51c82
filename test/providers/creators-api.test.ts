/**
 * Contract tests of the Creators API marketplace: the token endpoint and the catalogue replaced at
 * the fetch boundary by recorded answers shaped like the documented ones (see
 * worker/providers/creators-api/schemas.ts for where those shapes come from).
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../worker/db/schema";
import { creatorsMarketplace, type CreatorsSettings, type TokenCache } from "../../worker/providers/creators-api";
import { Pacer, type FetchLike } from "../../worker/lib/http";
import { getProviders } from "../../worker/providers";
import { offlineMarketplace } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { ProviderError } from "../../worker/lib/http";
import { countOf, db, runTask, testDeps } from "../pipeline/helpers";
import accessDenied from "./recordings/creators-api/access-denied.json";
import getItemsPage1 from "./recordings/creators-api/get-items-page-1.json";
import getItemsPage2 from "./recordings/creators-api/get-items-page-2.json";
import searchItems from "./recordings/creators-api/search-items.json";
import noResults from "./recordings/creators-api/search-no-results.json";
import serverError from "./recordings/creators-api/server-error.json";
import throttled from "./recordings/creators-api/throttled.json";
import tokenCognito from "./recordings/creators-api/token-cognito.json";
import tokenInvalidClient from "./recordings/creators-api/token-invalid-client.json";
import tokenRenewed from "./recordings/creators-api/token-renewed.json";
import token from "./recordings/creators-api/token.json";
import unauthorized from "./recordings/creators-api/unauthorized.json";

const SETTINGS: CreatorsSettings = {
  baseUrl: "https://creatorsapi.example",
  tokenUrl: "https://auth.example/auth/o2/token",
  clientId: "amzn1.application-oa2-client.test",
  clientSecret: "test-client-secret",
  version: "3.1",
  partnerTag: "creatorpicks-20",
  marketplace: "www.amazon.com",
};

interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Seen {
  url: string;
  headers: Headers;
  text: string;
}

/** The token endpoint and the catalogue, each answering its recorded replies in order. */
function standIn(tokenReplies: Reply[], apiReplies: Reply[]) {
  const tokenRequests: Seen[] = [];
  const apiRequests: Seen[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    // Decoded by hand: workerd warns when .text() reads a form body.
    const seen = { url: request.url, headers: request.headers, text: new TextDecoder().decode(await request.arrayBuffer()) };
    const isToken = request.url.startsWith("https://auth.example/");
    (isToken ? tokenRequests : apiRequests).push(seen);
    const reply = (isToken ? tokenReplies : apiReplies).shift();
    if (!reply) throw new Error(`no recorded reply left for ${request.url}`);
    const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { "content-type": "application/json", ...reply.headers } });
  };
  return { fetch, tokenRequests, apiRequests };
}

function marketplaceOver(tokenReplies: Reply[], apiReplies: Reply[], settings: CreatorsSettings = SETTINGS) {
  const server = standIn(tokenReplies, apiReplies);
  const waits: number[] = [];
  const clock = { now: 1_800_000_000_000 };
  const sleep = async (ms: number) => void waits.push(ms);
  const paced: number[] = [];
  const marketplace = creatorsMarketplace(settings, {
    fetch: server.fetch,
    sleep,
    random: () => 0.5,
    clock: () => clock.now,
    tokenCache: new Map() as TokenCache,
    // Pacing waits are told apart from backoff waits.
    pacer: new Pacer(
      1000,
      () => clock.now,
      async (ms) => void paced.push(ms),
    ),
  });
  return { marketplace, ...server, waits, paced, clock };
}

const ok = (body: unknown): Reply => ({ body });

describe("Creators API: searching items", () => {
  it("gets a client-credentials token, searches with the partner tag and reads price, rating, image and link", async () => {
    const { marketplace, tokenRequests, apiRequests } = marketplaceOver([ok(token)], [ok(searchItems)]);
    const items = await marketplace.search("Voltwise Aurora Wireless Headphones");

    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(tokenRequests[0]!.text)).toEqual({
      grant_type: "client_credentials",
      client_id: SETTINGS.clientId,
      client_secret: SETTINGS.clientSecret,
      scope: "creatorsapi::default",
    });

    expect(apiRequests).toHaveLength(1);
    const [search] = apiRequests;
    expect(search!.url).toBe("https://creatorsapi.example/catalog/v1/searchItems");
    expect(search!.headers.get("authorization")).toBe("Bearer Atza|IwEBIDk1ExampleAccessToken-one");
    expect(search!.headers.get("x-marketplace")).toBe("www.amazon.com");
    expect(JSON.parse(search!.text)).toEqual({
      keywords: "Voltwise Aurora Wireless Headphones",
      searchIndex: "All",
      itemCount: 3,
      resources: [
        "itemInfo.title",
        "images.primary.large",
        "offersV2.listings.price",
        "customerReviews.count",
        "customerReviews.starRating",
        "itemInfo.byLineInfo",
        "itemInfo.manufactureInfo",
        "itemInfo.classifications",
        "browseNodeInfo.browseNodes",
        "itemInfo.externalIds",
        "itemInfo.productInfo",
        "parentASIN",
        "offersV2.listings.condition",
      ],
      partnerTag: "creatorpicks-20",
      marketplace: "www.amazon.com",
    });

    expect(items).toEqual([
      {
        amazon_product_id: "B0CX23V2ZK",
        title: "Voltwise Aurora Wireless Headphones, Active Noise Cancelling, 40H Battery",
        image_url: "https://m.media-amazon.com/images/I/CX23V2ZKL._SL500_.jpg",
        currency: "USD",
        // The Buy Box offer, not the first (used) listing.
        price: 179.99,
        rating: 4.6,
        reviews_count: 18234,
        product_url: "https://www.amazon.com/dp/B0CX23V2ZK?tag=creatorpicks-20&linkCode=ogi&th=1&psc=1",
        // The matcher's evidence: by-line, model (before the part number), product group, first browse node.
        brand: "Voltwise",
        manufacturer: "Voltwise Audio Inc.",
        model: "AURORA-WH1",
        product_group: "Home Theater",
        browse_node: "Over-Ear Headphones",
        // Its identity (issue 21): GTINs, family, colour and size, the shown (Buy Box) offer's condition.
        external_ids: { ean: ["0810116380157"], upc: ["810116380157"], isbn: [] },
        parent_asin: "B0CX20PARN",
        variation_attributes: { color: "Black", size: "One Size" },
        condition: "New",
        unit_count: 1,
        binding: "Electronics",
      },
      {
        amazon_product_id: "B0CX23W7QM",
        title: "Voltwise Aurora Wireless Headphones (Renewed)",
        image_url: null,
        currency: "USD",
        price: null,
        rating: null,
        reviews_count: 0,
        product_url: "https://www.amazon.com/dp/B0CX23W7QM?tag=creatorpicks-20&linkCode=ogi&th=1&psc=1",
        // Its one offer is refurbished (a sub-condition repeating it is left out).
        parent_asin: "B0CX20PARN",
        condition: "Refurbished",
        unit_count: 1,
      },
      expect.objectContaining({
        amazon_product_id: "B0D1HK8RTV",
        price: 19.99,
        // Only what the API gave: the part number stands in for the missing model.
        brand: "Voltwise",
        model: "VW-EC-AUR",
        product_group: "Wireless",
        browse_node: "Earpads",
        external_ids: { ean: ["0810116380409"], upc: [], isbn: [] },
        unit_count: 2,
        binding: "Wireless Phone Accessory",
        // A link without our tag gets it.
        product_url: "https://www.amazon.com/dp/B0D1HK8RTV?linkCode=ogi&th=1&psc=1&tag=creatorpicks-20",
      }),
    ]);
  });

  it("answers an empty list when nothing matches (404 NoResults)", async () => {
    const { marketplace } = marketplaceOver([ok(token)], [{ status: 404, body: noResults }]);
    expect(await marketplace.search("a product nobody sells")).toEqual([]);
  });

  it("keeps the token until shortly before it expires, and paces calls about a second apart", async () => {
    const { marketplace, tokenRequests, apiRequests, paced, clock } = marketplaceOver(
      [ok(token), ok(tokenRenewed)],
      [ok(searchItems), ok(searchItems), ok(searchItems)],
    );
    await marketplace.search("first");
    await marketplace.search("second");
    expect(tokenRequests).toHaveLength(1);
    // The second call waited for its slot (the clock stood still).
    expect(paced).toEqual([1000]);
    clock.now += 3_600_000 - 30_000;
    await marketplace.search("third");
    expect(tokenRequests).toHaveLength(2);
    expect(apiRequests[2]!.headers.get("authorization")).toBe("Bearer Atza|IwEBIDk1ExampleAccessToken-two");
  });

  it("logs in through Cognito for 2.x credentials: form body and the version in the header", async () => {
    const { marketplace, tokenRequests, apiRequests } = marketplaceOver([ok(tokenCognito)], [ok(searchItems)], {
      ...SETTINGS,
      version: "2.1",
    });
    await marketplace.search("headphones");
    expect(tokenRequests[0]!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(tokenRequests[0]!.text))).toEqual({
      grant_type: "client_credentials",
      client_id: SETTINGS.clientId,
      client_secret: SETTINGS.clientSecret,
      scope: "creatorsapi/default",
    });
    expect(apiRequests[0]!.headers.get("authorization")).toBe(`Bearer ${tokenCognito.access_token}, Version 2.1`);
  });

  it("renews the token once on a 401 and retries the call", async () => {
    const { marketplace, tokenRequests, apiRequests } = marketplaceOver(
      [ok(token), ok(tokenRenewed)],
      [{ status: 401, body: unauthorized }, ok(searchItems)],
    );
    expect(await marketplace.search("headphones")).toHaveLength(3);
    expect(tokenRequests).toHaveLength(2);
    expect(apiRequests.map((r) => r.headers.get("authorization"))).toEqual([
      "Bearer Atza|IwEBIDk1ExampleAccessToken-one",
      "Bearer Atza|IwEBIDk1ExampleAccessToken-two",
    ]);
  });

  it("fails for good when the renewed token is refused too, or the token endpoint refuses the client", async () => {
    const twice = marketplaceOver(
      [ok(token), ok(tokenRenewed)],
      [
        { status: 401, body: unauthorized },
        { status: 401, body: unauthorized },
      ],
    );
    const refused = await twice.marketplace.search("x").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({
      transient: false,
      message: "credentials rejected (HTTP 401): Unauthorized: The access token is expired or invalid.",
    });
    expect(twice.tokenRequests).toHaveLength(2);

    const badClient = marketplaceOver([{ status: 401, body: tokenInvalidClient }], []);
    const error = await badClient.marketplace.search("x").catch((e: unknown) => e);
    expect(error).toMatchObject({
      transient: false,
      message: "token request refused (HTTP 401, invalid_client: Client authentication failed)",
    });
    expect(badClient.apiRequests).toHaveLength(0);
  });

  it("stops at once when the account has no access", async () => {
    const { marketplace } = marketplaceOver([ok(token)], [{ status: 403, body: accessDenied }]);
    const error = await marketplace.search("x").catch((e: unknown) => e);
    expect(error).toMatchObject({
      transient: false,
      provider: "Creators API",
      message:
        "access denied (HTTP 403): AccessDenied: The Associate does not have access to the Creators API. Access requires qualified referring sales in the last 30 days.",
    });
  });

  it("backs off with jitter on 429 (honouring Retry-After) and succeeds", async () => {
    const { marketplace, apiRequests, waits } = marketplaceOver(
      [ok(token)],
      [{ status: 429, body: throttled }, { status: 429, body: throttled, headers: { "retry-after": "3" } }, ok(searchItems)],
    );
    expect(await marketplace.search("headphones")).toHaveLength(3);
    expect(apiRequests).toHaveLength(3);
    expect(waits).toEqual([500, 3000, 1000]);
  });

  it("gives up on throttling or server errors that outlast the retries with a transient error", async () => {
    const slow = marketplaceOver(
      [ok(token)],
      Array.from({ length: 4 }, () => ({ status: 429, body: throttled })),
    );
    expect(await slow.marketplace.search("x").catch((e: unknown) => e)).toMatchObject({
      transient: true,
      message: "rate limited (HTTP 429); gave up after 4 attempts",
    });
    const down = marketplaceOver(
      [ok(token)],
      Array.from({ length: 4 }, () => ({ status: 500, body: serverError })),
    );
    expect(await down.marketplace.search("x").catch((e: unknown) => e)).toMatchObject({
      transient: true,
      message: "server error (HTTP 500); gave up after 4 attempts",
    });
    expect(down.apiRequests).toHaveLength(4);
  });

  it("reads structured fields tolerantly: an odd or missing one is absent, never a failed search", async () => {
    const odd = {
      asin: "B0CX23V2ZK",
      detailPageURL: "https://www.amazon.com/dp/B0CX23V2ZK",
      itemInfo: {
        title: { displayValue: "Voltwise Aurora Wireless Headphones" },
        byLineInfo: { brand: { displayValue: "  " }, manufacturer: { label: "Manufacturer" } },
        manufactureInfo: "not an object",
        classifications: { productGroup: null, binding: 7 },
        externalIds: { eans: { displayValues: "0810116380157" } },
        productInfo: { unitCount: { displayValue: "two" }, color: { displayValue: "" } },
      },
      browseNodeInfo: { browseNodes: [{ id: "1", contextFreeName: "Headphone Earpads" }] },
      parentASIN: { asin: "B0CX20PARN" },
      variationAttributes: [{ name: "color" }, "Black"],
      offersV2: { listings: [{ price: null, condition: "New", isBuyBoxWinner: true }] },
    };
    const { marketplace } = marketplaceOver([ok(token)], [ok({ searchResult: { items: [odd] } })]);
    const [item] = await marketplace.search("x");
    expect(item).toMatchObject({ amazon_product_id: "B0CX23V2ZK", browse_node: "Headphone Earpads" });
    const evidence = ["brand", "manufacturer", "model", "product_group", "binding", "external_ids", "unit_count", "parent_asin"];
    expect(Object.keys(item!).filter((k) => [...evidence, "variation_attributes", "condition"].includes(k))).toEqual([]);
  });

  it("refuses a malformed answer", async () => {
    const html = marketplaceOver([ok(token)], [{ body: "<html><body>Service Unavailable</body></html>" }]);
    expect(await html.marketplace.search("x").catch((e: unknown) => e)).toMatchObject({
      transient: false,
      message: "malformed response (HTTP 200, not JSON)",
    });
    const shape = marketplaceOver([ok(token)], [ok({ searchResult: { items: [{ asin: "B0CX23V2ZK" }] } })]);
    expect(await shape.marketplace.search("x").catch((e: unknown) => e)).toMatchObject({
      transient: false,
      message: "malformed response from searchItems",
    });
  });
});

describe("Creators API: looking items up again", () => {
  const ids = [
    "B0CX23V2ZK",
    "B0D1HK8RTV",
    "B0BSHF7WHW",
    "B09JQMJHXY",
    "B0C6KKQ7ND",
    "B0CHX3QBCH",
    "B0BDHWDR12",
    "B0B3PSRHHN",
    "B0CCWXY2N1",
    "B0D5CLTB3Q",
    "B0DHS5F1VG",
    "B0CRMZHDVN",
  ];

  it("asks at most ten ids a call and leaves out the ones no longer offered", async () => {
    const { marketplace, apiRequests } = marketplaceOver([ok(token)], [ok(getItemsPage1), ok(getItemsPage2)]);
    const items = await marketplace.getItems!(ids);
    expect(apiRequests.map((r) => JSON.parse(r.text).itemIds)).toEqual([ids.slice(0, 10), ids.slice(10)]);
    expect(apiRequests[0]!.url).toBe("https://creatorsapi.example/catalog/v1/getItems");
    expect(JSON.parse(apiRequests[0]!.text)).toMatchObject({
      itemIdType: "ASIN",
      partnerTag: "creatorpicks-20",
      marketplace: "www.amazon.com",
    });
    expect(items.map((i) => i.amazon_product_id)).toEqual(ids.filter((id) => id !== "B0BSHF7WHW"));
    expect(items.find((i) => i.amazon_product_id === "B0CRMZHDVN")).toMatchObject({ price: null, rating: null, reviews_count: 0 });
    expect(items.find((i) => i.amazon_product_id === "B0DHS5F1VG")).toMatchObject({ price: 64, rating: 4.1, reviews_count: 77 });
  });

  it("answers none for a 404 and fails rather than guessing on an unreadable item", async () => {
    const gone = marketplaceOver([ok(token)], [{ status: 404, body: noResults }]);
    expect(await gone.marketplace.getItems!(["B0BSHF7WHW"])).toEqual([]);
    const untitled = marketplaceOver(
      [ok(token)],
      [ok({ itemsResult: { items: [{ asin: "B0CX23V2ZK", detailPageURL: "https://www.amazon.com/dp/B0CX23V2ZK" }] } })],
    );
    expect(await untitled.marketplace.getItems!(["B0CX23V2ZK"]).catch((e: unknown) => e)).toMatchObject({
      message: "malformed response from getItems",
    });
  });
});

describe("Creators API in the pipeline", () => {
  const handle = "stitchandsole";
  const corpus = getCorpus();
  const channel = corpus.channels.find((c) => c.handle === handle)!;

  /** Answers searches from the demo catalogue in the Creators API's shape, until it starts throttling. */
  function catalogue(throttleAfter: number) {
    let searches = 0;
    const fetch: FetchLike = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.startsWith("https://auth.example/")) return Response.json(token);
      if (++searches > throttleAfter) return Response.json(throttled, { status: 429 });
      const { keywords } = (await request.json()) as { keywords: string };
      const items = (await offlineMarketplace.search(keywords)).map((l) => ({
        asin: l.amazon_product_id,
        detailPageURL: `https://www.amazon.com/dp/${l.amazon_product_id}?tag=creatorpicks-20`,
        itemInfo: { title: { displayValue: l.title } },
        offersV2: { listings: [{ price: { money: { amount: l.price, currency: l.currency } }, isBuyBoxWinner: true }] },
        customerReviews: { starRating: { value: l.rating }, count: l.reviews_count },
      }));
      return items.length
        ? Response.json({ searchResult: { items, totalResultCount: items.length } })
        : Response.json(noResults, { status: 404 });
    };
    return creatorsMarketplace(SETTINGS, { fetch, sleep: async () => {}, tokenCache: new Map() });
  }

  it("a throttle that outlasts the retries ends the task failed saying so, keeping the listings stored before", async () => {
    await runTask("search_youtube", { channel: handle, max_results: 500 });
    await runTask("get_transcripts", { channel: handle });
    await runTask("process_transcripts", { channel: handle });

    const early = await runTask("search_amazon_products", { channel: handle }, testDeps({ marketplace: catalogue(2) }), {
      number: 1,
      max: 4,
    });
    expect(early.outcome).toMatchObject({ status: "retry" });
    expect(early.row.status).toBe("running");
    const listed = await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}' AND listed = 1`);
    expect(listed).toBeGreaterThan(0);

    const last = await runTask("search_amazon_products", { channel: handle }, testDeps({ marketplace: catalogue(0) }), {
      number: 4,
      max: 4,
    });
    expect(last.row.status).toBe("failed");
    expect(last.row.message).toBe("Creators API: rate limited (HTTP 429); gave up after 4 attempts");
    expect(await countOf(`SELECT count(*) AS n FROM products WHERE channel_id = '${channel.channel_id}' AND listed = 1`)).toBe(listed);
    const stored = await db.select().from(products).where(eq(products.channel_id, channel.channel_id));
    for (const p of stored.filter((p) => p.listed)) {
      expect(
        await countOf(
          `SELECT count(*) AS n FROM marketplace_items WHERE amazon_product_id = '${p.amazon_product_id}' AND fetched_at <> ''`,
        ),
      ).toBe(1);
    }
  });

  it("is the marketplace getProviders picks once its credentials are set", async () => {
    const { fetch, apiRequests } = standIn([ok(token)], [ok(searchItems)]);
    const configured = {
      ...env,
      CREATORS_API_BASE_URL: SETTINGS.baseUrl,
      CREATORS_API_TOKEN_URL: SETTINGS.tokenUrl,
      CREATORS_API_CLIENT_ID: SETTINGS.clientId,
      CREATORS_API_CLIENT_SECRET: SETTINGS.clientSecret,
      CREATORS_API_PARTNER_TAG: SETTINGS.partnerTag,
    } as Env;
    const { marketplace } = getProviders(configured, { fetch, sleep: async () => {} });
    expect((await marketplace.search("headphones")).map((i) => i.amazon_product_id)).toEqual(["B0CX23V2ZK", "B0CX23W7QM", "B0D1HK8RTV"]);
    expect(apiRequests).toHaveLength(1);
    expect(getProviders(env).marketplace).toBe(offlineMarketplace);
  });
});
