// Machines: side views facing right, ground line at y = 500 on an 800 x 600 canvas.
import { type Doc, metal, paint, r1, shade } from './svg';
import { glass, shadow, wheel } from './shared';

interface Livery {
  body: string;
  rim: string;
  accent: string;
}

export const LIVERIES: Record<string, Livery> = {
  verde: { body: '#2e7d32', rim: '#f2c318', accent: '#f2c318' },
  rojo: { body: '#c62828', rim: '#e8e8e8', accent: '#222222' },
  azul: { body: '#1f5fa8', rim: '#d7dadf', accent: '#ffffff' },
  naranja: { body: '#e8731a', rim: '#3a3a3a', accent: '#2b2b2b' },
  gris: { body: '#7b8088', rim: '#e4c21c', accent: '#2b2b2b' },
  amarillo: { body: '#f0b51b', rim: '#2d2d2d', accent: '#2b2b2b' },
};

export function tractor(d: Doc, L: Livery): string {
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

export function combine(d: Doc, L: Livery): string {
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

export function planter(d: Doc, L: Livery): string {
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

export function sprayer(d: Doc, L: Livery): string {
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

export function hopperTrailer(d: Doc, L: Livery): string {
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

export function flatTrailer(d: Doc, L: Livery): string {
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

export function pickup(d: Doc, colour: string): string {
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

export function truck(d: Doc, colour: string): string {
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

export function loader(d: Doc, L: Livery): string {
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

export function baler(d: Doc, L: Livery): string {
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

export function discHarrow(d: Doc, L: Livery): string {
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
