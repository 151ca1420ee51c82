import { formatCount, formatRating } from "~/lib/format";
import { useLocale } from "~/lib/locale";

/** Five stars filled to the rating, with the number for screen readers. */
export function Stars({ rating, reviews }: { rating: number | null; reviews?: number }) {
  const locale = useLocale();
  if (rating == null) return <span className="text-sm text-gray-600">No rating</span>;
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <span className="relative inline-block leading-none" aria-hidden="true">
        <span className="text-gray-300">★★★★★</span>
        <span className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${pct}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="sr-only">Rated {formatRating(locale, rating)} out of 5</span>
      <span aria-hidden="true" className="text-gray-700">
        {formatRating(locale, rating)}
      </span>
      {reviews != null && <span className="text-gray-600">({formatCount(locale, reviews)})</span>}
    </span>
  );
}
