// Spare parts: pumps, engines, radiators, bearings, belts, filters, gearboxes, seats, glass, boards, valves.
import { mulberry32 } from '../../domain/random';
import { type Doc, METAL, metal, paint, r1, shade } from './svg';
import { glass, shadow } from './shared';

function boltRow(xs: number[], y: number, r = 6): string {
  return xs.map((x) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#7c828a" stroke="#4f545a" stroke-width="1.5"/>`).join('');
}

export function gearPump(d: Doc, colour: string | null, tandem: boolean): string {
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

export function engine(d: Doc, colour: string): string {
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

export function radiator(d: Doc): string {
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

export function bearing(d: Doc, sealed: boolean): string {
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

export function belts(d: Doc): string {
  const belt = (cx: number, cy: number, rx: number, ry: number, rot: number) =>
    `<g transform="rotate(${rot} ${cx} ${cy})">` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#18191b" stroke-width="30"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#2f3236" stroke-width="18"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx + 10}" ry="${ry + 10}" fill="none" stroke="#4a4e54" stroke-width="2"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#9aa0a6" stroke-width="3" stroke-dasharray="30 80"/>` +
    `</g>`;
  return [shadow(d, 400, 500, 270, 18), belt(360, 300, 220, 150, -12), belt(470, 330, 170, 110, 18)].join('');
}

export function spinFilter(d: Doc, colour: string): string {
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

export function airFilter(d: Doc): string {
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

export function gearbox(d: Doc, colour: string): string {
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

export function reducer(d: Doc, colour: string): string {
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

export function seat(d: Doc, colour: string): string {
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

export function cab(d: Doc, colour: string): string {
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

export function ecuBoard(d: Doc): string {
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

export function valveBank(d: Doc, colour: string): string {
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
