// A password-guessing attack on the staff sign-in, from one client that forges a new
// X-Forwarded-For on every attempt, while a visitor loads the home page. Prints how many guesses
// reached the password check (401) and how many were refused (429), and the home page's p50/p90
// during the attack. Not a test: run it against a built shop that is already running.
//   npx tsx bench/sign-in-attack.ts --url http://127.0.0.1:3000 --seconds 60 [--spray | --email dueno@tienda.test]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '60' },
    email: { type: 'string', default: 'dueno@tienda.test' },
    concurrency: { type: 'string', default: '8' },
    // Password spraying: a different account on every attempt (per-account limits never trip).
    spray: { type: 'boolean', default: false },
  },
});
const base = values.url!;
const until = Date.now() + Number(values.seconds) * 1000;
const counts = new Map<number, number>();
let forged = 0;

async function attacker(): Promise<void> {
  while (Date.now() < until) {
    forged++;
    const address = `198.51.${(forged >> 8) & 255}.${forged & 255}`;
    const response = await fetch(`${base}/admin/api/ingresar`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base, 'X-Forwarded-For': address },
      body: JSON.stringify({ email: values.spray ? `persona${forged}@tienda.test` : values.email, password: `adivinanza ${forged}` }),
    });
    await response.arrayBuffer();
    counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
  }
}

async function visitor(): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const start = performance.now();
    // A query string the page cache has not seen, so the page is really rendered.
    const response = await fetch(`${base}/contacto?v=${times.length}`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return times.sort((a, b) => a - b);
}

const idle = await (async () => {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await (await fetch(`${base}/contacto?idle=${i}`)).arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
})();
const [times] = await Promise.all([visitor(), ...Array.from({ length: Number(values.concurrency) }, attacker)]);
const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(list.length * p))].toFixed(1);
const minutes = Number(values.seconds) / 60;
console.log(`attempts: ${forged} in ${values.seconds} s; by status: ${JSON.stringify(Object.fromEntries(counts))}`);
console.log(`answered 401 (reached the password check) per minute: ${((counts.get(401) ?? 0) / minutes).toFixed(0)}`);
console.log(`page p50 idle ${pct(idle, 0.5)} ms; during the attack p50 ${pct(times, 0.5)} ms, p90 ${pct(times, 0.9)} ms`);
