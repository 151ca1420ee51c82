CREATE TABLE `click_item_days` (
	`channel_id` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`day` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`channel_id`, `kind`, `key`, `day`)
);
--> statement-breakpoint
-- The click_days triggers of 0026, now also keeping click_item_days.
DROP TRIGGER `click_days_rollup_insert`;
--> statement-breakpoint
DROP TRIGGER `click_days_rollup_update`;
--> statement-breakpoint
DROP TRIGGER `click_days_rollup_delete`;
--> statement-breakpoint
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
  INSERT INTO click_item_days (channel_id, kind, key, day, clicks)
    SELECT NEW.channel_id, 'product', coalesce((SELECT match_key FROM products WHERE product_id = NEW.product_id), NEW.product_id), NEW.day, NEW.clicks
    UNION ALL
    SELECT NEW.channel_id, 'video', NEW.video_id, NEW.day, NEW.clicks WHERE NEW.video_id <> ''
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
  UPDATE click_item_days SET clicks = clicks + NEW.clicks - OLD.clicks
   WHERE channel_id = NEW.channel_id AND day = NEW.day
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
  UPDATE click_item_days SET clicks = clicks - OLD.clicks
   WHERE channel_id = OLD.channel_id AND day = OLD.day
     AND ((kind = 'product' AND key = coalesce((SELECT match_key FROM products WHERE product_id = OLD.product_id), OLD.product_id))
       OR (kind = 'video' AND key = OLD.video_id AND OLD.video_id <> ''));
END;
--> statement-breakpoint
INSERT INTO click_item_days (channel_id, kind, key, day, clicks)
  SELECT c.channel_id, 'product', coalesce(p.match_key, c.product_id), c.day, sum(c.clicks)
    FROM click_days c LEFT JOIN products p ON p.product_id = c.product_id
   GROUP BY c.channel_id, coalesce(p.match_key, c.product_id), c.day;
--> statement-breakpoint
INSERT INTO click_item_days (channel_id, kind, key, day, clicks)
  SELECT channel_id, 'video', video_id, day, sum(clicks) FROM click_days WHERE video_id <> '' GROUP BY channel_id, video_id, day;
