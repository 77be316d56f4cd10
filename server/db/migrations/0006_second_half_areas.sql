CREATE TABLE "keygo_accounts" (
	"smartcard_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"card_scheme" text,
	"card_last4" text,
	"card_expiry" text,
	"card_fails" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keygo_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"smartcard_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"date" date NOT NULL,
	"value" integer NOT NULL,
	"reason_code" text NOT NULL,
	"reason_description" text NOT NULL,
	"transaction_id" text,
	"ticket_id" integer,
	"created_by" text NOT NULL,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keygo_days" (
	"smartcard_id" bigint NOT NULL,
	"date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"finalised" boolean DEFAULT false NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"cap" text,
	"cap_value" integer,
	"saving" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "keygo_days_smartcard_id_date_pk" PRIMARY KEY("smartcard_id","date")
);
--> statement-breakpoint
CREATE TABLE "keygo_reimbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"smartcard_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "keygo_taps" (
	"id" serial PRIMARY KEY NOT NULL,
	"smartcard_id" bigint NOT NULL,
	"date" date NOT NULL,
	"at" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'VALID' NOT NULL,
	"location_nlc" text NOT NULL,
	"location_name" text NOT NULL,
	"generation_cause" text DEFAULT 'CARD' NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"reason_code" text,
	"created_by" text,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sticket_coupons" (
	"utn" text PRIMARY KEY NOT NULL,
	"sub_utn" text NOT NULL,
	"ticket_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"origin_name" text NOT NULL,
	"destination_name" text NOT NULL,
	"ticket_code" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"status_reason" text,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sticket_flexi_tickets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"origin_name" text NOT NULL,
	"destination_name" text NOT NULL,
	"ticket_code" text NOT NULL,
	"interoperable" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"passes_remaining" integer NOT NULL,
	"passes_used" integer NOT NULL,
	"passes_activated_on" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sticket_locks" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"locked" boolean NOT NULL,
	"reason" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sticket_photo_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sticket_photo_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"photo_width" integer NOT NULL,
	"photo_height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compensation_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"request_id" text NOT NULL,
	"claim_ref" text NOT NULL,
	"scheme_name" text NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"whitelisted" boolean DEFAULT false NOT NULL,
	"customer_id" bigint,
	"title" text NOT NULL,
	"first_names" text NOT NULL,
	"surname" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"line3" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"photocard_id" text,
	"passcode" text,
	"request_information" text,
	"refund_comment" text,
	"rejection_reason" text,
	"email_last_sent" timestamp with time zone,
	"compensation_amount" integer,
	"reimbursement_method" text DEFAULT 'CHEQUE' NOT NULL,
	"bypass_email_check" boolean DEFAULT false NOT NULL,
	"bypass_customer_check" boolean DEFAULT false NOT NULL,
	"routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weeks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "secondary_first_name" text;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "secondary_last_name" text;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "original_primary_first_name" text;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "original_primary_last_name" text;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "original_secondary_first_name" text;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "original_secondary_last_name" text;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "primary_photo" jsonb;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "secondary_photo" jsonb;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "device1" text;--> statement-breakpoint
ALTER TABLE "digital_railcards" ADD COLUMN "device2" text;--> statement-breakpoint
ALTER TABLE "keygo_accounts" ADD CONSTRAINT "keygo_accounts_smartcard_id_smartcards_id_fk" FOREIGN KEY ("smartcard_id") REFERENCES "public"."smartcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keygo_accounts" ADD CONSTRAINT "keygo_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keygo_adjustments" ADD CONSTRAINT "keygo_adjustments_smartcard_id_smartcards_id_fk" FOREIGN KEY ("smartcard_id") REFERENCES "public"."smartcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keygo_days" ADD CONSTRAINT "keygo_days_smartcard_id_smartcards_id_fk" FOREIGN KEY ("smartcard_id") REFERENCES "public"."smartcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keygo_taps" ADD CONSTRAINT "keygo_taps_smartcard_id_smartcards_id_fk" FOREIGN KEY ("smartcard_id") REFERENCES "public"."smartcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticket_flexi_tickets" ADD CONSTRAINT "sticket_flexi_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticket_locks" ADD CONSTRAINT "sticket_locks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticket_photo_requests" ADD CONSTRAINT "sticket_photo_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keygo_adjustments_card_idx" ON "keygo_adjustments" USING btree ("smartcard_id","created");--> statement-breakpoint
CREATE INDEX "keygo_taps_card_day_idx" ON "keygo_taps" USING btree ("smartcard_id","date");--> statement-breakpoint
CREATE INDEX "sticket_coupons_customer_idx" ON "sticket_coupons" USING btree ("customer_id","created_date");--> statement-breakpoint
CREATE INDEX "sticket_flexi_tickets_customer_idx" ON "sticket_flexi_tickets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sticket_photo_requests_brand_idx" ON "sticket_photo_requests" USING btree ("brand","status","created");--> statement-breakpoint
CREATE UNIQUE INDEX "compensation_claims_request_idx" ON "compensation_claims" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "compensation_claims_brand_email_idx" ON "compensation_claims" USING btree ("brand","email");--> statement-breakpoint
CREATE INDEX "compensation_claims_brand_postcode_idx" ON "compensation_claims" USING btree ("brand","postcode");