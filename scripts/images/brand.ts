// The logo, the favicon and the Open Graph image.
import { Doc, r1, type Rng } from './svg';
import { heroField, HH, HW } from './heroes';

const GREEN = '#2f6b2f';
const AMBER = '#e0a526';

function gearPath(cx: number, cy: number, rOut: number, rIn: number, teeth: number): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step - Math.PI / 2;
    const seq: [number, number][] = [
      [a - step * 0.25, rIn],
      [a - step * 0.16, rOut],
      [a + step * 0.16, rOut],
      [a + step * 0.25, rIn],
    ];
    for (const [ang, rad] of seq) pts.push(`${r1(cx + Math.cos(ang) * rad)} ${r1(cy + Math.sin(ang) * rad)}`);
  }
  return `M${pts.join(' L')} Z`;
}

function wheatEar(cx: number, top: number, bottom: number, grain: number, colour: string): string {
  const s: string[] = [`<path d="M${cx} ${bottom} L${cx} ${top + grain}" stroke="${colour}" stroke-width="${r1(grain * 0.28)}" stroke-linecap="round"/>`];
  const rows = 4;
  const gap = (bottom - top - grain * 2.4) / rows;
  for (let i = 0; i < rows; i++) {
    const y = top + grain * 1.4 + i * gap;
    s.push(
      `<ellipse cx="${r1(cx - grain * 0.55)}" cy="${r1(y + grain * 0.5)}" rx="${r1(grain * 0.42)}" ry="${r1(grain * 0.8)}" fill="${colour}" transform="rotate(-30 ${r1(cx - grain * 0.55)} ${r1(y + grain * 0.5)})"/>`,
    );
    s.push(
      `<ellipse cx="${r1(cx + grain * 0.55)}" cy="${r1(y + grain * 0.5)}" rx="${r1(grain * 0.42)}" ry="${r1(grain * 0.8)}" fill="${colour}" transform="rotate(30 ${r1(cx + grain * 0.55)} ${r1(y + grain * 0.5)})"/>`,
    );
  }
  s.push(`<ellipse cx="${cx}" cy="${r1(top + grain * 0.7)}" rx="${r1(grain * 0.4)}" ry="${r1(grain * 0.85)}" fill="${colour}"/>`);
  // two leaves at the foot
  s.push(
    `<path d="M${cx} ${r1(bottom - grain * 0.6)} Q${r1(cx - grain * 2.2)} ${r1(bottom - grain * 1.6)} ${r1(cx - grain * 2.6)} ${r1(bottom - grain * 3.6)} Q${r1(cx - grain * 0.8)} ${r1(bottom - grain * 2.6)} ${cx} ${r1(bottom - grain * 0.6)} Z" fill="${colour}"/>`,
  );
  s.push(
    `<path d="M${cx} ${r1(bottom - grain * 0.6)} Q${r1(cx + grain * 2.2)} ${r1(bottom - grain * 1.6)} ${r1(cx + grain * 2.6)} ${r1(bottom - grain * 3.6)} Q${r1(cx + grain * 0.8)} ${r1(bottom - grain * 2.6)} ${cx} ${r1(bottom - grain * 0.6)} Z" fill="${colour}"/>`,
  );
  return s.join('');
}

/** The mark on a 64 x 64 grid: a green gear with an amber wheat ear inside. */
function markBody(): string {
  return [
    `<path d="${gearPath(32, 32, 31, 26.5, 12)}" fill="${GREEN}"/>`,
    `<circle cx="32" cy="32" r="20.5" fill="#fffaf0"/>`,
    `<circle cx="32" cy="32" r="20.5" fill="none" stroke="${GREEN}" stroke-width="1.5"/>`,
    wheatEar(32, 14, 50, 3.6, AMBER),
  ].join('');
}

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Agro Industrial Paraná"><title>Agro Industrial Paraná</title>${markBody()}</svg>\n`;
}

export function faviconSvg(): string {
  // Bolder for small sizes: fewer, bigger teeth and a simpler ear.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="${gearPath(32, 32, 31, 25, 8)}" fill="${GREEN}"/><circle cx="32" cy="32" r="18" fill="#fffaf0"/>${wheatEar(32, 15, 49, 4.2, AMBER)}</svg>\n`;
}

export function ogSvg(d: Doc, rng: Rng): string {
  const scene = new Doc(HW, HH);
  const body = heroField(scene, rng);
  d.defs.push(...scene.defs.map((x) => x.replace(/id="g(\d+)"/g, 'id="s$1"')));
  const sceneBody = body.replace(/url\(#g(\d+)\)/g, 'url(#s$1)');
  return [
    `<g transform="translate(-200 -40) scale(0.95)">${sceneBody}</g>`,
    `<rect width="1200" height="630" fill="${d.lin(
      [
        [0, '#10240f', 0.88],
        [0.55, '#10240f', 0.55],
        [1, '#10240f', 0.05],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<g transform="translate(70 150) scale(2.4)">${markBody()}</g>`,
    `<text x="250" y="228" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="62" fill="#ffffff">Agro Industrial</text>`,
    `<text x="250" y="298" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="62" fill="${AMBER}">Paraná</text>`,
    `<text x="72" y="420" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" fill="#ffffff">Repuestos, neumáticos y maquinaria</text>`,
    `<text x="72" y="466" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" fill="#ffffff">agrícola e industrial, nuevos y usados</text>`,
    `<text x="72" y="540" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" fill="#d9e8d4">Paraná, Entre Ríos · Envíos a todo el país</text>`,
  ].join('');
}
