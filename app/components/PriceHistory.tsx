import type { PriceHistory as History } from "@worker/services/responses/products";
import { formatDate, formatPrice } from "~/lib/format";

const WIDTH = 240;
const HEIGHT = 56;
const PAD = 4;
const WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A listing's last 30 days of prices: the lowest and highest as text, and a step chart drawn as
 * one inline SVG path (no charting library: a few hundred bytes, no request). Each price holds
 * from when it was observed until the next one, and the last until now. The chart is an image
 * whose label says the same figures, for readers that cannot see it.
 */
export function PriceHistory({ history, locale }: { history: History; locale: string }) {
  const { points, currency, low, high, since } = history;
  const price = (n: number) => formatPrice(locale, currency, n);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const start = Date.parse(since);
  // The window ends when the server read it (30 days after it began): the same on server and browser.
  const end = Math.max(start + WINDOW_MS, Date.parse(last.observed_at));
  const x = (iso: string) => PAD + ((Date.parse(iso) - start) / (end - start)) * (WIDTH - 2 * PAD);
  // A flat history is drawn across the middle.
  const y = (p: number) => (high === low ? HEIGHT / 2 : PAD + ((high - p) / (high - low)) * (HEIGHT - 2 * PAD));
  let d = `M${x(first.observed_at).toFixed(1)},${y(first.price).toFixed(1)}`;
  for (const point of points.slice(1)) d += `H${x(point.observed_at).toFixed(1)}V${y(point.price).toFixed(1)}`;
  d += `H${(WIDTH - PAD).toFixed(1)}`;
  const changes = points.length - 1;
  const label =
    `Price over the last 30 days, since ${formatDate(locale, since)}: ` +
    (changes === 0
      ? `${price(last.price)} throughout`
      : `from ${price(first.price)} to ${price(last.price)}, ${changes} change${changes === 1 ? "" : "s"}`) +
    `; lowest ${price(low)}, highest ${price(high)}.`;
  return (
    <figure className="mt-3" data-testid="price-history">
      <figcaption className="text-xs text-gray-700">
        30 days: lowest <strong>{price(low)}</strong> · highest <strong>{price(high)}</strong>
      </figcaption>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="mt-1 h-14 w-full max-w-60 rounded bg-gray-50"
      >
        <title>{label}</title>
        <path d={d} fill="none" stroke="#4f46e5" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        <circle cx={WIDTH - PAD} cy={y(last.price)} r="3" fill="#4f46e5" />
      </svg>
    </figure>
  );
}
