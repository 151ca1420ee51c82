/**
 * What search engines, feed readers and browsers fetch besides pages: robots.txt, the sitemap
 * index and its pages, each channel's Atom feed, the favicon and the web app manifest.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api/app-env";
import { DEFAULT_CACHE_CONTROL } from "../cache/policy";
import { cacheTagHeader, channelTag, LIST_TAGS, videoTag } from "../cache/tags";
import { channelFeed } from "../services/feeds";
import { AppError } from "../lib/errors";
import { sitemapKinds, sitemapPage, sitemapPageCounts, type SitemapKind } from "../services/sitemaps";
import { atomFeed } from "./feed";
import { FAVICON_SVG, faviconIco } from "./icons";
import { SITE_NAME, THEME_COLOR } from "../lib/site";
import { absoluteUrl, xmlEscape } from "./xml";

export const seo = new Hono<ApiEnv>();

// Public documents that change with the pipeline: an hour fresh, a day stale-while-revalidate.
const HOURLY = "public, max-age=3600, stale-while-revalidate=86400";

/**
 * Sitemaps and feeds name what they show, as pages and API answers do (worker/cache/tags.ts), so
 * hiding a channel or a pipeline run purges them at the edge instead of leaving them an hour (and
 * a day stale). A sitemap page is part of its kind's list; the index counts every kind's pages.
 */
const SITEMAP_TAGS: Record<SitemapKind, string> = {
  products: LIST_TAGS.products,
  videos: LIST_TAGS.videos,
  channels: LIST_TAGS.channels,
  // A storefront's page is its channel's: it leaves the sitemap when the channel is hidden.
  storefronts: LIST_TAGS.channels,
};

/** An hourly document's headers; one naming more than the tag header holds is not kept by a shared cache at all. */
function hourly(contentType: string, tags: Iterable<string>): Record<string, string> {
  const { header, overflow } = cacheTagHeader(new Set(tags));
  if (overflow) return { "Content-Type": contentType, "Cache-Control": DEFAULT_CACHE_CONTROL };
  return { "Content-Type": contentType, "Cache-Control": HOURLY, "Cache-Tag": header };
}
const DAILY = "public, max-age=86400, stale-while-revalidate=604800";

const XML = "application/xml; charset=utf-8";

/** Paths for signed-in people only: nothing there for a search engine. */
export const DISALLOWED_PATHS = [
  "/admin",
  "/profile",
  "/account",
  "/login",
  "/logout",
  "/register",
  "/forgot-password",
  "/reset-password/",
  "/verify-email/",
  "/unsubscribe/",
  "/api/",
  "/resources/",
  // Buy links (worker/go): a crawler following one would only reach the marketplace.
  "/go/",
];

seo.get("/robots.txt", (c) => {
  const base = c.var.rc.config.PUBLIC_BASE_URL;
  const body = [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml", base)}`,
    "",
  ].join("\n");
  return c.text(body, 200, { "Cache-Control": DAILY });
});

seo.get("/sitemap.xml", async (c) => {
  const base = c.var.rc.config.PUBLIC_BASE_URL;
  const counts = await sitemapPageCounts(c.var.rc);
  const entries = sitemapKinds.flatMap((kind) =>
    Array.from(
      { length: counts[kind] },
      (_, i) => `<sitemap><loc>${xmlEscape(absoluteUrl(`/sitemaps/${kind}-${i + 1}.xml`, base))}</loc></sitemap>`,
    ),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  return c.body(body, 200, hourly(XML, Object.values(SITEMAP_TAGS)));
});

const sitemapFile = z.object({
  kind: z.enum(sitemapKinds),
  page: z.coerce.number().int().min(1).max(1_000_000),
});

seo.get("/sitemaps/:file", async (c) => {
  const m = /^([a-z]+)-(\d{1,7})\.xml$/.exec(c.req.param("file"));
  const parsed = sitemapFile.safeParse({ kind: m?.[1], page: m?.[2] });
  if (!parsed.success) return c.notFound();
  const { kind, page } = parsed.data as { kind: SitemapKind; page: number };
  const rows = await sitemapPage(c.var.rc, kind, page);
  if (!rows) return c.notFound();
  const base = c.var.rc.config.PUBLIC_BASE_URL;
  const urls = rows.map((r) => `<url><loc>${xmlEscape(absoluteUrl(r.path, base))}</loc><lastmod>${xmlEscape(r.lastmod)}</lastmod></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return c.body(body, 200, hourly(XML, [SITEMAP_TAGS[kind]]));
});

seo.get("/channels/:channelId/feed.xml", async (c) => {
  try {
    const feed = await channelFeed(c.var.rc, c.req.param("channelId"));
    const tags = [channelTag(feed.channel_id), ...feed.videos.map((v) => videoTag(v.video_id))];
    return c.body(atomFeed(feed, c.var.rc.config.PUBLIC_BASE_URL), 200, hourly("application/atom+xml; charset=utf-8", tags));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return c.notFound();
    throw error;
  }
});

seo.get("/favicon.ico", (c) => c.body(faviconIco(), 200, { "Content-Type": "image/x-icon", "Cache-Control": DAILY }));
seo.get("/favicon.svg", (c) => c.body(FAVICON_SVG, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": DAILY }));

seo.get("/manifest.webmanifest", (c) =>
  c.body(
    JSON.stringify({
      name: SITE_NAME,
      short_name: SITE_NAME,
      description: "Discover the products mentioned in creators' videos, with the moment they talk about them.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#f9fafb",
      theme_color: THEME_COLOR,
      icons: [
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        { src: "/favicon.ico", sizes: "32x32", type: "image/x-icon" },
      ],
    }),
    200,
    { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": DAILY },
  ),
);
