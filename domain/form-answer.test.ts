import { describe, expect, it } from 'vitest';
import { currentAnswer, fieldError, firstIssuePerField, keptValues, summaryOf } from './form-answer';

describe('currentAnswer', () => {
  const documentAnswer = { ok: false, intent: 'agregar' };
  it('shows the document post answer until the fetcher posts', () => {
    expect(currentAnswer(undefined, false, documentAnswer)).toBe(documentAnswer);
  });
  it('shows the fetcher answer (or none while it posts) once the fetcher has been used', () => {
    expect(currentAnswer(undefined, true, documentAnswer)).toBeUndefined();
    const fetched = { ok: true, intent: 'agregar' };
    expect(currentAnswer(fetched, true, documentAnswer)).toBe(fetched);
  });
  it('leaves out the answer of another form of the page', () => {
    expect(currentAnswer(undefined, false, documentAnswer, (a) => a.intent === 'guardar')).toBeUndefined();
    expect(currentAnswer(undefined, false, documentAnswer, (a) => a.intent === 'agregar')).toBe(documentAnswer);
  });
  it('shows nothing without any answer', () => {
    expect(currentAnswer(undefined, false, undefined)).toBeUndefined();
  });
});

describe('summaryOf', () => {
  it('says a title its description repeats only once', () => {
    expect(summaryOf({ title: 'Revisá los datos del formulario', description: 'Revisá los datos del formulario.' })).toBe('Revisá los datos del formulario.');
  });
  it('joins a title and a different description', () => {
    expect(summaryOf({ title: 'Error al enviar el mensaje', description: 'Hubo un problema.' })).toBe('Error al enviar el mensaje: Hubo un problema.');
  });
  it('uses the message of a staff answer', () => {
    expect(summaryOf({ message: 'Acción desconocida.' })).toBe('Acción desconocida.');
    expect(summaryOf({ title: 'Listo' })).toBe('Listo');
  });
});

describe('keptValues', () => {
  it('keeps only the named text fields, cut to the limit', () => {
    const input = { name: 'Jo', password: 'secreta', message: 'x'.repeat(20), count: 3 };
    expect(keptValues(input, ['name', 'message', 'count', 'missing'], 10)).toEqual({ name: 'Jo', message: 'x'.repeat(10) });
  });
  it('reads no inherited member and no non-object', () => {
    expect(keptValues({}, ['toString', 'constructor'])).toEqual({});
    expect(keptValues(null, ['name'])).toEqual({});
    expect(keptValues('name=Jo', ['name'])).toEqual({});
  });
});

describe('fieldError', () => {
  it('gives the message of a refused answer only', () => {
    expect(fieldError({ ok: false, fieldErrors: { name: 'Corto.' } }, 'name')).toBe('Corto.');
    expect(fieldError({ ok: true, fieldErrors: { name: 'Corto.' } }, 'name')).toBeUndefined();
    expect(fieldError({ ok: false, fieldErrors: {} }, 'constructor')).toBeUndefined();
    expect(fieldError(undefined, 'name')).toBeUndefined();
  });
});

describe('firstIssuePerField', () => {
  it('keeps the first message of each field and names a pathless one form', () => {
    const issues = [
      { path: ['name'], message: 'Corto.' },
      { path: ['name'], message: 'Otro.' },
      { path: ['lines', 2, 'price'], message: 'Precio.' },
      { path: [], message: 'General.' },
    ];
    expect(firstIssuePerField(issues)).toEqual({ name: 'Corto.', lines: 'Precio.', form: 'General.' });
  });
});
