CREATE TABLE IF NOT EXISTS "presupuesto_enlaces" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"presupuesto_id" uuid NOT NULL,
	"via" text NOT NULL,
	"creado_el" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "presupuesto_enlaces" ADD CONSTRAINT "presupuesto_enlaces_presupuesto_id_presupuestos_id_fk" FOREIGN KEY ("presupuesto_id") REFERENCES "public"."presupuestos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "presupuesto_enlaces_presupuesto_idx" ON "presupuesto_enlaces" USING btree ("presupuesto_id","creado_el");--> statement-breakpoint
-- Links already sent keep working: their tokens are kept as SHA-256 and the raw ones erased. A
-- token saved but never sent was never given to anyone: it goes without a link.
INSERT INTO "presupuesto_enlaces" ("token_hash", "presupuesto_id", "via", "creado_el")
	SELECT encode(sha256(convert_to("respuesta_token", 'UTF8')), 'hex'), "id", 'anterior', coalesce("respondido_el", "updated_at")
	FROM "presupuestos" WHERE "respuesta_token" IS NOT NULL AND "respuesta_enviada" IS NOT NULL
	ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "presupuestos" SET "respuesta_token" = NULL WHERE "respuesta_token" IS NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "presupuestos_token_selector_idx";
