-- channels.product_count is the number of the channel's listed products, kept exact by the database
-- itself: every write to products (pipeline, listing re-check, review queue, anything to come) moves
-- it, so a creator's product total and "subscribed only" totals are read in O(1) instead of counted.
CREATE TRIGGER `products_count_ai` AFTER INSERT ON `products` WHEN new.listed = 1 BEGIN
	UPDATE channels SET product_count = product_count + 1 WHERE channel_id = new.channel_id;
END;
--> statement-breakpoint
CREATE TRIGGER `products_count_ad` AFTER DELETE ON `products` WHEN old.listed = 1 BEGIN
	UPDATE channels SET product_count = product_count - 1 WHERE channel_id = old.channel_id;
END;
--> statement-breakpoint
CREATE TRIGGER `products_count_au` AFTER UPDATE OF listed, channel_id ON `products`
	WHEN old.listed IS NOT new.listed OR old.channel_id IS NOT new.channel_id BEGIN
	UPDATE channels SET product_count = product_count - 1 WHERE old.listed = 1 AND channel_id = old.channel_id;
	UPDATE channels SET product_count = product_count + 1 WHERE new.listed = 1 AND channel_id = new.channel_id;
END;
--> statement-breakpoint
UPDATE channels SET product_count = (SELECT count(*) FROM products p WHERE p.channel_id = channels.channel_id AND p.listed = 1);
