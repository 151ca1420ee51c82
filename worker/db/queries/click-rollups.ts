/**
 * The rollups of click_days and storefront_view_days (migrations 0026 to 0029), rebuilt whole: what the
 * migration ran once over the rows counted before it, and what the bench generator runs after
 * writing its rows with the triggers dropped. The triggers keep them afterwards.
 */
export const REBUILD_CLICK_ROLLUPS_SQL: readonly string[] = [
  "DELETE FROM click_channel_dims",
  "DELETE FROM click_item_months",
  "DELETE FROM click_site_days",
  "DELETE FROM click_item_days",
  `INSERT INTO click_channel_dims (channel_id, dim, day, value, clicks)
     SELECT channel_id, 'source', day, source, sum(clicks) FROM click_days GROUP BY channel_id, day, source`,
  `INSERT INTO click_channel_dims (channel_id, dim, day, value, clicks)
     SELECT channel_id, 'country', day, country, sum(clicks) FROM click_days GROUP BY channel_id, day, country`,
  `INSERT INTO click_item_months (channel_id, kind, month, key, clicks)
     SELECT c.channel_id, 'product', substr(c.day, 1, 7), coalesce(p.match_key, c.product_id), sum(c.clicks)
       FROM click_days c LEFT JOIN products p ON p.product_id = c.product_id
      GROUP BY c.channel_id, substr(c.day, 1, 7), coalesce(p.match_key, c.product_id)`,
  `INSERT INTO click_item_months (channel_id, kind, month, key, clicks)
     SELECT channel_id, 'video', substr(day, 1, 7), video_id, sum(clicks) FROM click_days WHERE video_id <> ''
      GROUP BY channel_id, substr(day, 1, 7), video_id`,
  `INSERT INTO click_item_days (channel_id, kind, key, day, clicks)
     SELECT c.channel_id, 'product', coalesce(p.match_key, c.product_id), c.day, sum(c.clicks)
       FROM click_days c LEFT JOIN products p ON p.product_id = c.product_id
      GROUP BY c.channel_id, coalesce(p.match_key, c.product_id), c.day`,
  `INSERT INTO click_item_days (channel_id, kind, key, day, clicks)
     SELECT channel_id, 'video', video_id, day, sum(clicks) FROM click_days WHERE video_id <> '' GROUP BY channel_id, video_id, day`,
  "INSERT INTO click_site_days (day, clicks, views) SELECT day, sum(clicks), 0 FROM click_days GROUP BY day",
  `INSERT INTO click_site_days (day, clicks, views)
     SELECT day, 0, sum(views) FROM storefront_view_days WHERE true GROUP BY day
     ON CONFLICT DO UPDATE SET views = excluded.views`,
];
