import { z } from "zod";
import { channelShow } from "../db/queries/channels";
import { batch } from "../db/batch";
import { deleteSubscription, insertSubscription, subscriptionCount, subscriptionPage } from "../db/queries/subscriptions";
import { toChannel } from "./channels";
import type { ServiceContext } from "./context";
import { AppError, unauthorized } from "../lib/errors";
import { limitParam, skipParam } from "./pagination";
import { requireVerifiedEmail } from "./email-verification";

export const subscribeInput = z.object({ channel_id: z.string().trim().min(1).max(64) });

/**
 * The most creators one visitor follows. Their products list ("subscribed only") reads each
 * followed creator's row to bound its work (worker/db/queries/products.ts MAX_SCOPE_WORK); at
 * 400 creators its first page of 12 (4,800 entries at most) is always within that bound.
 */
export const MAX_SUBSCRIPTIONS = 400;
export const listSubscriptionsInput = z.object({ skip: skipParam, limit: limitParam(10) });

function viewerOf(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

export async function subscribe(rc: ServiceContext, rawInput: z.input<typeof subscribeInput>) {
  const viewer = viewerOf(rc);
  const { channel_id } = subscribeInput.parse(rawInput);
  await requireVerifiedEmail(rc);
  const show = await channelShow(rc.db, channel_id);
  if (show === null || (show !== 1 && !viewer.is_admin)) throw new AppError(404, "Channel not found");
  const following = (await subscriptionCount(rc.db, viewer.user_id, true))?.total ?? 0;
  if (following >= MAX_SUBSCRIPTIONS) {
    throw new AppError(
      422,
      `You follow ${MAX_SUBSCRIPTIONS.toLocaleString("en-US")} creators, the most one account can: unsubscribe from one first`,
    );
  }
  await insertSubscription(rc.db, viewer.user_id, channel_id);
  return { channel_id, subscribed: true };
}

export async function unsubscribe(rc: ServiceContext, rawInput: z.input<typeof subscribeInput>) {
  const viewer = viewerOf(rc);
  const { channel_id: channelId } = subscribeInput.parse(rawInput);
  if (!(await deleteSubscription(rc.db, viewer.user_id, channelId))) throw new AppError(404, "Subscription not found");
  return { channel_id: channelId, subscribed: false };
}

export async function listSubscriptions(rc: ServiceContext, rawInput: z.input<typeof listSubscriptionsInput>) {
  const viewer = viewerOf(rc);
  const input = listSubscriptionsInput.parse(rawInput);
  const [page, count] = await batch(rc.db, [
    subscriptionPage(rc.db, viewer.user_id, { hiddenToo: viewer.is_admin, limit: input.limit, skip: input.skip }),
    subscriptionCount(rc.db, viewer.user_id, viewer.is_admin),
  ]);
  return {
    subscriptions: page.map((r) => ({
      channel_id: r.channel_id,
      subscribed_at: r.subscribed_at,
      channel: toChannel(r),
    })),
    total: count?.total ?? 0,
  };
}
