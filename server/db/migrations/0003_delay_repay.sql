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
ALTER TABLE "delay_repay_claims" ADD CONSTRAINT "delay_repay_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_journeys" ADD CONSTRAINT "favourite_journeys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delay_repay_claims_customer_idx" ON "delay_repay_claims" USING btree ("customer_id","submitted");--> statement-breakpoint
CREATE INDEX "delay_repay_claims_brand_submitted_idx" ON "delay_repay_claims" USING btree ("brand","submitted");--> statement-breakpoint
CREATE INDEX "favourite_journeys_customer_idx" ON "favourite_journeys" USING btree ("customer_id");