import { describe, expect, it } from 'vitest';
import { whatsappHandoff } from './whatsapp-handoff';

describe('the tab that hands the quote over to WhatsApp', () => {
  it('refreshes to wa.me (no redirect a form policy would block), with the link escaped and not cached', async () => {
    const href = "https://wa.me/5493434123456?text=%C2%A1Hola!%20Mir%C3%A1%20'esto'&x=<b>";
    const answer = whatsappHandoff(href);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    const escaped = 'https://wa.me/5493434123456?text=%C2%A1Hola!%20Mir%C3%A1%20&apos;esto&apos;&amp;x=&lt;b&gt;';
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${escaped}">`);
    expect(html).toContain(`<a href="${escaped}">tocá acá</a>`);
    expect(html).not.toContain('<b>');
  });

  it('refuses anything but a wa.me link', () => {
    expect(() => whatsappHandoff('https://evil.example/')).toThrow();
    expect(() => whatsappHandoff('javascript:alert(1)')).toThrow();
  });
});
