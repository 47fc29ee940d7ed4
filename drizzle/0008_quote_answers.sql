ALTER TABLE "presupuestos" DROP CONSTRAINT "presupuestos_estado_check";--> statement-breakpoint
ALTER TABLE "presupuestos" ADD CONSTRAINT "presupuestos_estado_check" CHECK ("presupuestos"."estado" in ('nuevo', 'contactado', 'respondido', 'aceptado', 'rechazado', 'vencido', 'cerrado'));--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "respuesta_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "respuesta_enviada" integer;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "respuesta_token" text;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "respondido_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "aceptado_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "aceptada_version" integer;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "vence_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD CONSTRAINT "presupuestos_respuesta_token_unique" UNIQUE("respuesta_token");--> statement-breakpoint
CREATE INDEX "presupuestos_token_selector_idx" ON "presupuestos" USING btree (left("respuesta_token", 12));--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "adjuntos" jsonb;--> statement-breakpoint
CREATE TABLE "presupuesto_respuestas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"presupuesto_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"contenido" jsonb NOT NULL,
	"total_centavos" double precision NOT NULL,
	"user_id" uuid,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presupuesto_respuestas_version_uq" UNIQUE("presupuesto_id","version"),
	CONSTRAINT "presupuesto_respuestas_version_check" CHECK ("presupuesto_respuestas"."version" >= 1)
);--> statement-breakpoint
ALTER TABLE "presupuesto_respuestas" ADD CONSTRAINT "presupuesto_respuestas_presupuesto_id_presupuestos_id_fk" FOREIGN KEY ("presupuesto_id") REFERENCES "public"."presupuestos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presupuesto_respuestas" ADD CONSTRAINT "presupuesto_respuestas_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;
