import { describe, expect, it } from 'vitest';
import { signInWarningMail, SIGN_IN_WARNING_SUBJECT } from './warning-mail';

const at = new Date('2025-03-10T15:30:00Z');

describe('signInWarningMail', () => {
  it('the fixed warning with the local time, in the shared layout', () => {
    const mail = signInWarningMail(at);
    expect(mail.subject).toBe(SIGN_IN_WARNING_SUBJECT);
    const when = at.toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', dateStyle: 'short', timeStyle: 'short' });
    expect(mail.text.split('\n\n')).toHaveLength(3);
    expect(mail.text).toContain(`(el último: ${when}).`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">.*<title>Aviso: varios intentos fallidos de ingreso a tu cuenta<\/title>/);
    for (const line of mail.text.split('\n\n')) expect(mail.html).toContain(`<p>${line}</p>`);
  });
});
