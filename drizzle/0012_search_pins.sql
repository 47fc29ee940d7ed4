CREATE TABLE IF NOT EXISTS "busquedas_fijadas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "busquedas_fijadas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clave" text NOT NULL,
	"texto" text NOT NULL,
	"product_id" text NOT NULL,
	"creado_por" text NOT NULL,
	"creado_el" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "busquedas_fijadas_clave_product_uq" UNIQUE("clave","product_id")
);
