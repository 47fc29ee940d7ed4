import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brandMatcher } from '#domain/machines/brand-matcher';
import { machineTableFromCells } from '#domain/machines/owner-table';
import { readAppliesTo } from '#domain/machines/read-applies-to';
import { readCatalogTable } from './sources';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'maquinas-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return path.join(dir, 'catalogo.csv');
}

const CATALOG = 'ID,Titulo,Aplica para,Precio,Categoria\n1,Filtro,SW 2000,$ 100,Repuestos\n';
const options = { googleSheetsApiUrl: 'http://127.0.0.1:9' };

describe("the owner's maquinas table beside a CSV catalogue", () => {
  it('is read from Máquinas.csv and adds its brand', async () => {
    const table = await readCatalogTable(folder({ 'catalogo.csv': CATALOG, 'Máquinas.csv': 'marca;alias\nSuper Walter;SW\n' }), options);
    const brands = machineTableFromCells(table.machineCells ?? []).brands;
    expect(readAppliesTo('SW 2000', brandMatcher(brands)).fits.map((f) => `${f.brand} ${f.model}`)).toEqual(['Super Walter 2000']);
  });

  it('is null without one (the built-in brands alone)', async () => {
    const table = await readCatalogTable(folder({ 'catalogo.csv': CATALOG }), options);
    expect(table.machineCells).toBeNull();
  });
});
