-- The shop's own condition frente al IVA, one row per change (docs/decisions/0059-shop-iva-condition.md).
CREATE TABLE IF NOT EXISTS "shop_iva_conditions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_iva_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" text NOT NULL,
	"user_id" uuid,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_iva_conditions" DROP CONSTRAINT IF EXISTS "shop_iva_conditions_user_id_staff_users_id_fk";
--> statement-breakpoint
ALTER TABLE "shop_iva_conditions" ADD CONSTRAINT "shop_iva_conditions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shop_iva_conditions_created_idx" ON "shop_iva_conditions" USING btree ("created_at");
