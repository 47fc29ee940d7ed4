CREATE TABLE IF NOT EXISTS "pedidos_dias" (
	"dia" date PRIMARY KEY NOT NULL,
	"recibidos" integer DEFAULT 0 NOT NULL,
	"respondidos" integer DEFAULT 0 NOT NULL,
	"aceptados" integer DEFAULT 0 NOT NULL,
	"demoras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"productos" jsonb DEFAULT '[[], [], []]'::jsonb NOT NULL,
	"vigente" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "pedidos_nombres" (
	"product_id" text PRIMARY KEY NOT NULL,
	"nombre" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "vistas_dias" (
	"dia" date PRIMARY KEY NOT NULL,
	"productos" jsonb DEFAULT '[[], []]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "conteos_totales" (
	"dia" date NOT NULL,
	"tipo" text NOT NULL,
	"veces" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "conteos_totales_dia_tipo_pk" PRIMARY KEY("dia","tipo")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "busquedas_diarias" (
	"dia" date NOT NULL,
	"texto" text NOT NULL,
	"veces" integer DEFAULT 0 NOT NULL,
	"sin_resultado" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "busquedas_diarias_dia_texto_pk" PRIMARY KEY("dia","texto"),
	CONSTRAINT "busquedas_diarias_texto_check" CHECK (char_length("busquedas_diarias"."texto") <= 100),
	CONSTRAINT "busquedas_diarias_veces_check" CHECK ("busquedas_diarias"."veces" >= 0 and "busquedas_diarias"."sin_resultado" between 0 and "busquedas_diarias"."veces")
);
--> statement-breakpoint
-- A change to a quote that the summary's day rows read (a new quote, an answer, an acceptance, one
-- kept apart as spam or restored, one deleted) marks the day it arrived as out of date; the summary
-- counts that day again from the quotes when it next needs it (server/stats/requests.ts). Marking
-- instead of adding keeps the rows right whatever writes the quotes, a restored backup included
-- (whose rows stay, so its row counts still match). The shared lock per month lets the summary
-- wait for quotes being written before it counts a day again (it takes the same lock exclusively).
CREATE OR REPLACE FUNCTION "pedidos_dias_olvidar"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		UPDATE "pedidos_dias" SET "vigente" = false WHERE "dia" = d AND "vigente";
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pedidos_dias_olvidar_todo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "pedidos_dias" SET "vigente" = false WHERE "vigente";
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "presupuestos_pedidos_dias" ON "presupuestos";
--> statement-breakpoint
CREATE TRIGGER "presupuestos_pedidos_dias"
	AFTER INSERT OR DELETE OR UPDATE OF "created_at", "spam_reason", "detalles_carrito", "respondido_el", "aceptado_el" ON "presupuestos"
	FOR EACH ROW EXECUTE FUNCTION "pedidos_dias_olvidar"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "presupuestos_pedidos_dias_vaciar" ON "presupuestos";
--> statement-breakpoint
CREATE TRIGGER "presupuestos_pedidos_dias_vaciar" AFTER TRUNCATE ON "presupuestos"
	FOR EACH STATEMENT EXECUTE FUNCTION "pedidos_dias_olvidar_todo"();
--> statement-breakpoint
-- Backfill: every day from the first quote to yesterday gets its row, a day without quotes too (so
-- it is not counted again at each visit). Creating the trigger above already holds the quotes'
-- table against writes until this migration commits, so no quote falls between the two.
INSERT INTO "pedidos_dias" ("dia", "recibidos", "respondidos", "aceptados", "demoras", "productos")
SELECT d::date, coalesce(q.recibidos, 0), coalesce(q.respondidos, 0), coalesce(q.aceptados, 0), coalesce(q.demoras, '[]'::jsonb), coalesce(l.productos, '[[], [], []]'::jsonb)
FROM generate_series(
	(SELECT ((min(created_at) AT TIME ZONE 'UTC') - interval '3 hours')::date FROM "presupuestos"),
	(((now() AT TIME ZONE 'UTC') - interval '3 hours')::date - 1),
	interval '1 day') d
LEFT JOIN (
	SELECT ((created_at AT TIME ZONE 'UTC') - interval '3 hours')::date AS dia, count(*)::integer AS recibidos,
		count(respondido_el)::integer AS respondidos, count(aceptado_el)::integer AS aceptados,
		coalesce(jsonb_agg(greatest(0, round(extract(epoch FROM (respondido_el - created_at))))::integer ORDER BY respondido_el - created_at)
			FILTER (WHERE respondido_el IS NOT NULL), '[]'::jsonb) AS demoras
	FROM "presupuestos" WHERE spam_reason IS NULL
	GROUP BY 1
) q ON q.dia = d::date
LEFT JOIN (
	SELECT dia, jsonb_build_array(jsonb_agg(id ORDER BY id), jsonb_agg(pedidos ORDER BY id), jsonb_agg(unidades ORDER BY id)) AS productos
	FROM (
		SELECT ((p.created_at AT TIME ZONE 'UTC') - interval '3 hours')::date AS dia, line->>'id' AS id, count(DISTINCT p.id)::integer AS pedidos,
			least(coalesce(sum(CASE WHEN jsonb_typeof(line->'quantity') = 'number' THEN greatest((line->>'quantity')::numeric, 0) END), 0), 2147483647)::integer AS unidades
		FROM "presupuestos" p CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(p.detalles_carrito) = 'array' THEN p.detalles_carrito ELSE '[]'::jsonb END) AS line
		WHERE p.spam_reason IS NULL AND line->>'id' IS NOT NULL
		GROUP BY 1, 2
	) per_product
	GROUP BY dia
) l ON l.dia = d::date
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "conteos_totales" ("dia", "tipo", "veces")
SELECT "dia", "tipo", sum("veces") FROM "conteos_diarios" GROUP BY 1, 2
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Product page views of each past day in one row ([ids, views], two arrays: the fastest shape to
-- read back), so a range reads one row per day.
INSERT INTO "vistas_dias" ("dia", "productos")
SELECT "dia", jsonb_build_array(jsonb_agg("product_id" ORDER BY "product_id"), jsonb_agg("veces" ORDER BY "product_id")) FROM "conteos_diarios"
WHERE "tipo" = 'vista' AND "product_id" <> '' AND "dia" < (((now() AT TIME ZONE 'UTC') - interval '3 hours')::date)
GROUP BY 1
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The name the quotes carried per product, for a product gone from the catalogue.
INSERT INTO "pedidos_nombres" ("product_id", "nombre")
SELECT line->>'id', max(coalesce(line->>'name', ''))
FROM "presupuestos" p CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(p.detalles_carrito) = 'array' THEN p.detalles_carrito ELSE '[]'::jsonb END) AS line
WHERE p.spam_reason IS NULL AND line->>'id' IS NOT NULL
GROUP BY 1
ON CONFLICT DO NOTHING;
