/**
 * Issue 15, items 1, 4 and 5: what crawlers, feed readers and browsers fetch besides pages —
 * robots.txt, the sitemap index and its pages (paging, lastmod, nothing hidden or unlisted),
 * each channel's Atom feed, the favicon and the web app manifest.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_PAGE_SIZE } from "../worker/services/sitemaps";
import { absoluteUrl, xmlEscape } from "../worker/seo/xml";
import { CH, insertChannel, insertProduct, insertVideo, seedCatalogue, VISIBLE_LISTED } from "./api/fixtures";

const BASE_URL = env.PUBLIC_BASE_URL;

async function get(path: string) {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`));
  return { res, text: await res.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Every URL of every sitemap page the index lists, with its lastmod. */
async function allSitemapUrls(): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const page of locs((await get("/sitemap.xml")).text)) {
    const { text } = await get(new URL(page).pathname);
    for (const m of text.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)) urls.set(m[1]!, m[2]!);
  }
  return urls;
}

beforeAll(async () => {
  await seedCatalogue();
  // A storefront for Alpha (shown) and one for the hidden channel (never listed).
  for (const [id, channel, handle] of [
    ["sf-alpha", CH.alpha, "alpha-shop"],
    ["sf-hidden", CH.hidden, "hidden-shop"],
  ] as const) {
    await env.DB.prepare(
      "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES (?, ?, 'c@example.com', 'Tech', 'approved')",
    )
      .bind(`app-${id}`, handle)
      .run();
    await env.DB.prepare("INSERT INTO storefronts (storefront_id, application_id, channel_id, handle) VALUES (?, ?, ?, ?)")
      .bind(id, `app-${id}`, channel, handle)
      .run();
  }
  await env.DB.prepare("UPDATE products SET updated_at = '2026-01-02T03:04:05.000Z' WHERE product_id = 'p-alpha-1'").run();
});

describe("XML text and links", () => {
  it("escapes markup and drops characters XML forbids; plain text is left as it is", () => {
    expect(xmlEscape(`Tom & Jerry's <"best">\u0001`)).toBe("Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;");
    expect(xmlEscape("2026-11-20T10:00:00.000Z")).toBe("2026-11-20T10:00:00.000Z");
  });

  it("joins a path to the site's origin as the URL parser would, whatever the path holds", () => {
    for (const [path, base] of [
      ["/videos/abc_DEF-1", "https://picks.example"],
      ["/videos/abc", "https://picks.example/app/"],
      ["/s/na me?x=1#y", "https://picks.example"],
      ["/videos/../admin", "https://picks.example"],
      ["//evil.example/x", "https://picks.example"],
      ["//evil/x", "https://picks.example"],
      ["/sitemaps/videos-1.xml", "http://localhost:8787"],
    ] as const) {
      expect(absoluteUrl(path, base)).toBe(new URL(path, base).toString());
    }
  });
});

describe("robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of admin, profile and account pages", async () => {
    const { res, text } = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", BASE_URL)}`);
    for (const path of ["/admin", "/profile", "/login", "/register", "/forgot-password", "/reset-password/"]) {
      expect(text.split("\n")).toContain(`Disallow: ${path}`);
    }
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});

describe("sitemaps", () => {
  it("the index lists one page per kind here, as absolute URLs", async () => {
    const { res, text } = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(text)).toEqual(
      ["products", "videos", "channels", "storefronts"].map((k) => new URL(`/sitemaps/${k}-1.xml`, BASE_URL).toString()),
    );
  });

  it("lists every public product, video, channel and storefront page, and nothing hidden or unlisted", async () => {
    const urls = await allSitemapUrls();
    const abs = (path: string) => new URL(path, BASE_URL).toString();
    const expected = [
      ...VISIBLE_LISTED.map((id) => `/products/${id}`),
      ...["alphaVid001", "alphaVid002", "betaVid0001", "betaVid0002", "gammaVid001", "deltaVid001"].map((id) => `/videos/${id}`),
      ...[CH.alpha, CH.beta, CH.gamma, CH.delta].map((id) => `/channels/${id}`),
      "/s/alpha-shop",
    ].map(abs);
    expect([...urls.keys()].sort()).toEqual(expected.sort());
    // The unlisted product, the hidden channel, its video, products and storefront are absent (checked by the equality above).
    expect([...urls.keys()].some((u) => /hidden|p-alpha-4/i.test(u))).toBe(false);
  });

  it("lastmod is the row's own update time", async () => {
    const urls = await allSitemapUrls();
    expect(urls.get(new URL("/products/p-alpha-1", BASE_URL).toString())).toBe("2026-01-02T03:04:05.000Z");
    for (const lastmod of urls.values()) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it("pages by key range: a product past the first page's keys is on a later page, the pages between are empty, beyond the last is 404", async () => {
    const size = SITEMAP_PAGE_SIZE.products;
    await insertChannel({ channel_id: "UCpaging0000000000000009", channel_name: "Paging" });
    await insertVideo({
      video_id: "pagingVid01",
      channel_id: "UCpaging0000000000000009",
      title: "Far away",
      published_at: "2025-04-01T00:00:00.000Z",
    });
    await insertProduct({
      product_id: "p-far",
      video_id: "pagingVid01",
      channel_id: "UCpaging0000000000000009",
      product_name: "Far Product",
      published_at: "2025-04-01T00:00:00.000Z",
      listings: [{ asin: "B0FAR00001", price: 10, rating: 4 }],
    });
    await env.DB.prepare("UPDATE products SET seq = ? WHERE product_id = 'p-far'")
      .bind(2 * size + 1)
      .run();

    const index = locs((await get("/sitemap.xml")).text);
    expect(index.filter((u) => u.includes("/sitemaps/products-"))).toEqual(
      [1, 2, 3].map((n) => new URL(`/sitemaps/products-${n}.xml`, BASE_URL).toString()),
    );
    expect(locs((await get("/sitemaps/products-1.xml")).text)).not.toContain(new URL("/products/p-far", BASE_URL).toString());
    expect(locs((await get("/sitemaps/products-2.xml")).text)).toEqual([]);
    expect(locs((await get("/sitemaps/products-3.xml")).text)).toEqual([new URL("/products/p-far", BASE_URL).toString()]);
    expect((await get("/sitemaps/products-4.xml")).res.status).toBe(404);
  });

  it("unknown kinds and malformed page names are 404, not 500", async () => {
    for (const path of [
      "/sitemaps/users-1.xml",
      "/sitemaps/products-0.xml",
      "/sitemaps/products-x.xml",
      "/sitemaps/products-99999999.xml",
      "/sitemaps/products-1.txt",
    ]) {
      expect((await get(path)).res.status, path).toBe(404);
    }
  });
});

describe("channel feeds", () => {
  it("an Atom feed of the channel's newest videos with the products each mentions, absolute links", async () => {
    const { res, text } = await get(`/channels/${CH.alpha}/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    const feedUrl = new URL(`/channels/${CH.alpha}/feed.xml`, BASE_URL).toString();
    expect(text).toContain(`<link rel="self" type="application/atom+xml" href="${feedUrl}"/>`);
    expect(text).toMatch(/<updated>\d{4}-\d{2}-\d{2}T[^<]+Z<\/updated>/);
    const entries = [...text.matchAll(/<entry>(.*?)<\/entry>/g)].map((m) => m[1]!);
    // Newest first.
    expect(entries.map((e) => /<title>([^<]*)<\/title>/.exec(e)?.[1])).toEqual(["Best laptops 2025", "Keyboard roundup"]);
    const first = entries[0]!;
    expect(first).toContain(`<id>${new URL("/videos/alphaVid001", BASE_URL)}</id>`);
    expect(first).toContain("<published>2025-03-01T00:00:00.000Z</published>");
    // Its listed products, in the order they are mentioned, linked absolutely.
    const related = [...first.matchAll(/<link rel="related" type="text\/html" title="([^"]*)" href="([^"]*)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(related).toEqual([
      ["MacBook Air", new URL("/products/p-alpha-2", BASE_URL).toString()],
      ["ZenBook Laptop", new URL("/products/p-alpha-1", BASE_URL).toString()],
    ]);
    expect(first).toContain("Products mentioned:");
    // The unlisted wrist rest has no page to link to.
    expect(text).not.toContain("p-alpha-4");
  });

  it("escapes markup in titles so the feed stays well-formed", async () => {
    await insertChannel({ channel_id: "UCescape000000000000000a", channel_name: "Tom & Jerry <b>" });
    await insertVideo({
      video_id: "escapeVid01",
      channel_id: "UCescape000000000000000a",
      title: "</title><script>x</script>",
      published_at: "2025-05-01T00:00:00.000Z",
    });
    const { res, text } = await get("/channels/UCescape000000000000000a/feed.xml");
    expect(res.status).toBe(200);
    expect(text).toContain("<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>");
    expect(text).toContain("<name>Tom &amp; Jerry &lt;b&gt;</name>");
    expect(text).not.toContain("<script>");
  });

  it("is 404 for unknown and hidden channels", async () => {
    expect((await get("/channels/UCnope0000000000000000000/feed.xml")).res.status).toBe(404);
    expect((await get(`/channels/${CH.hidden}/feed.xml`)).res.status).toBe(404);
  });
});

describe("icons and manifest", () => {
  it("/favicon.ico is an ICO image", async () => {
    const res = await exports.default.fetch(new Request("http://localhost/favicon.ico"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const view = new DataView(bytes.buffer);
    // ICONDIR: reserved 0, type 1 (icon), one image of 32×32 whose data fits in the file.
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect([bytes[6], bytes[7]]).toEqual([32, 32]);
    expect(view.getUint32(18, true) + view.getUint32(14, true)).toBe(bytes.length);
  });

  it("/favicon.svg is the SVG icon", async () => {
    const { res, text } = await get("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it("/manifest.webmanifest names the site, its start URL, theme colour and icons that answer", async () => {
    const { res, text } = await get("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(text) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe("CreatorPicks");
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of manifest.icons) {
      const iconRes = await exports.default.fetch(new Request(`http://localhost${icon.src}`));
      await iconRes.arrayBuffer();
      expect(iconRes.status, icon.src).toBe(200);
    }
  });
});
