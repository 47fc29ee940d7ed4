ALTER TABLE "busquedas_diarias" ADD COLUMN IF NOT EXISTS "visitantes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "busquedas_sin_resultado" ADD COLUMN IF NOT EXISTS "visitantes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Searches counted before visitors were: taken as typed by enough visitors, so the lists the staff
-- already read do not empty (a text among them can be hidden).
UPDATE "busquedas_diarias" SET "visitantes" = 3;--> statement-breakpoint
UPDATE "busquedas_sin_resultado" SET "visitantes" = 3;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "busquedas_visitantes" (
	"dia" date NOT NULL,
	"texto" text NOT NULL,
	"visitante" text NOT NULL,
	CONSTRAINT "busquedas_visitantes_dia_texto_visitante_pk" PRIMARY KEY("dia","texto","visitante")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "busquedas_sales" (
	"dia" date PRIMARY KEY NOT NULL,
	"sal" text NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "busquedas_ocultas" (
	"texto" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"ocultada_por" text NOT NULL,
	"ocultada_el" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "busquedas_ocultas" ADD CONSTRAINT "busquedas_ocultas_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;
