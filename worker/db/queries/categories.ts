/**
 * The categories table is what the category dropdowns list: the categories (subcategory '' stands
 * for the category itself) of visible channels' listed products. Everything that makes products
 * visible or invisible keeps it with these statements.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";

/** One channel's categories, after its products became visible or listed: two writes for a batch. */
export const addChannelCategories = (db: Db, channelId: string) => [
  db.run(sql`INSERT INTO categories (category, subcategory)
   SELECT DISTINCT category, '' FROM products
   WHERE channel_id = ${channelId} AND listed = 1 AND channel_show = 1 AND coalesce(category, '') <> ''
   ON CONFLICT DO NOTHING`),
  db.run(sql`INSERT INTO categories (category, subcategory)
   SELECT DISTINCT category, subcategory FROM products
   WHERE channel_id = ${channelId} AND listed = 1 AND channel_show = 1 AND coalesce(category, '') <> '' AND coalesce(subcategory, '') <> ''
   ON CONFLICT DO NOTHING`),
];

/**
 * After products left the visible listed set (a hidden channel, dead listings): drops every category
 * (or subcategory) no visible listed product has any more; one index probe per row.
 */
export const pruneCategories = (db: Db) =>
  db.run(sql`DELETE FROM categories WHERE NOT EXISTS (
  SELECT 1 FROM products p WHERE p.channel_show = 1 AND p.listed = 1 AND p.category = categories.category
    AND (categories.subcategory = '' OR p.subcategory = categories.subcategory))`);

/** The whole table from scratch: for bulk loads (the benchmark's data generator), not per request. */
export const REBUILD_CATEGORIES_SQL = [
  "DELETE FROM categories",
  `INSERT INTO categories (category, subcategory)
   SELECT DISTINCT category, '' FROM products WHERE channel_show = 1 AND listed = 1 AND coalesce(category, '') <> ''`,
  `INSERT OR IGNORE INTO categories (category, subcategory)
   SELECT DISTINCT category, subcategory FROM products
   WHERE channel_show = 1 AND listed = 1 AND coalesce(category, '') <> '' AND coalesce(subcategory, '') <> ''`,
] as const;

export async function categoryNames(db: Db): Promise<string[]> {
  const rows = await db.all<{ category: string }>(sql`SELECT DISTINCT category FROM categories ORDER BY category COLLATE NOCASE`);
  return rows.map((r) => r.category);
}

export async function subcategoryNames(db: Db, category: string): Promise<string[]> {
  const rows = await db.all<{ subcategory: string }>(
    sql`SELECT subcategory FROM categories WHERE category = ${category} AND subcategory <> '' ORDER BY subcategory COLLATE NOCASE`,
  );
  return rows.map((r) => r.subcategory);
}
