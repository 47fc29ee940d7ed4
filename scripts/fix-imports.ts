// Rewrites every import in app/, server/, domain/ and tests/ to the one style the codebase uses:
// a relative path ('./x', '../../domain/y'), the shortest from the importing file (decision 0022).
// '~/x' and '@/x' (both meant app/x) become relative; a relative path that wanders ('../routes/../lib/x',
// '../../app/lib/x' from inside app/) becomes the shortest one. Idempotent: a second run changes
// nothing. Also follows modules that moved (MOVED below), so branches written before a move still
// build after a merge and one run.
//
//   npx tsx scripts/fix-imports.ts           rewrite the files (then Prettier them), print the ones changed
//   npx tsx scripts/fix-imports.ts --check   change nothing; exit 1 when a file would change
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['app', 'server', 'domain', 'tests'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs)$/;
const SKIP = new Set(['node_modules', '.react-router', 'build', '.tmp']);

/** Aliases that once meant a folder of the repository. */
const ALIASES: Record<string, string> = { '~/': 'app/', '@/': 'app/', '#app/': 'app/', '#domain/': 'domain/', '#server/': 'server/' };

/** Top folders reached from another top folder by a Node subpath import ('#domain/cart'). */
const SUBPATH_TOPS = ['app', 'domain', 'server'];

/** Modules that moved, old path -> new path (from the repository root, without extension). */
const MOVED: Record<string, string> = {
  'app/lib/use-hydrated': 'app/hooks/use-hydrated',
  'app/components/use-near-viewport': 'app/hooks/use-near-viewport',
  'app/components/use-embla-binding': 'app/hooks/use-embla-binding',
  'app/components/search/use-suggestions': 'app/hooks/use-suggestions',
  'app/components/admin/use-action-toast': 'app/hooks/use-action-toast',
};

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

function exists(fromRoot: string): boolean {
  return EXTENSIONS.some((ext) => fs.existsSync(path.join(ROOT, fromRoot + ext)));
}

/** The specifier in the one style, or null when it is not a path inside the repository. */
export function normalize(file: string, specifier: string): string | null {
  const dir = path.posix.dirname(file);
  let target: string | null = null;
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) target = folder + specifier.slice(alias.length);
  }
  if (target === null && (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../'))) {
    target = path.posix.normalize(path.posix.join(dir, specifier));
  }
  if (target === null || target.startsWith('..')) return null;
  const trailingSlash = specifier.endsWith('/') && specifier.length > 1;
  target = target.replace(/\/+$/, '');
  if (MOVED[target] && !exists(target)) target = MOVED[target];
  const top = target.split('/')[0];
  if (top !== file.split('/')[0] && SUBPATH_TOPS.includes(top)) return `#${target}${trailingSlash ? '/' : ''}`;
  let relative = path.posix.relative(dir, target) || '.';
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return trailingSlash ? `${relative}/` : relative;
}

/** Calls whose first argument names a module: import('x'), require('x'), vi.mock('x') and kin. */
function isModuleCall(node: ts.CallExpression): boolean {
  if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(node.expression)) return node.expression.text === 'require';
  if (ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression)) {
    const owner = node.expression.expression.text;
    const method = node.expression.name.text;
    return (owner === 'vi' || owner === 'vitest') && ['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'].includes(method);
  }
  return false;
}

/** The module specifiers of one file, as [start, end, text] of each string literal's contents. */
function specifiers(source: ts.SourceFile): Array<{ start: number; end: number; text: string }> {
  const found: Array<{ start: number; end: number; text: string }> = [];
  const add = (literal: ts.Node | undefined) => {
    if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal))) {
      found.push({ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, text: literal.text });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && isModuleCall(node)) add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) add(node.name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file's text in the one style (the same text when nothing changes). */
export function rewrite(file: string, text: string): string {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  let out = text;
  // From the end, so earlier offsets stay valid.
  for (const spec of specifiers(source).sort((a, b) => b.start - a.start)) {
    const next = normalize(file, spec.text);
    if (next !== null && next !== spec.text) out = out.slice(0, spec.start) + next + out.slice(spec.end);
  }
  return out;
}

function* sourceFiles(folder: string): Generator<string> {
  const absolute = path.join(ROOT, folder);
  if (!fs.existsSync(absolute)) return;
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(relative);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield relative;
  }
}

async function main() {
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  for (const folder of FOLDERS) {
    for (const file of sourceFiles(folder)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const next = rewrite(file, text);
      if (next === text) continue;
      changed.push(file);
      if (check) continue;
      // A path of another length can change how Prettier wraps the import: format what we touch.
      const options = await prettier.resolveConfig(path.join(ROOT, file));
      fs.writeFileSync(path.join(ROOT, file), await prettier.format(next, { ...options, filepath: path.join(ROOT, file) }));
    }
  }
  for (const file of changed) console.log(file);
  console.error(`${changed.length} file(s) ${check ? 'would change' : 'rewritten'}`);
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
