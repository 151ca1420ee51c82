import { z } from "zod";
import { toChannel } from "./channels";
import type { ServiceContext } from "./context";
import { AppError, unauthorized } from "../lib/errors";
import { limitParam, skipParam } from "./pagination";
import { requireVerifiedEmail } from "./email-verification";

export const subscribeInput = z.object({ channel_id: z.string().trim().min(1).max(64) });
export const listSubscriptionsInput = z.object({ skip: skipParam, limit: limitParam(10) });

function viewerOf(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

export async function subscribe(rc: ServiceContext, rawInput: z.input<typeof subscribeInput>) {
  const viewer = viewerOf(rc);
  const { channel_id } = subscribeInput.parse(rawInput);
  await requireVerifiedEmail(rc);
  const channel = await rc.d1.prepare("SELECT show FROM channels WHERE channel_id = ?").bind(channel_id).first<{ show: number }>();
  if (!channel || (channel.show !== 1 && !viewer.is_admin)) throw new AppError(404, "Channel not found");
  await rc.d1
    .prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?) ON CONFLICT DO NOTHING")
    .bind(viewer.user_id, channel_id)
    .run();
  return { channel_id, subscribed: true };
}

export async function unsubscribe(rc: ServiceContext, channelId: string) {
  const viewer = viewerOf(rc);
  const result = await rc.d1
    .prepare("DELETE FROM subscriptions WHERE user_id = ? AND channel_id = ?")
    .bind(viewer.user_id, channelId)
    .run();
  if (result.meta.changes === 0) throw new AppError(404, "Subscription not found");
  return { channel_id: channelId, subscribed: false };
}

export async function listSubscriptions(rc: ServiceContext, rawInput: z.input<typeof listSubscriptionsInput>) {
  const viewer = viewerOf(rc);
  const input = listSubscriptionsInput.parse(rawInput);
  const visible = viewer.is_admin ? "" : "AND c.show = 1";
  const [page, count] = await rc.d1.batch([
    rc.d1
      .prepare(
        `SELECT s.created_at AS subscribed_at, c.channel_id, c.handle, c.channel_name, c.thumbnail_url, c.description, c.category,
              c.show, c.video_count, c.product_count, c.subscriber_count, 1 AS is_subscribed
       FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id
       WHERE s.user_id = ?1 ${visible} ORDER BY s.created_at DESC, c.channel_id LIMIT ?2 OFFSET ?3`,
      )
      .bind(viewer.user_id, input.limit, input.skip),
    rc.d1
      .prepare(
        `SELECT count(*) AS total FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id WHERE s.user_id = ? ${visible}`,
      )
      .bind(viewer.user_id),
  ]);
  type Row = Parameters<typeof toChannel>[0] & { subscribed_at: string };
  return {
    subscriptions: ((page?.results ?? []) as Row[]).map((r) => ({
      channel_id: r.channel_id,
      subscribed_at: r.subscribed_at,
      channel: toChannel(r),
    })),
    total: (count?.results[0] as { total: number }).total,
  };
}
