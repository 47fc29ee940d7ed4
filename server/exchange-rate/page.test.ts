// Integration, both engines: the summary warns when the rate in use is older than three days.
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { addStaff } from '../../tests/support/staff';
import { exchangeRates, staffUsers } from '../db/schema';
import { staleRateWarning } from './page';
import { saveStaffRate } from './store';

describe.each(ENGINES)('aviso de cotización vieja en el resumen con %s', (engine) => {
  const t = suiteDatabase(engine);
  const now = new Date('2026-11-27T15:00:00Z');

  beforeEach(async () => {
    await t.db.delete(exchangeRates);
    await t.db.delete(staffUsers);
  });

  it('warns for a rate of more than three days, not for a recent one nor without any', async () => {
    expect(await staleRateWarning(t.db, now)).toBeNull();
    const ana = await addStaff(t.db, { email: 'ana@tienda.test' });
    await saveStaffRate(t.db, { value: '1.150', label: 'BNA vendedor', date: '2026-11-20', confirmJump: false }, ana, now);
    expect(await staleRateWarning(t.db, now)).toMatch(/^La cotización del dólar tiene 7 días \(más de 3\)/);
    await saveStaffRate(t.db, { value: '1.160', label: 'BNA vendedor', date: '2026-11-24', confirmJump: false }, ana, now);
    expect(await staleRateWarning(t.db, now)).toBeNull();
  });
});
