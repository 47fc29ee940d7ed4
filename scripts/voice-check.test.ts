import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findingsIn, formsIn, scanFolders, SPEC_FIXED_TEXTS, sourceFiles } from './voice-check';

const root = path.resolve(import.meta.dirname, '..');

describe('one voice: the voseo of Entre Ríos', () => {
  it('no text under app/, server/ or domain/ uses tú or usted, apart from the specification’s fixed texts', () => {
    const findings = scanFolders(root).map((f) => `${f.file}:${f.line} «${f.form}» en «${f.text.slice(0, 120)}»`);
    expect(findings).toEqual([]);
  });

  it('reads every source but the tests', () => {
    const files = sourceFiles(root, ['app', 'server', 'domain']).map((f) => path.relative(root, f));
    expect(files).toContain('app/routes/privacy.tsx');
    expect(files).toContain('server/catalog/sources.ts');
    expect(files).toContain('domain/copy.ts');
    expect(files.some((f) => /\.test\.tsx?$/.test(f))).toBe(false);
  });

  it('allows only fixed texts that the shop still says (quoted from the specification)', () => {
    const code = sourceFiles(root, ['app', 'server', 'domain'])
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const fixed of SPEC_FIXED_TEXTS) expect(code, fixed).toContain(fixed);
  });
});

describe('the scanner', () => {
  it('finds tú and usted forms and the missing opening exclamation mark', () => {
    expect(formsIn('Agrega productos desde la tienda.')).toEqual(['Agrega']);
    expect(formsIn('Si tienes preguntas, escríbenos.')).toEqual(['tienes', 'escríbenos']);
    expect(formsIn('Por favor, ingrese su localidad.')).toEqual(['ingrese']);
    expect(formsIn('Demasiadas solicitudes. Por favor, espera unos minutos e intenta de nuevo.')).toEqual(['espera', 'intenta']);
    expect(formsIn('Usá el enlace de exportación y verifica que esté publicada.')).toEqual(['verifica']);
    expect(formsIn('El equipo verifica la planilla y la publica.')).toEqual([]);
    expect(formsIn('Hola X! Te escribimos.')).toEqual(['Hola…! sin ¡']);
    expect(formsIn('No se pudo: revisa CATALOG_SOURCE.')).toEqual(['revisa']);
  });

  it('lets voseo, third persons, nouns and the specification’s fixed texts pass', () => {
    expect(formsIn('Agregá productos, revisá el pedido y, si tenés dudas, escribinos. ¡Hola, Juan!')).toEqual([]);
    expect(formsIn('El sistema revisa la planilla y vuelve a leerla.')).toEqual([]);
    expect(formsIn('Copia de la aceptación al cliente')).toEqual([]);
    expect(formsIn('No se puede cambiar.')).toEqual([]);
    expect(formsIn('No se pudieron cargar los productos. Asegúrate de haber compartido el Google Sheet con el email proporcionado.')).toEqual([]);
    expect(formsIn('Hola! Me gustaría hacer una consulta.')).toEqual([]);
    // The fixed text passes only whole: a part of it in another sentence is still tú.
    expect(formsIn('Asegúrate de cerrar la puerta.')).toEqual(['Asegúrate']);
  });

  it('reads strings, template literals and JSX text, not comments or identifiers', () => {
    const source = [
      '// Agrega the item (an English comment may say anything)',
      'const agrega = 1;',
      "export const a = 'Revisa los datos.';",
      'export const b = (n: string) => `Hola ${n}! Puedes pasar.`;',
      'export const C = () => <p>Si necesitas algo, escríbenos.</p>;',
    ].join('\n');
    expect(findingsIn('plantado.tsx', source).map((f) => `${f.line}:${f.form}`)).toEqual([
      '3:Revisa',
      '4:Puedes',
      '4:Hola…! sin ¡',
      '5:necesitas',
      '5:escríbenos',
    ]);
  });

  const planted = mkdtempSync(path.join(tmpdir(), 'voseo-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('fails on a planted file under app/, and skips the same text in a test file', () => {
    mkdirSync(path.join(planted, 'app', 'routes'), { recursive: true });
    mkdirSync(path.join(planted, 'server'), { recursive: true });
    mkdirSync(path.join(planted, 'domain'), { recursive: true });
    writeFileSync(path.join(planted, 'app', 'routes', 'plantada.tsx'), 'export const P = () => <p>Vuelve a intentar más tarde.</p>;\n');
    writeFileSync(path.join(planted, 'app', 'routes', 'plantada.test.tsx'), "export const t = 'Vuelve a intentar más tarde.';\n");
    writeFileSync(path.join(planted, 'domain', 'bien.ts'), "export const t = 'Volvé a intentar más tarde.';\n");
    expect(scanFolders(planted)).toEqual([{ file: path.join('app', 'routes', 'plantada.tsx'), line: 1, form: 'Vuelve', text: 'Vuelve a intentar más tarde.' }]);
  });
});
