import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, fieldAria, HoneypotInputs, SelectField } from './forms';

describe('form kit', () => {
  it('ties a refused field to its message, after its hint', () => {
    const html = renderToStaticMarkup(createElement(Field, { id: 'cuit', name: 'cuit', label: 'CUIT', hint: '11 números', error: 'Revisalo.' }));
    expect(html).toContain('<label for="cuit"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="cuit-ayuda cuit-error"');
    expect(html).toContain('<span id="cuit-error"');
    expect(html).toContain('Revisalo.');
  });

  it('says nothing about a field that was not refused', () => {
    const html = renderToStaticMarkup(createElement(SelectField, { id: 'rol', name: 'role', label: 'Rol', children: createElement('option', null, 'A') }));
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('rol-error');
    expect(fieldAria('rol', undefined)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });

  it('hides the honeypot from people and keeps it out of the tab order', () => {
    const html = renderToStaticMarkup(createElement(HoneypotInputs));
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('name="website"');
    expect(html).toContain('tabindex="-1"');
  });
});
