/** Small display helpers shared by server and browser code. */

import { seoMeta, type SeoOptions } from "./seo";
import { DEFAULT_MARKETPLACE, isMarketplaceCode, MARKETPLACE_INFO } from "@worker/lib/marketplaces";

export { SITE_NAME } from "@worker/lib/site";

export function initials(name: string): string {
  const words = name.replace(/^@/, "").trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? (words[0]![0] ?? "") + (words[1]![0] ?? "") : (words[0] ?? "").slice(0, 2);
  return letters.toUpperCase() || "?";
}

/**
 * Intl formatters, built once per locale and currency: building one costs 25–50 µs, and a
 * products page formats a price and a date on every card. Locales and currencies are few; the
 * cap only keeps an isolate's memory bounded whatever the requests say.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    if (formatters.size >= 200) formatters.clear();
    f = build();
    formatters.set(key, f);
  }
  return f;
}

/**
 * A price in the listing's own currency, written the visitor's way ("$19.99", "19,99 $"); a
 * listing of another marketplace than the default is written that store's way ("19,99 €" on
 * Amazon.de, "£19.99" on Amazon.co.uk: docs/marketplaces.md).
 */
export function formatPrice(
  visitorLocale: string,
  currency: string | null | undefined,
  price: number | null | undefined,
  marketplace?: string | null,
): string {
  if (price == null) return "Price unavailable";
  const locale =
    isMarketplaceCode(marketplace) && marketplace !== DEFAULT_MARKETPLACE ? MARKETPLACE_INFO[marketplace].locale : visitorLocale;
  const code = currency || "USD";
  return sameInEveryEngine(
    cached(`price|${locale}|${code}`, () => new Intl.NumberFormat(locale, { style: "currency", currency: code })).format(price),
  );
}

/**
 * Browsers' and the Worker's ICU builds disagree on one character: some put a narrow no-break
 * space (U+202F) before "AM" and between digit groups, others a plain space. The page is
 * rendered by one and hydrated by the other, so both write the plain space.
 */
function sameInEveryEngine(text: string): string {
  return text.replace(/\u202f/g, " ");
}

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Dates are shown in UTC so the server's render and the browser's hydration agree. */
export function formatDate(locale: string, iso: string | null | undefined): string {
  const d = validDate(iso);
  if (!d) return iso ?? "";
  return sameInEveryEngine(
    cached(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" })).format(d),
  );
}

export function formatDateTime(locale: string, iso: string | null | undefined): string {
  const d = validDate(iso);
  if (!d) return iso ?? "";
  const f = cached(
    `datetime|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
  );
  return `${sameInEveryEngine(f.format(d))} UTC`;
}

export function formatCount(locale: string, count: number): string {
  return sameInEveryEngine(cached(`count|${locale}`, () => new Intl.NumberFormat(locale)).format(count));
}

/** A star rating: one decimal, the visitor's decimal separator. */
export function formatRating(locale: string, rating: number): string {
  return cached(`rating|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(
    rating,
  );
}

/** The marketplace's own wording: a price is shown with the time it was read and this notice. */
export const PRICE_DISCLAIMER =
  "Prices and availability are accurate as of the date and time indicated and are subject to change. Any price and availability information displayed on Amazon at the time of purchase will apply to the purchase of the product.";

/** "Price as of Nov 23, 2026, 6:00 AM UTC" */
export function priceAsOf(locale: string, iso: string | null | undefined): string {
  return validDate(iso) ? `Price as of ${formatDateTime(locale, iso)}` : "";
}

/**
 * 75 → "1:15", 3725 → "1:02:05": the player's own label for a moment. Not Intl.DurationFormat:
 * its digital style pads the minutes ("01:15"), which no video player shows.
 */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** A page's title and description, with the sharing and robots tags that go with them (app/lib/seo.ts). */
export function pageMeta(title: string, description: string, options?: SeoOptions) {
  return seoMeta(title, description, options);
}

const INTERNAL_ORIGIN = "http://internal.invalid";

/**
 * Only a path of this site may be a post-login destination (no open redirect). The value is
 * resolved the way a browser would (which drops tabs and newlines and reads "\\" as "/"), and
 * kept only if it stays on this origin; what is returned is the resolved path, so what the
 * browser follows is what was checked.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(to, INTERNAL_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== INTERNAL_ORIGIN || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
