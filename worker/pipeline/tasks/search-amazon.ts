import { refreshChannelCountsStatement } from "../../db/queries/channels";
import { knownListingsOfMatchKey, listingStatement, listMentionStatement, unlistedMentions } from "../../db/queries/pipeline";
import { storefrontJoinNotification } from "../../db/queries/storefronts";
import type { MarketplaceItem } from "../../providers/types";
import { productKeyTags } from "../../cache/invalidation";
import { runBatch, type BatchStatement } from "../../db/batch";
import { isoNow, requireLoadedChannel, type Progress, type TaskDeps } from "./context";
import { addChannelCategories } from "../../db/queries/categories";
import type { ChannelTaskParameters } from "../../services/task-params";
import { storeItemStatements } from "../../services/listing-reviews";
import { storableItems, verifiedCandidates } from "../listings";
import { judgeSession } from "../../services/match-judge";
import type { LocalOffersMessage } from "../local-offers";

export { marketplaceItemSchema } from "../listings";

/**
 * Matches the channel's products that have no listing yet with marketplace items, then refreshes
 * the categories of listed products and the channel's counters. A product the marketplace does
 * not know stays unlisted, which keeps it out of product lists (SPEC.md section 5).
 */
export async function searchAmazonProducts(deps: TaskDeps, params: ChannelTaskParameters, progress: Progress): Promise<string> {
  const { db, providers } = deps;
  // One call budget for the whole run (worker/services/match-judge.ts); absent offline.
  const judging = judgeSession(providers.judge);
  const channel = await requireLoadedChannel(db, params.channel);
  const unlisted = await unlistedMentions(db, channel.channel_id, params.video_id);

  const groups = new Map<string, typeof unlisted>();
  for (const p of unlisted) groups.set(p.match_key, [...(groups.get(p.match_key) ?? []), p]);

  let listed = 0;
  const listedKeys: string[] = [];
  let searched = 0;
  let done = 0;
  for (const [key, group] of groups) {
    const first = group[0];
    if (!first) continue;
    // Listings a product with the same match key already has: no marketplace call needed (it is rate limited).
    let items: MarketplaceItem[] = await knownListingsOfMatchKey(db, key);
    if (items.length === 0) {
      searched++;
      items = storableItems(await providers.marketplace.search(`${first.brand ?? ""} ${first.product_name}`.trim()));
    }
    const verified = await verifiedCandidates(db, first, items, judging);
    items = verified.map((m) => m.item);
    const top = items[0];
    if (top) {
      const now = isoNow(deps);
      // Before the mentions are marked listed: it tells the subscribers when the product is new to the storefront.
      const statements: BatchStatement[] = [
        storefrontJoinNotification(db, key, channel.channel_id),
        ...storeItemStatements(db, items, now),
      ];
      for (const p of group) {
        verified.forEach(({ item, match }, position) =>
          statements.push(
            listingStatement(db, {
              product_id: p.product_id,
              amazon_product_id: item.amazon_product_id,
              position,
              match_score: match.score,
              match_reasons: JSON.stringify(match.reasons),
            }),
          ),
        );
        statements.push(
          listMentionStatement(
            db,
            p.product_id,
            { amazon_product_id: top.amazon_product_id, price: top.price, rating: top.rating },
            items.length,
            now,
          ),
        );
      }
      await runBatch(db, statements);
      listed += group.length;
      listedKeys.push(key);
    }
    done += group.length;
    await progress(done, unlisted.length, `Marketplace matches for @${channel.handle}: ${done}/${unlisted.length} products`);
  }

  await refreshChannelAggregates(deps, channel.channel_id);
  // Every mention of a product that gained listings shows it in its creators list, on any channel.
  if (listedKeys.length) await deps.purge?.(await productKeyTags(db, listedKeys));
  // The new listings' offers in the other marketplaces, looked up as a queue step of their own (worker/pipeline/local-offers.ts).
  if (listedKeys.length) await deps.env.TASKS.send({ local_offers: true } satisfies LocalOffersMessage);
  return `@${channel.handle}: ${listed} of ${unlisted.length} products matched to listings (${searched} marketplace searches)`;
}

/** Categories of listed products (subcategory '' stands for the category itself) and the channel's counters. */
async function refreshChannelAggregates(deps: TaskDeps, channelId: string): Promise<void> {
  const { db } = deps;
  await runBatch(db, [...addChannelCategories(db, channelId), refreshChannelCountsStatement(db, channelId, isoNow(deps))]);
}
