import { getConfig } from "../config";
import { purgeTags } from "../cache/purge";
import { createDb } from "../db/client";
import { visibleChannelHandles } from "../db/queries/pipeline";
import { pruneSeenClickMessages } from "../services/clicks";
import { sendDigests } from "../services/digest";
import { createTasks, type TaskExecution, type TaskServiceDeps } from "../services/tasks";
import { deleteExpiredSecurityRecords } from "./housekeeping";
import { recheckListings } from "./listing-recheck";
import { recheckLocalOffers, type LocalOffersMessage } from "./local-offers";
import { otherMarketplaces } from "../lib/marketplaces";
import { getProviders } from "../providers";
import { renewWebSubSubscriptions } from "./websub-subscriptions";

/**
 * The daily update (DESIGN.md section 6): one run_pipeline per visible channel, limited to the
 * day's uploads. Hidden channels are skipped: an admin hid them, so nothing should grow there.
 */
export async function enqueueDailyUpdates(deps: TaskServiceDeps): Promise<TaskExecution[]> {
  const visible = await visibleChannelHandles(deps.db);
  return createTasks(
    deps,
    visible.map((c) => ({ task_name: "run_pipeline" as const, parameters: { channel: c.handle, upload_date: "today" } })),
    "cron",
  );
}

export async function handleScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
  const db = createDb(env.DB);
  const created = await enqueueDailyUpdates({ db, env });
  console.log(`cron: queued the daily update for ${created.length} channels`);
  const config = getConfig(env);
  const scheduledAt = new Date(controller.scheduledTime);
  const websub = await renewWebSubSubscriptions({ db, config, now: scheduledAt });
  if (websub) console.log(`cron: websub ${websub.subscribed} subscribed, ${websub.unsubscribed} unsubscribed, ${websub.failed} failed`);
  const cleaned = await deleteExpiredSecurityRecords(db, scheduledAt);
  console.log(
    `cron: deleted ${cleaned.counters} rate-limit windows, ${cleaned.failures} sign-in failure counts, ${cleaned.resetTokens} reset tokens, ${cleaned.signInLinks} sign-in links, ${cleaned.knownSignIns} known devices and networks`,
  );
  const seenClicks = await pruneSeenClickMessages(db, scheduledAt);
  console.log(`cron: forgot ${seenClicks} counted click message ids`);
  const digests = await sendDigests({ db, config }, scheduledAt);
  console.log(`cron: sent ${digests.sent} of ${digests.users} notification digests`);
  // Last: it goes at the marketplace's pace, and should it fail, everything above is done already.
  const listings = await recheckListings({
    db,
    marketplace: getProviders(env).marketplace,
    now: () => new Date(),
    purge: (tags) => purgeTags(env.TASKS, tags),
    servedMarketplaces: otherMarketplaces(config).map((m) => m.code),
  });
  const local = await recheckLocalOffers({
    db,
    localMarketplace: getProviders(env).localMarketplace ?? (() => null),
    marketplaces: otherMarketplaces(config).map((m) => m.code),
    now: () => new Date(),
    purge: (tags) => purgeTags(env.TASKS, tags),
  });
  for (const r of local)
    console.log(
      `cron: ${r.marketplace}: re-checked ${r.checked} offers: ${r.refreshed} refreshed (${r.repriced} new prices, ${r.drops} price drops notified), ${r.dead} dead`,
    );
  // Dead offers' replacements and items not yet looked up, at the queue's pace; should the send fail,
  // the next listing task or tomorrow's run sends it again.
  if (local.length) {
    try {
      await env.TASKS.send({ local_offers: true } satisfies LocalOffersMessage);
    } catch (error) {
      console.error("cron: could not queue the other marketplaces' lookups", error);
    }
  }
  console.log(
    `cron: re-checked ${listings.checked} listings: ${listings.refreshed} refreshed (${listings.repriced} new prices, ${listings.drops} price drops notified), ` +
      `${listings.dead} dead, ${listings.replaced} replaced, ${listings.delisted} products delisted`,
  );
}
