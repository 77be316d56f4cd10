CREATE TABLE "postcode_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"postcode" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"line3" text,
	"town" text NOT NULL,
	"country" text DEFAULT 'GBR' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"nlc" text PRIMARY KEY NOT NULL,
	"crs" text NOT NULL,
	"name" text NOT NULL,
	"networks" text[] NOT NULL,
	"smartcard_collection" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stations_crs_unique" UNIQUE("crs")
);
--> statement-breakpoint
CREATE INDEX "postcode_addresses_postcode_idx" ON "postcode_addresses" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "stations_name_idx" ON "stations" USING btree ("name");