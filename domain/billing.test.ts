import { describe, expect, it } from 'vitest';
import { billingFields, billingView, discriminatesIva, invoiceType, shopIvaCondition } from './billing';

describe('billing details', () => {
  it('a Responsable Inscripto and a Monotributo get Factura A; Consumidor Final and Exento get B; unknown, none', () => {
    expect(invoiceType('responsable_inscripto')).toBe('A');
    expect(invoiceType('monotributo')).toBe('A');
    expect(invoiceType('consumidor_final')).toBe('B');
    expect(invoiceType('exento')).toBe('B');
    expect(invoiceType(null)).toBeNull();
    expect(invoiceType('Responsable Inscripto')).toBeNull();
  });

  it('reads the stored columns into what staff read, leaving out what no form could have written', () => {
    expect(billingView({ cuit: '30546689979', ivaStatus: 'responsable_inscripto', carrier: 'Expreso Paraná', deliveryMethod: 'shipping' })).toEqual({
      cuit: '30-54668997-9',
      ivaStatus: 'Responsable Inscripto',
      invoice: 'Factura A',
      carrier: 'Expreso Paraná',
      delivery: 'Envío',
    });
    expect(billingView({ cuit: '20-123', ivaStatus: 'jefe', carrier: '  ', deliveryMethod: 'dron' })).toEqual({
      cuit: null,
      ivaStatus: null,
      invoice: null,
      carrier: null,
      delivery: null,
    });
  });

  it('lists only the details given, the IVA status with its invoice', () => {
    const view = billingView({ cuit: null, ivaStatus: 'monotributo', carrier: null, deliveryMethod: 'pickup' });
    expect(billingFields(view)).toEqual([
      ['Condición frente al IVA', 'Monotributo (Factura A)'],
      ['Entrega', 'Retiro en el local'],
    ]);
    expect(billingFields(billingView({ cuit: null, ivaStatus: null, carrier: null, deliveryMethod: null }))).toEqual([]);
  });

  it('a Monotributista or Exento shop issues Factura C to everyone, and shows no IVA apart', () => {
    for (const shop of ['monotributo', 'exento']) {
      for (const status of ['responsable_inscripto', 'monotributo', 'consumidor_final', 'exento', null]) expect(invoiceType(status, shop)).toBe('C');
      expect(discriminatesIva(shop)).toBe(false);
    }
    expect(invoiceType('responsable_inscripto', 'responsable_inscripto')).toBe('A');
    expect(invoiceType('consumidor_final', 'responsable_inscripto')).toBe('B');
    expect(discriminatesIva('responsable_inscripto')).toBe(true);
  });

  it('reads a stored shop condition defensively: anything unknown is a Responsable Inscripto', () => {
    expect(shopIvaCondition('monotributo')).toBe('monotributo');
    expect(shopIvaCondition('Monotributo')).toBe('responsable_inscripto');
    expect(shopIvaCondition(undefined)).toBe('responsable_inscripto');
    expect(discriminatesIva(undefined)).toBe(true);
    expect(invoiceType('monotributo', 'consumidor_final')).toBe('A');
  });

  it('the staff view of a customer from a Monotributo shop carries Factura C', () => {
    const view = billingView({ cuit: '30546689979', ivaStatus: 'responsable_inscripto', carrier: null, deliveryMethod: null }, 'monotributo');
    expect(view).toMatchObject({ cuit: '30-54668997-9', ivaStatus: 'Responsable Inscripto', invoice: 'Factura C' });
    expect(billingView({ cuit: null, ivaStatus: null, carrier: null, deliveryMethod: null }, 'exento').invoice).toBeNull();
  });
});
