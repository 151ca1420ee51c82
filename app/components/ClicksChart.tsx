import { formatCount, formatDate } from "~/lib/format";

const WIDTH = 720;
const HEIGHT = 200;
const PAD_TOP = 8;
const PAD_BOTTOM = 20;
const PAD_LEFT = 36;

export interface ChartDay {
  date: string;
  clicks: number;
  views: number;
}

/** A round ceiling for the axis (1, 2 or 5 times a power of ten), so the top gridline reads well. */
function niceMax(n: number): number {
  if (n <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}

/**
 * Clicks (bars) and storefront views (a line) per day, drawn on the server as one inline SVG like
 * the price history: no charting library, nothing to load. The image's label says the totals and
 * the busiest day; the figures' tables below it carry the detail for readers that cannot see it.
 */
export function ClicksChart({ days, locale }: { days: ChartDay[]; locale: string }) {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const top = niceMax(Math.max(...days.map((d) => Math.max(d.clicks, d.views))));
  const plotW = WIDTH - PAD_LEFT;
  const plotH = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const slot = plotW / days.length;
  const barW = Math.max(1, slot * 0.7);
  const y = (n: number) => PAD_TOP + plotH - (n / top) * plotH;
  const cx = (i: number) => PAD_LEFT + slot * i + slot / 2;
  const line = days.map((d, i) => `${i === 0 ? "M" : "L"}${cx(i).toFixed(1)},${y(d.views).toFixed(1)}`).join("");
  const clicks = days.reduce((n, d) => n + d.clicks, 0);
  const views = days.reduce((n, d) => n + d.views, 0);
  const busiest = days.reduce((best, d) => (d.clicks > best.clicks ? d : best), first);
  const label =
    `Clicks and storefront views per day from ${formatDate(locale, first.date)} to ${formatDate(locale, last.date)}: ` +
    `${formatCount(locale, clicks)} clicks, ${formatCount(locale, views)} storefront views` +
    (busiest.clicks > 0 ? `; most clicks on ${formatDate(locale, busiest.date)} (${formatCount(locale, busiest.clicks)}).` : ".");
  return (
    <figure data-testid="clicks-chart">
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full rounded-lg bg-gray-50">
        <title>{label}</title>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={PAD_LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" strokeWidth="1" />
            <text x={PAD_LEFT - 4} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {formatCount(locale, tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) =>
          d.clicks > 0 ? (
            <rect
              key={d.date}
              data-day={d.date}
              x={(cx(i) - barW / 2).toFixed(1)}
              y={y(d.clicks).toFixed(1)}
              width={barW.toFixed(1)}
              height={(plotH + PAD_TOP - y(d.clicks)).toFixed(1)}
              fill="#4f46e5"
            />
          ) : null,
        )}
        <path d={line} fill="none" stroke="#d97706" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        <text x={PAD_LEFT} y={HEIGHT - 4} fontSize="11" fill="#4b5563">
          {formatDate(locale, first.date)}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" fontSize="11" fill="#4b5563">
          {formatDate(locale, last.date)}
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-gray-700">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-indigo-600" /> Clicks
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-amber-600" /> Storefront views
        </span>
      </figcaption>
    </figure>
  );
}
