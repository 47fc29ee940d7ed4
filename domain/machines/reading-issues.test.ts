import { describe, expect, it } from 'vitest';
import { BUILT_IN_BRANDS } from './brands';
import { appliesToIssues } from './reading-issues';

describe('appliesToIssues', () => {
  it('reports a cell of 500 machines on its sheet row', () => {
    const long = Array.from({ length: 500 }, (_, i) => `John Deere ${1000 + i}`).join(', ');
    const issues = appliesToIssues(['Case IH Patriot 250', long], BUILT_IN_BRANDS);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ row: 3, column: 'Aplica para', severity: 'warning' });
    expect(issues[0].problem).toMatch(/hasta 100 máquinas/);
  });

  it('reports a cell of 10,000 characters with its length', () => {
    const issues = appliesToIssues([`John Deere 3530 ${'x'.repeat(10_000)}`], BUILT_IN_BRANDS);
    expect(issues.map((i) => i.row)).toEqual([2]);
    expect(issues[0].problem).toContain('10.016 caracteres');
  });

  it('says nothing of ordinary cells, even ones with a machine written five ways', () => {
    const cells = ['Massey Ferguson MF 34, MF34, 34, mf 34, MF-34', 'Llanta 38 pulgadas', '', '🚜🚜'];
    expect(appliesToIssues(cells, BUILT_IN_BRANDS)).toEqual([]);
  });
});
