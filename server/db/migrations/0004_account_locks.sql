CREATE TABLE "customer_locks" (
	"customer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"editor" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_locks_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
ALTER TABLE "customer_locks" ADD CONSTRAINT "customer_locks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;