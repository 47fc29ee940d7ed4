import type { APIRequestContext } from '@playwright/test';

export interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  code: string;
  brand: string;
  price: string;
  numericPrice: number | null;
  category: string;
  condition: 'Nuevo' | 'Usado';
  image: string | null;
  images: string[];
  videoUrl: string | null;
  paymentOptions: string;
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
