// Quotes sent without signal that reach the staff exactly once (bench/README.md, 'Sin señal: pedidos
// que llegan una vez'). Starts its own shop (the six-row fixture catalogue, a fresh embedded
// database) trusting X-Forwarded-For from loopback, so that each trial is its own visitor and the
// per-address form limit (8 in 10 minutes) counts nothing the shop would not count in the field.
// Runs the trials in Chromium with service workers allowed, the four cases in turn
// (tests/e2e/delivery-trials.ts), and counts each trial's quote in the staff list.
// Usage, after `npm run build`: npx tsx bench/offline-delivery.ts [trials=100] [port=4480]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/setup/chromium';
import { DELIVERY_CASES, deliveryName, deliveryTrial, storedQuotes, type TrialResult } from '../tests/e2e/delivery-trials';
import { startDeliveryShop } from '../tests/e2e/delivery-shop';
import { STAFF } from '../tests/e2e/staff';

const trials = Number(process.argv[2] ?? 100);
const port = Number(process.argv[3] ?? 4480);
const { base, stop: stopShop } = await startDeliveryShop(port, `.tmp/bench-delivery-${port}`);
process.on('exit', stopShop);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const staff = await browser.newContext({ baseURL: base });
const signIn = await staff.request.post(`${base}/admin/api/ingresar`, { data: STAFF, headers: { Origin: base } });
if (signIn.status() !== 200) throw new Error(`ingreso del equipo: ${signIn.status()}`);

const run = Date.now().toString(36);
const results: Array<TrialResult | { case: string; name: string; error: string }> = [];
for (let i = 0; i < trials; i++) {
  const kind = DELIVERY_CASES[i % DELIVERY_CASES.length]!;
  const name = deliveryName(run, i);
  const address = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  try {
    const result = await deliveryTrial(kind, name, { base, browser, staff, address });
    results.push(result);
    const cut = result.cutPostStatus ? `, el post cortado llegó (${result.cutPostStatus})` : '';
    console.log(
      `${String(i + 1).padStart(3)} ${kind.padEnd(12)} ${result.stored} en la lista, ${result.resends} reenvíos${cut}  ${(result.ms / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    results.push({ case: kind, name, error: (error as Error).message.split('\n')[0]! });
    console.log(`${String(i + 1).padStart(3)} ${kind.padEnd(12)} error: ${(error as Error).message.split('\n')[0]}`);
  }
}

// Again at the end: a late second send (a retry after the trial ended) would show here.
console.log('\ncaso          pruebas  una vez  ninguna  más de una  errores  reenvíos  mediana');
for (const kind of DELIVERY_CASES) {
  const mine = results.filter((r) => r.case === kind);
  // One at a time: 25 staff pages at once timed out on a loaded machine.
  const finals: number[] = [];
  for (const r of mine) finals.push('error' in r ? -1 : await storedQuotes(staff, base, r.name));
  const times = mine
    .filter((r): r is TrialResult => 'ms' in r)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const median = times.length ? (times[Math.floor(times.length / 2)]! / 1000).toFixed(1) : '-';
  const resends = mine.reduce((sum, r) => sum + ('resends' in r ? r.resends : 0), 0);
  const cells = [
    mine.length,
    finals.filter((n) => n === 1).length,
    finals.filter((n) => n === 0).length,
    finals.filter((n) => n > 1).length,
    finals.filter((n) => n < 0).length,
    resends,
  ];
  console.log(`${kind.padEnd(13)} ${cells.map((n) => String(n).padStart(7)).join('  ')}  ${median} s`);
}
await browser.close();
stopShop();
