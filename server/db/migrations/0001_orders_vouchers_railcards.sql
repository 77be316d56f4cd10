CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"brand" text NOT NULL,
	"status" text NOT NULL,
	"case_reference" text NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text NOT NULL,
	"other_reason" text,
	"decline_reason" text,
	"creator" text NOT NULL,
	"reviewer" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed" timestamp with time zone,
	"pending_change" jsonb,
	"removed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_railcard_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"digital_railcard_id" integer,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"recipient" text NOT NULL,
	"date_sent" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"resent_from" integer
);
--> statement-breakpoint
CREATE TABLE "digital_railcard_trail" (
	"id" serial PRIMARY KEY NOT NULL,
	"digital_railcard_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text NOT NULL,
	"editor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_railcards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"brand" text NOT NULL,
	"railcard_code" text NOT NULL,
	"railcard_number" text NOT NULL,
	"primary_first_name" text NOT NULL,
	"primary_last_name" text NOT NULL,
	"railcard_state" text NOT NULL,
	"valid_from" date NOT NULL,
	"expiry_date" date NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railcard_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"railcard_id" integer,
	"railcard_code" text NOT NULL,
	"railcard_number" text NOT NULL,
	"action" text NOT NULL,
	"editor" text NOT NULL,
	"action_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railcard_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smartcard_statuses" (
	"isrn" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "was_amended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "brand" text NOT NULL;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "expiry_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "accepted" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "first_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "last_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "application" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "photo_height" integer;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "sync_with_keygo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "railcards" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_railcard_emails" ADD CONSTRAINT "digital_railcard_emails_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_railcard_emails" ADD CONSTRAINT "digital_railcard_emails_digital_railcard_id_digital_railcards_id_fk" FOREIGN KEY ("digital_railcard_id") REFERENCES "public"."digital_railcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_railcard_trail" ADD CONSTRAINT "digital_railcard_trail_digital_railcard_id_digital_railcards_id_fk" FOREIGN KEY ("digital_railcard_id") REFERENCES "public"."digital_railcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD CONSTRAINT "digital_railcards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD CONSTRAINT "digital_railcards_railcard_code_railcard_types_code_fk" FOREIGN KEY ("railcard_code") REFERENCES "public"."railcard_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railcard_history" ADD CONSTRAINT "railcard_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railcard_history" ADD CONSTRAINT "railcard_history_railcard_id_railcards_id_fk" FOREIGN KEY ("railcard_id") REFERENCES "public"."railcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vouchers_customer_idx" ON "vouchers" USING btree ("customer_id","start_date");--> statement-breakpoint
CREATE INDEX "vouchers_brand_status_idx" ON "vouchers" USING btree ("brand","status");--> statement-breakpoint
CREATE INDEX "vouchers_brand_case_reference_idx" ON "vouchers" USING btree ("brand",lower("case_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "digital_railcard_emails_customer_idx" ON "digital_railcard_emails" USING btree ("customer_id","date_sent");--> statement-breakpoint
CREATE INDEX "digital_railcard_trail_railcard_idx" ON "digital_railcard_trail" USING btree ("digital_railcard_id","date");--> statement-breakpoint
CREATE INDEX "digital_railcards_customer_idx" ON "digital_railcards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "railcard_history_customer_idx" ON "railcard_history" USING btree ("customer_id","action_date");--> statement-breakpoint
CREATE INDEX "railcard_history_railcard_idx" ON "railcard_history" USING btree ("railcard_id");--> statement-breakpoint
ALTER TABLE "railcards" ADD CONSTRAINT "railcards_code_railcard_types_code_fk" FOREIGN KEY ("code") REFERENCES "public"."railcard_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_brand_purchase_idx" ON "orders" USING btree ("brand","purchase_date");--> statement-breakpoint
CREATE INDEX "orders_brand_collection_idx" ON "orders" USING btree ("brand",upper("collection_reference"));--> statement-breakpoint
CREATE INDEX "orders_utns_idx" ON "orders" USING gin ("utns");--> statement-breakpoint
CREATE INDEX "railcards_applications_idx" ON "railcards" USING btree ("brand","state","created") WHERE "railcards"."application";