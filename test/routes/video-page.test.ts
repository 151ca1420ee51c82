/**
 * The shoppable video page (issue 25, item 3): each Products Mentioned row carries its product's
 * best live listing (image, price, rating, the listing id its Buy link names), and a product
 * without one keeps its row with no listing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as videoPage from "../../app/routes/video";
import { CH, insertProduct, insertVideo, seedCatalogue } from "../api/fixtures";
import { dataOf, run } from "./harness";

interface Listing {
  listing_id: string;
  amazon_product_id: string;
  image_url: string | null;
  currency: string;
  price: number | null;
  rating: number | null;
  reviews_count: number;
}
interface Row {
  product_id: string;
  product_name: string;
  video_timestamp: number;
  listing: Listing | null;
}

const VIDEO = "shopVid0001";
const load = async (videoId: string) =>
  dataOf<{ video: { video_id: string }; products: Row[] }>(
    await run(videoPage.loader, { path: `/videos/${videoId}`, pattern: "/videos/:videoId", params: { videoId } }),
  );

beforeAll(async () => {
  await seedCatalogue();
  await insertVideo({ video_id: VIDEO, channel_id: CH.alpha, title: "Shop the desk", published_at: "2025-03-02T00:00:00.000Z" });
  // Its best-placed item was found dead by the re-check: the next live one is the row's listing.
  await insertProduct({
    product_id: "p-shop-dead-first",
    video_id: VIDEO,
    channel_id: CH.alpha,
    product_name: "Desk Lamp L1",
    published_at: "2025-03-02T00:00:00.000Z",
    video_timestamp: 95,
    listings: [
      { asin: "B0SHOPDEAD", price: 19, rating: 3.1, is_dead: true },
      { asin: "B0SHOPLIVE", price: 42.5, rating: 4.4, reviews_count: 1234 },
    ],
  });
  // Every item of this one is dead: no live listing, so no price or Buy link.
  await insertProduct({
    product_id: "p-shop-all-dead",
    video_id: VIDEO,
    channel_id: CH.alpha,
    product_name: "Cable Tray T2",
    published_at: "2025-03-02T00:00:00.000Z",
    video_timestamp: 20,
    listings: [{ asin: "B0SHOPGONE", price: 9, is_dead: true }],
  });
});

describe("video page rows", () => {
  it("carry each row's best listing: price, rating, reviews, image and the listing id of its Buy link", async () => {
    const { products } = await load("alphaVid001");
    const zen = products.find((p) => p.product_id === "p-alpha-1");
    // p-alpha-1 has two listings; position 0 (B0ALPHA001 at 999) is the best.
    expect(zen?.listing).toEqual(
      expect.objectContaining({
        listing_id: "p-alpha-1~B0ALPHA001",
        amazon_product_id: "B0ALPHA001",
        price: 999,
        currency: "USD",
        rating: 4.5,
        reviews_count: 1,
        image_url: "https://m.example/B0ALPHA001.jpg",
      }),
    );
    const mac = products.find((p) => p.product_id === "p-alpha-2");
    expect(mac?.listing).toEqual(expect.objectContaining({ listing_id: "p-alpha-2~B0ALPHA002", price: 1199, rating: 4.8 }));
  });

  it("keep a product without a listing, with none, beside one that has a listing", async () => {
    const { products } = await load("alphaVid002");
    // p-alpha-4 (Wrist Rest) has no listing: the products list hides it, the video page keeps its row.
    expect(products.map((p) => p.product_id).sort()).toEqual(["p-alpha-3", "p-alpha-4"]);
    expect(products.find((p) => p.product_id === "p-alpha-4")?.listing).toBeNull();
    expect(products.find((p) => p.product_id === "p-alpha-3")?.listing?.listing_id).toBe("p-alpha-3~B0KEYCHRON");
  });

  it("skip dead items: the first live one is the listing, and all dead means none; rows in mention order", async () => {
    const { products } = await load(VIDEO);
    expect(products.map((p) => [p.product_id, p.video_timestamp])).toEqual([
      ["p-shop-all-dead", 20],
      ["p-shop-dead-first", 95],
    ]);
    expect(products[0]!.listing).toBeNull();
    expect(products[1]!.listing).toEqual(
      expect.objectContaining({ listing_id: "p-shop-dead-first~B0SHOPLIVE", price: 42.5, rating: 4.4, reviews_count: 1234 }),
    );
  });
});
