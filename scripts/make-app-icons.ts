// Writes the installed app's icons (public/iconos/) from the shop's logo (public/logo.svg), for the
// web app manifest (public/manifest.webmanifest): 192 and 512 px on white, and a maskable 512 px
// whose logo sits inside the central 80 % circle every launcher's mask keeps, on the brand green.
// Run again after a change of logo: `npx tsx scripts/make-app-icons.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'public/logo.svg'));
const out = (name: string) => path.join(root, 'public/iconos', name);
/** The brand green of app/app.css (--color-brand-600), also the manifest's theme colour. */
const BRAND = '#2f6b2f';

async function icon(size: number, logoShare: number, background: string, file: string): Promise<void> {
  const inner = Math.round(size * logoShare);
  const drawn = await sharp(logo, { density: Math.ceil((72 * inner) / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(out(file));
}

await icon(192, 0.86, '#ffffff', 'icono-192.png');
await icon(512, 0.86, '#ffffff', 'icono-512.png');
// The safe zone of a maskable icon is a circle of 40 % radius: the logo takes 60 % of the side.
await icon(512, 0.6, BRAND, 'icono-maskable-512.png');
await icon(180, 0.86, '#ffffff', 'apple-touch-icon.png');
