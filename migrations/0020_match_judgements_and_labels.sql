CREATE TABLE `match_judgements` (
	`match_key` text NOT NULL,
	`amazon_product_id` text NOT NULL,
	`same_product` integer NOT NULL,
	`relation` text NOT NULL,
	`reason` text NOT NULL,
	`model` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`match_key`, `amazon_product_id`)
);
--> statement-breakpoint
CREATE TABLE `match_labels` (
	`label_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_key` text NOT NULL,
	`amazon_product_id` text NOT NULL,
	`mention` text NOT NULL,
	`candidate` text NOT NULL,
	`expected` integer NOT NULL,
	`decided_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_labels_key_item_unique` ON `match_labels` (`match_key`,`amazon_product_id`);