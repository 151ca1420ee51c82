-- The search's vocabulary (docs/decisions/0021-forgiving-search.md): each word of 3 to 40
-- characters of products' names and brands, lower-cased, with the number of products that hold it,
-- and each word's trigrams. A search that finds nothing corrects its words against it.
-- Kept by triggers whoever writes products. A trigger cannot use a WITH clause, so a row's words
-- are split by json_each over the name made a JSON array: every character FTS5 also splits on
-- that may appear in a name becomes a space, then each space a '","'; a name json_valid still
-- refuses (a control character) gives no words instead of failing the product's write.
CREATE TABLE `search_term_trigrams` (
	`trigram` text NOT NULL,
	`term` text NOT NULL,
	PRIMARY KEY(`trigram`, `term`)
);
--> statement-breakpoint
CREATE TABLE `search_terms` (
	`term` text PRIMARY KEY NOT NULL,
	`products` integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TRIGGER search_terms_product_insert AFTER INSERT ON products BEGIN
  INSERT INTO search_terms (term, products) SELECT DISTINCT x.value, 1 FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.product_name || ' ' || coalesce(new.brand, '')), '-', ' '), '/', ' '), '.', ' '), ',', ' '), '(', ' '), ')', ' '), '&', ' '), '+', ' '), '''', ' '), '’', ' '), '"', ' '), '\', ' '), ':', ' '), ';', ' '), '!', ' '), '?', ' '), '[', ' '), ']', ' '), '*', ' '), '#', ' '), '%', ' '), '@', ' '), '_', ' '), '|', ' '), '~', ' '), '`', ' '), '=', ' '), '<', ' '), '>', ' '), '{', ' '), '}', ' '), '$', ' '), '^', ' '), '–', ' '), '—', ' '), char(9), ' '), char(10), ' '), char(13), ' '), ' ', '","') || '"]' AS j) w, json_each(CASE WHEN json_valid(w.j) THEN w.j ELSE '[]' END) x WHERE length(x.value) BETWEEN 3 AND 40 AND x.value GLOB '*[a-z]*'
  ON CONFLICT(term) DO UPDATE SET products = products + 1;
END;
--> statement-breakpoint
CREATE TRIGGER search_terms_product_delete AFTER DELETE ON products BEGIN
  UPDATE search_terms SET products = products - 1 WHERE term IN (SELECT x.value FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(old.product_name || ' ' || coalesce(old.brand, '')), '-', ' '), '/', ' '), '.', ' '), ',', ' '), '(', ' '), ')', ' '), '&', ' '), '+', ' '), '''', ' '), '’', ' '), '"', ' '), '\', ' '), ':', ' '), ';', ' '), '!', ' '), '?', ' '), '[', ' '), ']', ' '), '*', ' '), '#', ' '), '%', ' '), '@', ' '), '_', ' '), '|', ' '), '~', ' '), '`', ' '), '=', ' '), '<', ' '), '>', ' '), '{', ' '), '}', ' '), '$', ' '), '^', ' '), '–', ' '), '—', ' '), char(9), ' '), char(10), ' '), char(13), ' '), ' ', '","') || '"]' AS j) w, json_each(CASE WHEN json_valid(w.j) THEN w.j ELSE '[]' END) x WHERE length(x.value) BETWEEN 3 AND 40 AND x.value GLOB '*[a-z]*');
END;
--> statement-breakpoint
CREATE TRIGGER search_terms_product_update AFTER UPDATE OF product_name, brand ON products
WHEN new.product_name IS NOT old.product_name OR new.brand IS NOT old.brand BEGIN
  UPDATE search_terms SET products = products - 1 WHERE term IN (SELECT x.value FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(old.product_name || ' ' || coalesce(old.brand, '')), '-', ' '), '/', ' '), '.', ' '), ',', ' '), '(', ' '), ')', ' '), '&', ' '), '+', ' '), '''', ' '), '’', ' '), '"', ' '), '\', ' '), ':', ' '), ';', ' '), '!', ' '), '?', ' '), '[', ' '), ']', ' '), '*', ' '), '#', ' '), '%', ' '), '@', ' '), '_', ' '), '|', ' '), '~', ' '), '`', ' '), '=', ' '), '<', ' '), '>', ' '), '{', ' '), '}', ' '), '$', ' '), '^', ' '), '–', ' '), '—', ' '), char(9), ' '), char(10), ' '), char(13), ' '), ' ', '","') || '"]' AS j) w, json_each(CASE WHEN json_valid(w.j) THEN w.j ELSE '[]' END) x WHERE length(x.value) BETWEEN 3 AND 40 AND x.value GLOB '*[a-z]*');
  INSERT INTO search_terms (term, products) SELECT DISTINCT x.value, 1 FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.product_name || ' ' || coalesce(new.brand, '')), '-', ' '), '/', ' '), '.', ' '), ',', ' '), '(', ' '), ')', ' '), '&', ' '), '+', ' '), '''', ' '), '’', ' '), '"', ' '), '\', ' '), ':', ' '), ';', ' '), '!', ' '), '?', ' '), '[', ' '), ']', ' '), '*', ' '), '#', ' '), '%', ' '), '@', ' '), '_', ' '), '|', ' '), '~', ' '), '`', ' '), '=', ' '), '<', ' '), '>', ' '), '{', ' '), '}', ' '), '$', ' '), '^', ' '), '–', ' '), '—', ' '), char(9), ' '), char(10), ' '), char(13), ' '), ' ', '","') || '"]' AS j) w, json_each(CASE WHEN json_valid(w.j) THEN w.j ELSE '[]' END) x WHERE length(x.value) BETWEEN 3 AND 40 AND x.value GLOB '*[a-z]*'
  ON CONFLICT(term) DO UPDATE SET products = products + 1;
END;
--> statement-breakpoint
CREATE TRIGGER search_term_trigrams_insert AFTER INSERT ON search_terms BEGIN
  INSERT OR IGNORE INTO search_term_trigrams (trigram, term)
  SELECT substr(' ' || new.term || ' ', p.value, 3), new.term FROM json_each('[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40]') p WHERE p.value <= length(new.term);
END;
--> statement-breakpoint
INSERT INTO search_terms (term, products)
SELECT value, count(*) FROM (SELECT DISTINCT p.seq, x.value FROM products p, json_each(CASE WHEN json_valid('["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.product_name || ' ' || coalesce(p.brand, '')), '-', ' '), '/', ' '), '.', ' '), ',', ' '), '(', ' '), ')', ' '), '&', ' '), '+', ' '), '''', ' '), '’', ' '), '"', ' '), '\', ' '), ':', ' '), ';', ' '), '!', ' '), '?', ' '), '[', ' '), ']', ' '), '*', ' '), '#', ' '), '%', ' '), '@', ' '), '_', ' '), '|', ' '), '~', ' '), '`', ' '), '=', ' '), '<', ' '), '>', ' '), '{', ' '), '}', ' '), '$', ' '), '^', ' '), '–', ' '), '—', ' '), char(9), ' '), char(10), ' '), char(13), ' '), ' ', '","') || '"]') THEN '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.product_name || ' ' || coalesce(p.brand, '')), '-', ' '), '/', ' '), '.', ' '), ',', ' '), '(', ' '), ')', ' '), '&', ' '), '+', ' '), '''', ' '), '’', ' '), '"', ' '), '\', ' '), ':', ' '), ';', ' '), '!', ' '), '?', ' '), '[', ' '), ']', ' '), '*', ' '), '#', ' '), '%', ' '), '@', ' '), '_', ' '), '|', ' '), '~', ' '), '`', ' '), '=', ' '), '<', ' '), '>', ' '), '{', ' '), '}', ' '), '$', ' '), '^', ' '), '–', ' '), '—', ' '), char(9), ' '), char(10), ' '), char(13), ' '), ' ', '","') || '"]' ELSE '[]' END) x WHERE length(x.value) BETWEEN 3 AND 40 AND x.value GLOB '*[a-z]*')
GROUP BY value;
