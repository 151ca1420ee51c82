/**
 * What the pipeline's tasks (worker/pipeline/tasks/) read and write: channels and their uploads
 * (search_youtube), product mentions (process_transcripts) and their first listings
 * (search_amazon_products), and which channels the daily update runs for.
 */
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowsQuery, Stored } from "../rows";
import { channels, type marketplaceItems, productListings, products, videos } from "../schema";
import { notificationGroupId } from "./notifications";

/** A channel as the video platform describes it. */
export type PlatformChannelColumns = Pick<
  typeof channels.$inferInsert,
  "channel_id" | "handle" | "channel_name" | "description" | "category" | "subscriber_count" | "thumbnail_url" | "uploads_playlist_id"
>;

/** Stores the channel or refreshes what the platform says of it; `show` is the admin's choice and never reset by a refresh. */
export function upsertChannel(db: Db, channel: PlatformChannelColumns, checkedAt: string) {
  return db
    .insert(channels)
    .values({ ...channel, last_checked_at: checkedAt })
    .onConflictDoUpdate({
      target: channels.channel_id,
      set: {
        handle: channel.handle,
        channel_name: channel.channel_name,
        description: channel.description,
        category: channel.category,
        subscriber_count: channel.subscriber_count,
        thumbnail_url: channel.thumbnail_url,
        uploads_playlist_id: channel.uploads_playlist_id,
        last_checked_at: checkedAt,
        updated_at: checkedAt,
      },
    });
}

/** The handles of the channels an admin has not hidden. */
export function visibleChannelHandles(db: Db) {
  return db.select({ handle: channels.handle }).from(channels).where(eq(channels.show, true));
}

/** When the channel's newest stored video was published (none: `newest` is null). */
export function newestVideoOfChannel(db: Db, channelId: string) {
  return db
    .select({ newest: max(videos.published_at) })
    .from(videos)
    .where(eq(videos.channel_id, channelId));
}

/** Which of these videos are stored already. */
export function storedVideos(db: Db, videoIds: string[]) {
  return db.select({ id: videos.video_id }).from(videos).where(inArray(videos.video_id, videoIds));
}

/** An upload as the video platform lists it. */
export type PlatformVideoColumns = Pick<
  typeof videos.$inferInsert,
  "video_id" | "channel_id" | "title" | "description" | "thumbnail_url" | "published_at"
>;

/** Stores an upload or refreshes what the platform says of it; its transcript state is the pipeline's own. */
export function upsertVideoStatement(db: Db, video: PlatformVideoColumns, now: string) {
  return db
    .insert(videos)
    .values(video)
    .onConflictDoUpdate({
      target: videos.video_id,
      set: {
        title: video.title,
        description: video.description,
        thumbnail_url: video.thumbnail_url,
        published_at: video.published_at,
        updated_at: now,
      },
    });
}

/**
 * One `videos` notification per subscriber of the channel, for a batch storing the upload, grouped
 * with the channel's other new videos of the hour (notificationGroupId). The unique (user, content_type, ref_id) index makes a redelivered run a no-op; a channel an admin
 * hid notifies nobody.
 */
export function newVideoNotificationsStatement(db: Db, channelId: string, videoId: string, title: string) {
  return db.run(sql`INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, group_id)
             SELECT lower(hex(randomblob(16))), s.user_id, ${channelId}, 'videos', ${videoId}, ${title}, ${notificationGroupId(sql`s.user_id`, sql`${channelId}`, "videos")}
             FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id
             WHERE s.channel_id = ${channelId} AND c.show = 1
             ON CONFLICT DO NOTHING`);
}

/** What extraction says of a mention, and what it copies from its video and channel. */
export type MentionColumns = Pick<
  typeof products.$inferInsert,
  | "product_name"
  | "brand"
  | "category"
  | "subcategory"
  | "description"
  | "is_sponsored"
  | "claims"
  | "video_timestamp"
  | "published_at"
  | "channel_show"
>;

/** Stores a product mention or refreshes it; the listing columns are left alone (search_amazon_products owns them). */
export function upsertMentionStatement(
  db: Db,
  mention: Pick<typeof products.$inferInsert, "product_id" | "video_id" | "channel_id" | "match_key">,
  fields: MentionColumns,
  now: string,
) {
  return db
    .insert(products)
    .values({ ...fields, ...mention })
    .onConflictDoUpdate({ target: products.product_id, set: { ...fields, updated_at: now } });
}

/** The channel's mentions without a listing (of one video, if given), grouped by match key. */
export function unlistedMentions(db: Db, channelId: string, videoId?: string) {
  return db
    .select({
      product_id: products.product_id,
      match_key: products.match_key,
      brand: products.brand,
      product_name: products.product_name,
      category: products.category,
      subcategory: products.subcategory,
      claims: products.claims,
    })
    .from(products)
    .where(and(eq(products.channel_id, channelId), eq(products.listing_count, 0), videoId ? eq(products.video_id, videoId) : undefined))
    .orderBy(asc(products.match_key));
}

/** One verified listing of a mention, at its place in the verified order; a listing it has already stays. */
export function listingStatement(
  db: Db,
  listing: Pick<typeof productListings.$inferInsert, "product_id" | "amazon_product_id" | "position" | "match_score" | "match_reasons">,
) {
  return db.insert(productListings).values(listing).onConflictDoNothing();
}

/** A mention listed: the columns it copies from its first listing, and how many listings it has. */
export function listMentionStatement(
  db: Db,
  productId: string,
  first: Pick<typeof products.$inferInsert, "amazon_product_id" | "price" | "rating">,
  listingCount: number,
  now: string,
) {
  return db
    .update(products)
    .set({ ...first, listing_count: listingCount, listed: true, updated_at: now })
    .where(eq(products.product_id, productId));
}

export type KnownListingRow = Stored<
  Pick<
    typeof marketplaceItems.$inferSelect,
    "amazon_product_id" | "title" | "image_url" | "currency" | "price" | "rating" | "reviews_count" | "product_url"
  >
>;

/** The live listings, in order, of a listed product with this match key (every mention of it shares them). */
export function knownListingsOfMatchKey(db: Db, matchKey: string): RowsQuery<KnownListingRow> {
  return db.all<KnownListingRow>(sql`
    SELECT m.amazon_product_id, m.title, m.image_url, m.currency, m.price, m.rating, m.reviews_count, m.product_url
    FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
    WHERE l.product_id = (SELECT product_id FROM products WHERE match_key = ${matchKey} AND listing_count > 0 LIMIT 1)
      AND m.is_dead = 0
    ORDER BY l.position`);
}
