// Integration: the staff's IVA per category group on both engines, from the staff page's action to
// the product's rate and an answer's nets, and across two processes.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { callRoute, loadRouteModule, type RouteModule } from '../../tests/support/admin-routes';
import { testContext, testServices } from '../../tests/support/services';
import { addStaff, browserRequest, Clock, sessionFor, type TestSession } from '../../tests/support/staff';
import { clearStaffTables } from '../../tests/support/staff-suite';
import { suiteDatabase } from '../../tests/support/suite';
import { makeProduct } from '#domain/testing';
import { ivaRateFor } from '#domain/iva';
import { categoryIvaDefaults } from '../db/schema';
import { answerNets, IvaDefaults } from './service';

describe.each(ENGINES)('IVA por categoría en %s', (engine) => {
  const t = suiteDatabase(engine);
  const clock = new Clock();
  let route: RouteModule;
  let seller: TestSession;
  let defaults: IvaDefaults;
  const tractor = makeProduct({ id: 'T-1', category: 'Tractores' });

  beforeAll(async () => {
    route = await loadRouteModule('routes/admin/iva.tsx');
  });

  beforeEach(async () => {
    await clearStaffTables(t.db);
    await t.db.delete(categoryIvaDefaults);
    seller = await sessionFor(t.db, (await addStaff(t.db, { email: 'beto@tienda.test', role: 'vendedor' })).id, clock);
    defaults = new IvaDefaults({ db: async () => t.db, pricesIncludeIva: true, productById: (id) => (id === 'T-1' ? tractor : undefined) });
  });

  const post = (form: Record<string, string>) =>
    callRoute(route.action, browserRequest('/admin/iva', { session: seller, form }), {}, testContext(testServices({ db: t.db, clock, ivaDefaults: defaults })));

  it('guarda la alícuota de un grupo, cambia la versión y el IVA de sus productos', async () => {
    const before = defaults.version();
    const answer = await post({ Maquinaria: '10.5', Repuestos: '' });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: 'IVA guardado para Maquinaria.' } });
    expect(defaults.version()).toBeGreaterThan(before);
    expect(ivaRateFor(tractor, defaults.current())).toBe(10.5);
    expect(await t.db.select().from(categoryIvaDefaults)).toMatchObject([{ categoryGroup: 'Maquinaria', rate: 10.5, updatedBy: 'beto@tienda.test' }]);
    // Back to the general rate: the row goes.
    expect((await post({ Maquinaria: '' })).body).toMatchObject({ ok: true });
    expect(await t.db.select().from(categoryIvaDefaults)).toHaveLength(0);
  });

  it('rechaza una alícuota que no está en la lista, en castellano y con 400', async () => {
    const bad = await post({ Maquinaria: '15' });
    expect(bad).toMatchObject({ status: 400, body: { ok: false, message: expect.stringMatching(/^Maquinaria: Elegí una alícuota/) } });
    expect(await t.db.select().from(categoryIvaDefaults)).toHaveLength(0);
  });

  it('otro proceso lo ve al releer, y la respuesta usa el IVA del producto', async () => {
    const other = new IvaDefaults({ db: async () => t.db, productById: () => tractor });
    await defaults.set('Maquinaria', 10.5, 'ana@tienda.test');
    expect(other.current()).toEqual({});
    await other.reload();
    expect(other.current()).toEqual({ Maquinaria: 10.5 });
    const worker = defaults.start();
    try {
      const line = { productId: 'T-1', unitPriceCents: 110_500_00, quantity: 1, availability: 'en-stock' } as const;
      const gone = { ...line, productId: 'YA-NO', unitPriceCents: 121_00 };
      expect(answerNets([line, gone] as never)).toEqual({ lines: [100_000_00, 100_00], totalCents: 100_100_00 });
    } finally {
      worker.stop();
    }
  });
});
