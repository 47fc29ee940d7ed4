CREATE TABLE "conteos_diarios" (
	"dia" date NOT NULL,
	"tipo" text NOT NULL,
	"product_id" text NOT NULL,
	"veces" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conteos_diarios_dia_tipo_product_id_pk" PRIMARY KEY("dia","tipo","product_id"),
	CONSTRAINT "conteos_diarios_tipo_check" CHECK ("conteos_diarios"."tipo" in ('vista', 'chat', 'agregar')),
	CONSTRAINT "conteos_diarios_veces_check" CHECK ("conteos_diarios"."veces" >= 0)
);
