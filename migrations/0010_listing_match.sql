ALTER TABLE `product_listings` ADD `match_score` real;--> statement-breakpoint
ALTER TABLE `product_listings` ADD `match_reasons` text;