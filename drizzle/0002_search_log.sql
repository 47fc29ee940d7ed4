CREATE TABLE "busquedas_sin_resultado" (
	"texto" text PRIMARY KEY NOT NULL,
	"veces" integer DEFAULT 0 NOT NULL,
	"paso" text NOT NULL,
	"mostrado" text,
	"primera_vez" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_vez" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "busquedas_sin_resultado_texto_check" CHECK (char_length("busquedas_sin_resultado"."texto") between 1 and 100),
	CONSTRAINT "busquedas_sin_resultado_veces_check" CHECK ("busquedas_sin_resultado"."veces" >= 0)
);
--> statement-breakpoint
CREATE INDEX "busquedas_sin_resultado_veces_idx" ON "busquedas_sin_resultado" USING btree ("veces","ultima_vez");