import { z } from "zod";
import { isoTimestamp } from "./common";
import { storefrontProductResponse } from "./products";

const storefrontHeader = {
  storefront_id: z.string(),
  application_id: z.string(),
  handle: z.string(),
  custom_domain: z.string().nullable(),
  created_at: isoTimestamp,
  headline: z.string().describe("The creator's headline, plain text"),
  bio: z.string().describe("The creator's short bio, plain text"),
  channel: z.strictObject({
    channel_id: z.string(),
    channel_name: z.string(),
    thumbnail_url: z.string().nullable(),
    description: z.string(),
  }),
};

export const storefrontEntryResponse = z.strictObject({
  match_key: z.string().describe("The product across its mentions: one entry each"),
  product_id: z.string().describe("Its most recent mention with a verified listing"),
  product_name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  description: z.string(),
  is_sponsored: z.boolean(),
  claims: z.string().describe("What the creator said about it in that video"),
  video_id: z.string(),
  video_title: z.string().nullable(),
  video_timestamp: z.number().int().describe("Second of the video where it is mentioned"),
  mentions: z.number().int().describe("How many of the channel's videos mention it"),
  last_mentioned_at: isoTimestamp,
  pinned: z.boolean(),
  hidden: z.boolean(),
  position: z.number().int().nullable(),
  note: z.string().describe("The creator's one-line note, plain text"),
  collection: z.string().describe("The creator's section for it; '' files it under its category"),
  curated: z.boolean().describe("An admin added it"),
  automatic_rank: z.number().int().nullable().describe("Place by mentions, then recency (1 first); null here, where it is not computed"),
  amazon_product_id: z.string().nullable(),
  listing_title: z.string().nullable(),
  image_url: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string(),
  marketplace: z.string().describe("Short code of the marketplace the listing and price are from (docs/marketplaces.md)"),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  fetched_at: isoTimestamp.nullable(),
});

export const storefrontResponse = z.strictObject({
  ...storefrontHeader,
  products: z.array(storefrontEntryResponse).describe("In page order, hidden ones left out, at most 100"),
  total: z.number().int(),
});
export type Storefront = z.infer<typeof storefrontResponse>;
export const adminStorefrontResponse = z.strictObject({
  ...storefrontHeader,
  products: z.array(storefrontProductResponse).describe("The admin's curation, in its order"),
  total: z.number().int(),
  channel_show: z.boolean(),
});
export type AdminStorefront = z.infer<typeof adminStorefrontResponse>;

export const storefrontProductsAddedResponse = z.strictObject({
  added: z.array(z.string()),
  already_present: z.array(z.string()),
  notifications: z.number().int().describe("Notifications written for the channel's subscribers"),
});
export const storefrontProductRemovedResponse = z.strictObject({ product_id: z.string(), removed: z.boolean() });

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;

export const creatorApplicationResponse = z.strictObject({
  application_id: z.string(),
  channel_handle: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  category: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: isoTimestamp,
  reviewed_at: isoTimestamp.nullable(),
  channel: z.strictObject({ channel_id: z.string(), channel_name: z.string(), handle: z.string() }).nullable(),
  storefront: z.strictObject({ storefront_id: z.string(), handle: z.string() }).nullable(),
});
export type CreatorApplication = z.infer<typeof creatorApplicationResponse>;
export const creatorApplicationListResponse = z.strictObject({
  applications: z.array(creatorApplicationResponse),
  total: z.number().int(),
});

export const creatorApplicationSubmittedResponse = z.strictObject({
  application_id: z.string(),
  channel_handle: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  category: z.string(),
  status: z
    .enum(["pending", "approved"])
    .describe("approved at once when the signed-in sender owns the channel (claimed through Google) and has a confirmed e-mail"),
  message: z.string(),
  storefront: z.strictObject({ storefront_id: z.string(), handle: z.string() }).nullable().describe("The storefront approving it created"),
});
