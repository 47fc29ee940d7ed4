CREATE TABLE "ingreso_fallos" (
	"email" text PRIMARY KEY NOT NULL,
	"desde" double precision NOT NULL,
	"fallos" integer NOT NULL,
	"ultimo_fallo" double precision NOT NULL,
	"avisado" double precision,
	"vence_el" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ingreso_fallos_vence_el_idx" ON "ingreso_fallos" USING btree ("vence_el");
--> statement-breakpoint
CREATE TABLE "ingreso_conocidos" (
	"email" text NOT NULL,
	"clave" text NOT NULL,
	"visto_el" timestamp with time zone NOT NULL,
	CONSTRAINT "ingreso_conocidos_email_clave_pk" PRIMARY KEY("email","clave")
);
--> statement-breakpoint
CREATE INDEX "ingreso_conocidos_visto_el_idx" ON "ingreso_conocidos" USING btree ("visto_el");
