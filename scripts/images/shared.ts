// Parts several product pictures share: the studio backdrop, soft shadows, wheels and glass.
import { type Doc, metal, paint, pick, r1, type Rng, shade } from './svg';

/** Light neutral studio backdrop with a soft floor, for product pictures. */
export function studio(d: Doc, rng: Rng): string {
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

export function shadow(d: Doc, cx: number, cy: number, rx: number, ry: number, op = 0.28): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#1d1f22" opacity="${op}" filter="${d.blur(Math.max(4, ry * 0.6))}"/>`;
}

interface WheelOpts {
  rim: string;
  rimRatio?: number;
  lugs?: 'agro' | 'road' | 'none';
  width?: number;
}

/** A wheel seen from the side: tyre with lugs, coloured rim, hub and bolts. */
export function wheel(d: Doc, cx: number, cy: number, r: number, o: WheelOpts): string {
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
export function glass(d: Doc, pts: string, reflect = true): string {
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
