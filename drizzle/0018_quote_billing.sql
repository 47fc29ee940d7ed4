-- The quote form's optional billing and delivery details (decision 0038): the CUIT as its 11
-- digits, the IVA status and the delivery method as keys (domain/billing.ts), the preferred
-- carrier as typed. Null when not given. Additive: an older process keeps writing rows without them.
ALTER TABLE "presupuestos" ADD COLUMN IF NOT EXISTS "cuit" text;
--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN IF NOT EXISTS "iva_status" text;
--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN IF NOT EXISTS "carrier" text;
--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN IF NOT EXISTS "delivery_method" text;
