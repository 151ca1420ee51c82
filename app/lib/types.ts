/** Shapes the pages render (SPEC.md section 3 field names). Server and browser share them. */

export interface Channel {
  channel_id: string;
  channel_name: string;
  handle?: string;
  thumbnail_url: string | null;
  description: string;
  category: string | null;
  show: boolean;
  video_count: number;
  product_count?: number;
  subscriber_count: string;
  is_subscribed?: boolean;
}

export interface CreatorOption {
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
}

export interface Video {
  video_id: string;
  title: string;
  channel_id: string;
  channel_name: string;
  thumbnail_url: string | null;
  published_at: string;
  created_at?: string;
}

/** The service's own shape: one definition for the API, the loaders and the components. */
export type { MarketplaceProduct } from "@worker/services/products";
import type { MarketplaceProduct } from "@worker/services/products";

export interface Product {
  product_id: string;
  product_name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
  description: string;
  is_sponsored: boolean;
  claims: string;
  video_id: string | null;
  video_timestamp: number;
  video_title?: string | null;
  channel?: { channel_id: string; channel_name: string; thumbnail_url: string | null } | null;
  created_at?: string;
  amazon_product_id?: string | null;
  amazon_products: MarketplaceProduct[];
  creators?: CreatorOption[];
  creator_count?: number;
}

export interface TaskExecution {
  task_execution_id: string;
  task_name: string;
  parameters: { channel?: string; upload_date?: string; max_results?: number } & Record<string, unknown>;
  status: string;
  message?: string | null;
  progress_done?: number;
  progress_total?: number;
  started_at: string;
  completed_at: string | null;
}

export type ProductSort = "recent" | "rating" | "price_asc" | "price_desc";
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

export const TASK_NAMES = [
  "search_youtube",
  "get_transcripts",
  "process_transcripts",
  "search_amazon_products",
  "run_pipeline",
] as const;
