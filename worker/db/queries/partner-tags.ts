/** A creator's partner tags in the marketplaces other than the default (issue 26): storefront_partner_tags. */
import type { D1Handle } from "../client";
import { rowStatement } from "../rows";

/** The tags of the storefront of a channel, by marketplace. */
export const channelPartnerTagsStatement = (d1: D1Handle, channelId: string) =>
  rowStatement<{ marketplace: string; partner_tag: string }>(
    d1
      .prepare(
        `SELECT t.marketplace, t.partner_tag FROM storefront_partner_tags t JOIN storefronts s ON s.storefront_id = t.storefront_id
         WHERE s.channel_id = ? ORDER BY t.marketplace`,
      )
      .bind(channelId),
  );

/** Sets (a tag) or removes (null) a storefront's tag in each named marketplace, in one batch. */
export async function setPartnerTags(
  d1: D1Handle,
  storefrontId: string,
  tags: Partial<Record<string, string | null>>,
  now: string,
): Promise<void> {
  const statements = Object.entries(tags).flatMap(([marketplace, tag]) =>
    tag === undefined
      ? []
      : tag === null
        ? d1.prepare("DELETE FROM storefront_partner_tags WHERE storefront_id = ? AND marketplace = ?").bind(storefrontId, marketplace)
        : d1
            .prepare(
              `INSERT INTO storefront_partner_tags (storefront_id, marketplace, partner_tag, updated_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (storefront_id, marketplace) DO UPDATE SET partner_tag = excluded.partner_tag, updated_at = excluded.updated_at`,
            )
            .bind(storefrontId, marketplace, tag, now),
  );
  if (statements.length) await d1.batch(statements);
}
