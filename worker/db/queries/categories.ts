/**
 * The categories table is what the category dropdowns list: the categories (subcategory '' stands
 * for the category itself) of visible channels' listed products. Everything that makes products
 * visible or invisible keeps it with these statements.
 */
import { rawStatement, type BatchStatement } from "../batch";
import type { D1Handle } from "../client";

/** Adds the categories of one channel's visible listed products (bind the channel id as ?1). */
const ADD_CHANNEL_CATEGORIES_SQL = [
  `INSERT INTO categories (category, subcategory)
   SELECT DISTINCT category, '' FROM products
   WHERE channel_id = ?1 AND listed = 1 AND channel_show = 1 AND coalesce(category, '') <> ''
   ON CONFLICT DO NOTHING`,
  `INSERT INTO categories (category, subcategory)
   SELECT DISTINCT category, subcategory FROM products
   WHERE channel_id = ?1 AND listed = 1 AND channel_show = 1 AND coalesce(category, '') <> '' AND coalesce(subcategory, '') <> ''
   ON CONFLICT DO NOTHING`,
] as const;

/** Drops every category (or subcategory) no visible listed product has any more; one index probe per row. */
const PRUNE_CATEGORIES_SQL = `DELETE FROM categories WHERE NOT EXISTS (
  SELECT 1 FROM products p WHERE p.channel_show = 1 AND p.listed = 1 AND p.category = categories.category
    AND (categories.subcategory = '' OR p.subcategory = categories.subcategory))`;

/** One channel's categories, after its products became visible or listed. */
export const addChannelCategoriesStatements = (channelId: string): BatchStatement[] =>
  ADD_CHANNEL_CATEGORIES_SQL.map((statement) => rawStatement(statement, channelId));

/** After products left the visible listed set (a hidden channel, dead listings). */
export const pruneCategoriesStatement = (): BatchStatement => rawStatement(PRUNE_CATEGORIES_SQL);

/** The whole table from scratch: for bulk loads (the benchmark's data generator), not per request. */
export const REBUILD_CATEGORIES_SQL = [
  "DELETE FROM categories",
  `INSERT INTO categories (category, subcategory)
   SELECT DISTINCT category, '' FROM products WHERE channel_show = 1 AND listed = 1 AND coalesce(category, '') <> ''`,
  `INSERT OR IGNORE INTO categories (category, subcategory)
   SELECT DISTINCT category, subcategory FROM products
   WHERE channel_show = 1 AND listed = 1 AND coalesce(category, '') <> '' AND coalesce(subcategory, '') <> ''`,
] as const;

export async function categoryNames(d1: D1Handle): Promise<string[]> {
  const { results } = await d1
    .prepare("SELECT DISTINCT category FROM categories ORDER BY category COLLATE NOCASE")
    .all<{ category: string }>();
  return results.map((r) => r.category);
}

export async function subcategoryNames(d1: D1Handle, category: string): Promise<string[]> {
  const { results } = await d1
    .prepare("SELECT subcategory FROM categories WHERE category = ? AND subcategory <> '' ORDER BY subcategory COLLATE NOCASE")
    .bind(category)
    .all<{ subcategory: string }>();
  return results.map((r) => r.subcategory);
}
