// The owner's 'maquinas' tab: one brand per row, its name in the first cell and other spellings in
// the next ones ('Massey Ferguson | MF | Massey'); a cell may hold several, parted by commas. A
// row naming a built-in brand adds aliases to it; any other row adds a brand. Bounded and never
// failing: a loop (an alias another brand already uses), a huge or runaway tab is cut and reported.
import { cleanLine } from '../clean-text';
import type { RowIssue } from '../types';
import { BUILT_IN_BRANDS, MACHINE_TABLE_LIMITS, type BrandEntry } from './brands';
import { wordsOf } from './words';

const COLUMN = 'maquinas';

export interface MachineTable {
  brands: BrandEntry[];
  issues: RowIssue[];
}

function cellNames(value: unknown): string[] {
  if (value == null) return [];
  return cleanLine(String(value))
    .split(/[,;]/)
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter((t) => wordsOf(t).length > 0);
}

interface Builder {
  brands: { name: string; aliases: string[]; modelPrefixes?: readonly string[] }[];
  /** Alias words → index in brands. */
  owner: Map<string, number>;
  aliasCount: number;
  report: (row: number, problem: string) => void;
}

function builtIns(report: Builder['report']): Builder {
  const builder: Builder = { brands: [], owner: new Map(), aliasCount: 0, report };
  for (const entry of BUILT_IN_BRANDS) {
    const index = builder.brands.push({ ...entry, aliases: [...entry.aliases] }) - 1;
    for (const alias of [entry.name, ...entry.aliases]) {
      const key = wordsOf(alias).join(' ');
      if (!builder.owner.has(key)) builder.owner.set(key, index);
    }
  }
  return builder;
}

function addRow(builder: Builder, names: string[], row: number): void {
  const [name, ...aliases] = names;
  if (name.length > MACHINE_TABLE_LIMITS.chars) return builder.report(row, `la marca "${name.slice(0, 40)}…" es demasiado larga.`);
  let index = builder.owner.get(wordsOf(name).join(' '));
  if (index === undefined) {
    if (builder.brands.length - BUILT_IN_BRANDS.length >= MACHINE_TABLE_LIMITS.brands) {
      return builder.report(row, `hay más de ${MACHINE_TABLE_LIMITS.brands} marcas nuevas; "${name}" no se agrega.`);
    }
    index = builder.brands.push({ name, aliases: [] }) - 1;
    builder.owner.set(wordsOf(name).join(' '), index);
  }
  for (const alias of aliases) {
    const key = wordsOf(alias).join(' ');
    const owner = builder.owner.get(key);
    if (owner === index) continue;
    if (owner !== undefined) {
      builder.report(row, `"${alias}" ya es ${builder.brands[owner].name}; no se usa para ${builder.brands[index].name}.`);
    } else if (alias.length > MACHINE_TABLE_LIMITS.chars) {
      builder.report(row, `el alias "${alias.slice(0, 40)}…" es demasiado largo.`);
    } else if (builder.aliasCount >= MACHINE_TABLE_LIMITS.aliases) {
      return builder.report(row, `hay más de ${MACHINE_TABLE_LIMITS.aliases} alias; desde esta fila no se leen.`);
    } else {
      builder.aliasCount++;
      builder.owner.set(key, index);
      builder.brands[index].aliases.push(alias);
    }
  }
}

/** The built-in brands plus the tab's (first row = header, skipped), and the tab's warnings. */
export function machineTableFromCells(cells: readonly (readonly unknown[])[]): MachineTable {
  const issues: RowIssue[] = [];
  let dropped = 0;
  const report = (row: number, problem: string) => {
    if (issues.length < MACHINE_TABLE_LIMITS.issues) issues.push({ row, column: COLUMN, problem: `Tabla de máquinas: ${problem}`, severity: 'warning' });
    else dropped++;
  };
  const builder = builtIns(report);
  const last = Math.min(cells.length, MACHINE_TABLE_LIMITS.rows + 1);
  for (let r = 1; r < last; r++) {
    const names = (cells[r] ?? []).slice(0, MACHINE_TABLE_LIMITS.cells).flatMap(cellNames);
    if (names.length > 0) addRow(builder, names, r + 1);
  }
  if (cells.length > last) report(last + 1, `la tabla tiene más de ${MACHINE_TABLE_LIMITS.rows.toLocaleString('es-AR')} filas; desde esta no se leen.`);
  if (dropped > 0)
    issues.push({ row: cells.length, column: COLUMN, problem: `Tabla de máquinas: y ${dropped} avisos más como los anteriores.`, severity: 'warning' });
  return { brands: builder.brands, issues };
}
