// Flags for Debian's Chromium on these machines (no network but loopback): shared by Playwright and
// the Lighthouse benchmark.
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
