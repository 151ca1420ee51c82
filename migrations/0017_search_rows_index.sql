-- A text search checks, sorts and ranks its 500 newest matches by these columns: read from this
-- index (worker/db/queries/products.ts names it with INDEXED BY) instead of each match's whole row.
CREATE INDEX `products_search_rows_idx` ON `products` (`seq`,`listed`,`channel_show`,`published_at`,`price`,`rating`,`product_name`);
