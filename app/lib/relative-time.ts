/**
 * "2 hours ago" for a notification's time, against a given `now`: a server render passes the
 * loader's clock so hydration reads the same words; the bell, rendered only in the browser, passes
 * the browser's.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

let formatter: Intl.RelativeTimeFormat | undefined;

export function relativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const ago = Math.max(0, now - at);
  formatter ??= new Intl.RelativeTimeFormat("en", { numeric: "always" });
  for (const [unit, ms] of UNITS) {
    if (ago >= ms) return formatter.format(-Math.floor(ago / ms), unit);
  }
  return "just now";
}
