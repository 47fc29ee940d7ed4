CREATE TABLE "limites" (
	"limiter" text NOT NULL,
	"clave" text NOT NULL,
	"desde" double precision NOT NULL,
	"valor" double precision NOT NULL,
	"vence_el" timestamp with time zone NOT NULL,
	CONSTRAINT "limites_limiter_clave_pk" PRIMARY KEY("limiter","clave")
);
--> statement-breakpoint
CREATE INDEX "limites_vence_el_idx" ON "limites" USING btree ("vence_el");
