// npm run restore -- <file> [--force]: restores a backup (npm run backup) into DATA_DIR's
// embedded database or the PostgreSQL of DATABASE_URL. The file is checked first (format,
// completeness, checksum, schema); the target must be empty unless --force, which first writes a
// backup of what it replaces. Refused while a shop uses the database: stop the shop first. All of
// it is one transaction: a failure leaves the database as it was.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, getConfig } from '../server/config';
import { backupDirFor } from '../server/ops/backup-folder';
import { BackupError } from '../server/ops/backup-format';
import { signingKey } from '../server/ops/backup-signing';
import { restoreBackup } from '../server/ops/restore';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false }, 'skip-signature': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new BackupError('Uso: npm run restore -- <archivo.jsonl.gz> [--force] [--skip-signature]');
  const config = getConfig();
  const where = config.DATABASE_URL
    ? `PostgreSQL (${new URL(config.DATABASE_URL).host}${new URL(config.DATABASE_URL).pathname})`
    : `la base embebida de ${config.dataDir}`;
  console.log(`Restaurando ${positionals[0]} en ${where}...`);
  const result = await restoreBackup(
    positionals[0],
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir },
    {
      force: values.force,
      skipSignature: values['skip-signature'],
      signingKey: signingKey(config, false),
      replacedDir: path.join(backupDirFor(config), 'antes-de-restaurar'),
    },
  );
  if (result.replacedBackup)
    console.log(`Lo que había en la base se guardó antes en ${result.replacedBackup} (npm run restore -- ese archivo --force lo trae de vuelta).`);
  const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
  console.log(
    `Restaurado: ${total} filas de la copia del ${result.backup.createdAt} (versión ${result.backup.appVersion}, esquema ${result.backup.schemaVersion ?? '(vacío)'}).`,
  );
  if (result.backup.schemaVersion !== result.schemaVersion) console.log(`  Esquema actualizado a ${result.schemaVersion}.`);
  for (const [table, rows] of Object.entries(result.rows)) console.log(`  ${table}: ${rows}`);
  console.log(`  ${result.durationMs} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
