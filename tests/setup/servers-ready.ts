// Playwright's global setup: waits until every server of playwright.config.ts answers. Playwright
// starts its web servers one after another, each once the previous one answers; the config lets
// each go as soon as its command runs (they start side by side, most of their start is waiting on
// a database or a catalogue), and this waits for all of them before the first test.
import http from 'node:http';
import https from 'node:https';

/** What playwright.config.ts puts in E2E_SERVERS: each server's name and the address that answers once it is up. */
interface Server {
  name: string;
  url: string;
}

const LIMIT_MS = 240_000;

/** As Playwright's own check: any answer below 404 means the server is up. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? https : http).get(url, { rejectUnauthorized: false, timeout: 5_000 }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 404);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

export default async function serversReady(): Promise<void> {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as Server[];
  const deadline = Date.now() + LIMIT_MS;
  const waiting = new Set(servers);
  while (waiting.size) {
    for (const server of [...waiting]) if (await answers(server.url)) waiting.delete(server);
    if (!waiting.size) return;
    if (Date.now() > deadline) {
      const names = [...waiting].map((s) => `${s.name} (${s.url})`).join(', ');
      throw new Error(`Servidores de prueba sin responder en ${LIMIT_MS / 1000} s: ${names}. Sus logs: ${process.env.E2E_LOG_DIR}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
