// Tools and consumables, and `fit`, which scales a drawing into the 800 x 600 frame.
import { type Doc, metal, paint, shade } from './svg';
import { shadow } from './shared';

export function wrenches(d: Doc): string {
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

export function grinder(d: Doc, colour: string): string {
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

export function toolbox(d: Doc, colour: string): string {
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

export function jerrycan(d: Doc, colour: string, labelColour: string): string {
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

export function greaseBucket(d: Doc, colour: string): string {
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
export function fit(body: string, scale: number, cx: number, cy: number): string {
  return `<g transform="translate(400 300) scale(${scale}) translate(${-cx} ${-cy})">${body}</g>`;
}
