-- Work that one process of the whole deployment does at a time (preparing photos ahead, reading
-- the sheet): the holder renews its lease; another takes it once it has expired. The token grows
-- with each new holder, so a holder that lost its lease during a network split cannot renew it.
CREATE TABLE IF NOT EXISTS "leases" (
  "name" text PRIMARY KEY NOT NULL,
  "holder" text NOT NULL,
  "token" integer NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A photo being made by one process: the others wait for its copies instead of making them again.
CREATE TABLE IF NOT EXISTS "photo_claims" (
  "key" text PRIMARY KEY NOT NULL,
  "holder" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Links that failed, the same for every process ('Fotos que no cargan'). next_try null: never again.
CREATE TABLE IF NOT EXISTS "photo_failures" (
  "key" text PRIMARY KEY NOT NULL,
  "reason" text NOT NULL,
  "status" integer,
  "since" timestamp with time zone NOT NULL,
  "last_try" timestamp with time zone NOT NULL,
  "tries" integer NOT NULL,
  "next_try" timestamp with time zone
);
--> statement-breakpoint
-- Each prepared photo's size and main colour, so every process's pages draw it without layout shift
-- before that process has served it.
CREATE TABLE IF NOT EXISTS "photo_meta" (
  "key" text PRIMARY KEY NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "color" text NOT NULL,
  "made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "photo_meta_made_at_idx" ON "photo_meta" ("made_at");
--> statement-breakpoint
-- The sheet as its one reader last read it, for the other processes (the raw rows, as last-good.json).
CREATE TABLE IF NOT EXISTS "catalog_reads" (
  "name" text PRIMARY KEY NOT NULL,
  "version" text NOT NULL,
  "body" text NOT NULL,
  "read_at" timestamp with time zone NOT NULL
);
