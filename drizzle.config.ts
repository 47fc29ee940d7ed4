// `npx drizzle-kit generate` writes a new versioned migration into drizzle/ from the schema.
// The server applies them at start (server/db/migrate.ts); never edit a generated file by hand.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './drizzle',
});
