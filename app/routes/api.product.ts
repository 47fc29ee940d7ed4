// GET /api/productos/:id: one product by its id (or any slug that ends in it).
import { data } from 'react-router';
import type { Route } from './+types/api.product';
import { TEXTS } from '#domain/copy';
import { idFromSlug, idKey } from '#domain/slug';
import { catalogUnavailableData } from '../lib/catalog.server';
import { servicesContext } from '#server/context';

export function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const catalog = services.catalog.current();
  if (!catalog) return catalogUnavailableData(services.catalog, {});
  const raw = params.id ?? '';
  const product = catalog.index.byId(idKey(raw)) ?? catalog.index.byId(idFromSlug(raw) ?? '');
  if (!product) return data({ error: { title: TEXTS.productNotFound.title, description: TEXTS.productNotFound.description } }, { status: 404 });
  return data({ producto: product }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
