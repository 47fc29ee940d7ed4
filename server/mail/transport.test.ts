import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { describeMailTransport, messageIdFor } from './transport';

describe('describeMailTransport', () => {
  it('says where mail goes, without the SMTP password', () => {
    const smtp = describeMailTransport(parseConfig({ SMTP_URL: 'smtp://user:secreto@mail.example.com:2525', MAIL_TO: 'a@b.co' }));
    expect(smtp).toContain('mail.example.com:2525');
    expect(smtp).not.toContain('secreto');
    const files = describeMailTransport(parseConfig({ DATA_DIR: '/srv/tienda' }));
    expect(files).toContain('SMTP_URL no está definido');
    expect(files).toContain('/srv/tienda/outbox');
  });

  it('message ids use the sender domain', () => {
    expect(messageIdFor('abc', 'Tienda <ventas@agro.com.ar>')).toBe('<abc@agro.com.ar>');
    expect(messageIdFor('abc', 'sin arroba')).toBe('<abc@tienda.local>');
  });
});
