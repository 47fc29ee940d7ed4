// Team portraits (400 x 400).
import { type Doc, paint, shade } from './svg';

interface Person {
  bg: string;
  skin: string;
  hair: string;
  shirt: string;
  style: 'cap' | 'long' | 'beard';
}

export const TEAM: Person[] = [
  { bg: '#dcebd6', skin: '#e2b48f', hair: '#3b2a1e', shirt: '#2f6b2f', style: 'cap' },
  { bg: '#f5e3c4', skin: '#f0c9a5', hair: '#6b3e1f', shirt: '#c77d12', style: 'long' },
  { bg: '#d9e4ef', skin: '#c99a74', hair: '#2a2522', shirt: '#2d4f7c', style: 'beard' },
];

export function portrait(d: Doc, p: Person): string {
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
