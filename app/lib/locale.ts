import { useRouteLoaderData } from "react-router";

/** Formatting falls back to this when the visitor's languages are unknown or unsupported. */
export const DEFAULT_LOCALE = "en-US";

/**
 * The visitor's formatting locale from `Accept-Language`: the most preferred tag this runtime's
 * Intl can format. Computed once on the server and handed to the browser in the layout's data,
 * so server and browser format with the same locale (no hydration mismatch).
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): string {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .slice(0, 256)
    .split(",")
    .slice(0, 12)
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranked) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a well-formed language tag: try the next one.
    }
  }
  return DEFAULT_LOCALE;
}

/** The locale the layout negotiated for this request. */
export function useLocale(): string {
  return useRouteLoaderData<{ locale?: string }>("root")?.locale ?? DEFAULT_LOCALE;
}
