// The catalogue of product pictures: file, kind and drawing, and the files by kind that the sample
// catalogue generator links to.
import type { Doc, Rng } from './svg';
import { baler, combine, discHarrow, flatTrailer, hopperTrailer, LIVERIES, loader, pickup, planter, sprayer, tractor, truck } from './machines';
import { agroTyreBig, agroTyreTread, truckTyre } from './tyres';
import { airFilter, bearing, belts, cab, ecuBoard, engine, gearbox, gearPump, radiator, reducer, seat, spinFilter, valveBank } from './parts';
import { fit, greaseBucket, grinder, jerrycan, toolbox, wrenches } from './tools';

export interface SampleImage {
  /** File name in public/muestras/. */
  file: string;
  /** What it shows, the key the sample catalogue uses to choose pictures. */
  kind: string;
  draw: (d: Doc, rng: Rng) => string;
}

export const SAMPLE_IMAGES: SampleImage[] = [
  { file: 'tractor-1.webp', kind: 'tractor', draw: (d) => tractor(d, LIVERIES.verde) },
  { file: 'tractor-2.webp', kind: 'tractor', draw: (d) => tractor(d, LIVERIES.rojo) },
  { file: 'tractor-3.webp', kind: 'tractor', draw: (d) => tractor(d, LIVERIES.azul) },
  { file: 'cosechadora-1.webp', kind: 'cosechadora', draw: (d) => combine(d, LIVERIES.verde) },
  { file: 'cosechadora-2.webp', kind: 'cosechadora', draw: (d) => combine(d, LIVERIES.rojo) },
  { file: 'sembradora-1.webp', kind: 'sembradora', draw: (d) => planter(d, LIVERIES.naranja) },
  { file: 'sembradora-2.webp', kind: 'sembradora', draw: (d) => planter(d, LIVERIES.azul) },
  { file: 'pulverizadora-1.webp', kind: 'pulverizadora', draw: (d) => sprayer(d, LIVERIES.verde) },
  { file: 'tolva-1.webp', kind: 'tolva', draw: (d) => hopperTrailer(d, LIVERIES.rojo) },
  { file: 'acoplado-1.webp', kind: 'acoplado', draw: (d) => flatTrailer(d, LIVERIES.azul) },
  { file: 'camioneta-1.webp', kind: 'camioneta', draw: (d) => pickup(d, '#eef0f2') },
  { file: 'camioneta-2.webp', kind: 'camioneta', draw: (d) => pickup(d, '#8a9099') },
  { file: 'camion-1.webp', kind: 'camion', draw: (d) => truck(d, '#1f5fa8') },
  { file: 'cargadora-1.webp', kind: 'cargadora', draw: (d) => loader(d, LIVERIES.amarillo) },
  { file: 'rotoenfardadora-1.webp', kind: 'rotoenfardadora', draw: (d) => baler(d, LIVERIES.naranja) },
  { file: 'implemento-1.webp', kind: 'implemento', draw: (d) => discHarrow(d, LIVERIES.rojo) },
  { file: 'neumatico-agricola-1.webp', kind: 'neumatico-agricola', draw: (d) => agroTyreBig(d, '#f2c318') },
  { file: 'neumatico-agricola-2.webp', kind: 'neumatico-agricola', draw: (d) => agroTyreTread(d, '#d7dadf') },
  { file: 'neumatico-camion-1.webp', kind: 'neumatico-camion', draw: (d) => truckTyre(d) },
  { file: 'bomba-hidraulica-1.webp', kind: 'bomba-hidraulica', draw: (d) => fit(gearPump(d, null, false), 1.45, 356, 320) },
  { file: 'bomba-hidraulica-2.webp', kind: 'bomba-hidraulica', draw: (d) => fit(gearPump(d, '#2c2f33', true), 1.25, 376, 320) },
  { file: 'motor-1.webp', kind: 'motor', draw: (d) => engine(d, '#3b6fb0') },
  { file: 'motor-2.webp', kind: 'motor', draw: (d) => engine(d, '#6b7a3a') },
  { file: 'radiador-1.webp', kind: 'radiador', draw: (d) => radiator(d) },
  { file: 'rodamiento-1.webp', kind: 'rodamiento', draw: (d) => bearing(d, false) },
  { file: 'rodamiento-2.webp', kind: 'rodamiento', draw: (d) => bearing(d, true) },
  { file: 'correa-1.webp', kind: 'correa', draw: (d) => belts(d) },
  { file: 'filtro-1.webp', kind: 'filtro', draw: (d) => spinFilter(d, '#1f5fa8') },
  { file: 'filtro-2.webp', kind: 'filtro', draw: (d) => airFilter(d) },
  { file: 'filtro-3.webp', kind: 'filtro', draw: (d) => spinFilter(d, '#e07b1a') },
  { file: 'caja-cambios-1.webp', kind: 'caja-cambios', draw: (d) => gearbox(d, '#7d858e') },
  { file: 'reductor-1.webp', kind: 'reductor', draw: (d) => fit(reducer(d, '#3f6fa6'), 1.2, 400, 320) },
  { file: 'asiento-1.webp', kind: 'asiento', draw: (d) => seat(d, '#35383d') },
  { file: 'vidrio-1.webp', kind: 'vidrio', draw: (d) => cab(d, '#2e7d32') },
  { file: 'plaqueta-ecu-1.webp', kind: 'plaqueta-ecu', draw: (d) => ecuBoard(d) },
  { file: 'valvulas-1.webp', kind: 'valvulas', draw: (d) => valveBank(d, '#b23a2e') },
  { file: 'llave-1.webp', kind: 'llave', draw: (d) => wrenches(d) },
  { file: 'amoladora-1.webp', kind: 'amoladora', draw: (d) => grinder(d, '#1f8a86') },
  { file: 'caja-herramientas-1.webp', kind: 'caja-herramientas', draw: (d) => toolbox(d, '#c62828') },
  { file: 'bidon-aceite-1.webp', kind: 'bidon-aceite', draw: (d) => jerrycan(d, '#f0c419', '#1f4f9a') },
  { file: 'bidon-aceite-2.webp', kind: 'bidon-aceite', draw: (d) => jerrycan(d, '#e9ecef', '#c62828') },
  { file: 'grasa-1.webp', kind: 'grasa', draw: (d) => greaseBucket(d, '#1f5fa8') },
];

/** Picture files by kind, for the sample catalogue generator. */
export const SAMPLE_IMAGE_FILES: Record<string, string[]> = SAMPLE_IMAGES.reduce<Record<string, string[]>>((acc, img) => {
  (acc[img.kind] ??= []).push(img.file);
  return acc;
}, {});
