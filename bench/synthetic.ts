// A synthetic spreadsheet that looks like the shop's: Spanish part names, brands, models, prices in
// the sheet's format. Used when data/catalogo.csv is absent, and to vary rows up to 100,000.
import { CATEGORY_GROUPS } from '../domain/categories';
import { SHEET_COLUMNS, type SheetRow } from '../domain/types';
import { mulberry32 } from '../domain/random';

const PARTS = [
  'Bomba hidráulica',
  'Motor',
  'Caja de cambios',
  'Reductor',
  'Radiador de agua',
  'Radiador de aceite',
  'Filtro de aceite',
  'Filtro de aire',
  'Correa',
  'Rodamiento',
  'Asiento',
  'Vidrio lateral',
  'Plaqueta electrónica',
  'Cuerpo de válvulas',
  'Embrague',
  'Disco de freno',
  'Cilindro hidráulico',
  'Junta de tapa',
  'Cigüeñal',
  'Pistón',
  'Alternador',
  'Burro de arranque',
  'Neumático',
  'Cubierta',
  'Llanta',
  'Cadena',
  'Piñón',
  'Eje cardánico',
  'Manguera',
  'Acople rápido',
];
const MACHINES = [
  'Tractor',
  'Cosechadora',
  'Sembradora',
  'Pulverizadora',
  'Rotoenfardadora',
  'Acoplado',
  'Tolva',
  'Pala cargadora',
  'Minicargadora',
  'Retroexcavadora',
  'Camioneta',
  'Camión',
  'Autoelevador',
  'Desmalezadora',
];
const BRANDS = [
  'John Deere',
  'Case IH',
  'New Holland',
  'Massey Ferguson',
  'Deutz',
  'Pauny',
  'Zanello',
  'Valtra',
  'Agco',
  'Claas',
  'Bosch',
  'SKF',
  'Gates',
  'Firestone',
  'Pirelli',
  'Fate',
  'Metalfor',
  'Pla',
  'Agrometal',
  'Crucianelli',
  'Cummins',
  'Perkins',
  'Parker',
  'Rexroth',
  '',
];
const MODELS = [
  '6110',
  '7515',
  'TS6000',
  'MF 290',
  'AX 7.5',
  '2104',
  'Axial-Flow 2388',
  'STX 450',
  '8030',
  'BM 125',
  'Puma 200',
  'T7.240',
  'S680',
  'Lexion 770',
  'A/CT',
  'MF 650',
];
const ADJECTIVES = [
  'reforzado',
  'original',
  'alternativo',
  'reacondicionado',
  'importado',
  'nacional',
  'de alta presión',
  'doble efecto',
  'completo',
  'con garantía',
  'sin uso',
  'para armar',
  'trasero',
  'delantero',
  'izquierdo',
  'derecho',
];
const PHRASES = [
  'Excelente estado.',
  'Consultar disponibilidad.',
  'Envíos a todo el país.',
  'Se entrega probado en banco.',
  'Incluye juntas y retenes.',
  'Apto para trabajo pesado.',
  'Medidas bajo pedido.',
  'Stock permanente.',
  'Facturamos A y B.',
  'Retiro en Paraná, Entre Ríos.',
];

// Weighted like a parts business: most rows are spare parts, then tyres and machinery.
const CATEGORY_POOL = [
  ...Array<string>(10).fill('Repuestos'),
  ...CATEGORY_GROUPS.Repuestos,
  ...CATEGORY_GROUPS.Repuestos,
  ...Array<string>(4).fill('Neumáticos'),
  ...CATEGORY_GROUPS.Maquinaria,
  'Herramientas',
  'Herramientas',
  'Consumibles',
  'Consumibles',
];

function priceText(n: number): string {
  const [int, dec] = n.toFixed(2).split('.');
  return `$ ${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
}

export function syntheticRow(i: number, random: () => number): SheetRow {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const category = pick(CATEGORY_POOL);
  const machine = pick(MACHINES);
  const isMachine = (CATEGORY_GROUPS.Maquinaria as readonly string[]).includes(category);
  const brand = pick(BRANDS);
  const model = pick(MODELS);
  const name = isMachine ? `${machine} ${brand} ${model}`.trim() : `${pick(PARTS)} ${pick(ADJECTIVES)} ${brand}`.trim();
  const description = `${pick(PARTS)} ${pick(ADJECTIVES)} para ${machine.toLowerCase()} ${brand} ${model}. ${pick(PHRASES)} ${pick(PHRASES)}`;
  const r = random();
  const price = r < 0.12 ? 'Consultar' : r < 0.15 ? '' : priceText(Math.round((isMachine ? 5e6 : 2e3) * (1 + random() * 60)) + (random() < 0.3 ? 0.5 : 0));
  const row: SheetRow = {};
  const values: Record<string, string> = {
    ID: String(i + 1),
    Titulo: name,
    Descripción: description,
    Codigo: `${brand.slice(0, 2).toUpperCase() || 'GN'}-${Math.floor(random() * 90000 + 10000)}`,
    Marca: brand,
    'Aplica para': `${machine} ${model}`,
    Precio: price,
    Categoria: category,
    Estado: random() < 0.55 ? 'Nuevo' : 'Usado',
    Cheques: random() < 0.5 ? String(Math.floor(random() * 6)) : '',
    'URL Imagenes': `https://i.ibb.co/${(i * 7919).toString(36)}/foto.jpg https://i.ibb.co/${(i * 104729).toString(36)}/foto2.jpg`,
    'URL Video': random() < 0.05 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : '',
  };
  for (const column of SHEET_COLUMNS) row[column] = values[column];
  return row;
}

export function syntheticRows(count: number, seed = 1): SheetRow[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => syntheticRow(i, random));
}

/**
 * Grows a sheet to `count` rows by repeating it with variations (new ids, a variant word in the
 * title, shifted prices), so copies are distinct products rather than duplicates.
 */
export function growRows(base: readonly SheetRow[], count: number, seed = 2): SheetRow[] {
  const random = mulberry32(seed);
  const out: SheetRow[] = base.slice(0, count);
  for (let i = out.length; i < count; i++) {
    const source = base[i % base.length];
    const copy = Math.floor(i / base.length);
    const price = String(source.Precio ?? '');
    out.push({
      ...source,
      ID: `${String(source.ID ?? i + 1)}-v${copy}`,
      Titulo: `${String(source.Titulo ?? '')} ${ADJECTIVES[(i + copy) % ADJECTIVES.length]} ${copy}`,
      Codigo: `${String(source.Codigo ?? '')}${copy}`,
      Precio: /\d/.test(price) && random() < 0.8 ? priceText(Math.round(1000 + random() * 9e6)) : price,
    });
  }
  return out;
}

function csvCell(value: unknown): string {
  const text = value == null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function rowsToCsv(rows: readonly SheetRow[]): string {
  const lines = [SHEET_COLUMNS.join(',')];
  for (const row of rows) lines.push(SHEET_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return lines.join('\n') + '\n';
}
