/**
 * Issue 26: which marketplace a request is shown (the order: parameter, cookie, country,
 * default; the API by its parameter alone), the chooser's form answer, prices written per
 * marketplace, and the edge cache keyed by marketplace without Vary: two marketplaces' answers
 * for one path are stored apart and one is never served for the other.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "../../worker/config";
import { apiMarketplace, pageMarketplace } from "../../worker/lib/marketplace-choice";
import {
  explicitChoiceRedirect,
  gatewayRequest,
  marketplaceKeyedRequest,
  mayBeSharedPage,
  neverShared,
  sharedCacheKey,
  withoutMarketplaceParameter,
} from "../../worker/cache/marketplace-key";
import { enabledMarketplaces, marketplaceForCountry, notAvailableNote } from "../../worker/lib/marketplaces";
import { formatPrice } from "../../app/lib/format";
import { call, seedCatalogue } from "../api/fixtures";

const config = getConfig(env);

function request(path: string, options: { cookie?: string; country?: string; headers?: Record<string, string>; method?: string } = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  return new Request(`http://localhost${path}`, {
    method: options.method ?? "GET",
    headers,
    ...(options.country ? { cf: { country: options.country } } : {}),
  });
}

describe("the visitor's marketplace", () => {
  it("serves the configured ones, the default first", () => {
    expect(enabledMarketplaces(config).map((m) => m.code)).toEqual(["us", "uk", "de"]);
  });

  it("is chosen by parameter, then cookie, then country, then the default", () => {
    const everything = request("/products?marketplace=uk", { cookie: "a=1; marketplace=de", country: "US" });
    expect(pageMarketplace(everything, config)).toEqual({ code: "uk", source: "parameter" });
    expect(pageMarketplace(request("/products", { cookie: "marketplace=de", country: "GB" }), config)).toEqual({
      code: "de",
      source: "cookie",
    });
    expect(pageMarketplace(request("/products", { country: "AT" }), config)).toEqual({ code: "de", source: "country" });
    expect(pageMarketplace(request("/products", { country: "GB" }), config)).toEqual({ code: "uk", source: "country" });
    expect(pageMarketplace(request("/products", { country: "BR" }), config)).toEqual({ code: "us", source: "default" });
    expect(pageMarketplace(request("/products"), config)).toEqual({ code: "us", source: "default" });
  });

  it("skips a code the site does not serve at each step (a page never fails over it)", () => {
    expect(pageMarketplace(request("/p?marketplace=fr", { cookie: "marketplace=jp", country: "DE" }), config)).toEqual({
      code: "de",
      source: "country",
    });
    // France is a marketplace, but not one this deployment serves: French visitors get the default.
    expect(marketplaceForCountry(config, "FR")).toBeNull();
  });

  it("for the API is its parameter alone: no cookie or country, so an API answer is a function of its URL", () => {
    expect(apiMarketplace(request("/api/products", { cookie: "marketplace=de", country: "DE" }), config)).toBe("us");
    expect(apiMarketplace(request("/api/products?marketplace=uk"), config)).toBe("uk");
    expect(apiMarketplace(request("/api/products?marketplace=xx"), config)).toBeUndefined();
  });

  it("says plainly when the product is not sold there", () => {
    expect(notAvailableNote("de")).toBe("Not available on Amazon.de: showing Amazon.com");
    expect(notAvailableNote("uk")).toBe("Not available on Amazon.co.uk: showing Amazon.com");
  });
});

describe("the API's marketplace parameter", () => {
  it("is documented on every call that answers listings, with the codes it takes", async () => {
    const doc = (await (await exports.default.fetch("http://localhost/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string; schema: { enum?: string[] } }[] } }>;
    };
    for (const path of ["/api/products", "/api/products/{id}", "/api/products/video/{id}/amazon", "/api/storefronts/{handle}"]) {
      const param = doc.paths[path]?.get?.parameters?.find((p) => p.name === "marketplace");
      expect(param, path).toMatchObject({ in: "query", schema: { enum: ["us", "uk", "de", "fr", "jp", "ca"] } });
    }
    expect(doc.paths["/api/channels"]?.get?.parameters?.some((p) => p.name === "marketplace")).toBeFalsy();
  });
});

describe("prices written per marketplace", () => {
  it("a listing of another marketplace the way that store writes it; the default's the visitor's way", () => {
    const clean = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
    expect(clean(formatPrice("en-US", "EUR", 949, "de"))).toBe("949,00 €");
    expect(clean(formatPrice("en-US", "GBP", 1299.5, "uk"))).toBe("£1,299.50");
    expect(clean(formatPrice("en-US", "USD", 15, "us"))).toBe("$15.00");
    expect(clean(formatPrice("de-DE", "USD", 15, "us"))).toBe("15,00 $");
  });
});

describe("a shared link naming a marketplace", () => {
  it("remembers the choice and sends the visitor to the page's plain address, never cached", async () => {
    const res = await exports.default.fetch(new Request("http://localhost/products/p1?sort=rating&marketplace=de", { redirect: "manual" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/products/p1?sort=rating");
    expect(res.headers.get("set-cookie")).toMatch(/^marketplace=de;/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // A code the site does not serve is dropped without a choice.
    const unknown = explicitChoiceRedirect(request("/products?marketplace=fr"), config);
    expect([unknown?.headers.get("location"), unknown?.headers.has("set-cookie")]).toEqual(["/products", false]);
    // The API and Buy links read their parameter themselves.
    expect(explicitChoiceRedirect(request("/api/products?marketplace=de"), config)).toBeNull();
    expect(explicitChoiceRedirect(request("/go/p~B0X?marketplace=de"), config)).toBeNull();
  });

  it("pages render at the address the visitor sees: the key's parameter is taken off before rendering", () => {
    expect(withoutMarketplaceParameter(request("/products?sort=rating&marketplace=de")).url).toBe("http://localhost/products?sort=rating");
  });
});

describe("the chooser without JavaScript", () => {
  const choose = (form: Record<string, string>) =>
    exports.default.fetch(
      new Request("http://localhost/marketplace", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost:8787",
          "cf-connecting-ip": "203.0.113.9",
        },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      }),
    );

  it("a plain form post remembers the choice in a cookie and goes back to the page, without the shared parameter", async () => {
    const res = await choose({ marketplace: "de", next: "/products/p-alpha-1?marketplace=uk&page=2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/products/p-alpha-1?page=2");
    expect(res.headers.get("set-cookie")).toMatch(/^marketplace=de; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never sends the visitor elsewhere, and refuses a marketplace the site does not serve", async () => {
    expect((await choose({ marketplace: "uk", next: "https://evil.example/" })).headers.get("location")).toBe("/");
    expect((await choose({ marketplace: "uk", next: "//evil.example/x" })).headers.get("location")).toBe("/");
    const refused = await choose({ marketplace: "fr", next: "/" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { detail: string }).detail).toBe("Unknown marketplace: choose one of us, uk, de");
    const notAForm = await exports.default.fetch(
      new Request("http://localhost/marketplace", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:8787", "cf-connecting-ip": "203.0.113.9" },
        body: "{",
      }),
    );
    // Refused before the route by the site's check of a form post's type; never a 5xx.
    expect(notAForm.status).toBe(415);
  });
});

describe("the edge cache keyed by marketplace", () => {
  it("keys an anonymous page by its marketplace, however it was chosen; the default's key names none", () => {
    const key = (r: Request) => sharedCacheKey(marketplaceKeyedRequest(r, config));
    expect(key(request("/products/p1"))).toBe("SharedSite /products/p1");
    expect(key(request("/products/p1?marketplace=us"))).toBe("SharedSite /products/p1");
    expect(key(request("/products/p1", { country: "BR" }))).toBe("SharedSite /products/p1");
    const german = [
      request("/products/p1", { cookie: "marketplace=de" }),
      request("/products/p1", { country: "DE" }),
      request("/products/p1?marketplace=de"),
      request("/products/p1", { country: "CH" }),
    ];
    expect(new Set(german.map(key))).toEqual(new Set(["SharedSite /products/p1?marketplace=de"]));
    expect(key(request("/products?marketplace=de&sort=rating"))).toBe("SharedSite /products?sort=rating&marketplace=de");
    expect(key(request("/products?sort=rating", { country: "DE" }))).toBe("SharedSite /products?sort=rating&marketplace=de");
    expect(key(request("/products/p1", { country: "GB" }))).toBe("SharedSite /products/p1?marketplace=uk");
  });

  it("drops the marketplace cookie from the forwarded request, so Vary: Cookie does not split an entry", () => {
    expect(marketplaceKeyedRequest(request("/x", { cookie: "marketplace=de" }), config).headers.has("cookie")).toBe(false);
    expect(marketplaceKeyedRequest(request("/x", { cookie: "marketplace=de; theme=dark" }), config).headers.get("cookie")).toBe(
      "theme=dark",
    );
  });

  it("asks only anonymous page reads through the keyed entrypoint", () => {
    expect(mayBeSharedPage(request("/products"), config)).toBe(true);
    expect(mayBeSharedPage(request("/products", { method: "POST" }), config)).toBe(false);
    expect(mayBeSharedPage(request("/api/products"), config)).toBe(false);
    expect(mayBeSharedPage(request("/go/p~B0X"), config)).toBe(false);
    expect(mayBeSharedPage(request("/products", { headers: { authorization: "Bearer x" } }), config)).toBe(false);
    // Buy links and the chooser need the visitor's own request (its country) and are never stored: answered by the gateway.
    expect([
      neverShared(request("/go/p~B0X")),
      neverShared(request("/marketplace", { method: "POST" })),
      neverShared(request("/products")),
    ]).toEqual([true, true, false]);
    // The API is asked as it came: its own parameter keys it.
    expect(gatewayRequest(request("/api/products", { country: "DE" }), config).url).toBe("http://localhost/api/products");
  });

  describe("two marketplaces' answers for one path", () => {
    beforeAll(async () => {
      await seedCatalogue();
      await env.DB.prepare(
        `INSERT INTO local_offers (amazon_product_id, marketplace, local_asin, title, image_url, currency, price, rating, reviews_count, product_url, fetched_at, status)
         VALUES ('B0ALPHA001', 'de', 'B0ALPHA001', 'Asus ZenBook Laptop', NULL, 'EUR', 949, 4.5, 10, 'https://www.amazon.de/dp/B0ALPHA001', '2026-11-20T10:00:00.000Z', 'verified')`,
      ).run();
    });

    /**
     * Workers Cache as documented (developers.cloudflare.com/workers/cache/cache-keys): an answer is
     * stored under the entrypoint, path and query it was asked at when its headers allow, and a
     * request with that key is answered from the store without the Worker running.
     */
    function edgeCache() {
      const store = new Map<string, { body: string; headers: Headers }>();
      let misses = 0;
      const visit = async (r: Request) => {
        // What the gateway (worker/index.ts) asks the cached entrypoint, and the key Workers Cache takes of it.
        const keyed = gatewayRequest(r, config);
        const key = sharedCacheKey(keyed);
        const hit = store.get(key);
        if (hit) return { body: hit.body, key, hit: true };
        misses++;
        const res = await exports.default.fetch(keyed);
        const body = await res.text();
        if (/\bpublic\b/.test(res.headers.get("cdn-cache-control") ?? "")) store.set(key, { body, headers: res.headers });
        return { body, key, hit: false };
      };
      return { store, visit, misses: () => misses };
    }

    it("are stored apart and never served across", async () => {
      // The API answers stand for the pages here: pages render only in the built app (test/e2e/specs/marketplaces.test.ts).
      const cache = edgeCache();
      const path = "/api/products/p-alpha-1";
      const us = await cache.visit(request(path));
      const de = await cache.visit(request(`${path}?marketplace=de`));
      expect(us.key).not.toBe(de.key);
      expect(cache.store.size).toBe(2);
      expect(JSON.parse(us.body).amazon_products[0]).toMatchObject({ marketplace: "us", currency: "USD" });
      expect(JSON.parse(de.body).amazon_products[0]).toMatchObject({ marketplace: "de", currency: "EUR" });
      // Each later visitor gets their own marketplace's stored answer.
      const againUs = await cache.visit(request(path, { country: "DE", cookie: "marketplace=de" }));
      const againDe = await cache.visit(request(`${path}?marketplace=de`, { country: "US" }));
      expect([againUs.hit, againDe.hit]).toEqual([true, true]);
      expect(JSON.parse(againUs.body).amazon_products[0].currency).toBe("USD");
      expect(JSON.parse(againDe.body).amazon_products[0].currency).toBe("EUR");
      expect(cache.misses()).toBe(2);
    });

    it("keep their tags, so one purge reaches both", async () => {
      const us = await exports.default.fetch(request("/api/products/p-alpha-1"));
      const de = await exports.default.fetch(request("/api/products/p-alpha-1?marketplace=de"));
      expect(de.headers.get("cache-tag")).toBe(us.headers.get("cache-tag"));
      expect(de.headers.get("cache-tag")).toContain("product:p-alpha-1");
      const answer = await call("/products/p-alpha-1?marketplace=de");
      expect(answer.status).toBe(200);
    });
  });
});
