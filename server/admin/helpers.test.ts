import { describe, expect, it } from 'vitest';
import { REQUEST_STATES } from '../db/schema';
import { NOTES_MAX } from '../../domain/staff';
import { enquiryGreeting, mailtoLink, quoteGreeting, whatsappNumberFromPhone, whatsappReply } from './links';
import { linesTotal, quoteLines, quoteNumber } from './quotes';
import { containsPattern, foldText, phoneDigits, searchWords } from './search';
import { requestUpdateSchema, parseListQuery } from './schemas';

describe('enlaces de respuesta', () => {
  it('lleva un teléfono argentino al formato de WhatsApp 549 + 10 dígitos', () => {
    expect(whatsappNumberFromPhone('343 555-1234')).toBe('5493435551234');
    expect(whatsappNumberFromPhone('0343 555-1234')).toBe('5493435551234');
    expect(whatsappNumberFromPhone('+54 343 555-1234')).toBe('5493435551234');
    expect(whatsappNumberFromPhone('+54 9 343 555-1234')).toBe('5493435551234');
    expect(whatsappNumberFromPhone('0054 9 11 5555-1234')).toBe('5491155551234');
    expect(whatsappNumberFromPhone('555-1234')).toBeNull(); // no area code
    expect(whatsappNumberFromPhone('0343 15 555-1234')).toBe('5493435551234'); // the usual way to write a mobile
    expect(whatsappNumberFromPhone('')).toBeNull();
    expect(whatsappNumberFromPhone(null)).toBeNull();
  });

  it('saludo prellenado con el nombre de pila, codificado en la URL', () => {
    const greeting = quoteGreeting('  Juan Pérez ', 'Agro & Cía', '10/5/2026');
    expect(greeting).toBe('¡Hola, Juan! Te escribimos de Agro & Cía por el presupuesto que pediste el 10/5/2026.');
    expect(whatsappReply('343 555-1234', greeting)).toBe(`https://wa.me/5493435551234?text=${encodeURIComponent(greeting)}`);
    expect(enquiryGreeting('María', 'Tienda', '1/1/2026')).toBe('¡Hola, María! Te escribimos de Tienda por la consulta que nos enviaste el 1/1/2026.');
  });

  it('mailto con asunto y cuerpo codificados; una dirección rara no da enlace', () => {
    expect(mailtoLink('ana@example.com', 'Tu presupuesto & más', 'Hola\n')).toBe(
      'mailto:ana@example.com?subject=Tu%20presupuesto%20%26%20m%C3%A1s&body=Hola%0A',
    );
    expect(mailtoLink('ana@example.com?cc=x@evil.example', 's', 'b')).toBeNull();
    expect(mailtoLink('javascript:alert(1)//@x', 's', 'b')).toBeNull();
  });
});

describe('líneas guardadas del presupuesto', () => {
  it('recalcula subtotales y total; «Consultar» (precio 0) no suma', () => {
    const lines = quoteLines([
      { id: '1', name: 'Filtro', code: 'F1', quantity: 2, price: '$ 12.500', unitPrice: 12500 },
      { id: '2', name: 'Bomba', code: '', quantity: 3, price: 'Consultar', unitPrice: 0 },
    ]);
    expect(lines.map((l) => l.subtotal)).toEqual([25000, 0]);
    expect(linesTotal(lines)).toBe(25000);
  });

  it('tolera un JSON dañado sin romper la página', () => {
    expect(quoteLines(null)).toEqual([]);
    expect(quoteLines({ no: 'lista' })).toEqual([]);
    const [line] = quoteLines([{ quantity: 'dos', unitPrice: -5, name: 7 }]);
    expect(line).toMatchObject({ name: '7', quantity: 0, unitPrice: 0, subtotal: 0, code: '' });
  });

  it('número corto legible del presupuesto', () => {
    expect(quoteNumber('e95b8c77-41a4-4ea3-b658-8f162297b87c')).toBe('E95B8C77');
  });
});

describe('búsqueda y filtros', () => {
  it('sin acentos ni mayúsculas, a lo sumo seis palabras; comodines de LIKE literales', () => {
    expect(foldText('NEUMÁTICO Añejo')).toBe('neumatico anejo');
    expect(searchWords('  Juan   PÉREZ  ')).toEqual(['juan', 'perez']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(phoneDigits('343-555')).toBe('343555');
    expect(phoneDigits('ab')).toBeNull();
    expect(phoneDigits('12')).toBeNull();
  });

  it('los filtros de la URL caen en valores por defecto si son raros', () => {
    expect(parseListQuery(new URL('http://x/a?estado=cerrado&q=%20ana%20&pagina=3'))).toEqual({ estado: 'cerrado', q: 'ana', pagina: 3 });
    expect(parseListQuery(new URL('http://x/a?estado=borrado&pagina=-1'))).toEqual({ estado: undefined, q: '', pagina: 1 });
    expect(parseListQuery(new URL(`http://x/a?q=${'x'.repeat(200)}`)).q).toBe('');
  });

  it('los cambios de estado y notas se validan exactamente', () => {
    expect(requestUpdateSchema.safeParse({ intent: 'estado', estado: 'contactado' }).success).toBe(true);
    expect(requestUpdateSchema.safeParse({ intent: 'estado', estado: 'borrado' }).success).toBe(false);
    expect(requestUpdateSchema.safeParse({ intent: 'notas', notas: 'x'.repeat(NOTES_MAX + 1) }).success).toBe(false);
    expect(requestUpdateSchema.safeParse({ intent: 'otra' }).success).toBe(false);
  });

  it('cada estado del esquema se puede filtrar y elegir; ningún otro', () => {
    for (const estado of REQUEST_STATES) {
      expect(parseListQuery(new URL(`http://x/a?estado=${estado}`)).estado).toBe(estado);
      expect(requestUpdateSchema.safeParse({ intent: 'estado', estado }).success).toBe(true);
    }
    for (const estado of ['Nuevo', 'respondido ', 'spam', '']) {
      expect(parseListQuery(new URL(`http://x/a?estado=${encodeURIComponent(estado)}`)).estado).toBeUndefined();
      expect(requestUpdateSchema.safeParse({ intent: 'estado', estado }).success).toBe(false);
    }
  });
});
