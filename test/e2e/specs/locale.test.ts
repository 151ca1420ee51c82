import assert from "node:assert/strict";
import { test } from "node:test";
import { openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

/** The first product card's price and the detail page's price line, as a visitor with `locale` sees them. */
async function pricesSeenIn(t: Parameters<typeof openPage>[0], locale: string) {
  const { page } = await openPage(t, { locale });
  await visit(page, "/products");
  const card = page.getByRole("region", { name: "Product results" }).locator("article").first();
  const cardPrice = ((await card.locator("p.font-semibold").first().textContent()) ?? "").trim();
  await card.locator("h3").click();
  await page.waitForURL(/\/products\/[^/?]+$/);
  const asOf = (
    (await page
      .getByText(/^Price as of /)
      .first()
      .textContent()) ?? ""
  ).trim();
  return { cardPrice, asOf };
}

test("prices and times follow the visitor's Accept-Language, the same after hydration (no mismatch logged)", async (t) => {
  const us = await pricesSeenIn(t, "en-US");
  assert.match(us.cardPrice, /^\$\d{1,3}(,\d{3})*\.\d\d$/);
  assert.match(us.asOf, /^Price as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M UTC$/);

  const de = await pricesSeenIn(t, "de-DE");
  assert.match(de.cardPrice, /^\d{1,3}(\.\d{3})*,\d\d\s\$$/);
  assert.match(de.asOf, /^Price as of \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC$/);

  const gb = await pricesSeenIn(t, "en-GB");
  assert.match(gb.cardPrice, /^US\$\d{1,3}(,\d{3})*\.\d\d$/);
});
