// Where the shops the browser tests start write their logs: one folder per run, named by
// playwright.config.ts in E2E_LOG_DIR (test processes inherit it), scanned for personal data by
// the global teardown (tests/setup/log-teardown.ts, scripts/log-scan.ts).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The file for one shop's log, its folder made; undefined outside a browser-test run. */
function shopLogFile(name: string): string | undefined {
  const dir = process.env.E2E_LOG_DIR;
  if (!dir) return undefined;
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name.replace(/[^\w.-]+/g, '-')}.log`);
}

/** Appends everything a shop started by a test writes (stdout and stderr) to its log file. */
export function keepShopLog(child: ChildProcess, name: string): void {
  const file = shopLogFile(name);
  if (!file) return;
  const out = fs.createWriteStream(file, { flags: 'a' });
  child.stdout?.on('data', (chunk: Buffer) => out.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => out.write(chunk));
  child.once('exit', () => out.end());
}
