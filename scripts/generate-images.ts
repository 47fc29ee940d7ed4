// Draws the sample pictures that ship with the repo, so the shop looks real offline.
// Every picture is an SVG illustration built in scripts/images/ (one module per kind of picture:
// machines, tyres, parts, tools, heroes, team, brand) and rendered here with sharp. Seeded: running
// it again writes the same files.
//
//   npx tsx scripts/generate-images.ts           (writes public/muestras, public/hero, public/equipo,
//                                                  public/logo.svg, public/favicon.svg, public/og-default.jpg)
//   npx tsx scripts/generate-images.ts --png DIR (also writes PNG copies to DIR, for looking at them)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { mulberry32 } from '../domain/random';
import { Doc } from './images/svg';
import { studio } from './images/shared';
import { SAMPLE_IMAGES } from './images/products';
import { HEROES, HH, HW } from './images/heroes';
import { portrait, TEAM } from './images/team';
import { faviconSvg, logoSvg, ogSvg } from './images/brand';

const SEED = 20_240_611;

async function renderWebp(svg: string, file: string, quality: number, png?: string) {
  const img = sharp(Buffer.from(svg));
  await img.clone().webp({ quality, effort: 6, smartSubsample: true }).toFile(file);
  if (png) await img.clone().png().toFile(png);
}

async function main() {
  const root = process.cwd();
  const pngIdx = process.argv.indexOf('--png');
  const pngDir = pngIdx > 0 ? path.resolve(process.argv[pngIdx + 1] ?? '/tmp/muestras-png') : undefined;
  const dirs = {
    muestras: path.join(root, 'public/muestras'),
    hero: path.join(root, 'public/hero'),
    equipo: path.join(root, 'public/equipo'),
  };
  for (const dir of [...Object.values(dirs), ...(pngDir ? [pngDir] : [])]) await mkdir(dir, { recursive: true });
  const pngFor = (name: string) => (pngDir ? path.join(pngDir, name.replace(/\.\w+$/, '.png')) : undefined);

  let i = 0;
  for (const img of SAMPLE_IMAGES) {
    const rng = mulberry32(SEED + ++i * 7919);
    const d = new Doc(800, 600);
    const body = studio(d, rng) + img.draw(d, rng);
    await renderWebp(d.svg(body), path.join(dirs.muestras, img.file), 80, pngFor(img.file));
  }

  for (const h of HEROES) {
    const rng = mulberry32(SEED + h.n * 104_729);
    const d = new Doc(HW, HH);
    const svg = d.svg(h.draw(d, rng));
    const big = await sharp(Buffer.from(svg)).png().toBuffer();
    await sharp(big)
      .webp({ quality: 76, effort: 6 })
      .toFile(path.join(dirs.hero, `hero-${h.n}.webp`));
    // Mobile variant: scale to 600 high, crop 800 wide around the focus.
    const scaledW = Math.round((HW * 600) / HH);
    const left = Math.max(0, Math.min(scaledW - 800, Math.round(scaledW * h.focus - 400)));
    const small = sharp(big).resize({ height: 600 }).extract({ left, top: 0, width: 800, height: 600 });
    await small
      .clone()
      .webp({ quality: 74, effort: 6 })
      .toFile(path.join(dirs.hero, `hero-${h.n}-sm.webp`));
    if (pngDir) {
      await sharp(big)
        .png()
        .toFile(path.join(pngDir, `hero-${h.n}.png`));
      await small
        .clone()
        .png()
        .toFile(path.join(pngDir, `hero-${h.n}-sm.png`));
    }
  }

  for (const [k, p] of TEAM.entries()) {
    const d = new Doc(400, 400);
    await renderWebp(d.svg(portrait(d, p)), path.join(dirs.equipo, `${k + 1}.webp`), 85, pngFor(`equipo-${k + 1}.webp`));
  }

  await writeFile(path.join(root, 'public/logo.svg'), logoSvg());
  await writeFile(path.join(root, 'public/favicon.svg'), faviconSvg());
  {
    const d = new Doc(1200, 630);
    const svg = d.svg(ogSvg(d, mulberry32(SEED + 1)));
    const og = sharp(Buffer.from(svg));
    await og.clone().jpeg({ quality: 80, mozjpeg: true }).toFile(path.join(root, 'public/og-default.jpg'));
    if (pngDir) {
      await og.clone().png().toFile(path.join(pngDir, 'og-default.png'));
      await sharp(Buffer.from(logoSvg())).resize(256).png().toFile(path.join(pngDir, 'logo.png'));
      await sharp(Buffer.from(faviconSvg())).resize(64).png().toFile(path.join(pngDir, 'favicon.png'));
    }
  }
  console.log(
    `Listo: ${SAMPLE_IMAGES.length} imágenes de producto, ${HEROES.length} portadas (+ versión chica), ${TEAM.length} retratos, logo, favicon y og-default.jpg.`,
  );
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  await main();
}
