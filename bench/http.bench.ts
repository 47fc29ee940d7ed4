// HTTP throughput and latency of the built shop (npm run build first): starts the production
// server on a free port with the sample catalogue, waits for it, then loads each page with
// autocannon for a few seconds from this same machine (loopback only). Not a test: it prints
// a table for bench/README.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-bench-'));

const server = spawn(process.execPath, ['server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, CATALOG_REFRESH_SECONDS: '86400' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForCatalogue() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${base}/api/productos?por_pagina=1`);
      if (response.ok) return (await response.json()) as { productos: { slug: string }[] };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not load the catalogue in 60 s');
}

try {
  const first = await waitForCatalogue();
  const paths = ['/', '/repuestos', '/herramientas', `/producto/${first.productos[0]!.slug}`, '/api/productos?q=bomba+hidraulica', '/repuestos?vista=usados&categoria=Motores&pagina=3'];
  const rows: string[] = [];
  for (const p of paths) {
    const result = await autocannon({ url: base + p, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br, gzip' } });
    rows.push(`| \`${p}\` | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`);
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per page, compressed responses, Node ${process.version}\n`);
  console.log('| page | req/s | p50 ms | p99 ms | non-2xx |\n|---|---:|---:|---:|---:|');
  console.log(rows.join('\n'));
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
