CREATE TABLE "consultas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"estado" text DEFAULT 'nuevo' NOT NULL,
	"notas" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultas_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "consultas_estado_check" CHECK ("consultas"."estado" in ('nuevo', 'contactado', 'cerrado'))
);
--> statement-breakpoint
CREATE TABLE "correos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"related_id" uuid,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "correos_status_check" CHECK ("correos"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "presupuestos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"nombre_apellido" text NOT NULL,
	"localidad" text NOT NULL,
	"provincia" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"detalles_carrito" jsonb NOT NULL,
	"total_estimado" double precision NOT NULL,
	"estado" text DEFAULT 'nuevo' NOT NULL,
	"notas" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presupuestos_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "presupuestos_estado_check" CHECK ("presupuestos"."estado" in ('nuevo', 'contactado', 'cerrado'))
);
--> statement-breakpoint
CREATE INDEX "consultas_created_at_idx" ON "consultas" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "correos_due_idx" ON "correos" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "correos_related_idx" ON "correos" USING btree ("related_id");--> statement-breakpoint
CREATE INDEX "presupuestos_created_at_idx" ON "presupuestos" USING btree ("created_at");