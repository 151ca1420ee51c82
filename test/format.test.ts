import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateTime, formatPrice, formatRating, priceAsOf } from "~/lib/format";
import { DEFAULT_LOCALE, negotiateLocale } from "~/lib/locale";
import { formatSubscribers, ftsQuery } from "@worker/services/format";
import { clip } from "@worker/lib/clip";

describe("the visitor's locale from Accept-Language", () => {
  it("takes the most preferred tag Intl can format, by q-value then order", () => {
    expect(negotiateLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de-DE");
    expect(negotiateLocale("en;q=0.5, fr-CA;q=0.9")).toBe("fr-CA");
    expect(negotiateLocale("*, ja-JP;q=0.7")).toBe("ja-JP");
  });

  it("falls back to en-US for a missing, empty, malformed or refused header", () => {
    expect(negotiateLocale(null)).toBe(DEFAULT_LOCALE);
    expect(negotiateLocale("")).toBe(DEFAULT_LOCALE);
    expect(negotiateLocale("!!!,@@@;q=1")).toBe(DEFAULT_LOCALE);
    expect(negotiateLocale("fr;q=0")).toBe(DEFAULT_LOCALE);
    expect(negotiateLocale("x".repeat(5000))).toBe(DEFAULT_LOCALE);
  });
});

describe("formatting through Intl", () => {
  it("writes a price in the listing's currency, the visitor's way", () => {
    expect(formatPrice("en-US", "USD", 19.99)).toBe("$19.99");
    expect(formatPrice("en-GB", "USD", 19.99)).toBe("US$19.99");
    expect(formatPrice("de-DE", "EUR", 1299.5)).toBe("1.299,50\u00a0€");
    expect(formatPrice("ja-JP", "JPY", 4980)).toBe("￥4,980");
    expect(formatPrice("en-US", null, 5)).toBe("$5.00");
    expect(formatPrice("en-US", "USD", null)).toBe("Price unavailable");
  });

  it("never writes the narrow no-break space some engines use and others don't", () => {
    for (const text of [
      formatDateTime("en-US", "2026-11-23T18:05:00Z"),
      formatCount("fr-FR", 1234567),
      formatPrice("fr-FR", "EUR", 1234.5),
    ]) {
      expect(text).not.toMatch(/\u202f/);
    }
  });

  it("writes dates, counts and ratings in the visitor's locale, in UTC", () => {
    expect(formatDate("en-US", "2026-03-01T23:30:00Z")).toBe("March 1, 2026");
    expect(formatDate("de-DE", "2026-03-01T23:30:00Z")).toBe("1. März 2026");
    expect(formatDate("en-US", "not a date")).toBe("not a date");
    expect(formatDateTime("en-GB", "2026-11-23T06:05:00Z")).toBe("23 Nov 2026, 06:05 UTC");
    expect(priceAsOf("en-US", "2026-11-23T06:05:00Z")).toBe("Price as of Nov 23, 2026, 6:05 AM UTC");
    expect(priceAsOf("en-US", null)).toBe("");
    expect(formatCount("en-US", 12345)).toBe("12,345");
    expect(formatCount("fr-FR", 12345)).toBe("12 345");
    expect(formatRating("de-DE", 4.25)).toBe("4,3");
  });

  it("answers subscriber counts as SPEC's text", () => {
    expect(formatSubscribers(1)).toBe("1 subscriber");
    expect(formatSubscribers(999)).toBe("999 subscribers");
    expect(formatSubscribers(1234)).toBe("1.2K subscribers");
    expect(formatSubscribers(999_999)).toBe("1M subscribers");
    expect(formatSubscribers(2_500_000)).toBe("2.5M subscribers");
    expect(formatSubscribers(3_000_000_000)).toBe("3B subscribers");
  });
});

describe("search text as an FTS5 query", () => {
  it("prefixes only the last word, matches the others whole, quotes every word", () => {
    expect(ftsQuery("Sony headph")).toBe('"sony" "headph"*');
    expect(ftsQuery('"a" OR b* NEAR(x) col:val')).toBe('"or" "near" "col" "val"*');
  });

  it("drops one-letter words (no one-letter prefix ever), keeping a lone letter as a whole word", () => {
    expect(ftsQuery("a b c keyboard")).toBe('"keyboard"*');
    expect(ftsQuery("x")).toBe('"x"');
    expect(ftsQuery("keyboard k")).toBe('"keyboard"*');
  });

  it("keeps at most six terms and refuses text with nothing searchable", () => {
    expect(ftsQuery("one two three four five six seven eight")).toBe('"one" "two" "three" "four" "five" "six"*');
    expect(ftsQuery("*** !!!")).toBeNull();
  });
});

describe("a text cut to a length cap", () => {
  it("keeps a text within the cap whole and cuts a longer one to the cap, an ellipsis last", () => {
    expect(clip("Sony WH-1000XM5", 15)).toBe("Sony WH-1000XM5");
    const cut = clip("Sony WH-1000XM5 Wireless", 15);
    expect(cut).toBe("Sony WH-1000XM…");
    expect(cut).toHaveLength(15);
  });
});
