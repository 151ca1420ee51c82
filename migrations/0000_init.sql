CREATE TABLE `categories` (
	`category` text NOT NULL,
	`subcategory` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`category`, `subcategory`)
);
--> statement-breakpoint
CREATE TABLE `channels` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel_id` text NOT NULL,
	`handle` text NOT NULL,
	`channel_name` text NOT NULL,
	`thumbnail_url` text,
	`description` text DEFAULT '' NOT NULL,
	`category` text,
	`show` integer DEFAULT true NOT NULL,
	`video_count` integer DEFAULT 0 NOT NULL,
	`product_count` integer DEFAULT 0 NOT NULL,
	`subscriber_count` integer DEFAULT 0 NOT NULL,
	`uploads_playlist_id` text,
	`last_checked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `channels_channel_id_unique` ON `channels` (`channel_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `channels_handle_unique` ON `channels` (lower("handle"));--> statement-breakpoint
CREATE INDEX `channels_show_name_idx` ON `channels` (`show`,"channel_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `channels_show_category_name_idx` ON `channels` (`show`,`category`,"channel_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `channels_show_videos_idx` ON `channels` (`show`,`video_count`);--> statement-breakpoint
CREATE INDEX `channels_show_products_idx` ON `channels` (`show`,`product_count`);--> statement-breakpoint
CREATE INDEX `channels_show_subscribers_idx` ON `channels` (`show`,`subscriber_count`);--> statement-breakpoint
CREATE TABLE `creator_applications` (
	`application_id` text PRIMARY KEY NOT NULL,
	`channel_handle` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text,
	`category` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reviewed_at` text
);
--> statement-breakpoint
CREATE INDEX `creator_applications_status_created_idx` ON `creator_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `marketplace_items` (
	`amazon_product_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`image_url` text,
	`currency` text DEFAULT 'USD' NOT NULL,
	`price` real,
	`rating` real,
	`reviews_count` integer DEFAULT 0 NOT NULL,
	`product_url` text NOT NULL,
	`fetched_at` text NOT NULL,
	`is_dead` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`notification_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`content_type` text NOT NULL,
	`ref_id` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`channel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_item_unique` ON `notifications` (`user_id`,`content_type`,`ref_id`);--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`is_read`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `pending_channels` (
	`request_id` text PRIMARY KEY NOT NULL,
	`channel_name` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_channels_user_name_unique` ON `pending_channels` (`user_id`,lower("channel_name"));--> statement-breakpoint
CREATE INDEX `pending_channels_created_idx` ON `pending_channels` (`created_at`);--> statement-breakpoint
CREATE TABLE `product_listings` (
	`product_id` text NOT NULL,
	`amazon_product_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`product_id`, `amazon_product_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`product_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`amazon_product_id`) REFERENCES `marketplace_items`(`amazon_product_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_listings_item_idx` ON `product_listings` (`amazon_product_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` text NOT NULL,
	`video_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`product_name` text NOT NULL,
	`brand` text,
	`category` text,
	`subcategory` text,
	`description` text DEFAULT '' NOT NULL,
	`is_sponsored` integer DEFAULT false NOT NULL,
	`claims` text DEFAULT '' NOT NULL,
	`video_timestamp` integer DEFAULT 0 NOT NULL,
	`match_key` text NOT NULL,
	`published_at` text NOT NULL,
	`amazon_product_id` text,
	`listing_count` integer DEFAULT 0 NOT NULL,
	`listed` integer DEFAULT false NOT NULL,
	`price` real,
	`rating` real,
	`channel_show` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`video_id`) REFERENCES `videos`(`video_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`channel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_product_id_unique` ON `products` (`product_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `products_video_match_unique` ON `products` (`video_id`,`match_key`);--> statement-breakpoint
CREATE INDEX `products_visible_recent_idx` ON `products` (`channel_show`,`listed`,`published_at`);--> statement-breakpoint
CREATE INDEX `products_visible_price_idx` ON `products` (`channel_show`,`listed`,`price`);--> statement-breakpoint
CREATE INDEX `products_visible_rating_idx` ON `products` (`channel_show`,`listed`,`rating`);--> statement-breakpoint
CREATE INDEX `products_visible_category_idx` ON `products` (`channel_show`,`listed`,`category`,`subcategory`,`published_at`);--> statement-breakpoint
CREATE INDEX `products_channel_idx` ON `products` (`channel_id`,`listed`,`published_at`);--> statement-breakpoint
CREATE INDEX `products_video_idx` ON `products` (`video_id`,`video_timestamp`);--> statement-breakpoint
CREATE INDEX `products_match_key_idx` ON `products` (`match_key`);--> statement-breakpoint
CREATE INDEX `products_amazon_idx` ON `products` (`amazon_product_id`);--> statement-breakpoint
CREATE TABLE `rate_limit_counters` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`user_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `channel_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`channel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_created_idx` ON `subscriptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_channel_idx` ON `subscriptions` (`channel_id`);--> statement-breakpoint
CREATE TABLE `task_executions` (
	`task_execution_id` text PRIMARY KEY NOT NULL,
	`task_name` text NOT NULL,
	`parameters` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`message` text,
	`progress_done` integer DEFAULT 0 NOT NULL,
	`progress_total` integer DEFAULT 0 NOT NULL,
	`requested_by` text,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text
);
--> statement-breakpoint
CREATE INDEX `task_executions_started_idx` ON `task_executions` (`started_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`tokens_valid_after` integer DEFAULT 0 NOT NULL,
	`notification_digest` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `videos` (
	`video_id` text PRIMARY KEY NOT NULL,
	`channel_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`thumbnail_url` text,
	`published_at` text NOT NULL,
	`transcript_key` text,
	`transcript_status` text DEFAULT 'pending' NOT NULL,
	`transcript_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`channel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `videos_channel_published_idx` ON `videos` (`channel_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `videos_published_idx` ON `videos` (`published_at`);--> statement-breakpoint
CREATE INDEX `videos_channel_status_idx` ON `videos` (`channel_id`,`transcript_status`);