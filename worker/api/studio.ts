import type { Hono } from "hono";
import { z } from "zod";
import { channelStats, statsRangeInput } from "../services/studio-stats";
import {
  checkStudioDomain,
  entryInput,
  listStudioChannels,
  matchKeyParam,
  storefrontSettingsInput,
  updateStudioEntry,
  updateStudioStorefront,
} from "../services/studio";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";

const channelParams = z.object({ channel_id: z.string().trim().min(1).max(64) });

const storefrontSummary = z.strictObject({ handle: z.string(), partner_tag: z.string().nullable() }).nullable();

const studioChannelsResponse = z.strictObject({
  channels: z.array(
    z.strictObject({
      channel_id: z.string(),
      channel_name: z.string(),
      thumbnail_url: z.string().nullable(),
      storefront: storefrontSummary.describe("null while the channel has no storefront"),
    }),
  ),
});

const count = z.number().int().min(0);

const statsResponse = z.strictObject({
  channel_id: z.string(),
  channel_name: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.strictObject({ date: z.string(), clicks: count, views: count })).describe("Every day of the range, oldest first"),
  products: z
    .array(
      z.strictObject({
        product_key: z.string().describe("The product's match key, or its product id when the product is gone"),
        match_key: z.string().nullable(),
        product_name: z.string().nullable(),
        clicks: count,
      }),
    )
    .describe("Most clicked first (at most 20)"),
  videos: z
    .array(z.strictObject({ video_id: z.string(), title: z.string().nullable(), clicks: count }))
    .describe("Most clicked first (at most 20)"),
  countries: z
    .array(z.strictObject({ country: z.string().describe("ISO 3166 alpha-2; empty when unknown"), clicks: count, views: count }))
    .describe("Clicks and storefront views per country"),
  sources: z.array(z.strictObject({ source: z.string(), clicks: count })).describe("Clicks per kind of page the Buy link was on"),
  total_clicks: count,
  total_views: count.describe("Storefront page views"),
  storefront_clicks: count.describe("Clicks made on the storefront"),
  storefront_click_through: z.number().nullable().describe("storefront_clicks / total_views; null without views"),
});

const studioChannelResponse = z.strictObject({
  channel: z.strictObject({ channel_id: z.string(), channel_name: z.string(), handle: z.string(), thumbnail_url: z.string().nullable() }),
  storefront: z
    .strictObject({
      storefront_id: z.string(),
      handle: z.string(),
      headline: z.string(),
      bio: z.string(),
      partner_tag: z.string().nullable(),
      uses_site_tag: z.boolean().describe("No partner tag of the creator's: the storefront's Buy links carry the site's"),
      partner_tags: z
        .record(z.string(), z.string())
        .describe("The creator's tag in each other marketplace (uk, de…) that has one: Buy links for visitors there carry it"),
      domain: z
        .strictObject({
          custom_domain: z.string(),
          verified: z.boolean().describe("Only a verified domain is served"),
          verified_at: z.string().nullable(),
          record: z
            .strictObject({ type: z.literal("TXT"), name: z.string(), value: z.string() })
            .describe("The DNS record that proves the domain"),
        })
        .nullable(),
    })
    .nullable(),
});

const entryResponse = z.strictObject({
  match_key: z.string(),
  pinned: z.boolean(),
  hidden: z.boolean(),
  position: z.number().int().nullable(),
  note: z.string(),
  collection: z.string(),
});

const OWNER_ONLY = "the channel's owners and admins; writes need a confirmed e-mail address";

/** The creator studio: a channel owner's figures and storefront settings (issue 24). */
export function studioRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/studio/channels",
      summary: "The signed-in user's own channels, each with its storefront's handle and partner tag",
      tag: "studio",
      access: "user",
      response: studioChannelsResponse,
    },
    (c) => listStudioChannels(c.var.rc),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/studio/channels/:channel_id/stats",
      summary: `A channel's clicks and storefront views per day (every day of the range), top products, videos, countries and sources (${OWNER_ONLY})`,
      tag: "studio",
      access: "user",
      params: channelParams,
      query: statsRangeInput,
      response: statsResponse,
      errors: [403, 404],
    },
    (c) => channelStats(c.var.rc, { ...c.req.valid("query"), channel_id: c.req.valid("param").channel_id }),
  );
  defineRoute(
    api,
    {
      method: "patch",
      path: "/studio/channels/:channel_id/storefront",
      summary: `Change the storefront's handle, headline, bio, partner tag or custom domain; a new domain must be checked again (${OWNER_ONLY})`,
      tag: "studio",
      access: "user",
      params: channelParams,
      body: storefrontSettingsInput,
      response: studioChannelResponse,
      errors: [403, 404, 409],
    },
    (c) => updateStudioStorefront(c.var.rc, { ...c.req.valid("json"), channel_id: c.req.valid("param").channel_id }),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/studio/channels/:channel_id/domain/check",
      summary: `Look up the TXT record _storefront.{domain}; the domain is verified (and served) once it holds the token (${OWNER_ONLY})`,
      tag: "studio",
      access: "user",
      params: channelParams,
      response: studioChannelResponse,
      errors: [403, 404, 409, 503],
    },
    (c) => checkStudioDomain(c.var.rc, c.req.valid("param")),
  );
  defineRoute(
    api,
    {
      method: "put",
      path: "/studio/channels/:channel_id/entries/:match_key",
      summary: `Pin, hide, move or annotate one product (match key) of the automated storefront (${OWNER_ONLY})`,
      tag: "studio",
      access: "user",
      params: channelParams.extend({ match_key: matchKeyParam }),
      body: entryInput,
      response: entryResponse,
      errors: [403, 404],
    },
    (c) => updateStudioEntry(c.var.rc, { ...c.req.valid("json"), ...c.req.valid("param") }),
  );
}
