DROP INDEX `products_match_key_idx`;--> statement-breakpoint
DROP INDEX `products_amazon_idx`;--> statement-breakpoint
CREATE INDEX `products_visible_category_recent_idx` ON `products` (`channel_show`,`listed`,`category`,`published_at`);--> statement-breakpoint
CREATE INDEX `products_visible_category_price_idx` ON `products` (`channel_show`,`listed`,`category`,`price`);--> statement-breakpoint
CREATE INDEX `products_visible_category_rating_idx` ON `products` (`channel_show`,`listed`,`category`,`rating`);--> statement-breakpoint
CREATE INDEX `products_channel_price_idx` ON `products` (`channel_id`,`listed`,`price`);--> statement-breakpoint
CREATE INDEX `products_channel_rating_idx` ON `products` (`channel_id`,`listed`,`rating`);--> statement-breakpoint
CREATE INDEX `products_match_key_channel_idx` ON `products` (`match_key`,`channel_id`);--> statement-breakpoint
CREATE INDEX `products_amazon_channel_idx` ON `products` (`amazon_product_id`,`channel_id`);--> statement-breakpoint
DROP INDEX `videos_channel_published_idx`;--> statement-breakpoint
DROP INDEX `videos_published_idx`;--> statement-breakpoint
CREATE INDEX `videos_channel_recent_idx` ON `videos` (`channel_id`,`published_at`,`video_id`);--> statement-breakpoint
CREATE INDEX `videos_recent_idx` ON `videos` (`published_at`,`video_id`,`channel_id`);