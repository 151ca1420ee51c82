-- Full-text search over products and channels (SQLite FTS5, external content).
-- The content tables keep the text; these indexes follow them through triggers.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
	product_name, brand, category, subcategory,
	content='products', content_rowid='seq',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `products_fts_ai` AFTER INSERT ON `products` BEGIN
	INSERT INTO products_fts(rowid, product_name, brand, category, subcategory)
	VALUES (new.seq, new.product_name, coalesce(new.brand, ''), coalesce(new.category, ''), coalesce(new.subcategory, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_ad` AFTER DELETE ON `products` BEGIN
	INSERT INTO products_fts(products_fts, rowid, product_name, brand, category, subcategory)
	VALUES ('delete', old.seq, old.product_name, coalesce(old.brand, ''), coalesce(old.category, ''), coalesce(old.subcategory, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_au` AFTER UPDATE OF product_name, brand, category, subcategory ON `products` BEGIN
	INSERT INTO products_fts(products_fts, rowid, product_name, brand, category, subcategory)
	VALUES ('delete', old.seq, old.product_name, coalesce(old.brand, ''), coalesce(old.category, ''), coalesce(old.subcategory, ''));
	INSERT INTO products_fts(rowid, product_name, brand, category, subcategory)
	VALUES (new.seq, new.product_name, coalesce(new.brand, ''), coalesce(new.category, ''), coalesce(new.subcategory, ''));
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `channels_fts` USING fts5(
	channel_name, handle, description,
	content='channels', content_rowid='seq',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `channels_fts_ai` AFTER INSERT ON `channels` BEGIN
	INSERT INTO channels_fts(rowid, channel_name, handle, description)
	VALUES (new.seq, new.channel_name, new.handle, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `channels_fts_ad` AFTER DELETE ON `channels` BEGIN
	INSERT INTO channels_fts(channels_fts, rowid, channel_name, handle, description)
	VALUES ('delete', old.seq, old.channel_name, old.handle, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `channels_fts_au` AFTER UPDATE OF channel_name, handle, description ON `channels` BEGIN
	INSERT INTO channels_fts(channels_fts, rowid, channel_name, handle, description)
	VALUES ('delete', old.seq, old.channel_name, old.handle, old.description);
	INSERT INTO channels_fts(rowid, channel_name, handle, description)
	VALUES (new.seq, new.channel_name, new.handle, new.description);
END;
