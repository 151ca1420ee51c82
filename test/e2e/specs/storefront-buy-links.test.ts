import assert from "node:assert/strict";
import { test } from "node:test";
import { DEMO_CREATOR_CHANNEL, DEMO_CREATOR_PARTNER_TAG } from "../../../scripts/lib/demo-creator.ts";
import { BASE_URL, expectAccessible, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

interface StorefrontAnswer {
  storefront_id: string;
  headline: string;
  bio: string;
  channel: { channel_id: string; channel_name: string };
  products: { product_id: string; product_name: string; amazon_product_id: string | null; video_id: string; video_timestamp: number }[];
  total: number;
}

/** The demo creator's storefront as the API answers it (seeded by the runner with the partner tag democreator-20). */
async function demoStorefront(): Promise<StorefrontAnswer> {
  const res = await fetch(`${BASE_URL}/api/storefronts/${DEMO_CREATOR_CHANNEL}`);
  assert.equal(res.status, 200, "the demo creator's storefront is seeded");
  const body = (await res.json()) as StorefrontAnswer;
  assert.ok(body.products.length > 1, "the automated storefront filled itself from the channel's listed products");
  return body;
}

/** Where `/go/…` sends a visitor: its 302 Location, read without following it. */
async function locationOf(href: string): Promise<URL> {
  const res = await fetch(new URL(href, BASE_URL), { redirect: "manual" });
  assert.equal(res.status, 302, href);
  return new URL(res.headers.get("location") ?? "");
}

test("a storefront's Buy links go through /go with the storefront, and the redirect carries the creator's tag", async (t) => {
  const sf = await demoStorefront();
  const { page } = await openPage(t);
  const res = await visit(page, `/s/${DEMO_CREATOR_CHANNEL}`);
  assert.equal(res?.status(), 200);
  await page.getByRole("heading", { level: 1, name: sf.channel.channel_name }).waitFor();
  await page.getByText(sf.headline).waitFor();
  await page.getByText(sf.bio).waitFor();
  const picks = page.getByRole("region", { name: `${sf.channel.channel_name}'s picks` });
  await picks.getByText(`${sf.total} products from`).waitFor();

  const first = sf.products[0]!;
  const name = picks.getByRole("link", { name: first.product_name, exact: true }).first();
  assert.equal(await name.getAttribute("href"), `/products/${first.product_id}`);
  const watch = picks.getByRole("link", { name: new RegExp(`^Watch at \\d+:\\d\\d.*: ${escapeRegExp(first.product_name)}$`) }).first();
  assert.equal(await watch.getAttribute("href"), `/videos/${first.video_id}?t=${first.video_timestamp}#player`);

  const buyLinks = picks.getByRole("link", { name: /^Buy on Amazon/ });
  assert.equal(await buyLinks.count(), sf.products.filter((p) => p.amazon_product_id).length);
  const buy = buyLinks.first();
  const href = (await buy.getAttribute("href")) ?? "";
  const url = new URL(href, BASE_URL);
  assert.equal(url.pathname, `/go/${encodeURIComponent(`${first.product_id}~${first.amazon_product_id}`)}`);
  assert.equal(url.searchParams.get("src"), "storefront");
  assert.equal(url.searchParams.get("sf"), sf.storefront_id);
  assert.equal(url.searchParams.get("video"), first.video_id);
  assert.equal(await buy.getAttribute("rel"), "sponsored noopener");
  assert.equal(await buy.getAttribute("target"), "_blank");

  // Followed: the stored marketplace URL with the creator's tag. The same listing elsewhere: the site's tag.
  const tagged = await locationOf(href);
  assert.equal(tagged.searchParams.get("tag"), DEMO_CREATOR_PARTNER_TAG);
  const elsewhere = await locationOf(`${url.pathname}?src=product`);
  assert.notEqual(elsewhere.searchParams.get("tag"), DEMO_CREATOR_PARTNER_TAG);
  assert.equal(`${elsewhere.origin}${elsewhere.pathname}`, `${tagged.origin}${tagged.pathname}`);

  // The view beacon is in the page (same origin, under the CSP: openPage fails on any console error).
  assert.equal(await page.locator(`img[src="/go/view/${sf.storefront_id}"]`).count(), 1);
  await expectAccessible(page);
});

test("the channel page links to the creator's storefront", async (t) => {
  const sf = await demoStorefront();
  const { page } = await openPage(t);
  await visit(page, `/channels/${sf.channel.channel_id}`);
  const shop = page.getByRole("link", { name: `Shop ${sf.channel.channel_name}'s storefront` });
  assert.equal(await shop.getAttribute("href"), `/s/${DEMO_CREATOR_CHANNEL}`);
  await visit(page, `/channels/${sf.channel.channel_id}?tab=products`);
  const cardLink = page.getByRole("link", { name: `Storefront of ${sf.channel.channel_name}` }).first();
  assert.equal(await cardLink.getAttribute("href"), `/s/${DEMO_CREATOR_CHANNEL}`);
  await expectAccessible(page);
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
