-- Issue 10, search at a million customers (docs/decisions/0065-search-counts-capped-not-estimated.md). Covering indexes, written by hand because
-- drizzle's index builder has no INCLUDE: with them a search by buyer reads only index pages (index-only scans) —
-- the buyers of a surname prefix with their ids, each buyer's orders with their dates — and touches the tables for
-- the one page it shows.
CREATE INDEX IF NOT EXISTS "customers_brand_surname_cover_idx" ON "customers" USING btree ("brand", lower("surname") text_pattern_ops) INCLUDE ("id", "surname");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_id_cover_idx" ON "customers" USING btree ("id") INCLUDE ("brand", "surname", "first_names");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_cover_idx" ON "orders" USING btree ("customer_id", "purchase_date") INCLUDE ("id", "brand");
