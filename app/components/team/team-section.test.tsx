import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TEAM, type PublicTeam } from '#domain/team';
import { ShopProvider, type ShopInfo } from '../../lib/shop';
import { TeamSection } from './team-section';

const shop: ShopInfo = {
  name: 'Agro Industrial Paraná',
  email: 'ventas@example.com',
  whatsappNumber: '5493434000000',
  instagramUrl: null,
  facebookUrl: null,
  origin: 'http://localhost',
  adsId: null,
  adsConversionLabel: null,
  socialFeedWidgetId: null,
};

const render = (team: PublicTeam | null) =>
  renderToString(
    <ShopProvider value={shop}>
      <TeamSection team={team} />
    </ShopProvider>,
  );

describe('SAMPLE_TEAM', () => {
  it('has the spec team: two Vendedor and one Administrador, each with an image', () => {
    expect(SAMPLE_TEAM).toHaveLength(3);
    expect(SAMPLE_TEAM.map((m) => m.role).sort()).toEqual(['Administrador', 'Vendedor', 'Vendedor']);
    for (const member of SAMPLE_TEAM) {
      expect(member.image).toMatch(/^\/equipo\/[1-3]\.webp$/);
      // The raw number is the displayed one in international form (54 9 + area code + number).
      expect(member.phoneRaw).toBe(`549${member.phone.replace(/\D/g, '')}`);
    }
  });
});

describe('TeamSection', () => {
  it('renders a card per person with a WhatsApp link carrying the enquiry text, 0.1 s apart; the sample is marked', () => {
    const html = render({ members: [...SAMPLE_TEAM], sample: true });
    for (const member of SAMPLE_TEAM) {
      expect(html).toContain(`href="https://wa.me/${member.phoneRaw}?text=Hola!%20Me%20gustar%C3%ADa%20hacer%20una%20consulta."`);
      expect(html).toContain(member.name);
    }
    expect(html.match(/animation-delay:(0|0\.1|0\.2)s/g)).toEqual(['animation-delay:0s', 'animation-delay:0.1s', 'animation-delay:0.2s']);
    expect(html).toContain('Datos de ejemplo');
  });

  it("the staff's people: no sample mark, initials without a photo, names escaped", () => {
    const html = render({
      members: [{ id: 'a', name: 'Ana Paz <b>x</b>', role: 'Vendedora', phone: '343 400-0001', phoneRaw: '5493434000001', image: null }],
      sample: false,
    });
    expect(html).not.toContain('Datos de ejemplo');
    expect(html).toContain('Vendedora');
    expect(html).toContain('Ana Paz &lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('>AP<');
  });

  it('renders nothing without a team (production with nobody entered)', () => {
    expect(render(null)).toBe('');
    expect(render({ members: [], sample: false })).toBe('');
  });
});
