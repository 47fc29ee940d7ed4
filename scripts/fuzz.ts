// Posts odd bodies, queries, methods and request targets to a running shop on loopback and counts
// the answers of 500 or more (tests/support/fuzz.ts). For measuring; tests/e2e/fuzz.spec.ts runs a
// bounded share of it on every test run.
//
//   npx tsx scripts/fuzz.ts --url http://127.0.0.1:3000 --runs 500 [--staff admin@x:clave] [--seed 25]
import { parseArgs } from 'node:util';
import { fuzzShop, staffSession } from '../tests/support/fuzz';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '300' },
    staff: { type: 'string' },
    seed: { type: 'string', default: '25' },
  },
});
const baseURL = values.url!;
const host = new URL(baseURL).hostname;
if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
  console.error('Solo se prueba una tienda en esta máquina (127.0.0.1).');
  process.exit(2);
}
let staff: { cookie: string; csrf: string } | undefined;
if (values.staff) {
  const at = values.staff.indexOf(':');
  staff = await staffSession(baseURL, values.staff.slice(0, at), values.staff.slice(at + 1));
}
const report = await fuzzShop({ baseURL, runs: Number(values.runs), seed: Number(values.seed), staff });
console.log(JSON.stringify({ sent: report.sent, failures: report.failures.length }, null, 2));
for (const failure of report.failures)
  console.log(`${failure.status} ${failure.kind} ${failure.method} ${failure.path.slice(0, 120)} :: ${failure.body.slice(0, 160).replace(/\s+/g, ' ')}`);
process.exit(report.failures.length ? 1 : 0);
