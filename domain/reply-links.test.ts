import { describe, expect, it } from 'vitest';
import { enquiryGreeting, firstName, mailtoLink, quoteGreeting, whatsappNumberFromPhone, whatsappReply } from './reply-links';

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

  it('el nombre de pila es la primera palabra, sin espacios de más', () => {
    expect(firstName('  María José  Pérez ')).toBe('María');
    expect(firstName('')).toBe('');
  });
});
