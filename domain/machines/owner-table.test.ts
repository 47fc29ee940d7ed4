import { describe, expect, it } from 'vitest';
import { brandMatcher } from './brand-matcher';
import { MACHINE_TABLE_LIMITS } from './brands';
import { machineTableFromCells } from './owner-table';
import { readAppliesTo } from './read-applies-to';

const header = ['marca', 'alias'];
const models = (cells: unknown[][], text: string) =>
  readAppliesTo(text, brandMatcher(machineTableFromCells([header, ...cells]).brands)).fits.map((f) => `${f.brand} ${f.model ?? ''}`.trim());

describe('machineTableFromCells', () => {
  it('adds a brand and aliases to a built-in one', () => {
    expect(
      models(
        [
          ['Metalfor', 'MTF'],
          ['Super Walter', 'SW, Walter'],
        ],
        'MTF Multiple 3500; SW 2000',
      ),
    ).toEqual(['Metalfor Multiple 3500', 'Super Walter 2000']);
  });

  it('refuses an alias another brand owns (a loop) and says so', () => {
    const table = machineTableFromCells([header, ['Claas', 'JD'], ['JD', 'Claas']]);
    expect(brandMatcher(table.brands).aliases.get('jd')?.name).toBe('John Deere');
    expect(table.issues.map((i) => i.problem)).toEqual([
      'Tabla de máquinas: "JD" ya es John Deere; no se usa para Claas.',
      'Tabla de máquinas: "Claas" ya es Claas; no se usa para John Deere.',
    ]);
  });

  it('bounds 10,000 aliases and reports once past the issue limit', () => {
    const aliases = Array.from({ length: 10_000 }, (_, i) => `alias${i}`);
    const table = machineTableFromCells([header, ['Nueva', ...aliases.slice(0, 30)], ...aliases.map((a) => ['Otra', a])]);
    const added = table.brands.reduce((n, b) => n + b.aliases.length, 0);
    const builtIn = machineTableFromCells([]).brands.reduce((n, b) => n + b.aliases.length, 0);
    expect(added - builtIn).toBe(MACHINE_TABLE_LIMITS.aliases);
    expect(table.issues.length).toBeLessThanOrEqual(MACHINE_TABLE_LIMITS.issues + 1);
  });

  it('keeps only the built-ins for an empty or header-only tab', () => {
    expect(machineTableFromCells([header]).brands).toEqual(machineTableFromCells([]).brands);
  });
});
