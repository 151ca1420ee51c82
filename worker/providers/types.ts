/**
 * The pipeline's view of the outside world. Each external service sits behind one of these
 * interfaces so tasks never know whether they talk to the real service or the demo corpus
 * (DESIGN.md section 6).
 */
import { ProviderError } from "../lib/http";
import type { ListingJudge } from "./llm/judge";
import type { MarketplaceCode } from "../lib/marketplaces";

export interface ChannelDetails {
  channel_id: string;
  /** Handle without the leading @. */
  handle: string;
  channel_name: string;
  description: string;
  category: string | null;
  subscriber_count: number;
  thumbnail_url: string | null;
  /** Where the platform lists the channel's uploads (YouTube: the uploads playlist id). */
  uploads_playlist_id: string | null;
}

export interface PlatformVideo {
  video_id: string;
  channel_id: string;
  title: string;
  description: string;
  thumbnail_url: string | null;
  /** ISO-8601 UTC. */
  published_at: string;
}

export interface ListUploadsOptions {
  /** "today" (relative to `now`) or YYYYMMDD; absent means any date. */
  uploadDate?: string;
  maxResults: number;
  now: Date;
  /** Only this upload (when it is the channel's): a WebSub notification names one video. */
  videoId?: string;
}

export interface VideoPlatform {
  /** Exact handle (no @) → the channel, or null when the platform has no such channel. */
  resolveChannel(handle: string): Promise<ChannelDetails | null>;
  /** Newest first. */
  listUploads(channel: ChannelDetails, options: ListUploadsOptions): Promise<PlatformVideo[]>;
}

export interface TranscriptSegment {
  start_seconds: number;
  text: string;
}

export interface TranscriptSource {
  /**
   * "unavailable" is an answer, not an error: the video simply has no transcript. `channel_id`
   * lets a source use the channel owner's own access (captions of a connected channel).
   */
  fetchTranscript(video: { video_id: string; title: string; channel_id: string }): Promise<TranscriptSegment[] | "unavailable">;
}

/** Captions read with the channel owner's own grant; "not-connected" when the channel has none (or it was revoked). */
export interface OwnerCaptions {
  fetchOwnerTranscript(
    video: Parameters<TranscriptSource["fetchTranscript"]>[0],
  ): Promise<TranscriptSegment[] | "unavailable" | "not-connected">;
}

export interface ExtractedProduct {
  product_name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
  description: string;
  is_sponsored: boolean;
  /** The transcript quote where the product is mentioned. */
  claims: string;
  /** Second of the video where the quote starts. */
  video_timestamp: number;
}

export interface ProductExtractor {
  extract(input: { video: { video_id: string; title: string }; segments: TranscriptSegment[] }): Promise<ExtractedProduct[]>;
}

export interface MarketplaceItem {
  amazon_product_id: string;
  title: string;
  image_url: string | null;
  currency: string;
  price: number | null;
  rating: number | null;
  reviews_count: number;
  product_url: string;
  /**
   * The item's structured fields, where the marketplace gives them (the listing matcher's
   * evidence; worker/services/matching). Absent, not null, when it says nothing.
   */
  brand?: string;
  manufacturer?: string;
  /** Model number, else part number. */
  model?: string;
  product_group?: string;
  /** Display name of the item's first browse node. */
  browse_node?: string;
  /** EANs, UPCs and ISBNs: the same code is the same product. */
  external_ids?: { ean?: string[]; upc?: string[]; isbn?: string[] };
  /** The variation family's parent ASIN, and what this child of it is ({"color": "Black", "size": "6 qt"}). */
  parent_asin?: string;
  variation_attributes?: Record<string, string>;
  /** The shown offer's condition ("New", "Used - Like New"). */
  condition?: string;
  /** How many of the item one purchase holds. */
  unit_count?: number;
  /** "Paperback", "Kindle Edition", "Electronics"… */
  binding?: string;
}

export interface Marketplace {
  /** Most relevant first; an empty list when nothing matches. */
  search(query: string): Promise<MarketplaceItem[]>;
  /**
   * Fresh data for known items (the daily listing re-check); an id the marketplace no longer
   * offers is simply absent from the answer. Every provider implements it; optional only so
   * search-only test doubles of the pipeline tasks stay valid.
   */
  getItems?(ids: string[]): Promise<MarketplaceItem[]>;
}

export interface Providers {
  platform: VideoPlatform;
  transcripts: TranscriptSource;
  extractor: ProductExtractor;
  marketplace: Marketplace;
  /**
   * The store of another marketplace (issue 26: worker/pipeline/local-offers.ts), or null when it
   * cannot be asked (the real API without the site's tag there). Absent: no other marketplace.
   */
  localMarketplace?: (code: MarketplaceCode) => Marketplace | null;
  /**
   * The LLM that judges the candidates the rule matcher leaves uncertain (issue 21), when an LLM
   * is configured; absent offline, where the rules alone decide.
   */
  judge?: ListingJudge;
}

/**
 * The extractor got no usable answer for one video (its model's output stayed invalid after a
 * retry). Only that video fails, with this message; the task goes on with the others.
 */
export class ExtractionError extends ProviderError {
  constructor(provider: string, message: string, cause?: unknown) {
    super(provider, message, { transient: false, cause });
    this.name = "ExtractionError";
  }
}

/**
 * `listUploads` stopped part-way (quota ran out, retries gave up): `uploads` holds what it had
 * listed before, so the task stores those and still ends with the failure's own message.
 */
export class PartialListingError extends ProviderError {
  readonly uploads: PlatformVideo[];
  constructor(failure: ProviderError, uploads: PlatformVideo[]) {
    super(failure.provider, failure.message, { transient: failure.transient, cause: failure });
    this.name = "PartialListingError";
    this.uploads = uploads;
  }
}
