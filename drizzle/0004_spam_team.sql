ALTER TABLE "presupuestos" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "consultas" ADD COLUMN "spam_reason" text;--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"gender" text DEFAULT 'masculino' NOT NULL,
	"whatsapp" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('vendedor', 'administrador')),
	CONSTRAINT "team_members_gender_check" CHECK ("team_members"."gender" in ('masculino', 'femenino')),
	CONSTRAINT "team_members_whatsapp_check" CHECK ("team_members"."whatsapp" ~ '^[0-9]{8,15}$')
);
