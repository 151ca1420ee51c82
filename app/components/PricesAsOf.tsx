import { formatDateTime, PRICE_DISCLAIMER } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import type { CardProduct } from "~/lib/types";

/** A shown price and when it was read. */
export interface PriceReading {
  price?: number | null;
  fetched_at?: string | null;
}

/** The price readings of product cards (each card's first listing). */
export const cardPrices = (products: CardProduct[]): (PriceReading | undefined)[] => products.map((p) => p.amazon_products[0]);

/**
 * The one price note of a list page, under its last list: when the shown prices were read (the
 * oldest reading, so every price on the page is at least that fresh) and the marketplace's notice.
 * Each card keeps its own reading time on its price; a page with several lists passes them all.
 */
export function PricesAsOf({ prices, className }: { prices: (PriceReading | undefined)[]; className?: string }) {
  const locale = useLocale();
  let oldest: string | null = null;
  let priced = false;
  for (const reading of prices) {
    if (reading?.price == null) continue;
    priced = true;
    if (reading.fetched_at && (!oldest || reading.fetched_at < oldest)) oldest = reading.fetched_at;
  }
  if (!priced) return null;
  return (
    <p className={`text-xs text-gray-600 ${className ?? "mt-4"}`} data-prices-note="">
      {oldest && <span className="font-medium text-gray-700">Prices as of {formatDateTime(locale, oldest)}. </span>}
      <span>{PRICE_DISCLAIMER}</span>
    </p>
  );
}
