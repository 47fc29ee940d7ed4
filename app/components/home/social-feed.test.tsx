import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopProvider, type ShopInfo } from '../../lib/shop';
import { SocialFeed } from './social-feed';

const shop: ShopInfo = {
  name: 'Agro Industrial Paraná',
  email: 'ventas@example.com',
  whatsappNumber: '5493435551234',
  instagramUrl: 'https://www.instagram.com/agro/',
  facebookUrl: 'https://www.facebook.com/agro/',
  origin: 'http://localhost',
  adsId: null,
  adsConversionLabel: null,
  socialFeedWidgetId: null,
};

const render = (socialFeedWidgetId: string | null) =>
  renderToString(
    <ShopProvider value={{ ...shop, socialFeedWidgetId }}>
      <SocialFeed />
    </ShopProvider>,
  );

describe('SocialFeed', () => {
  it('renders nothing at all without a widget id', () => {
    expect(render(null)).toBe('');
  });

  it('renders the widget box (the script comes after hydration) with the configured id', () => {
    const html = render('abc-123');
    expect(html).toContain('class="elfsight-app-abc-123');
    expect(html).toContain('Nuestras fotos en Instagram');
    expect(html).toContain('href="https://www.instagram.com/agro/"');
    expect(html).not.toContain('<script');
  });

  it('keeps a hostile id out of the markup', () => {
    const html = render('x" onmouseover="alert(1)');
    expect(html).toContain('elfsight-app-xonmouseoveralert1');
    expect(html).not.toContain('onmouseover="');
  });
});
