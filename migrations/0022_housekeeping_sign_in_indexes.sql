CREATE INDEX `known_sign_ins_last_seen_idx` ON `known_sign_ins` (`last_seen_at`);--> statement-breakpoint
CREATE INDEX `sign_in_links_expires_idx` ON `sign_in_links` (`expires_at`);