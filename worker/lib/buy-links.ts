/**
 * First-party Buy links (docs/decisions/0018-first-party-buy-links.md): every link to a
 * marketplace goes through `/go/{listing_id}`, which redirects to the listing's stored URL and
 * counts the click. Shared by the pages that draw the links and the Worker that answers them.
 *
 * A listing is one product's match with one marketplace item (a product_listings row), so its id
 * is the pair: the click then knows its product, and so its creator, without a lookup.
 */
import { DEFAULT_MARKETPLACE } from "./marketplaces";

/** The kinds of page a Buy link is on; anything else is counted as "other". */
export const clickSources = ["product", "video", "channel", "storefront", "products", "home", "profile", "search", "other"] as const;
export type ClickSource = (typeof clickSources)[number];

const SEPARATOR = "~";
// Product ids are ours (p_ + hex, or a fixture's letters, digits, - and _); items are ASINs. Neither holds "~".
const LISTING_ID = /^([A-Za-z0-9_-]{1,64})~([A-Za-z0-9]{1,20})$/;

export interface ListingKey {
  product_id: string;
  amazon_product_id: string;
}

export const listingIdOf = (productId: string, amazonProductId: string): string => `${productId}${SEPARATOR}${amazonProductId}`;

/** The listing a `/go/` path names, or null for anything that cannot be one. */
export function parseListingId(id: string): ListingKey | null {
  const m = LISTING_ID.exec(id);
  return m?.[1] && m[2] ? { product_id: m[1], amazon_product_id: m[2] } : null;
}

export interface BuyLinkContext {
  src: ClickSource;
  /** The video the product was mentioned in. */
  video?: string | null;
  /** The storefront (its handle or id) the link is on. */
  sf?: string | null;
  /** The marketplace of the listing the page shows (docs/marketplaces.md); the default's is left out. */
  marketplace?: string | null;
}

/** The site's own link to a listing: `/go/{listing_id}?src=…` with the video and storefront when known. */
export function buyHref(productId: string, amazonProductId: string, context: BuyLinkContext): string {
  const params = new URLSearchParams({ src: context.src });
  if (context.video) params.set("video", context.video);
  if (context.sf) params.set("sf", context.sf);
  if (context.marketplace && context.marketplace !== DEFAULT_MARKETPLACE) params.set("marketplace", context.marketplace);
  return `/go/${encodeURIComponent(listingIdOf(productId, amazonProductId))}?${params.toString()}`;
}

/** What every Buy link carries besides its href: a paid link, opened in a new tab without a handle on this page. */
export const BUY_LINK_REL = "sponsored noopener";

/**
 * The storefront page's view beacon (a 1×1 image, never stored by a cache): loaded by the
 * visitor's browser, so the edge-cached page counts each view, and rarely by crawlers.
 */
export const storefrontViewPath = (storefrontId: string): string => `/go/view/${encodeURIComponent(storefrontId)}`;

/**
 * An Amazon Associates tracking id: `name-20`, lower-case letters, digits and hyphens, two digits
 * at the end. The studio stores only such tags, and the redirect puts nothing else in a URL.
 */
export const PARTNER_TAG = /^(?=.{3,64}$)[a-z0-9][a-z0-9-]*-\d{2}$/;
