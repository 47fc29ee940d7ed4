import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS } from './tests/setup/chromium';

// Browser tests run in Debian's Chromium (Playwright's own browser download does not work on
// these machines) against the production build, each server with a throwaway DATA_DIR:
//  - PORT:     the 12,000-row sample catalogue (most tests);
//  - PORT + 1: a six-row fixture catalogue for the edge cases (empty lists, one kind only);
//  - PORT + 1 also has an SMTP server that refuses connections (the quote's mail fails);
//  - PORT + 2: a catalogue source that does not exist (first start with the sheet unreachable);
//  - PORT + 3: the fixture catalogue with a database that cannot be reached (the quote's save fails);
//  - PORT + 4: a catalogue whose photos are links to a stand-in photo host over HTTPS (PORT + 6).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const tmp = `.tmp/e2e-${PORT}`;
// Every shop of this run writes its log here (a new folder a run; the test processes inherit the
// variable), and the global teardown fails the run on any personal data in them.
const LOG_DIR = (process.env.E2E_LOG_DIR ??= path.resolve(`${tmp}/logs/${new Date().toISOString().replace(/[:.]/g, '-')}`));
/** Starts the built shop with its output appended to its log file. */
const shop = (name: string) => `mkdir -p ${LOG_DIR} && exec node server.js >> ${LOG_DIR}/${name}.log 2>&1`;

export const FIXTURE_URL = `http://127.0.0.1:${PORT + 1}`;
export const BROKEN_URL = `http://127.0.0.1:${PORT + 2}`;
export const NO_DATABASE_URL = `http://127.0.0.1:${PORT + 3}`;
export const PHOTOS_URL = `http://127.0.0.1:${PORT + 4}`;
// PORT + 5 is the quote-answer test's own shop (tests/e2e/quote-answer.spec.ts).
const PHOTO_HOST_PORT = PORT + 6;
const photoHostDir = `${tmp}/photo-host`;
// Port 9 (discard) has no listener on these machines: connections are refused at once.
const REFUSED_SMTP = 'smtp://127.0.0.1:9';
const REFUSED_DATABASE = 'postgres://tienda:tienda@127.0.0.1:9/tienda';

export { CHROMIUM_ARGS };

const shopEnv = (port: number, dataDir: string, catalog: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  DATA_DIR: dataDir,
  CATALOG_SOURCE: catalog,
  CATALOG_REFRESH_SECONDS: '3600',
  WHATSAPP_NUMBER: '5493435551234',
  SHOP_EMAIL: 'ventas@agroindustrialparana.com.ar',
  INSTAGRAM_URL: 'https://www.instagram.com/tienda.e2e/',
  FACEBOOK_URL: 'https://www.facebook.com/tienda.e2e',
  // Every line, request lines included, goes to the shop's log file (scanned for personal data).
  LOG_LEVEL: 'info',
  ...extra,
});

/** The suite's servers, each with the address that answers once it is up (tests/setup/servers-ready.ts). */
const SERVERS: { name: string; url: string; command: string; ignoreHTTPSErrors?: boolean; env?: Record<string, string> }[] = [
  {
    name: 'sample',
    command: `rm -rf ${tmp}/sample && npx tsx scripts/staff-create.ts --email admin@tienda.test --password 'clave-de-prueba-e2e-123' --name 'Equipo E2E' && ${shop('sample')}`,
    url: `http://127.0.0.1:${PORT}/api/productos`,
    // SAMPLE_CONTENT: the sample team and reviews, marked, as in development (issue 11); the
    // fixture server (PORT + 1) runs as production does without them.
    // PUBLIC_URL as in production: without it the shop publishes no sitemap or feed (seo.spec.ts).
    env: shopEnv(PORT, `${tmp}/sample`, 'data/catalogo.csv', { SAMPLE_CONTENT: 'true', PUBLIC_URL: `http://127.0.0.1:${PORT}` }),
  },
  {
    name: 'fixture',
    command: `rm -rf ${tmp}/fixture && npx tsx scripts/staff-create.ts --email admin@tienda.test --password 'clave-de-prueba-e2e-123' --name 'Equipo E2E' && ${shop('fixture')}`,
    url: `${FIXTURE_URL}/api/productos`,
    env: shopEnv(PORT + 1, `${tmp}/fixture`, 'tests/fixtures/catalogo-pequeno.csv', { SMTP_URL: REFUSED_SMTP }),
  },
  {
    name: 'broken',
    command: `rm -rf ${tmp}/broken && ${shop('broken')}`,
    // Answers 503 until a catalogue loads, which never happens here: wait for the home page.
    url: `${BROKEN_URL}/politica-de-privacidad`,
    env: shopEnv(PORT + 2, `${tmp}/broken`, 'tests/fixtures/no-existe.csv', { SAMPLE_CONTENT: 'true' }),
  },
  {
    name: 'no-database',
    command: `rm -rf ${tmp}/no-database && ${shop('no-database')}`,
    url: `${NO_DATABASE_URL}/api/productos`,
    env: shopEnv(PORT + 3, `${tmp}/no-database`, 'tests/fixtures/catalogo-pequeno.csv', { DATABASE_URL: REFUSED_DATABASE }),
  },
  {
    name: 'photo-host',
    // Writes its certificate authority and a catalogue of links to itself, then serves the photos.
    command: `rm -rf ${photoHostDir} && npx tsx tests/setup/photo-host.ts ${PHOTO_HOST_PORT} ${photoHostDir}`,
    url: `https://localhost:${PHOTO_HOST_PORT}/salud`,
    ignoreHTTPSErrors: true,
  },
  {
    name: 'photos',
    // The shop trusts the stand-in's authority as an operator would (NODE_EXTRA_CA_CERTS), and
    // lets 'localhost' resolve to loopback, which every real photo host is refused.
    command: `rm -rf ${tmp}/photos && until [ -f ${photoHostDir}/catalogo.csv ]; do sleep 0.2; done && npx tsx scripts/staff-create.ts --email admin@tienda.test --password 'clave-de-prueba-e2e-123' --name 'Equipo E2E' && ${shop('photos')}`,
    url: `${PHOTOS_URL}/api/productos`,
    env: shopEnv(PORT + 4, `${tmp}/photos`, `${photoHostDir}/catalogo.csv`, {
      NODE_EXTRA_CA_CERTS: `${photoHostDir}/ca.pem`,
      IMAGE_ALLOW_PRIVATE_HOSTS: 'localhost',
    }),
  },
];
process.env.E2E_SERVERS = JSON.stringify(SERVERS.map(({ name, url }) => ({ name, url })));

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/setup/servers-ready.ts',
  globalTeardown: './tests/setup/log-teardown.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'off',
    screenshot: 'only-on-failure',
    // The shop's service worker answers pages and files once it controls a page, and requests it
    // answers never reach page.route(): tests that stand in for the shop's answers need it off.
    // The offline tests turn it on (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  // Playwright starts its web servers one after another, each once the previous one answers (at
  // load, minutes before the first test). Each still checks that nothing answers at its address
  // yet, but goes on at the command's first line: they start side by side, and the global setup
  // (tests/setup/servers-ready.ts) waits until every one answers.
  webServer: SERVERS.map((server) => ({
    ...server,
    command: `echo 'iniciando ${server.name}' && ${server.command}`,
    wait: { stdout: /^iniciando /m },
    reuseExistingServer: false,
  })),
});
