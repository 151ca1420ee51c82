CREATE TABLE `click_days` (
	`day` text NOT NULL,
	`product_id` text NOT NULL,
	`amazon_product_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`video_id` text DEFAULT '' NOT NULL,
	`storefront_id` text DEFAULT '' NOT NULL,
	`source` text NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `product_id`, `amazon_product_id`, `video_id`, `storefront_id`, `source`, `country`)
);
--> statement-breakpoint
CREATE INDEX `click_days_channel_day_idx` ON `click_days` (`channel_id`,`day`);--> statement-breakpoint
CREATE TABLE `click_messages_seen` (
	`message_id` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`batch_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `click_messages_seen_day_idx` ON `click_messages_seen` (`day`);