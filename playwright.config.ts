import { defineConfig, devices } from '@playwright/test';

// Browser tests run in Debian's Chromium (Playwright's own browser download does not work on
// these machines) against the production build, with the sample catalogue and a throwaway DATA_DIR.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${PORT}`;

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node server.js`,
    url: `http://127.0.0.1:${PORT}/api/productos`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR,
      CATALOG_SOURCE: 'data/catalogo.csv',
      CATALOG_REFRESH_SECONDS: '3600',
      WHATSAPP_NUMBER: '5493435551234',
      SHOP_EMAIL: 'ventas@agroindustrialparana.com.ar',
    },
  },
});
