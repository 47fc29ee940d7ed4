// Screenshots of pages at phone and desktop width, to look at what visitors see:
//   tsx scripts/screenshots.ts http://127.0.0.1:3000 / /repuestos ...   (files in .tmp/screens/)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/setup/chromium';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const widths = [390, 1280];
const out = '.tmp/screens';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, deviceScaleFactor: 1, locale: 'es-AR' });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const name = `${out}/${(path.replace(/[^a-z0-9]+/gi, '_') || 'home').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await context.close();
}
await browser.close();
