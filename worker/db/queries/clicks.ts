/** Buy-link clicks: the redirect's one read, and the queue consumer's counting (worker/services/clicks.ts). */
import type { D1Handle } from "../client";
import { rowStatement } from "../rows";

/** The stored, tagged marketplace URL of one listing (a product's match with an item); no row when there is none. */
export const listingTargetStatement = (d1: D1Handle, productId: string, amazonProductId: string) =>
  rowStatement<{ product_url: string }>(
    d1
      .prepare(
        `SELECT m.product_url FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
         WHERE l.product_id = ? AND l.amazon_product_id = ?`,
      )
      .bind(productId, amazonProductId),
  );

/** One click as the consumer counts it; empty text for what is unknown. */
export interface ClickRow {
  message_id: string;
  day: string;
  product_id: string;
  amazon_product_id: string;
  video: string;
  storefront: string;
  source: string;
  country: string;
}

const CLICKS_OF_MESSAGES = `SELECT json_extract(j.value, '$.message_id') AS message_id, json_extract(j.value, '$.day') AS day,
         json_extract(j.value, '$.product_id') AS product_id, json_extract(j.value, '$.amazon_product_id') AS amazon_product_id,
         json_extract(j.value, '$.video') AS video, json_extract(j.value, '$.storefront') AS storefront,
         json_extract(j.value, '$.source') AS source, json_extract(j.value, '$.country') AS country
  FROM json_each(?1) j`;

/**
 * Counts clicks into their days, once each however often they arrive. One transaction of two
 * statements, whatever the batch's size (the clicks travel as one JSON parameter: D1 binds at
 * most 100): first the message ids not seen before are recorded under `batchId`, then only the
 * clicks recorded under it are added, with the channel, video and storefront resolved here (a
 * video or storefront that does not exist is counted as none). A message already counted, by an
 * earlier delivery or by another consumer running at the same time, was not recorded under this
 * batch, so it adds nothing. `rows` must not repeat a message id.
 */
export async function countClicks(d1: D1Handle, batchId: string, rows: ClickRow[]): Promise<{ counted: number }> {
  const json = JSON.stringify(rows);
  const [seen] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO click_messages_seen (message_id, day, batch_id)
         SELECT c.message_id, c.day, ?2 FROM (${CLICKS_OF_MESSAGES}) c WHERE true
         ON CONFLICT (message_id) DO NOTHING`,
      )
      .bind(json, batchId),
    d1
      .prepare(
        `INSERT INTO click_days (day, product_id, amazon_product_id, channel_id, video_id, storefront_id, source, country, clicks)
         SELECT c.day, c.product_id, c.amazon_product_id, coalesce(p.channel_id, ''), coalesce(v.video_id, ''),
                coalesce(by_id.storefront_id, by_handle.storefront_id, ''), c.source, c.country, count(*)
         FROM (${CLICKS_OF_MESSAGES}) c
         JOIN click_messages_seen s ON s.message_id = c.message_id AND s.batch_id = ?2
         LEFT JOIN products p ON p.product_id = c.product_id
         LEFT JOIN videos v ON c.video <> '' AND v.video_id = c.video
         LEFT JOIN storefronts by_id ON c.storefront <> '' AND by_id.storefront_id = c.storefront
         LEFT JOIN storefronts by_handle ON c.storefront <> '' AND lower(by_handle.handle) = lower(c.storefront)
         WHERE true
         GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
         ON CONFLICT (day, product_id, amazon_product_id, video_id, storefront_id, source, country)
         DO UPDATE SET clicks = clicks + excluded.clicks`,
      )
      .bind(json, batchId),
  ]);
  return { counted: seen?.meta.changes ?? 0 };
}

/** The daily housekeeping: message ids of clicks counted before `day` (YYYY-MM-DD) can no longer arrive again. */
export async function deleteSeenClickMessages(d1: D1Handle, beforeDay: string): Promise<number> {
  const result = await d1.prepare("DELETE FROM click_messages_seen WHERE day < ?").bind(beforeDay).run();
  return result.meta.changes ?? 0;
}
