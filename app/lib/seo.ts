/**
 * What search engines and link previews read from a page: canonical URLs, Open Graph and Twitter
 * card tags, robots directives and schema.org JSON-LD (a route's `handle.structuredData`, rendered
 * by the root layout with the page's CSP nonce, see jsonForScript).
 */
import type { Channel, Product, Video } from "./types";
import { SITE_NAME } from "@worker/lib/site";

/**
 * Query parameters that change what a list page contains; every other one (sort, page size,
 * the admin's tab, a video's start time) only changes how it is presented and is left out of
 * the canonical URL. /products renders pages 1..N for ?page=N (a longer version of the same
 * list), so its page is presentation too; /channels pages are separate lists.
 */
const CONTENT_PARAMS: [RegExp, string[]][] = [
  [/^\/products$/, ["search", "category", "subcategory", "creator"]],
  [/^\/channels$/, ["query", "category", "page"]],
  [/^\/channels\/[^/]+$/, ["tab", "page"]],
];

export function canonicalUrl(base: string, pathname: string, search: string): string {
  const keep = CONTENT_PARAMS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  const given = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const name of keep) {
    for (const value of given.getAll(name)) {
      if (value && !(name === "page" && value === "1")) params.append(name, value);
    }
  }
  const url = new URL(pathname, base);
  url.search = params.toString();
  return url.toString();
}

/** The site's public origin, from the root loader (every meta function can reach it through `matches`). */
export function baseUrlOf(matches: readonly ({ id: string; loaderData: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { baseUrl?: unknown } | undefined;
  if (typeof root?.baseUrl !== "string") throw new Error("the root loader's baseUrl is missing");
  return root.baseUrl;
}

export const absolute = (pathOrUrl: string, base: string) => new URL(pathOrUrl, base).toString();

type JsonLd = Record<string, unknown>;

export function breadcrumbs(base: string, trail: [name: string, path: string][]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], i) => ({ "@type": "ListItem", position: i + 1, name, item: absolute(path, base) })),
  };
}

/** Product with its offers (the listings that have a price) and, only when a listing has reviews, its rating. */
export function productJsonLd(p: Product, base: string): JsonLd {
  const url = absolute(`/products/${p.product_id}`, base);
  const image = p.amazon_products.find((m) => m.image_url)?.image_url;
  const offers = p.amazon_products
    .filter((m) => m.price !== null)
    .map((m) => ({
      "@type": "Offer",
      price: m.price!.toFixed(2),
      priceCurrency: m.currency,
      availability: "https://schema.org/InStock",
      url: m.product_url,
      // When the marketplace was read: the price is as of then.
      validFrom: m.fetched_at,
    }));
  const rated = p.amazon_products.find((m) => m.rating !== null && m.reviews_count > 0);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.product_name,
    url,
    ...(p.description ? { description: p.description } : {}),
    ...(image ? { image: absolute(image, base) } : {}),
    ...(p.brand ? { brand: { "@type": "Brand", name: p.brand } } : {}),
    ...(p.category ? { category: p.category } : {}),
    ...(offers.length ? { offers } : {}),
    ...(rated
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rated.rating,
            reviewCount: rated.reviews_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The video, with one Clip per mentioned product starting at the second it is mentioned. */
export function videoJsonLd(v: Video, products: Pick<Product, "product_name" | "video_timestamp">[], base: string): JsonLd {
  const url = absolute(`/videos/${v.video_id}`, base);
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: v.title,
    description: videoDescription(v),
    url,
    thumbnailUrl: v.thumbnail_url ? [absolute(v.thumbnail_url, base)] : [absolute("/favicon.svg", base)],
    uploadDate: v.published_at,
    embedUrl: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(v.video_id)}`,
    author: { "@type": "Person", name: v.channel_name, url: absolute(`/channels/${v.channel_id}`, base) },
    hasPart: products.map((p) => ({
      "@type": "Clip",
      name: p.product_name,
      startOffset: p.video_timestamp,
      url: `${url}?t=${p.video_timestamp}`,
    })),
  };
}

export const videoDescription = (v: Video) => `Products mentioned in "${v.title}" by ${v.channel_name}.`;

/** A channel is one creator: a Person, linked to their channel on the platform. */
export function channelJsonLd(c: Channel, base: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: c.channel_name,
    url: absolute(`/channels/${c.channel_id}`, base),
    ...(c.description ? { description: c.description } : {}),
    ...(c.thumbnail_url ? { image: absolute(c.thumbnail_url, base) } : {}),
    sameAs: [`https://www.youtube.com/channel/${c.channel_id}`],
  };
}

/** A route's schema.org blocks, from its loader data and the site's origin (rendered by root.tsx). */
export interface StructuredDataHandle<LoaderData = unknown> {
  structuredData: (loaderData: LoaderData | undefined, base: string) => JsonLd[];
}

/**
 * JSON for inside a <script> element: `<`, `>`, `&` and the JS line separators as \u escapes,
 * so no value (a product named `</script>…`) can end the element; JSON.parse reads it back unchanged.
 */
export function jsonForScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export interface SeoOptions {
  /** An image for link previews, made absolute against `base` (both needed). */
  image?: string | null;
  base?: string;
  /** Pages with nothing for a search engine: accounts, admin, empty results, not found. */
  noindex?: boolean;
  /** Open Graph type of the page. */
  type?: "website" | "article" | "product" | "video.other" | "profile";
}

/** Title, description, robots, Open Graph and Twitter card tags of a page. */
export function seoMeta(title: string, description: string, options: SeoOptions = {}) {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const image = options.image && options.base ? absolute(options.image, options.base) : null;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type ?? "website" },
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:image", content: image },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
