/**
 * The product page's buy box (issue 25, item 2): on a phone the price and Buy link are on the
 * first screen and stay there while the visitor reads; on a desktop the buy box sits beside the
 * details, and "Recommended by N creators" lists each creator with a link to the second they
 * mention the product.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, expectAccessible, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

interface Similar {
  creators: { channel_id: string; channel_name: string; mentions: { video_id: string; video_timestamp: number }[] }[];
  total_creators: number;
}
interface Detail {
  channel: { channel_id: string; channel_name: string };
  video_id: string;
  video_timestamp: number;
  amazon_products: { price: number | null; price_history: { points: unknown[] } | null }[];
}

/** A listed product that other creators mention too, with its detail and its similar creators. */
async function recommendedProduct(): Promise<{ id: string; detail: Detail; similar: Similar }> {
  const { products } = (await (await fetch(`${BASE_URL}/api/products?limit=100`)).json()) as {
    products: { product_id: string; creator_count: number; amazon_products: unknown[] }[];
  };
  const shared = products.filter((p) => p.creator_count >= 2 && p.amazon_products.length > 0);
  assert.ok(shared.length > 0, "the demo data has a product several creators mention");
  for (const { product_id: id } of shared) {
    const similar = (await (await fetch(`${BASE_URL}/api/products/${id}/similar-creators`)).json()) as Similar;
    if (similar.creators.length === 0) continue;
    const detail = (await (await fetch(`${BASE_URL}/api/products/${id}`)).json()) as Detail;
    return { id, detail, similar };
  }
  assert.fail("no product's similar creators are visible");
}

const PHONE = { width: 390, height: 844 };

test("on a phone the price and Buy link are within the first screen, and stay on screen at the bottom", async (t) => {
  const { id } = await recommendedProduct();
  const { page } = await openPage(t, { width: PHONE.width });
  await page.setViewportSize(PHONE);
  await visit(page, `/products/${id}`);
  const bar = page.getByTestId("sticky-buy");
  await bar.waitFor();
  const onScreen = async () => {
    const box = await bar.boundingBox();
    assert.ok(box, "the Buy link is rendered");
    assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `Buy link at y=${box.y}, height ${box.height}`);
  };
  await onScreen();
  assert.match((await bar.getAttribute("href")) ?? "", /^\/go\/[^/?]+\?src=product(&|$)/);
  assert.match((await bar.getAttribute("rel")) ?? "", /^(?=.*\bsponsored\b)(?=.*\bnoopener\b)/);
  assert.equal(await bar.getAttribute("target"), "_blank");
  // The bar shows the price beside the link.
  assert.match((await bar.locator("..").textContent()) ?? "", /\d/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await onScreen();
  // At the end of the page the bar rests above the footer rather than covering it.
  const [barBox, footerBox] = [await bar.boundingBox(), await page.locator("footer").boundingBox()];
  assert.ok(barBox && footerBox && barBox.y + barBox.height <= footerBox.y, "the footer stays uncovered");
});

test("on a desktop the buy box leads, and Recommended by lists each creator with a Watch at link", async (t) => {
  const { id, detail, similar } = await recommendedProduct();
  const { page } = await openPage(t, { width: 1280 });
  await visit(page, `/products/${id}`);

  const buy = page.getByTestId("buy-box").getByRole("link", { name: /^Buy on Amazon/ });
  const description = page.getByRole("heading", { name: "Description" });
  const [buyBox, descBox] = [await buy.boundingBox(), await description.boundingBox()];
  assert.ok(buyBox && descBox);
  assert.ok(buyBox.y + buyBox.height < descBox.y, "the Buy link comes before the description");
  assert.ok(buyBox.y + buyBox.height <= 900, "the Buy link is on the first screen");
  assert.equal(await page.getByTestId("sticky-buy").isVisible(), false, "no phone bar on a desktop");

  const total = 1 + similar.total_creators;
  const section = page.getByRole("region", { name: `Recommended by ${total} creators` });
  await section.waitFor();
  const rows = section.getByTestId("recommendation");
  const expected = [detail.channel, ...similar.creators];
  assert.equal(await rows.count(), expected.length);
  for (const [i, creator] of expected.entries()) {
    const row = rows.nth(i);
    const channel = row.getByRole("link", { name: creator.channel_name, exact: true });
    assert.equal(await channel.getAttribute("href"), `/channels/${creator.channel_id}`);
    const watch = row.getByRole("link", { name: /^Watch at \d+:\d\d/ }).first();
    assert.match((await watch.textContent()) ?? "", /Watch at \d+:\d\d/);
    const mention =
      i === 0 ? { video_id: detail.video_id, video_timestamp: detail.video_timestamp } : similar.creators[i - 1]!.mentions[0]!;
    assert.equal(await watch.getAttribute("href"), `/videos/${mention.video_id}?t=${mention.video_timestamp}#player`);
  }

  // The 30-day chart only for a listing with two prices or more; the others say since when they are tracked.
  const charted = detail.amazon_products.filter((a) => (a.price_history?.points.length ?? 0) >= 2).length;
  assert.equal(await page.getByTestId("price-history").count(), charted);
  assert.equal(await page.getByText(/^Tracking since [A-Z][a-z]+ \d{1,2}, \d{4}$/).count(), detail.amazon_products.length - charted);
  await expectAccessible(page);
});
