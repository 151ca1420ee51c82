/**
 * Issue 15, items 2, 3 and 5 (the pages' part): what search engines and link previews read from
 * the server-rendered pages — schema.org JSON-LD per page type, canonical URLs without
 * presentation-only parameters, Open Graph and Twitter card tags, noindex where there is nothing
 * to find, and the channel page's feed links.
 *   E2E_ONLY=seo npm run test:e2e
 */
import assert from "node:assert/strict";
import { dirname } from "node:path";
import { before, test } from "node:test";
import type { Page } from "playwright-core";
import { d1Query } from "../../../scripts/lib/local-stack.ts";
import { BASE_URL, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

const PERSIST_TO = dirname(process.env.E2E_SERVER_LOG ?? "");

/** The site's public origin (PUBLIC_BASE_URL), as robots.txt states it: every absolute URL starts with it. */
let site = "";
before(async () => {
  const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
  site = new URL(/^Sitemap: (\S+)$/m.exec(robots)![1]!).origin;
});
const abs = (path: string) => new URL(path, site).toString();

type Json = Record<string, any>;

async function jsonLd(page: Page): Promise<Json[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Json);
}

const ofType = (blocks: Json[], type: string) => {
  const found = blocks.find((b) => b["@type"] === type);
  assert.ok(found, `a ${type} block among ${blocks.map((b) => b["@type"]).join(", ")}`);
  assert.equal(found["@context"], "https://schema.org");
  return found;
};

const meta = (page: Page, attr: "name" | "property", key: string) => page.locator(`head meta[${attr}="${key}"]`).getAttribute("content");
const canonical = (page: Page) => page.locator('head link[rel="canonical"]').getAttribute("href");
const robots = async (page: Page) => ((await page.locator('head meta[name="robots"]').count()) ? meta(page, "name", "robots") : null);
const isAbsolute = (url: string | null | undefined) => !!url && /^https?:\/\//.test(url);

/** Sharing tags every indexable page carries. */
async function expectSharing(page: Page, path: string, options: { image: boolean }) {
  assert.equal(await canonical(page), abs(path));
  assert.equal(await meta(page, "property", "og:url"), abs(path));
  assert.ok(await meta(page, "property", "og:title"));
  assert.ok(await meta(page, "property", "og:description"));
  assert.equal(await meta(page, "name", "theme-color"), "#4f46e5");
  if (options.image) {
    assert.ok(isAbsolute(await meta(page, "property", "og:image")), "og:image is an absolute URL");
    assert.equal(await meta(page, "name", "twitter:card"), "summary_large_image");
  } else {
    assert.ok(await meta(page, "name", "twitter:card"));
  }
  assert.equal(await robots(page), null, "indexable");
}

interface Pick {
  product_id: string;
  product_name: string;
  video_id: string;
  channel_id: string;
}

async function pickProduct(): Promise<Pick> {
  const { products } = (await (await fetch(`${BASE_URL}/api/products?limit=50`)).json()) as {
    products: { product_id: string; product_name: string; video_id: string; channel: { channel_id: string } }[];
  };
  const p = products.find((x) => x.video_id && x.channel);
  assert.ok(p, "a demo product with its video");
  return { product_id: p.product_id, product_name: p.product_name, video_id: p.video_id, channel_id: p.channel.channel_id };
}

test("product page: Product with brand, offers and rating only when rated, breadcrumbs, sharing tags", async (t) => {
  const pick = await pickProduct();
  const api = (await (await fetch(`${BASE_URL}/api/products/${pick.product_id}`)).json()) as Json;
  const { page } = await openPage(t);
  const path = `/products/${pick.product_id}`;
  await visit(page, path);
  const blocks = await jsonLd(page);
  const product = ofType(blocks, "Product");
  assert.equal(product.name, api.product_name);
  assert.equal(product.url, abs(path));
  if (api.brand) assert.deepEqual(product.brand, { "@type": "Brand", name: api.brand });
  const priced = (api.amazon_products as Json[]).filter((m) => m.price !== null);
  assert.equal(product.offers?.length ?? 0, priced.length);
  for (const [i, offer] of (product.offers ?? []).entries()) {
    assert.equal(offer["@type"], "Offer");
    assert.equal(Number(offer.price), priced[i]!.price);
    assert.match(offer.priceCurrency, /^[A-Z]{3}$/);
    assert.equal(offer.availability, "https://schema.org/InStock");
    assert.ok(isAbsolute(offer.url));
    assert.equal(offer.validFrom, priced[i]!.fetched_at, "the time the price was read");
  }
  const rated = (api.amazon_products as Json[]).find((m) => m.rating !== null && m.reviews_count > 0);
  if (rated) {
    assert.equal(product.aggregateRating.ratingValue, rated.rating);
    assert.equal(product.aggregateRating.reviewCount, rated.reviews_count);
  } else {
    assert.equal(product.aggregateRating, undefined, "no rating, no aggregateRating");
  }
  const crumbs = ofType(blocks, "BreadcrumbList");
  assert.deepEqual(
    crumbs.itemListElement.map((i: Json) => [i.position, i.name, i.item]),
    [
      [1, "Home", abs("/")],
      [2, "Products", abs("/products")],
      [3, api.product_name, abs(path)],
    ],
  );
  await expectSharing(page, path, { image: (api.amazon_products as Json[]).some((m) => m.image_url) });
  assert.equal(await meta(page, "property", "og:type"), "product");
});

test("a product without any rating has no aggregateRating, and markup in its name cannot leave the JSON-LD block", async (t) => {
  const pick = await pickProduct();
  const hostile = `Evil</script><script>document.documentElement.dataset.pwned="1"</script> & <b>`;
  const original = await d1Query<{ product_name: string }>(`SELECT product_name FROM products WHERE product_id = '${pick.product_id}'`, {
    persistTo: PERSIST_TO,
  });
  const items = await d1Query<{ amazon_product_id: string; rating: number | null; reviews_count: number }>(
    `SELECT m.amazon_product_id, m.rating, m.reviews_count FROM marketplace_items m JOIN product_listings l ON l.amazon_product_id = m.amazon_product_id WHERE l.product_id = '${pick.product_id}'`,
    { persistTo: PERSIST_TO },
  );
  const q = (s: string) => `'${s.replaceAll("'", "''")}'`;
  try {
    await d1Query(`UPDATE products SET product_name = ${q(hostile)} WHERE product_id = '${pick.product_id}'`, { persistTo: PERSIST_TO });
    await d1Query(
      `UPDATE marketplace_items SET rating = NULL, reviews_count = 0 WHERE amazon_product_id IN (${items.map((i) => q(i.amazon_product_id)).join(", ") || "''"})`,
      { persistTo: PERSIST_TO },
    );
    const { page } = await openPage(t);
    await visit(page, `/products/${pick.product_id}`);
    const product = ofType(await jsonLd(page), "Product");
    assert.equal(product.name, hostile, "the name round-trips through the escaped JSON");
    assert.equal(product.aggregateRating, undefined);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.pwned), undefined, "no injected script ran");
    const raw = await (await fetch(`${BASE_URL}/products/${pick.product_id}`)).text();
    assert.ok(!raw.includes(`Evil</script><script>`), "the closing tag is escaped in the HTML");
  } finally {
    await d1Query(`UPDATE products SET product_name = ${q(original[0]!.product_name)} WHERE product_id = '${pick.product_id}'`, {
      persistTo: PERSIST_TO,
    });
    for (const i of items) {
      await d1Query(
        `UPDATE marketplace_items SET rating = ${i.rating ?? "NULL"}, reviews_count = ${i.reviews_count} WHERE amazon_product_id = ${q(i.amazon_product_id)}`,
        { persistTo: PERSIST_TO },
      );
    }
  }
});

test("video page: VideoObject with a Clip per mentioned product at its second; the canonical URL drops ?t=", async (t) => {
  const pick = await pickProduct();
  const { page } = await openPage(t);
  const path = `/videos/${pick.video_id}`;
  await visit(page, `${path}?t=5`);
  const blocks = await jsonLd(page);
  const video = ofType(blocks, "VideoObject");
  for (const field of ["name", "description", "uploadDate", "embedUrl"]) assert.ok(video[field], field);
  assert.ok(Array.isArray(video.thumbnailUrl) && video.thumbnailUrl.every(isAbsolute));
  assert.match(video.embedUrl, /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  assert.ok(video.hasPart.length >= 1, "the video mentions products");
  for (const clip of video.hasPart as Json[]) {
    assert.equal(clip["@type"], "Clip");
    assert.ok(clip.name);
    assert.equal(typeof clip.startOffset, "number");
    assert.equal(clip.url, `${abs(path)}?t=${clip.startOffset}`);
  }
  assert.ok((video.hasPart as Json[]).some((c) => c.name === pick.product_name));
  assert.equal(ofType(blocks, "BreadcrumbList").itemListElement.length, 4);
  await expectSharing(page, path, { image: true });
});

test("channel page: the creator as a Person, breadcrumbs, and its Atom feed linked in the head and visibly", async (t) => {
  const pick = await pickProduct();
  const { page } = await openPage(t);
  const path = `/channels/${pick.channel_id}`;
  await visit(page, `${path}?sort=whatever`);
  const blocks = await jsonLd(page);
  const person = ofType(blocks, "Person");
  assert.ok(person.name);
  assert.equal(person.url, abs(path));
  ofType(blocks, "BreadcrumbList");
  await expectSharing(page, path, { image: true });
  const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  assert.equal(await alternate.getAttribute("href"), `${path}/feed.xml`);
  const visible = page.getByRole("link", { name: "Follow new videos with a feed reader (Atom)" });
  assert.equal(await visible.getAttribute("href"), `${path}/feed.xml`);
  const feed = await fetch(new URL(`${path}/feed.xml`, BASE_URL));
  assert.equal(feed.status, 200);
  assert.equal(feed.headers.get("content-type"), "application/atom+xml; charset=utf-8");
  assert.match(await feed.text(), /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
});

test("list pages: the canonical URL keeps content parameters and drops presentation ones; empty results are noindex", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/products?sort=price_asc&category=Electronics&page=2");
  assert.equal(await canonical(page), abs("/products?category=Electronics"));
  await visit(page, "/channels?sort=videos&page=2&limit=12");
  assert.equal(await canonical(page), abs("/channels?page=2"));
  assert.equal(await robots(page), null);
  await visit(page, "/products?search=zzqxnothingmatchesthis");
  assert.equal(await robots(page), "noindex");
  await visit(page, "/channels?query=zzqxnothingmatchesthis");
  assert.equal(await robots(page), "noindex");
  await visit(page, "/");
  assert.equal(await canonical(page), abs("/"));
  assert.equal(await robots(page), null);
});

test("account and not-found pages are noindex; every page has a canonical URL", async (t) => {
  const { page } = await openPage(t, { allow: [/404/] });
  for (const path of ["/login", "/register", "/forgot-password", "/products/no-such-product"]) {
    await visit(page, path);
    assert.equal(await robots(page), "noindex", path);
    assert.equal(await canonical(page), abs(path), path);
  }
  for (const path of ["/terms-and-conditions", "/privacy-policy", "/creator-submission"]) {
    await visit(page, path);
    assert.equal(await robots(page), null, path);
    assert.equal(await canonical(page), abs(path), path);
  }
});
