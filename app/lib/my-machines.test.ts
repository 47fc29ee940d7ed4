import { describe, expect, it } from 'vitest';
import { MY_MACHINES_KEY, keepMachine, readMyMachines, saveMyMachine, withMachine, type MyMachine } from './my-machines';

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[MY_MACHINES_KEY, initial]]);
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

const jd: MyMachine = { brandSlug: 'john-deere', modelSlug: '3530', name: 'John Deere 3530' };
const mf: MyMachine = { brandSlug: 'massey-ferguson', modelSlug: 'mf-34', name: 'Massey Ferguson MF 34' };
const case250: MyMachine = { brandSlug: 'case-ih', modelSlug: 'patriot-250', name: 'Case IH Patriot 250' };
const nh: MyMachine = { brandSlug: 'new-holland', modelSlug: '7630', name: 'New Holland 7630' };

describe('my machines', () => {
  it('keeps three, newest first, the oldest dropping out', () => {
    const storage = memoryStorage();
    for (const m of [jd, mf, case250, nh]) saveMyMachine(storage, m);
    expect(readMyMachines(storage).map((m) => m.name)).toEqual([nh.name, case250.name, mf.name]);
  });

  it('saving a kept machine again moves it first without a copy', () => {
    const storage = memoryStorage();
    for (const m of [jd, mf, jd]) saveMyMachine(storage, m);
    expect(readMyMachines(storage)).toEqual([jd, mf]);
  });

  it('reads unreadable or tampered values as no machine', () => {
    expect(readMyMachines(memoryStorage('{no json'))).toEqual([]);
    expect(readMyMachines(memoryStorage('"texto"'))).toEqual([]);
    expect(readMyMachines(null)).toEqual([]);
    const bad = [{ brandSlug: '../admin', modelSlug: 'x', name: 'X' }, { brandSlug: 'a', modelSlug: 'b', name: '' }, jd];
    expect(readMyMachines(memoryStorage(JSON.stringify(bad)))).toEqual([jd]);
  });

  it('still answers when the storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveMyMachine(storage, jd)).toEqual([jd]);
  });

  it('sets and removes the filter parameter, back to the first page', () => {
    expect(withMachine('?vista=nuevos&pagina=3', 'john-deere/3530')).toBe('?vista=nuevos&maquina=john-deere%2F3530');
    expect(withMachine('?maquina=john-deere%2F3530', null)).toBe('');
    expect(keepMachine('?pagina=2', 'john-deere/3530')).toBe('?pagina=2&maquina=john-deere%2F3530');
    expect(keepMachine('', null)).toBe('');
  });
});
