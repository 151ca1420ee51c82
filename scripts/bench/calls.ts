/**
 * What the benchmark drives: every list and detail call of SPEC.md section 7 (with the heavy
 * variants: text search, several creators, subscribed only, deep pages, each sort) and the main
 * pages, with ids picked from the data set: the biggest channel, the most mentioned product, the
 * video that mentions the most products — the worst cases a visitor can reach with one click.
 */
import type { DatabaseSync } from "node:sqlite";

export type Auth = "none" | "user" | "admin";

/** What a visitor's browser says it is: a call without it would be taken for a bot (worker/services/clicks.ts). */
const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

export interface Call {
  /** The route with its query parameters' names, e.g. `GET /api/products?query=`. */
  name: string;
  /** What is requested, e.g. `/api/products?query=wireless%20headphones`. */
  path: string;
  auth: Auth;
  /** The status a correct answer has, when it is not 200 (a redirect). */
  status?: number;
  /** Request headers besides the sign-in's. */
  headers?: Record<string, string>;
}

export interface Page {
  /** The route, e.g. `/products/{id}`; pages are requested anonymously. */
  name: string;
  path: string;
  /** The route pattern in React Router's manifest (for its JavaScript size). */
  route: string;
  /** A cookie the visitor's browser sends (the marketplace chooser's: `?marketplace=` on a page redirects to set it). */
  cookie?: string;
}

/** What a page's results are keyed by: its path, and the cookie it is asked with. */
export const pageKey = (page: Page): string => (page.cookie ? `${page.path} [${page.cookie}]` : page.path);

export interface Ids {
  bigChannel: { channel_id: string; handle: string };
  creators: [string, string, string];
  /** The 20 visible channels with the most products: the most a creator filter takes (issue 22). */
  busiestCreators: string[];
  product: string;
  video: string;
  category: string;
  subcategory: string;
  productQuery: string;
  /** The same search misspelled: what the forgiving search costs. */
  misspeltQuery: string;
  channelQuery: string;
  /** A listing of `product`, as its Buy link names it (worker/lib/buy-links.ts). */
  listing: string;
  /**
   * The storefront of the channel with the most listed products (the bench user owns it,
   * scripts/bench/generate-creators.ts): the fullest storefront page and the busiest studio.
   */
  storefront: { storefront_id: string; handle: string; channel_id: string; listing: string };
  /** The studio's longest view: the 90 days up to the data set's last day of clicks. */
  statsRange: { from: string; to: string };
}

const one = <T>(db: DatabaseSync, sql: string): T => {
  const row = db.prepare(sql).get() as T | undefined;
  if (!row) throw new Error(`bench data set lacks: ${sql}`);
  return row;
};

export function pickIds(db: DatabaseSync): Ids {
  const big = one<{ channel_id: string; handle: string }>(
    db,
    "SELECT channel_id, handle FROM channels WHERE show = 1 ORDER BY video_count DESC LIMIT 1",
  );
  const creators = (
    db.prepare("SELECT channel_id FROM channels WHERE show = 1 ORDER BY product_count DESC LIMIT 3").all() as { channel_id: string }[]
  ).map((r) => r.channel_id);
  const busiestCreators = (
    db.prepare("SELECT channel_id FROM channels WHERE show = 1 ORDER BY product_count DESC LIMIT 20").all() as { channel_id: string }[]
  ).map((r) => r.channel_id);
  // A listed product of the most mentioned catalog item: the heaviest "similar creators" and creator list.
  const { product_id } = one<{ product_id: string }>(
    db,
    `SELECT product_id FROM products
     WHERE match_key = (SELECT match_key FROM products GROUP BY match_key ORDER BY count(*) DESC LIMIT 1)
       AND listed = 1 AND channel_show = 1
     ORDER BY published_at DESC LIMIT 1`,
  );
  const { video_id } = one<{ video_id: string }>(
    db,
    `SELECT p.video_id FROM products p WHERE p.channel_show = 1 GROUP BY p.video_id ORDER BY count(*) DESC, p.video_id LIMIT 1`,
  );
  const { category } = one<{ category: string }>(
    db,
    "SELECT category FROM products WHERE listed = 1 GROUP BY category ORDER BY count(*) DESC LIMIT 1",
  );
  const { subcategory } = one<{ subcategory: string }>(
    db,
    `SELECT subcategory FROM products WHERE listed = 1 AND category = '${category.replaceAll("'", "''")}' AND subcategory IS NOT NULL
     GROUP BY subcategory ORDER BY count(*) DESC LIMIT 1`,
  );
  const listing = one<{ product_id: string; amazon_product_id: string }>(
    db,
    `SELECT product_id, amazon_product_id FROM product_listings WHERE product_id = '${product_id.replaceAll("'", "''")}' ORDER BY position LIMIT 1`,
  );
  const storefront = one<{ storefront_id: string; handle: string; channel_id: string }>(
    db,
    "SELECT s.storefront_id, s.handle, s.channel_id FROM storefronts s JOIN channel_owners o ON o.channel_id = s.channel_id LIMIT 1",
  );
  const storefrontListing = one<{ product_id: string; amazon_product_id: string }>(
    db,
    `SELECT product_id, amazon_product_id FROM products WHERE channel_id = '${storefront.channel_id.replaceAll("'", "''")}'
       AND listed = 1 ORDER BY published_at DESC LIMIT 1`,
  );
  const { last } = one<{ last: string }>(db, "SELECT max(day) AS last FROM click_days");
  const from = new Date(Date.parse(`${last}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  return {
    storefront: { ...storefront, listing: `${storefrontListing.product_id}~${storefrontListing.amazon_product_id}` },
    statsRange: { from, to: last },
    bigChannel: big,
    creators: creators as [string, string, string],
    busiestCreators,
    product: product_id,
    video: video_id,
    category,
    subcategory,
    // Broad on purpose: one of the most common words of product names.
    productQuery: "wireless headphones",
    misspeltQuery: "wireles hedphones",
    channelQuery: "kitchen",
    listing: `${listing.product_id}~${listing.amazon_product_id}`,
  };
}

const q = (params: Record<string, string | number | boolean | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return `?${search.toString()}`;
};

export function apiCalls(ids: Ids): Call[] {
  const big = ids.bigChannel.channel_id;
  const calls: Call[] = [
    { name: "GET /api/health", path: "/api/health", auth: "none" },

    { name: "GET /api/channels", path: `/api/channels${q({ skip: 0, limit: 12 })}`, auth: "none" },
    { name: "GET /api/channels?query=", path: `/api/channels${q({ query: ids.channelQuery, limit: 12 })}`, auth: "none" },
    { name: "GET /api/channels?category=", path: `/api/channels${q({ category: ids.category, limit: 12 })}`, auth: "none" },
    ...(["videos", "products", "subscribers"] as const).map((sort) => ({
      name: `GET /api/channels?sort=${sort}`,
      path: `/api/channels${q({ sort, limit: 12 })}`,
      auth: "none" as const,
    })),
    { name: "GET /api/channels?skip=5000", path: `/api/channels${q({ skip: 5000, limit: 12 })}`, auth: "none" },
    { name: "GET /api/channels/hidden", path: `/api/channels/hidden${q({ skip: 0, limit: 12 })}`, auth: "admin" },
    { name: "GET /api/channels/options", path: "/api/channels/options", auth: "none" },
    { name: "GET /api/channels/categories", path: "/api/channels/categories", auth: "none" },
    { name: "GET /api/channels/{id}", path: `/api/channels/${big}`, auth: "none" },

    { name: "GET /api/videos", path: `/api/videos${q({ skip: 0, limit: 15 })}`, auth: "none" },
    { name: "GET /api/videos?channel_id=", path: `/api/videos${q({ channel_id: big, skip: 0, limit: 15 })}`, auth: "none" },
    { name: "GET /api/videos?skip=5000", path: `/api/videos${q({ skip: 5000, limit: 15 })}`, auth: "none" },
    { name: "GET /api/videos/{id}", path: `/api/videos/${ids.video}`, auth: "none" },

    { name: "GET /api/products", path: `/api/products${q({ skip: 0, limit: 12 })}`, auth: "none" },
    { name: "GET /api/products?query=", path: `/api/products${q({ query: ids.productQuery, skip: 0, limit: 10 })}`, auth: "none" },
    {
      name: "GET /api/products?channel_id=&channel_id=&channel_id=",
      path: `/api/products${q({ channel_id: ids.creators, page: 1, limit: 12 })}`,
      auth: "none",
    },
    {
      // The worst a creator filter may ask (worker/db/queries/products.ts MAX_SCOPE_WORK): the 20
      // busiest creators, 100 products at the deepest their 20 × 250 budget allows. Deeper is a 422.
      name: "GET /api/products?channel_id=×20&skip=150",
      path: `/api/products${q({ channel_id: ids.busiestCreators, skip: 150, limit: 100 })}`,
      auth: "none",
    },
    {
      name: "GET /api/products?subscribed_only=true",
      path: `/api/products${q({ subscribed_only: true, page: 1, limit: 12 })}`,
      auth: "user",
    },
    { name: "GET /api/products?category=", path: `/api/products${q({ category: ids.category, limit: 12 })}`, auth: "none" },
    {
      name: "GET /api/products?category=&subcategory=",
      path: `/api/products${q({ category: ids.category, subcategory: ids.subcategory, limit: 12 })}`,
      auth: "none",
    },
    { name: "GET /api/products?video_id=", path: `/api/products${q({ video_id: ids.video, limit: 12 })}`, auth: "none" },
    ...(["rating", "price_asc", "price_desc"] as const).map((sort) => ({
      name: `GET /api/products?sort=${sort}`,
      path: `/api/products${q({ sort, limit: 12 })}`,
      auth: "none" as const,
    })),
    { name: "GET /api/products?skip=5000", path: `/api/products${q({ skip: 5000, limit: 12 })}`, auth: "none" },
    // One entry per product (match key), the lists the pages show (docs/decisions/0019): the same heavy variants.
    { name: "GET /api/products/grouped", path: `/api/products/grouped${q({ skip: 0, limit: 12 })}`, auth: "none" },
    {
      name: "GET /api/products/grouped?query=",
      path: `/api/products/grouped${q({ query: ids.productQuery, skip: 0, limit: 10 })}`,
      auth: "none",
    },
    {
      // A misspelled search (docs/decisions/0021): the exact search finds nothing, the vocabulary
      // corrects it, then the forgiving search runs: three round trips.
      name: "GET /api/products/grouped?query= misspelled",
      path: `/api/products/grouped${q({ query: ids.misspeltQuery, skip: 0, limit: 10 })}`,
      auth: "none",
    },
    {
      name: "GET /api/products/grouped?channel_id=&channel_id=&channel_id=",
      path: `/api/products/grouped${q({ channel_id: ids.creators, page: 1, limit: 12 })}`,
      auth: "none",
    },
    {
      name: "GET /api/products/grouped?channel_id=×20&skip=150",
      path: `/api/products/grouped${q({ channel_id: ids.busiestCreators, skip: 150, limit: 100 })}`,
      auth: "none",
    },
    {
      name: "GET /api/products/grouped?subscribed_only=true",
      path: `/api/products/grouped${q({ subscribed_only: true, page: 1, limit: 12 })}`,
      auth: "user",
    },
    { name: "GET /api/products/grouped?category=", path: `/api/products/grouped${q({ category: ids.category, limit: 12 })}`, auth: "none" },
    {
      name: "GET /api/products/grouped?category=&subcategory=",
      path: `/api/products/grouped${q({ category: ids.category, subcategory: ids.subcategory, limit: 12 })}`,
      auth: "none",
    },
    ...(["rating", "price_asc", "price_desc"] as const).map((sort) => ({
      name: `GET /api/products/grouped?sort=${sort}`,
      path: `/api/products/grouped${q({ sort, limit: 12 })}`,
      auth: "none" as const,
    })),
    { name: "GET /api/products/grouped?skip=5000", path: `/api/products/grouped${q({ skip: 5000, limit: 12 })}`, auth: "none" },
    { name: "GET /api/products/{id}", path: `/api/products/${ids.product}`, auth: "none" },
    {
      // A Buy link: one read, the click queued (a browser's User-Agent, so it is counted), 302 to the marketplace.
      name: "GET /go/{listing_id}",
      path: `/go/${encodeURIComponent(ids.listing)}${q({ src: "product" })}`,
      auth: "none",
      status: 302,
      headers: { "User-Agent": BROWSER_USER_AGENT },
    },
    {
      // A storefront's Buy link: the same one read also finds the creator's tag for the Location.
      name: "GET /go/{listing_id}?sf=",
      path: `/go/${encodeURIComponent(ids.storefront.listing)}${q({ src: "storefront", sf: ids.storefront.storefront_id })}`,
      auth: "none",
      status: 302,
      headers: { "User-Agent": BROWSER_USER_AGENT },
    },
    { name: "GET /api/storefronts/{handle}", path: `/api/storefronts/${ids.storefront.handle}`, auth: "none" },
    { name: "GET /api/studio/channels", path: "/api/studio/channels", auth: "user" },
    {
      // The busiest channel's 90 days: every day's clicks and views, its top products, videos, countries and sources.
      name: "GET /api/studio/channels/{id}/stats?from=&to= (90 days)",
      path: `/api/studio/channels/${ids.storefront.channel_id}/stats${q(ids.statsRange)}`,
      auth: "user",
    },
    { name: "GET /api/products/{id}/similar-creators", path: `/api/products/${ids.product}/similar-creators`, auth: "none" },
    { name: "GET /api/products/categories", path: "/api/products/categories", auth: "none" },
    {
      name: "GET /api/products/subcategories?category=",
      path: `/api/products/subcategories${q({ category: ids.category })}`,
      auth: "none",
    },
    { name: "GET /api/products/channel/{id}/products/count", path: `/api/products/channel/${big}/products/count`, auth: "none" },
    {
      name: "GET /api/products/channel/{id}/products",
      path: `/api/products/channel/${big}/products${q({ page: 1, limit: 12 })}`,
      auth: "none",
    },
    {
      name: "GET /api/products/channel/{id}/products?page=400",
      path: `/api/products/channel/${big}/products${q({ page: 400, limit: 12 })}`,
      auth: "none",
    },
    {
      name: "GET /api/products/channel/{id}/products/grouped",
      path: `/api/products/channel/${big}/products/grouped${q({ page: 1, limit: 100 })}`,
      auth: "none",
    },
    {
      name: "GET /api/products/channel/{id}/products/grouped?page=250",
      path: `/api/products/channel/${big}/products/grouped${q({ page: 250, limit: 12 })}`,
      auth: "none",
    },
    {
      name: "GET /api/products/video/{id}/amazon",
      path: `/api/products/video/${ids.video}/amazon${q({ page: 1, limit: 100 })}`,
      auth: "none",
    },

    // Issue 26: the same reads in another marketplace (anonymous, by the documented parameter): its
    // offers are joined into the statements that read the default listings, so the targets are the same.
    ...marketplaceCalls(ids, BENCH_MARKETPLACE),

    { name: "GET /api/subscriptions", path: `/api/subscriptions${q({ skip: 0, limit: 10 })}`, auth: "user" },
    { name: "GET /api/notifications", path: `/api/notifications${q({ page: 1, limit: 20 })}`, auth: "user" },
    { name: "GET /api/admin/tasks", path: `/api/admin/tasks${q({ page: 1, limit: 100 })}`, auth: "admin" },
    { name: "GET /api/admin/transcripts/{channel}", path: `/api/admin/transcripts/${ids.bigChannel.handle}`, auth: "admin" },

    // Crawlers' documents, held to the API targets. Pages from the middle of the 1M set (1,000 keys a page).
    { name: "GET /sitemap.xml", path: "/sitemap.xml", auth: "none" },
    { name: "GET /sitemaps/products-{n}.xml", path: "/sitemaps/products-500.xml", auth: "none" },
    { name: "GET /sitemaps/videos-{n}.xml", path: "/sitemaps/videos-100.xml", auth: "none" },
    { name: "GET /sitemaps/channels-{n}.xml", path: "/sitemaps/channels-1.xml", auth: "none" },
    { name: "GET /sitemaps/storefronts-{n}.xml", path: "/sitemaps/storefronts-1.xml", auth: "none" },
    { name: "GET /channels/{id}/feed.xml", path: `/channels/${big}/feed.xml`, auth: "none" },
  ];
  return calls;
}

/** The marketplace the bench data set holds offers of besides the default (scripts/bench/generate-local-offers.ts). */
export const BENCH_MARKETPLACE = "de";

/** The product, video, list and storefront calls asked in `code` (named `…?marketplace=de`). */
function marketplaceCalls(ids: Ids, code: string): Call[] {
  const m = `marketplace=${code}`;
  return [
    { name: `GET /api/products?${m}`, path: `/api/products${q({ skip: 0, limit: 12, marketplace: code })}`, auth: "none" },
    { name: `GET /api/products/grouped?${m}`, path: `/api/products/grouped${q({ skip: 0, limit: 12, marketplace: code })}`, auth: "none" },
    {
      name: `GET /api/products/grouped?query=&${m}`,
      path: `/api/products/grouped${q({ query: ids.productQuery, skip: 0, limit: 10, marketplace: code })}`,
      auth: "none",
    },
    { name: `GET /api/products/{id}?${m}`, path: `/api/products/${ids.product}${q({ marketplace: code })}`, auth: "none" },
    { name: `GET /api/videos/{id}?${m}`, path: `/api/videos/${ids.video}${q({ marketplace: code })}`, auth: "none" },
    {
      name: `GET /api/products/video/{id}/amazon?${m}`,
      path: `/api/products/video/${ids.video}/amazon${q({ page: 1, limit: 100, marketplace: code })}`,
      auth: "none",
    },
    {
      name: `GET /api/products/channel/{id}/products/grouped?${m}`,
      path: `/api/products/channel/${ids.bigChannel.channel_id}/products/grouped${q({ page: 1, limit: 100, marketplace: code })}`,
      auth: "none",
    },
    {
      name: `GET /api/storefronts/{handle}?${m}`,
      path: `/api/storefronts/${ids.storefront.handle}${q({ marketplace: code })}`,
      auth: "none",
    },
  ];
}

export function pages(ids: Ids): Page[] {
  const m = `?marketplace=${BENCH_MARKETPLACE}`;
  // A page asked with ?marketplace=de remembers the choice in the cookie and redirects to its plain
  // address (worker/cache/marketplace-key.ts): the visitor then asks with the cookie.
  const cookie = `marketplace=${BENCH_MARKETPLACE}`;
  return [
    { name: "/terms-and-conditions", path: "/terms-and-conditions", route: "/terms-and-conditions" },
    { name: "/", path: "/", route: "/" },
    { name: "/products", path: "/products", route: "/products" },
    { name: "/products/{id}", path: `/products/${ids.product}`, route: "/products/:productId" },
    { name: "/channels/{id}", path: `/channels/${ids.bigChannel.channel_id}`, route: "/channels/:channelId" },
    { name: "/videos/{id}", path: `/videos/${ids.video}`, route: "/videos/:videoId" },
    { name: "/s/{handle}", path: `/s/${ids.storefront.handle}`, route: "/s/:handle" },
    // Issue 26: the pages in another marketplace, chosen by the visitor (the chooser's cookie).
    { name: `/products${m}`, path: "/products", route: "/products", cookie },
    { name: `/products/{id}${m}`, path: `/products/${ids.product}`, route: "/products/:productId", cookie },
    { name: `/videos/{id}${m}`, path: `/videos/${ids.video}`, route: "/videos/:videoId", cookie },
    { name: `/s/{handle}${m}`, path: `/s/${ids.storefront.handle}`, route: "/s/:handle", cookie },
  ];
}
