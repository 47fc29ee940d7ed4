// The Google Ads tag is rendered on the shop's public pages only: never on a customer's quote
// (its URL is its secret token) nor in the staff area.
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Layout } from './root';
import { handle as quoteAnswerHandle } from './routes/quote-answer';
import { SHOP_LAYOUT_ID } from './lib/route-ids';

function render(url: string): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <Layout>
          <Outlet />
        </Layout>
      ),
      children: [
        {
          id: SHOP_LAYOUT_ID,
          Component: Outlet,
          children: [
            { id: 'home', index: true, Component: () => <p>inicio</p> },
            { id: 'quote-answer', path: 'presupuesto/:token', handle: quoteAnswerHandle, Component: () => <p>presupuesto</p> },
          ],
        },
        { id: 'admin', path: 'admin', Component: () => <p>personal</p> },
      ],
    },
  ]);
  const shop = { adsId: 'AW-123456789', adsConversionLabel: 'abc' };
  return renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root: { shop }, [SHOP_LAYOUT_ID]: null } }} />);
}

describe('third parties on private pages', () => {
  it('renders the ad tag on a public page', () => {
    const html = render('/');
    expect(html).toContain('inicio');
    expect(html).toContain('googletagmanager.com');
  });
  it("renders no ad tag on a customer's quote page", () => {
    const html = render('/presupuesto/un-token-secreto');
    expect(html).toContain('presupuesto');
    expect(html).not.toContain('googletagmanager.com');
    expect(html).not.toContain('gtag(');
  });
  it('renders no ad tag in the staff area', () => {
    const html = render('/admin');
    expect(html).toContain('personal');
    expect(html).not.toContain('googletagmanager.com');
  });
});
