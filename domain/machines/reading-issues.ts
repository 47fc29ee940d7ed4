// Row-report lines for the 'Aplica para' cells the reader could not read whole: a cell past the
// reading's bounds (READING_LIMITS) loses its last machines, and the owner should know which row.
import { cleanLine } from '../clean-text';
import type { RowIssue } from '../types';
import { brandMatcher } from './brand-matcher';
import type { BrandEntry } from './brands';
import { READING_LIMITS, readAppliesTo } from './read-applies-to';

const COLUMN = 'Aplica para';
// Anything that parts two machines; a cell with fewer partings than the machines kept per cell
// cannot hit the bounds on machines or pieces, so only long or many-part cells are read here.
const PARTING = /[,;\n/]|\s(?:y|e)\s/g;

function mayDrop(text: string): boolean {
  if (text.length > READING_LIMITS.chars) return true;
  return (text.match(PARTING)?.length ?? 0) >= READING_LIMITS.fits - 1;
}

const thousands = (n: number) => n.toLocaleString('es-AR');

/** One warning per row whose 'Aplica para' was cut; `cells[i]` is the cell of sheet row i + 2. */
export function appliesToIssues(cells: readonly string[], brands: readonly BrandEntry[]): RowIssue[] {
  const issues: RowIssue[] = [];
  let matcher: ReturnType<typeof brandMatcher> | null = null;
  cells.forEach((cell, index) => {
    if (!mayDrop(cell)) return;
    matcher ??= brandMatcher(brands);
    const clean = cleanLine(cell);
    const reading = readAppliesTo(clean, matcher);
    if (reading.dropped === 0) return;
    const cut = clean.length > READING_LIMITS.chars ? ` (tiene ${thousands(clean.length)} caracteres)` : '';
    issues.push({
      row: index + 2,
      column: COLUMN,
      severity: 'warning',
      problem:
        `Es demasiado largo para leerlo entero${cut}: se leen los primeros ${thousands(READING_LIMITS.chars)} caracteres y hasta ` +
        `${READING_LIMITS.fits} máquinas, y quedaron ${thousands(reading.dropped)} partes sin leer. El texto se muestra completo; ` +
        `sus últimas máquinas no tienen el producto en su página.`,
    });
  });
  return issues;
}
