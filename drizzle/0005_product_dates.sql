CREATE TABLE "productos_fechas" (
	"product_id" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
