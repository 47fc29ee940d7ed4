// GET /api/sugerencias?q=&grupo=: suggestions while typing in a search box. Up to 6
// products (the search's own best answers) and the categories matching the text, each with the page
// it leads to. Bad input is no error: it gets empty lists. Suggestions are not logged.
import { z } from 'zod';
import type { Route } from './+types/api.suggestions';
import { formatPrice } from '#domain/price';
import { searchWords } from '#domain/search';
import { productUrl } from '#domain/slug';
import { catalogUnavailable } from '../lib/catalog.server';
import { shownPhoto } from '../lib/photos';
import { SEARCH_INPUT_MAX_LENGTH, categoryPageHref, parseGroup } from '../components/search/search-url';
import { EMPTY_SUGGESTIONS, MAX_SUGGESTED_CATEGORIES, MAX_SUGGESTED_PRODUCTS, type SuggestionsResponse } from '../components/search/suggestions';
import { servicesContext } from '#server/context';
import { machinePath } from '#domain/machines/paths';
import { machineName } from '../lib/machine-paths';

const CACHE = { 'Cache-Control': 'public, max-age=60' };

const params = z.object({
  q: z
    .string()
    .catch('')
    .transform((q) => q.trim().slice(0, SEARCH_INPUT_MAX_LENGTH)),
  // An unknown group is ignored, not refused.
  grupo: z
    .string()
    .nullish()
    .transform((g) => parseGroup(g))
    .catch(null),
});

export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const parsed = params.safeParse({ q: url.searchParams.get('q') ?? '', grupo: url.searchParams.get('grupo') });
  const { q, grupo } = parsed.success ? parsed.data : { q: '', grupo: null };

  const catalog = services.catalog.current();
  if (!catalog) {
    const { error, retryAfterSeconds } = catalogUnavailable(services.catalog.status());
    return Response.json({ ...EMPTY_SUGGESTIONS, error }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } });
  }
  if (searchWords(q).length === 0) return Response.json(EMPTY_SUGGESTIONS, { headers: CACHE });

  // Within a catalogue: that group's products and categories only.
  const { products, categories, machine } = catalog.index.suggest(q, MAX_SUGGESTED_PRODUCTS, grupo ?? undefined);

  const body: SuggestionsResponse = {
    productos: products
      .filter((p) => p.slug) // as cards: a product without a page is not offered
      .slice(0, MAX_SUGGESTED_PRODUCTS)
      .map((p) => ({ id: p.id, nombre: p.name, precio: formatPrice(p.price), imagen: shownPhoto(p.image), url: productUrl(p) })),
    categorias: categories
      .map((nombre) => ({ nombre, url: categoryPageHref(nombre, grupo) }))
      .filter((c): c is { nombre: string; url: string } => c.url !== null)
      .slice(0, MAX_SUGGESTED_CATEGORIES),
  };
  // The machine the words name has its own page of parts (the words name it; the page is the catalogue's).
  if (machine) body.maquina = { nombre: `Repuestos para ${machineName(machine.brand, machine.name)}`, url: machinePath(machine.brandSlug, machine.slug) };
  return Response.json(body, { headers: CACHE });
}
