CREATE TABLE `channel_owners` (
	`channel_id` text NOT NULL,
	`user_id` text NOT NULL,
	`proof` text NOT NULL,
	`verified_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`channel_id`, `user_id`),
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`channel_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `channel_owners_user_idx` ON `channel_owners` (`user_id`);--> statement-breakpoint
CREATE TABLE `storefront_entries` (
	`storefront_id` text NOT NULL,
	`match_key` text NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`position` integer,
	`note` text DEFAULT '' NOT NULL,
	`collection` text DEFAULT '' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`storefront_id`, `match_key`),
	FOREIGN KEY (`storefront_id`) REFERENCES `storefronts`(`storefront_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `storefront_view_days` (
	`day` text NOT NULL,
	`storefront_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `storefront_id`, `country`)
);
--> statement-breakpoint
CREATE INDEX `storefront_view_days_channel_day_idx` ON `storefront_view_days` (`channel_id`,`day`);--> statement-breakpoint
ALTER TABLE `storefronts` ADD `domain_token` text;--> statement-breakpoint
ALTER TABLE `storefronts` ADD `domain_verified_at` text;--> statement-breakpoint
ALTER TABLE `storefronts` ADD `headline` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `storefronts` ADD `bio` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `storefronts` ADD `partner_tag` text;--> statement-breakpoint
-- Domains set before verification existed were set by an admin: they stay served.
UPDATE `storefronts` SET `domain_verified_at` = `updated_at` WHERE `custom_domain` IS NOT NULL;
