import { z } from "zod";
import { isoTimestamp } from "./common";

export const marketplaceProductResponse = z.strictObject({
  amazon_product_id: z
    .string()
    .describe("The listing's id on this site: the default marketplace's ASIN (the store's own ASIN is in product_url)"),
  title: z.string(),
  image_url: z.string().nullable(),
  marketplace: z
    .string()
    .describe(
      "Short code of the marketplace this listing and price are from (us, uk, de, fr, jp, ca): the one asked for with the marketplace parameter, or the default (us) when the product is not sold there",
    ),
  currency: z.string(),
  price: z.number().nullable(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  product_url: z.string(),
  fetched_at: z.string().describe("When price and rating were read from the marketplace"),
  pack_size: z
    .number()
    .int()
    .min(2)
    .nullable()
    .optional()
    .describe("The item is a pack of this many of the product (the product page's listings; absent on cards)"),
});
export type MarketplaceProduct = z.infer<typeof marketplaceProductResponse>;

export const creatorResponse = z.strictObject({ channel_id: z.string(), channel_name: z.string(), thumbnail_url: z.string().nullable() });
export type Creator = z.infer<typeof creatorResponse>;

/** A product's own fields, as every shape of a product (list, detail, storefront) shows them. */
const productContent = {
  product_id: z.string(),
  product_name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  description: z.string(),
  is_sponsored: z.boolean(),
  claims: z.string().describe("The transcript quote where the product is mentioned"),
  video_id: z.string(),
  video_timestamp: z.number().int().describe("Second of the video where the quote starts"),
  video_title: z.string().nullable(),
};

export const productResponse = z.strictObject({
  ...productContent,
  timestamp: z.number().int().describe("video_timestamp, under the other name SPEC.md uses"),
  channel_id: z.string(),
  channel_name: z.string(),
  channel: creatorResponse,
  published_at: isoTimestamp,
  created_at: isoTimestamp,
  amazon_product_id: z.string().nullable(),
  amazon_products: z.array(marketplaceProductResponse),
});
export type Product = z.infer<typeof productResponse>;

/** A listing's last 30 days of prices (worker/services/price-history.ts). */
export const priceHistoryResponse = z.strictObject({
  currency: z.string(),
  low: z.number().describe("Lowest price in effect during the last 30 days"),
  high: z.number().describe("Highest price in effect during the last 30 days"),
  since: isoTimestamp.describe("Start of the 30 days"),
  points: z
    .array(z.strictObject({ price: z.number(), observed_at: isoTimestamp }))
    .describe("Each price in effect, oldest first, from when it was observed (the first from `since` at the latest)"),
});
export type PriceHistory = z.infer<typeof priceHistoryResponse>;

/** One product's page: every live listing with its price history, and whether the viewer follows it. */
export const productDetailResponse = productResponse.extend({
  amazon_products: z.array(marketplaceProductResponse.extend({ price_history: priceHistoryResponse.nullable() })),
  is_followed: z
    .boolean()
    .nullable()
    .describe("Whether the signed-in viewer follows it for price-drop alerts; null for anonymous visitors"),
});
export type ProductDetail = z.infer<typeof productDetailResponse>;

export const productListItemResponse = productResponse.extend({
  creators: z.array(creatorResponse).describe("Up to three creators who mention it, its own first"),
  creator_count: z.number().int(),
  match_key: z.string().describe("The product's key (normalised brand + name): one entry per key in the grouped lists"),
});
export type ProductListItem = z.infer<typeof productListItemResponse>;

export const productListResponse = z.strictObject({
  products: z.array(productListItemResponse),
  total: z.number().int().describe("Exact up to the page plus 1,000; a lower bound beyond"),
  suggestion: z
    .string()
    .nullable()
    .optional()
    .describe(
      'A text search (`query`) that found no product exactly also matched plurals, synonyms and corrected spellings; when a word was corrected, the corrected search text ("Did you mean …"), else null. Absent from lists without a search',
    ),
});

export const videoProductsResponse = z.strictObject({ products: z.array(productResponse), total: z.number().int() });

export const similarCreatorsResponse = z.strictObject({
  creators: z.array(
    creatorResponse.extend({
      mentions: z.array(
        z.strictObject({
          video_id: z.string(),
          video_title: z.string(),
          video_timestamp: z.number().int(),
          claims: z.string().describe("The transcript quote where the creator mentions it"),
        }),
      ),
    }),
  ),
  total_creators: z.number().int(),
});

/** A product as a storefront shows it: the card's shape with its place in the storefront. */
export const storefrontProductResponse = z.strictObject({
  ...productContent,
  channel_id: z.string(),
  channel: creatorResponse,
  creators: z.array(creatorResponse),
  creator_count: z.number().int(),
  listed: z.boolean(),
  position: z.number().int(),
  amazon_product_id: z.string().nullable(),
  amazon_products: z.array(marketplaceProductResponse),
});

export const followChangeResponse = z.strictObject({ product_id: z.string(), following: z.boolean() });

export const followedProductsResponse = z.strictObject({
  products: z.array(
    z.strictObject({
      product_id: z.string(),
      product_name: z.string(),
      brand: z.string().nullable(),
      followed_at: isoTimestamp,
      listed: z.boolean().describe("False while it has no live verified listing"),
      amazon_product_id: z.string().nullable(),
      price: z.number().nullable().describe("The first listing's current price"),
      currency: z.string().nullable(),
      image_url: z.string().nullable(),
      low_30d: z.number().nullable().describe("The first listing's lowest price in the last 30 days"),
    }),
  ),
  total: z.number().int(),
});
export type FollowedProducts = z.infer<typeof followedProductsResponse>;
