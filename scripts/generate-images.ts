// Draws the sample pictures that ship with the repo, so the shop looks real offline.
// Every picture is an SVG illustration built here and rendered with sharp. Seeded: running it
// again writes the same files.
//
//   npx tsx scripts/generate-images.ts           (writes public/muestras, public/hero, public/equipo,
//                                                  public/logo.svg, public/favicon.svg, public/og-default.jpg)
//   npx tsx scripts/generate-images.ts --png DIR (also writes PNG copies to DIR, for looking at them)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { mulberry32 } from '../domain/random';

// ---------------------------------------------------------------------------------------------
// Small tools

type Rng = () => number;
const between = (rng: Rng, a: number, b: number) => a + (b - a) * rng();
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Lighten (amount > 0) or darken (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return '#' + ch.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('');
}

/** Collects gradients and filters for one SVG document, with ids unique inside it. */
class Doc {
  private n = 0;
  readonly defs: string[] = [];
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}
  private id() {
    return `g${++this.n}`;
  }
  /** Linear gradient in object bounding box units; stops are [offset, colour, opacity?]. */
  lin(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopTags(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = this.id();
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
    return `url(#${id})`;
  }
  /** A mask: white shows, black hides. */
  mask(content: string): string {
    const id = this.id();
    this.defs.push(`<mask id="${id}" maskUnits="userSpaceOnUse">${content}</mask>`);
    return `url(#${id})`;
  }
  svg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

function stopTags(stops: [number, string, number?][]) {
  return stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
}

const METAL: [number, string][] = [
  [0, '#f4f5f7'],
  [0.35, '#c9cdd3'],
  [0.55, '#9aa0a8'],
  [0.8, '#d9dce0'],
  [1, '#8a9099'],
];
const metal = (d: Doc, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => d.lin(METAL, x1, y1, x2, y2);
const paint = (d: Doc, c: string, x2 = 0, y2 = 1) =>
  d.lin(
    [
      [0, shade(c, 0.28)],
      [0.45, c],
      [1, shade(c, -0.3)],
    ],
    0,
    0,
    x2,
    y2,
  );

// ---------------------------------------------------------------------------------------------
// Shared parts of the drawings

/** Light neutral studio backdrop with a soft floor, for product pictures. */
function studio(d: Doc, rng: Rng): string {
  const tints = ['#f6f5f1', '#f3f4f5', '#f5f3ef', '#f1f3f0'];
  const top = pick(rng, tints);
  const bg = d.lin([
    [0, top],
    [0.68, shade(top, -0.05)],
    [1, shade(top, -0.11)],
  ]);
  const glow = d.rad(
    [
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.42,
    0.55,
  );
  return `<rect width="${d.w}" height="${d.h}" fill="${bg}"/><rect width="${d.w}" height="${d.h}" fill="${glow}"/>`;
}

function shadow(d: Doc, cx: number, cy: number, rx: number, ry: number, op = 0.28): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#1d1f22" opacity="${op}" filter="${d.blur(Math.max(4, ry * 0.6))}"/>`;
}

interface WheelOpts {
  rim: string;
  rimRatio?: number;
  lugs?: 'agro' | 'road' | 'none';
  width?: number;
}

/** A wheel seen from the side: tyre with lugs, coloured rim, hub and bolts. */
function wheel(d: Doc, cx: number, cy: number, r: number, o: WheelOpts): string {
  const parts: string[] = [];
  const lugs = o.lugs ?? 'agro';
  if (lugs === 'agro') {
    const n = Math.max(14, Math.round(r / 5.5));
    for (let i = 0; i < n; i++) {
      const a = (360 / n) * i;
      const lw = r * 0.16;
      const lh = r * 0.11;
      const off = i % 2 ? 0.02 : 0;
      parts.push(
        `<rect x="${r1(cx - lw / 2)}" y="${r1(cy - r - off * r)}" width="${r1(lw)}" height="${r1(lh)}" rx="${r1(lh * 0.25)}" fill="#1c1c1e" transform="rotate(${r1(a)} ${cx} ${cy})"/>`,
      );
    }
  }
  const tyreR = lugs === 'agro' ? r * 0.93 : r;
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${r1(tyreR)}" fill="${d.rad([
      [0, '#3d3f43'],
      [0.75, '#2a2b2e'],
      [0.93, '#1b1c1e'],
      [1, '#111'],
    ])}"/>`,
  );
  if (lugs === 'road') {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.955)}" fill="none" stroke="#444" stroke-width="${r1(r * 0.025)}" stroke-dasharray="${r1(r * 0.08)} ${r1(r * 0.05)}"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(tyreR * 0.84)}" fill="none" stroke="#4a4c50" stroke-width="${r1(r * 0.02)}" opacity="0.8"/>`);
  const rr = r * (o.rimRatio ?? 0.58);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rr)}" fill="${paint(d, o.rim, 0.3, 1)}"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rr * 0.86)}" fill="none" stroke="${shade(o.rim, -0.35)}" stroke-width="${r1(rr * 0.05)}"/>`);
  // Dish holes
  const holes = 8;
  for (let i = 0; i < holes; i++) {
    const a = ((Math.PI * 2) / holes) * i + 0.3;
    parts.push(`<circle cx="${r1(cx + Math.cos(a) * rr * 0.62)}" cy="${r1(cy + Math.sin(a) * rr * 0.62)}" r="${r1(rr * 0.1)}" fill="${shade(o.rim, -0.55)}"/>`);
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rr * 0.38)}" fill="${metal(d, 0, 0, 1, 1)}" stroke="#6d7279" stroke-width="1.5"/>`);
  for (let i = 0; i < 6; i++) {
    const a = ((Math.PI * 2) / 6) * i;
    parts.push(
      `<circle cx="${r1(cx + Math.cos(a) * rr * 0.25)}" cy="${r1(cy + Math.sin(a) * rr * 0.25)}" r="${r1(Math.max(1.5, rr * 0.045))}" fill="#555a61"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rr * 0.12)}" fill="#50555c"/>`);
  return parts.join('');
}

/** Glass with a soft sky reflection. */
function glass(d: Doc, pts: string, reflect = true): string {
  const g = d.lin(
    [
      [0, '#d9ecf6'],
      [0.5, '#9cc4d9'],
      [1, '#6c9ab2'],
    ],
    0,
    0,
    1,
    1,
  );
  let s = `<polygon points="${pts}" fill="${g}" opacity="0.95"/>`;
  if (reflect) {
    const nums = pts.split(/[ ,]+/).map(Number);
    const xs = nums.filter((_, i) => i % 2 === 0);
    const ys = nums.filter((_, i) => i % 2 === 1);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    const w = x1 - x0;
    s += `<polygon points="${r1(x0 + w * 0.15)},${y1} ${r1(x0 + w * 0.45)},${y0} ${r1(x0 + w * 0.6)},${y0} ${r1(x0 + w * 0.3)},${y1}" fill="#ffffff" opacity="0.28" mask="${d.mask(`<polygon points="${pts}" fill="#fff"/>`)}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Machines (side views, facing right, ground line at y = 500 on an 800 x 600 canvas)

interface Livery {
  body: string;
  rim: string;
  accent: string;
}

const LIVERIES: Record<string, Livery> = {
  verde: { body: '#2e7d32', rim: '#f2c318', accent: '#f2c318' },
  rojo: { body: '#c62828', rim: '#e8e8e8', accent: '#222222' },
  azul: { body: '#1f5fa8', rim: '#d7dadf', accent: '#ffffff' },
  naranja: { body: '#e8731a', rim: '#3a3a3a', accent: '#2b2b2b' },
  gris: { body: '#7b8088', rim: '#e4c21c', accent: '#2b2b2b' },
  amarillo: { body: '#f0b51b', rim: '#2d2d2d', accent: '#2b2b2b' },
};

function tractor(d: Doc, L: Livery): string {
  const b = L.body;
  const dark = shade(b, -0.45);
  return [
    shadow(d, 400, 502, 320, 16),
    // three-point hitch
    `<path d="M118 392 L70 410 L74 420 L122 404 Z" fill="#3b3d41"/>`,
    `<path d="M120 360 L78 372 L80 380 L124 370 Z" fill="#3b3d41"/>`,
    // engine block and frame
    `<rect x="350" y="336" width="320" height="58" rx="6" fill="${d.lin([
      [0, '#4a4d52'],
      [1, '#2b2d31'],
    ])}"/>`,
    `<rect x="640" y="380" width="70" height="24" rx="4" fill="#2f3135"/>`,
    // hood
    `<path d="M330 246 L664 258 Q694 260 694 284 L694 344 L330 344 Z" fill="${paint(d, b)}"/>`,
    `<path d="M340 300 L690 304" stroke="${L.accent}" stroke-width="7" opacity="0.9"/>`,
    `<rect x="676" y="268" width="18" height="72" rx="3" fill="#222"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => `<rect x="678" y="${274 + i * 11}" width="14" height="5" fill="#555"/>`),
    `<rect x="668" y="276" width="10" height="12" rx="2" fill="#fff6cc"/>`,
    // side grille
    ...[0, 1, 2, 3].map((i) => `<rect x="${560 + i * 22}" y="316" width="14" height="22" rx="2" fill="${dark}"/>`),
    // exhaust
    `<rect x="598" y="150" width="12" height="110" rx="4" fill="${d.lin(
      [
        [0, '#5a5d62'],
        [1, '#2a2c30'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<rect x="595" y="146" width="18" height="10" rx="3" fill="#222"/>`,
    // air intake
    `<rect x="520" y="190" width="20" height="68" rx="6" fill="${dark}"/>`,
    // cab
    `<path d="M186 250 L190 92 L352 92 L366 250 Z" fill="${shade(b, -0.35)}"/>`,
    glass(d, '198,104 344,104 356,246 198,246'),
    `<path d="M270 104 L272 246" stroke="${shade(b, -0.35)}" stroke-width="7"/>`,
    `<path d="M222 190 Q230 160 262 162 L262 206 L226 212 Z" fill="#2b2b2b" opacity="0.75"/>`,
    `<circle cx="318" cy="196" r="16" fill="none" stroke="#2b2b2b" stroke-width="5" opacity="0.7"/>`,
    `<rect x="168" y="72" width="208" height="26" rx="8" fill="${paint(d, b)}"/>`,
    `<rect x="176" y="94" width="192" height="6" fill="${dark}"/>`,
    `<rect x="182" y="64" width="14" height="10" rx="2" fill="#ff9f1a"/>`,
    // rear wheel + fender
    wheel(d, 250, 350, 150, { rim: L.rim }),
    `<path d="M82 356 A168 168 0 0 1 418 356 L396 356 A146 146 0 0 0 104 356 Z" fill="${paint(d, b)}"/>`,
    `<path d="M104 356 A146 146 0 0 1 396 356" fill="none" stroke="${dark}" stroke-width="3"/>`,
    // step
    `<rect x="392" y="360" width="28" height="6" fill="#333"/><rect x="392" y="392" width="28" height="6" fill="#333"/>`,
    // front wheel + fender
    wheel(d, 600, 410, 90, { rim: L.rim }),
    `<path d="M506 398 A96 96 0 0 1 694 398 L680 398 A82 82 0 0 0 520 398 Z" fill="${paint(d, b)}" opacity="0.95"/>`,
  ].join('');
}

function combine(d: Doc, L: Livery): string {
  const b = L.body;
  const dark = shade(b, -0.45);
  const reel: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + 0.2;
    const x = 678 + Math.cos(a) * 52;
    const y = 372 + Math.sin(a) * 52;
    reel.push(`<line x1="678" y1="372" x2="${r1(x)}" y2="${r1(y)}" stroke="${dark}" stroke-width="5"/>`);
    reel.push(`<rect x="${r1(x - 9)}" y="${r1(y - 3)}" width="18" height="6" fill="#c9c9c9"/>`);
  }
  return [
    shadow(d, 420, 502, 350, 16),
    // unloading auger, extended backwards
    `<path d="M258 150 L92 92" stroke="${paint(d, b)}" stroke-width="18" stroke-linecap="round"/>`,
    `<path d="M94 92 L80 126" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>`,
    // grain tank
    `<path d="M214 152 L202 102 L512 102 L496 152 Z" fill="${d.lin([
      [0, shade(b, 0.4)],
      [1, shade(b, 0.05)],
    ])}"/>`,
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="${236 + i * 40}" y1="104" x2="${238 + i * 38}" y2="150" stroke="${shade(b, -0.2)}" stroke-width="2"/>`),
    // main body
    `<path d="M150 152 L560 152 L560 408 L170 408 L150 380 Z" fill="${paint(d, b)}"/>`,
    `<rect x="176" y="170" width="96" height="80" rx="6" fill="#2a2c30"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => `<rect x="182" y="${178 + i * 12}" width="84" height="5" fill="#4a4d52"/>`),
    `<rect x="300" y="190" width="220" height="14" fill="${L.accent}" opacity="0.95"/>`,
    `<rect x="300" y="230" width="120" height="90" rx="8" fill="${shade(b, -0.15)}"/>`,
    `<rect x="440" y="230" width="100" height="90" rx="8" fill="${shade(b, -0.15)}"/>`,
    // straw chopper
    `<path d="M112 330 L150 322 L160 396 L118 396 Z" fill="${dark}"/>`,
    // cab
    `<rect x="494" y="96" width="142" height="22" rx="6" fill="${paint(d, b)}"/>`,
    `<path d="M504 118 L628 118 L640 262 L504 262 Z" fill="${shade(b, -0.4)}"/>`,
    glass(d, '512,126 622,126 632,256 512,256'),
    `<path d="M548 186 Q556 164 578 166 L578 210 L552 214 Z" fill="#2b2b2b" opacity="0.7"/>`,
    // ladder
    ...[0, 1, 2, 3, 4].map((i) => `<rect x="566" y="${286 + i * 22}" width="30" height="4" fill="#3a3a3a"/>`),
    `<rect x="562" y="280" width="4" height="110" fill="#3a3a3a"/><rect x="596" y="280" width="4" height="110" fill="#3a3a3a"/>`,
    // feeder house
    `<path d="M556 300 L618 300 L700 420 L640 446 Z" fill="${shade(b, -0.1)}"/>`,
    // header
    `<path d="M600 420 L760 420 L792 462 L770 470 L612 470 Z" fill="${d.lin([
      [0, '#d8d8d8'],
      [1, '#8f9399'],
    ])}"/>`,
    `<path d="M612 420 L760 420 L762 432 L612 432 Z" fill="${dark}"/>`,
    `<circle cx="678" cy="372" r="54" fill="none" stroke="${dark}" stroke-width="4"/>`,
    ...reel,
    `<circle cx="678" cy="372" r="9" fill="#333"/>`,
    // wheels
    wheel(d, 440, 412, 92, { rim: L.rim }),
    wheel(d, 214, 446, 56, { rim: L.rim }),
  ].join('');
}

function planter(d: Doc, L: Livery): string {
  const b = L.body;
  const frame = '#34373c';
  const units: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = 100 + i * 100;
    units.push(
      // parallel links and shank
      `<rect x="${x - 8}" y="318" width="16" height="70" fill="${frame}"/>` +
        `<path d="M${x - 16} 330 L${x + 16} 330 L${x + 12} 344 L${x - 12} 344 Z" fill="#4a4e54"/>` +
        // gauge wheels (seen edge on) and the double disc between them
        `<rect x="${x - 30}" y="372" width="16" height="70" rx="8" fill="#1e1f22"/>` +
        `<rect x="${x + 14}" y="372" width="16" height="70" rx="8" fill="#1e1f22"/>` +
        `<path d="M${x - 10} 380 L${x + 10} 380 L${x + 3} 456 L${x - 3} 456 Z" fill="${metal(d, 0, 0, 1, 0)}"/>` +
        // seed meter and hopper
        `<rect x="${x - 20}" y="272" width="40" height="30" rx="4" fill="${frame}"/>` +
        `<path d="M${x - 30} 204 L${x + 30} 204 L${x + 20} 274 L${x - 20} 274 Z" fill="${paint(d, b, 1, 0)}"/>` +
        `<path d="M${x - 32} 196 L${x + 32} 196 L${x + 30} 208 L${x - 30} 208 Z" fill="${shade(b, -0.35)}"/>`,
    );
  }
  return [
    shadow(d, 400, 470, 350, 22, 0.25),
    // hitch tongue coming towards the viewer
    `<path d="M300 322 L500 322 L412 486 L388 486 Z" fill="${frame}"/>`,
    `<circle cx="400" cy="486" r="12" fill="#1a1b1d"/>`,
    // transport wheels at both ends
    `<rect x="34" y="330" width="40" height="130" rx="18" fill="#1e1f22"/><rect x="44" y="370" width="20" height="50" rx="6" fill="${L.rim}"/>`,
    `<rect x="726" y="330" width="40" height="130" rx="18" fill="#1e1f22"/><rect x="736" y="370" width="20" height="50" rx="6" fill="${L.rim}"/>`,
    // toolbar
    `<rect x="40" y="298" width="720" height="26" rx="4" fill="${d.lin([
      [0, '#5a5e64'],
      [1, '#26282b'],
    ])}"/>`,
    ...units,
    // fertiliser hopper across the top
    `<rect x="150" y="110" width="500" height="78" rx="8" fill="${paint(d, b)}"/>`,
    `<path d="M150 118 L650 118 L630 96 L170 96 Z" fill="${shade(b, 0.3)}"/>`,
    `<rect x="150" y="150" width="500" height="8" fill="${shade(b, -0.3)}"/>`,
    `<rect x="180" y="188" width="14" height="112" fill="${frame}"/><rect x="606" y="188" width="14" height="112" fill="${frame}"/>`,
  ].join('');
}

function sprayer(d: Doc, L: Livery): string {
  const b = L.body;
  const boom: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = 110 + i * 40;
    boom.push(`<line x1="${x}" y1="236" x2="${x + 40}" y2="270" stroke="#8b9097" stroke-width="3"/>`);
    boom.push(`<line x1="${x}" y1="270" x2="${x + 40}" y2="236" stroke="#8b9097" stroke-width="3"/>`);
  }
  return [
    shadow(d, 410, 502, 330, 14),
    // boom folded along the side
    `<rect x="106" y="230" width="494" height="8" fill="#6e737a"/><rect x="106" y="268" width="494" height="8" fill="#6e737a"/>`,
    ...boom,
    // chassis
    `<rect x="140" y="300" width="520" height="26" rx="6" fill="${shade(b, -0.4)}"/>`,
    // engine hood at rear
    `<path d="M130 240 L250 240 L262 300 L130 300 Z" fill="${paint(d, b)}"/>`,
    ...[0, 1, 2, 3].map((i) => `<rect x="146" y="${252 + i * 11}" width="90" height="5" fill="${shade(b, -0.45)}"/>`),
    // tank
    `<rect x="262" y="186" width="250" height="114" rx="48" fill="${d.lin([
      [0, '#ffffff'],
      [0.6, '#e9ecef'],
      [1, '#b9bfc6'],
    ])}"/>`,
    `<rect x="262" y="232" width="250" height="10" fill="${b}" opacity="0.9"/>`,
    `<rect x="372" y="176" width="30" height="14" rx="3" fill="#2f3134"/>`,
    // cab
    `<rect x="520" y="118" width="140" height="20" rx="6" fill="${paint(d, b)}"/>`,
    `<path d="M526 138 L654 138 L664 296 L526 296 Z" fill="${shade(b, -0.4)}"/>`,
    glass(d, '534,146 646,146 654,290 534,290'),
    `<path d="M566 214 Q574 190 598 192 L598 240 L570 244 Z" fill="#2b2b2b" opacity="0.7"/>`,
    // legs
    `<rect x="206" y="320" width="16" height="96" fill="#3a3d42"/><rect x="586" y="320" width="16" height="96" fill="#3a3d42"/>`,
    // tall, narrow wheels
    wheel(d, 214, 420, 80, { rim: L.rim, rimRatio: 0.62 }),
    wheel(d, 594, 420, 80, { rim: L.rim, rimRatio: 0.62 }),
    // nozzles
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<rect x="${130 + i * 54}" y="276" width="4" height="12" fill="#e84b3c"/>`),
  ].join('');
}

function hopperTrailer(d: Doc, L: Livery): string {
  const b = L.body;
  return [
    shadow(d, 420, 502, 300, 14),
    // drawbar
    `<path d="M560 404 L748 430 L746 442 L556 418 Z" fill="#2f3134"/>`,
    `<circle cx="748" cy="436" r="9" fill="#222"/>`,
    // hopper
    `<path d="M150 168 L640 168 L580 392 L220 392 Z" fill="${paint(d, b)}"/>`,
    `<path d="M150 168 L640 168 L636 184 L154 184 Z" fill="${shade(b, -0.35)}"/>`,
    ...[0, 1, 2, 3, 4].map((i) => `<line x1="${222 + i * 90}" y1="188" x2="${252 + i * 74}" y2="388" stroke="${shade(b, -0.25)}" stroke-width="6"/>`),
    `<rect x="200" y="392" width="400" height="22" fill="#2f3134"/>`,
    // auger tube up the front
    `<path d="M604 380 L720 130" stroke="${paint(d, shade(b, -0.1))}" stroke-width="30" stroke-linecap="round"/>`,
    `<path d="M716 126 L752 150" stroke="#2f3134" stroke-width="20" stroke-linecap="round"/>`,
    `<rect x="586" y="360" width="40" height="40" rx="6" fill="#2f3134"/>`,
    wheel(d, 336, 440, 62, { rim: L.rim, lugs: 'road', rimRatio: 0.6 }),
    wheel(d, 472, 440, 62, { rim: L.rim, lugs: 'road', rimRatio: 0.6 }),
  ].join('');
}

function flatTrailer(d: Doc, L: Livery): string {
  const b = L.body;
  const posts = [0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${140 + i * 82}" y="222" width="10" height="118" fill="${shade(b, -0.35)}"/>`);
  return [
    shadow(d, 400, 502, 320, 14),
    `<path d="M640 380 L760 420 L756 432 L636 392 Z" fill="#2f3134"/>`,
    `<rect x="130" y="222" width="520" height="118" fill="${paint(d, b)}"/>`,
    ...[0, 1, 2].map((i) => `<rect x="130" y="${240 + i * 34}" width="520" height="4" fill="${shade(b, -0.2)}"/>`),
    ...posts,
    `<rect x="120" y="340" width="540" height="22" fill="${d.lin([
      [0, '#55585d'],
      [1, '#2a2c30'],
    ])}"/>`,
    `<rect x="170" y="362" width="120" height="20" fill="#2f3134"/><rect x="520" y="362" width="110" height="20" fill="#2f3134"/>`,
    wheel(d, 230, 446, 56, { rim: L.rim, lugs: 'road' }),
    wheel(d, 574, 446, 56, { rim: L.rim, lugs: 'road' }),
  ].join('');
}

function pickup(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 410, 502, 330, 14),
    // body
    `<path d="M96 420 L96 340 Q96 326 110 326 L380 326 L392 244 Q396 232 410 232 L560 232 Q578 232 590 246 L640 318 L716 332 Q736 338 738 360 L740 420 Q740 436 724 436 L112 436 Q96 436 96 420 Z" fill="${paint(d, c)}"/>`,
    // windows
    glass(d, '404,250 476,250 476,318 396,318'),
    glass(d, '488,250 556,250 574,258 624,318 488,318'),
    `<rect x="478" y="246" width="8" height="76" fill="${shade(c, -0.5)}"/>`,
    // bed line and details
    `<path d="M380 330 L380 420" stroke="${shade(c, -0.3)}" stroke-width="3"/>`,
    `<path d="M486 330 L486 420" stroke="${shade(c, -0.25)}" stroke-width="2"/>`,
    `<rect x="430" y="344" width="26" height="6" rx="3" fill="${shade(c, -0.45)}"/><rect x="532" y="344" width="26" height="6" rx="3" fill="${shade(c, -0.45)}"/>`,
    `<path d="M96 380 L740 380" stroke="${shade(c, -0.18)}" stroke-width="2"/>`,
    `<rect x="712" y="340" width="26" height="18" rx="4" fill="#fff3c4"/>`,
    `<rect x="96" y="340" width="14" height="26" rx="3" fill="#d32f2f"/>`,
    `<rect x="690" y="404" width="52" height="26" rx="6" fill="#2d2f33"/>`,
    `<rect x="90" y="408" width="40" height="22" rx="6" fill="#2d2f33"/>`,
    // wheel arches
    `<circle cx="230" cy="436" r="74" fill="#1f2023"/><circle cx="600" cy="436" r="74" fill="#1f2023"/>`,
    wheel(d, 230, 438, 62, { rim: '#c7ccd2', lugs: 'road', rimRatio: 0.62 }),
    wheel(d, 600, 438, 62, { rim: '#c7ccd2', lugs: 'road', rimRatio: 0.62 }),
  ].join('');
}

function truck(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 410, 502, 340, 14),
    `<rect x="90" y="388" width="620" height="24" fill="#2a2c30"/>`,
    // cargo box
    `<rect x="80" y="150" width="450" height="236" rx="4" fill="${d.lin([
      [0, '#fbfbfb'],
      [1, '#cfd3d8'],
    ])}"/>`,
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${100 + i * 54}" y="150" width="3" height="236" fill="#b9bec4"/>`),
    `<rect x="80" y="366" width="450" height="20" fill="${c}"/>`,
    // cab over
    `<path d="M548 172 Q548 150 570 150 L684 150 Q712 150 716 180 L724 390 L548 390 Z" fill="${paint(d, c)}"/>`,
    glass(d, '640,176 700,176 708,268 640,268'),
    glass(d, '566,176 628,176 628,250 566,250'),
    `<rect x="700" y="300" width="24" height="46" rx="3" fill="#2b2d31"/>`,
    ...[0, 1, 2].map((i) => `<rect x="702" y="${306 + i * 12}" width="20" height="5" fill="#666"/>`),
    `<rect x="706" y="354" width="20" height="14" rx="3" fill="#fff3c4"/>`,
    `<rect x="596" y="290" width="6" height="60" fill="${shade(c, -0.4)}"/>`,
    `<rect x="560" y="364" width="60" height="8" rx="2" fill="#333"/>`,
    wheel(d, 180, 440, 58, { rim: '#d0d3d8', lugs: 'road', rimRatio: 0.6 }),
    wheel(d, 304, 440, 58, { rim: '#d0d3d8', lugs: 'road', rimRatio: 0.6 }),
    wheel(d, 640, 440, 58, { rim: '#d0d3d8', lugs: 'road', rimRatio: 0.6 }),
  ].join('');
}

function loader(d: Doc, L: Livery): string {
  const b = L.body;
  return [
    shadow(d, 410, 502, 340, 14),
    // rear counterweight and engine
    `<path d="M96 300 Q96 270 126 270 L330 270 L340 400 L110 400 Q96 400 96 386 Z" fill="${paint(d, b)}"/>`,
    ...[0, 1, 2, 3].map((i) => `<rect x="130" y="${290 + i * 14}" width="120" height="6" fill="${shade(b, -0.45)}"/>`),
    `<rect x="300" y="196" width="12" height="76" rx="4" fill="#2d2f33"/>`,
    // cab
    `<rect x="334" y="130" width="150" height="18" rx="5" fill="${paint(d, b)}"/>`,
    `<path d="M342 148 L476 148 L484 300 L340 300 Z" fill="#2f3134"/>`,
    glass(d, '350,156 468,156 474,294 350,294'),
    // front frame
    `<path d="M330 300 L560 300 L580 400 L330 400 Z" fill="${shade(b, -0.1)}"/>`,
    // boom arm
    `<path d="M470 250 L676 330 L686 356 L660 360 L466 282 Z" fill="${paint(d, b)}"/>`,
    `<path d="M520 330 L640 300" stroke="#999" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M520 330 L590 312" stroke="#3a3c40" stroke-width="18" stroke-linecap="round"/>`,
    // bucket
    `<path d="M650 290 L760 300 L776 440 L690 456 Q640 430 650 290 Z" fill="${d.lin(
      [
        [0, shade(b, 0.2)],
        [1, shade(b, -0.35)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
    `<path d="M690 456 L780 440 L782 450 L694 466 Z" fill="#555"/>`,
    wheel(d, 210, 420, 82, { rim: L.rim }),
    wheel(d, 560, 420, 82, { rim: L.rim }),
  ].join('');
}

function baler(d: Doc, L: Livery): string {
  const b = L.body;
  return [
    shadow(d, 400, 502, 320, 14),
    // tongue
    `<path d="M560 360 L760 400 L756 412 L556 374 Z" fill="#2f3134"/>`,
    // body
    `<path d="M170 160 Q170 130 200 130 L520 130 Q560 130 566 170 L580 420 L176 420 Z" fill="${paint(d, b)}"/>`,
    `<circle cx="360" cy="280" r="118" fill="${shade(b, -0.15)}"/>`,
    `<circle cx="360" cy="280" r="96" fill="${shade(b, 0.12)}"/>`,
    `<circle cx="360" cy="280" r="18" fill="#2f3134"/>`,
    `<rect x="170" y="200" width="400" height="10" fill="${L.accent}" opacity="0.8"/>`,
    // pickup
    `<path d="M520 400 L640 410 L640 452 L530 452 Z" fill="#3b3d42"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${540 + i * 18}" y1="452" x2="${546 + i * 18}" y2="470" stroke="#888" stroke-width="3"/>`),
    wheel(d, 300, 446, 56, { rim: L.rim, lugs: 'road' }),
  ].join('');
}

function discHarrow(d: Doc, L: Livery): string {
  const b = L.body;
  const gang = (x0: number, y0: number, n: number) => {
    const s: string[] = [];
    for (let i = n - 1; i >= 0; i--) {
      const x = x0 + i * 42;
      const y = y0 - i * 14;
      s.push(`<ellipse cx="${x}" cy="${y}" rx="20" ry="52" fill="${metal(d, 0, 0, 1, 0)}" stroke="#6b7078" stroke-width="2"/>`);
      s.push(`<ellipse cx="${x + 4}" cy="${y}" rx="8" ry="24" fill="#8e949b"/>`);
    }
    return s.join('');
  };
  return [
    shadow(d, 400, 470, 330, 34, 0.22),
    gang(150, 430, 9),
    `<path d="M120 330 L560 184 L570 204 L130 350 Z" fill="${paint(d, b)}"/>`,
    `<path d="M200 380 L600 250 L610 270 L210 400 Z" fill="${paint(d, b)}"/>`,
    gang(240, 470, 9),
    `<path d="M560 240 L760 300 L756 314 L556 256 Z" fill="#2f3134"/>`,
    wheel(d, 420, 390, 44, { rim: L.rim, lugs: 'road' }),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Tyres

function agroTyreBig(d: Doc, rim: string, cx = 400, cy = 300, r = 230): string {
  return [shadow(d, cx, cy + r + 6, r * 0.9, 16), wheel(d, cx, cy, r, { rim, rimRatio: 0.5 })].join('');
}

/** Tyre seen from the front, showing its chevron tread and a bit of sidewall and rim. */
function agroTyreTread(d: Doc, rim: string): string {
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

function truckTyre(d: Doc): string {
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

// ---------------------------------------------------------------------------------------------
// Parts

function boltRow(xs: number[], y: number, r = 6): string {
  return xs.map((x) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#7c828a" stroke="#4f545a" stroke-width="1.5"/>`).join('');
}

function gearPump(d: Doc, colour: string | null, tandem: boolean): string {
  const body = colour ? paint(d, colour) : metal(d);
  const sec = (x: number) =>
    `<rect x="${x}" y="222" width="200" height="156" rx="14" fill="${body}"/>` +
    `<rect x="${x + 70}" y="186" width="60" height="40" rx="4" fill="${metal(d)}"/>` +
    `<polygon points="${x + 78},176 ${x + 122},176 ${x + 128},188 ${x + 72},188" fill="#b58b2a"/>` +
    `<rect x="${x + 70}" y="374" width="60" height="36" rx="4" fill="${metal(d)}"/>` +
    `<line x1="${x + 20}" y1="300" x2="${x + 180}" y2="300" stroke="#000" opacity="0.12" stroke-width="2"/>`;
  const x0 = tandem ? 210 : 290;
  return [
    shadow(d, tandem ? 390 : 360, 420, tandem ? 290 : 200, 14),
    // shaft
    `<rect x="${x0 - 110}" y="286" width="90" height="28" rx="4" fill="${metal(d)}"/>`,
    `<rect x="${x0 - 80}" y="284" width="40" height="6" fill="#777"/>`,
    // mounting flange
    `<rect x="${x0 - 30}" y="196" width="34" height="208" rx="6" fill="${metal(d, 0, 0, 1, 0)}"/>`,
    boltRow([x0 - 13], 216, 8),
    boltRow([x0 - 13], 384, 8),
    sec(x0 + 4),
    tandem ? `<rect x="${x0 + 204}" y="234" width="14" height="132" fill="#6b7078"/>` + sec(x0 + 218) : '',
    `<rect x="${x0 + (tandem ? 418 : 204)}" y="230" width="24" height="140" rx="6" fill="${metal(d, 0, 0, 1, 0)}"/>`,
    boltRow([x0 + (tandem ? 430 : 216)], 246, 6),
    boltRow([x0 + (tandem ? 430 : 216)], 354, 6),
  ].join('');
}

function engine(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 410, 478, 270, 18),
    // flywheel housing
    `<path d="M560 214 L620 190 L620 470 L560 446 Z" fill="${paint(d, c, 1, 0)}"/>`,
    // block
    `<rect x="210" y="252" width="356" height="176" rx="10" fill="${paint(d, c)}"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${236 + i * 54}" y="272" width="30" height="140" rx="8" fill="${shade(c, -0.15)}"/>`),
    // oil pan
    `<path d="M250 428 L540 428 L526 478 L270 478 Z" fill="${d.lin([
      [0, '#4a4d52'],
      [1, '#2b2d31'],
    ])}"/>`,
    // head and valve cover
    `<rect x="222" y="210" width="334" height="46" rx="6" fill="${shade(c, -0.2)}"/>`,
    `<rect x="232" y="164" width="314" height="50" rx="16" fill="${d.lin([
      [0, '#7c8189'],
      [1, '#3b3e43'],
    ])}"/>`,
    boltRow([262, 312, 362, 412, 462, 512], 190, 5),
    // intake manifold
    `<rect x="250" y="136" width="290" height="24" rx="10" fill="${metal(d)}"/>`,
    `<path d="M540 148 Q600 148 600 110 L600 80" stroke="#2d2f33" stroke-width="26" fill="none"/>`,
    // turbo
    `<circle cx="628" cy="160" r="40" fill="${metal(d, 0, 0, 1, 1)}" stroke="#6d737b" stroke-width="3"/>`,
    `<path d="M628 160 m-22 0 a22 22 0 1 1 22 22 a14 14 0 1 1 -10 -14" fill="none" stroke="#6d737b" stroke-width="4"/>`,
    // front pulleys and belt
    `<path d="M176 226 L144 336 L198 404 L208 222 Z" fill="none" stroke="#1d1e20" stroke-width="9" stroke-linejoin="round"/>`,
    `<circle cx="176" cy="232" r="30" fill="${metal(d, 0, 0, 1, 1)}"/><circle cx="176" cy="232" r="10" fill="#555"/>`,
    `<circle cx="190" cy="392" r="42" fill="${metal(d, 0, 0, 1, 1)}"/><circle cx="190" cy="392" r="14" fill="#555"/>`,
    `<circle cx="150" cy="328" r="24" fill="#2f3134"/>`,
    // alternator
    `<rect x="112" y="266" width="48" height="58" rx="20" fill="${metal(d, 1, 0, 0, 1)}"/>`,
    ...[0, 1, 2, 3].map((i) => `<rect x="118" y="${276 + i * 11}" width="36" height="4" fill="#6a7078"/>`),
    // starter and filter
    `<rect x="568" y="380" width="70" height="40" rx="14" fill="#2d2f33"/>`,
    `<rect x="470" y="330" width="46" height="70" rx="10" fill="#e0641f"/>`,
  ].join('');
}

function radiator(d: Doc): string {
  const fins = d.lin(
    [
      [0, '#b6bcc4'],
      [0.5, '#e4e7ea'],
      [1, '#9aa1aa'],
    ],
    0,
    0,
    1,
    0,
  );
  const lines: string[] = [];
  for (let y = 150; y < 440; y += 6) lines.push(`<line x1="214" y1="${y}" x2="586" y2="${y}" stroke="#858c95" stroke-width="1.4"/>`);
  for (let x = 226; x < 586; x += 24) lines.push(`<rect x="${x}" y="146" width="6" height="298" fill="#7a818a" opacity="0.55"/>`);
  return [
    shadow(d, 400, 520, 250, 14),
    `<rect x="184" y="116" width="30" height="366" rx="4" fill="#3a3d42"/>`,
    `<rect x="586" y="116" width="30" height="366" rx="4" fill="#3a3d42"/>`,
    `<rect x="214" y="146" width="372" height="298" fill="${fins}"/>`,
    ...lines,
    `<rect x="200" y="96" width="400" height="56" rx="10" fill="${d.lin([
      [0, '#4b4e54'],
      [1, '#1f2023'],
    ])}"/>`,
    `<rect x="200" y="440" width="400" height="56" rx="10" fill="${d.lin([
      [0, '#4b4e54'],
      [1, '#1f2023'],
    ])}"/>`,
    `<rect x="380" y="72" width="40" height="30" rx="6" fill="#2a2b2e"/><rect x="372" y="66" width="56" height="14" rx="6" fill="#44474c"/>`,
    `<path d="M560 110 L660 110" stroke="#2a2b2e" stroke-width="34" stroke-linecap="round"/>`,
    `<path d="M240 480 L130 520" stroke="#2a2b2e" stroke-width="34" stroke-linecap="round"/>`,
  ].join('');
}

function bearing(d: Doc, sealed: boolean): string {
  const cx = 400;
  const cy = 296;
  const R = 210;
  const parts: string[] = [shadow(d, 400, 520, 220, 16)];
  if (sealed) {
    // width: a darker copy behind
    parts.push(
      `<circle cx="${cx + 26}" cy="${cy + 10}" r="${R}" fill="${d.lin([
        [0, '#8b919a'],
        [1, '#5d636b'],
      ])}"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${R}" fill="${d.lin(METAL, 0, 0, 1, 1)}"/>`);
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${R * 0.8}" fill="${d.lin(
      [
        [0, '#6f757d'],
        [1, '#b8bdc3'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  if (sealed) {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${R * 0.77}" fill="${d.rad([
        [0, '#2e3034'],
        [1, '#16171a'],
      ])}"/>`,
    );
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${R * 0.66}" fill="none" stroke="#3a3d41" stroke-width="3"/>`);
  } else {
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${R * 0.77}" fill="#3f444a"/>`);
    const n = 11;
    for (let i = 0; i < n; i++) {
      const a = ((Math.PI * 2) / n) * i;
      const bx = cx + Math.cos(a) * R * 0.65;
      const by = cy + Math.sin(a) * R * 0.65;
      parts.push(
        `<circle cx="${r1(bx)}" cy="${r1(by)}" r="${r1(R * 0.11)}" fill="${d.rad(
          [
            [0, '#ffffff'],
            [0.3, '#cfd3d8'],
            [1, '#5e646c'],
          ],
          0.35,
          0.35,
          0.7,
        )}"/>`,
      );
    }
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${R * 0.65}" fill="none" stroke="#c09a3e" stroke-width="5" opacity="0.7"/>`);
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${R * 0.53}" fill="${d.lin(METAL, 1, 0, 0, 1)}"/>`);
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${R * 0.38}" fill="${d.lin(
      [
        [0, '#6a7078'],
        [1, '#c3c7cc'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${R * 0.35}" fill="#ebe9e4"/>`);
  return parts.join('');
}

function belts(d: Doc): string {
  const belt = (cx: number, cy: number, rx: number, ry: number, rot: number) =>
    `<g transform="rotate(${rot} ${cx} ${cy})">` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#18191b" stroke-width="30"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#2f3236" stroke-width="18"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx + 10}" ry="${ry + 10}" fill="none" stroke="#4a4e54" stroke-width="2"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#9aa0a6" stroke-width="3" stroke-dasharray="30 80"/>` +
    `</g>`;
  return [shadow(d, 400, 500, 270, 18), belt(360, 300, 220, 150, -12), belt(470, 330, 170, 110, 18)].join('');
}

function spinFilter(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 400, 496, 150, 14),
    `<path d="M290 200 L510 200 L510 460 Q510 490 400 490 Q290 490 290 460 Z" fill="${d.lin(
      [
        [0, shade(c, -0.35)],
        [0.3, shade(c, 0.25)],
        [0.55, c],
        [1, shade(c, -0.45)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<rect x="290" y="222" width="220" height="12" fill="${shade(c, -0.3)}" opacity="0.8"/>`,
    `<rect x="318" y="290" width="164" height="120" rx="6" fill="#ffffff" opacity="0.85"/>`,
    `<rect x="334" y="310" width="132" height="14" fill="${c}"/><rect x="334" y="336" width="100" height="8" fill="#9aa0a8"/><rect x="334" y="354" width="116" height="8" fill="#9aa0a8"/>`,
    `<ellipse cx="400" cy="200" rx="110" ry="34" fill="${metal(d, 0, 0, 1, 1)}"/>`,
    `<ellipse cx="400" cy="198" rx="86" ry="24" fill="#2b2c2f"/>`,
    `<ellipse cx="400" cy="196" rx="72" ry="18" fill="${metal(d, 1, 0, 0, 1)}"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => {
      const a = (Math.PI / 3) * i;
      return `<ellipse cx="${r1(400 + Math.cos(a) * 48)}" cy="${r1(196 + Math.sin(a) * 11)}" rx="7" ry="3.5" fill="#3a3d41"/>`;
    }),
    `<ellipse cx="400" cy="196" rx="20" ry="6" fill="#4b4f55"/>`,
  ].join('');
}

function airFilter(d: Doc): string {
  const pleats: string[] = [];
  for (let x = 252; x <= 548; x += 10) {
    const t = (x - 400) / 150;
    pleats.push(
      `<line x1="${x}" y1="${r1(166 + 40 * Math.sqrt(Math.max(0, 1 - t * t)))}" x2="${x}" y2="${r1(442 + 40 * Math.sqrt(Math.max(0, 1 - t * t)))}" stroke="#c98f1f" stroke-width="3" opacity="0.55"/>`,
    );
  }
  return [
    shadow(d, 400, 500, 190, 16),
    `<rect x="246" y="160" width="308" height="300" fill="${d.lin(
      [
        [0, '#c7891a'],
        [0.3, '#f3c65b'],
        [0.6, '#e6ac38'],
        [1, '#a86f12'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    ...pleats,
    `<path d="M240 440 L560 440 L560 470 Q560 510 400 510 Q240 510 240 470 Z" fill="${d.lin(
      [
        [0, '#2f3134'],
        [1, '#121314'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<ellipse cx="400" cy="160" rx="160" ry="44" fill="#27292c"/>`,
    `<ellipse cx="400" cy="152" rx="160" ry="44" fill="${d.lin([
      [0, '#4a4d52'],
      [1, '#25272a'],
    ])}"/>`,
    `<ellipse cx="400" cy="152" rx="70" ry="19" fill="#0f1011"/>`,
    `<ellipse cx="400" cy="150" rx="120" ry="32" fill="none" stroke="#5a5e64" stroke-width="3"/>`,
  ].join('');
}

function gearbox(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 410, 484, 280, 16),
    // bell housing
    `<path d="M130 150 L270 200 L270 420 L130 470 Z" fill="${paint(d, c, 1, 1)}"/>`,
    `<path d="M130 150 L150 157 L150 463 L130 470 Z" fill="${shade(c, -0.35)}"/>`,
    // main case
    `<rect x="266" y="196" width="290" height="230" rx="12" fill="${paint(d, c)}"/>`,
    ...[0, 1, 2, 3, 4].map((i) => `<rect x="${292 + i * 52}" y="210" width="12" height="204" rx="4" fill="${shade(c, -0.18)}"/>`),
    `<rect x="266" y="300" width="290" height="10" fill="${shade(c, -0.28)}"/>`,
    // tail and flange
    `<path d="M556 240 L640 262 L640 360 L556 384 Z" fill="${paint(d, c, 1, 1)}"/>`,
    `<rect x="640" y="282" width="40" height="60" rx="6" fill="${metal(d)}"/>`,
    `<rect x="676" y="262" width="20" height="100" rx="5" fill="${metal(d, 1, 0, 0, 1)}"/>`,
    // shift tower
    `<rect x="356" y="150" width="110" height="50" rx="8" fill="${shade(c, -0.1)}"/>`,
    `<path d="M410 150 L440 50" stroke="#2a2b2e" stroke-width="12" stroke-linecap="round"/>`,
    `<circle cx="442" cy="46" r="20" fill="#1b1c1e"/>`,
    `<ellipse cx="410" cy="150" rx="28" ry="10" fill="#1b1c1e"/>`,
    boltRow([290, 340, 390, 440, 490, 540], 204, 5),
    boltRow([290, 340, 390, 440, 490, 540], 418, 5),
  ].join('');
}

function reducer(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 400, 470, 230, 16),
    `<rect x="250" y="180" width="300" height="240" rx="24" fill="${paint(d, c)}"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => `<rect x="272" y="${200 + i * 34}" width="256" height="10" rx="4" fill="${shade(c, -0.2)}"/>`),
    `<rect x="226" y="420" width="348" height="30" rx="6" fill="${shade(c, -0.3)}"/>`,
    `<circle cx="400" cy="300" r="70" fill="${shade(c, 0.1)}" stroke="${shade(c, -0.35)}" stroke-width="6"/>`,
    `<circle cx="400" cy="300" r="36" fill="${metal(d, 0, 0, 1, 1)}"/>`,
    `<rect x="394" y="264" width="12" height="14" fill="#555"/>`,
    // input shaft to the side
    `<rect x="550" y="220" width="110" height="34" rx="5" fill="${metal(d)}"/>`,
    `<rect x="600" y="216" width="36" height="6" fill="#666"/>`,
    `<rect x="140" y="330" width="110" height="34" rx="5" fill="${metal(d)}"/>`,
    boltRow([250 + 20, 550 - 20], 196, 7),
    boltRow([250 + 20, 550 - 20], 404, 7),
  ].join('');
}

function seat(d: Doc, colour: string): string {
  const c = colour;
  const stitches = [0, 1, 2, 3].map(
    (i) => `<line x1="${330 + i * 44}" y1="104" x2="${330 + i * 44}" y2="276" stroke="${shade(c, 0.25)}" stroke-width="3" stroke-dasharray="6 5"/>`,
  );
  return [
    shadow(d, 410, 540, 210, 14),
    // suspension base (bellows)
    ...[0, 1, 2, 3, 4].map(
      (i) => `<rect x="${320 - (i % 2) * 8}" y="${400 + i * 22}" width="${176 + (i % 2) * 16}" height="22" rx="8" fill="${i % 2 ? '#1c1d1f' : '#2d2f33'}"/>`,
    ),
    `<rect x="290" y="504" width="236" height="24" rx="4" fill="${metal(d)}"/>`,
    // cushion
    `<path d="M250 330 Q250 300 290 300 L560 300 Q600 300 596 340 L590 392 Q586 412 560 412 L284 412 Q254 412 252 390 Z" fill="${paint(d, c)}"/>`,
    // backrest
    `<path d="M296 96 Q296 70 330 70 L490 70 Q524 70 524 96 L530 300 L290 300 Z" fill="${paint(d, c, 1, 1)}"/>`,
    ...stitches,
    `<rect x="300" y="40" width="220" height="40" rx="18" fill="${shade(c, 0.05)}"/>`,
    // armrest
    `<path d="M520 210 L600 210 Q616 210 616 226 L616 236 Q616 250 600 250 L540 250 L536 330 L520 330 Z" fill="#1f2023"/>`,
    `<rect x="560" y="330" width="26" height="40" rx="6" fill="#555"/>`,
  ].join('');
}

function cab(d: Doc, colour: string): string {
  const c = colour;
  const frame = shade(c, -0.4);
  return [
    shadow(d, 400, 520, 260, 16),
    `<rect x="170" y="90" width="460" height="40" rx="14" fill="${paint(d, c)}"/>`,
    `<path d="M186 130 L614 130 L626 500 L176 500 Z" fill="${frame}"/>`,
    glass(d, '198,142 392,142 396,488 190,488'),
    glass(d, '408,142 602,142 612,488 412,488'),
    `<rect x="560" y="300" width="30" height="10" rx="4" fill="#202124"/>`,
    `<path d="M230 470 Q300 380 370 470" fill="none" stroke="#2b2b2b" stroke-width="4" opacity="0.5"/>`,
    `<rect x="190" y="96" width="40" height="16" rx="4" fill="#fff3c4"/><rect x="570" y="96" width="40" height="16" rx="4" fill="#fff3c4"/>`,
  ].join('');
}

function ecuBoard(d: Doc): string {
  const traces: string[] = [];
  const r = mulberry32(77);
  for (let i = 0; i < 22; i++) {
    const y = 160 + Math.floor(r() * 28) * 10;
    const x = 190 + Math.floor(r() * 20) * 20;
    const x2 = Math.min(600, x + 60 + Math.floor(r() * 8) * 20);
    const y2 = y + (r() < 0.5 ? -1 : 1) * (20 + Math.floor(r() * 4) * 10);
    traces.push(`<path d="M${x} ${y} L${x2 - 20} ${y} L${x2} ${y2}" fill="none" stroke="#d9b35a" stroke-width="3" opacity="0.8"/>`);
    traces.push(`<circle cx="${x}" cy="${y}" r="4" fill="#e6c27a"/>`);
  }
  const chip = (x: number, y: number, w: number, h: number) => {
    const pins: string[] = [];
    for (let px = x + 8; px < x + w - 4; px += 10) {
      pins.push(`<rect x="${px}" y="${y - 8}" width="4" height="8" fill="#c8ccd1"/><rect x="${px}" y="${y + h}" width="4" height="8" fill="#c8ccd1"/>`);
    }
    return (
      pins.join('') +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${d.lin([
        [0, '#34373b'],
        [1, '#16171a'],
      ])}"/><circle cx="${x + 10}" cy="${y + 10}" r="3" fill="#555"/>`
    );
  };
  return [
    shadow(d, 400, 500, 270, 14),
    `<rect x="150" y="120" width="500" height="360" rx="18" fill="${d.lin(
      [
        [0, '#2f8a4e'],
        [1, '#1d5e33'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
    ...traces,
    ...[
      [170, 140],
      [630, 140],
      [170, 460],
      [630, 460],
    ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#eeeae2" stroke="#d9b35a" stroke-width="4"/>`),
    chip(250, 200, 130, 100),
    chip(430, 200, 90, 60),
    chip(440, 330, 110, 70),
    chip(260, 360, 60, 40),
    ...[0, 1, 2].map(
      (i) => `<circle cx="580" cy="${222 + i * 46}" r="18" fill="${metal(d, 0, 0, 1, 1)}"/><circle cx="580" cy="${222 + i * 46}" r="8" fill="#555"/>`,
    ),
    // connector
    `<rect x="330" y="420" width="200" height="52" rx="6" fill="#1c1d20"/>`,
    ...Array.from({ length: 14 }, (_, i) => `<rect x="${342 + i * 13}" y="434" width="6" height="24" fill="#c9a24a"/>`),
    ...[0, 1, 2, 3, 4].map((i) => `<rect x="${200 + i * 14}" y="${320 + (i % 2) * 4}" width="8" height="20" rx="2" fill="#b5553a"/>`),
  ].join('');
}

function valveBank(d: Doc, colour: string): string {
  const c = colour;
  const secs: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 240 + i * 78;
    secs.push(
      `<rect x="${x}" y="220" width="74" height="210" rx="6" fill="${paint(d, c, 1, 0)}"/>` +
        `<path d="M${x + 37} 222 L${x + 37 + (i % 2 ? 30 : -24)} 90" stroke="#2a2b2e" stroke-width="10" stroke-linecap="round"/>` +
        `<circle cx="${x + 37 + (i % 2 ? 30 : -24)}" cy="84" r="16" fill="#151618"/>` +
        `<rect x="${x + 22}" y="200" width="30" height="24" rx="4" fill="#2a2b2e"/>` +
        `<polygon points="${x + 24},280 ${x + 50},280 ${x + 58},296 ${x + 50},312 ${x + 24},312 ${x + 16},296" fill="#c7a13a"/>` +
        `<polygon points="${x + 24},350 ${x + 50},350 ${x + 58},366 ${x + 50},382 ${x + 24},382 ${x + 16},366" fill="#c7a13a"/>` +
        `<rect x="${x + 22}" y="430" width="30" height="40" rx="10" fill="#202124"/>`,
    );
  }
  return [
    shadow(d, 400, 480, 250, 14),
    `<rect x="180" y="206" width="60" height="238" rx="8" fill="${metal(d, 0, 0, 1, 0)}"/>`,
    `<rect x="552" y="206" width="60" height="238" rx="8" fill="${metal(d, 0, 0, 1, 0)}"/>`,
    `<polygon points="196,300 224,300 232,316 224,332 196,332 188,316" fill="#c7a13a"/>`,
    `<polygon points="568,300 596,300 604,316 596,332 568,332 560,316" fill="#c7a13a"/>`,
    ...secs,
    `<rect x="180" y="244" width="432" height="6" fill="#000" opacity="0.15"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Tools and consumables

function wrenches(d: Doc): string {
  const wrench = (len: number, w: number, rot: number, dx: number, dy: number, k: number) => {
    const cx = 400 + dx;
    const cy = 300 + dy;
    const x0 = cx - len / 2;
    const x1 = cx + len / 2;
    const ring = w * 1.05;
    const jaw = w * 1.15;
    const m = d.mask(
      `<rect x="0" y="0" width="800" height="600" fill="#fff"/>` +
        `<polygon points="${x0 - jaw * 1.2},${cy - jaw * 0.42} ${x0 + jaw * 0.2},${cy - jaw * 0.42} ${x0 + jaw * 0.2},${cy + jaw * 0.42} ${x0 - jaw * 1.2},${cy + jaw * 0.42}" fill="#000" transform="rotate(${rot} ${cx} ${cy}) rotate(-15 ${x0} ${cy})"/>` +
        `<circle cx="${x1}" cy="${cy}" r="${ring * 0.5}" fill="#000" transform="rotate(${rot} ${cx} ${cy})"/>`,
    );
    const steel = d.lin(
      [
        [0, '#f7f8fa'],
        [0.45, '#b9bec5'],
        [0.55, '#8d949c'],
        [1, '#e6e8eb'],
      ],
      0,
      0,
      0,
      1,
    );
    return (
      `<g mask="${m}"><g transform="rotate(${rot} ${cx} ${cy})">` +
      `<rect x="${x0}" y="${cy - w * 0.32}" width="${len}" height="${w * 0.64}" rx="${w * 0.3}" fill="${steel}"/>` +
      `<circle cx="${x0}" cy="${cy}" r="${jaw}" fill="${steel}"/>` +
      `<circle cx="${x1}" cy="${cy}" r="${ring}" fill="${steel}"/>` +
      `<rect x="${x0 + len * 0.25}" y="${cy - w * 0.14}" width="${len * 0.5}" height="${w * 0.28}" rx="${w * 0.1}" fill="#a2a8b0" opacity="${0.5 + k * 0.1}"/>` +
      `</g></g>`
    );
  };
  return [
    shadow(d, 420, 500, 260, 16),
    wrench(470, 42, -28, -40, -100, 0),
    wrench(430, 38, -28, -7, -38, 1),
    wrench(390, 34, -28, 26, 23, 2),
    wrench(350, 30, -28, 59, 85, 3),
  ].join('');
}

function grinder(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 410, 470, 260, 14),
    // disc and guard
    `<ellipse cx="560" cy="392" rx="140" ry="22" fill="${d.lin(
      [
        [0, '#6a6e74'],
        [0.5, '#b9bdc2'],
        [1, '#4c5056'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<ellipse cx="560" cy="392" rx="30" ry="6" fill="#333"/>`,
    `<path d="M430 370 Q560 300 690 370 L690 384 L430 384 Z" fill="${metal(d)}"/>`,
    // gear head
    `<path d="M500 250 L620 250 Q640 250 640 274 L640 340 Q640 370 610 370 L510 370 Q490 370 490 344 Z" fill="${metal(d, 0, 0, 1, 1)}"/>`,
    `<rect x="548" y="220" width="30" height="32" rx="6" fill="#2b2d31"/>`,
    // motor body / handle
    `<path d="M140 270 Q140 240 176 240 L500 256 L500 354 L176 366 Q140 366 140 336 Z" fill="${paint(d, c)}"/>`,
    ...[0, 1, 2, 3, 4].map((i) => `<rect x="${380 + i * 20}" y="276" width="8" height="62" rx="4" fill="${shade(c, -0.5)}"/>`),
    `<path d="M140 270 Q140 240 176 240 L260 244 L260 362 L176 366 Q140 366 140 336 Z" fill="#2a2b2e"/>`,
    `<rect x="290" y="236" width="60" height="14" rx="5" fill="#2a2b2e"/>`,
    `<rect x="90" y="296" width="56" height="18" rx="6" fill="#1a1a1a"/>`,
    // side handle
    `<path d="M600 300 L740 220" stroke="#1e1f22" stroke-width="30" stroke-linecap="round"/>`,
  ].join('');
}

function toolbox(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 400, 500, 260, 16),
    // top face
    `<path d="M170 230 L560 230 L640 180 L250 180 Z" fill="${shade(c, 0.22)}"/>`,
    // side face
    `<path d="M560 230 L640 180 L640 420 L560 480 Z" fill="${shade(c, -0.35)}"/>`,
    // front
    `<rect x="170" y="230" width="390" height="250" fill="${paint(d, c)}"/>`,
    `<rect x="170" y="290" width="390" height="8" fill="${shade(c, -0.35)}"/>`,
    `<rect x="250" y="250" width="50" height="26" rx="4" fill="${metal(d)}"/><rect x="430" y="250" width="50" height="26" rx="4" fill="${metal(d)}"/>`,
    `<rect x="330" y="360" width="70" height="20" rx="6" fill="#2a2b2e"/>`,
    // handle
    `<path d="M300 206 L300 130 L510 130 L510 206" fill="none" stroke="#2a2b2e" stroke-width="18" stroke-linejoin="round"/>`,
    `<rect x="340" y="118" width="130" height="26" rx="12" fill="#1a1b1d"/>`,
    // tools peeking out
    `<rect x="580" y="150" width="14" height="60" rx="4" fill="#f2c318" transform="rotate(20 587 180)"/>`,
  ].join('');
}

function jerrycan(d: Doc, colour: string, labelColour: string): string {
  const c = colour;
  const body = `M230 140 Q230 110 262 110 L480 110 Q540 110 560 150 L570 470 Q570 500 540 500 L260 500 Q230 500 230 470 Z`;
  const m = d.mask(`<rect width="800" height="600" fill="#fff"/><rect x="300" y="140" width="160" height="46" rx="23" fill="#000"/>`);
  return [
    shadow(d, 410, 500, 210, 14),
    // side depth
    `<path d="M560 150 L610 126 L618 452 L570 480 Z" fill="${shade(c, -0.35)}"/>`,
    `<path d="${body}" fill="${d.lin(
      [
        [0, shade(c, 0.35)],
        [0.5, c],
        [1, shade(c, -0.15)],
      ],
      0,
      0,
      1,
      0,
    )}" mask="${m}"/>`,
    // cap
    `<rect x="482" y="72" width="64" height="46" rx="8" fill="${shade(labelColour, -0.2)}"/>`,
    ...[0, 1, 2, 3].map((i) => `<rect x="${490 + i * 14}" y="76" width="6" height="38" fill="${shade(labelColour, -0.45)}"/>`),
    // label
    `<rect x="262" y="240" width="272" height="196" rx="10" fill="${labelColour}"/>`,
    `<rect x="282" y="262" width="150" height="24" rx="4" fill="#ffffff"/>`,
    `<rect x="282" y="300" width="220" height="10" rx="3" fill="#ffffff" opacity="0.7"/>`,
    `<rect x="282" y="320" width="190" height="10" rx="3" fill="#ffffff" opacity="0.7"/>`,
    `<path d="M262 380 L534 350 L534 436 L262 436 Z" fill="${shade(labelColour, -0.25)}"/>`,
    `<rect x="236" y="300" width="10" height="150" rx="5" fill="#ffffff" opacity="0.35"/>`,
  ].join('');
}

function greaseBucket(d: Doc, colour: string): string {
  const c = colour;
  return [
    shadow(d, 400, 500, 200, 14),
    `<path d="M230 200 Q400 60 570 200" fill="none" stroke="#62676e" stroke-width="7"/>`,
    `<path d="M236 200 L268 480 Q400 510 532 480 L564 200 Z" fill="${d.lin(
      [
        [0, shade(c, -0.3)],
        [0.35, shade(c, 0.25)],
        [0.6, c],
        [1, shade(c, -0.4)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<path d="M246 290 Q400 316 554 290 L546 400 Q400 426 256 400 Z" fill="#ffffff" opacity="0.9"/>`,
    `<path d="M266 320 Q400 340 534 320 L532 344 Q400 364 268 344 Z" fill="${shade(c, -0.2)}"/>`,
    `<ellipse cx="400" cy="200" rx="174" ry="40" fill="${shade(c, -0.25)}"/>`,
    `<ellipse cx="400" cy="194" rx="174" ry="40" fill="${d.lin([
      [0, shade(c, 0.35)],
      [1, shade(c, -0.1)],
    ])}"/>`,
    `<ellipse cx="400" cy="194" rx="150" ry="32" fill="none" stroke="${shade(c, -0.3)}" stroke-width="3"/>`,
    `<circle cx="236" cy="214" r="8" fill="#62676e"/><circle cx="564" cy="214" r="8" fill="#62676e"/>`,
  ].join('');
}

/** Enlarge a drawing around (cx, cy) and centre it on the 800 x 600 canvas. */
function fit(body: string, scale: number, cx: number, cy: number): string {
  return `<g transform="translate(400 300) scale(${scale}) translate(${-cx} ${-cy})">${body}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Catalogue of product pictures

export interface SampleImage {
  /** File name in public/muestras/. */
  file: string;
  /** What it shows, the key the sample catalogue uses to choose pictures. */
  kind: string;
  draw: (d: Doc, rng: Rng) => string;
}

const SAMPLE_IMAGES: SampleImage[] = [
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

export { SAMPLE_IMAGES };

// ---------------------------------------------------------------------------------------------
// Hero scenes (1600 x 700)

const HW = 1600;
const HH = 700;

/** Place a drawing made on the 800 x 600 canvas (ground at y = 500) with its ground at (x, groundY). */
function place(body: string, x: number, groundY: number, scale: number, flip = false): string {
  const fx = flip ? ` translate(800 0) scale(-1 1)` : '';
  return `<g transform="translate(${r1(x)} ${r1(groundY - 500 * scale)}) scale(${scale})${fx}">${body}</g>`;
}

function sky(d: Doc, stops: [number, string][], w = HW, h = HH): string {
  return `<rect width="${w}" height="${h}" fill="${d.lin(stops)}"/>`;
}

function hills(d: Doc, rng: Rng, y: number, amp: number, colour: string, w = HW, h = HH): string {
  let p = `M0 ${h} L0 ${y}`;
  const n = 8;
  for (let i = 1; i <= n; i++) {
    const x = (w / n) * i;
    const cy = y + (rng() - 0.5) * amp;
    p += ` Q${r1(x - w / n / 2)} ${r1(cy - amp * 0.6)} ${r1(x)} ${r1(cy)}`;
  }
  p += ` L${w} ${h} Z`;
  return `<path d="${p}" fill="${colour}"/>`;
}

function clouds(d: Doc, rng: Rng, n: number, yMax: number, op = 0.8): string {
  const s: string[] = [];
  const b = d.blur(6);
  for (let i = 0; i < n; i++) {
    const x = between(rng, 80, HW - 80);
    const y = between(rng, 40, yMax);
    const w = between(rng, 90, 200);
    s.push(
      `<g opacity="${op}" filter="${b}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(w * 0.22)}" fill="#fff"/><ellipse cx="${r1(x - w * 0.3)}" cy="${r1(y - w * 0.12)}" rx="${r1(w * 0.45)}" ry="${r1(w * 0.2)}" fill="#fff"/><ellipse cx="${r1(x + w * 0.25)}" cy="${r1(y - w * 0.16)}" rx="${r1(w * 0.4)}" ry="${r1(w * 0.22)}" fill="#fff"/></g>`,
    );
  }
  return s.join('');
}

/** Furrows converging to a vanishing point. */
function furrows(d: Doc, top: number, colourA: string, colourB: string, n = 34): string {
  const s: string[] = [
    `<rect x="0" y="${top}" width="${HW}" height="${HH - top}" fill="${d.lin([
      [0, colourA],
      [1, colourB],
    ])}"/>`,
  ];
  const vx = HW * 0.55;
  for (let i = -n; i <= n; i++) {
    const xb = vx + i * 110;
    s.push(
      `<line x1="${r1(vx + i * 6)}" y1="${top}" x2="${r1(xb)}" y2="${HH}" stroke="${shade(colourB, -0.25)}" stroke-width="${i % 2 ? 3 : 6}" opacity="0.35"/>`,
    );
  }
  return s.join('');
}

function heroField(d: Doc, rng: Rng): string {
  return [
    sky(d, [
      [0, '#5d9fd8'],
      [0.6, '#a9d2ef'],
      [1, '#e6f2f8'],
    ]),
    `<circle cx="1320" cy="120" r="60" fill="#fff7d6" opacity="0.9" filter="${d.blur(8)}"/>`,
    clouds(d, rng, 6, 200),
    hills(d, rng, 330, 50, '#7fa36a'),
    hills(d, rng, 370, 40, '#5f8c4c'),
    `<rect x="0" y="395" width="${HW}" height="12" fill="#4f7a3f"/>`,
    ...[0, 1, 2, 3, 4, 5].map(
      (i) =>
        `<g transform="translate(${120 + i * 230} 360)"><rect x="-4" y="0" width="8" height="40" fill="#5a4632"/><circle cx="0" cy="-8" r="${22 + (i % 3) * 6}" fill="#3f6b34"/></g>`,
    ),
    furrows(d, 405, '#8a6b4a', '#5e442d'),
    place(discHarrow(d, LIVERIES.rojo), 260, 610, 0.62),
    place(tractor(d, LIVERIES.verde), 690, 640, 0.78),
    `<rect x="0" y="${HH - 40}" width="${HW}" height="40" fill="#000" opacity="0.12"/>`,
  ].join('');
}

/** Warm, darker colours for things seen against the setting sun. */
function backlit(d: Doc): string {
  const id = `bl${d.defs.length}`;
  d.defs.push(`<filter id="${id}"><feColorMatrix type="matrix" values="0.62 0.12 0 0 0.06  0.08 0.42 0.02 0 0.02  0.02 0.04 0.3 0 0.02  0 0 0 1 0"/></filter>`);
  return `url(#${id})`;
}

function heroSunset(d: Doc, rng: Rng): string {
  const wheat: string[] = [];
  for (let i = 0; i < 260; i++) {
    const x = between(rng, 0, HW);
    const y = between(rng, 470, HH);
    const h = between(rng, 16, 40) * (y / HH);
    wheat.push(
      `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + between(rng, -5, 5))}" y2="${r1(y - h)}" stroke="${pick(rng, ['#c8892c', '#e2a743', '#a8691f'])}" stroke-width="3" opacity="0.8"/>`,
    );
  }
  return [
    sky(d, [
      [0, '#2f2352'],
      [0.35, '#8a3d5c'],
      [0.62, '#e8734a'],
      [0.8, '#f7c56b'],
      [1, '#f9dd8f'],
    ]),
    `<circle cx="520" cy="430" r="110" fill="#ffd98a" opacity="0.9" filter="${d.blur(14)}"/>`,
    `<circle cx="520" cy="430" r="70" fill="#fff1c4"/>`,
    hills(d, rng, 440, 30, '#6b3f3a'),
    `<rect x="0" y="455" width="${HW}" height="${HH - 455}" fill="${d.lin([
      [0, '#d79a3c'],
      [1, '#8a5520'],
    ])}"/>`,
    ...wheat,
    `<ellipse cx="780" cy="560" rx="260" ry="70" fill="#f3c98a" opacity="0.45" filter="${d.blur(22)}"/>`,
    `<g filter="${backlit(d)}">${place(combine(d, LIVERIES.verde), 900, 650, 0.85)}</g>`,
    `<rect width="${HW}" height="${HH}" fill="${d.lin([
      [0, '#ff9a4a', 0],
      [0.6, '#ff9a4a', 0.08],
      [1, '#3b1f1a', 0.35],
    ])}"/>`,
  ].join('');
}

function box(x: number, y: number, w: number, h: number, c: string): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${c}"/><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h * 0.18)}" fill="#000" opacity="0.08"/><rect x="${r1(x + w * 0.4)}" y="${r1(y)}" width="${r1(w * 0.2)}" height="${r1(h)}" fill="#fff" opacity="0.12"/>`;
}

function heroWarehouse(d: Doc, rng: Rng): string {
  const s: string[] = [
    `<rect width="${HW}" height="${HH}" fill="${d.lin([
      [0, '#c9cdd2'],
      [0.6, '#e2e4e6'],
      [1, '#9ea3a9'],
    ])}"/>`,
    // ceiling beams and lights
    `<rect width="${HW}" height="90" fill="#8c9299"/>`,
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<rect x="${160 + i * 320}" y="70" width="160" height="14" rx="4" fill="#fffbe8"/><ellipse cx="${240 + i * 320}" cy="110" rx="140" ry="30" fill="#fffbe8" opacity="0.35" filter="${d.blur(12)}"/>`,
    ),
    // floor
    `<rect x="0" y="560" width="${HW}" height="140" fill="${d.lin([
      [0, '#a5abb2'],
      [1, '#6f767e'],
    ])}"/>`,
    `<rect x="0" y="600" width="${HW}" height="10" fill="#f2c318" opacity="0.8"/>`,
  ];
  // racks
  const cols = ['#c9a06a', '#b98c55', '#d6b07a', '#a97c48'];
  for (let r = 0; r < 3; r++) {
    const x0 = 40 + r * 530;
    const w = 480;
    for (let lvl = 0; lvl < 4; lvl++) {
      const y = 170 + lvl * 100;
      s.push(`<rect x="${x0}" y="${y + 88}" width="${w}" height="12" fill="#2c63a6"/>`);
      let x = x0 + 12;
      while (x < x0 + w - 40) {
        const bw = between(rng, 40, 110);
        const bh = between(rng, 40, 84);
        if (x + bw > x0 + w - 10) break;
        if (rng() < 0.2 && lvl === 3) {
          // a tyre lying on the shelf
          s.push(
            `<ellipse cx="${r1(x + bw / 2)}" cy="${y + 70}" rx="${r1(bw / 2)}" ry="16" fill="#1e1f22"/><ellipse cx="${r1(x + bw / 2)}" cy="${y + 64}" rx="${r1(bw / 2)}" ry="16" fill="#2e3034"/><ellipse cx="${r1(x + bw / 2)}" cy="${y + 64}" rx="${r1(bw / 4)}" ry="7" fill="#141516"/>`,
          );
        } else {
          s.push(box(x, y + 88 - bh, bw, bh, pick(rng, cols)));
        }
        x += bw + between(rng, 4, 14);
      }
    }
    s.push(`<rect x="${x0}" y="150" width="14" height="412" fill="#e36a1b"/><rect x="${x0 + w - 14}" y="150" width="14" height="412" fill="#e36a1b"/>`);
  }
  // a pallet jack with a box in the aisle
  s.push(
    `<g>${box(640, 470, 150, 100, '#c39a62')}<rect x="630" y="570" width="180" height="14" fill="#3a3d42"/><path d="M810 576 L880 470" stroke="#d32f2f" stroke-width="12" stroke-linecap="round"/></g>`,
  );
  s.push(
    `<rect width="${HW}" height="${HH}" fill="${d.rad(
      [
        [0.55, '#000', 0],
        [1, '#000', 0.35],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`,
  );
  return s.join('');
}

/** A tyre without a rim, seen from the side. */
function looseTyre(d: Doc, cx: number, cy: number, r: number): string {
  return wheel(d, cx, cy, r, { rim: '#2a2b2e', rimRatio: 0.5 }).replace(/fill="url\(#g\d+\)"(?=[^>]*r="[\d.]+"\/><circle[^>]*stroke="#2a2b2e")/, 'fill="#000"');
}

function tyreStack(d: Doc, x: number, yBottom: number, rx: number, n: number): string {
  const s: string[] = [];
  const ry = rx * 0.3;
  const h = rx * 0.42;
  const side = d.lin(
    [
      [0, '#141516'],
      [0.35, '#3c3e42'],
      [0.7, '#26272a'],
      [1, '#101112'],
    ],
    0,
    0,
    1,
    0,
  );
  for (let i = 0; i < n; i++) {
    const y = yBottom - i * h;
    s.push(`<path d="M${x - rx} ${r1(y - h)} L${x - rx} ${r1(y)} A${rx} ${r1(ry)} 0 0 0 ${x + rx} ${r1(y)} L${x + rx} ${r1(y - h)} Z" fill="${side}"/>`);
    s.push(
      ...[0.25, 0.5, 0.75].map(
        (f) =>
          `<path d="M${x - rx} ${r1(y - h * f)} A${rx} ${r1(ry)} 0 0 0 ${x + rx} ${r1(y - h * f)}" fill="none" stroke="#0c0c0d" stroke-width="2" opacity="0.6"/>`,
      ),
    );
  }
  const top = yBottom - n * h;
  s.push(`<ellipse cx="${x}" cy="${r1(top)}" rx="${rx}" ry="${r1(ry)}" fill="#34363a"/>`);
  s.push(`<ellipse cx="${x}" cy="${r1(top)}" rx="${r1(rx * 0.55)}" ry="${r1(ry * 0.55)}" fill="#0d0d0e"/>`);
  return s.join('');
}

function heroTyres(d: Doc, rng: Rng): string {
  const s: string[] = [
    sky(d, [
      [0, '#8fb7d9'],
      [1, '#eef3f6'],
    ]),
    clouds(d, rng, 5, 160, 0.7),
    `<rect x="0" y="260" width="${HW}" height="230" fill="${d.lin([
      [0, '#d9dcdf'],
      [1, '#b4b9bf'],
    ])}"/>`,
    ...Array.from({ length: 16 }, (_, i) => `<rect x="${i * 100}" y="260" width="4" height="230" fill="#9aa0a7"/>`),
    `<rect x="0" y="250" width="${HW}" height="16" fill="#7b8189"/>`,
    `<rect x="0" y="480" width="${HW}" height="220" fill="${d.lin([
      [0, '#9c9a94'],
      [1, '#6e6b66'],
    ])}"/>`,
  ];
  // stacks in the back
  for (let i = 0; i < 9; i++) s.push(tyreStack(d, 90 + i * 180, 520, 70, 5 + (i % 3)));
  // big agricultural tyres standing in front
  s.push(shadow(d, 800, 690, 700, 22));
  const big = [
    [230, 520, 170],
    [560, 540, 150],
    [1060, 520, 175],
    [1380, 545, 145],
  ];
  for (const [cx, cy, r] of big) s.push(looseTyre(d, cx, cy, r));
  s.push(tyreStack(d, 810, 690, 110, 3));
  return s.join('');
}

function heroWorkshop(d: Doc, _rng: Rng): string {
  const s: string[] = [
    `<rect width="${HW}" height="${HH}" fill="${d.lin([
      [0, '#5b6470'],
      [0.7, '#7b8592'],
      [1, '#46505a'],
    ])}"/>`,
    // back wall panels
    ...Array.from({ length: 9 }, (_, i) => `<rect x="${i * 180}" y="0" width="176" height="470" fill="#6c7682" opacity="${0.4 + (i % 2) * 0.2}"/>`),
    // pegboard with tools
    `<rect x="120" y="120" width="520" height="250" rx="6" fill="#c9a878"/>`,
  ];
  for (let y = 136; y < 360; y += 18) for (let x = 136; x < 630; x += 18) s.push(`<circle cx="${x}" cy="${y}" r="2" fill="#8a6c45"/>`);
  s.push(`<g transform="translate(55 85) scale(0.5)">${wrenches(d)}</g>`);
  s.push(`<g transform="translate(380 60) scale(0.32)">${grinder(d, '#1f8a86')}</g>`);
  s.push(`<g transform="translate(469 286) scale(0.3)">${toolbox(d, '#c62828')}</g>`);
  // workbench
  s.push(
    `<rect x="90" y="430" width="620" height="30" fill="#8a5a2b"/><rect x="110" y="460" width="20" height="170" fill="#3a3d42"/><rect x="670" y="460" width="20" height="170" fill="#3a3d42"/>`,
  );
  s.push(`<g transform="translate(120 273) scale(0.32)">${spinFilter(d, '#1f5fa8')}</g>`);
  s.push(`<g transform="translate(300 282) scale(0.36)">${gearPump(d, null, false)}</g>`);
  // floor
  s.push(
    `<rect x="0" y="600" width="${HW}" height="100" fill="${d.lin([
      [0, '#59616a'],
      [1, '#30353b'],
    ])}"/>`,
  );
  // engine on a stand
  s.push(`<rect x="880" y="520" width="16" height="110" fill="#d32f2f"/><rect x="820" y="620" width="140" height="12" fill="#d32f2f"/>`);
  s.push(place(engine(d, '#3b6fb0'), 740, 640, 0.55));
  // tractor in the bay, partly visible
  s.push(place(tractor(d, LIVERIES.rojo), 1050, 700, 0.85));
  // hanging lamps
  for (const x of [420, 1000, 1400])
    s.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="70" stroke="#222" stroke-width="3"/><path d="M${x - 40} 100 L${x + 40} 100 L${x + 20} 70 L${x - 20} 70 Z" fill="#2b2d31"/><ellipse cx="${x}" cy="104" rx="60" ry="12" fill="#fff3c4" opacity="0.7" filter="${d.blur(8)}"/>`,
    );
  s.push(
    `<rect width="${HW}" height="${HH}" fill="${d.rad(
      [
        [0.5, '#000', 0],
        [1, '#000', 0.4],
      ],
      0.5,
      0.45,
      0.8,
    )}"/>`,
  );
  return s.join('');
}

function heroYard(d: Doc, rng: Rng): string {
  const gravel: string[] = [];
  for (let i = 0; i < 220; i++) {
    gravel.push(
      `<circle cx="${r1(between(rng, 0, HW))}" cy="${r1(between(rng, 470, HH))}" r="${r1(between(rng, 1, 3))}" fill="${pick(rng, ['#8d8678', '#b4ad9e', '#6f695e'])}"/>`,
    );
  }
  return [
    sky(d, [
      [0, '#4f8fd0'],
      [0.7, '#b5d7f0'],
      [1, '#e8f3fa'],
    ]),
    clouds(d, rng, 7, 190),
    hills(d, rng, 380, 30, '#7fa36a'),
    `<rect x="0" y="420" width="${HW}" height="${HH - 420}" fill="${d.lin([
      [0, '#bdb6a6'],
      [1, '#948c7c'],
    ])}"/>`,
    ...gravel,
    // fence
    ...Array.from({ length: 33 }, (_, i) => `<rect x="${i * 50}" y="380" width="4" height="50" fill="#6e737a"/>`),
    `<rect x="0" y="386" width="${HW}" height="3" fill="#6e737a"/><rect x="0" y="406" width="${HW}" height="3" fill="#6e737a"/>`,
    // back row
    place(combine(d, LIVERIES.rojo), 60, 500, 0.5),
    place(sprayer(d, LIVERIES.verde), 470, 500, 0.45),
    place(hopperTrailer(d, LIVERIES.azul), 820, 500, 0.45),
    place(combine(d, LIVERIES.verde), 1180, 500, 0.5),
    // front row
    place(tractor(d, LIVERIES.azul), -60, 690, 0.62),
    place(tractor(d, LIVERIES.verde), 420, 690, 0.62),
    place(pickup(d, '#eef0f2'), 880, 690, 0.55),
    place(tractor(d, LIVERIES.rojo), 1170, 690, 0.62),
  ].join('');
}

interface Hero {
  n: number;
  draw: (d: Doc, rng: Rng) => string;
  /** Horizontal focus (0..1) for the 800 x 600 crop. */
  focus: number;
}

const HEROES: Hero[] = [
  { n: 1, draw: heroField, focus: 0.58 },
  { n: 2, draw: heroSunset, focus: 0.62 },
  { n: 3, draw: heroWarehouse, focus: 0.5 },
  { n: 4, draw: heroTyres, focus: 0.5 },
  { n: 5, draw: heroWorkshop, focus: 0.42 },
  { n: 6, draw: heroYard, focus: 0.45 },
];

// ---------------------------------------------------------------------------------------------
// Team portraits (400 x 400)

interface Person {
  bg: string;
  skin: string;
  hair: string;
  shirt: string;
  style: 'cap' | 'long' | 'beard';
}

const TEAM: Person[] = [
  { bg: '#dcebd6', skin: '#e2b48f', hair: '#3b2a1e', shirt: '#2f6b2f', style: 'cap' },
  { bg: '#f5e3c4', skin: '#f0c9a5', hair: '#6b3e1f', shirt: '#c77d12', style: 'long' },
  { bg: '#d9e4ef', skin: '#c99a74', hair: '#2a2522', shirt: '#2d4f7c', style: 'beard' },
];

function portrait(d: Doc, p: Person): string {
  const s: string[] = [
    `<rect width="400" height="400" fill="${d.lin([
      [0, shade(p.bg, 0.3)],
      [1, p.bg],
    ])}"/>`,
    `<circle cx="200" cy="190" r="150" fill="#ffffff" opacity="0.35"/>`,
  ];
  if (p.style === 'long') s.push(`<path d="M110 200 Q100 90 200 80 Q300 90 290 200 L296 320 L104 320 Z" fill="${p.hair}"/>`);
  // shoulders and shirt
  s.push(`<path d="M60 400 Q64 300 150 282 L250 282 Q336 300 340 400 Z" fill="${paint(d, p.shirt)}"/>`);
  s.push(`<path d="M170 282 L200 330 L230 282 Z" fill="${shade(p.shirt, 0.6)}"/>`);
  s.push(
    `<path d="M160 282 L200 320 L186 340 L150 292 Z" fill="${shade(p.shirt, -0.2)}"/><path d="M240 282 L200 320 L214 340 L250 292 Z" fill="${shade(p.shirt, -0.2)}"/>`,
  );
  // neck and head
  s.push(`<rect x="176" y="232" width="48" height="58" rx="14" fill="${shade(p.skin, -0.12)}"/>`);
  s.push(`<ellipse cx="200" cy="176" rx="74" ry="86" fill="${p.skin}"/>`);
  s.push(
    `<ellipse cx="128" cy="184" rx="12" ry="20" fill="${shade(p.skin, -0.08)}"/><ellipse cx="272" cy="184" rx="12" ry="20" fill="${shade(p.skin, -0.08)}"/>`,
  );
  // hair
  if (p.style === 'cap') {
    s.push(`<path d="M124 150 Q126 82 200 80 Q274 82 276 150 Z" fill="${p.shirt}"/>`);
    s.push(`<path d="M196 146 Q250 136 312 156 Q290 166 196 160 Z" fill="${shade(p.shirt, -0.35)}"/>`);
    s.push(`<circle cx="200" cy="116" r="14" fill="#e0a526"/>`);
  } else if (p.style === 'long') {
    s.push(`<path d="M126 170 Q120 92 200 90 Q282 92 274 170 Q240 120 180 130 Q150 136 126 170 Z" fill="${p.hair}"/>`);
  } else {
    s.push(`<path d="M128 160 Q124 88 200 86 Q276 88 272 160 Q262 120 200 118 Q140 120 128 160 Z" fill="${p.hair}"/>`);
    s.push(`<path d="M134 190 Q140 268 200 270 Q260 268 266 190 Q250 232 200 232 Q150 232 134 190 Z" fill="${p.hair}" opacity="0.92"/>`);
  }
  // face
  s.push(`<ellipse cx="172" cy="182" rx="7" ry="9" fill="#2b2320"/><ellipse cx="228" cy="182" rx="7" ry="9" fill="#2b2320"/>`);
  s.push(
    `<path d="M158 164 Q172 156 186 164" fill="none" stroke="${shade(p.hair, 0.1)}" stroke-width="5" stroke-linecap="round"/><path d="M214 164 Q228 156 242 164" fill="none" stroke="${shade(p.hair, 0.1)}" stroke-width="5" stroke-linecap="round"/>`,
  );
  s.push(`<path d="M200 190 Q194 208 204 212" fill="none" stroke="${shade(p.skin, -0.25)}" stroke-width="4" stroke-linecap="round"/>`);
  s.push(`<path d="M172 226 Q200 250 228 226" fill="${p.style === 'beard' ? '#fff' : '#b0473e'}" stroke="#7a2e28" stroke-width="4" stroke-linecap="round"/>`);
  s.push(`<ellipse cx="150" cy="214" rx="14" ry="8" fill="#e8857a" opacity="0.3"/><ellipse cx="250" cy="214" rx="14" ry="8" fill="#e8857a" opacity="0.3"/>`);
  return s.join('');
}

// ---------------------------------------------------------------------------------------------
// Logo, favicon, Open Graph image

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

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Agro Industrial Paraná"><title>Agro Industrial Paraná</title>${markBody()}</svg>\n`;
}

function faviconSvg(): string {
  // Bolder for small sizes: fewer, bigger teeth and a simpler ear.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="${gearPath(32, 32, 31, 25, 8)}" fill="${GREEN}"/><circle cx="32" cy="32" r="18" fill="#fffaf0"/>${wheatEar(32, 15, 49, 4.2, AMBER)}</svg>\n`;
}

function ogSvg(d: Doc, rng: Rng): string {
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

// ---------------------------------------------------------------------------------------------
// Rendering

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
