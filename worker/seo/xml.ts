/** Nothing to escape or drop: most values (ids, dates, plain names) take this path. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const PLAIN_XML = /^[^&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]*$/;

/** Text and attribute values inside XML documents (sitemaps, feeds). */
export function xmlEscape(value: string): string {
  if (PLAIN_XML.test(value)) return value;
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

/** An absolute path made only of characters a URL keeps as they are: joined to the origin as text. */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9_\-/]*$/;
/** The last base and its origin: every link of an answer shares the site's one base. */
let known = { base: "", origin: "" };

/**
 * A link on this site. A sitemap page holds 1,000 of them: parsing each with `new URL` cost a
 * millisecond per page, so plain absolute paths (the app's own ids) skip the parser.
 */
export function absoluteUrl(pathOrUrl: string, base: string): string {
  if (!PLAIN_PATH.test(pathOrUrl)) return new URL(pathOrUrl, base).toString();
  if (known.base !== base) known = { base, origin: new URL(base).origin };
  return known.origin + pathOrUrl;
}
