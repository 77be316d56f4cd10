CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"name" text,
	"contact_name" text,
	"line1" text,
	"line2" text,
	"line3" text,
	"town" text,
	"post_code" text,
	"country" text DEFAULT 'GBR' NOT NULL,
	"telephone_number" text,
	"is_smartcard" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_trail" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"api_method" text NOT NULL,
	"api_endpoint" text NOT NULL,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"family" text NOT NULL,
	"session_short" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_trail" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"editor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"title" text,
	"first_names" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"telephone_number" text,
	"postcode" text,
	"smartcard_number" text,
	"photocard_id" text,
	"date_of_birth" date,
	"is_locked" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"state" text NOT NULL,
	"purchase_date" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"delivery_type" text NOT NULL,
	"collection_reference" text,
	"total" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "railcards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"railcard_number" text NOT NULL,
	"code" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factor_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_token_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"brand" text NOT NULL,
	"password_hash" text NOT NULL,
	"grant_level" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_trail" ADD CONSTRAINT "audit_trail_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_trail" ADD CONSTRAINT "customer_trail_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railcards" ADD CONSTRAINT "railcards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_codes" ADD CONSTRAINT "second_factor_codes_email_token_id_auth_tokens_id_fk" FOREIGN KEY ("email_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "audit_trail_user_idx" ON "audit_trail" USING btree ("staff_user_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_family_idx" ON "auth_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "customer_trail_customer_idx" ON "customer_trail" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "customers_brand_surname_idx" ON "customers" USING btree ("brand",lower("surname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_brand_first_names_idx" ON "customers" USING btree ("brand",lower("first_names") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_brand_email_idx" ON "customers" USING btree ("brand",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_brand_postcode_idx" ON "customers" USING btree ("brand",upper(replace("postcode", ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_smartcard_idx" ON "customers" USING btree ("smartcard_number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","purchase_date");--> statement-breakpoint
CREATE INDEX "orders_brand_idx" ON "orders" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "railcards_number_idx" ON "railcards" USING btree ("railcard_number");--> statement-breakpoint
CREATE INDEX "railcards_customer_idx" ON "railcards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "second_factor_codes_token_idx" ON "second_factor_codes" USING btree ("email_token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_uq" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_users_brand_idx" ON "staff_users" USING btree ("brand");