CREATE TABLE `click_channel_days` (
	`channel_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`country` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`channel_id`, `day`, `source`, `country`)
);
--> statement-breakpoint
CREATE TABLE `click_item_months` (
	`channel_id` text NOT NULL,
	`kind` text NOT NULL,
	`month` text NOT NULL,
	`key` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`channel_id`, `kind`, `month`, `key`)
);
--> statement-breakpoint
CREATE INDEX `click_item_months_top_idx` ON `click_item_months` (`channel_id`,`kind`,`month`,`clicks`);--> statement-breakpoint
CREATE TABLE `click_site_days` (
	`day` text PRIMARY KEY NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The rollups follow click_days and storefront_view_days whoever writes them (the clicks consumer,
-- the demo seed): a row's clicks added, changed or removed moves its rollups by the difference.
CREATE TRIGGER `click_days_rollup_insert` AFTER INSERT ON `click_days` BEGIN
  INSERT INTO click_channel_days (channel_id, day, source, country, clicks) VALUES (NEW.channel_id, NEW.day, NEW.source, NEW.country, NEW.clicks)
    ON CONFLICT DO UPDATE SET clicks = clicks + excluded.clicks;
  INSERT INTO click_site_days (day, clicks, views) VALUES (NEW.day, NEW.clicks, 0)
    ON CONFLICT DO UPDATE SET clicks = clicks + excluded.clicks;
  INSERT INTO click_item_months (channel_id, kind, month, key, clicks)
    SELECT NEW.channel_id, 'product', substr(NEW.day, 1, 7), coalesce((SELECT match_key FROM products WHERE product_id = NEW.product_id), NEW.product_id), NEW.clicks
    UNION ALL
    SELECT NEW.channel_id, 'video', substr(NEW.day, 1, 7), NEW.video_id, NEW.clicks WHERE NEW.video_id <> ''
    ON CONFLICT DO UPDATE SET clicks = clicks + excluded.clicks;
END;
--> statement-breakpoint
CREATE TRIGGER `click_days_rollup_update` AFTER UPDATE OF `clicks` ON `click_days` BEGIN
  UPDATE click_channel_days SET clicks = clicks + NEW.clicks - OLD.clicks
   WHERE channel_id = NEW.channel_id AND day = NEW.day AND source = NEW.source AND country = NEW.country;
  UPDATE click_site_days SET clicks = clicks + NEW.clicks - OLD.clicks WHERE day = NEW.day;
  UPDATE click_item_months SET clicks = clicks + NEW.clicks - OLD.clicks
   WHERE channel_id = NEW.channel_id AND month = substr(NEW.day, 1, 7)
     AND ((kind = 'product' AND key = coalesce((SELECT match_key FROM products WHERE product_id = NEW.product_id), NEW.product_id))
       OR (kind = 'video' AND key = NEW.video_id AND NEW.video_id <> ''));
END;
--> statement-breakpoint
CREATE TRIGGER `click_days_rollup_delete` AFTER DELETE ON `click_days` BEGIN
  UPDATE click_channel_days SET clicks = clicks - OLD.clicks
   WHERE channel_id = OLD.channel_id AND day = OLD.day AND source = OLD.source AND country = OLD.country;
  UPDATE click_site_days SET clicks = clicks - OLD.clicks WHERE day = OLD.day;
  UPDATE click_item_months SET clicks = clicks - OLD.clicks
   WHERE channel_id = OLD.channel_id AND month = substr(OLD.day, 1, 7)
     AND ((kind = 'product' AND key = coalesce((SELECT match_key FROM products WHERE product_id = OLD.product_id), OLD.product_id))
       OR (kind = 'video' AND key = OLD.video_id AND OLD.video_id <> ''));
END;
--> statement-breakpoint
CREATE TRIGGER `storefront_view_days_rollup_insert` AFTER INSERT ON `storefront_view_days` BEGIN
  INSERT INTO click_site_days (day, clicks, views) VALUES (NEW.day, 0, NEW.views)
    ON CONFLICT DO UPDATE SET views = views + excluded.views;
END;
--> statement-breakpoint
CREATE TRIGGER `storefront_view_days_rollup_update` AFTER UPDATE OF `views` ON `storefront_view_days` BEGIN
  UPDATE click_site_days SET views = views + NEW.views - OLD.views WHERE day = NEW.day;
END;
--> statement-breakpoint
CREATE TRIGGER `storefront_view_days_rollup_delete` AFTER DELETE ON `storefront_view_days` BEGIN
  UPDATE click_site_days SET views = views - OLD.views WHERE day = OLD.day;
END;
--> statement-breakpoint
-- What was counted before the rollups existed.
INSERT INTO click_channel_days (channel_id, day, source, country, clicks)
  SELECT channel_id, day, source, country, sum(clicks) FROM click_days GROUP BY channel_id, day, source, country;
--> statement-breakpoint
INSERT INTO click_item_months (channel_id, kind, month, key, clicks)
  SELECT c.channel_id, 'product', substr(c.day, 1, 7), coalesce(p.match_key, c.product_id), sum(c.clicks)
    FROM click_days c LEFT JOIN products p ON p.product_id = c.product_id
   GROUP BY c.channel_id, substr(c.day, 1, 7), coalesce(p.match_key, c.product_id);
--> statement-breakpoint
INSERT INTO click_item_months (channel_id, kind, month, key, clicks)
  SELECT channel_id, 'video', substr(day, 1, 7), video_id, sum(clicks) FROM click_days WHERE video_id <> ''
   GROUP BY channel_id, substr(day, 1, 7), video_id;
--> statement-breakpoint
INSERT INTO click_site_days (day, clicks, views)
  SELECT day, sum(clicks), 0 FROM click_days GROUP BY day;
--> statement-breakpoint
INSERT INTO click_site_days (day, clicks, views)
  SELECT day, 0, sum(views) FROM storefront_view_days WHERE true GROUP BY day
  ON CONFLICT DO UPDATE SET views = excluded.views;
