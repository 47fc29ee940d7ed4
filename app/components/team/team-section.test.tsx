import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopProvider, type ShopInfo } from '~/lib/shop';
import { TEAM, TeamSection } from './team-section';

const shop: ShopInfo = {
  name: 'Agro Industrial Paraná',
  email: 'ventas@example.com',
  whatsappNumber: '5493435551234',
  instagramUrl: 'https://www.instagram.com/',
  facebookUrl: 'https://www.facebook.com/',
  origin: 'http://localhost',
  adsId: null,
  adsConversionLabel: null,
  socialFeedWidgetId: null,
};

describe('TEAM', () => {
  it('has three fixed people: two sellers and one administrator, each with an image', () => {
    expect(TEAM).toHaveLength(3);
    expect(TEAM.map((m) => m.role).sort()).toEqual(['Administrador', 'Vendedor', 'Vendedor']);
    for (const member of TEAM) {
      expect(member.image).toMatch(/^\/equipo\/[1-3]\.webp$/);
      // The raw number is the displayed one in international form (54 9 + area code + number).
      expect(member.phoneRaw).toBe(`549${member.phone.replace(/\D/g, '')}`);
    }
  });

  it('renders a card per person with a WhatsApp link carrying the enquiry text, 0.1 s apart', () => {
    const html = renderToString(
      <ShopProvider value={shop}>
        <TeamSection />
      </ShopProvider>,
    );
    for (const member of TEAM) {
      expect(html).toContain(`href="https://wa.me/${member.phoneRaw}?text=Hola!%20Me%20gustar%C3%ADa%20hacer%20una%20consulta."`);
      expect(html).toContain(member.name);
    }
    expect(html.match(/animation-delay:(0|0\.1|0\.2)s/g)).toEqual(['animation-delay:0s', 'animation-delay:0.1s', 'animation-delay:0.2s']);
  });
});
