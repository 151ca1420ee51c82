/**
 * The shapes the pages render are the API's own answer types (worker/services/responses): one
 * contract from SQL to screen. Only presentation lists live here.
 */

export type { Channel, CreatorOption } from "@worker/services/responses/channels";
export type { Video } from "@worker/services/responses/videos";
export type {
  FollowedProducts,
  MarketplaceProduct,
  PriceHistory,
  Product,
  ProductDetail,
  ProductListItem,
} from "@worker/services/responses/products";
export type { TaskExecution } from "@worker/services/responses/admin";
export { TASK_NAMES } from "@worker/services/task-names";
import type { ProductListItem } from "@worker/services/responses/products";

/**
 * What a product card needs: a list item has it all; a video's or a storefront's product has no
 * creators list (the card then names the product's own channel).
 */
export type CardProduct = Pick<ProductListItem, "product_id" | "product_name" | "amazon_products" | "channel"> &
  Partial<Pick<ProductListItem, "creators" | "creator_count" | "match_key">>;

import type { ProductSort } from "@worker/lib/product-sorts";
export type { ProductSort };
export const PRODUCT_SORTS: { value: ProductSort; label: string }[] = [
  { value: "recent", label: "Most recent" },
  { value: "rating", label: "Highest rating" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
];

export type ChannelSort = "name" | "videos" | "products" | "subscribers";
export const CHANNEL_SORTS: { value: ChannelSort; label: string }[] = [
  { value: "name", label: "Alphabetical" },
  { value: "videos", label: "Most videos" },
  { value: "products", label: "Most products" },
  { value: "subscribers", label: "Most subscribers" },
];
