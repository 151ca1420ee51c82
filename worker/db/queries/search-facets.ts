/**
 * The products page's creator filter as facets of the list around it (docs/decisions/0021): the
 * visible creators that have products among the current search and category, with how many.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import type { RowsQuery } from "../rows";
import type { channels } from "../schema";
import { and, constant } from "../sql";

/** A creator the filter offers and how many products (match keys) of the list it has. */
export type CreatorFacetRow = Pick<typeof channels.$inferSelect, "channel_id" | "channel_name" | "thumbnail_url"> & { results: number };

/** The most creators the filter lists: the products page's dropdown, as before (worker/services/channels.ts CREATOR_FILTER_SIZE). */
export const FACET_CREATORS = 200;

/** A text search's creators are counted among its newest matches, as many as its list ranks (worker/db/queries/products.ts). */
const SEARCH_WINDOW = constant(500);

/** A category's creators are counted among its newest products: exact up to this many, a lower bound beyond. */
const CATEGORY_WINDOW = constant(2_000);

export interface FacetFilter {
  /** An FTS5 query (the list's search words), or none. */
  match: string | null;
  /** The category's and subcategory's own words in the full-text index, when a search is narrowed to them. */
  categoryMatch: string | null;
  category?: string;
  subcategory?: string;
}

const facetSql = (rows: SQL) => sql`SELECT c.channel_id, c.channel_name, c.thumbnail_url, r.results
  FROM (${rows}) r CROSS JOIN channels c ON c.channel_id = r.channel_id
  WHERE c.show = 1 ORDER BY r.results DESC, c.channel_id LIMIT ${constant(FACET_CREATORS)}`;

/**
 * The creators of the list the filter narrows, with their number of products:
 * - a text search: among its newest SEARCH_WINDOW matches (the list ranks no others), each
 *   creator's distinct products;
 * - a category (and subcategory): among its newest CATEGORY_WINDOW products, each creator's rows
 *   of match_key_creators in that category;
 * - nothing: the creators with the most listed products, each one's products counted on
 *   match_key_creators_channel_recent_idx.
 */
export function creatorFacets(db: Db, filter: FacetFilter): RowsQuery<CreatorFacetRow> {
  let rows: SQL;
  if (filter.match) {
    const where = [
      sql`products_fts MATCH ${filter.categoryMatch ? `(${filter.match}) AND ${filter.categoryMatch}` : filter.match}`,
      sql`p.listed = 1`,
      sql`p.channel_show = 1`,
    ];
    if (filter.category) where.push(sql`p.category = ${filter.category}`);
    if (filter.subcategory) where.push(sql`p.subcategory = ${filter.subcategory}`);
    rows = sql`SELECT m.channel_id, count(DISTINCT m.match_key) AS results FROM (
        SELECT p.channel_id, p.match_key FROM products_fts f JOIN products p ON p.seq = f.rowid
        WHERE ${and(where)} ORDER BY f.rowid DESC LIMIT ${SEARCH_WINDOW}) m
      GROUP BY m.channel_id`;
  } else if (filter.category) {
    const groupWhere = [sql`g.show = 1`, sql`g.category = ${filter.category}`];
    const rowWhere = [sql`mk.listed = 1`, sql`mk.channel_show = 1`, sql`mk.category = ${filter.category}`];
    if (filter.subcategory) {
      groupWhere.push(sql`g.subcategory = ${filter.subcategory}`);
      rowWhere.push(sql`mk.subcategory = ${filter.subcategory}`);
    }
    rows = sql`SELECT mk.channel_id, count(*) AS results FROM (
        SELECT g.match_key FROM product_groups g WHERE ${and(groupWhere)} ORDER BY g.published_at DESC LIMIT ${CATEGORY_WINDOW}) k
      JOIN match_key_creators mk ON mk.match_key = k.match_key AND ${and(rowWhere)}
      GROUP BY mk.channel_id`;
  } else {
    rows = sql`SELECT b.channel_id, (SELECT count(*) FROM match_key_creators k WHERE k.channel_id = b.channel_id AND k.listed = 1) AS results
      FROM (SELECT channel_id FROM channels WHERE show = 1 AND product_count > 0 ORDER BY product_count DESC LIMIT ${constant(FACET_CREATORS)}) b`;
  }
  return db.all<CreatorFacetRow>(facetSql(rows));
}
