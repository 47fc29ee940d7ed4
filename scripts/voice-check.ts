// Finds tú and usted forms in the texts people read, so the shop speaks in one voice: the voseo
// of Entre Ríos ('Agregá', 'Revisá', 'Podés'). Only string literals, template parts and JSX text
// are read (comments and identifiers are English and never match by accident). The product
// specification fixes a few texts in tú or usted character for character; those, and only those,
// are allowed, quoted exactly as the specification writes them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Texts the product specification fixes character for character: they keep their tú or usted. */
export const SPEC_FIXED_TEXTS = [
  'Asegúrate de haber compartido el Google Sheet con el email proporcionado.',
  'El producto que buscas no existe o no está disponible.',
  'Intenta con otros términos de búsqueda o revisa las categorías.',
  'Hubo un problema al guardar tu solicitud. Por favor, intenta de nuevo.',
  'Hubo un problema al procesar tu solicitud. Por favor, intenta de nuevo.',
  'Por favor, ingrese un correo electrónico válido.',
  'Agrega productos para solicitar un presupuesto.',
  'Hola! Me interesa el producto: ',
  'Hola! Me gustaría consultar sobre sus productos.',
  'Hola! Me gustaría hacer una consulta.',
] as const;

const L = '\\p{L}';
const word = (forms: readonly string[]) => forms.join('|');

// Second person of tú (present) and usted imperatives, plus tú imperatives with a pronoun attached:
// none of them is also a third-person form, so they are wrong anywhere in a sentence.
const ALWAYS = [
  'tú',
  'contigo',
  'puedes',
  'tienes',
  'debes',
  'necesitas',
  'quieres',
  'buscas',
  'sabes',
  'eres',
  'vienes',
  'haces',
  'prefieres',
  'encuentras',
  'escribes',
  'recibes',
  'pides',
  'vuelves',
  'agregas',
  'envías',
  'deseas',
  'decides',
  'publícala',
  'publícalo',
  'compártela',
  'compártelo',
  'indícanos',
  'asegúrate',
  'escríbenos',
  'acércate',
  'contáctanos',
  'llámanos',
  'cuéntanos',
  'envíanos',
  'avísanos',
  'guárdalo',
  'guárdala',
  'quítalo',
  'quítalos',
  'revísalo',
  'revísala',
  'ingrese',
  'ingresen',
  'escriba',
  'seleccione',
  'intente',
  'revise',
  'vuelva',
  'verifique',
  'indique',
  'utilice',
  'presione',
  'agregue',
  'comuníquese',
  'contáctenos',
  'escríbanos',
  'acérquese',
  'asegúrese',
  'usted',
  'ustedes',
] as const;

// Tú imperatives that are also third-person present ('el sistema revisa'): wrong only where an
// order stands: at the start of a sentence, after 'por favor', or joined to another order by y/e
// ('Usá el enlace y verifica que…') when followed by what an order takes.
const AS_ORDER = [
  'agrega',
  'revisa',
  'intenta',
  'selecciona',
  'completa',
  'escribe',
  'vuelve',
  'usa',
  'prueba',
  'elige',
  'busca',
  'ingresa',
  'toca',
  'pulsa',
  'haz',
  'mira',
  'mueve',
  'indica',
  'verifica',
  'guarda',
  'sube',
  'descarga',
  'abre',
  'cierra',
  'envía',
  'espera',
  'recarga',
  'comparte',
  'llama',
  'cambia',
  'copia',
  'borra',
  'confirma',
  'elimina',
  'quita',
  'presiona',
  'acepta',
  'complete',
  'elija',
  'haga',
] as const;

const alwaysPattern = new RegExp(`(?<!${L})(${word(ALWAYS)})(?!${L})`, 'giu');
// An order joined to a voseo one ('Usá el enlace … y verifica que esté publicada'): after y/e, a
// tú form followed by what an order takes (que, an article, 'de nuevo').
const joinedPattern = new RegExp(`(?<!${L})[ye]\\s+(${word(AS_ORDER)})\\s+(?:que|la|el|los|las|lo|de nuevo)(?!${L})`, 'giu');
// An order goes on with a word; these are also nouns when 'de' follows ('Copia de la aceptación').
const NOUNS_BEFORE_DE = new Set(['copia', 'prueba', 'espera', 'descarga', 'guarda', 'llama', 'busca']);
const orderPattern = new RegExp(`(?:^|[.:;!?¡¿«(]\\s*|por favor,?\\s+)(${word(AS_ORDER)})\\s+(${L}+)`, 'giu');

export interface VoiceFinding {
  file: string;
  line: number;
  form: string;
  text: string;
}

/** The tú or usted forms in one text, after taking out the specification's fixed texts. */
export function formsIn(text: string): string[] {
  let rest = text.replace(/\s+/g, ' ');
  for (const fixed of SPEC_FIXED_TEXTS) rest = rest.split(fixed).join(' ');
  rest = rest.trim();
  const found: string[] = [];
  for (const m of rest.matchAll(alwaysPattern)) found.push(m[1]);
  // Spanish opens what it exclaims: '¡Hola!', never 'Hola!'.
  for (const m of rest.matchAll(/(?<=[\p{L}\d)])!(?=$|[\s"'»),.])/gu)) {
    const before = rest.slice(0, m.index);
    const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'));
    if (!before.slice(start + 1).includes('¡'))
      found.push(
        `${
          before
            .slice(start + 1)
            .trim()
            .split(/\s+/)[0] ?? ''
        }…! sin ¡`,
      );
  }
  for (const m of rest.matchAll(orderPattern)) {
    if (!(m[2].toLowerCase() === 'de' && NOUNS_BEFORE_DE.has(m[1].toLowerCase()))) found.push(m[1]);
  }
  for (const m of rest.matchAll(joinedPattern)) found.push(m[1]);
  return found;
}

/** Every text of a .ts or .tsx source that people may read, with its line. */
export function textsOf(fileName: string, source: string): { line: number; text: string }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const out: { line: number; text: string }[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isTemplateExpression(node)) {
      // One text, each ${...} read as a name ('Hola ${name}!' is 'Hola X!'); strings inside the
      // expressions are texts of their own.
      out.push({ line: lineOf(node), text: node.head.text + node.templateSpans.map((span) => `X${span.literal.text}`).join('') });
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) {
      // Import paths and module names are not texts.
      if (!(ts.isStringLiteral(node) && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)))) {
        out.push({ line: lineOf(node), text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

export function findingsIn(fileName: string, source: string): VoiceFinding[] {
  const findings: VoiceFinding[] = [];
  for (const { line, text } of textsOf(fileName, source)) {
    for (const form of formsIn(text)) findings.push({ file: fileName, line, form, text: text.replace(/\s+/g, ' ').trim() });
  }
  return findings;
}

const SKIP = /\.(test|spec)\.tsx?$|\.d\.ts$/;

/** Every .ts/.tsx source under the given folders, tests left out. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !SKIP.test(entry.name)) files.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return files.sort();
}

/** The findings of every source under the folders, with paths relative to root. */
export function scanFolders(root: string, folders: readonly string[] = ['app', 'server', 'domain']): VoiceFinding[] {
  return sourceFiles(root, folders).flatMap((file) => findingsIn(path.relative(root, file), readFileSync(file, 'utf8')));
}
