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
CREATE TABLE "child_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "child_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"first_names" text NOT NULL,
	"surname" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"photo" text,
	"photo_type" text DEFAULT 'image/svg+xml' NOT NULL,
	"photo_width" integer NOT NULL,
	"photo_height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_card_replacements" (
	"id" serial PRIMARY KEY NOT NULL,
	"smartcard_id" bigint NOT NULL,
	"product_reference" text NOT NULL,
	"date_requested" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"additional_details" text,
	"crime_number" text,
	"requested_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smartcard_approvals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smartcard_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"email" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"contacted" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"photo" text,
	"photo_type" text DEFAULT 'image/svg+xml' NOT NULL,
	"photo_width" integer NOT NULL,
	"photo_height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smartcard_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"smartcard_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"product_type" text NOT NULL,
	"origin_name" text,
	"destination_name" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"description" text NOT NULL,
	"order_id" bigint,
	"fulfilment_request_reference" text,
	"travel_class" text,
	"route" text,
	"valid_from" date,
	"valid_to" date,
	"validity_period" integer,
	"is_return" boolean DEFAULT false NOT NULL,
	"is_season" boolean DEFAULT false NOT NULL,
	"is_flexi" boolean DEFAULT false NOT NULL,
	"is_keygo" boolean DEFAULT false NOT NULL,
	"is_on_track" boolean DEFAULT false NOT NULL,
	"is_hotlisted" boolean DEFAULT false NOT NULL,
	"hotlisted_at" timestamp with time zone,
	"typ" text,
	"ptyp" text,
	"flexi" jsonb
);
--> statement-breakpoint
CREATE TABLE "smartcard_replacements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"smartcard_id" bigint NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"new_isrn" text,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone,
	"outcome" text,
	"deliver_by" date,
	"requested_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smartcard_swaps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smartcard_swaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"old_isrn" text NOT NULL,
	"new_isrn" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "smartcard_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smartcard_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"status" text NOT NULL,
	"from_customer_id" bigint NOT NULL,
	"to_customer_id" bigint,
	"product_reference" text,
	"ticket_number" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"class_type" text NOT NULL,
	"ticket_type_code" text NOT NULL,
	"ticket_type_name" text NOT NULL,
	"collection_location" text,
	"order_number" text NOT NULL,
	"price" integer NOT NULL,
	"purchased_date" timestamp with time zone NOT NULL,
	"route" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "smartcards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smartcards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"customer_id" bigint,
	"isrn" text NOT NULL,
	"card_status" text DEFAULT 'ACTIVE' NOT NULL,
	"card_type" text DEFAULT 'ITSO' NOT NULL,
	"passenger_type" text DEFAULT 'ADULT' NOT NULL,
	"date_issued" date NOT NULL,
	"expiry_date" date NOT NULL,
	"keygo_enabled" boolean DEFAULT false NOT NULL,
	"keygo_manual_fill_count" integer DEFAULT 0 NOT NULL,
	"promo_discount" boolean DEFAULT false NOT NULL,
	"replacement_unavailable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delay_repay_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"claim_ref" text NOT NULL,
	"request_id" text NOT NULL,
	"claims_in_request" integer DEFAULT 1 NOT NULL,
	"claim_index" integer DEFAULT 1 NOT NULL,
	"claim_type" text NOT NULL,
	"state" text NOT NULL,
	"claimant" jsonb NOT NULL,
	"email" text NOT NULL,
	"postcode" text,
	"photocard_number" text,
	"smartcard_number" text,
	"ticket_number" text,
	"ticket_type" text NOT NULL,
	"ticket_cost" integer NOT NULL,
	"ticket_issue_date" date,
	"ticket_image" text,
	"receipt_image" text,
	"origin_nlc" text NOT NULL,
	"destination_nlc" text NOT NULL,
	"via_nlcs" text[] DEFAULT '{}' NOT NULL,
	"journey_date" date NOT NULL,
	"depart_time" text NOT NULL,
	"arrive_time" text NOT NULL,
	"delay_length" text NOT NULL,
	"delay_reason" text,
	"additional_information" text,
	"refund_amount" integer,
	"claim_value" integer,
	"reimbursement_method" text NOT NULL,
	"account_number" text,
	"sort_code" text,
	"paypal_email" text,
	"amazon_email" text,
	"refund_comment" text,
	"rejection_reason" text,
	"submitted" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"brand" text NOT NULL,
	"journey_type" text NOT NULL,
	"origin" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"route_code" text,
	"service_times" jsonb NOT NULL,
	"days_of_week" text[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "rotated_to" text;--> statement-breakpoint
ALTER TABLE "child_cards" ADD CONSTRAINT "child_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_card_replacements" ADD CONSTRAINT "gold_card_replacements_smartcard_id_smartcards_id_fk" FOREIGN KEY ("smartcard_id") REFERENCES "public"."smartcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartcard_approvals" ADD CONSTRAINT "smartcard_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartcard_products" ADD CONSTRAINT "smartcard_products_smartcard_id_smartcards_id_fk" FOREIGN KEY ("smartcard_id") REFERENCES "public"."smartcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartcard_replacements" ADD CONSTRAINT "smartcard_replacements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartcard_replacements" ADD CONSTRAINT "smartcard_replacements_smartcard_id_smartcards_id_fk" FOREIGN KEY ("smartcard_id") REFERENCES "public"."smartcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartcard_swaps" ADD CONSTRAINT "smartcard_swaps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartcard_transfers" ADD CONSTRAINT "smartcard_transfers_from_customer_id_customers_id_fk" FOREIGN KEY ("from_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartcard_transfers" ADD CONSTRAINT "smartcard_transfers_to_customer_id_customers_id_fk" FOREIGN KEY ("to_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartcards" ADD CONSTRAINT "smartcards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delay_repay_claims" ADD CONSTRAINT "delay_repay_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_journeys" ADD CONSTRAINT "favourite_journeys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postcode_addresses_postcode_idx" ON "postcode_addresses" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "stations_name_idx" ON "stations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "child_cards_brand_idx" ON "child_cards" USING btree ("brand","status","created");--> statement-breakpoint
CREATE INDEX "child_cards_customer_idx" ON "child_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "gold_card_replacements_card_idx" ON "gold_card_replacements" USING btree ("smartcard_id","date_requested");--> statement-breakpoint
CREATE INDEX "smartcard_approvals_brand_idx" ON "smartcard_approvals" USING btree ("brand","status","created");--> statement-breakpoint
CREATE INDEX "smartcard_approvals_customer_idx" ON "smartcard_approvals" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "smartcard_products_reference_uq" ON "smartcard_products" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "smartcard_products_card_idx" ON "smartcard_products" USING btree ("smartcard_id");--> statement-breakpoint
CREATE INDEX "smartcard_replacements_customer_idx" ON "smartcard_replacements" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "smartcard_swaps_brand_idx" ON "smartcard_swaps" USING btree ("brand","status","created");--> statement-breakpoint
CREATE INDEX "smartcard_swaps_customer_idx" ON "smartcard_swaps" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "smartcard_transfers_brand_idx" ON "smartcard_transfers" USING btree ("brand","status","created");--> statement-breakpoint
CREATE UNIQUE INDEX "smartcards_isrn_uq" ON "smartcards" USING btree ("isrn");--> statement-breakpoint
CREATE INDEX "smartcards_customer_idx" ON "smartcards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "delay_repay_claims_customer_idx" ON "delay_repay_claims" USING btree ("customer_id","submitted");--> statement-breakpoint
CREATE INDEX "delay_repay_claims_brand_submitted_idx" ON "delay_repay_claims" USING btree ("brand","submitted");--> statement-breakpoint
CREATE INDEX "favourite_journeys_customer_idx" ON "favourite_journeys" USING btree ("customer_id");