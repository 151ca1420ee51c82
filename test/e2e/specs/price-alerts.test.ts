import assert from "node:assert/strict";
import { test } from "node:test";
import { d1Query } from "../../../scripts/lib/local-stack.ts";
import { BASE_URL, expectAccessible, login, openPage, USER, useBrowser, visit } from "../fixtures.ts";

useBrowser();

type Listed = {
  product_id: string;
  product_name: string;
  amazon_products: { amazon_product_id: string; price: number | null; currency: string }[];
};

/**
 * A listed product whose first listing has a price, and a second, higher price of it ten days ago
 * written into the history (the demo load recorded only today's): the page then has a range to show.
 */
async function productWithHistory() {
  const res = await fetch(`${BASE_URL}/api/products?limit=50&sort=price_desc`);
  assert.equal(res.status, 200);
  const { products } = (await res.json()) as { products: Listed[] };
  const product = products.find((p) => p.amazon_products[0]?.price != null);
  assert.ok(product, "the demo data has a listed product with a price");
  const listing = product.amazon_products[0]!;
  const older = Math.round((listing.price! + 20) * 100) / 100;
  const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
  await d1Query(
    `INSERT INTO listing_prices (amazon_product_id, price, currency, observed_at) VALUES ('${listing.amazon_product_id}', ${older}, '${listing.currency}', '${tenDaysAgo}')`,
    { persistTo: process.env.E2E_STATE_DIR },
  );
  const money = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: listing.currency }).format(n);
  return { product, low: money(listing.price!), high: money(older) };
}

test("the product page shows each listing's 30-day price range and chart; a signed-in visitor follows it and finds it in the profile", async (t) => {
  const { product, low, high } = await productWithHistory();
  const path = `/products/${product.product_id}`;

  // Anonymous: the figures, the chart with the same figures as its label, and a link to log in.
  const anonymous = await openPage(t);
  await visit(anonymous.page, path);
  const history = anonymous.page.getByTestId("price-history").first();
  await history.waitFor();
  assert.equal((await history.locator("figcaption").textContent())?.trim(), `30 days: lowest ${low} · highest ${high}`);
  const chart = history.getByRole("img");
  const label = (await chart.getAttribute("aria-label")) ?? "";
  assert.match(
    label,
    new RegExp(
      `^Price over the last 30 days, since .+: from ${escape(high)} to ${escape(low)}, 1 change; lowest ${escape(low)}, highest ${escape(high)}\\.$`,
    ),
  );
  assert.match(
    (await chart.locator("path").getAttribute("d")) ?? "",
    /^M[\d.]+,[\d.]+H[\d.]+V[\d.]+H[\d.]+$/,
    "a step line: the old price, then the new one until now",
  );
  const follow = anonymous.page.getByRole("link", { name: "Log in to follow price drops" });
  assert.equal(await follow.getAttribute("href"), `/login?redirectTo=${encodeURIComponent(path)}`);
  await expectAccessible(anonymous.page);

  // Signed in: follow from the page, then see it under Followed Products.
  const { page } = await openPage(t);
  await login(page, USER, path);
  await page.waitForURL((u) => u.pathname === path);
  await page.getByRole("button", { name: "Follow price drops" }).click();
  await page.getByRole("button", { name: "Stop price alerts" }).waitFor();
  await page.getByText("You follow this product").waitFor();
  await expectAccessible(page);

  await visit(page, "/profile");
  await page.getByRole("tab", { name: "Followed Products" }).click();
  await page.waitForURL(/tab=followed/);
  const list = page.getByRole("list", { name: "Followed products" });
  const link = list.getByRole("link", { name: product.product_name });
  await link.waitFor();
  assert.match((await list.textContent()) ?? "", new RegExp(`lowest in 30 days ${escape(low)}`));
  await expectAccessible(page);

  // And back: unfollowing from the page empties the list again (the account is shared by the specs).
  await link.click();
  await page.waitForURL((u) => u.pathname === path);
  await page.getByRole("button", { name: "Stop price alerts" }).click();
  await page.getByRole("button", { name: "Follow price drops" }).waitFor();
  await visit(page, "/profile?tab=followed");
  await page.getByText("You don't follow any products yet.").waitFor();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
