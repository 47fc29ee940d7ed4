// Measures the shipping code's size where a newcomer reads it: outer functions and components (not
// nested in another function) over 100 and over 150 lines, and files over 400 lines. Tests, bench/
// and scripts/ are left out. Part of `npm run lint` as a ratchet: it fails when a count rises above
// scripts/function-size.allowance.json, so the numbers can only go down (lower the allowance when
// you split something). `npx tsx scripts/function-size.ts` prints the lists.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const LIMITS = { long: 100, tooLong: 150, file: 400 } as const;

export type Counts = { functionsOver100: number; functionsOver150: number; filesOver400: number };
export type Sized = { file: string; name: string; line: number; lines: number };

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const LEFT_OUT = [/^tests\//, /^bench\//, /^scripts\//, /\.test\.(ts|tsx)$/, /(^|\/)test-support\//];

/** The files measured: what git tracks (or would track), shipping code only. */
export function shippingFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !LEFT_OUT.some((pattern) => pattern.test(file)))
    .sort();
}

function functionName(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  if (ts.isFunctionDeclaration(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return 'default';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (ts.isExportAssignment(parent)) return 'default';
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).slice(0, 40)}(…)`;
  return '(anonymous)';
}

/** Every function of a file that no other function encloses, with its length in lines. */
export function outerFunctions(file: string, text: string): Sized[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const found: Sized[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: functionName(node, source), line: start + 1, lines: end - start + 1 });
      return; // what is inside belongs to this function
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The counts and the lists behind them, for the tree at root. */
export function measure(root: string): { counts: Counts; functions: Sized[]; files: { file: string; lines: number }[] } {
  const functions: Sized[] = [];
  const files: { file: string; lines: number }[] = [];
  for (const file of shippingFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > LIMITS.file) files.push({ file, lines });
    functions.push(...outerFunctions(file, text).filter((f) => f.lines > LIMITS.long));
  }
  functions.sort((a, b) => b.lines - a.lines);
  files.sort((a, b) => b.lines - a.lines);
  const counts = {
    functionsOver100: functions.length,
    functionsOver150: functions.filter((f) => f.lines > LIMITS.tooLong).length,
    filesOver400: files.length,
  };
  return { counts, functions, files };
}

/** The counts that went above their allowance (empty: the ratchet holds). */
export function overAllowance(counts: Counts, allowance: Counts): (keyof Counts)[] {
  return (Object.keys(allowance) as (keyof Counts)[]).filter((key) => counts[key] > allowance[key]);
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const allowanceFile = path.join(import.meta.dirname, 'function-size.allowance.json');
  const allowance = JSON.parse(readFileSync(allowanceFile, 'utf8')) as Counts;
  const { counts, functions, files } = measure(root);
  console.log(`Outer functions over ${LIMITS.long} lines: ${counts.functionsOver100} (allowed ${allowance.functionsOver100})`);
  for (const f of functions) console.log(`  ${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`Over ${LIMITS.tooLong} lines: ${counts.functionsOver150} (allowed ${allowance.functionsOver150})`);
  console.log(`Files over ${LIMITS.file} lines: ${counts.filesOver400} (allowed ${allowance.filesOver400})`);
  for (const f of files) console.log(`  ${String(f.lines).padStart(4)}  ${f.file}`);
  const over = overAllowance(counts, allowance);
  if (over.length > 0) {
    console.error(`\nAbove the allowance: ${over.join(', ')}. Split the new long code (docs/how-to.md), do not raise the allowance.`);
    process.exit(1);
  }
  const lower = (Object.keys(allowance) as (keyof Counts)[]).filter((key) => counts[key] < allowance[key]);
  if (lower.length > 0) console.log(`\nBelow the allowance (${lower.join(', ')}): lower it in ${path.relative(root, allowanceFile)} so it stays there.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
