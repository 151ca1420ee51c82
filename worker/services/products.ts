import { z } from "zod";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { productFilters } from "./product-filters";
import { AppError, unauthorized } from "../lib/errors";
import { ftsMatch, ftsQuery, searchWords } from "./format";
import { limitParam, offsetOf, optionalPageParam, optionalSkipParam, pageParam } from "./pagination";
import type { Creator, MarketplaceProduct, Product, ProductDetail, ProductListItem } from "./responses/products";
import { groupByItem, summarise, windowStart } from "./price-history";
import { batch } from "../db/batch";
import type { Db } from "../db/client";
import {
  CARD_CREATORS,
  channelProductCount,
  channelProductsPage,
  creatorsFromJson,
  productDetail,
  productListQueries,
  productLiveListings,
  productSorts,
  similarMentions,
  videoProductsPage,
  MAX_SCOPE_WORK,
  type CardRow,
  type FirstListingColumns,
  type ListingRow,
  type ProductContentColumns,
  type ProductRow,
  type ProductListFilter,
  type ProductListQueries,
  type ProductSearch,
  type ShowRow,
} from "../db/queries/products";
import { productPriceWindow } from "../db/queries/price-history";
import { isFollowing } from "../db/queries/product-follows";
import { categoryNames, subcategoryNames } from "../db/queries/categories";
import { localProductPriceWindow, type LocalOfferColumns } from "../db/queries/local-offers";
import { DEFAULT_MARKETPLACE } from "../lib/marketplaces";
import { FEW_RESULTS, forgivingSearch } from "./search-forgiving";

export { productSorts };

const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0"])]).transform((v) => v === true || v === "true" || v === "1");

export const listProductsInput = z.object({
  skip: optionalSkipParam,
  page: optionalPageParam,
  limit: limitParam(12),
  video_id: z.string().trim().min(1).max(64).optional(),
  category: productFilters.shape.category,
  subcategory: productFilters.shape.subcategory,
  query: productFilters.shape.query,
  channel_id: productFilters.shape.channel_id,
  subscribed_only: flag.optional(),
  sort: productFilters.shape.sort,
});
export type ListProductsInput = z.input<typeof listProductsInput>;

export const pageInput = (fallback: number) => z.object({ page: pageParam, limit: limitParam(fallback) });
const idParam = z.string().trim().min(1).max(64);
export const productInput = z.object({ product_id: idParam });
export const channelIdInput = z.object({ channel_id: idParam });
export const channelProductsInput = pageInput(12).extend({ channel_id: idParam });
export const videoProductsInput = pageInput(100).extend({ video_id: idParam });

export type { Creator, MarketplaceProduct } from "./responses/products";

/**
 * The card's listing (image, price, rating, link), or none when the product has no live match: the
 * asked marketplace's offer when it sells the item (worker/db/queries/local-offers.ts), else the
 * default marketplace's listing, whose `marketplace` says so.
 */
export function firstListing(row: FirstListingColumns & Partial<LocalOfferColumns>): MarketplaceProduct[] {
  if (!row.amazon_product_id || !row.m_title || !row.m_product_url) return [];
  const local = localListing(row.amazon_product_id, row);
  if (local) return [local];
  return [
    {
      amazon_product_id: row.amazon_product_id,
      marketplace: DEFAULT_MARKETPLACE,
      title: row.m_title,
      image_url: row.m_image_url,
      currency: row.m_currency ?? "USD",
      price: row.m_price,
      rating: row.m_rating,
      reviews_count: row.m_reviews_count ?? 0,
      product_url: row.m_product_url,
      fetched_at: row.m_fetched_at ?? "",
    },
  ];
}

/**
 * The local offer of a default item as a listing; null when the row has none. Its id stays the
 * default item's (`/go/` and the site know the listing by it); its link and price are the store's.
 */
function localListing(defaultId: string, row: Partial<LocalOfferColumns>): MarketplaceProduct | null {
  if (!row.lo_marketplace || !row.lo_asin || !row.lo_title || !row.lo_product_url) return null;
  return {
    amazon_product_id: defaultId,
    marketplace: row.lo_marketplace,
    title: row.lo_title,
    image_url: row.lo_image_url ?? null,
    currency: row.lo_currency ?? "USD",
    price: row.lo_price ?? null,
    rating: row.lo_rating ?? null,
    reviews_count: row.lo_reviews_count ?? 0,
    product_url: row.lo_product_url,
    fetched_at: row.lo_fetched_at ?? "",
  };
}

export function productContent(row: ProductContentColumns) {
  return {
    product_id: row.product_id,
    product_name: row.product_name,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    description: row.description,
    is_sponsored: row.is_sponsored === 1,
    claims: row.claims,
    video_id: row.video_id,
    video_timestamp: row.video_timestamp,
    video_title: row.video_title,
  };
}

function toProduct(row: ProductRow, amazonProducts: MarketplaceProduct[]): Product {
  const channel = { channel_id: row.channel_id, channel_name: row.channel_name ?? "", thumbnail_url: row.channel_thumbnail_url };
  return {
    ...productContent(row),
    timestamp: row.video_timestamp,
    channel_id: row.channel_id,
    channel_name: channel.channel_name,
    channel,
    published_at: row.published_at,
    created_at: row.created_at,
    amazon_product_id: row.amazon_product_id,
    amazon_products: amazonProducts,
  };
}
export type { Product, ProductListItem } from "./responses/products";

/** Product cards: each row with its first listing and its creators, its own channel first. */
export function toCards(rows: CardRow[]): ProductListItem[] {
  return rows.map((row) => {
    const { count, first } = creatorsFromJson(row);
    const own = first.find((c) => c.channel_id === row.channel_id) ?? {
      channel_id: row.channel_id,
      channel_name: row.channel_name ?? "",
      thumbnail_url: row.channel_thumbnail_url,
    };
    const creators = [own, ...first.filter((c) => c.channel_id !== row.channel_id)].slice(0, CARD_CREATORS);
    // `count` covers visible channels only; a hidden channel's own product (admins see it) adds itself.
    return {
      ...toProduct(row, firstListing(row)),
      creators,
      creator_count: count + (row.own_show === 1 ? 0 : 1),
      match_key: row.match_key,
    };
  });
}

/**
 * The products list behind every product grid: only products with a marketplace listing, never
 * a hidden channel's (except for admins), one paginated query whatever the filters, so several
 * creators give one de-duplicated page.
 */
export async function listProducts(rc: ServiceContext, rawInput: ListProductsInput) {
  return productList(rc, listProductsInput.parse(rawInput), productListQueries);
}

/** A products list; `suggestion` ("Did you mean …") only on a text search's answer. */
export interface ProductListAnswer {
  products: ProductListItem[];
  total: number;
  suggestion?: string | null;
}

/**
 * A products list's rules, whatever its rows are (one per mention, or one per product:
 * worker/services/product-groups.ts): who may ask, the search's words, the creator scope's budget.
 */
export async function productList(
  rc: ServiceContext,
  input: Omit<z.output<typeof listProductsInput>, "video_id"> & { video_id?: string },
  queriesOf: (db: Db, filter: ProductListFilter) => ProductListQueries,
): Promise<ProductListAnswer> {
  if (input.subscribed_only && !rc.viewer) throw unauthorized();
  let search: ProductSearch | undefined;
  if (input.query) {
    const nameWords = searchWords(input.query);
    const words = ftsMatch(nameWords);
    if (!words) return { products: [], total: 0, suggestion: null };
    const exact = (value: string | undefined) => (value ? ftsQuery(value) : null);
    search = { words, nameWords, category: exact(input.category), subcategory: exact(input.subcategory) };
  }
  const filter: ProductListFilter = {
    video_id: input.video_id,
    category: input.category,
    subcategory: input.subcategory,
    channel_ids: input.channel_id,
    subscriber: input.subscribed_only ? rc.viewer?.user_id : undefined,
    search,
    sort: input.sort,
    admin: rc.viewer?.is_admin === true,
    offset: offsetOf(input),
    limit: input.limit,
    marketplace: rc.marketplace,
  };
  const queries = queriesOf(rc.db, filter);
  if (!search) {
    const [page, count] = await batch(rc.db, [queries.page, queries.count]);
    // A creator scope past its budget read no products (worker/db/queries/products.ts MAX_SCOPE_WORK).
    if ((count?.scope_work ?? 0) > MAX_SCOPE_WORK) {
      throw new AppError(
        422,
        "This page is too deep for this many creators: narrow the list (fewer creators, a category or a search) or page less deep",
      );
    }
    return { products: toCards(page), total: count?.total ?? 0 };
  }
  const exact = await searchPage(queries, offsetOf(input));
  if (exact.total >= FEW_RESULTS) return { ...exact, suggestion: null };
  // Little found: the same search forgiving typos, plural forms and synonyms (a superset of the
  // exact matches), decided on the exact total alone so every page of a list takes the same path.
  const forgiving = await forgivingSearch(rc.db, search.nameWords);
  if (!forgiving) return { ...exact, suggestion: null };
  const wider = await searchPage(
    queriesOf(rc.db, { ...filter, search: { ...search, words: forgiving.words, nameWords: forgiving.nameWords } }),
    offsetOf(input),
  );
  return { ...wider, suggestion: wider.total > 0 ? forgiving.suggestion : null };
}

/** A search's page: its rows carry its total; a page past the end carries none: only then is the count run on its own. */
async function searchPage(queries: ProductListQueries, offset: number) {
  const rows = await queries.page;
  const total = rows[0]?.total ?? (offset > 0 ? ((await queries.count)?.total ?? 0) : 0);
  return { products: toCards(rows), total };
}

/**
 * Each product's listings: in a marketplace other than the default, the offers sold there; a
 * product sold in none of its listings there keeps the default's listings (their `marketplace` says so).
 */
function groupListings(results: ListingRow[]): Map<string, MarketplaceProduct[]> {
  const all = new Map<string, MarketplaceProduct[]>();
  const local = new Map<string, MarketplaceProduct[]>();
  for (const row of results) {
    const { product_id, amazon_product_id, title, image_url, currency, price, rating, reviews_count, product_url, fetched_at, pack_size } =
      row;
    const item = {
      amazon_product_id,
      marketplace: DEFAULT_MARKETPLACE,
      title,
      image_url,
      currency,
      price,
      rating,
      reviews_count,
      product_url,
      fetched_at,
      pack_size,
    };
    all.set(product_id, [...(all.get(product_id) ?? []), item]);
    const offer = localListing(amazon_product_id, row);
    if (offer) local.set(product_id, [...(local.get(product_id) ?? []), { ...offer, pack_size }]);
  }
  for (const [productId, offers] of local) all.set(productId, offers);
  return all;
}

/**
 * The product, its listings, their 30-day price history and (for a signed-in viewer) whether they
 * follow it: one round trip. The listings are dropped if the product may not be shown. An
 * anonymous answer does not depend on who asks (it may be cached publicly): `is_followed` is null.
 */
export async function getProduct(rc: ServiceContext, rawInput: z.input<typeof productInput>): Promise<ProductDetail> {
  const { product_id: productId } = productInput.parse(rawInput);
  const since = windowStart(new Date());
  const read = [
    productDetail(rc.db, productId, rc.marketplace),
    productLiveListings(rc.db, productId, rc.marketplace),
    // In another marketplace, the chart is of its own prices (local_offer_prices).
    rc.marketplace && rc.marketplace !== DEFAULT_MARKETPLACE
      ? localProductPriceWindow(rc.db, since, productId, rc.marketplace)
      : productPriceWindow(rc.db, since, productId),
  ] as const;
  const [row, listings, prices, following] = rc.viewer
    ? await batch(rc.db, [...read, isFollowing(rc.db, rc.viewer.user_id, productId)])
    : [...(await batch(rc.db, read)), undefined];
  if (!row || (row.channel_show !== 1 && !seesHidden(rc))) throw new AppError(404, "Product not found");
  const history = groupByItem(prices);
  const amazonProducts = (groupListings(listings).get(row.product_id) ?? []).map((item) => ({
    ...item,
    // A default listing shown as the fallback in another marketplace has no history read here.
    price_history:
      item.marketplace === (rc.marketplace ?? DEFAULT_MARKETPLACE) ? summarise(history.get(item.amazon_product_id) ?? [], since) : null,
  }));
  return { ...toProduct(row, []), amazon_products: amazonProducts, is_followed: rc.viewer ? following !== undefined : null };
}

function requireVisible(rc: ServiceContext, row: ShowRow | undefined, what: "Channel" | "Video") {
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, `${what} not found`);
}

export async function countChannelProducts(rc: ServiceContext, rawInput: z.input<typeof channelIdInput>) {
  const { channel_id: channelId } = channelIdInput.parse(rawInput);
  const row = await channelProductCount(rc.db, channelId);
  requireVisible(rc, row, "Channel");
  return { count: row?.count ?? 0 };
}

/** One creator's listed products, newest first; `total` as in listProducts (exact up to the count window). */
export async function listChannelProducts(rc: ServiceContext, rawInput: z.input<typeof channelProductsInput>) {
  const { channel_id: channelId, ...input } = channelProductsInput.parse(rawInput);
  const { channel, rows, total } = await channelProductsPage(rc.db, channelId, input.limit, (input.page - 1) * input.limit, rc.marketplace);
  requireVisible(rc, channel, "Channel");
  return { products: toCards(rows), total };
}

/** Every product a video mentions, in the order it mentions them, each with all its listings. */
export async function listVideoMarketplaceProducts(rc: ServiceContext, rawInput: z.input<typeof videoProductsInput>) {
  const { video_id: videoId, ...input } = videoProductsInput.parse(rawInput);
  const { video, rows, total, listings } = await videoProductsPage(
    rc.db,
    videoId,
    input.limit,
    (input.page - 1) * input.limit,
    rc.marketplace,
  );
  requireVisible(rc, video, "Video");
  const byProduct = groupListings(listings);
  return { products: rows.map((r) => toProduct(r, byProduct.get(r.product_id) ?? [])), total };
}

/**
 * Other creators who mention the same product (worker/db/queries/products.ts `similarMentions`
 * says which), each with their mentions; dropped if the product may not be shown.
 */
export async function similarCreators(rc: ServiceContext, rawInput: z.input<typeof productInput>) {
  const { product_id: productId } = productInput.parse(rawInput);
  const { product, mentions, total } = await similarMentions(rc.db, productId);
  if (!product || (product.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Product not found");
  const creators = new Map<
    string,
    Creator & { mentions: { video_id: string; video_title: string; video_timestamp: number; claims: string }[] }
  >();
  for (const r of mentions) {
    const creator = creators.get(r.channel_id) ?? {
      channel_id: r.channel_id,
      channel_name: r.channel_name,
      thumbnail_url: r.thumbnail_url,
      mentions: [],
    };
    if (!creator.mentions.some((m) => m.video_id === r.video_id)) {
      creator.mentions.push({ video_id: r.video_id, video_title: r.video_title, video_timestamp: r.video_timestamp, claims: r.claims });
    }
    creators.set(r.channel_id, creator);
  }
  return { creators: [...creators.values()], total_creators: total };
}

export async function listCategories(rc: ServiceContext) {
  return { categories: await categoryNames(rc.db) };
}

export const subcategoriesInput = z.object({ category: z.string().trim().min(1).max(100) });

export async function listSubcategories(rc: ServiceContext, rawInput: z.input<typeof subcategoriesInput>) {
  const { category } = subcategoriesInput.parse(rawInput);
  return { categories: await subcategoryNames(rc.db, category) };
}
