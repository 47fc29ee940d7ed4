CREATE TABLE IF NOT EXISTS "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" double precision,
	"label" text NOT NULL,
	"rate_date" date NOT NULL,
	"origin" text NOT NULL,
	"user_id" uuid,
	"actor" text NOT NULL,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_origin_check" CHECK ("exchange_rates"."origin" in ('staff', 'source'))
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" DROP CONSTRAINT IF EXISTS "exchange_rates_user_id_staff_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "exchange_rates_created_idx" ON "exchange_rates" USING btree ("created_at");
