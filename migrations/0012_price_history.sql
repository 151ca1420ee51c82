CREATE TABLE `listing_prices` (
	`price_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`amazon_product_id` text NOT NULL,
	`price` real NOT NULL,
	`currency` text NOT NULL,
	`observed_at` text NOT NULL,
	FOREIGN KEY (`amazon_product_id`) REFERENCES `marketplace_items`(`amazon_product_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `listing_prices_item_observed_idx` ON `listing_prices` (`amazon_product_id`,`observed_at`);--> statement-breakpoint
CREATE TABLE `product_follows` (
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`product_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_follows_user_created_idx` ON `product_follows` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `product_follows_product_idx` ON `product_follows` (`product_id`);--> statement-breakpoint
-- Hand-written: the price each live item has now starts its history, so the first re-check after this migration can judge a drop.
INSERT INTO `listing_prices` (`amazon_product_id`, `price`, `currency`, `observed_at`)
SELECT `amazon_product_id`, `price`, `currency`, `fetched_at` FROM `marketplace_items` WHERE `price` IS NOT NULL AND `is_dead` = 0;
