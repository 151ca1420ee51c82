CREATE TABLE `local_offer_prices` (
	`price_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`amazon_product_id` text NOT NULL,
	`marketplace` text NOT NULL,
	`price` real NOT NULL,
	`currency` text NOT NULL,
	`observed_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `local_offer_prices_item_observed_idx` ON `local_offer_prices` (`amazon_product_id`,`marketplace`,`observed_at`);--> statement-breakpoint
CREATE TABLE `local_offers` (
	`amazon_product_id` text NOT NULL,
	`marketplace` text NOT NULL,
	`local_asin` text,
	`title` text,
	`image_url` text,
	`currency` text NOT NULL,
	`price` real,
	`rating` real,
	`reviews_count` integer DEFAULT 0 NOT NULL,
	`product_url` text,
	`fetched_at` text NOT NULL,
	`is_dead` integer DEFAULT false NOT NULL,
	`status` text NOT NULL,
	`match_score` real,
	`match_reasons` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`amazon_product_id`, `marketplace`),
	FOREIGN KEY (`amazon_product_id`) REFERENCES `marketplace_items`(`amazon_product_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `local_offers_recheck_idx` ON `local_offers` (`marketplace`,`status`,`is_dead`,`fetched_at`,`amazon_product_id`);--> statement-breakpoint
CREATE TABLE `storefront_partner_tags` (
	`storefront_id` text NOT NULL,
	`marketplace` text NOT NULL,
	`partner_tag` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`storefront_id`, `marketplace`),
	FOREIGN KEY (`storefront_id`) REFERENCES `storefronts`(`storefront_id`) ON UPDATE no action ON DELETE cascade
);
