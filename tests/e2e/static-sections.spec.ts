// Decision 0012 on the built shop: a StaticSection keeps the server's DOM when the page hydrates
// (same nodes, same HTML, React does not descend into it, no hydration error), and renders its
// content when it is mounted by a client-side navigation.
import { expect, test, type Page } from '@playwright/test';
import { apiProducts, type ApiProduct } from './helpers';

const PRIVACY = '/politica-de-privacidad';

/** The static sections of each page, as CSS selectors of their own element. */
const PAGES: { path: string; sections: string[] }[] = [
  { path: '/', sections: ['#nosotros', '#ubicacion', 'footer'] },
  { path: '/contacto', sections: ['section[aria-labelledby="datos-contacto"]', 'footer'] },
  { path: PRIVACY, sections: ['main article', 'footer'] },
];

/** The product page's badges, description and details (the elements around the h1 and the price). */
const PRODUCT_SECTIONS = ['main h1 ~ p.whitespace-pre-line', 'main h1 ~ dl', 'main div:has(> h1) > div:first-child', 'footer'];

/** The product-page test needs a description to look at. */
async function productsWithDescription(page: Page): Promise<ApiProduct[]> {
  const { productos } = await apiProducts(page.request);
  const chosen = productos.filter((product) => product.description.trim() !== '');
  expect(chosen.length).toBeGreaterThanOrEqual(2);
  return chosen;
}

/** Errors the page reports; a failed load of another site's resource (the map, no internet here) is not one of ours. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

/** A client-side navigation, as a hydrated Link does (React Router's data router in the browser). */
async function clientNavigate(page: Page, to: string) {
  await page.evaluate(
    (path) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(path),
    to,
  );
}

async function expectKeptThroughHydration(page: Page, path: string, sections: string[]) {
  const errors = collectErrors(page);
  // The page's modules are held back until the server's nodes are noted: hydration cannot start before.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  const noted = await page.evaluate((selectors) => {
    const kept = selectors.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      // Every node inside, text included (React marks hydrated text nodes too).
      const nodes: Node[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) nodes.push(walker.currentNode);
      return { selector, element, html: element.innerHTML, nodes };
    });
    (window as unknown as { kept: typeof kept }).kept = kept;
    return kept.map(({ selector, html, nodes }) => ({ selector, length: html.length, nodes: nodes.length }));
  }, sections);
  for (const section of noted) expect(section.nodes, `${section.selector} has content`).toBeGreaterThan(0);

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Two frames: the re-render that follows hydration has run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  const after = await page.evaluate(() => {
    const isFiber = (key: string) => key.startsWith('__reactFiber$');
    const kept = (window as unknown as { kept: { selector: string; element: Element; html: string; nodes: Node[] }[] }).kept;
    return kept.map(({ selector, element, html, nodes }) => ({
      selector,
      sameElement: document.querySelector(selector) === element,
      sameHtml: element.innerHTML === html,
      nodesConnected: nodes.every((node) => node.isConnected),
      // React marks each element it hydrated; the section's own element is hydrated, nothing inside it.
      elementHydrated: Object.keys(element).some(isFiber),
      hydratedInside: nodes.filter((node) => Object.keys(node).some(isFiber)).length,
    }));
  });
  for (const section of after) {
    expect(section, `${path} ${section.selector}`).toEqual({
      selector: section.selector,
      sameElement: true,
      sameHtml: true,
      nodesConnected: true,
      elementHydrated: true,
      hydratedInside: 0,
    });
  }
  expect(errors).toEqual([]);
}

test.describe('static sections (decision 0012)', () => {
  for (const { path, sections } of PAGES) {
    test(`${path}: the static sections keep the server's DOM through hydration, without errors`, async ({ page }) => {
      await expectKeptThroughHydration(page, path, sections);
    });
  }

  test("a product page: badges, description and details keep the server's DOM through hydration", async ({ page }) => {
    const [product] = await productsWithDescription(page);
    await expectKeptThroughHydration(page, `/producto/${product!.slug}`, PRODUCT_SECTIONS);
  });

  test('reached by client-side navigation, every static section is rendered', async ({ page }) => {
    const errors = collectErrors(page);
    const [first, second] = await productsWithDescription(page);
    await page.goto('/repuestos');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Survives only client-side navigations: a full page load would drop it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    const about = page.locator('#nosotros');
    await expect(about.getByRole('heading', { level: 2, name: 'Sobre nosotros' })).toBeVisible();
    await expect(about.getByText('Más de 10.000 productos')).toBeVisible();
    const location = page.locator('#ubicacion');
    await expect(location.getByRole('heading', { level: 2, name: 'Dónde estamos' })).toBeVisible();
    await expect(location.getByRole('link', { name: 'Cómo llegar' })).toBeVisible();
    await expect(location.locator('iframe')).toHaveCount(1);
    await expect(page.locator('footer').getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', PRIVACY);
    expect(await sameDocument()).toBe(true);

    await clientNavigate(page, '/contacto');
    const details = page.locator('section[aria-labelledby="datos-contacto"]');
    await expect(details.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
    await expect(details.getByRole('link', { name: 'Ver en el mapa' })).toBeVisible();

    await clientNavigate(page, PRIVACY);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. Datos que recopilamos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    // One product page after another: the page stays mounted, and the second shows its own details.
    for (const product of [first!, second!]) {
      await clientNavigate(page, `/producto/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await expect(page.locator('main h1 ~ p.whitespace-pre-line')).toHaveText(product.description.trim());
      const code = page.locator('main h1 ~ dl dt:text-is("Código") + dd');
      if (product.code) await expect(code).toHaveText(product.code);
      else await expect(code).toHaveCount(0);
      await expect(page.locator('main div:has(> h1) > div:first-child')).toContainText(product.condition);
    }
    expect(await sameDocument()).toBe(true);
    expect(errors).toEqual([]);
  });
});
