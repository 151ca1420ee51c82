/** Buy-link clicks and storefront views: the redirect's one read, and the queue consumer's counting (worker/services/clicks.ts). */
import { sql, type SQL } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery } from "../rows";
import type {
  clickDays,
  clickMessagesSeen,
  localOffers,
  marketplaceItems,
  storefrontPartnerTags,
  storefronts,
  storefrontViewDays,
} from "../schema";

/**
 * The stored, tagged marketplace URL of one listing (a product's match with an item), no row when
 * there is none; and, when the link names a storefront (`storefrontId`, '' for none), that
 * storefront's partner tag if the creator's commission applies: the storefront's channel is
 * visible and the product is the channel's own or an admin curated it there. In a marketplace
 * other than the default (`marketplace`, '' for the default), also the item's live verified offer
 * there and the creator's tag for that marketplace (docs/marketplaces.md).
 * One read: the storefront, the offer and the tag are primary-key joins of the same statement.
 */
export type ListingTargetRow = Pick<typeof marketplaceItems.$inferSelect, "product_url"> & {
  partner_tag: (typeof storefronts.$inferSelect)["partner_tag"];
  local_url: (typeof localOffers.$inferSelect)["product_url"];
  local_tag: (typeof storefrontPartnerTags.$inferSelect)["partner_tag"] | null;
};

export function listingTarget(
  db: Db,
  productId: string,
  amazonProductId: string,
  storefrontId: string,
  marketplace = "",
): RowQuery<ListingTargetRow> {
  return db.get<ListingTargetRow>(
    sql`SELECT m.product_url, sf.partner_tag, lo.product_url AS local_url, st.partner_tag AS local_tag
         FROM product_listings l
         JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
         JOIN products p ON p.product_id = l.product_id
         LEFT JOIN storefronts sf ON ${storefrontId} <> '' AND sf.storefront_id = ${storefrontId}
           AND EXISTS (SELECT 1 FROM channels c WHERE c.channel_id = sf.channel_id AND c.show = 1)
           AND (p.channel_id = sf.channel_id
                OR EXISTS (SELECT 1 FROM storefront_products sp WHERE sp.storefront_id = sf.storefront_id AND sp.product_id = p.product_id))
         LEFT JOIN local_offers lo ON ${marketplace} <> '' AND lo.amazon_product_id = l.amazon_product_id AND lo.marketplace = ${marketplace}
           AND lo.status = 'verified' AND lo.is_dead = 0
         LEFT JOIN storefront_partner_tags st ON st.storefront_id = sf.storefront_id AND st.marketplace = ${marketplace}
         WHERE l.product_id = ${productId} AND l.amazon_product_id = ${amazonProductId}`,
  );
}

type ClickDay = typeof clickDays.$inferSelect;

/** One click as the consumer counts it; empty text for what is unknown (the video and storefront as the link named them). */
export type ClickRow = Pick<ClickDay, "day" | "product_id" | "amazon_product_id" | "source" | "country"> &
  Pick<typeof clickMessagesSeen.$inferSelect, "message_id"> & { video: string; storefront: string };

/** The clicks of a batch, sent as one JSON parameter (D1 binds at most 100). */
function clicksOfMessages(json: string): SQL {
  return sql`SELECT json_extract(j.value, '$.message_id') AS message_id, json_extract(j.value, '$.day') AS day,
         json_extract(j.value, '$.product_id') AS product_id, json_extract(j.value, '$.amazon_product_id') AS amazon_product_id,
         json_extract(j.value, '$.video') AS video, json_extract(j.value, '$.storefront') AS storefront,
         json_extract(j.value, '$.source') AS source, json_extract(j.value, '$.country') AS country
  FROM json_each(${json}) j`;
}

/** One storefront page view as the consumer counts it. */
export type ViewRow = Pick<typeof storefrontViewDays.$inferSelect, "day" | "storefront_id" | "country"> &
  Pick<typeof clickMessagesSeen.$inferSelect, "message_id">;

function viewsOfMessages(json: string): SQL {
  return sql`SELECT json_extract(j.value, '$.message_id') AS message_id, json_extract(j.value, '$.day') AS day,
         json_extract(j.value, '$.storefront_id') AS storefront_id, json_extract(j.value, '$.country') AS country
  FROM json_each(${json}) j`;
}

/** Records the message ids of `json` not seen before under `batchId` (click_messages_seen holds clicks' and views' ids). */
const recordSeen = (db: Db, json: string, batchId: string) =>
  db.run(
    sql`INSERT INTO click_messages_seen (message_id, day, batch_id)
       SELECT json_extract(j.value, '$.message_id'), json_extract(j.value, '$.day'), ${batchId} FROM json_each(${json}) j WHERE true
       ON CONFLICT (message_id) DO NOTHING`,
  );

/**
 * Counts clicks and storefront views into their days, once each however often they arrive. One
 * transaction of four statements, whatever the batch's size (each kind travels as one JSON
 * parameter: D1 binds at most 100): first the message ids not seen before are recorded under
 * `batchId`, then only the clicks and views recorded under it are added, with the channel, video
 * and storefront resolved here (a click's video or storefront that does not exist is counted as
 * none; a view of a storefront that does not exist is not counted). A message already counted, by
 * an earlier delivery or by another consumer running at the same time, was not recorded under
 * this batch, so it adds nothing. Neither list may repeat a message id.
 */
export async function countClicks(db: Db, batchId: string, rows: ClickRow[], views: ViewRow[] = []): Promise<{ counted: number }> {
  const json = JSON.stringify(rows);
  const viewsJson = JSON.stringify(views);
  const [seen, seenViews] = await batch(db, [
    recordSeen(db, json, batchId),
    recordSeen(db, viewsJson, batchId),
    db.run(
      sql`INSERT INTO click_days (day, product_id, amazon_product_id, channel_id, video_id, storefront_id, source, country, clicks)
         SELECT c.day, c.product_id, c.amazon_product_id, coalesce(p.channel_id, ''), coalesce(v.video_id, ''),
                coalesce(by_id.storefront_id, by_handle.storefront_id, ''), c.source, c.country, count(*)
         FROM (${clicksOfMessages(json)}) c
         JOIN click_messages_seen s ON s.message_id = c.message_id AND s.batch_id = ${batchId}
         LEFT JOIN products p ON p.product_id = c.product_id
         LEFT JOIN videos v ON c.video <> '' AND v.video_id = c.video
         LEFT JOIN storefronts by_id ON c.storefront <> '' AND by_id.storefront_id = c.storefront
         LEFT JOIN storefronts by_handle ON c.storefront <> '' AND lower(by_handle.handle) = lower(c.storefront)
         WHERE true
         GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
         ON CONFLICT (day, product_id, amazon_product_id, video_id, storefront_id, source, country)
         DO UPDATE SET clicks = clicks + excluded.clicks`,
    ),
    db.run(
      sql`INSERT INTO storefront_view_days (day, storefront_id, channel_id, country, views)
         SELECT v.day, sf.storefront_id, sf.channel_id, v.country, count(*)
         FROM (${viewsOfMessages(viewsJson)}) v
         JOIN click_messages_seen s ON s.message_id = v.message_id AND s.batch_id = ${batchId}
         JOIN storefronts sf ON sf.storefront_id = v.storefront_id
         WHERE true
         GROUP BY 1, 2, 3, 4
         ON CONFLICT (day, storefront_id, country) DO UPDATE SET views = views + excluded.views`,
    ),
  ]);
  return { counted: seen.meta.changes + seenViews.meta.changes };
}

/** The daily housekeeping: message ids of clicks counted before `day` (YYYY-MM-DD) can no longer arrive again. */
export async function deleteSeenClickMessages(db: Db, beforeDay: string): Promise<number> {
  const result = await db.run(sql`DELETE FROM click_messages_seen WHERE day < ${beforeDay}`);
  return result.meta.changes;
}
