// Hero scenes for the home page carousel (1600 x 700).
import { between, type Doc, pick, r1, type Rng, shade } from './svg';
import { shadow, wheel } from './shared';
import { combine, discHarrow, hopperTrailer, LIVERIES, pickup, sprayer, tractor } from './machines';
import { engine, gearPump, spinFilter } from './parts';
import { grinder, toolbox, wrenches } from './tools';

export const HW = 1600;
export const HH = 700;

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

export function heroField(d: Doc, rng: Rng): string {
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

export const HEROES: Hero[] = [
  { n: 1, draw: heroField, focus: 0.58 },
  { n: 2, draw: heroSunset, focus: 0.62 },
  { n: 3, draw: heroWarehouse, focus: 0.5 },
  { n: 4, draw: heroTyres, focus: 0.5 },
  { n: 5, draw: heroWorkshop, focus: 0.42 },
  { n: 6, draw: heroYard, focus: 0.45 },
];
