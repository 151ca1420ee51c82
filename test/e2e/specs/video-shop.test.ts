/**
 * The shoppable video page (issue 25, item 3): a Products Mentioned row shows its best listing's
 * price and a first-party Buy link, and on a phone the player stays in view while the list scrolls.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, expectAccessible, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

interface ApiListing {
  amazon_product_id: string;
  currency: string;
  price: number | null;
  product_url: string;
}
interface ApiProduct {
  product_id: string;
  product_name: string;
  amazon_products: ApiListing[];
}

/** The demo video that mentions the most listed products, and its products with their listings (best first). */
async function busiestVideo(): Promise<{ videoId: string; products: ApiProduct[] }> {
  const { videos } = (await (await fetch(`${BASE_URL}/api/videos?limit=100`)).json()) as {
    videos: { video_id: string; product_count: number }[];
  };
  const top = [...videos].sort((a, b) => b.product_count - a.product_count)[0];
  assert.ok(top && top.product_count >= 2, "the demo data has a video with several listed products");
  const { products } = (await (await fetch(`${BASE_URL}/api/products/video/${top.video_id}/amazon?limit=100`)).json()) as {
    products: ApiProduct[];
  };
  return { videoId: top.video_id, products };
}

test("a video page row shows its price and a View on Amazon Buy link through /go/", async (t) => {
  const { videoId, products } = await busiestVideo();
  const listed = products.find((p) => p.amazon_products[0]?.price != null);
  assert.ok(listed, "a mentioned product has a priced listing");
  const best = listed.amazon_products[0]!;
  const { page } = await openPage(t);
  await visit(page, `/videos/${videoId}`);
  await page.getByRole("heading", { name: "Products Mentioned" }).waitFor();
  const row = page.locator("main li").filter({ has: page.getByRole("link", { name: listed.product_name, exact: true }) });
  assert.equal(await row.count(), 1);
  // The price as the product page writes it (en-US visitor, the listing's currency).
  const price = new Intl.NumberFormat("en-US", { style: "currency", currency: best.currency }).format(best.price!).replace(/\u202f/g, " ");
  await row.getByText(price, { exact: true }).waitFor();
  await row.getByText(/^Rated \d\.\d out of 5$/).waitFor({ state: "attached" });
  // The name is a link to the product page, drawn as one (underlined).
  const name = row.getByRole("link", { name: listed.product_name, exact: true });
  assert.equal(await name.getAttribute("href"), `/products/${listed.product_id}`);
  assert.match(await name.evaluate((el) => getComputedStyle(el).textDecorationLine), /underline/);
  // The Buy button: a first-party link naming the best listing, the page kind and the video.
  const buy = row.getByRole("link", { name: /^View on Amazon/ });
  assert.equal((await buy.textContent())?.startsWith("View on Amazon"), true);
  const href = (await buy.getAttribute("href")) ?? "";
  assert.equal(href, `/go/${encodeURIComponent(`${listed.product_id}~${best.amazon_product_id}`)}?src=video&video=${videoId}`);
  assert.equal(await buy.getAttribute("target"), "_blank");
  assert.equal(await buy.getAttribute("rel"), "sponsored noopener");
  const go = await fetch(`${BASE_URL}${href}`, { redirect: "manual" });
  assert.equal(go.status, 302);
  assert.equal(go.headers.get("location"), best.product_url);
  // The row's thumbnail is the listing's image (or SPEC's placeholder).
  assert.equal(await row.locator("img").count(), 1);
  // Every row keeps its moment link; a row without a listing has no price and no Buy link.
  assert.equal(await page.locator('main li a[href*="?t="]').count(), products.length);
  assert.equal(await page.getByRole("link", { name: /^View on Amazon/ }).count(), products.filter((p) => p.amazon_products.length).length);
  await page.getByText(/^Prices and availability are accurate as of the date and time indicated/).waitFor();
  // On a wide screen the player scrolls away with the page as before.
  assert.equal(await page.locator("#player").evaluate((el) => getComputedStyle(el).position), "static");
  await expectAccessible(page);
});

test("on a phone the player stays in view while the Products Mentioned list scrolls", async (t) => {
  const { videoId, products } = await busiestVideo();
  const { page } = await openPage(t, { width: 390 });
  await visit(page, `/videos/${videoId}`);
  const player = page.locator("#player");
  assert.equal(await player.evaluate((el) => getComputedStyle(el).position), "sticky");
  // Scroll the list through until Back to Channel, the article's end, sits at the bottom of the
  // screen: the page must really scroll for the check to mean anything. (Past the article, at the
  // footer, the player leaves with it.)
  await page.getByRole("link", { name: "← Back to Channel" }).evaluate((el) => el.scrollIntoView({ block: "end" }));
  const at = await page.evaluate(() => {
    const box = document.getElementById("player")!.getBoundingClientRect();
    const rows = document.querySelectorAll("main li");
    const last = rows[rows.length - 1]!.getBoundingClientRect();
    return { scrollY: window.scrollY, top: box.top, bottom: box.bottom, lastBottom: last.bottom };
  });
  assert.ok(at.scrollY > 200, `the page scrolled (${at.scrollY}px, ${products.length} rows)`);
  assert.equal(Math.round(at.top), 0, "the player sits at the top of the screen");
  assert.ok(at.bottom > 150, "the player is still on screen");
  assert.ok(at.lastBottom > at.bottom, "the last row shows below the player");
  await expectAccessible(page);
});
