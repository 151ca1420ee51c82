/**
 * The data model (SPEC.md section 3 plus accounts, pipeline bookkeeping and search).
 * Field names follow SPEC.md so API answers map one to one onto rows.
 * Full-text search tables (FTS5) are not expressible in drizzle: they live in the
 * hand-written migration `migrations/0001_search.sql`, kept in sync by triggers.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, isoNow, updatedAt } from "./columns";

export const channels = sqliteTable(
  "channels",
  {
    // Stable integer rowid for the FTS5 external-content table (a TEXT primary key's rowid may change on VACUUM).
    seq: integer().primaryKey({ autoIncrement: true }),
    channel_id: text().notNull(),
    /** Platform handle without the leading @ (DESIGN.md section 5). */
    handle: text().notNull(),
    channel_name: text().notNull(),
    thumbnail_url: text(),
    description: text().notNull().default(""),
    category: text(),
    show: bool("show").notNull().default(true),
    video_count: integer().notNull().default(0),
    /** Products of this channel that have at least one marketplace listing (the ones lists show). */
    product_count: integer().notNull().default(0),
    /** Platform subscribers, a number; the API formats it as '1.2K subscribers'. */
    subscriber_count: integer().notNull().default(0),
    uploads_playlist_id: text(),
    last_checked_at: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("channels_channel_id_unique").on(t.channel_id),
    uniqueIndex("channels_handle_unique").on(sql`lower(${t.handle})`),
    index("channels_show_name_idx").on(t.show, sql`${t.channel_name} COLLATE NOCASE`),
    index("channels_show_category_name_idx").on(t.show, t.category, sql`${t.channel_name} COLLATE NOCASE`),
    index("channels_show_videos_idx").on(t.show, t.video_count),
    index("channels_show_products_idx").on(t.show, t.product_count),
    index("channels_show_subscribers_idx").on(t.show, t.subscriber_count),
  ],
);

export const videos = sqliteTable(
  "videos",
  {
    video_id: text().primaryKey(),
    channel_id: text()
      .notNull()
      .references(() => channels.channel_id),
    title: text().notNull(),
    description: text().notNull().default(""),
    thumbnail_url: text(),
    published_at: text().notNull(),
    /** R2 key of the newest stored transcript, null until one is fetched. */
    transcript_key: text(),
    /** pending → fetched → processed; or unavailable / failed (see transcript_error). */
    transcript_status: text({ enum: ["pending", "fetched", "processed", "unavailable", "failed"] })
      .notNull()
      .default("pending"),
    transcript_error: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // video_id last: the lists' tie-break, so a page (even a deep one) is an index walk with no sort step.
    index("videos_channel_recent_idx").on(t.channel_id, t.published_at, t.video_id),
    // channel_id too: the all-videos list leaves hidden channels out without reading rows.
    index("videos_recent_idx").on(t.published_at, t.video_id, t.channel_id),
    index("videos_channel_status_idx").on(t.channel_id, t.transcript_status),
    // The admin transcript reader: a page and its total from the channel's transcribed videos alone.
    index("videos_channel_transcripts_idx")
      .on(t.channel_id, t.published_at, t.video_id)
      .where(sql`${t.transcript_key} IS NOT NULL`),
  ],
);

export const products = sqliteTable(
  "products",
  {
    seq: integer().primaryKey({ autoIncrement: true }),
    /** Deterministic from (video_id, match_key): re-running extraction upserts instead of duplicating. */
    product_id: text().notNull(),
    video_id: text()
      .notNull()
      .references(() => videos.video_id),
    channel_id: text()
      .notNull()
      .references(() => channels.channel_id),
    product_name: text().notNull(),
    brand: text(),
    category: text(),
    subcategory: text(),
    description: text().notNull().default(""),
    is_sponsored: bool("is_sponsored").notNull().default(false),
    /** The transcript quote where the product is mentioned. */
    claims: text().notNull().default(""),
    /** Second of the video where the quote starts. */
    video_timestamp: integer().notNull().default(0),
    /** Normalised brand + name, used to match the same product across creators. */
    match_key: text().notNull(),
    /** The video's publish time, copied here so "most recent" sorts on one index. */
    published_at: text().notNull(),
    // Denormalised from the first listing so list sorts and filters use one index.
    amazon_product_id: text(),
    listing_count: integer().notNull().default(0),
    listed: bool("listed").notNull().default(false),
    price: real(),
    rating: real(),
    /** Copy of channels.show so hidden channels' products drop out of lists on an index. */
    channel_show: bool("channel_show").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_product_id_unique").on(t.product_id),
    uniqueIndex("products_video_match_unique").on(t.video_id, t.match_key),
    index("products_visible_recent_idx").on(t.channel_show, t.listed, t.published_at),
    index("products_visible_price_idx").on(t.channel_show, t.listed, t.price),
    index("products_visible_rating_idx").on(t.channel_show, t.listed, t.rating),
    index("products_visible_category_idx").on(t.channel_show, t.listed, t.category, t.subcategory, t.published_at),
    // A category, each sort: no sort step over a category's hundreds of thousands of products (the
    // index above cannot skip its subcategory column); with a subcategory too, these are walked in
    // order and the subcategory checked on the way.
    index("products_visible_category_recent_idx").on(t.channel_show, t.listed, t.category, t.published_at),
    index("products_visible_category_price_idx").on(t.channel_show, t.listed, t.category, t.price),
    index("products_visible_category_rating_idx").on(t.channel_show, t.listed, t.category, t.rating),
    // One creator's products in each order: a creator filter takes the top of each creator's range.
    index("products_channel_idx").on(t.channel_id, t.listed, t.published_at),
    index("products_channel_price_idx").on(t.channel_id, t.listed, t.price),
    index("products_channel_rating_idx").on(t.channel_id, t.listed, t.rating),
    index("products_video_idx").on(t.video_id, t.video_timestamp),
    // A text search's candidates: everything it filters, sorts and ranks them by, and the product
    // they are (match_key, for one card per product), without reading their whole rows.
    index("products_search_rows_idx").on(t.seq, t.listed, t.channel_show, t.published_at, t.price, t.rating, t.product_name, t.match_key),
    // A product's mentions by key, newest first (similar creators) and its creators (the review queue), from the index alone.
    index("products_match_key_recent_idx").on(t.match_key, t.seq, t.channel_id),
    // channel_id: the creators of the products sharing a main listing (similar creators), from the index alone.
    index("products_amazon_channel_idx").on(t.amazon_product_id, t.channel_id),
    // One creator's newest mention of a product, listed first: match_key_creators' representative (migration 0025).
    index("products_key_channel_listed_idx").on(t.match_key, t.channel_id, t.listed, t.published_at),
  ],
);

/**
 * The search's vocabulary: each word (3+ characters, lower case) of products' names and brands and
 * how many products hold it, kept by triggers on products (migration 0031). Misspelled searches
 * are corrected against it (worker/services/search-forgiving.ts, docs/decisions/0021).
 */
export const searchTerms = sqliteTable("search_terms", {
  term: text().primaryKey(),
  products: integer().notNull().default(0),
});

/** Each vocabulary word's trigrams (the word padded with a space each side), kept by a trigger on search_terms. */
export const searchTermTrigrams = sqliteTable(
  "search_term_trigrams",
  {
    trigram: text().notNull(),
    term: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.trigram, t.term] })],
);

/**
 * The creators of each product (match key), one row per creator, kept by triggers on products and
 * channels (migration 0014): a card's "first creators by name and their number" is an index walk
 * of a few entries instead of every mention of a product joined to its channel and sorted.
 */
export const matchKeyCreators = sqliteTable(
  "match_key_creators",
  {
    match_key: text().notNull(),
    channel_id: text().notNull(),
    /** The creator's products with this key; the row goes when it reaches 0. */
    mentions: integer().notNull(),
    /** Copies of channels.show and channels.channel_name, so the index below answers alone. */
    channel_show: bool("channel_show").notNull(),
    channel_name: text().notNull(),
    /**
     * The creator's representative mention of the product (migration 0025): its newest listed one,
     * else its newest. Copies of that product's seq and of what lists filter and sort by, so a
     * creator's products, one per product, are an index walk (docs/decisions/0019).
     */
    seq: integer(),
    listed: bool("listed").notNull().default(false),
    published_at: text(),
    price: real(),
    rating: real(),
    category: text(),
    subcategory: text(),
  },
  (t) => [
    primaryKey({ columns: [t.match_key, t.channel_id] }),
    index("match_key_creators_name_idx").on(t.match_key, t.channel_show, sql`${t.channel_name} COLLATE NOCASE`, t.channel_id),
    // A channel's rows, for its visibility or name changing.
    index("match_key_creators_channel_idx").on(t.channel_id),
    // One creator's products, one row each, in each order (a channel's Products tab, creator filters),
    // with the key: a creator scope's rows and its count of distinct products come from these alone.
    index("match_key_creators_channel_recent_idx").on(t.channel_id, t.listed, t.published_at, t.seq, t.match_key),
    index("match_key_creators_channel_price_idx").on(t.channel_id, t.listed, t.price, t.seq, t.match_key),
    index("match_key_creators_channel_rating_idx").on(t.channel_id, t.listed, t.rating, t.seq, t.match_key),
    // The automated storefront's order (most mentioned, then most recent): its top 100 without a sort.
    index("match_key_creators_channel_mentions_idx").on(
      t.channel_id,
      t.listed,
      sql`${t.mentions} DESC`,
      sql`${t.published_at} DESC`,
      t.match_key,
      t.seq,
    ),
    // A creator row by its representative's seq, with what a creator scope merges: a subscriber's
    // creators' top rows are found on the index of the sort, then read here instead of from the table.
    index("match_key_creators_seq_idx").on(t.seq, t.match_key, t.published_at, t.price, t.rating),
    // A product's best creator row (product_groups' representative): visible first, then newest.
    index("match_key_creators_key_best_idx").on(t.match_key, t.listed, t.channel_show, t.published_at, t.seq),
  ],
);

/**
 * One row per product (match key) with a listed mention, kept by triggers on match_key_creators
 * (migration 0025): its representative mention (`seq`, a products.seq) is the newest listed mention
 * of a visible creator, else of a hidden one (`show` 0, for admins). The lists of one card per
 * product walk these indexes as the per-mention lists walk products' (docs/decisions/0019).
 */
export const productGroups = sqliteTable(
  "product_groups",
  {
    /** The representative mention's products.seq: also the lists' unique tiebreak, as on products. */
    seq: integer().primaryKey(),
    match_key: text().notNull(),
    /** 1 when a visible creator's listed mention represents it. */
    show: bool("show").notNull(),
    published_at: text().notNull(),
    price: real(),
    rating: real(),
    category: text(),
    subcategory: text(),
  },
  (t) => [
    uniqueIndex("product_groups_match_key_unique").on(t.match_key),
    index("product_groups_recent_idx").on(t.show, t.published_at),
    index("product_groups_price_idx").on(t.show, t.price),
    index("product_groups_rating_idx").on(t.show, t.rating),
    index("product_groups_category_idx").on(t.show, t.category, t.subcategory, t.published_at),
    index("product_groups_category_recent_idx").on(t.show, t.category, t.published_at),
    index("product_groups_category_price_idx").on(t.show, t.category, t.price),
    index("product_groups_category_rating_idx").on(t.show, t.category, t.rating),
  ],
);

/** A marketplace item (Amazon ASIN); one product may match several, and one item may match many products. */
export const marketplaceItems = sqliteTable(
  "marketplace_items",
  {
    amazon_product_id: text().primaryKey(),
    title: text().notNull(),
    image_url: text(),
    currency: text().notNull().default("USD"),
    price: real(),
    rating: real(),
    reviews_count: integer().notNull().default(0),
    product_url: text().notNull(),
    /** When price and rating were read from the marketplace (shown with its price disclaimer). */
    fetched_at: text().notNull(),
    /** Set by the daily re-check when the marketplace no longer offers the item. */
    is_dead: bool("is_dead").notNull().default(false),
    /** The item is a pack of this many of the product (2 or more; null for one): shown on its card (decision 0014). */
    pack_size: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // The daily re-check reads the stalest live items first: the top of this index, no sort.
    index("marketplace_items_recheck_idx").on(t.is_dead, t.fetched_at, t.amazon_product_id),
  ],
);

export const productListings = sqliteTable(
  "product_listings",
  {
    product_id: text()
      .notNull()
      .references(() => products.product_id, { onDelete: "cascade" }),
    amazon_product_id: text()
      .notNull()
      .references(() => marketplaceItems.amazon_product_id),
    /** Verified order (best match first, then marketplace rank): position 0 supplies the card's image, price, rating and link. */
    position: integer().notNull().default(0),
    /** The matcher's score (worker/services/matching) and its reasons (JSON array): why this item is the product. */
    match_score: real(),
    match_reasons: text(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.amazon_product_id] }), index("product_listings_item_idx").on(t.amazon_product_id)],
);

/**
 * The price history of marketplace items (issue 14): one row per observed change, written when an
 * item is first stored and whenever a later read (the daily re-check, a new search) finds another
 * price or currency. A read without a price (the offer is unavailable) writes nothing.
 */
export const listingPrices = sqliteTable(
  "listing_prices",
  {
    price_id: integer().primaryKey({ autoIncrement: true }),
    amazon_product_id: text()
      .notNull()
      .references(() => marketplaceItems.amazon_product_id),
    price: real().notNull(),
    currency: text().notNull(),
    /** When the marketplace answered this price (ISO-8601 UTC). */
    observed_at: text().notNull(),
  },
  (t) => [
    // "The history of a listing in the last 30 days" and "its latest price": one range of this index.
    index("listing_prices_item_observed_idx").on(t.amazon_product_id, t.observed_at),
  ],
);

/**
 * A default-marketplace item's offer in another marketplace (issue 26; docs/marketplaces.md): the
 * same ASIN there, or what a search there found and the matcher judged. Keyed by the default item,
 * so a product's cards and pages read it with one primary-key join beside the default listing.
 * `status`: verified (shown), review and rejected (not shown), absent (nothing there: the default
 * listing is shown with a note). The default marketplace's own listings stay in marketplace_items.
 */
export const localOffers = sqliteTable(
  "local_offers",
  {
    amazon_product_id: text()
      .notNull()
      .references(() => marketplaceItems.amazon_product_id),
    /** Short code of worker/lib/marketplaces.ts: uk, de, fr, jp, ca… (never the default's). */
    marketplace: text().notNull(),
    /** The item's ASIN in that marketplace; null when absent. */
    local_asin: text(),
    title: text(),
    image_url: text(),
    currency: text().notNull(),
    price: real(),
    rating: real(),
    reviews_count: integer().notNull().default(0),
    product_url: text(),
    fetched_at: text().notNull(),
    is_dead: bool("is_dead").notNull().default(false),
    status: text({ enum: ["verified", "review", "rejected", "absent"] }).notNull(),
    match_score: real(),
    match_reasons: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.amazon_product_id, t.marketplace] }),
    // Each marketplace's daily re-check reads its stalest live verified offers first: the top of this index.
    index("local_offers_recheck_idx").on(t.marketplace, t.status, t.is_dead, t.fetched_at, t.amazon_product_id),
  ],
);

/** The price history of local offers, per marketplace: as listing_prices is for the default marketplace's items. */
export const localOfferPrices = sqliteTable(
  "local_offer_prices",
  {
    price_id: integer().primaryKey({ autoIncrement: true }),
    amazon_product_id: text().notNull(),
    marketplace: text().notNull(),
    price: real().notNull(),
    currency: text().notNull(),
    observed_at: text().notNull(),
  },
  (t) => [index("local_offer_prices_item_observed_idx").on(t.amazon_product_id, t.marketplace, t.observed_at)],
);

/** A creator's partner tag in a marketplace other than the default (whose tag is storefronts.partner_tag). */
export const storefrontPartnerTags = sqliteTable(
  "storefront_partner_tags",
  {
    storefront_id: text()
      .notNull()
      .references(() => storefronts.storefront_id, { onDelete: "cascade" }),
    marketplace: text().notNull(),
    partner_tag: text().notNull(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storefront_id, t.marketplace] })],
);

/** Category → subcategory pairs of listed products; subcategory '' is the category itself. */
export const categories = sqliteTable(
  "categories",
  {
    category: text().notNull(),
    subcategory: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.category, t.subcategory] })],
);

export const users = sqliteTable(
  "users",
  {
    user_id: text().primaryKey(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`: algorithm and cost travel with the hash. */
    password_hash: text().notNull(),
    is_admin: bool("is_admin").notNull().default(false),
    /** Tokens issued before this instant (epoch milliseconds) are revoked: logout, password reset. */
    tokens_valid_after: integer().notNull().default(0),
    notification_digest: bool("notification_digest").notNull().default(false),
    /** The `until` of the user's last digest sent: the next one covers what came after it. */
    last_digest_at: text(),
    /** Set when the owner opened the link e-mailed to the address; subscribing and e-mail need it. */
    email_verified_at: text(),
    /** The TOTP secret, sealed (worker/auth/sealed.ts); null while two-factor authentication is off. */
    mfa_secret: text(),
    /** A secret being set up: it replaces mfa_secret once a code from it is confirmed. */
    mfa_pending_secret: text(),
    /** The last 30-second step a code was accepted for: a code works once. */
    mfa_last_step: integer().notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

/** Single-use recovery codes of two-factor authentication, stored as SHA-256 hashes. */
export const mfaRecoveryCodes = sqliteTable(
  "mfa_recovery_codes",
  {
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    code_hash: text().notNull(),
    used_at: text(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.code_hash] })],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    token_hash: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    /** Epoch seconds. */
    expires_at: integer().notNull(),
    used_at: text(),
    created_at: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.user_id)],
);

/** Fixed-window counters backing the Workers rate-limit binding (which is per-location and approximate). */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    key: text().notNull(),
    window_start: integer().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

/**
 * Failed sign-ins of one account from one network (IPv4 address or IPv6 /64): each attempt is
 * counted before the password is checked, and from the fifth on the next one waits a delay that
 * doubles with each failure (worker/auth/login-throttle.ts). A correct password clears it.
 */
export const loginFailures = sqliteTable("login_failures", {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  /** Epoch seconds of the last attempt counted. */
  last_attempt_at: integer().notNull(),
});

/**
 * Devices and networks that signed in to an account (a correct password): they pass the
 * account-wide sign-in cap (worker/auth/login-throttle.ts). `marker` is an HMAC of
 * `device:<id>` or `network:<IPv4 or /64>` under a key derived for this purpose, never the
 * address or the device id in clear.
 */
export const knownSignIns = sqliteTable(
  "known_sign_ins",
  {
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    marker: text().notNull(),
    /** Epoch seconds of the last sign-in from it. */
    last_seen_at: integer().notNull(),
  },
  // The daily housekeeping forgets markers unused for 180 days by this index.
  (t) => [primaryKey({ columns: [t.user_id, t.marker] }), index("known_sign_ins_last_seen_idx").on(t.last_seen_at)],
);

/**
 * One-time links mailed when the account-wide sign-in cap asks for more proof: opening one makes
 * that browser a known device of the account. Only a SHA-256 of the token is stored.
 */
export const signInLinks = sqliteTable(
  "sign_in_links",
  {
    token_hash: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    /** Epoch seconds. */
    expires_at: integer().notNull(),
    used_at: text(),
  },
  (t) => [index("sign_in_links_user_idx").on(t.user_id), index("sign_in_links_expires_idx").on(t.expires_at)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    channel_id: text()
      .notNull()
      .references(() => channels.channel_id),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.channel_id] }),
    index("subscriptions_user_created_idx").on(t.user_id, t.created_at),
    index("subscriptions_channel_idx").on(t.channel_id),
  ],
);

export const notifications = sqliteTable(
  "notifications",
  {
    notification_id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    channel_id: text()
      .notNull()
      .references(() => channels.channel_id),
    content_type: text({ enum: ["videos", "storefront", "price_drop"] }).notNull(),
    /**
     * The video or storefront product the notification is about: one notification per user and item.
     * A price drop's is `{product_id}:{price_id}` (the listing_prices row of the new price): once per drop.
     */
    ref_id: text().notNull(),
    title: text().notNull().default(""),
    /**
     * Repeats shown as one row: the notification_id of the group's first notification (unread, same
     * channel and content_type, within the hour before it), or null for a group's first (and for
     * rows written before groups existed). worker/db/queries/notifications.ts reads the group as
     * `coalesce(group_id, notification_id)`.
     */
    group_id: text(),
    is_read: bool("is_read").notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_user_item_unique").on(t.user_id, t.content_type, t.ref_id),
    index("notifications_user_created_idx").on(t.user_id, t.created_at),
    index("notifications_user_unread_idx").on(t.user_id, t.is_read),
  ],
);

/** Products a signed-in visitor follows for price-drop alerts (issue 14). */
export const productFollows = sqliteTable(
  "product_follows",
  {
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    product_id: text()
      .notNull()
      .references(() => products.product_id, { onDelete: "cascade" }),
    /** The marketplace the follower shops in (worker/lib/marketplaces.ts): whose price drops alert them. */
    marketplace: text().notNull().default("us"),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.product_id] }),
    // The profile's list, newest first.
    index("product_follows_user_created_idx").on(t.user_id, t.created_at),
    // The followers of the products listing an item whose price dropped.
    index("product_follows_product_idx").on(t.product_id),
  ],
);

export const taskExecutions = sqliteTable(
  "task_executions",
  {
    task_execution_id: text().primaryKey(),
    task_name: text({
      enum: ["search_youtube", "get_transcripts", "process_transcripts", "search_amazon_products", "run_pipeline"],
    }).notNull(),
    /** JSON: { channel, upload_date?, max_results? } */
    parameters: text().notNull().default("{}"),
    status: text({ enum: ["queued", "running", "completed", "failed"] })
      .notNull()
      .default("running"),
    /** Human-readable progress while running, the result or the error once finished. */
    message: text(),
    progress_done: integer().notNull().default(0),
    progress_total: integer().notNull().default(0),
    requested_by: text(),
    started_at: text().notNull().default(isoNow),
    completed_at: text(),
  },
  (t) => [index("task_executions_started_idx").on(t.started_at)],
);

export const pendingChannels = sqliteTable(
  "pending_channels",
  {
    request_id: text().primaryKey(),
    channel_name: text().notNull(),
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "added", "rejected"] })
      .notNull()
      .default("pending"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("pending_channels_user_name_unique").on(t.user_id, sql`lower(${t.channel_name})`),
    index("pending_channels_created_idx").on(t.created_at),
  ],
);

export const creatorApplications = sqliteTable(
  "creator_applications",
  {
    application_id: text().primaryKey(),
    channel_handle: text().notNull(),
    email: text().notNull(),
    phone_number: text(),
    category: text().notNull(),
    status: text({ enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    created_at: createdAt(),
    reviewed_at: text(),
  },
  (t) => [index("creator_applications_status_created_idx").on(t.status, t.created_at)],
);

/**
 * Marketplace candidates the matcher doubted (a score between its two thresholds): an admin
 * accepts or rejects each. One row per product (its match key, shared by every mention of it)
 * and candidate, so a decision holds for every later search of that product. The candidate is
 * kept as the marketplace described it, since only verified items enter marketplace_items.
 */
export const listingReviews = sqliteTable(
  "listing_reviews",
  {
    review_id: integer().primaryKey({ autoIncrement: true }),
    match_key: text().notNull(),
    /** The mention shown with the candidate (its quote and video). */
    product_id: text()
      .notNull()
      .references(() => products.product_id, { onDelete: "cascade" }),
    amazon_product_id: text().notNull(),
    /** The marketplace item as searched (JSON, the MarketplaceItem shape). */
    candidate: text().notNull(),
    match_score: real().notNull(),
    /** JSON array of the matcher's reasons. */
    match_reasons: text().notNull(),
    status: text({ enum: ["pending", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    decided_by: text(),
    decided_at: text(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("listing_reviews_key_item_unique").on(t.match_key, t.amazon_product_id),
    index("listing_reviews_status_idx").on(t.status, t.review_id),
    index("listing_reviews_product_idx").on(t.product_id),
  ],
);

/**
 * The LLM judge's verdicts on candidates the matcher left uncertain and on its accepts (issue 21;
 * worker/services/match-judge.ts): one per product (match key) and item, so the same pair is never
 * asked twice. Only valid answers are kept; a failed call leaves no row and the candidate where the
 * rules put it.
 */
export const matchJudgements = sqliteTable(
  "match_judgements",
  {
    match_key: text().notNull(),
    amazon_product_id: text().notNull(),
    same_product: bool("same_product").notNull(),
    relation: text({ enum: ["exact", "variant", "pack", "renewed", "accessory", "sibling", "other"] }).notNull(),
    reason: text().notNull(),
    /** The model that answered (its name as configured). */
    model: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.match_key, t.amazon_product_id] })],
);

/**
 * Admins' review decisions kept as labelled cases for the matcher's development set (issue 21;
 * `npm run eval:export-reviews`): the mention and the candidate as they were decided (JSON
 * snapshots, so a case outlives the mention's row), and whether the candidate is the product.
 */
export const matchLabels = sqliteTable(
  "match_labels",
  {
    label_id: integer().primaryKey({ autoIncrement: true }),
    match_key: text().notNull(),
    amazon_product_id: text().notNull(),
    /** JSON: product_name, brand, category, subcategory, quote. */
    mention: text().notNull(),
    /** JSON: the marketplace item with its structured fields, as the matcher judged it. */
    candidate: text().notNull(),
    expected: bool("expected").notNull(),
    decided_by: text(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("match_labels_key_item_unique").on(t.match_key, t.amazon_product_id)],
);

/** One YouTube WebSub (PubSubHubbub) subscription per visible channel; renewed by the cron before the lease ends. */
export const websubSubscriptions = sqliteTable(
  "websub_subscriptions",
  {
    channel_id: text()
      .primaryKey()
      .references(() => channels.channel_id, { onDelete: "cascade" }),
    topic_url: text().notNull(),
    /** requested → verified by the hub's challenge (active); unsubscribed or failed otherwise. */
    status: text({ enum: ["requested", "active", "unsubscribed", "failed"] })
      .notNull()
      .default("requested"),
    lease_seconds: integer(),
    /** ISO-8601 UTC; null until the hub verifies the subscription. */
    lease_expires_at: text(),
    /** The nonce in the callback URL of the subscription the hub verified (its POSTs and unsubscribe). */
    callback_nonce: text(),
    /** The one hub request awaiting verification: its callback nonce, mode and time. */
    pending_nonce: text(),
    pending_mode: text({ enum: ["subscribe", "unsubscribe"] }),
    requested_at: text(),
    last_error: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("websub_subscriptions_status_lease_idx").on(t.status, t.lease_expires_at)],
);

/** An approved creator's storefront: a page of curated products at /s/{handle} and on an optional custom domain. */
export const storefronts = sqliteTable(
  "storefronts",
  {
    storefront_id: text().primaryKey(),
    application_id: text()
      .notNull()
      .references(() => creatorApplications.application_id),
    channel_id: text()
      .notNull()
      .references(() => channels.channel_id),
    /** Channel handle without the @; the path segment of /s/{handle}. */
    handle: text().notNull(),
    /** Host name the creator points at the Worker (Cloudflare custom hostname), lower-cased. */
    custom_domain: text(),
    /**
     * The value of the TXT record `_storefront.{custom_domain}` that proves the creator controls the
     * domain; a new one with each domain. The domain is served only once domain_verified_at is set.
     */
    domain_token: text(),
    domain_verified_at: text(),
    /** Plain text the creator writes in the studio, shown on the storefront (length limits in the service). */
    headline: text().notNull().default(""),
    bio: text().notNull().default(""),
    /** The creator's marketplace partner tag (e.g. `name-20`): Buy links on their storefront carry it; null uses the site's. */
    partner_tag: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("storefronts_handle_unique").on(sql`lower(${t.handle})`),
    uniqueIndex("storefronts_channel_unique").on(t.channel_id),
    uniqueIndex("storefronts_application_unique").on(t.application_id),
    uniqueIndex("storefronts_domain_unique").on(t.custom_domain),
  ],
);

export const storefrontProducts = sqliteTable(
  "storefront_products",
  {
    storefront_id: text()
      .notNull()
      .references(() => storefronts.storefront_id, { onDelete: "cascade" }),
    product_id: text()
      .notNull()
      .references(() => products.product_id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storefront_id, t.product_id] }), index("storefront_products_order_idx").on(t.storefront_id, t.position)],
);

/**
 * The automated storefront's per-product choices (issue 24), one row per storefront and product
 * (match key): what the creator (or an admin) changed about the automatic list. A product without
 * a row keeps its automatic place. Order on the page: pinned first, then `position` (set by a
 * reorder; null after those that have one), then the automatic rank (mentions, then recency).
 */
export const storefrontEntries = sqliteTable(
  "storefront_entries",
  {
    storefront_id: text()
      .notNull()
      .references(() => storefronts.storefront_id, { onDelete: "cascade" }),
    match_key: text().notNull(),
    pinned: bool("pinned").notNull().default(false),
    hidden: bool("hidden").notNull().default(false),
    position: integer(),
    /** One line, "why I use it"; plain text. */
    note: text().notNull().default(""),
    /** A creator-named section ("Desk setup"); '' puts the product under its category. */
    collection: text().notNull().default(""),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storefront_id, t.match_key] })],
);

/**
 * Who owns a channel here (issue 24): proven through Google OAuth (the channel was in the
 * consenting account's `channels.list?mine=true`), or set by the offline demo seed. A channel may
 * have several owners; an admin can remove one. Owners run the channel's storefront in the studio.
 */
export const channelOwners = sqliteTable(
  "channel_owners",
  {
    channel_id: text()
      .notNull()
      .references(() => channels.channel_id, { onDelete: "cascade" }),
    user_id: text()
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    proof: text({ enum: ["google", "demo"] }).notNull(),
    verified_at: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel_id, t.user_id] }), index("channel_owners_user_idx").on(t.user_id)],
);

/**
 * Storefront page views per UTC day and country, counted like clicks (the clicks queue, no IP,
 * cookie or user; bots and prefetches excluded). channel_id is the storefront's channel, for the
 * studio's figures.
 */
export const storefrontViewDays = sqliteTable(
  "storefront_view_days",
  {
    day: text().notNull(),
    storefront_id: text().notNull(),
    channel_id: text().notNull(),
    country: text().notNull().default(""),
    views: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.storefront_id, t.country] }),
    index("storefront_view_days_channel_day_idx").on(t.channel_id, t.day),
  ],
);

/**
 * A creator's OAuth grant for YouTube `captions.download` (their own videos' captions).
 * Tokens are stored encrypted (AES-GCM, key derived from the server secret), never in clear.
 */
export const channelOauthGrants = sqliteTable("channel_oauth_grants", {
  channel_id: text()
    .primaryKey()
    .references(() => channels.channel_id, { onDelete: "cascade" }),
  refresh_token_enc: text().notNull(),
  access_token_enc: text(),
  /** Epoch milliseconds. */
  access_token_expires_at: integer(),
  scope: text().notNull().default(""),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * Buy-link clicks (`/go/{listing_id}`, docs/decisions/0018-first-party-buy-links.md), counted per
 * UTC day and per everything a creator's figures break them down by. Written only by the clicks
 * queue's consumer; no IP address, cookie or user is ever part of a row. Empty text, never null,
 * stands for "none" or "unknown" so the key stays a key (SQLite's primary keys accept nulls).
 */
export const clickDays = sqliteTable(
  "click_days",
  {
    /** YYYY-MM-DD, UTC. */
    day: text().notNull(),
    product_id: text().notNull(),
    amazon_product_id: text().notNull(),
    /** The product's channel, resolved by the consumer ('' when the product is gone). */
    channel_id: text().notNull(),
    video_id: text().notNull().default(""),
    storefront_id: text().notNull().default(""),
    /** The kind of page the link was on (worker/services/clicks.ts clickSources). */
    source: text().notNull(),
    /** ISO 3166 alpha-2 from Cloudflare ('' when unknown, as locally). */
    country: text().notNull().default(""),
    clicks: integer().notNull().default(0),
  },
  (t) => [
    // channel_id depends on product_id alone, so it is not part of the key.
    primaryKey({ columns: [t.day, t.product_id, t.amazon_product_id, t.video_id, t.storefront_id, t.source, t.country] }),
    index("click_days_channel_day_idx").on(t.channel_id, t.day),
  ],
);

/**
 * Rollups of click_days kept by its triggers (migrations 0026 to 0028), so a busy channel's figures
 * read hundreds of rows instead of a row per product and day (docs/decisions/0020-studio-figures.md):
 * a channel's clicks per day and source, and per day and country (`dim`), exact to the day.
 */
export const clickChannelDims = sqliteTable(
  "click_channel_dims",
  {
    channel_id: text().notNull(),
    dim: text({ enum: ["source", "country"] }).notNull(),
    day: text().notNull(),
    value: text().notNull(),
    clicks: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channel_id, t.dim, t.day, t.value] })],
);

/** A channel's clicks per calendar month (YYYY-MM) and product (its match key) or video: its top lists. */
export const clickItemMonths = sqliteTable(
  "click_item_months",
  {
    channel_id: text().notNull(),
    kind: text({ enum: ["product", "video"] }).notNull(),
    month: text().notNull(),
    key: text().notNull(),
    clicks: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.channel_id, t.kind, t.month, t.key] }),
    // A month's most clicked first: the candidates of a range's top list are the tops of its months.
    index("click_item_months_top_idx").on(t.channel_id, t.kind, t.month, t.clicks),
  ],
);

/**
 * A channel's clicks per day and product (its match key) or video: the exact sums of a range's top
 * list, read by primary key for the candidates click_item_months names.
 */
export const clickItemDays = sqliteTable(
  "click_item_days",
  {
    channel_id: text().notNull(),
    kind: text({ enum: ["product", "video"] }).notNull(),
    key: text().notNull(),
    day: text().notNull(),
    clicks: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channel_id, t.kind, t.key, t.day] })],
);

/** The whole site's clicks and storefront views per day (the admins' studio). */
export const clickSiteDays = sqliteTable("click_site_days", {
  day: text().primaryKey(),
  clicks: integer().notNull().default(0),
  views: integer().notNull().default(0),
});

/**
 * The click messages already counted, so a batch the queue delivers again adds nothing. Kept a few
 * days (the queue retries within minutes), then dropped by the daily housekeeping.
 */
export const clickMessagesSeen = sqliteTable(
  "click_messages_seen",
  {
    message_id: text().primaryKey(),
    day: text().notNull(),
    /** The consumer run that counted it: its increments are the messages carrying its id. */
    batch_id: text().notNull(),
  },
  (t) => [index("click_messages_seen_day_idx").on(t.day)],
);
