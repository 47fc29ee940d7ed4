import { readFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_ICONS, buildIconSprite, ICONS, SPRITE_PATH } from '../../scripts/icon-sprite';
import * as icons from './icons';

const components = Object.entries(icons as Record<string, unknown>).filter(
  (entry): entry is [string, ComponentType<{ className?: string }>] => typeof entry[1] === 'function',
);

describe('icon sprite', () => {
  it('is the committed file that scripts/icon-sprite.ts builds (run it after adding an icon)', () => {
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(buildIconSprite());
  });

  it('has a symbol for every icon component, and every symbol is used', () => {
    const sprite = readFileSync(SPRITE_PATH, 'utf8');
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    const used = new Set<string>();
    for (const [name, Icon] of components) {
      const markup = renderToStaticMarkup(createElement(Icon, { className: 'h-4 w-4' }));
      const id = /<use href="[^"#]*#([^"]+)"/.exec(markup)?.[1];
      expect(id, name).toBeDefined();
      expect(symbols.has(id!), `${name} -> #${id}`).toBe(true);
      used.add(id!);
    }
    expect([...symbols].sort()).toEqual([...used].sort());
    expect(symbols.size).toBe(Object.keys(ICONS).length + Object.keys(BRAND_ICONS).length);
  });

  it('renders a hidden <svg> whose look is the icon class (app.css) and that takes its colour and classes from the page', () => {
    const markup = renderToStaticMarkup(createElement(icons.Star, { className: 'h-4 w-4 fill-accent-400', 'aria-hidden': true }));
    expect(markup).toBe(`<svg aria-hidden="true" class="icon h-4 w-4 fill-accent-400"><use href="${icons.ICON_SPRITE_URL}#star"></use></svg>`);
    expect(renderToStaticMarkup(createElement(icons.WhatsAppIcon, { className: 'h-8 w-8' }))).toContain('class="icon icon-filled h-8 w-8"');
    expect(renderToStaticMarkup(createElement(icons.Menu))).toContain('class="icon"');
  });
});
