// 'Mis máquinas': up to three machines the visitor keeps on the phone (localStorage, no account),
// newest first, and the catalogue's `maquina` parameter that narrows a list to one of them.
// Shared by the browser and the server (the parameter's name and shape).

/** The catalogue's filter parameter: `maquina=john-deere/3530` (brand slug / model slug). */
export const MACHINE_PARAM = 'maquina';
export const MY_MACHINES_KEY = 'mis-maquinas';
const MAX_MY_MACHINES = 3;

export interface MyMachine {
  brandSlug: string;
  modelSlug: string;
  /** 'John Deere 3530', as the machine's page names it. */
  name: string;
}

/** What a filtered page shows about its filter: which machine, or that the asked one is not known. */
export interface MachineFilterView {
  param: string;
  /** 'John Deere 3530'; null when the parameter names no machine of the catalogue. */
  name: string | null;
}

/** The slugs the machine pages use (domain/machines/words.ts machineSlug): lowercase words and hyphens. */
export const MACHINE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 80;
const MAX_NAME = 120;

function isMachine(value: unknown): value is MyMachine {
  if (typeof value !== 'object' || value === null) return false;
  const { brandSlug, modelSlug, name } = value as Record<string, unknown>;
  const slug = (s: unknown) => typeof s === 'string' && s.length <= MAX_SLUG && MACHINE_SLUG.test(s);
  return slug(brandSlug) && slug(modelSlug) && typeof name === 'string' && name.trim() !== '' && name.length <= MAX_NAME;
}

export const machineParam = (m: Pick<MyMachine, 'brandSlug' | 'modelSlug'>) => `${m.brandSlug}/${m.modelSlug}`;
const same = (a: MyMachine, b: MyMachine) => a.brandSlug === b.brandSlug && a.modelSlug === b.modelSlug;

/** The saved machines; anything unreadable (another app's value, a hand edit) counts as none. */
export function readMyMachines(storage: Pick<Storage, 'getItem'> | null): MyMachine[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(MY_MACHINES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isMachine)
      .map(({ brandSlug, modelSlug, name }) => ({ brandSlug, modelSlug, name }))
      .slice(0, MAX_MY_MACHINES);
  } catch {
    return [];
  }
}

/** Saves a machine first; saving one already kept moves it first; past three the oldest drops out. */
export function saveMyMachine(storage: Pick<Storage, 'getItem' | 'setItem'> | null, machine: MyMachine): MyMachine[] {
  const list = [machine, ...readMyMachines(storage).filter((m) => !same(m, machine))].slice(0, MAX_MY_MACHINES);
  try {
    storage?.setItem(MY_MACHINES_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage (private mode): the machine is kept for this page only.
  }
  return list;
}

/** The query string with the machine filter set (or removed with null), back to the first page. */
export function withMachine(search: string, param: string | null): string {
  const params = new URLSearchParams(search);
  params.delete('pagina');
  if (param === null) params.delete(MACHINE_PARAM);
  else params.set(MACHINE_PARAM, param);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Keeps the machine filter on a link the page builds (views, chips, pages). */
export function keepMachine(search: string, param: string | null | undefined): string {
  if (!param) return search;
  const params = new URLSearchParams(search);
  params.set(MACHINE_PARAM, param);
  return `?${params.toString()}`;
}
