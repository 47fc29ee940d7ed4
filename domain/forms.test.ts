import { describe, expect, it } from 'vitest';
import { budgetFormSchema, contactSchema, FORM_ERRORS } from './forms';

function errors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('contactSchema', () => {
  it('accepts a valid enquiry and trims it', () => {
    const result = contactSchema.safeParse({ name: ' Ana ', email: ' ana@example.com ', message: '  Quiero saber el precio.  ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ name: 'Ana', email: 'ana@example.com', message: 'Quiero saber el precio.' });
  });

  it('gives the spec messages', () => {
    const result = contactSchema.safeParse({ name: 'Al', email: 'no-es-mail', phone: '', message: 'corto' });
    expect(errors(result)).toEqual({
      name: 'El nombre debe tener al menos 3 caracteres.',
      email: 'Por favor, ingrese un correo electrónico válido.',
      message: 'El mensaje debe tener al menos 10 caracteres.',
    });
  });

  it('does not count surrounding spaces', () => {
    expect(errors(contactSchema.safeParse({ name: '  ab  ', email: 'a@b.co', message: '   123456789   ' }))).toEqual({
      name: FORM_ERRORS.contactName,
      message: FORM_ERRORS.contactMessage,
    });
  });

  it('limits lengths', () => {
    const result = contactSchema.safeParse({ name: 'Ana', email: 'a@b.co', message: 'x'.repeat(5001) });
    expect(errors(result)).toEqual({ message: 'Use como máximo 5000 caracteres.' });
  });
});

describe('budgetFormSchema', () => {
  const valid = { name: 'Ana Pérez', location: 'Paraná', province: 'Entre Ríos', email: 'ana@example.com', phone: '343 4123456' };

  it('accepts a complete form', () => {
    expect(budgetFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every field', () => {
    const result = budgetFormSchema.safeParse({ name: ' ', location: '', province: '', email: '', phone: '' });
    expect(errors(result)).toEqual({
      name: FORM_ERRORS.required,
      location: FORM_ERRORS.required,
      province: FORM_ERRORS.required,
      email: FORM_ERRORS.email,
      phone: FORM_ERRORS.required,
    });
  });
});
