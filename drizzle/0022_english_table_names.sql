-- The tables added after the naming rule (docs/decisions/0017-which-language-where.md) in
-- Spanish take English names while they are young (docs/decisions/0047-english-table-names.md).
-- Only names change: no row moves. Their constraints, keys and sequence follow, so what the
-- database reports matches the table. An older backup still restores: it is loaded under the old
-- names at its own schema version and this migration runs over it (server/ops/restore.ts).
ALTER TABLE "conteos_diarios" RENAME TO "daily_counts";--> statement-breakpoint
ALTER TABLE "daily_counts" RENAME CONSTRAINT "conteos_diarios_dia_tipo_product_id_pk" TO "daily_counts_dia_tipo_product_id_pk";--> statement-breakpoint
ALTER TABLE "daily_counts" RENAME CONSTRAINT "conteos_diarios_tipo_check" TO "daily_counts_tipo_check";--> statement-breakpoint
ALTER TABLE "daily_counts" RENAME CONSTRAINT "conteos_diarios_veces_check" TO "daily_counts_veces_check";--> statement-breakpoint
ALTER TABLE "conteos_totales" RENAME TO "daily_count_totals";--> statement-breakpoint
ALTER TABLE "daily_count_totals" RENAME CONSTRAINT "conteos_totales_dia_tipo_pk" TO "daily_count_totals_dia_tipo_pk";--> statement-breakpoint
ALTER TABLE "busquedas_fijadas" RENAME TO "search_pins";--> statement-breakpoint
ALTER TABLE "search_pins" RENAME CONSTRAINT "busquedas_fijadas_pkey" TO "search_pins_pkey";--> statement-breakpoint
ALTER TABLE "search_pins" RENAME CONSTRAINT "busquedas_fijadas_clave_product_uq" TO "search_pins_clave_product_uq";--> statement-breakpoint
ALTER SEQUENCE "busquedas_fijadas_id_seq" RENAME TO "search_pins_id_seq";--> statement-breakpoint
ALTER TABLE "pedidos_dias" RENAME TO "quote_days";--> statement-breakpoint
ALTER TABLE "quote_days" RENAME CONSTRAINT "pedidos_dias_pkey" TO "quote_days_pkey";--> statement-breakpoint
ALTER TABLE "pedidos_nombres" RENAME TO "quoted_product_names";--> statement-breakpoint
ALTER TABLE "quoted_product_names" RENAME CONSTRAINT "pedidos_nombres_pkey" TO "quoted_product_names_pkey";--> statement-breakpoint
ALTER TABLE "vistas_dias" RENAME TO "view_days";--> statement-breakpoint
ALTER TABLE "view_days" RENAME CONSTRAINT "vistas_dias_pkey" TO "view_days_pkey";--> statement-breakpoint
ALTER TABLE "busquedas_diarias" RENAME TO "daily_searches";--> statement-breakpoint
ALTER TABLE "daily_searches" RENAME CONSTRAINT "busquedas_diarias_dia_texto_pk" TO "daily_searches_dia_texto_pk";--> statement-breakpoint
ALTER TABLE "daily_searches" RENAME CONSTRAINT "busquedas_diarias_texto_check" TO "daily_searches_texto_check";--> statement-breakpoint
ALTER TABLE "daily_searches" RENAME CONSTRAINT "busquedas_diarias_veces_check" TO "daily_searches_veces_check";--> statement-breakpoint
ALTER TABLE "busquedas_visitantes" RENAME TO "search_visitors";--> statement-breakpoint
ALTER TABLE "search_visitors" RENAME CONSTRAINT "busquedas_visitantes_dia_texto_visitante_pk" TO "search_visitors_dia_texto_visitante_pk";--> statement-breakpoint
ALTER TABLE "busquedas_sales" RENAME TO "search_salts";--> statement-breakpoint
ALTER TABLE "search_salts" RENAME CONSTRAINT "busquedas_sales_pkey" TO "search_salts_pkey";--> statement-breakpoint
ALTER TABLE "busquedas_ocultas" RENAME TO "hidden_search_texts";--> statement-breakpoint
ALTER TABLE "hidden_search_texts" RENAME CONSTRAINT "busquedas_ocultas_pkey" TO "hidden_search_texts_pkey";--> statement-breakpoint
ALTER TABLE "hidden_search_texts" RENAME CONSTRAINT "busquedas_ocultas_user_id_staff_users_id_fk" TO "hidden_search_texts_user_id_staff_users_id_fk";--> statement-breakpoint
-- The quotes' trigger names the day table inside its function's body, which PL/pgSQL resolves
-- when it runs: the functions are written again for the new name, under English names. New
-- functions and triggers first, then the old ones dropped, so a restore that runs this over a
-- database where the new ones already exist (functions outlive dropped tables) does not fail.
CREATE OR REPLACE FUNCTION "quote_days_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	dias date[] := '{}';
	d date;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		dias := dias || ((OLD.created_at AT TIME ZONE 'UTC') - interval '3 hours')::date;
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		dias := dias || ((NEW.created_at AT TIME ZONE 'UTC') - interval '3 hours')::date;
	END IF;
	FOREACH d IN ARRAY dias LOOP
		PERFORM pg_advisory_xact_lock_shared(1813, (extract(year from d) * 12 + extract(month from d))::integer);
		UPDATE "quote_days" SET "vigente" = false WHERE "dia" = d AND "vigente";
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quote_days_forget_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "quote_days" SET "vigente" = false WHERE "vigente";
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "presupuestos_pedidos_dias" ON "presupuestos";--> statement-breakpoint
DROP TRIGGER IF EXISTS "presupuestos_pedidos_dias_vaciar" ON "presupuestos";--> statement-breakpoint
DROP TRIGGER IF EXISTS "presupuestos_quote_days" ON "presupuestos";--> statement-breakpoint
DROP TRIGGER IF EXISTS "presupuestos_quote_days_truncate" ON "presupuestos";--> statement-breakpoint
CREATE TRIGGER "presupuestos_quote_days"
	AFTER INSERT OR DELETE OR UPDATE OF "created_at", "spam_reason", "detalles_carrito", "respondido_el", "aceptado_el" ON "presupuestos"
	FOR EACH ROW EXECUTE FUNCTION "quote_days_forget"();
--> statement-breakpoint
CREATE TRIGGER "presupuestos_quote_days_truncate" AFTER TRUNCATE ON "presupuestos"
	FOR EACH STATEMENT EXECUTE FUNCTION "quote_days_forget_all"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "pedidos_dias_olvidar"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "pedidos_dias_olvidar_todo"();
