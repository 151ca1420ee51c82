import { z } from "zod";
import { channelVisibilityTags } from "../cache/invalidation";
import { purgeTags } from "../cache/purge";
import { AppError, forbidden, notFound, unauthorized } from "../lib/errors";
import { byChannelName } from "../lib/names";
import type { ServiceContext } from "./context";
import { addChannelCategories, pruneCategories } from "../db/queries/categories";
import {
  channelListRowById,
  channelShow,
  channelSorts,
  creatorOptionRows,
  pageOfChannels as channelPage,
  setChannelShow,
  visibleChannelCategories,
  type ChannelListRow,
  type CreatorOptionRow,
} from "../db/queries/channels";
import { seesHidden } from "./context";
import { formatSubscribers, ftsQuery } from "./format";
import { MAX_SELECTED } from "./product-filters";
import { limitParam, skipParam } from "./pagination";
import type { Channel } from "./responses/channels";

export { channelSorts };

export const listChannelsInput = z.object({
  query: z.string().trim().max(200).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(channelSorts).default("name"),
  skip: skipParam,
  limit: limitParam(12),
});
export type ListChannelsInput = z.input<typeof listChannelsInput>;

export const hiddenChannelsInput = z.object({ skip: skipParam, limit: limitParam(12) });

export const channelIdParam = z.string().trim().min(1).max(64);
export const channelInput = z.object({ channel_id: channelIdParam });

export function toChannel(row: ChannelListRow): Channel {
  return {
    channel_id: row.channel_id,
    handle: row.handle,
    channel_name: row.channel_name,
    thumbnail_url: row.thumbnail_url,
    description: row.description,
    category: row.category,
    show: row.show === 1,
    video_count: row.video_count,
    product_count: row.product_count,
    subscriber_count: formatSubscribers(row.subscriber_count),
    subscriber_count_value: row.subscriber_count,
    is_subscribed: row.is_subscribed === 1,
  };
}
export type { Channel } from "./responses/channels";

/** A page of the visible (show 1) or hidden (show 0) channels. */
async function pageOfChannels(rc: ServiceContext, show: 0 | 1, input: z.output<typeof listChannelsInput>) {
  const match = input.query ? ftsQuery(input.query) : null;
  // Text made only of symbols matches nothing, as in the product search.
  if (input.query && !match) return { channels: [], total: 0 };
  const { rows, total } = await channelPage(rc.db, {
    viewerId: rc.viewer?.user_id ?? "",
    show,
    category: input.category,
    match,
    sort: input.sort,
    limit: input.limit,
    skip: input.skip,
  });
  return { channels: rows.map(toChannel), total };
}

export async function listChannels(rc: ServiceContext, input: ListChannelsInput) {
  return pageOfChannels(rc, 1, listChannelsInput.parse(input));
}

export async function listHiddenChannels(rc: ServiceContext, input: z.input<typeof hiddenChannelsInput>) {
  requireAdmin(rc);
  const page = hiddenChannelsInput.parse(input);
  return pageOfChannels(rc, 0, { ...page, sort: "name" });
}

export const adminChannelSearchInput = z.object({
  query: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

/**
 * Channels an admin finds by typing (the transcript reader's picker): visible and hidden ones
 * alike, by name or handle through the FTS index, at most `limit` of each, sorted by name.
 */
export async function findChannelsForAdmin(rc: ServiceContext, rawInput: z.input<typeof adminChannelSearchInput>) {
  requireAdmin(rc);
  const { query, limit } = adminChannelSearchInput.parse(rawInput);
  const page = { query, limit, skip: 0, sort: "name" as const };
  const [visible, hidden] = await Promise.all([pageOfChannels(rc, 1, page), pageOfChannels(rc, 0, page)]);
  const channels = [...visible.channels, ...hidden.channels]
    .sort(byChannelName)
    .map((c) => ({ channel_id: c.channel_id, handle: c.handle, channel_name: c.channel_name, show: c.show }));
  return { channels };
}

export async function getChannel(rc: ServiceContext, rawInput: z.input<typeof channelInput>) {
  const { channel_id: channelId } = channelInput.parse(rawInput);
  const row = await channelListRowById(rc.db, rc.viewer?.user_id ?? "", channelId);
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Channel not found");
  return toChannel(row);
}

export function requireAdmin(rc: Pick<ServiceContext, "viewer">): NonNullable<ServiceContext["viewer"]> {
  if (!rc.viewer) throw unauthorized();
  if (!rc.viewer.is_admin) throw forbidden();
  return rc.viewer;
}

/** Flips a channel's visibility and carries it onto its products so lists filter on one index. */
export async function toggleChannelShow(rc: ServiceContext, rawInput: z.input<typeof channelInput>) {
  requireAdmin(rc);
  const { channel_id: channelId } = channelInput.parse(rawInput);
  const current = await channelShow(rc.db, channelId);
  if (current === null) throw notFound("Channel");
  const show = current !== 1;
  await setChannelShow(
    rc.db,
    channelId,
    show,
    // Showing adds this channel's categories; hiding drops those no other visible product has.
    show ? addChannelCategories(rc.db, channelId) : [pruneCategories(rc.db)],
  );
  // A hidden channel leaves every cached page and answer at once: a rule, not a preference.
  await purgeTags(rc.env.TASKS, channelVisibilityTags(channelId));
  return getChannel(rc, { channel_id: channelId });
}

export async function listChannelCategories(rc: ServiceContext) {
  return { categories: await visibleChannelCategories(rc.db) };
}

/** How many creators a filter list holds: past a few hundred rows the dropdown is unusable and the page slow. */
export const CREATOR_FILTER_SIZE = 200;
export { MAX_SELECTED };

export const creatorOptionsInput = z.object({
  query: z.string().trim().max(200).optional(),
  /** Channel ids, comma-separated, listed whatever their rank (the creators already chosen); a parsed list passes as it is. */
  selected: z
    .union([z.string().max(MAX_SELECTED * 65), z.array(channelIdParam)])
    .optional()
    .transform((ids) => [...new Set((Array.isArray(ids) ? ids : (ids ?? "").split(",")).map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(channelIdParam).max(MAX_SELECTED, `At most ${MAX_SELECTED} selected channels`)),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(CREATOR_FILTER_SIZE)
    .transform((n) => Math.min(n, CREATOR_FILTER_SIZE)),
});
export type CreatorOptions = z.input<typeof creatorOptionsInput>;

const selectedCreatorsInput = z.object({
  // A page's address may name more creators than a filter holds: the first ones are shown.
  selected: z.array(z.string()).transform((ids) => ids.slice(0, MAX_SELECTED)),
});

/**
 * The products page's chips: the chosen creators that are visible, by name. Its dropdown's rows
 * come on demand (listCreatorFilterOptions) when it is opened, so a page view never carries 200 of them.
 */
export async function listSelectedCreators(rc: ServiceContext, rawInput: z.input<typeof selectedCreatorsInput>) {
  const { selected } = selectedCreatorsInput.parse(rawInput);
  const ids = creatorOptionsInput.shape.selected.parse(selected);
  const rows = await creatorOptionRows(rc.db, null, ids, 0);
  return { channels: rows.sort(byChannelName) };
}

/**
 * The creator filter (products page and GET /api/channels/options): the visible channels with the
 * most listed products (channels_show_products_idx), or those whose name matches `query`, plus
 * the selected ones, sorted by name.
 */
export async function listCreatorFilterOptions(rc: ServiceContext, rawInput: CreatorOptions) {
  const { query, selected, limit } = creatorOptionsInput.parse(rawInput);

  const match = query ? ftsQuery(query) : null;
  // Text made only of symbols matches nothing, as in the channel search.
  const ranking = !query ? { match: null } : match ? { match } : null;
  const byId = new Map<string, CreatorOptionRow>();
  for (const row of await creatorOptionRows(rc.db, ranking, selected, limit)) byId.set(row.channel_id, row);
  const channels = [...byId.values()].sort(byChannelName);
  return { channels };
}
