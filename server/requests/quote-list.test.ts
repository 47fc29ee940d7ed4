// Integration: the staff lists on both engines: newest first, status filter, search by name,
// e-mail, phone (whatever its punctuation) and product, pages, counts and the CSV of the same list.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { clearTables, findProduct, quoteInput } from '../../tests/setup/fixtures';
import { presupuestos } from '../db/schema';
import { submitQuote } from './quote';
import type { MailTransport } from '../mail/transport';
import { listQuotes, quotesCsv } from './quote-list';
import { PAGE_SIZE } from './staff-shared';
import { eq } from 'drizzle-orm';

const transport: MailTransport = { kind: 'file', send: async () => ({ messageId: 'x' }), close() {} };

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(ENGINES)('listas del panel con %s', (engine) => {
  const t = suiteDatabase(engine);
  beforeEach(async () => {
    await clearTables(t.db);
  });

  async function quote(minutes: number, overrides: Record<string, unknown>) {
    const result = await submitQuote(quoteInput(overrides), {
      db: t.db,
      findProduct,
      transport,
      now: new Date(Date.UTC(2026, 4, 10, 12, minutes)),
    });
    if (!('id' in result) || !result.id) throw new Error('no se guardó');
    return result.id;
  }

  it('más nuevos primero; filtra por estado y busca por nombre, correo, teléfono y producto', async () => {
    const juan = await quote(1, { name: 'Juan Pérez', email: 'juan@example.com', phone: '343 555-1234', items: [{ id: '10', quantity: 1 }] });
    const maria = await quote(2, { name: 'MARÍA Núñez', email: 'maria@campo.com.ar', phone: '(0343) 4123456', items: [{ id: '11', quantity: 2 }] });
    const pedro = await quote(3, { name: 'Pedro 100% Gómez', email: 'pedro@example.com', phone: '341 999 8888', items: [{ id: '12', quantity: 1 }] });
    await t.db.update(presupuestos).set({ estado: 'cerrado' }).where(eq(presupuestos.id, maria));

    const all = await listQuotes(t.db, { q: '', pagina: 1 });
    expect(all.rows.map((r) => r.id)).toEqual([pedro, maria, juan]);
    expect(all.counts).toEqual({ todos: 3, nuevo: 2, contactado: 0, respondido: 0, aceptado: 0, rechazado: 0, vencido: 0, cerrado: 1 });

    const ids = async (q: string, estado?: 'nuevo' | 'cerrado') => (await listQuotes(t.db, { q, estado, pagina: 1 })).rows.map((r) => r.id);
    expect(await ids('', 'cerrado')).toEqual([maria]);
    expect(await ids('maria nunez')).toEqual([maria]); // accents and case ignored
    expect(await ids('campo.com')).toEqual([maria]);
    expect(await ids('3434123456')).toEqual([maria]); // phone digits, whatever the punctuation
    expect(await ids('555-1234')).toEqual([juan]);
    expect(await ids('neumatico')).toEqual([maria]); // product name in the lines
    expect(await ids('bh-1')).toEqual([pedro]); // product code
    expect(await ids('100%')).toEqual([pedro]); // % is literal, not a wildcard
    expect(await ids('_')).toEqual([]); // _ is literal too (no name has one)
    expect(await ids('juan filtro')).toEqual([juan]); // every word must match somewhere
    expect(await ids('juan bomba')).toEqual([]);
    expect((await listQuotes(t.db, { q: 'example', pagina: 1 })).counts).toEqual({
      todos: 2,
      nuevo: 2,
      contactado: 0,
      respondido: 0,
      aceptado: 0,
      rechazado: 0,
      vencido: 0,
      cerrado: 0,
    });
  });

  it('pagina de a 50 sin repetir ni perder filas', async () => {
    for (let i = 0; i < PAGE_SIZE + 3; i++) await quote(i, { name: `Cliente ${i}`, items: [{ id: '10', quantity: 1 }] });
    const first = await listQuotes(t.db, { q: '', pagina: 1 });
    const second = await listQuotes(t.db, { q: '', pagina: 2 });
    const beyond = await listQuotes(t.db, { q: '', pagina: 9 });
    expect(first).toMatchObject({ total: PAGE_SIZE + 3, pages: 2, page: 1 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(second.rows).toHaveLength(3);
    expect(beyond.page).toBe(2); // clamped to the last page
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(PAGE_SIZE + 3);
    expect(first.rows[0].name).toBe(`Cliente ${PAGE_SIZE + 2}`);
  });

  it('el CSV exporta la lista filtrada entera, con el total recalculado en números es-AR', async () => {
    await quote(1, { name: 'Juan Pérez' });
    await quote(2, { name: 'Otro Cliente', email: 'otro@example.com', items: [{ id: '10', quantity: 1 }] });
    const csv = await quotesCsv(t.db, { q: 'juan' });
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Número";"Fecha";"Estado";"Nombre y apellido";"Localidad";"Provincia";"Email";"Teléfono";"Productos";"Unidades";"Total estimado";"Notas";"Comentarios del cliente";"CUIT";"Condición frente al IVA";"Factura";"Expreso o transporte";"Entrega"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';"10/05/2026 09:01";"Nuevo";"Juan Pérez";"Paraná";"Entre Ríos";"juan.perez@example.com";"343 555-1234";');
    expect(lines[1]).toContain(
      '"2 x Filtro de aceite (FA-10) - $\u00a012.500 | 1 x Neumático 18.4-34 - $\u00a01.234.568 | 3 x Bomba hidráulica (BH-1) - Consultar";6;1259567,5;"";""',
    );
  });
});
