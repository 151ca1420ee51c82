/** Text and attribute values inside XML documents (sitemaps, feeds). */
export function xmlEscape(value: string): string {
  return (
    value
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", "&apos;")
      // Characters XML 1.0 forbids outright (control characters a description may carry).
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
  );
}

export const absoluteUrl = (pathOrUrl: string, base: string) => new URL(pathOrUrl, base).toString();
