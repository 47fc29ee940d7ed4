// Writes the sample data that ships with the repo, so the shop looks real offline:
//   data/catalogo.csv           the spreadsheet, in its own format (header row + ~12,500 rows)
//   data/catalogo.xlsx          the same rows as an Excel workbook (sheet 'Productos'), for the XLSX path,
//                               plus a 'sinonimos' sheet copied from data/sinonimos.csv (written by hand)
//   data/resenas.json           a Google-Places-shaped reviews answer
//
// Seeded: running it twice writes identical bytes. Run with `npm run sample:generate`.
// The pictures it links to are drawn by scripts/generate-images.ts (public/muestras/; the list is scripts/images/products.ts).
// What it draws from (the kinds of parts, machines, tyres, tools and consumables) is data in scripts/sample-data/.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { SHEET_COLUMNS, type SheetColumn } from '../domain/types';
import { SAMPLE_IMAGE_FILES } from './images/products';
import { mulberry32 } from '../domain/random';

type Row = Record<SheetColumn, string>;

const SEED = 0x0a1b2c3d;
const TOTAL_ROWS = 12_480;
/** The reviews are dated relative to this moment (2026-11-20 12:00 UTC). */
const REVIEWS_NOW = Date.UTC(2026, 10, 20, 12, 0, 0) / 1000;

// ---------------------------------------------------------------------------------------------
// Random helpers (all drawn from one seeded stream, in a fixed order)

const rng = mulberry32(SEED);
const chance = (p: number) => rng() < p;
const int = (a: number, b: number) => a + Math.floor(rng() * (b - a + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)];
function weighted<T>(items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = rng() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1][0];
}
function pickSome<T>(list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
  return out;
}
const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join('');
const letters = (n: number, set = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => pick([...set])).join('');
const YT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The vocabulary of parts, machines, tools and consumables is data, one record a kind, kept in
 * scripts/sample-data/ beside this file; reading it draws nothing from the random stream.
 */
function sampleTable<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./sample-data/${name}.json`, import.meta.url), 'utf8')) as T;
}

// ---------------------------------------------------------------------------------------------
// Prices, written the way the business writes them

/** 1234567 -> '1.234.567' */
function thousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function roundPrice(n: number): number {
  if (n >= 10_000_000) return Math.round(n / 100_000) * 100_000;
  if (n >= 1_000_000) return Math.round(n / 10_000) * 10_000;
  if (n >= 100_000) return Math.round(n / 1_000) * 1_000;
  if (n >= 10_000) return Math.round(n / 100) * 100;
  return Math.round(n / 10) * 10;
}

/** A price between min and max (log-uniform, so cheap items are as common as dear ones). */
function amount(min: number, max: number): number {
  return roundPrice(Math.exp(Math.log(min) + rng() * (Math.log(max) - Math.log(min))));
}

function priceText(n: number, consultShare: number): string {
  const r = rng();
  if (r < consultShare * 0.75) return 'Consultar';
  if (r < consultShare) return pick(['consultar', 'CONSULTAR', 'Consultar ']);
  if (r < consultShare + 0.035) return '';
  const style = weighted([
    ['peso', 56],
    ['pesoDec', 12],
    ['plain', 24],
    ['pesoTight', 5],
    ['plainDec', 3],
  ] as const);
  const t = thousands(roundPrice(n));
  const cents = n < 100_000 ? pick(['00', '50', '00', '90', '99']) : pick(['00', '50', '00']);
  switch (style) {
    case 'peso':
      return `$ ${t}`;
    case 'pesoDec':
      return `$ ${t},${n < 1_000_000 ? cents : '00'}`;
    case 'plain':
      return t;
    case 'pesoTight':
      return `$${t}`;
    case 'plainDec':
      return `${t},${n < 1_000_000 ? cents : '00'}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Condition and payment terms

function estado(newShare: number): { text: string; used: boolean } {
  const used = !chance(newShare);
  if (used) {
    return {
      used,
      text: weighted([
        ['Usado', 82],
        ['usado', 8],
        ['USADO', 3],
        ['Usado - buen estado', 5],
        ['Usado - para reparar', 2],
      ] as const),
    };
  }
  return {
    used,
    text: weighted([
      ['Nuevo', 94],
      ['nuevo', 4],
      ['NUEVO', 1],
      ['Nuevo ', 1],
    ] as const),
  };
}

/** Months of cheques taken ('' not said, '0' cash only), by how dear the product is. */
const CHEQUE_MONTHS = {
  machine: [
    ['', 30],
    ['0', 10],
    ['3', 20],
    ['6', 25],
    ['12', 15],
  ],
  part: [
    ['', 60],
    ['0', 18],
    ['3', 13],
    ['6', 7],
    ['12', 2],
  ],
  cheap: [
    ['', 72],
    ['0', 20],
    ['3', 6],
    ['6', 2],
  ],
} as const;

function cheques(kind: keyof typeof CHEQUE_MONTHS): string {
  return weighted(CHEQUE_MONTHS[kind]);
}

// ---------------------------------------------------------------------------------------------
// Pictures and videos

const EXTERNAL_NAMES = ['foto', 'IMG_2041', 'WhatsApp-Image-2024-05-12', 'repuesto', 'DSC_0192', 'foto-1', 'img-3'];

function postimg(): string {
  return `https://i.postimg.cc/${letters(8, ALNUM)}/${pick(EXTERNAL_NAMES)}.jpg`;
}
function ibb(): string {
  const url = `https://i.ibb.co/${letters(7, ALNUM)}/${pick(EXTERNAL_NAMES)}.jpg`;
  return chance(0.6) ? `[img]${url}[/img]` : url;
}

const missingKinds = new Set<string>();

function images(kinds: string[]): string {
  const r = rng();
  if (r < 0.025) return '';
  const files: string[] = [];
  for (const k of kinds) {
    const list = SAMPLE_IMAGE_FILES[k];
    if (!list) missingKinds.add(k);
    else for (const f of list) if (!files.includes(f)) files.push(f);
  }
  const want = weighted([
    [1, 45],
    [2, 30],
    [3, 15],
    [4, 10],
  ] as const);
  // The first picture is always of the main kind, the rest in any order.
  const main = SAMPLE_IMAGE_FILES[kinds[0]] ?? files;
  const first = pick(main);
  const rest = pickSome(
    files.filter((f) => f !== first),
    want - 1,
  );
  let links = [first, ...rest].map((f) => `/muestras/${f}`);
  if (r < 0.037) links = [chance(0.5) ? postimg() : ibb(), ...(chance(0.4) ? [postimg()] : [])];
  else if (r < 0.045) links = [...links.slice(0, 2), chance(0.5) ? postimg() : ibb()];
  const sep = weighted([
    [' ', 50],
    [';', 22],
    ['; ', 20],
    [' ; ', 5],
    ['\n', 3],
  ] as const);
  return links.join(sep);
}

function video(share: number): string {
  if (!chance(share)) return '';
  const id = Array.from({ length: 11 }, () => pick([...YT])).join('');
  return weighted([
    [`https://www.youtube.com/watch?v=${id}`, 45],
    [`https://www.youtube.com/watch?v=${id}&t=${int(5, 120)}s`, 8],
    [`https://youtube.com/watch?v=${id}`, 5],
    [`https://youtu.be/${id}`, 22],
    [`https://youtu.be/${id}?si=${letters(16, ALNUM)}`, 5],
    [`https://www.youtube.com/shorts/${id}`, 15],
  ] as const);
}

// ---------------------------------------------------------------------------------------------
// Descriptions

const SHOP_LINES = [
  'Enviamos a todo el país por expreso o transporte a elección.',
  'Consultá stock y precio actualizado por WhatsApp.',
  'Retiro en nuestro local de Av. Almafuerte, Paraná, Entre Ríos.',
  'Facturamos A y B.',
  'Más de 12 años en el rubro y más de 10.000 productos en stock.',
  'Aceptamos transferencia, efectivo y cheques según el producto.',
  'Despachamos en el día si la compra se confirma antes de las 11 h.',
  'Precio sujeto a modificaciones sin previo aviso.',
  'Hacemos envíos a Santa Fe, Córdoba, Buenos Aires, Corrientes y todo el país.',
];

function describe(facts: string[], conditionLines: string[]): string {
  const shape = weighted([
    ['empty', 5],
    ['short', 33],
    ['medium', 34],
    ['long', 28],
  ] as const);
  if (shape === 'empty') return '';
  const own = pickSome(facts, facts.length);
  const condition = pick(conditionLines);
  if (shape === 'short') return own[0] ?? condition;
  const shop = pickSome(SHOP_LINES, 3);
  if (shape === 'medium') return [...own.slice(0, 2), condition, shop[0]].join(' ');
  let text = [...own.slice(0, 4), condition, shop[0], shop[1]].join(' ');
  if (text.length <= 160) text += ` ${shop[2]}`;
  // A few long texts were typed with line breaks in the sheet.
  if (chance(0.18)) text = text.replace('. ', '.\n');
  return text;
}

const NEW_PART = [
  'Repuesto nuevo con garantía.',
  'Producto nuevo, en caja original.',
  'Nuevo, sin uso.',
  'Calidad original, excelente terminación.',
  'Primera marca.',
  'Stock permanente.',
];
const USED_PART = [
  'Usado en buen estado, probado.',
  'Proviene de desarme, revisado en taller.',
  'Usado, funcionando perfecto.',
  'Se entrega probado y con garantía de funcionamiento por 30 días.',
  'Usado, con detalles estéticos propios del uso.',
  'Desarme de unidad con pocas horas.',
];
const NEW_ITEM = ['Producto nuevo, en caja original.', 'Nuevo, sin uso.', 'Primera marca.', 'Stock permanente.', 'Original, con factura.'];
const USED_ITEM = ['Usado, funcionando.', 'Poco uso, como nuevo.', 'Usado, con detalles de uso.'];

// ---------------------------------------------------------------------------------------------
// Machines, as used for machinery rows and in 'Aplica para' of parts

interface Make {
  brand: string;
  models: string[];
}

const TRACTORS: Make[] = [
  { brand: 'John Deere', models: ['6110J', '5090E', '6130J', '6145J', '7200J', '8335R', '5075E', '7230J', '6190J'] },
  { brand: 'Case IH', models: ['Puma 185', 'Puma 155', 'Magnum 340', 'Farmall 110A', 'Farmall 80', 'Maxxum 135'] },
  { brand: 'New Holland', models: ['T7.240', 'T6.130', 'TL95E', 'T8.385', 'TD5.90', '7630', 'T7.190'] },
  { brand: 'Massey Ferguson', models: ['MF 7370', 'MF 4292', 'MF 4283', 'MF 6713', 'MF 1185', 'MF 650', 'MF 7180'] },
  { brand: 'Deutz-Fahr', models: ['Agrotron 6.190', 'Agrotron 6180 P', 'Agrofarm 420', 'AX 4.120', 'Serie 5 5110'] },
  { brand: 'Valtra', models: ['BH 180', 'BH 194', 'A 950', 'BM 125i', 'T 250', 'A 114'] },
  { brand: 'Pauny', models: ['Evolution 540', 'Evolution 580', '280 A', '500 C', '230 A', 'EVO 540 A', '540 C'] },
  { brand: 'Zanello', models: ['460', '540 C', '4200 M', '500 P', '4200 T', 'UP 200'] },
  { brand: 'Agrale', models: ['5075.4', 'BX 6180', '575', '4230.4', '6150.4'] },
];
const COMBINES: Make[] = [
  { brand: 'John Deere', models: ['S680', 'S660', 'S770', '9670 STS', '1550', '1185', 'S550'] },
  { brand: 'Case IH', models: ['Axial-Flow 7130', 'Axial-Flow 8230', 'Axial-Flow 2388', 'Axial-Flow 8120', 'Axial-Flow 6130'] },
  { brand: 'New Holland', models: ['TC5070', 'CR 5.85', 'CR 6.80', 'CR 9060', 'TC 59', 'CR 8.90'] },
  { brand: 'Claas', models: ['Tucano 570', 'Tucano 470', 'Lexion 770', 'Lexion 670', 'Medion 340'] },
  { brand: 'Massey Ferguson', models: ['MF 9790', 'MF 34', 'MF 32 Advanced', 'MF 5650'] },
  { brand: 'Vassalli', models: ['AX 7500', 'AX 7500 Ultra', '1550', '1200', 'AX 9500'] },
  { brand: 'Don Roque', models: ['RV 125', 'RV 150', '150 Power'] },
  { brand: 'Deutz-Fahr', models: ['C 7205', 'C 9206', '5690 HTS'] },
];
const PLANTERS: Make[] = [
  { brand: 'Crucianelli', models: ['Pionera III 20/52', 'Pionera 16/52', 'Gringa V 36/35', 'Plantor 20/52', 'Drilor 30/21'] },
  { brand: 'Agrometal', models: ['TX Mega 16/52', 'TX Mega 20/52', 'MXY 14/52', 'APX 16/52', 'TX Mega 36/21'] },
  { brand: 'Pla', models: ['Air Planter 16/52', 'Sembradora 6300', 'Air Drill 40/19'] },
  { brand: 'Giorgi', models: ['Precisa 8000 16/52', 'Precisa 10 20/52', 'Precisa Air 28/52'] },
  { brand: 'Apache', models: ['27000 16/52', '54000 36/35', '6000 20/52', '19500 14/52'] },
  { brand: 'Gherardi', models: ['G-100 18/52', 'G-200 22/42'] },
  { brand: 'John Deere', models: ['1111 16/52', '2130 20/52', 'DB 90'] },
];
const SPRAYERS: Make[] = [
  { brand: 'Metalfor', models: ['Multiple 3200', 'Multiple 2850', 'Futur 3000', 'Multiple 3500'] },
  { brand: 'Pla', models: ['MAP II', 'MAP 3', 'MAP 4', 'MAP II 3250'] },
  { brand: 'Jacto', models: ['Uniport 3030', 'Uniport 2500 Star'] },
  { brand: 'John Deere', models: ['4730', 'M4040', '4630'] },
  { brand: 'Case IH', models: ['Patriot 350', 'Patriot 250'] },
];
const BALERS: Make[] = [
  { brand: 'Mainero', models: ['5885', '5890', '5870', '5880 Cut'] },
  { brand: 'New Holland', models: ['BR7070', 'Roll-Belt 150', 'BR7060'] },
  { brand: 'John Deere', models: ['568', '459', 'V451R'] },
  { brand: 'Claas', models: ['Rollant 455', 'Variant 385'] },
];
const IMPLEMENTS: [string, string, string][] = [
  ['Baldan', 'Rastra de discos', 'CRSG 28'],
  ['Baldan', 'Rastra pesada', 'NVCR 20'],
  ['Tatu Marchesan', 'Rastra de discos', 'GAPCR 16'],
  ['Tatu Marchesan', 'Subsolador', 'AST Matic'],
  ['Mainero', 'Cabezal maicero', '2180 16 surcos'],
  ['Mainero', 'Rastrillo', '1050'],
  ['Maizco', 'Cabezal maicero', '8/52'],
  ['Maizco', 'Cabezal maicero', '12/52'],
  ['Allochis', 'Cabezal girasolero', '12/52'],
  ['Allochis', 'Cabezal maicero', '10/70'],
  ['Franco Fabril', 'Cabezal maicero', 'FMM 16/52'],
  ['Franco Fabril', 'Cabezal girasolero', '14/52'],
  ['Ombú', 'Cincel', '11 arcos'],
  ['Ombú', 'Rolo triturador', '6 m'],
  ['Ombú', 'Niveladora', '4 m'],
  ['Agrometal', 'Cincel', 'CV 9'],
  ['Agrometal', 'Rastra de dientes', '6 m'],
];
const TOLVAS: Make[] = [
  { brand: 'Akron', models: ['TKS 22', 'TKS 28', 'TKS 33', 'TKT 24'] },
  { brand: 'Ombú', models: ['T 22 tn', 'T 28 tn', 'Tolva semilla-fertilizante 18 tn'] },
  { brand: 'Gherardi', models: ['TG 22', 'TG 26', 'T-30'] },
  { brand: 'Cestari', models: ['Tolva 18 tn', 'Tolva 24 tn'] },
];
const PICKUPS: Make[] = [
  { brand: 'Toyota', models: ['Hilux 2.8 SRX 4x4', 'Hilux 2.4 DX 4x2', 'Hilux 2.8 SR 4x4 AT', 'Hilux 3.0 SRV'] },
  { brand: 'Ford', models: ['Ranger XLT 3.2 4x4', 'Ranger XL 2.2 4x2', 'Ranger Limited 3.2', 'F-100 3.9'] },
  { brand: 'Volkswagen', models: ['Amarok V6 Highline', 'Amarok 2.0 Trendline', 'Saveiro 1.6'] },
  { brand: 'Chevrolet', models: ['S10 LTZ 2.8 4x4', 'S10 LT 2.8', 'S10 High Country'] },
  { brand: 'Nissan', models: ['Frontier XE 2.3', 'Frontier PRO-4X'] },
];
const CARS: Make[] = [
  { brand: 'Peugeot', models: ['208 Allure', '308 Feline', 'Partner 1.6 HDi'] },
  { brand: 'Fiat', models: ['Cronos Drive 1.3', 'Palio 1.4', 'Siena EL 1.4'] },
  { brand: 'Toyota', models: ['Corolla XEi 2.0', 'Etios XLS'] },
  { brand: 'Volkswagen', models: ['Gol Trend 1.6', 'Vento 1.4 TSI', 'Suran Comfortline'] },
  { brand: 'Renault', models: ['Sandero Stepway', 'Logan Life', 'Kangoo 1.6'] },
  { brand: 'Chevrolet', models: ['Onix LT', 'Cruze LTZ', 'Corsa Classic'] },
];
const TRUCKS: Make[] = [
  { brand: 'Iveco', models: ['Tector 170E28', 'Stralis 490', 'Daily 70C17', 'Tector 240E28'] },
  { brand: 'Mercedes-Benz', models: ['Atego 1726', 'Axor 2036', 'Accelo 815', 'L 1114'] },
  { brand: 'Scania', models: ['R450', 'P310', 'G410', '113H 360'] },
  { brand: 'Volvo', models: ['FH 460', 'FM 370', 'VM 270'] },
  { brand: 'Ford', models: ['Cargo 1723', 'Cargo 1519', 'F-4000'] },
  { brand: 'Agrale', models: ['10000 E', '8700'] },
];
const TRAILER_MAKERS = ['Ombú', 'Montenegro', 'Randon', 'Bonano', 'Gherardi', 'Cestari'];

// Engines, for 'Motores' and engine parts
const ENGINES: Make[] = [
  { brand: 'Perkins', models: ['1006-6T', '1006-6TA', '1104D-44T', '1106D-E66TA', '6.354', '4.236', '4.248'] },
  { brand: 'Cummins', models: ['6BTA 5.9', 'QSB 6.7', 'ISB 6.7', 'QSL 9', '6CTA 8.3', 'QSM 11'] },
  { brand: 'Deutz', models: ['BF6M 1013', 'BF4M 2012', 'TCD 6.1', 'BF6L 913', 'F6L 912'] },
  { brand: 'Iveco', models: ['NEF 6.7', 'Cursor 9', 'Cursor 13', 'FPT N67', '8210'] },
  { brand: 'John Deere', models: ['PowerTech 6068', 'PowerTech 6090', 'PowerTech 4045', 'PowerTech 6135'] },
  { brand: 'Mercedes-Benz', models: ['OM 366', 'OM 906 LA', 'OM 457'] },
  { brand: 'MWM', models: ['6.10 TCA', '229-6', 'Sprint 6.07'] },
  { brand: 'AGCO Power', models: ['74 AWF', '84 AWI', '49 AWF'] },
];

/** Which machine brands fit each engine brand. */
const ENGINE_USERS: Record<string, string[]> = {
  Perkins: ['Pauny', 'Zanello', 'Massey Ferguson', 'Agrale', 'Vassalli'],
  Cummins: ['Case IH', 'New Holland', 'Pauny', 'Zanello', 'Vassalli'],
  Deutz: ['Deutz-Fahr', 'Agrale', 'Zanello'],
  Iveco: ['New Holland', 'Case IH'],
  'John Deere': ['John Deere'],
  'Mercedes-Benz': ['Vassalli', 'Don Roque', 'Metalfor'],
  MWM: ['Valtra', 'Massey Ferguson', 'Agrale'],
  'AGCO Power': ['Valtra', 'Massey Ferguson'],
};

/** 'Marca modelo' of machines that carry this engine brand. */
function engineUsers(engineBrand: string, n: number): string[] {
  const brands = pickSome(ENGINE_USERS[engineBrand] ?? ['Pauny'], n);
  return brands.map((b) => {
    const makes = [...TRACTORS, ...COMBINES, ...SPRAYERS].filter((m) => m.brand === b);
    return `${b} ${pick(pick(makes).models)}`;
  });
}

type Target = 'tractor' | 'combine' | 'planter' | 'sprayer' | 'engine' | 'truck' | 'pickup' | 'machine';

function makesFor(target: Target): Make[] {
  switch (target) {
    case 'tractor':
      return TRACTORS;
    case 'combine':
      return COMBINES;
    case 'planter':
      return PLANTERS;
    case 'sprayer':
      return SPRAYERS;
    case 'engine':
      return ENGINES;
    case 'truck':
      return TRUCKS;
    case 'pickup':
      return PICKUPS;
    case 'machine':
      return pick([TRACTORS, TRACTORS, COMBINES, COMBINES, PLANTERS, SPRAYERS]);
  }
}

function machineRef(target: Target): { make: Make; model: string } {
  const make = pick(makesFor(target));
  return { make, model: pick(make.models) };
}

/** 'Aplica para' text: a few compatible models, sometimes of other brands too. */
function aplicaPara(target: Target, main: { make: Make; model: string }, emptyShare = 0.15): string {
  if (chance(emptyShare)) return '';
  const others = pickSome(
    main.make.models.filter((m) => m !== main.model),
    int(0, 3),
  );
  let text = [main.model, ...others].map((m, i) => (i === 0 ? `${main.make.brand} ${m}` : m)).join(', ');
  if (chance(0.25)) {
    const other = machineRef(target);
    if (other.make.brand !== main.make.brand) text += `, ${other.make.brand} ${other.model}`;
  }
  if (target === 'engine' && chance(0.5)) {
    text = `Motor ${text} (${engineUsers(main.make.brand, int(1, 2)).join(', ')})`;
  }
  if (chance(0.08)) text += ' y similares';
  return text;
}

// ---------------------------------------------------------------------------------------------
// Part numbers

function oemCode(brand: string): string {
  switch (brand) {
    case 'John Deere':
      return `${pick(['AH', 'AL', 'RE', 'AZ', 'AN', 'AA', 'H', 'R', 'DQ', 'AXE', 'AE'])}${digits(int(5, 6))}`;
    case 'Case IH':
      return pick([digits(8), `${digits(6)}C${int(1, 3)}`, `${int(1, 8)}${digits(5)}A${int(1, 3)}`]);
    case 'New Holland':
      return pick([`84${digits(6)}`, `87${digits(6)}`, `47${digits(6)}`, `5${digits(7)}`]);
    case 'Massey Ferguson':
      return pick([`${digits(7)}M${int(1, 9)}`, `ACP0${digits(6)}`, `D${digits(8)}`]);
    case 'Claas':
      return `000${digits(7)}`;
    case 'Deutz-Fahr':
    case 'Deutz':
      return pick([`0${digits(3)} ${digits(4)}`, `04${digits(6)}`]);
    case 'Valtra':
    case 'AGCO Power':
      return pick([`V${digits(6)}`, `${digits(9)}`, `ACW${digits(7)}`]);
    case 'Perkins':
      return pick([`T${digits(6)}`, `${digits(4)}${pick(['U', 'A', 'F'])}${digits(3)}`, `CH${digits(5)}`]);
    case 'Cummins':
      return pick([`39${digits(5)}`, `49${digits(5)}`, `C${digits(7)}`]);
    case 'Iveco':
      return pick([`50${digits(8)}`, `99${digits(6)}`, `42${digits(6)}`]);
    case 'Bosch':
      return pick([`0 445 120 ${digits(3)}`, `0 986 ${digits(3)} ${digits(3)}`, `0 460 4${digits(2)} ${digits(3)}`, `0 281 00${digits(1)} ${digits(3)}`]);
    case 'Pauny':
    case 'Zanello':
    case 'Agrale':
    case 'Vassalli':
    case 'Don Roque':
    case 'Metalfor':
    case 'Pla':
    case 'Crucianelli':
    case 'Agrometal':
    case 'Giorgi':
    case 'Apache':
    case 'Gherardi':
    case 'Mainero':
    case 'Akron':
    case 'Ombú':
      return pick([`${brand.slice(0, 2).toUpperCase()}-${digits(5)}`, `${digits(4)}-${digits(3)}`, `${brand.slice(0, 1).toUpperCase()}${digits(6)}`]);
    case 'Parker':
      return pick([
        `PGP${pick(['511', '315', '330', '517'])}${pick(['A', 'B'])}0${int(100, 330)}${pick(['CS2D4NE5E3B1B1', 'CD1D4NE5E3B1B1', 'AS2D4NE3E3B1B1'])}`,
        `${digits(7)}`,
        `PVP${int(16, 48)}${digits(3)}R${int(2, 26)}`,
      ]);
    case 'Danfoss':
      return pick([`157B${int(4000, 9999)}`, `11${digits(6)}`, `83${digits(6)}`]);
    case 'Sauer':
      return `90R${pick(['055', '075', '100', '130'])}${pick(['KA5NN80R3S1', 'KA1NN60R3C7', 'KP5NN80S3S1'])}`;
    case 'Eaton':
      return pick([`${int(25000, 26999)}-${pick(['LSF', 'RSE', 'LAB', 'RAB'])}`, `104-${int(1000, 1999)}-006`, `${int(70000, 78999)}-${pick(['RAA', 'LAE'])}`]);
    case 'Bosch Rexroth':
      return `R9${digits(8)}`;
    case 'Sachs':
      return `${int(1861, 3482)} ${digits(3)} ${digits(3)}`;
    case 'LUK':
      return `6${int(20, 43)} ${digits(4)} ${digits(2)}`;
    case 'Garrett':
      return `${int(452000, 790000)}-${digits(4)}`;
    case 'Holset':
      return `${int(3530000, 4049999)}`;
    case 'Mahle':
      return pick([`${digits(3)} ${digits(2)} ${digits(2)}`, `CR ${int(100, 2500)} 000P`]);
    default:
      return pick([`${letters(2)}${digits(5)}`, `${digits(3)}-${digits(3)}`, `${letters(3)}-${digits(4)}`]);
  }
}

// ---------------------------------------------------------------------------------------------
// Row builders

interface Built {
  Titulo: string;
  Descripción: string;
  Codigo: string;
  Marca: string;
  'Aplica para': string;
  Precio: string;
  Categoria: string;
  Estado: string;
  Cheques: string;
  'URL Imagenes': string;
  'URL Video': string;
}

interface PartType {
  name: string;
  cat: string;
  /** Product brands; 'OEM' stands for the machine's own brand. */
  brands: string[];
  target: Target;
  price: [number, number];
  img: string[];
  newShare?: number;
  refs?: () => string;
  variants?: string[];
  code?: (brand: string) => string;
  facts?: string[];
  /** Some variants or refs only fit one kind of machine; 'none' leaves the machine out. */
  fits?: Record<string, Target | 'none'>;
  /** Always show a ref in the title. */
  alwaysRef?: boolean;
  /** Leave the brand out of the title (the shop's own work). */
  noBrandInTitle?: boolean;
}

/** A part kind as written in scripts/sample-data/parts.json, where a function cannot be. */
interface PartRecord extends Omit<PartType, 'refs' | 'code'> {
  /** Refs to pick one from. */
  refs?: string[];
  /** Or refs made up by one of REF_MAKERS. */
  refMaker?: keyof typeof REF_MAKERS;
  /** Codes written the way this brand writes them, whatever brand the row names. */
  codeBrand?: string;
}

/** Refs that are sizes: any of many, so made up rather than listed. */
const REF_MAKERS = {
  sealSize: () => `${int(25, 160)}x${int(40, 200)}x${pick([7, 8, 10, 12, 13, 15])}`,
  bushSize: () => `${int(25, 70)} x ${int(30, 90)} mm`,
};

function partType({ refs, refMaker, codeBrand, ...rest }: PartRecord): PartType {
  return {
    ...rest,
    refs: refs ? () => pick(refs) : refMaker && REF_MAKERS[refMaker],
    code: codeBrand ? () => oemCode(codeBrand) : undefined,
  };
}

const PARTS: PartType[] = sampleTable<PartRecord[]>('parts').map(partType);

const BEARINGS: Record<string, string[]> = {
  SKF: [
    '6205-2RS1',
    '6206-2RS1',
    '6308-2Z',
    '6310-2RS1',
    '32210 J2/Q',
    '22216 EK',
    '30209 J2',
    'NU 2208 ECP',
    'YAR 207-2F',
    '6004-2RSH',
    '3306 A-2RS1',
    '22218 E',
    '6203-2Z',
    '6309-2RS1',
    '30208 J2/Q',
    '6207-2Z',
  ],
  FAG: ['6206-2RSR', '6305-2ZR', '32211-A', '22218-E1', 'NJ 2209-E-TVP2', '30210-A', '6207-2RSR', '3208-B-2RSR'],
  NSK: ['6305DDU', '6207VV', 'HR32210J', '22215EAE4', '6309DDU', '30208J', '6203DDU'],
  Timken: ['LM11949/LM11910', '15123/15245', 'HM88649/HM88610', '3782/3720'],
};
/** Bore x outside diameter x width (mm) by the series in the designation. */
const BEARING_DIMS: Record<string, string> = {
  '6203': '17 x 40 x 12',
  '6004': '20 x 42 x 12',
  '6205': '25 x 52 x 15',
  '6305': '25 x 62 x 17',
  '6206': '30 x 62 x 16',
  '3306': '30 x 72 x 30,2',
  '6207': '35 x 72 x 17',
  '207': '35 x 72 x 42,9',
  '6308': '40 x 90 x 23',
  '2208': '40 x 80 x 23',
  '3208': '40 x 80 x 30,2',
  '30208': '40 x 80 x 19,75',
  '6309': '45 x 100 x 25',
  '30209': '45 x 85 x 20,75',
  '2209': '45 x 85 x 23',
  '6310': '50 x 110 x 27',
  '32210': '50 x 90 x 24,75',
  '30210': '50 x 90 x 21,75',
  '32211': '55 x 100 x 26,75',
  '22215': '75 x 130 x 31',
  '22216': '80 x 140 x 33',
  '22218': '90 x 160 x 40',
};
function bearingDims(ref: string): string {
  const series = ref.match(/\d{3,5}/)?.[0] ?? '';
  const dims = BEARING_DIMS[series];
  return dims ? `${dims} mm` : '';
}
const BEARING_USES = [
  'de maza',
  'de disco de sembradora',
  'de sinfín',
  'de rueda',
  'de molinete',
  'de cilindro trillador',
  'de toma de fuerza',
  'de ventilador',
  'de rotor',
  'de caja de cambios',
  'de zaranda',
  'de rueda limitadora',
  'de embrague',
  'de cardán',
];

/**
 * A cheap part sold loose (bearings, belts): the columns its builder wrote, then cheques as for
 * cheap items, its one kind of photo and no video, drawn in the order of the sheet's columns.
 */
function looseCheapPart(img: string, columns: Omit<Built, 'Cheques' | 'URL Imagenes' | 'URL Video'>): Built {
  return { ...columns, Cheques: cheques('cheap'), 'URL Imagenes': images([img]), 'URL Video': '' };
}

function bearingRow(): Built {
  const brand = weighted([
    ['SKF', 40],
    ['FAG', 25],
    ['NSK', 25],
    ['Timken', 10],
  ] as const);
  const ref = pick(BEARINGS[brand]);
  const use = chance(0.55) ? pick(BEARING_USES) : '';
  const mach = machineRef('machine');
  const { text: est, used } = estado(0.93);
  const title = [
    'Rodamiento',
    use,
    brand,
    ref,
    chance(0.5) ? `para ${mach.make.brand} ${mach.model}` : '',
    chance(0.08) ? pick(['x 2 unidades', 'x 10 unidades', '(par)']) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const dims = bearingDims(ref);
  return looseCheapPart('rodamiento', {
    Titulo: title,
    Descripción: describe(
      [
        dims ? `Rodamiento ${brand} ${ref}, medidas ${dims}.` : `Rodamiento ${brand} ${ref}.`,
        'Original, importado.',
        ref.includes('2RS') || ref.includes('DDU') || ref.includes('2Z') || ref.includes('VV')
          ? 'Sellado, lubricado de por vida.'
          : 'Verificar medidas antes de comprar.',
        'Se vende por unidad.',
      ],
      used ? USED_PART : NEW_ITEM,
    ),
    Codigo: ref,
    Marca: brand,
    'Aplica para': chance(0.5) ? aplicaPara('machine', mach, 0.2) : '',
    Precio: priceText(amount(5_500, 280_000), 0.04),
    Categoria: 'Rodamientos',
    Estado: est,
  });
}

function beltRow(): Built {
  const brand = weighted([
    ['Gates', 45],
    ['Dayco', 35],
    ['OEM', 20],
  ] as const);
  const mach = machineRef(pick(['combine', 'combine', 'tractor', 'engine'] as const));
  const section = pick(['A', 'B', 'C', 'SPB', 'SPC', '3VX', '5VX', 'HB', 'HC', 'AA', 'BB', 'CC']);
  const len = int(30, 260);
  const ref = `${section}${section.length <= 2 ? '-' : ' '}${len}`;
  const use = pick([
    'de variador',
    'de cilindro',
    'de ventilador',
    'de alternador',
    'de sinfín',
    'de molinete',
    'de acarreador',
    'de zaranda',
    'doble',
    'poly-V',
    '',
  ]);
  const realBrand = brand === 'OEM' ? mach.make.brand : brand;
  const { text: est, used } = estado(0.97);
  const title = ['Correa', use, realBrand, ref, chance(0.6) ? `para ${mach.make.brand} ${mach.model}` : ''].filter(Boolean).join(' ');
  return looseCheapPart('correa', {
    Titulo: title,
    Descripción: describe(
      [
        `Sección ${section}, desarrollo ${len}".`,
        'Correa reforzada con cuerdas de poliéster.',
        'Resistente al aceite y al calor.',
        'Equivalente a la original.',
      ],
      used ? USED_PART : NEW_PART,
    ),
    Codigo: chance(0.8) ? (brand === 'OEM' ? oemCode(mach.make.brand) : ref.replace(' ', '')) : '',
    Marca: realBrand,
    'Aplica para': aplicaPara('machine', mach, 0.3),
    Precio: priceText(amount(11_000, 240_000), 0.04),
    Categoria: 'Correas',
    Estado: est,
  });
}

function partRow(p: PartType): Built {
  const ref = p.refs && (p.alwaysRef || chance(0.8)) ? p.refs() : '';
  const variant = p.variants && chance(0.75) ? pick(p.variants) : '';
  const fit = p.fits?.[variant] ?? p.fits?.[ref] ?? p.target;
  const noMachine = fit === 'none';
  const target: Target = fit === 'none' ? p.target : fit;
  const mach = machineRef(target);
  let brand = pick(p.brands);
  if (brand === 'OEM' || brand === 'ENGINE') brand = noMachine && brand === 'OEM' ? pick(['Ombú', 'Akron', 'Gherardi']) : mach.make.brand;
  const { text: est, used } = estado(p.newShare ?? 0.58);
  const aplica = () => (noMachine ? '' : aplicaPara(target, mach));
  const isEngine = p.cat === 'Motores';
  const words: string[] = [p.name];
  if (variant && !['x ', 'com', 'rep', 'con', 'par', 'bas', 'sin'].some((s) => variant.startsWith(s))) words.push(variant);
  if (isEngine) {
    words.push(brand, mach.model);
  } else if (p.noBrandInTitle) {
    if (ref) words.push(ref);
    if (!noMachine) words.push(`para ${mach.make.brand} ${mach.model}`);
  } else if (noMachine) {
    words.push(brand);
    if (ref) words.push(ref);
  } else if (brand === mach.make.brand) {
    if (ref) words.push(ref);
    words.push(chance(0.6) ? `para ${mach.make.brand} ${mach.model}` : `${mach.make.brand} ${mach.model}`);
  } else {
    words.push(brand);
    if (ref) words.push(ref);
    if (chance(0.75)) words.push(`para ${mach.make.brand} ${mach.model}`);
  }
  if (variant && ['x ', 'com', 'rep', 'con', 'par', 'bas', 'sin'].some((s) => variant.startsWith(s))) words.push(`- ${variant}`);
  if (used && chance(0.15)) words.push(pick(['(desarme)', '- usado', '- de desarme', '- reparado']));
  if (chance(0.12)) words.push(`(${int(1995, 2022)}-${int(2023, 2026)})`);
  const facts = [...(p.facts ?? [])];
  if (ref) facts.push(`Modelo ${ref}.`);
  if (used && !noMachine) facts.push(`Desarme de ${mach.make.brand} ${mach.model}.`);
  return {
    Titulo: words.join(' ').replace(/\s+/g, ' '),
    Descripción: describe(facts, used ? USED_PART : NEW_PART),
    Codigo: chance(0.87) ? (p.code ? p.code(brand) : oemCode(brand)) : '',
    Marca: chance(0.97) ? brand : '',
    'Aplica para': isEngine ? (chance(0.7) ? engineUsers(brand, int(1, 3)).join(', ') : '') : aplica(),
    Precio: priceText(amount(p.price[0], p.price[1]) * (used ? 0.6 : 1), isEngine || p.cat === 'Plataformas' ? 0.14 : 0.06),
    Categoria: p.cat,
    Estado: est,
    Cheques: cheques(p.price[1] > 3_000_000 ? 'machine' : 'part'),
    'URL Imagenes': images(p.img),
    'URL Video': video(isEngine || p.cat === 'Plataformas' ? 0.08 : 0.004),
  };
}

// ---------------------------------------------------------------------------------------------
// Tyres

interface TyreSize {
  size: string;
  /** Where it goes ('trasero', 'de cosechadora'): agricultural sizes only. */
  kind?: string;
  price: [number, number];
}

/** Sizes, brands by how often they are sold, and each brand's treads, for each family of tyres. */
interface TyreFamily {
  sizes: TyreSize[];
  brands: [string, number][];
  treads: Record<string, string[]>;
}

const TYRES = sampleTable<Record<'agro' | 'truck' | 'pickup', TyreFamily>>('tyres');

function tyreRow(): Built {
  const family = weighted([
    ['agro', 70],
    ['truck', 18],
    ['pickup', 12],
  ] as const);
  const { text: est, used } = estado(0.72);
  let title: string;
  let price: number;
  let img: string[];
  const facts: string[] = [];
  let aplica = '';
  const s = pick(TYRES[family].sizes);
  const brand = weighted(TYRES[family].brands);
  const tread = pick(TYRES[family].treads[brand]);
  if (family === 'agro') {
    const kind = s.kind ?? '';
    const plies = s.size.includes('R') ? '' : pick(['8 telas', '10 telas', '12 telas', '14 telas', '6 telas']);
    const lug = kind.includes('direccional') ? 'F2' : pick(['R1', 'R1W', 'R2', 'R1']);
    title = [
      'Neumático',
      chance(0.4) ? 'agrícola' : '',
      brand,
      tread,
      s.size,
      chance(0.5) ? lug : '',
      chance(0.35) ? plies : '',
      used && chance(0.3) ? `(${int(40, 85)}% de uso)` : '',
    ]
      .filter(Boolean)
      .join(' ');
    price = amount(s.price[0], s.price[1]);
    facts.push(
      `Neumático ${kind} medida ${s.size}${plies ? `, ${plies}` : ''}.`,
      `Dibujo ${lug}, ${pick(['con cámara', 'sin cámara (tubeless)', 'con cámara'])}.`,
      'Fabricación reciente, DOT a consultar.',
    );
    if (chance(0.5)) {
      const m = machineRef(kind.includes('cosechadora') ? 'combine' : kind.includes('pulverizadora') ? 'sprayer' : 'tractor');
      const other = machineRef('tractor');
      aplica = `${m.make.brand} ${m.model}${chance(0.5) && other.make.brand !== m.make.brand ? `, ${other.make.brand} ${other.model}` : ''}`;
    } else if (chance(0.4)) aplica = `Llanta ${s.size.split(/[-R]/).pop()} pulgadas`;
    img = ['neumatico-agricola'];
  } else if (family === 'truck') {
    const pos = pick(['direccional', 'de tracción', 'mixto', 'de acoplado', '']);
    title = ['Neumático', brand, tread, s.size, pos, used && chance(0.5) ? pick(['recapado', 'usado con 70%', 'para recapar']) : ''].filter(Boolean).join(' ');
    price = amount(s.price[0], s.price[1]);
    facts.push(`Medida ${s.size}, uso ${pos || 'mixto'}.`, 'Índice de carga 146/143.', 'Apto ruta y camino de tierra.');
    if (chance(0.4)) {
      const t = pick(TRUCKS);
      aplica = `${t.brand} ${pick(t.models)}`;
    }
    img = ['neumatico-camion'];
  } else {
    title = ['Neumático', brand, tread, s.size, chance(0.4) ? pick(['A/T', 'H/T', 'M/T']) : ''].filter(Boolean).join(' ');
    price = amount(s.price[0], s.price[1]);
    facts.push(`Medida ${s.size}.`, 'Ideal camionetas de uso mixto campo y ruta.');
    const p = machineRef('pickup');
    if (chance(0.5)) aplica = `${p.make.brand} ${p.model.split(' ')[0]}`;
    img = ['neumatico-camion', 'camioneta'];
  }
  if (chance(0.12)) title += pick([' x 2 unidades', ' (par)', ' x 4', ' - juego']);
  return {
    Titulo: title,
    Descripción: describe(
      facts,
      used
        ? ['Usado, sin parches ni cortes.', 'Usado con buen dibujo remanente.', 'Se entrega revisado.']
        : ['Nuevo, sin uso.', 'Producto nuevo.', 'Primera marca.', 'Stock permanente.'],
    ),
    Codigo: chance(0.7) ? `${brand.slice(0, 3).toUpperCase()}${digits(int(5, 7))}` : '',
    Marca: brand,
    'Aplica para': aplica,
    Precio: priceText(price * (used ? between(0.4, 0.65) : 1), 0.05),
    Categoria: 'Neumáticos',
    Estado: est,
    Cheques: cheques('part'),
    'URL Imagenes': images(img),
    'URL Video': video(0.006),
  };
}

function between(a: number, b: number) {
  return a + (b - a) * rng();
}

// ---------------------------------------------------------------------------------------------
// Machinery

interface MachineCat {
  cat: string;
  weight: number;
  img: string[];
  price: [number, number];
  /** Brand and model, and for some kinds the noun that goes first ('Embolsadora'). */
  makes: () => { brand: string; model: string; noun?: string; price?: [number, number] };
  noun: string;
  facts: string[];
  hours?: boolean;
}

const mk = (list: Make[]) => () => {
  const m = pick(list);
  return { brand: m.brand, model: pick(m.models) };
};
const fixed = (brands: string[], models: string[]) => () => ({ brand: pick(brands), model: pick(models) });
/** [brand, noun, model, min price?, max price?], for kinds whose models belong to one brand. */
const triples = (list: ([string, string, string] | [string, string, string, number, number])[]) => () => {
  const [brand, noun, model, min, max] = pick(list);
  return { brand, noun, model, price: min && max ? ([min, max] as [number, number]) : undefined };
};

/** A kind of machine as written in scripts/sample-data/machines.json, where a function cannot be. */
interface MachineRecord extends Omit<MachineCat, 'makes'> {
  /** One of MAKE_LISTS; [brand, noun, model, min price?, max price?] triples (or IMPLEMENTS'); or brands and models drawn apart. */
  makes:
    { makers: keyof typeof MAKE_LISTS } | { triples: 'IMPLEMENTS' | Parameters<typeof triples>[0] } | { brands: 'TRAILER_MAKERS' | string[]; models: string[] };
}

const MAKE_LISTS = { TRACTORS, COMBINES, PLANTERS, SPRAYERS, BALERS, TOLVAS, PICKUPS, CARS, TRUCKS };

function machineCat({ makes, ...rest }: MachineRecord): MachineCat {
  if ('makers' in makes) return { ...rest, makes: mk(MAKE_LISTS[makes.makers]) };
  if ('triples' in makes) return { ...rest, makes: triples(makes.triples === 'IMPLEMENTS' ? IMPLEMENTS : makes.triples) };
  return { ...rest, makes: fixed(makes.brands === 'TRAILER_MAKERS' ? TRAILER_MAKERS : makes.brands, makes.models) };
}

const MACHINE_CATS: MachineCat[] = sampleTable<MachineRecord[]>('machines').map(machineCat);

/** Sellers add close-ups (tyres, engine, cab, seat) to the photos of a machine. */
const DETAIL_PHOTOS: Record<string, string[]> = {
  tractor: ['neumatico-agricola', 'motor', 'asiento', 'vidrio'],
  cosechadora: ['neumatico-agricola', 'motor', 'vidrio'],
  sembradora: ['neumatico-agricola'],
  pulverizadora: ['neumatico-agricola', 'bomba-hidraulica', 'vidrio'],
  tolva: ['neumatico-camion', 'reductor'],
  acoplado: ['neumatico-camion'],
  camioneta: ['neumatico-camion', 'motor'],
  camion: ['neumatico-camion', 'motor', 'caja-cambios'],
  cargadora: ['neumatico-agricola', 'motor', 'asiento'],
  rotoenfardadora: ['neumatico-camion', 'correa'],
  implemento: ['rodamiento'],
};

function machineRow(c: MachineCat): Built {
  const { text: est, used } = estado(0.5);
  const m = c.makes();
  const year = used ? int(1996, 2023) : int(2024, 2026);
  const hours = c.hours && used ? thousands(int(8, 120) * 100) : '';
  const words = [m.noun || c.noun, m.brand, m.model].filter(Boolean);
  if (c.cat !== 'Jardin' && chance(0.85)) words.push(String(year));
  if (hours && chance(0.35)) words.push(`- ${hours} hs`);
  if (!used && chance(0.2)) words.push(pick(['0 km', '- entrega inmediata', '- nueva']));
  const facts = [...c.facts];
  facts.push(used ? `Año ${year}.` : `Modelo ${year}, nueva, con garantía oficial.`);
  if (hours) facts.push(`${hours} horas de uso.`);
  const range = m.price ?? c.price;
  const price = amount(range[0], range[1]) * (used ? between(0.35, 0.8) : 1);
  return {
    Titulo: words.join(' '),
    Descripción: describe(
      facts,
      used
        ? ['Unidad usada en muy buen estado.', 'Se puede ver en nuestro predio de Paraná.', 'Recibimos permuta.', 'Muy buen estado general.']
        : ['Unidad 0 km.', 'Financiación propia.', 'Entrega en todo el país.', 'Consultá financiación y planes.'],
    ),
    Codigo: chance(0.35) ? `AIP-${digits(5)}` : '',
    Marca: m.brand,
    'Aplica para': '',
    Precio: priceText(price, 0.2),
    Categoria: c.cat,
    Estado: est,
    Cheques: cheques('machine'),
    'URL Imagenes': images([...c.img, ...(DETAIL_PHOTOS[c.img[0]] ?? [])]),
    'URL Video': video(0.18),
  };
}

// ---------------------------------------------------------------------------------------------
// Tools and consumables

interface Item {
  title: string;
  brands: string[];
  price: [number, number];
  img: string[];
  facts: string[];
  aplica?: string[];
}

const TOOLS = sampleTable<Item[]>('tools');
const CONSUMABLES = sampleTable<Item[]>('consumables');

/** A brand-looking model code for a tool. */
function toolModel(brand: string): string {
  switch (brand) {
    case 'Bahco':
      return pick([String(int(8000, 9999)), `${int(1, 9)}${int(0, 9)}${int(0, 9)}`, `S${int(100, 999)}`]);
    case 'Stanley':
      return pick([`STMT${int(70000, 99999)}`, `${int(84, 99)}-${digits(3)}`, `SB${int(100, 999)}`]);
    case 'Black+Decker':
      return pick([`G${int(600, 999)}`, `HD${int(400, 699)}`, `KR${int(500, 899)}`, `BD${int(100, 999)}`]);
    case 'Gamma':
      return `G${int(1000, 3999)}${pick(['', 'AR', 'AR/AR', 'BR'])}`;
    case 'Lusqtoff':
      return pick([`LQ${int(100, 999)}`, `LE${int(100, 999)}`, `LG-${int(100, 999)}`]);
    case 'Bremen':
      return String(int(1000, 9999));
    default:
      return `${letters(2)}${int(100, 999)}`;
  }
}

function filterCode(brand: string): string {
  switch (brand) {
    case 'Fram':
      return `${pick(['PH', 'PS', 'CA', 'C', 'CH'])}${int(2000, 11999)}`;
    case 'Wega':
      return `${pick(['WO', 'FAP', 'FCD', 'JFA', 'WR', 'FCI'])}${int(100, 9999)}`;
    case 'Mann':
      return `${pick(['W', 'WK', 'C', 'HD', 'H', 'WDK', 'CF'])} ${int(610, 32999)}${chance(0.3) ? `/${int(1, 40)}` : ''}`;
    case 'Bosch':
      return `0 986 4B${int(0, 9)} ${digits(3)}`;
    default:
      return `${letters(2)}${int(100, 9999)}`;
  }
}

function fill(t: string, brand: string): string {
  const slots: Record<string, () => string> = {
    B: () => brand,
    mc: () => toolModel(brand),
    m: () => pick(['6"', '8"', '10"', '12"', '15"', '250 mm', '300 mm']),
    n: () => String(pick([6, 8, 10, 12, 22, 25, 40, 46, 94, 108])),
    x: () => pick(['2', '3']),
    p: () => pick(['10', '25', '50']),
    d: () => pick(['115 mm', '4 1/2"', '180 mm', '7"', '230 mm', '9"']),
    w: () => pick(['650 W', '710 W', '800 W', '1050 W']),
    a: () => pick(['130 A', '160 A', '200 A', '250 A']),
    c: () => pick(['14"', '16"', '19"', '21"', 'de 3 bandejas', 'de 5 bandejas']),
    t: () => pick(['2 tn', '2,5 tn', '3 tn', '3,5 tn']),
    l: () => pick(['25 l', '50 l', '100 l', '200 l']),
    b: () => pick(['1400 W', '1800 W', '2000 W', '130 bar', '150 bar']),
    v: () => pick(['x 1 l', 'x 4 l', 'bidón 20 l', 'balde 20 l', 'tambor 205 l', 'x 5 l', 'bidón 10 l']),
    k: () => pick(['x 1 kg', 'balde 4,5 kg', 'balde 15 kg', 'balde 18 kg', 'cartucho 400 g', 'tambor 180 kg']),
    kg: () => pick(['1 kg', '5 kg', '20 kg']),
    f: () => filterCode(brand),
    r: () => pick(['verde', 'rojo', 'orgánico', 'concentrado', 'listo para usar']),
    e: () => pick(['6013 2,5 mm', '7018 3,25 mm', '6011 3,25 mm', '6013 4 mm', '7018 4 mm']),
    tf: () => pick(['1/2" x 10 m x 10 unidades', '3/4" x 20 m', '1/2" x 50 m']),
    xv: () => pick(['XV 200 15W-40', 'XV 300 15W-40', 'XV 300 10W-40', 'XV 500 10W-40', 'XV 100 SAE 40']),
    bp: () => pick(['BP 32', 'BP 46', 'BP 68', 'BP 100']),
    sh: () => pick(['Rimula R4 X 15W-40', 'Rimula R3 15W-40', 'Rimula R5 E 10W-40', 'Spirax S4 TXM', 'Tellus S2 M 68', 'Tellus S2 M 46']),
    to: () => pick(['Rubia TIR 8900 10W-40', 'Rubia TIR 7400 15W-40', 'Dynatrans MPV', 'Azolla ZS 68']),
    ca: () => pick(['Agri MP 15W-40', 'Vecton 15W-40', 'Hyspin AWS 68', 'Agri Trans Plus 10W-30']),
    el: () => pick(['F50 5W-40', 'F30 10W-40', 'F10 15W-40']),
    gr: () => pick(['de litio EP2', 'grafitada', 'de litio EP3', 'Gadus S2 V220 2', 'Multis EP2', 'para quinta rueda']),
  };
  return t.replace(/\{(\w+)\}/g, (_, k: string) => (slots[k] ? slots[k]() : k));
}

/** Prices for sizes: bigger containers cost more. */
function sizedPrice(title: string, range: [number, number]): number {
  const factor = /tambor/.test(title) ? 0.9 : /20 l|18 kg|15 kg|100 l|200 l/.test(title) ? 0.5 : /10 l|5 l|4,5 kg|4 l/.test(title) ? 0.25 : 0.08;
  const span = Math.log(range[1]) - Math.log(range[0]);
  const x = Math.min(1, Math.max(0, factor + (rng() - 0.5) * 0.2));
  return roundPrice(Math.exp(Math.log(range[0]) + span * x));
}

/** The code of a tool or consumable: the model or filter code in its title, else an internal one. */
function codeFor(title: string, brand: string): string {
  const filter = title.match(/(?:PH|PS|CA|CH|C|WO|FAP|FCD|JFA|WR|FCI|W|WK|HD|H|WDK|CF) ?\d+(?:\/\d+)?$/);
  if (filter) return filter[0];
  const model = title.match(/\b(?:STMT\d+|G\d{4}\w*|LQ\d+|LE\d+|LG-\d+|HD\d+|KR\d+|BD\d+|SB\d+)\b/);
  if (model) return model[0];
  return `${brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()}-${digits(5)}`;
}

function itemRow(list: Item[], cat: 'Herramientas' | 'Consumibles'): Built {
  const it = pick(list);
  const brand = pick(it.brands);
  const title = fill(it.title, brand);
  const { text: est, used } = estado(cat === 'Herramientas' ? 0.86 : 0.985);
  const price = cat === 'Consumibles' ? sizedPrice(title, it.price) : amount(it.price[0], it.price[1]) * (used ? 0.55 : 1);
  let aplica = '';
  if (it.aplica && chance(0.6)) aplica = pick(it.aplica);
  else if (title.startsWith('Filtro') && chance(0.7)) {
    const e = machineRef('engine');
    aplica = aplicaPara('engine', e, 0);
  }
  return {
    Titulo: title.replace(/\s+/g, ' '),
    Descripción: describe(it.facts, used ? USED_ITEM : NEW_ITEM),
    Codigo: chance(0.75) ? codeFor(title, brand) : '',
    Marca: brand,
    'Aplica para': aplica,
    Precio: priceText(price, 0.03),
    Categoria: cat,
    Estado: est,
    Cheques: cheques('cheap'),
    'URL Imagenes': images(it.img),
    'URL Video': video(0.004),
  };
}

// ---------------------------------------------------------------------------------------------
// The deliberately broken rows (data row index, 1-based; the sheet row is one more because of the header)

interface Breakage {
  /** Data row index (1-based); the first row from here on that passes `on` is used. */
  at: number;
  what: string;
  apply: (row: Row) => void;
  on?: (row: Row) => boolean;
}

const BROKEN: Breakage[] = [
  { at: 137, what: 'Titulo vacío (la fila queda fuera de la tienda)', apply: (r) => (r.Titulo = '') },
  { at: 1021, what: "Titulo 'Sin título' (la fila queda fuera)", apply: (r) => (r.Titulo = 'Sin título') },
  { at: 1876, what: 'ID duplicado: repite el ID 1200 (el de la fila 1201)', apply: (r) => (r.ID = '1200') },
  { at: 2503, what: "Precio ilegible '$ 12.5O0' (letra O en lugar de cero)", apply: (r) => (r.Precio = '$ 12.5O0') },
  { at: 3344, what: "Precio 'a convenir' (no es un número ni 'Consultar')", apply: (r) => (r.Precio = 'a convenir') },
  { at: 4090, what: "Estado 'Reacondicionado' (no es Nuevo ni Usado; cuenta como Nuevo)", apply: (r) => (r.Estado = 'Reacondicionado') },
  {
    at: 4777,
    what: "Cheques 'tres' (en letras; se muestra como solo contado)",
    apply: (r) => (r.Cheques = 'tres'),
    on: (r) => r.Precio !== '' && !/consultar/i.test(r.Precio),
  },
  { at: 5512, what: "Imagen con enlace roto 'htp:/roto'", apply: (r) => (r['URL Imagenes'] = 'htp:/roto') },
  {
    at: 6230,
    what: 'Video de Vimeo (solo se admite YouTube; queda sin video)',
    apply: (r) => (r['URL Video'] = 'https://vimeo.com/76979871'),
    on: (r) => MACHINE_CATS.some((c) => c.cat === r.Categoria),
  },
  { at: 7004, what: 'Fila completamente vacía', apply: (r) => SHEET_COLUMNS.forEach((c) => (r[c] = '')) },
  { at: 7781, what: "Precio en dólares 'U$S 18.500' (no se puede leer como pesos)", apply: (r) => (r.Precio = 'U$S 18.500') },
  { at: 8450, what: "Categoria vacía (toma 'General' y no aparece en ninguna sección)", apply: (r) => (r.Categoria = '') },
  {
    at: 9120,
    what: "Categoria 'Neumaticos' sin tilde (no coincide con Neumáticos)",
    apply: (r) => (r.Categoria = 'Neumaticos'),
    on: (r) => r.Categoria === 'Neumáticos',
  },
  { at: 9999, what: "Video de YouTube con ID corto 'https://youtu.be/abc123' (queda sin video)", apply: (r) => (r['URL Video'] = 'https://youtu.be/abc123') },
  { at: 11543, what: "Precio con texto '$ 1.250.000 + IVA'", apply: (r) => (r.Precio = '$ 1.250.000 + IVA') },
];

/** Rows with no ID at all: legitimate, the shop falls back to the row position (kept before the empty row). */
const MISSING_ID = [512, 1660, 2890, 3921, 5105, 6666];

// ---------------------------------------------------------------------------------------------
// Assembly

const GROUPS = [
  ['Repuestos', 55],
  ['Neumáticos', 12],
  ['Maquinaria', 13],
  ['Herramientas', 10],
  ['Consumibles', 10],
] as const;

const PART_WEIGHTS: (readonly [() => Built, number])[] = [
  [bearingRow, 10],
  [beltRow, 8],
  ...PARTS.filter((p) => p.cat === 'Repuestos').map((p) => [() => partRow(p), 44 / PARTS.filter((q) => q.cat === 'Repuestos').length] as const),
  ...(
    [
      ['Motores', 4],
      ['Plataformas', 3],
      ['Reductores', 3],
      ['Cajas de cambio', 3],
      ['Bombas hidráulicas', 7],
      ['Radiadores de agua', 4],
      ['Radiadores de aceite', 2],
      ['Reformas', 2],
      ['Plaquetas Electrónicas (ECU)', 3],
      ['Cuerpo de válvulas hidráulicas', 3],
      ['Vidrios', 4],
      ['Asientos', 3],
    ] as const
  ).flatMap(([cat, w]) => {
    const types = PARTS.filter((p) => p.cat === cat);
    return types.map((p) => [() => partRow(p), w / types.length] as const);
  }),
];

type Group = (typeof GROUPS)[number][0];

function buildRow(group: Group): Built {
  switch (group) {
    case 'Repuestos':
      return weighted(PART_WEIGHTS)();
    case 'Neumáticos':
      return tyreRow();
    case 'Maquinaria':
      return machineRow(weighted(MACHINE_CATS.filter((c) => c.weight > 0).map((c) => [c, c.weight] as const)));
    case 'Herramientas':
      return itemRow(TOOLS, 'Herramientas');
    case 'Consumibles':
      return itemRow(CONSUMABLES, 'Consumibles');
  }
}

let fallbacks = 0;

function generateRows(): Row[] {
  const rows: Row[] = [];
  const titles = new Set<string>();
  for (let i = 1; i <= TOTAL_ROWS; i++) {
    const group = weighted(GROUPS);
    let b = buildRow(group);
    // Products of the same model are not exact duplicates: try again within the same group,
    // and as a last resort tell them apart with a pack size.
    for (let t = 0; t < 40 && titles.has(b.Titulo.toLowerCase()); t++) b = buildRow(group);
    if (titles.has(b.Titulo.toLowerCase())) {
      fallbacks++;
      const base = b.Titulo;
      for (let k = 2; titles.has(b.Titulo.toLowerCase()); k++) b.Titulo = `${base} - pack x ${k}`;
    }
    titles.add(b.Titulo.toLowerCase());
    rows.push({ ID: String(i), ...b });
  }
  for (const i of MISSING_ID) rows[i - 1].ID = '';
  for (const br of BROKEN) {
    let i = br.at - 1;
    while (br.on && !br.on(rows[i])) i++;
    br.at = i + 1;
    br.apply(rows[i]);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Writers

/** One CSV field, RFC 4180: quoted when it holds a comma, quote, line break or edge spaces. */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function toCsv(rows: Row[]): string {
  const lines = [SHEET_COLUMNS.join(','), ...rows.map((r) => SHEET_COLUMNS.map((c) => csvField(r[c])).join(','))];
  return lines.join('\r\n') + '\r\n';
}

/** Give every entry of a zip file the same modification time, so the workbook's bytes are stable. */
function fixZipTimes(buf: Buffer): Buffer {
  const dosTime = 0; // 00:00:00
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1; // 2026-01-01
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('XLSX: zip sin directorio central');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('XLSX: entrada de zip inesperada');
    buf.writeUInt16LE(dosTime, p + 12);
    buf.writeUInt16LE(dosDate, p + 14);
    const local = buf.readUInt32LE(p + 42);
    buf.writeUInt16LE(dosTime, local + 10);
    buf.writeUInt16LE(dosDate, local + 12);
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return buf;
}

/** The hand-written synonym table (data/sinonimos.csv), header included, as rows of cells. */
async function readSynonymTable(file: string): Promise<string[][]> {
  const text = await readFile(file, 'utf8');
  return (parse(text, { bom: true, relax_column_count: true }) as string[][]).map((row) => {
    const cells = [...row];
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
}

async function writeXlsx(rows: Row[], synonyms: string[][], file: string) {
  const wb = new ExcelJS.Workbook();
  const fixedDate = new Date(Date.UTC(2026, 0, 1));
  wb.creator = 'Agro Industrial Paraná';
  wb.lastModifiedBy = 'Agro Industrial Paraná';
  wb.created = fixedDate;
  wb.modified = fixedDate;
  const ws = wb.addWorksheet('Productos', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = SHEET_COLUMNS.map((c) => ({
    header: c,
    key: c,
    width: { Titulo: 48, Descripción: 60, 'URL Imagenes': 50, 'URL Video': 40, 'Aplica para': 36 }[c as string] ?? 16,
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(SHEET_COLUMNS.map((c) => r[c]));
  // Second tab: the owner's synonym table, read by the shop from the same workbook.
  const syn = wb.addWorksheet('sinonimos', { views: [{ state: 'frozen', ySplit: 1 }] });
  syn.columns = (synonyms[0] ?? []).map(() => ({ width: 26 }));
  for (const r of synonyms) syn.addRow(r);
  syn.getRow(1).font = { bold: true };
  const buf = fixZipTimes(Buffer.from(await wb.xlsx.writeBuffer()));
  await writeFile(file, buf);
  return buf.length;
}

// ---------------------------------------------------------------------------------------------
// Reviews (Google Places shaped)

function reviewsJson(): string {
  const day = 86_400;
  const list: [string, number, string, string, number][] = [
    [
      'Martín Gómez',
      5,
      'Conseguí la bomba hidráulica para el Pauny 540 que no encontraba en ningún lado. Me asesoraron por WhatsApp, me mandaron fotos y el código, y a los dos días la tenía en Río Cuarto. Excelente atención.',
      'hace 3 días',
      3,
    ],
    [
      'Carlos Benítez',
      5,
      'Muy buena atención de Maxi por WhatsApp. Compré rulemanes y retenes para la sembradora y llegaron a Rafaela en 48 horas por expreso. Precios muy razonables.',
      'hace una semana',
      8,
    ],
    [
      'Lucía Fernández',
      5,
      'Necesitábamos un vidrio lateral para la cosechadora en plena campaña y lo tenían. Lo embalaron perfecto y llegó sano a Pergamino. ¡Gracias!',
      'hace 2 semanas',
      15,
    ],
    [
      'Javier Ruiz Díaz',
      4,
      'Buena variedad de repuestos usados de desarme. La caja de cambios vino revisada como dijeron. Tardó un poco más de lo previsto el transporte, pero la atención fue muy buena.',
      'hace 3 semanas',
      22,
    ],
    [
      'Sergio Acosta',
      5,
      'Gente seria. Compré cuatro neumáticos 18.4-38 y me los despacharon a Corrientes el mismo día. Responden rápido y te mandan videos del producto.',
      'hace un mes',
      34,
    ],
    [
      'Mariela Sosa',
      5,
      'Excelente atención en el local de Paraná. Tienen de todo para el tractor y si no lo tienen te lo consiguen. Muy recomendables.',
      'hace un mes',
      41,
    ],
    [
      'Hernán Quiroga',
      4,
      'Compré un radiador para un John Deere 6110J. Buen precio y buena calidad. Me hubiera gustado que la página tuviera más fotos, pero por WhatsApp me mandaron todas.',
      'hace 2 meses',
      58,
    ],
    [
      'Diego Schmidt',
      5,
      'Hace años que les compro filtros y aceite para los equipos. Siempre cumplen, precios justos y aceptan cheques. Un lujo tener este proveedor en Entre Ríos.',
      'hace 2 meses',
      71,
    ],
    [
      'Gustavo Romero',
      3,
      'El repuesto era el correcto y llegó bien a Santiago del Estero, pero demoraron en pasarme el presupuesto. Después me atendieron muy bien.',
      'hace 3 meses',
      95,
    ],
    [
      'Ana Paula Kessler',
      5,
      'Compramos una sembradora usada y quedamos muy conformes. Nos mostraron todo por videollamada y la entrega fue en fecha. Atención de primera.',
      'hace 4 meses',
      122,
    ],
    [
      'Raúl Medina',
      4,
      'Muy buena predisposición. Me ayudaron a identificar la ECU correcta para el Case por el número de serie. El envío a Bahía Blanca llegó en tres días.',
      'hace 5 meses',
      150,
    ],
    [
      'Transporte El Ceibo',
      5,
      'Proveedor de confianza para cubiertas de camión y repuestos Iveco. Despachan a todo el país y siempre contestan el WhatsApp, incluso los sábados.',
      'hace 7 meses',
      212,
    ],
  ];
  const data = {
    result: {
      url: 'https://www.google.com/maps/place/?q=place_id:SAMPLE',
      reviews: list.map(([author_name, rating, text, relative_time_description, daysAgo]) => ({
        author_name,
        profile_photo_url: '',
        rating,
        text,
        relative_time_description,
        time: REVIEWS_NOW - daysAgo * day,
      })),
    },
  };
  return JSON.stringify(data, null, 2) + '\n';
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const dataDir = path.resolve('data');
  await mkdir(dataDir, { recursive: true });
  const rows = generateRows();
  if (missingKinds.size) throw new Error(`Faltan imágenes de muestra para: ${[...missingKinds].join(', ')}`);
  await writeFile(path.join(dataDir, 'catalogo.csv'), toCsv(rows));
  const synonyms = await readSynonymTable(path.join(dataDir, 'sinonimos.csv'));
  const xlsxSize = await writeXlsx(rows, synonyms, path.join(dataDir, 'catalogo.xlsx'));
  await writeFile(path.join(dataDir, 'resenas.json'), reviewsJson());

  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.Categoria, (counts.get(r.Categoria) ?? 0) + 1);
  console.log(`data/catalogo.csv: ${rows.length} filas`);
  console.log(`data/catalogo.xlsx: ${rows.length} filas y ${synonyms.length - 1} grupos de sinónimos, ${(xlsxSize / 1024).toFixed(0)} KB`);
  console.log('Filas con errores a propósito (fila de la hoja = fila de datos + 1):');
  for (const b of BROKEN) console.log(`  fila ${b.at + 1}: ${b.what}`);
  console.log(`Filas sin ID (fila de la hoja): ${MISSING_ID.map((i) => i + 1).join(', ')}`);
  console.log(`Títulos repetidos resueltos con 'pack x N': ${fallbacks}`);
  if (process.argv.includes('--counts')) {
    for (const [c, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${c || '(vacía)'}: ${n}`);
  }
}

await main();
