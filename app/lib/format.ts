/** Small display helpers shared by server and browser code. */

import { seoMeta, type SeoOptions } from "./seo";

export { SITE_NAME } from "@worker/seo/site";

export function initials(name: string): string {
  const words = name.replace(/^@/, "").trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? (words[0]![0] ?? "") + (words[1]![0] ?? "") : (words[0] ?? "").slice(0, 2);
  return letters.toUpperCase() || "?";
}

export function formatPrice(currency: string | null | undefined, price: number | null | undefined): string {
  if (price == null) return "Price unavailable";
  return `${currency ?? "USD"} ${price.toFixed(2)}`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The marketplace's own wording: a price is shown with the time it was read and this notice. */
export const PRICE_DISCLAIMER =
  "Prices and availability are accurate as of the date and time indicated and are subject to change. Any price and availability information displayed on Amazon at the time of purchase will apply to the purchase of the product.";

/** "Price as of Nov 23, 2026, 06:00 UTC" */
export function priceAsOf(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const when = d.toLocaleString("en-US", { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });
  return `Price as of ${when} UTC`;
}

/** 75 → "1:15", 3725 → "1:02:05" */
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

/** Only same-site paths may be a post-login destination (no open redirect). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
