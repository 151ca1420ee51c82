/**
 * Cache tags: every cacheable answer names the channels, videos, products and storefronts it
 * shows, and the lists it is part of, so a write purges exactly the answers that showed what it
 * changed (./purge.ts, ./invalidation.ts).
 */

export const LIST_TAGS = {
  channels: "list:channels",
  products: "list:products",
  videos: "list:videos",
  categories: "list:categories",
} as const;

export const channelTag = (id: string) => `channel:${id}`;
export const videoTag = (id: string) => `video:${id}`;
export const productTag = (id: string) => `product:${id}`;
export const storefrontTag = (id: string) => `storefront:${id}`;

const ENTITY_KEYS: Record<string, (id: string) => string> = {
  channel_id: channelTag,
  video_id: videoTag,
  product_id: productTag,
  storefront_id: storefrontTag,
};

/**
 * The entities an answer shows, found by their id fields anywhere in it: a product card names its
 * channel and video too, so hiding a channel purges every list and page that showed its products.
 */
export function collectTags(value: unknown, into: Set<string>): Set<string> {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === "object") {
      for (const [key, field] of Object.entries(v)) {
        const tag = ENTITY_KEYS[key];
        if (tag && typeof field === "string" && field) into.add(tag(field));
        else if (field && typeof field === "object") stack.push(field);
      }
    }
  }
  return into;
}

const LIST_FIELDS: Record<string, string> = {
  channels: LIST_TAGS.channels,
  products: LIST_TAGS.products,
  videos: LIST_TAGS.videos,
  categories: LIST_TAGS.categories,
  creators: LIST_TAGS.channels,
};

/**
 * Adds what an answer shows to a request's tags: its entities, and the lists it is (a top-level
 * array of channels, products, videos or categories), since a list's membership and order change
 * with writes to entities it did not show before.
 */
export function tagAnswer(into: Set<string>, value: unknown): void {
  collectTags(value, into);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(value)) if (Array.isArray(field) && LIST_FIELDS[key]) into.add(LIST_FIELDS[key]);
  }
}

/** Cloudflare reads at most 16 KB of Cache-Tag values per answer. */
const MAX_HEADER_BYTES = 15_000;

/**
 * The Cache-Tag header. An answer naming more entities than fit is not shared at all
 * (`overflow`): a purge could miss it. Cloudflare also counts at most 1,000 tags per answer;
 * 15 KB of ours is about 500.
 */
export function cacheTagHeader(tags: Set<string>): { header: string; overflow: boolean } {
  const sorted = [...tags].sort((a, b) => Number(b.startsWith("list:")) - Number(a.startsWith("list:")) || a.localeCompare(b));
  let header = "";
  for (const tag of sorted) {
    const next = header ? `${header},${tag}` : tag;
    if (next.length > MAX_HEADER_BYTES) return { header, overflow: true };
    header = next;
  }
  return { header, overflow: false };
}
