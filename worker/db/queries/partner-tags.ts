/** A creator's partner tags in the marketplaces other than the default (issue 26): storefront_partner_tags. */
import { sql } from "drizzle-orm";
import { runBatch } from "../batch";
import type { Db } from "../client";
import type { RowsQuery } from "../rows";
import type { storefrontPartnerTags } from "../schema";

/** The tags of the storefront of a channel, by marketplace. */
export const channelPartnerTags = (
  db: Db,
  channelId: string,
): RowsQuery<Pick<typeof storefrontPartnerTags.$inferSelect, "marketplace" | "partner_tag">> =>
  db.all(
    sql`SELECT t.marketplace, t.partner_tag FROM storefront_partner_tags t JOIN storefronts s ON s.storefront_id = t.storefront_id
         WHERE s.channel_id = ${channelId} ORDER BY t.marketplace`,
  );

/** Sets (a tag) or removes (null) a storefront's tag in each named marketplace, in one batch. */
export async function setPartnerTags(
  db: Db,
  storefrontId: string,
  tags: Partial<Record<string, string | null>>,
  now: string,
): Promise<void> {
  await runBatch(
    db,
    Object.entries(tags).flatMap(([marketplace, tag]) =>
      tag === undefined
        ? []
        : tag === null
          ? db.run(sql`DELETE FROM storefront_partner_tags WHERE storefront_id = ${storefrontId} AND marketplace = ${marketplace}`)
          : db.run(
              sql`INSERT INTO storefront_partner_tags (storefront_id, marketplace, partner_tag, updated_at) VALUES (${storefrontId}, ${marketplace}, ${tag}, ${now})
             ON CONFLICT (storefront_id, marketplace) DO UPDATE SET partner_tag = excluded.partner_tag, updated_at = excluded.updated_at`,
            ),
    ),
  );
}
