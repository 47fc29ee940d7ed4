// Decision 0011 on the built shop: public pages send React Router's bootstrap deferred until the
// first paint (no modulepreload links in the HTML), the staff area sends it as React Router
// writes it, and a deferred page still hydrates. A React Router upgrade that changes the
// bootstrap's shape makes the rewrite step aside silently; this test is what notices.
import { expect, test } from '@playwright/test';

const moduleScript = (html: string) => html.match(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';

test.describe('scripts after the first paint (decision 0011)', () => {
  for (const path of ['/', '/repuestos', '/contacto']) {
    test(`${path}: no modulepreload in the HTML, the bootstrap imports its modules after the paint`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      const bootstrap = moduleScript(html);
      expect(bootstrap).toContain('requestAnimationFrame');
      expect(bootstrap).toMatch(/await Promise\.all\(\[import\("\/assets\/[^"]+\.js"\)/);
      expect(bootstrap).not.toMatch(/^\s*import\s/m);
    });
  }

  test('the staff sign-in page keeps React Router bootstrap as it is', async ({ request }) => {
    const html = await (await request.get('/admin/ingresar')).text();
    expect(html).toContain('rel="modulepreload"');
    expect(moduleScript(html)).toMatch(/^\s*import\s/m);
  });

  test('a deferred page hydrates: adding a product shows its toast', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/repuestos');
    const add = page.getByRole('button', { name: 'Agregar al Presupuesto' }).first();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Producto añadido' })).toBeVisible();
  });
});
