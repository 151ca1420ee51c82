-- One card per product (docs/decisions/0019): each creator's row of a product in match_key_creators
-- names its representative mention (newest listed, else newest) with the columns lists filter and
-- sort by, and product_groups holds one row per product with a listed mention, represented by its
-- newest listed mention of a visible creator (else of a hidden one, show 0). Both are kept by the
-- database, whoever writes: products -> match_key_creators (the triggers of 0014, rewritten to also
-- name the representative) -> product_groups (triggers on match_key_creators, so a channel hidden or
-- shown moves its products' groups too).
CREATE INDEX `products_key_channel_listed_idx` ON `products` (`match_key`,`channel_id`,`listed`,`published_at`);
--> statement-breakpoint
-- A text search's candidates carry their product key from this index: grouped by product without their rows.
DROP INDEX `products_search_rows_idx`;
--> statement-breakpoint
CREATE INDEX `products_search_rows_idx` ON `products` (`seq`,`listed`,`channel_show`,`published_at`,`price`,`rating`,`product_name`,`match_key`);
--> statement-breakpoint
CREATE TABLE `product_groups` (
	`seq` integer PRIMARY KEY NOT NULL,
	`match_key` text NOT NULL,
	`show` integer NOT NULL,
	`published_at` text NOT NULL,
	`price` real,
	`rating` real,
	`category` text,
	`subcategory` text
);
--> statement-breakpoint
ALTER TABLE `match_key_creators` ADD `seq` integer;
--> statement-breakpoint
ALTER TABLE `match_key_creators` ADD `listed` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `match_key_creators` ADD `published_at` text;
--> statement-breakpoint
ALTER TABLE `match_key_creators` ADD `price` real;
--> statement-breakpoint
ALTER TABLE `match_key_creators` ADD `rating` real;
--> statement-breakpoint
ALTER TABLE `match_key_creators` ADD `category` text;
--> statement-breakpoint
ALTER TABLE `match_key_creators` ADD `subcategory` text;
--> statement-breakpoint
-- The backfill, before the indexes and triggers that would otherwise be kept row by row.
UPDATE match_key_creators SET (seq, listed, published_at, price, rating, category, subcategory) = (
	SELECT p.seq, p.listed, p.published_at, p.price, p.rating, p.category, p.subcategory FROM products p
	WHERE p.match_key = match_key_creators.match_key AND p.channel_id = match_key_creators.channel_id ORDER BY p.listed DESC, p.published_at DESC, p.seq DESC LIMIT 1);
--> statement-breakpoint
INSERT INTO product_groups (seq, match_key, show, published_at, price, rating, category, subcategory)
SELECT seq, match_key, channel_show, published_at, price, rating, category, subcategory FROM (
	SELECT k.*, row_number() OVER (PARTITION BY k.match_key ORDER BY k.channel_show DESC, k.published_at DESC, k.seq DESC) AS n
	FROM match_key_creators k WHERE k.listed = 1)
WHERE n = 1;
--> statement-breakpoint
CREATE UNIQUE INDEX `product_groups_match_key_unique` ON `product_groups` (`match_key`);
--> statement-breakpoint
CREATE INDEX `product_groups_recent_idx` ON `product_groups` (`show`,`published_at`);
--> statement-breakpoint
CREATE INDEX `product_groups_price_idx` ON `product_groups` (`show`,`price`);
--> statement-breakpoint
CREATE INDEX `product_groups_rating_idx` ON `product_groups` (`show`,`rating`);
--> statement-breakpoint
CREATE INDEX `product_groups_category_idx` ON `product_groups` (`show`,`category`,`subcategory`,`published_at`);
--> statement-breakpoint
CREATE INDEX `product_groups_category_recent_idx` ON `product_groups` (`show`,`category`,`published_at`);
--> statement-breakpoint
CREATE INDEX `product_groups_category_price_idx` ON `product_groups` (`show`,`category`,`price`);
--> statement-breakpoint
CREATE INDEX `product_groups_category_rating_idx` ON `product_groups` (`show`,`category`,`rating`);
--> statement-breakpoint
CREATE INDEX `match_key_creators_channel_recent_idx` ON `match_key_creators` (`channel_id`,`listed`,`published_at`,`seq`,`match_key`);
--> statement-breakpoint
CREATE INDEX `match_key_creators_channel_price_idx` ON `match_key_creators` (`channel_id`,`listed`,`price`,`seq`,`match_key`);
--> statement-breakpoint
CREATE INDEX `match_key_creators_channel_rating_idx` ON `match_key_creators` (`channel_id`,`listed`,`rating`,`seq`,`match_key`);
--> statement-breakpoint
CREATE INDEX `match_key_creators_seq_idx` ON `match_key_creators` (`seq`,`match_key`,`published_at`,`price`,`rating`);
--> statement-breakpoint
CREATE INDEX `match_key_creators_key_best_idx` ON `match_key_creators` (`match_key`,`listed`,`channel_show`,`published_at`,`seq`);
--> statement-breakpoint
DROP TRIGGER `match_key_creators_ai`;
--> statement-breakpoint
DROP TRIGGER `match_key_creators_ad`;
--> statement-breakpoint
DROP TRIGGER `match_key_creators_au`;
--> statement-breakpoint
CREATE TRIGGER `match_key_creators_ai` AFTER INSERT ON `products` BEGIN
	INSERT INTO match_key_creators (match_key, channel_id, mentions, channel_show, channel_name)
	SELECT new.match_key, new.channel_id, 1, c.show, c.channel_name FROM channels c WHERE c.channel_id = new.channel_id
	ON CONFLICT (match_key, channel_id) DO UPDATE SET mentions = mentions + 1;
	UPDATE match_key_creators SET (seq, listed, published_at, price, rating, category, subcategory) = (
		SELECT p.seq, p.listed, p.published_at, p.price, p.rating, p.category, p.subcategory FROM products p
		WHERE p.match_key = new.match_key AND p.channel_id = new.channel_id ORDER BY p.listed DESC, p.published_at DESC, p.seq DESC LIMIT 1)
	WHERE match_key = new.match_key AND channel_id = new.channel_id;
END;
--> statement-breakpoint
CREATE TRIGGER `match_key_creators_ad` AFTER DELETE ON `products` BEGIN
	UPDATE match_key_creators SET mentions = mentions - 1 WHERE match_key = old.match_key AND channel_id = old.channel_id;
	DELETE FROM match_key_creators WHERE match_key = old.match_key AND channel_id = old.channel_id AND mentions <= 0;
	UPDATE match_key_creators SET (seq, listed, published_at, price, rating, category, subcategory) = (
		SELECT p.seq, p.listed, p.published_at, p.price, p.rating, p.category, p.subcategory FROM products p
		WHERE p.match_key = old.match_key AND p.channel_id = old.channel_id ORDER BY p.listed DESC, p.published_at DESC, p.seq DESC LIMIT 1)
	WHERE match_key = old.match_key AND channel_id = old.channel_id;
END;
--> statement-breakpoint
CREATE TRIGGER `match_key_creators_au` AFTER UPDATE OF match_key, channel_id ON `products`
	WHEN old.match_key IS NOT new.match_key OR old.channel_id IS NOT new.channel_id BEGIN
	UPDATE match_key_creators SET mentions = mentions - 1 WHERE match_key = old.match_key AND channel_id = old.channel_id;
	DELETE FROM match_key_creators WHERE match_key = old.match_key AND channel_id = old.channel_id AND mentions <= 0;
	UPDATE match_key_creators SET (seq, listed, published_at, price, rating, category, subcategory) = (
		SELECT p.seq, p.listed, p.published_at, p.price, p.rating, p.category, p.subcategory FROM products p
		WHERE p.match_key = old.match_key AND p.channel_id = old.channel_id ORDER BY p.listed DESC, p.published_at DESC, p.seq DESC LIMIT 1)
	WHERE match_key = old.match_key AND channel_id = old.channel_id;
	INSERT INTO match_key_creators (match_key, channel_id, mentions, channel_show, channel_name)
	SELECT new.match_key, new.channel_id, 1, c.show, c.channel_name FROM channels c WHERE c.channel_id = new.channel_id
	ON CONFLICT (match_key, channel_id) DO UPDATE SET mentions = mentions + 1;
	UPDATE match_key_creators SET (seq, listed, published_at, price, rating, category, subcategory) = (
		SELECT p.seq, p.listed, p.published_at, p.price, p.rating, p.category, p.subcategory FROM products p
		WHERE p.match_key = new.match_key AND p.channel_id = new.channel_id ORDER BY p.listed DESC, p.published_at DESC, p.seq DESC LIMIT 1)
	WHERE match_key = new.match_key AND channel_id = new.channel_id;
END;
--> statement-breakpoint
CREATE TRIGGER `match_key_creators_rep_au` AFTER UPDATE OF listed, published_at, price, rating, category, subcategory ON `products`
	WHEN old.listed IS NOT new.listed OR old.published_at IS NOT new.published_at OR old.price IS NOT new.price OR old.rating IS NOT new.rating OR old.category IS NOT new.category OR old.subcategory IS NOT new.subcategory BEGIN
	UPDATE match_key_creators SET (seq, listed, published_at, price, rating, category, subcategory) = (
		SELECT p.seq, p.listed, p.published_at, p.price, p.rating, p.category, p.subcategory FROM products p
		WHERE p.match_key = new.match_key AND p.channel_id = new.channel_id ORDER BY p.listed DESC, p.published_at DESC, p.seq DESC LIMIT 1)
	WHERE match_key = new.match_key AND channel_id = new.channel_id;
END;
--> statement-breakpoint
-- A new creator row is not listed until its representative is written (an update): no insert trigger.
CREATE TRIGGER `product_groups_au` AFTER UPDATE OF seq, listed, published_at, price, rating, category, subcategory, channel_show ON `match_key_creators`
	WHEN old.seq IS NOT new.seq OR old.listed IS NOT new.listed OR old.published_at IS NOT new.published_at OR old.price IS NOT new.price OR old.rating IS NOT new.rating OR old.category IS NOT new.category OR old.subcategory IS NOT new.subcategory OR old.channel_show IS NOT new.channel_show BEGIN
	DELETE FROM product_groups WHERE match_key = new.match_key;
	INSERT OR REPLACE INTO product_groups (seq, match_key, show, published_at, price, rating, category, subcategory)
	SELECT seq, match_key, channel_show, published_at, price, rating, category, subcategory FROM match_key_creators
	WHERE match_key = new.match_key AND listed = 1 ORDER BY channel_show DESC, published_at DESC, seq DESC LIMIT 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_groups_ad` AFTER DELETE ON `match_key_creators` BEGIN
	DELETE FROM product_groups WHERE match_key = old.match_key;
	INSERT OR REPLACE INTO product_groups (seq, match_key, show, published_at, price, rating, category, subcategory)
	SELECT seq, match_key, channel_show, published_at, price, rating, category, subcategory FROM match_key_creators
	WHERE match_key = old.match_key AND listed = 1 ORDER BY channel_show DESC, published_at DESC, seq DESC LIMIT 1;
END;
