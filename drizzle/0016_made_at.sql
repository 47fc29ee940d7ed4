-- When the visitor made a request that their phone kept without signal and sent later (null for
-- one sent at once). Additive: an older process keeps writing rows without it.
ALTER TABLE "presupuestos" ADD COLUMN IF NOT EXISTS "hecho_el" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "consultas" ADD COLUMN IF NOT EXISTS "made_at" timestamp with time zone;
