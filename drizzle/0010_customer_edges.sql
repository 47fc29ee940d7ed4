ALTER TABLE "correos" ADD COLUMN "delivered_via" text;--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_delivered_via_check" CHECK ("correos"."delivered_via" is null or "correos"."delivered_via" in ('smtp', 'file'));--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "comentarios" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "telefono_normalizado" text;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "rechazado_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presupuestos" ADD COLUMN "rechazo_motivo" text;
