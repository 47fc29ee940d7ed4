// Tyres: an agricultural tyre face-on and in tread view, a truck tyre.
import { type Doc, metal, paint, r1, shade } from './svg';
import { shadow, wheel } from './shared';

export function agroTyreBig(d: Doc, rim: string, cx = 400, cy = 300, r = 230): string {
  return [shadow(d, cx, cy + r + 6, r * 0.9, 16), wheel(d, cx, cy, r, { rim, rimRatio: 0.5 })].join('');
}

/** Tyre seen from the front, showing its chevron tread and a bit of sidewall and rim. */
export function agroTyreTread(d: Doc, rim: string): string {
  const cx = 370;
  const top = 70;
  const bottom = 530;
  const half = 118;
  const lugs: string[] = [];
  const step = 52;
  for (let y = top - step; y < bottom + step; y += step) {
    // left lug from the centre out to the shoulder, and the right one half a step lower
    lugs.push(`<path d="M${cx + 6} ${y} L${cx - half - 8} ${y + 44} L${cx - half - 8} ${y + 68} L${cx + 6} ${y + 22} Z" fill="#141516"/>`);
    lugs.push(
      `<path d="M${cx - 6} ${y + step / 2} L${cx + half + 8} ${y + step / 2 + 44} L${cx + half + 8} ${y + step / 2 + 68} L${cx - 6} ${y + step / 2 + 22} Z" fill="#141516"/>`,
    );
  }
  const outline = `<rect x="${cx - half - 10}" y="${top}" width="${2 * half + 20}" height="${bottom - top}" rx="70" fill="#fff"/>`;
  return [
    shadow(d, 420, 536, 230, 16),
    // sidewall and rim to the right, partly hidden by the tread
    `<ellipse cx="${cx + 120}" cy="300" rx="120" ry="230" fill="${d.rad([
      [0, '#46484c'],
      [0.8, '#2a2b2e'],
      [1, '#141516'],
    ])}"/>`,
    `<ellipse cx="${cx + 138}" cy="300" rx="62" ry="128" fill="${paint(d, rim, 1, 1)}"/>`,
    `<ellipse cx="${cx + 146}" cy="300" rx="26" ry="56" fill="${metal(d, 0, 0, 1, 1)}"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => {
      const a = (Math.PI / 3) * i;
      return `<ellipse cx="${r1(cx + 144 + Math.cos(a) * 42)}" cy="${r1(300 + Math.sin(a) * 92)}" rx="6" ry="11" fill="${shade(rim, -0.55)}"/>`;
    }),
    // tread face
    `<rect x="${cx - half}" y="${top}" width="${2 * half}" height="${bottom - top}" rx="64" fill="${d.lin(
      [
        [0, '#1b1c1e'],
        [0.45, '#3b3d41'],
        [0.6, '#34363a'],
        [1, '#18191b'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<g mask="${d.mask(outline)}">${lugs.join('')}</g>`,
    `<rect x="${cx - half}" y="${top}" width="${2 * half}" height="${bottom - top}" rx="64" fill="${d.lin([
      [0, '#ffffff', 0.12],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.25],
    ])}"/>`,
  ].join('');
}

export function truckTyre(d: Doc): string {
  const tyre = (cx: number, cy: number, r: number) =>
    [
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${d.rad([
        [0, '#3d3f43'],
        [0.8, '#2a2b2e'],
        [1, '#121314'],
      ])}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.97}" fill="none" stroke="#1a1a1a" stroke-width="${r1(r * 0.04)}" stroke-dasharray="6 5"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="none" stroke="#4b4e52" stroke-width="2"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.56}" fill="${metal(d, 0, 0, 1, 1)}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.47}" fill="none" stroke="#7d838b" stroke-width="3"/>`,
      ...[0, 1, 2, 3, 4].map((i) => {
        const a = ((Math.PI * 2) / 5) * i - Math.PI / 2;
        return `<ellipse cx="${r1(cx + Math.cos(a) * r * 0.36)}" cy="${r1(cy + Math.sin(a) * r * 0.36)}" rx="${r1(r * 0.07)}" ry="${r1(r * 0.05)}" fill="#5a6068" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(cx + Math.cos(a) * r * 0.36)} ${r1(cy + Math.sin(a) * r * 0.36)})"/>`;
      }),
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${metal(d, 1, 0, 0, 1)}"/>`,
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => {
        const a = ((Math.PI * 2) / 10) * i;
        return `<circle cx="${r1(cx + Math.cos(a) * r * 0.14)}" cy="${r1(cy + Math.sin(a) * r * 0.14)}" r="3" fill="#444"/>`;
      }),
    ].join('');
  return [shadow(d, 400, 520, 300, 16), tyre(270, 330, 190), tyre(540, 340, 180)].join('');
}
