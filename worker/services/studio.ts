/**
 * The creator studio (issue 24, item 2): a channel owner runs their storefront here — its handle,
 * headline and bio, their partner tag, a custom domain proven through a DNS TXT record, and their
 * choices about each product of the automated storefront (pin, hide, order, note, collection).
 * Every call checks ownership (admins pass); every write also needs a confirmed e-mail address,
 * and purges the storefront's cached pages.
 */
import { z } from "zod";
import {
  channelListsMatchKey,
  entryRow,
  markDomainVerified,
  setEntryPositions,
  storefrontChannelRows,
  studioChannelRow,
  studioStorefrontRow,
  updateStorefrontSettings,
  upsertEntry,
  type StorefrontSettingsPatch,
  type StudioStorefrontRow,
} from "../db/queries/studio";
import { storefrontTags } from "../cache/invalidation";
import { purgeTags } from "../cache/purge";
import { PARTNER_TAG } from "../lib/buy-links";
import { DEFAULT_MARKETPLACE, MARKETPLACE_CODES } from "../lib/marketplaces";
import { batch } from "../db/batch";
import { channelPartnerTags, setPartnerTags } from "../db/queries/partner-tags";
import { AppError, conflict, notFound } from "../lib/errors";
import { randomToken } from "../lib/secret-tokens";
import { ProviderError } from "../lib/http";
import { lookupTxt } from "../providers/dns";
import { ownedChannels, requireChannelAccess } from "./channel-owners";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import { requireVerifiedEmail } from "./email-verification";
import { customDomainInput, storefrontEntries, storefrontHandleParam } from "./storefronts";
import { BIO_MAX, COLLECTION_MAX, HEADLINE_MAX, NOTE_MAX, STUDIO_PRODUCTS_PAGE } from "./studio-rules";
import { lastDays, statsOfCheckedChannel, studioRange } from "./studio-stats";

/** Control characters, and the bidirectional overrides that make a text read other than it is. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const NEWLINE = /[\n\r]/;

/** Plain text the storefront shows as is: trimmed, no control characters; `lines` lets a bio keep its line breaks. */
function plainText(max: number, what: string, lines = false) {
  return z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .refine((v) => !CONTROL.test(v), `${what} must be plain text (no control characters)`)
    .refine((v) => lines || !NEWLINE.test(v), `${what} must be one line`)
    .refine((v) => v.length <= max, `${what} must be at most ${max} characters`);
}

const OTHER_MARKETPLACE_CODES = MARKETPLACE_CODES.filter((code) => code !== DEFAULT_MARKETPLACE) as [string, ...string[]];

export const PARTNER_TAG_MESSAGE = "Enter a partner tag such as yourname-20 (lower-case letters, digits and hyphens, ending in -NN)";

const partnerTag = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => (v === "" ? null : v))
  .refine((v) => v === null || PARTNER_TAG.test(v), PARTNER_TAG_MESSAGE)
  .nullable();

export const storefrontSettingsInput = z
  .object({
    handle: storefrontHandleParam.optional(),
    headline: plainText(HEADLINE_MAX, "The headline").optional(),
    bio: plainText(BIO_MAX, "The bio", true).optional(),
    /** Empty or null: Buy links on the storefront carry the site's tag. */
    partner_tag: partnerTag.optional(),
    /** The creator's tag in each other marketplace (uk, de…): empty or null removes it (docs/marketplaces.md). */
    partner_tags: z.partialRecord(z.enum(OTHER_MARKETPLACE_CODES), partnerTag).optional(),
    /** Empty or null removes the domain. */
    custom_domain: customDomainInput.shape.custom_domain.optional(),
  })
  .strict();

export const entryInput = z
  .object({
    pinned: z.boolean().optional(),
    hidden: z.boolean().optional(),
    /** An explicit place (0 first); null returns the product to its automatic place. */
    position: z.number().int().min(0).max(10_000).nullable().optional(),
    /** One place up or down among the storefront's products (pinned ones among pinned ones). */
    move: z.enum(["up", "down"]).optional(),
    note: plainText(NOTE_MAX, "The note").optional(),
    collection: plainText(COLLECTION_MAX, "The collection").optional(),
  })
  .strict();

export const matchKeyParam = z.string().min(1).max(300);
const channelInput = z.object({ channel_id: z.string().trim().min(1).max(64) });
const channelPageInput = channelInput.extend({ days: studioRange, page: z.number().int().min(1).default(1) });
const storefrontsPageInput = z.object({ page: z.number().int().min(1).default(1) });

/** The signed-in user's channels, each with its storefront's handle and tag when it has one. */
export async function listStudioChannels(rc: ServiceContext) {
  const rows = await ownedChannels(rc);
  return {
    channels: rows.map((r) => ({
      channel_id: r.channel_id,
      channel_name: r.channel_name,
      thumbnail_url: r.thumbnail_url,
      storefront: r.storefront_id && r.handle !== null ? { handle: r.handle, partner_tag: r.partner_tag } : null,
    })),
  };
}

export const ADMIN_STOREFRONTS_PAGE = 100;

/** Every channel with a storefront, for an admin's studio. */
export async function listStorefrontChannels(rc: ServiceContext, rawInput: z.input<typeof storefrontsPageInput>) {
  requireAdmin(rc);
  const { page } = storefrontsPageInput.parse(rawInput);
  const rows = await storefrontChannelRows(rc.db, ADMIN_STOREFRONTS_PAGE + 1, (page - 1) * ADMIN_STOREFRONTS_PAGE);
  return {
    channels: rows.slice(0, ADMIN_STOREFRONTS_PAGE).map((r) => ({
      channel_id: r.channel_id,
      channel_name: r.channel_name,
      thumbnail_url: r.thumbnail_url,
      storefront: { handle: r.handle, partner_tag: r.partner_tag },
    })),
    has_more: rows.length > ADMIN_STOREFRONTS_PAGE,
  };
}

/** The TXT record that proves a domain, as the creator adds it at their DNS host. */
export const domainRecordName = (domain: string) => `_storefront.${domain}`;

function settings(row: StudioStorefrontRow, tags: { marketplace: string; partner_tag: string }[] = []) {
  return {
    storefront_id: row.storefront_id,
    handle: row.handle,
    headline: row.headline,
    bio: row.bio,
    partner_tag: row.partner_tag,
    /** No tag of their own: Buy links carry the site's. */
    uses_site_tag: row.partner_tag === null,
    /** Their tag in each other marketplace that has one; Buy links there carry it (else the site's tag there). */
    partner_tags: Object.fromEntries(tags.map((t) => [t.marketplace, t.partner_tag])),
    domain:
      row.custom_domain === null
        ? null
        : {
            custom_domain: row.custom_domain,
            verified: row.domain_verified_at !== null,
            verified_at: row.domain_verified_at,
            record: { type: "TXT" as const, name: domainRecordName(row.custom_domain), value: row.domain_token ?? "" },
          },
  };
}
export type StudioStorefront = ReturnType<typeof settings>;

async function channelOrThrow(rc: ServiceContext, channelId: string) {
  await requireChannelAccess(rc, channelId);
  const channel = await studioChannelRow(rc.db, channelId);
  if (!channel) throw notFound("Channel");
  return channel;
}

/** One channel's studio: the channel and its storefront's settings (null when it has no storefront yet). */
export async function getStudioChannel(rc: ServiceContext, channelId: string) {
  const channel = await channelOrThrow(rc, channelId);
  const [row, tags] = await batch(rc.db, [studioStorefrontRow(rc.db, channelId), channelPartnerTags(rc.db, channelId)]);
  return { channel, storefront: row ? settings(row, tags) : null };
}

/** The checks every write makes, in this order: signed in, owner (or admin), confirmed e-mail, a storefront to change. */
async function writableStorefront(rc: ServiceContext, channelId: string): Promise<StudioStorefrontRow> {
  await channelOrThrow(rc, channelId);
  await requireVerifiedEmail(rc);
  const row = await studioStorefrontRow(rc.db, channelId);
  if (!row) throw new AppError(404, "This channel has no storefront yet");
  return row;
}

/** Changes the given settings; a new domain gets a new token and waits for its check. */
export async function updateStudioStorefront(
  rc: ServiceContext,
  rawInput: z.input<typeof channelInput> & z.input<typeof storefrontSettingsInput>,
) {
  const { channel_id, ...settings } = rawInput;
  const { channel_id: channelId } = channelInput.parse({ channel_id });
  const input = storefrontSettingsInput.parse(settings);
  const row = await writableStorefront(rc, channelId);
  const patch: StorefrontSettingsPatch = { handle: input.handle, headline: input.headline, bio: input.bio, partner_tag: input.partner_tag };
  const domain = input.custom_domain;
  if (domain !== undefined && domain !== row.custom_domain) {
    if (domain !== null && domain === new URL(rc.config.PUBLIC_BASE_URL).hostname) {
      throw new AppError(422, "The site's own host name cannot be a storefront's custom domain");
    }
    Object.assign(patch, { custom_domain: domain, domain_token: domain === null ? null : randomToken(), domain_verified_at: null });
  }
  const taken = await updateStorefrontSettings(rc.db, row.storefront_id, patch);
  if (taken === "handle") throw conflict(`The handle ${input.handle} is taken by another storefront`);
  if (taken === "domain") throw conflict(`${domain} is already the domain of another storefront`);
  if (input.partner_tags) await setPartnerTags(rc.db, row.storefront_id, input.partner_tags, new Date().toISOString());
  await purgeTags(rc.env.TASKS, storefrontTags(row.storefront_id));
  return getStudioChannel(rc, channelId);
}

/**
 * Looks the TXT record `_storefront.{domain}` up through DNS over HTTPS; the domain is verified
 * (and from then on served) once a value of the record is the token. A failed lookup leaves it as it was.
 */
export async function checkStudioDomain(rc: ServiceContext, rawInput: z.input<typeof channelInput>) {
  const { channel_id: channelId } = channelInput.parse(rawInput);
  const row = await writableStorefront(rc, channelId);
  if (row.custom_domain === null || row.domain_token === null) throw new AppError(409, "Set a custom domain first");
  if (row.domain_verified_at === null) {
    let values: string[];
    try {
      values = await lookupTxt(domainRecordName(row.custom_domain));
    } catch (e) {
      if (e instanceof ProviderError) throw new AppError(503, "The DNS lookup failed. Please try again in a few minutes.");
      throw e;
    }
    if (values.includes(row.domain_token) && (await markDomainVerified(rc.db, row.storefront_id, row.custom_domain, row.domain_token))) {
      await purgeTags(rc.env.TASKS, storefrontTags(row.storefront_id));
    }
  }
  return getStudioChannel(rc, channelId);
}

/**
 * The studio page of one channel: its storefront's settings, the last `days` days of figures, and
 * one page of the storefront's products in the visitors' order (hidden ones too, with the
 * creator's choices; `place` counts from 0 over all of them). One ownership check for all of it.
 */
export async function studioChannelPage(rc: ServiceContext, rawInput: z.input<typeof channelPageInput>) {
  const { channel_id: channelId, days, page } = channelPageInput.parse(rawInput);
  const channel = await channelOrThrow(rc, channelId);
  const [[row, tags], stats] = await Promise.all([
    batch(rc.db, [studioStorefrontRow(rc.db, channelId), channelPartnerTags(rc.db, channelId)]),
    statsOfCheckedChannel(rc, channel, lastDays(days)),
  ]);
  const all = row ? await storefrontEntries(rc, row.storefront_id, { includeHidden: true }) : [];
  const start = (page - 1) * STUDIO_PRODUCTS_PAGE;
  const products = all.slice(start, start + STUDIO_PRODUCTS_PAGE).map((p, i) => ({ ...p, place: start + i }));
  return { channel, storefront: row ? settings(row, tags) : null, stats, products, products_total: all.length, page };
}

/**
 * Changes the creator's choices about one product of the storefront (a match key the channel
 * lists). A move swaps it with its neighbour and writes the places down to there, so the order
 * seen is the order kept; products that join later come after the placed ones.
 */
export async function updateStudioEntry(
  rc: ServiceContext,
  rawInput: z.input<typeof entryInput> & { channel_id: string; match_key: string },
) {
  const { channel_id, match_key, ...sent } = rawInput;
  const { channel_id: channelId } = channelInput.parse({ channel_id });
  const matchKey = matchKeyParam.parse(match_key);
  const input = entryInput.parse(sent);
  const row = await writableStorefront(rc, channelId);
  if (!(await channelListsMatchKey(rc.db, channelId, matchKey))) throw notFound("Product of this storefront");
  const current = await entryRow(rc.db, row.storefront_id, matchKey);
  const choices = {
    pinned: input.pinned ?? current?.pinned === 1,
    hidden: input.hidden ?? current?.hidden === 1,
    position: input.position === undefined ? (current?.position ?? null) : input.position,
    note: input.note ?? current?.note ?? "",
    collection: input.collection ?? current?.collection ?? "",
  };
  await upsertEntry(rc.db, row.storefront_id, matchKey, choices);
  if (input.move) {
    // Pinned (and admin-curated) products stay before the others whatever their place: a move stays on its side.
    const order = (await storefrontEntries(rc, row.storefront_id, { includeHidden: true })).map((e) => ({
      key: e.match_key,
      first: e.pinned || e.curated,
      placed: e.position !== null,
    }));
    const at = order.findIndex((e) => e.key === matchKey);
    const to = input.move === "up" ? at - 1 : at + 1;
    const moved = order[at];
    const neighbour = order[to];
    if (moved && neighbour && neighbour.first === moved.first) {
      order[at] = neighbour;
      order[to] = moved;
      // Places are written from the top through the pair and every product placed before, so the
      // ones after keep their automatic order without a write each (a big channel lists thousands).
      const through = Math.max(
        at,
        to,
        order.findLastIndex((e) => e.placed),
      );
      await setEntryPositions(
        rc.db,
        row.storefront_id,
        order.slice(0, through + 1).map((e) => e.key),
      );
    }
  }
  await purgeTags(rc.env.TASKS, storefrontTags(row.storefront_id));
  const entry = await entryRow(rc.db, row.storefront_id, matchKey);
  return {
    match_key: matchKey,
    pinned: entry?.pinned === 1,
    hidden: entry?.hidden === 1,
    position: entry?.position ?? null,
    note: entry?.note ?? "",
    collection: entry?.collection ?? "",
  };
}
