import { z } from "zod";
import { isoTimestamp } from "./common";
import { storefrontProductResponse } from "./products";

const storefrontHeader = {
  storefront_id: z.string(),
  application_id: z.string(),
  handle: z.string(),
  custom_domain: z.string().nullable(),
  created_at: isoTimestamp,
  channel: z.strictObject({
    channel_id: z.string(),
    channel_name: z.string(),
    thumbnail_url: z.string().nullable(),
    description: z.string(),
  }),
};

export const storefrontResponse = z.strictObject({
  ...storefrontHeader,
  products: z.array(storefrontProductResponse),
  total: z.number().int(),
});
export type Storefront = z.infer<typeof storefrontResponse>;
export const adminStorefrontResponse = storefrontResponse.extend({ channel_show: z.boolean() });
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
