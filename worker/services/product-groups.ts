/**
 * Lists of one card per product (docs/decisions/0019): a product is its match key (normalised brand +
 * name), however many videos mention it. Each card is the product's representative mention (see
 * worker/db/queries/product-groups.ts for which) with its first listing and its creators; totals
 * count products. The per-mention lists (worker/services/products.ts) stay for the API's clients.
 */
import type { z } from "zod";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { AppError } from "../lib/errors";
import { channelIdInput, channelProductsInput, listProductsInput, productList, toCards } from "./products";
import { channelProductGroupCount, channelProductGroupsPage, productGroupQueries } from "../db/queries/product-groups";
import type { ShowRow } from "../db/queries/products";

/** The per-mention list's filters, sorts and paging, but no video: a video mentions each product once. */
export const listProductGroupsInput = listProductsInput.omit({ video_id: true });
export type ListProductGroupsInput = z.input<typeof listProductGroupsInput>;

/** Products with a marketplace listing, one card each; filters, sorts, paging and refusals as listProducts. */
export async function listProductGroups(rc: ServiceContext, rawInput: ListProductGroupsInput) {
  return productList(rc, listProductGroupsInput.parse(rawInput), productGroupQueries);
}

function requireVisibleChannel(rc: ServiceContext, row: ShowRow | undefined) {
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Channel not found");
}

/** One creator's products, one card each (its newest listed mention of it), newest first; `total` is exact. */
export async function listChannelProductGroups(rc: ServiceContext, rawInput: z.input<typeof channelProductsInput>) {
  const { channel_id: channelId, ...input } = channelProductsInput.parse(rawInput);
  const { channel, rows, total } = await channelProductGroupsPage(
    rc.db,
    channelId,
    input.limit,
    (input.page - 1) * input.limit,
    rc.marketplace,
  );
  requireVisibleChannel(rc, channel);
  return { products: toCards(rows), total };
}

/** How many products (not mentions) a creator lists. */
export async function countChannelProductGroups(rc: ServiceContext, rawInput: z.input<typeof channelIdInput>) {
  const { channel_id: channelId } = channelIdInput.parse(rawInput);
  const row = await channelProductGroupCount(rc.db, channelId);
  requireVisibleChannel(rc, row);
  return { count: row?.total ?? 0 };
}
