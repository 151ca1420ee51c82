-- The creators of each product (match key), kept by the database itself: every write to products
-- (pipeline, review queue, anything to come) and every change of a channel's visibility or name
-- moves these rows, so a product card's first creators by name and their number are a few index
-- entries instead of every mention of the product joined to its channel and sorted.
CREATE TABLE `match_key_creators` (
	`match_key` text NOT NULL,
	`channel_id` text NOT NULL,
	`mentions` integer NOT NULL,
	`channel_show` integer NOT NULL,
	`channel_name` text NOT NULL,
	PRIMARY KEY(`match_key`, `channel_id`)
);
--> statement-breakpoint
INSERT INTO `match_key_creators` (`match_key`, `channel_id`, `mentions`, `channel_show`, `channel_name`)
SELECT p.match_key, p.channel_id, count(*), c.show, c.channel_name
FROM products p JOIN channels c ON c.channel_id = p.channel_id
GROUP BY p.match_key, p.channel_id;
--> statement-breakpoint
CREATE INDEX `match_key_creators_name_idx` ON `match_key_creators` (`match_key`,`channel_show`,"channel_name" COLLATE NOCASE,`channel_id`);--> statement-breakpoint
CREATE INDEX `match_key_creators_channel_idx` ON `match_key_creators` (`channel_id`);--> statement-breakpoint
CREATE TRIGGER `match_key_creators_ai` AFTER INSERT ON `products` BEGIN
	INSERT INTO match_key_creators (match_key, channel_id, mentions, channel_show, channel_name)
	SELECT new.match_key, new.channel_id, 1, c.show, c.channel_name FROM channels c WHERE c.channel_id = new.channel_id
	ON CONFLICT (match_key, channel_id) DO UPDATE SET mentions = mentions + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `match_key_creators_ad` AFTER DELETE ON `products` BEGIN
	UPDATE match_key_creators SET mentions = mentions - 1 WHERE match_key = old.match_key AND channel_id = old.channel_id;
	DELETE FROM match_key_creators WHERE match_key = old.match_key AND channel_id = old.channel_id AND mentions <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `match_key_creators_au` AFTER UPDATE OF match_key, channel_id ON `products`
	WHEN old.match_key IS NOT new.match_key OR old.channel_id IS NOT new.channel_id BEGIN
	UPDATE match_key_creators SET mentions = mentions - 1 WHERE match_key = old.match_key AND channel_id = old.channel_id;
	DELETE FROM match_key_creators WHERE match_key = old.match_key AND channel_id = old.channel_id AND mentions <= 0;
	INSERT INTO match_key_creators (match_key, channel_id, mentions, channel_show, channel_name)
	SELECT new.match_key, new.channel_id, 1, c.show, c.channel_name FROM channels c WHERE c.channel_id = new.channel_id
	ON CONFLICT (match_key, channel_id) DO UPDATE SET mentions = mentions + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `match_key_creators_channel_au` AFTER UPDATE OF show, channel_name ON `channels`
	WHEN old.show IS NOT new.show OR old.channel_name IS NOT new.channel_name BEGIN
	UPDATE match_key_creators SET channel_show = new.show, channel_name = new.channel_name WHERE channel_id = new.channel_id;
END;
