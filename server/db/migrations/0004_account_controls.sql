CREATE TABLE "customer_locks" (
	"customer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"editor" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_locks_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "deactivation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"state" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_locks" ADD CONSTRAINT "customer_locks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deactivation_requests" ADD CONSTRAINT "deactivation_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deactivation_requests_brand_state_idx" ON "deactivation_requests" USING btree ("brand","state","created");--> statement-breakpoint
CREATE INDEX "deactivation_requests_customer_idx" ON "deactivation_requests" USING btree ("customer_id");