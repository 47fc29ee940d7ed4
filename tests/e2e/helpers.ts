import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Product } from '#domain/types';

/** A product as /api/productos sends it: JSON has no NaN, so a missing price is null. */
export type ApiProduct = Omit<Product, 'appliesTo' | 'numericPrice'> & { numericPrice: number | null };

/** The 'Nuevo' / 'Usado' badges of the product cards inside `area`. */
export function conditionBadges(area: Locator): Locator {
  return area
    .getByTestId('tarjeta-producto')
    .locator('span.badge')
    .filter({ hasText: /^(Nuevo|Usado)$/ });
}

/** A fresh idempotency key, as the shop's form makes one per submission. */
export const idempotencyKey = () => `e2e${crypto.randomUUID().replace(/-/g, '')}`;

/** Posts a quote to the public /presupuesto action as the shop's own form sends it; `fields` replaces the sample customer's data. */
export function postQuote(
  request: APIRequestContext,
  items: Array<{ id: string; quantity: number }>,
  fields: Partial<Record<'name' | 'location' | 'province' | 'email' | 'phone' | 'website', string>> = {},
) {
  const data = { name: 'Cliente E2E', location: 'Paraná', province: 'Entre Ríos', email: 'c@example.com', phone: '343 555-0000', ...fields };
  return request.post('/presupuesto', { data: { website: '', ...data, items, idempotencyKey: idempotencyKey() } });
}

/** Products straight from the shop's own JSON API, to pick test subjects from the sample data. */
export async function apiProducts(request: APIRequestContext, query = ''): Promise<{ total: number; productos: ApiProduct[] }> {
  const response = await request.get(`/api/productos?por_pagina=100${query ? `&${query}` : ''}`);
  if (!response.ok()) throw new Error(`GET /api/productos -> ${response.status()}`);
  return response.json();
}

/** '$ 1.234.567' -> 1234567; 'Consultar' -> 0 (the spec's sort rule for missing prices). */
export function displayedPriceValue(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : 0;
}

/** Serious and critical axe violations of the page (WCAG 2.2 AA + best practices), after the entrance animations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Cards fade in (0.1 s apart): judge colours once the entrance animations are over.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join('\n    ')}`,
    );
}

/** A search page asked from its own loopback address (one visitor each). */
export function searchFrom(baseURL: string, localAddress: string, word: string): Promise<number> {
  const url = new URL(`/buscar?q=${encodeURIComponent(word)}`, baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}
