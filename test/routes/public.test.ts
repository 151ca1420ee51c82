/** Loaders of the public pages, called with real requests against the migrated D1. */
import { beforeAll, describe, expect, it } from "vitest";
import * as catchAll from "../../app/routes/catch-all";
import * as channelPage from "../../app/routes/channel";
import * as channelsPage from "../../app/routes/channels";
import * as home from "../../app/routes/home";
import * as notFound from "../../app/routes/not-found";
import * as productPage from "../../app/routes/product";
import * as productsPage from "../../app/routes/products/route";
import * as creatorOptions from "../../app/routes/resources.creator-options";
import * as storefront from "../../app/routes/storefront";
import * as videoPage from "../../app/routes/video";
import { CH, createAdmin, createUser, seedCatalogue, VISIBLE_LISTED, type TestUser } from "../api/fixtures";
import { dataOf, redirectOf, run } from "./harness";

type Rows<K extends string> = Record<K, { product_id?: string; channel_id?: string }[]>;
const ids = (rows: { product_id?: string; channel_id?: string }[]) => rows.map((r) => r.product_id ?? r.channel_id);
/**
 * The pages list one card per product (docs/decisions/0019): Alpha's Mechanical Keyboard K2 is the
 * product Gamma mentions later, whose newer mention stands for it.
 */
const VISIBLE_PRODUCTS = VISIBLE_LISTED.filter((id) => id !== "p-alpha-3");

let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("routes");
  admin = await createAdmin();
});

describe("home", () => {
  it("shows 4 featured channels by subscribers and 8 trending products to everyone, subscribed products only when signed in", async () => {
    const anon = dataOf<Rows<"channels" | "trending"> & { subscribed: unknown }>(await run(home.loader, { path: "/", pattern: "/" }));
    expect(anon.channels.length).toBeLessThanOrEqual(4);
    expect(ids(anon.channels)).not.toContain(CH.hidden);
    expect(anon.trending.length).toBe(8);
    expect(ids(anon.trending).sort()).toEqual([...VISIBLE_PRODUCTS].sort());
    expect(anon.subscribed).toBeNull();
    const signedIn = dataOf<{ subscribed: unknown[] }>(await run(home.loader, { path: "/", pattern: "/", token: user.token }));
    expect(signedIn.subscribed).toEqual([]);
  });
});

describe("channels", () => {
  it("searches, sorts and pages visible channels; the Hidden tab exists for admins only", async () => {
    const bySubscribers = dataOf<Rows<"channels"> & { total: number; sort: string }>(
      await run(channelsPage.loader, { path: "/channels?sort=subscribers&limit=2", pattern: "/channels" }),
    );
    expect(bySubscribers.sort).toBe("subscribers");
    expect(bySubscribers.channels).toHaveLength(2);
    expect(bySubscribers.total).toBe(4);
    const searched = dataOf<Rows<"channels">>(await run(channelsPage.loader, { path: "/channels?query=alpha", pattern: "/channels" }));
    expect(ids(searched.channels)).toEqual([CH.alpha]);
    const bogusSort = dataOf<{ sort: string }>(await run(channelsPage.loader, { path: "/channels?sort=evil", pattern: "/channels" }));
    expect(bogusSort.sort).toBe("name");
    const userHidden = dataOf<{ tab: string } & Rows<"channels">>(
      await run(channelsPage.loader, { path: "/channels?tab=hidden", pattern: "/channels", token: user.token }),
    );
    expect(userHidden.tab).toBe("visible");
    expect(ids(userHidden.channels)).not.toContain(CH.hidden);
    const adminHidden = dataOf<{ tab: string } & Rows<"channels">>(
      await run(channelsPage.loader, { path: "/channels?tab=hidden", pattern: "/channels", token: admin.token }),
    );
    expect(adminHidden.tab).toBe("hidden");
    expect(ids(adminHidden.channels)).toEqual([CH.hidden]);
  });

  it("lets only admins toggle a channel's visibility", async () => {
    const form = { intent: "toggle", channel_id: CH.delta };
    const refused = await run(channelsPage.action, { path: "/channels", pattern: "/channels", form, token: user.token });
    expect(dataOf(refused, 403)).toEqual({ error: "Failed to update channel visibility." });
    expect(dataOf(await run(channelsPage.action, { path: "/channels", pattern: "/channels", form, token: admin.token }))).toEqual({
      error: null,
    });
    const hidden = dataOf<Rows<"channels">>(
      await run(channelsPage.loader, { path: "/channels?tab=hidden", pattern: "/channels", token: admin.token }),
    );
    expect(ids(hidden.channels)).toContain(CH.delta);
    await run(channelsPage.action, { path: "/channels", pattern: "/channels", form, token: admin.token });
    const unknown = await run(channelsPage.action, {
      path: "/channels",
      pattern: "/channels",
      form: { intent: "toggle", channel_id: "UCnope" },
      token: admin.token,
    });
    expect(dataOf(unknown, 400)).toEqual({ error: "Failed to update channel visibility." });
  });
});

describe("channel", () => {
  const at = (id: string, extra = "") => ({ path: `/channels/${id}${extra}`, pattern: "/channels/:channelId", params: { channelId: id } });

  it("shows a visible channel with its videos, or its products on the Products tab", async () => {
    const videos = dataOf<{ channel: { channel_id: string }; productCount: number; videoTotal: number; videos: { video_id: string }[] }>(
      await run(channelPage.loader, at(CH.alpha)),
    );
    expect(videos.channel.channel_id).toBe(CH.alpha);
    expect(videos.productCount).toBe(3);
    expect(videos.videos.map((v) => v.video_id)).toEqual(["alphaVid001", "alphaVid002"]);
    const products = dataOf<Rows<"products">>(await run(channelPage.loader, at(CH.alpha, "?tab=products")));
    expect(ids(products.products).sort()).toEqual(["p-alpha-1", "p-alpha-2", "p-alpha-3"]);
  });

  it("answers 404 for an unknown channel, and for a hidden one except to admins", async () => {
    expect((await run(channelPage.loader, at("UCnope"))).status).toBe(404);
    expect((await run(channelPage.loader, { ...at(CH.hidden), token: user.token })).status).toBe(404);
    expect(
      dataOf<{ channel: { channel_id: string } }>(await run(channelPage.loader, { ...at(CH.hidden), token: admin.token })).channel
        .channel_id,
    ).toBe(CH.hidden);
  });

  it("subscribes a signed-in visitor, and sends an anonymous one to log in and come back", async () => {
    const anon = await run(channelPage.action, { ...at(CH.beta), form: { intent: "subscribe" } });
    expect(redirectOf(anon)).toBe(`/login?redirectTo=${encodeURIComponent(`/channels/${CH.beta}`)}`);
    expect(dataOf(await run(channelPage.action, { ...at(CH.beta), form: { intent: "subscribe" }, token: user.token }))).toEqual({
      error: null,
    });
    const after = dataOf<{ channel: { is_subscribed: boolean } }>(await run(channelPage.loader, { ...at(CH.beta), token: user.token }));
    expect(after.channel.is_subscribed).toBe(true);
    await run(channelPage.action, { ...at(CH.beta), form: { intent: "unsubscribe" }, token: user.token });
  });
});

describe("video and product", () => {
  it("shows a video with the products it mentions in the order it mentions them", async () => {
    const video = dataOf<{ video: { video_id: string }; products: { product_id: string }[]; t: number }>(
      await run(videoPage.loader, { path: "/videos/alphaVid001?t=30", pattern: "/videos/:videoId", params: { videoId: "alphaVid001" } }),
    );
    expect(video.video.video_id).toBe("alphaVid001");
    expect(video.t).toBe(30);
    expect(video.products.map((p) => p.product_id)).toEqual(["p-alpha-2", "p-alpha-1"]);
    expect((await run(videoPage.loader, { path: "/videos/nope", pattern: "/videos/:videoId", params: { videoId: "nope" } })).status).toBe(
      404,
    );
    expect(
      (await run(videoPage.loader, { path: "/videos/hiddenVid01", pattern: "/videos/:videoId", params: { videoId: "hiddenVid01" } }))
        .status,
    ).toBe(404);
  });

  it("answers a malformed id with a 4xx and the service's words, never a 500", async () => {
    const junk = await run(videoPage.loader, { path: "/videos/%20%20%20", pattern: "/videos/:videoId", params: { videoId: "   " } });
    expect(junk.status).toBeGreaterThanOrEqual(400);
    expect(junk.status).toBeLessThan(500);
    expect(junk.kind === "data" && typeof (junk.data as { detail?: unknown } | null)?.detail).toBe("string");
  });

  it("shows a product with every listing, 404 for an unknown or hidden one", async () => {
    const at = (id: string) => ({ path: `/products/${id}`, pattern: "/products/:productId", params: { productId: id } });
    const product = dataOf<{ product: { amazon_products: { amazon_product_id: string }[] } }>(
      await run(productPage.loader, at("p-alpha-1")),
    );
    expect(product.product.amazon_products.map((a) => a.amazon_product_id)).toEqual(["B0ALPHA001", "B0ALPHA001X"]);
    expect((await run(productPage.loader, at("p-nope"))).status).toBe(404);
    expect((await run(productPage.loader, at("p-hidden-2"))).status).toBe(404);
  });

  it("gives the product page the other creators who recommend it, each mention with its quote and second", async () => {
    const at = (id: string) => ({ path: `/products/${id}`, pattern: "/products/:productId", params: { productId: id } });
    type Similar = { creators: { channel_id: string; mentions: { video_id: string; video_timestamp: number; claims: string }[] }[] };
    const keyboard = dataOf<{ product: { channel_id: string }; similar: Similar & { total_creators: number } }>(
      await run(productPage.loader, at("p-alpha-3")),
    );
    expect(keyboard.product.channel_id).toBe(CH.alpha);
    expect(keyboard.similar.total_creators).toBe(1);
    expect(keyboard.similar.creators.map((c) => c.channel_id)).toEqual([CH.gamma]);
    expect(keyboard.similar.creators[0]!.mentions).toEqual([
      { video_id: "gammaVid001", video_title: expect.any(String), video_timestamp: expect.any(Number), claims: expect.any(String) },
    ]);
    const alone = dataOf<{ similar: Similar & { total_creators: number } }>(await run(productPage.loader, at("p-beta-1")));
    expect(alone.similar).toEqual({ creators: [], total_creators: 0 });
  });
});

describe("products", () => {
  it("filters by category and subcategory, and drops a subcategory of another category", async () => {
    const beauty = dataOf<Rows<"products"> & { total: number; subcategories: string[] }>(
      await run(productsPage.loader, { path: "/products?category=Beauty&subcategory=Lips", pattern: "/products" }),
    );
    expect(beauty.subcategories).toEqual(["Lips", "Skincare"]);
    expect(ids(beauty.products)).toEqual(["p-beta-3"]);
    const mismatched = dataOf<{ filters: { subcategory: string }; total: number }>(
      await run(productsPage.loader, { path: "/products?category=Beauty&subcategory=Desks", pattern: "/products" }),
    );
    expect(mismatched.filters.subcategory).toBe("");
    expect(mismatched.total).toBe(3);
  });

  it("lists every visible listed product once, hidden channels' products left out", async () => {
    const all = dataOf<Rows<"products"> & { total: number }>(await run(productsPage.loader, { path: "/products", pattern: "/products" }));
    expect(all.total).toBe(VISIBLE_PRODUCTS.length);
    expect(ids(all.products).sort()).toEqual([...VISIBLE_PRODUCTS].sort());
  });

  it("answers Load More with its page only (earlier pages are never read again), a plain ?page=N with pages 1..N", async () => {
    type Listing = Rows<"products"> & { total: number; categories: string[]; page: number };
    const more = dataOf<Listing>(await run(productsPage.loader, { path: "/products?sort=price_asc&page=2&more=1", pattern: "/products" }));
    const firstOnly = dataOf<Listing>(
      await run(productsPage.loader, { path: "/products?sort=price_asc&page=1&more=1", pattern: "/products" }),
    );
    // Eight listed products: page 2 of 12 is empty, page 1 holds them all.
    expect(more.page).toBe(2);
    expect(more.products).toEqual([]);
    expect(more.total).toBe(VISIBLE_PRODUCTS.length);
    expect(more.categories).toEqual([]);
    expect(ids(firstOnly.products).sort()).toEqual([...VISIBLE_PRODUCTS].sort());
    const document = dataOf<Listing>(await run(productsPage.loader, { path: "/products?sort=price_asc&page=2", pattern: "/products" }));
    expect(ids(document.products)).toEqual(ids(firstOnly.products));
    expect(document.categories.length).toBeGreaterThan(0);
    // A deep link renders at most 8 pages in one query; Load More continues from there.
    const deep = dataOf<Listing>(await run(productsPage.loader, { path: "/products?page=200", pattern: "/products" }));
    expect(deep.page).toBe(8);
    expect(deep.total).toBe(VISIBLE_PRODUCTS.length);
  });
});

describe("products: the creator filter", () => {
  type Creators = { channel_id: string; channel_name: string }[];
  it("renders only the chosen visible creators (their chips); the dropdown's rows are read when it opens", async () => {
    const none = dataOf<{ selectedCreators: Creators }>(await run(productsPage.loader, { path: "/products", pattern: "/products" }));
    expect(none.selectedCreators).toEqual([]);
    const chosen = dataOf<{ selectedCreators: Creators; total: number }>(
      await run(productsPage.loader, {
        path: `/products?creator=${CH.gamma}&creator=${CH.alpha}&creator=${CH.hidden}`,
        pattern: "/products",
      }),
    );
    expect(chosen.selectedCreators.map((c) => c.channel_name)).toEqual(["Alpha Tech", "Gamma Games"]);
    const options = dataOf<{ channels: Creators }>(
      await run(creatorOptions.loader, { path: "/resources/creator-options", pattern: "/resources/creator-options" }),
    );
    // Visible channels with listed products, by name whatever the case; the hidden one never.
    const names = options.channels.map((c) => c.channel_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })));
    expect(names).toContain("Alpha Tech");
    expect(names).not.toContain("Hidden Hank");
  });

  it("shows no chip for a malformed creator id", async () => {
    const bad = dataOf<{ selectedCreators: Creators }>(
      await run(productsPage.loader, { path: "/products?creator=%3Cscript%3E", pattern: "/products" }),
    );
    expect(bad.selectedCreators).toEqual([]);
  });
});

describe("storefront, 404 and unknown paths", () => {
  it("answers 404 for a storefront that does not exist", async () => {
    expect((await run(storefront.loader, { path: "/s/nobody", pattern: "/s/:handle", params: { handle: "nobody" } })).status).toBe(404);
  });

  it("/404 answers 404 and any unknown path redirects there, for GET and POST alike", async () => {
    expect((await run(notFound.loader, { path: "/404", pattern: "/404" })).status).toBe(404);
    expect(redirectOf(await run(catchAll.loader, { path: "/no/such/page", pattern: "/*" }))).toBe("/404");
    expect(redirectOf(await run(catchAll.action, { path: "/no/such/page", pattern: "/*", form: { a: "b" } }))).toBe("/404");
  });
});
