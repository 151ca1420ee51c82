ALTER TABLE `websub_subscriptions` ADD `callback_nonce` text;--> statement-breakpoint
ALTER TABLE `websub_subscriptions` ADD `pending_nonce` text;--> statement-breakpoint
ALTER TABLE `websub_subscriptions` ADD `pending_mode` text;--> statement-breakpoint
ALTER TABLE `websub_subscriptions` ADD `requested_at` text;