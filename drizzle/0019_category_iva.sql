CREATE TABLE IF NOT EXISTS "category_iva_defaults" (
	"category_group" text PRIMARY KEY NOT NULL,
	"rate" double precision NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
