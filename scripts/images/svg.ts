// The drawing kit every picture uses: seeded random helpers, colour shading and Doc, which
// collects one SVG document's gradients, filters and masks with ids unique inside it.

export type Rng = () => number;
export const between = (rng: Rng, a: number, b: number) => a + (b - a) * rng();
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** Lighten (amount > 0) or darken (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return '#' + ch.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('');
}

/** Collects gradients and filters for one SVG document, with ids unique inside it. */
export class Doc {
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

export const METAL: [number, string][] = [
  [0, '#f4f5f7'],
  [0.35, '#c9cdd3'],
  [0.55, '#9aa0a8'],
  [0.8, '#d9dce0'],
  [1, '#8a9099'],
];
export const metal = (d: Doc, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => d.lin(METAL, x1, y1, x2, y2);
export const paint = (d: Doc, c: string, x2 = 0, y2 = 1) =>
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
