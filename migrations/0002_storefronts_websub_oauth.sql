CREATE TABLE `channel_oauth_grants` (
	`channel_id` text PRIMARY KEY NOT NULL,
	`refresh_token_enc` text NOT NULL,
	`access_token_enc` text,
	`access_token_expires_at` integer,
	`scope` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`channel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `storefront_products` (
	`storefront_id` text NOT NULL,
	`product_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`storefront_id`, `product_id`),
	FOREIGN KEY (`storefront_id`) REFERENCES `storefronts`(`storefront_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`product_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `storefront_products_order_idx` ON `storefront_products` (`storefront_id`,`position`);--> statement-breakpoint
CREATE TABLE `storefronts` (
	`storefront_id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`handle` text NOT NULL,
	`custom_domain` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `creator_applications`(`application_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`channel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `storefronts_handle_unique` ON `storefronts` (lower("handle"));--> statement-breakpoint
CREATE UNIQUE INDEX `storefronts_channel_unique` ON `storefronts` (`channel_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `storefronts_application_unique` ON `storefronts` (`application_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `storefronts_domain_unique` ON `storefronts` (`custom_domain`);--> statement-breakpoint
CREATE TABLE `websub_subscriptions` (
	`channel_id` text PRIMARY KEY NOT NULL,
	`topic_url` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`lease_seconds` integer,
	`lease_expires_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`channel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `websub_subscriptions_status_lease_idx` ON `websub_subscriptions` (`status`,`lease_expires_at`);