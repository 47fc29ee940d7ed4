import { describe, expect, it } from 'vitest';
import { outerFunctions, overAllowance } from './function-size';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('function-size', () => {
  it('measures outer functions and components, not the functions inside them', () => {
    const text = [
      `export function Page() {`,
      `  const inner = () => {`,
      lines(3),
      `  };`,
      `  return null;`,
      `}`,
      `const arrow = (a: number) => {`,
      lines(120),
      `  return a;`,
      `};`,
    ].join('\n');
    const found = outerFunctions('page.tsx', text);
    expect(found.map((f) => [f.name, f.line, f.lines])).toEqual([
      ['Page', 1, 8],
      ['arrow', 9, 123],
    ]);
  });

  it('names a default export and a method of an object', () => {
    const found = outerFunctions('x.ts', `export default function () {\n}\nconst o = {\n  run() {\n    return 1;\n  },\n};`);
    expect(found.map((f) => f.name)).toEqual(['default', 'run']);
  });

  it('fails only the counts that rose above their allowance', () => {
    const allowance = { functionsOver100: 5, functionsOver150: 2, filesOver400: 3 };
    expect(overAllowance({ functionsOver100: 5, functionsOver150: 1, filesOver400: 3 }, allowance)).toEqual([]);
    expect(overAllowance({ functionsOver100: 6, functionsOver150: 2, filesOver400: 4 }, allowance)).toEqual(['functionsOver100', 'filesOver400']);
  });
});
