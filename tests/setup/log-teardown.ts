// Playwright's global teardown: the run fails when any shop it started wrote personal data to its
// log (a name, e-mail address or phone number the tests typed, or anything shaped like one, or a
// quote's secret link). Every shop's log is in E2E_LOG_DIR (tests/setup/shop-log.ts).
import { collectNeedles, describeFindings, scanLogDir, testSources } from '../../scripts/log-scan';

export default async function scanShopLogs(): Promise<void> {
  const dir = process.env.E2E_LOG_DIR;
  if (!dir) return;
  // The shops are still running: give their last lines a moment to reach the files.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const findings = scanLogDir(dir, collectNeedles(testSources()));
  if (findings.length) throw new Error(`${findings.length} líneas de log de las tiendas de prueba con datos personales:\n${describeFindings(findings)}`);
  console.log(`Logs de las tiendas sin datos personales (${dir}).`);
}
