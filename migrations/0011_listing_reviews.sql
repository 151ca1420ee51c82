CREATE TABLE `listing_reviews` (
	`review_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_key` text NOT NULL,
	`product_id` text NOT NULL,
	`amazon_product_id` text NOT NULL,
	`candidate` text NOT NULL,
	`match_score` real NOT NULL,
	`match_reasons` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` text,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`product_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reviews_key_item_unique` ON `listing_reviews` (`match_key`,`amazon_product_id`);--> statement-breakpoint
CREATE INDEX `listing_reviews_status_idx` ON `listing_reviews` (`status`,`review_id`);--> statement-breakpoint
CREATE INDEX `listing_reviews_product_idx` ON `listing_reviews` (`product_id`);