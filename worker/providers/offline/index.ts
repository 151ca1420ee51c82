/**
 * Offline providers: the default when no real service's credentials are set. They answer from
 * the demo corpus, with the same shapes (and the same "nothing found" cases) as the real ones.
 */
import type {
  ChannelDetails,
  ExtractedProduct,
  ListUploadsOptions,
  Marketplace,
  MarketplaceItem,
  PlatformVideo,
  ProductExtractor,
  Providers,
  TranscriptSegment,
  TranscriptSource,
  VideoPlatform,
} from "../types";
import { getCorpus, normaliseKey, type CorpusProduct } from "./corpus";

/** "today" relative to `now`, or YYYYMMDD, as the UTC date prefix of an ISO timestamp. */
function uploadDay(uploadDate: string, now: Date): string {
  if (uploadDate === "today") return now.toISOString().slice(0, 10);
  return `${uploadDate.slice(0, 4)}-${uploadDate.slice(4, 6)}-${uploadDate.slice(6, 8)}`;
}

export const offlinePlatform: VideoPlatform = {
  async resolveChannel(handle: string): Promise<ChannelDetails | null> {
    const wanted = handle.toLowerCase();
    const channel = getCorpus().channels.find((c) => c.handle.toLowerCase() === wanted);
    return channel ? { ...channel } : null;
  },

  async listUploads(channel: ChannelDetails, options: ListUploadsOptions): Promise<PlatformVideo[]> {
    let videos = getCorpus().videosByChannel.get(channel.channel_id) ?? [];
    if (options.videoId) videos = videos.filter((v) => v.video_id === options.videoId);
    if (options.uploadDate) {
      const day = uploadDay(options.uploadDate, options.now);
      videos = videos.filter((v) => v.published_at.startsWith(day));
    }
    return videos.slice(0, options.maxResults).map(({ segments: _segments, ...video }) => video);
  },
};

export const offlineTranscripts: TranscriptSource = {
  async fetchTranscript(video): Promise<TranscriptSegment[] | "unavailable"> {
    const segments = getCorpus().videosById.get(video.video_id)?.segments;
    return segments ? segments.map((s) => ({ ...s })) : "unavailable";
  },
};

/** Sentences of one segment, so a claim quotes the sentence rather than the whole segment. */
function sentences(text: string): string[] {
  return (
    text
      .match(/[^.!?]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [text]
  );
}

interface Alias {
  alias: string;
  product: CorpusProduct;
}

let aliasIndex: Alias[] | undefined;

/** Longest alias first, so "Brand Name" wins over a bare "Name" inside the same sentence. */
function aliases(): Alias[] {
  aliasIndex ??= getCorpus()
    .products.flatMap((product) => product.aliases.map((alias) => ({ alias, product })))
    .sort((a, b) => b.alias.length - a.alias.length);
  return aliasIndex;
}

/**
 * Deterministic stand-in for the LLM extractor: finds lexicon names in the transcript. The first
 * sentence naming a product is its evidence; a mention inside a "sponsored by" sentence, anywhere
 * in the video, marks the product sponsored.
 */
export const offlineExtractor: ProductExtractor = {
  async extract({ segments }): Promise<ExtractedProduct[]> {
    const found = new Map<string, ExtractedProduct>();
    for (const segment of segments) {
      for (const sentence of sentences(segment.text)) {
        const lower = sentence.toLowerCase();
        const isSponsorLine = /\bsponsored by\b/.test(lower);
        for (const { alias, product } of aliases()) {
          if (!lower.includes(alias)) continue;
          const existing = found.get(product.key);
          if (existing) {
            if (isSponsorLine) existing.is_sponsored = true;
            continue;
          }
          found.set(product.key, {
            product_name: product.product_name,
            brand: product.brand,
            category: product.category,
            subcategory: product.subcategory,
            description: product.description,
            is_sponsored: isSponsorLine,
            claims: sentence,
            video_timestamp: segment.start_seconds,
          });
        }
      }
    }
    return [...found.values()];
  },
};

let itemIndex: Map<string, MarketplaceItem> | undefined;

export const offlineMarketplace: Marketplace = {
  async search(query: string): Promise<MarketplaceItem[]> {
    const { products, listings } = getCorpus();
    const q = normaliseKey(query);
    const product = products.find((p) => p.key === q) ?? products.find((p) => q.includes(normaliseKey(p.product_name)));
    return product ? (listings.get(product.key) ?? []).map((item) => ({ ...item })) : [];
  },

  async getItems(ids: string[]): Promise<MarketplaceItem[]> {
    itemIndex ??= new Map([...getCorpus().listings.values()].flat().map((item) => [item.amazon_product_id, item]));
    const index = itemIndex;
    return ids.flatMap((id) => {
      const item = index.get(id);
      return item ? [{ ...item }] : [];
    });
  },
};

export const offlineProviders: Providers = {
  platform: offlinePlatform,
  transcripts: offlineTranscripts,
  extractor: offlineExtractor,
  marketplace: offlineMarketplace,
};
