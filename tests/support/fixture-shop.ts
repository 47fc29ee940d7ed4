// The environment of a built shop started by a test on a port of its own: the six-row fixture
// catalogue (read once an hour, so it stays put during the test), a fresh embedded database in
// dataDir, and the business's WhatsApp number and address that the pages show.
export function fixtureShopEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    CATALOG_SOURCE: 'tests/fixtures/catalogo-pequeno.csv',
    CATALOG_REFRESH_SECONDS: '3600',
    WHATSAPP_NUMBER: '5493435551234',
    SHOP_EMAIL: 'ventas@agroindustrialparana.com.ar',
  };
}
