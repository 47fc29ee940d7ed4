// Child process for the "two servers, one PostgreSQL" test: opens the database named by
// DATABASE_URL, says 'ready', waits for 'go' on stdin, then drains the outbox in small batches
// until nothing is left, and prints how many mails it sent.
import { createDatabase } from '#server/db/client';
import { drainOutbox } from '#server/mail/outbox';
import { createMailTransport } from '#server/mail/transport';

const db = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.', poolMax: 4 });
const transport = createMailTransport({ smtpUrl: process.env.SMTP_URL, outboxDir: '', from: 'Tienda <tienda@tienda.test>' });

process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));

let sent = 0;
let failed = 0;
for (;;) {
  const result = await drainOutbox({ db, transport, limit: 2 });
  sent += result.sent;
  failed += result.failed;
  if (result.claimed === 0) break;
}
transport.close();
await db.$close();
process.stdout.write(`${JSON.stringify({ sent, failed })}\n`);
process.stdin.destroy();
