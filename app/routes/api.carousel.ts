// GET /api/carrusel/:key: the slides of a home carousel after the ones the page already has
// (app/lib/home-carousels.server.ts). Asked for by the carousel when it comes within reach.
import { data } from 'react-router';
import type { Route } from './+types/api.carousel';
import { catalogUnavailableData } from '../lib/catalog.server';
import { carouselsFor, HOME_FIRST_SLIDES } from '../lib/home-carousels.server';
import { servicesContext } from '#server/context';

export function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const catalog = services.catalog.current();
  if (!catalog) return catalogUnavailableData(services.catalog, {});
  const carousel = carouselsFor(catalog).find((c) => c.key === params.key);
  if (!carousel) return data({ error: { title: 'Carrusel no encontrado', description: 'No hay un carrusel con ese nombre.' } }, { status: 404 });
  return data({ items: carousel.items.slice(HOME_FIRST_SLIDES) }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
