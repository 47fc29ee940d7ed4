// npm run --silent db:state: prints `empty` when the shop's database has no migration applied yet
// (a first release: nothing to back up), otherwise `migrated`. deploy/update.sh asks before its
// backup, so a first release on an empty database does not stop on tables that do not exist
// yet, while any other failure (the database cannot be reached, a wrong password) still stops it.
//
// PostgreSQL (DATABASE_URL): reads drizzle's migrations table through its own connection.
// Embedded database: looks for DATA_DIR/db without opening it (the running shop holds it).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, getConfig } from '../server/config';

type DatabaseState = 'empty' | 'migrated';

async function postgresState(url: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const table = await client.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
    if (!table.rows[0]?.found) return 'empty';
    const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    return (applied.rows[0]?.n ?? 0) > 0 ? 'migrated' : 'empty';
  } finally {
    await client.end();
  }
}

function embeddedState(dataDir: string): DatabaseState {
  return fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION')) ? 'migrated' : 'empty';
}

async function main(): Promise<void> {
  const config = getConfig();
  console.log(config.DATABASE_URL ? await postgresState(config.DATABASE_URL) : embeddedState(config.dataDir));
}

main().catch((error: unknown) => {
  const detail = error instanceof ConfigError ? error.message : String(error);
  console.error(`No se pudo consultar la base de datos de la tienda: ${detail}`);
  process.exit(1);
});
