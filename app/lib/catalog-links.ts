// The query string of a catalogue page's lists (a view, chips, a page, a search's words), for the
// page's links and for its loader's redirect past the last page: one writer, so both agree.
import { ALL_CATEGORIES, type CatalogView } from '#domain/filters';
import { EXACT_PARAM } from '#domain/search-plan';

/** '?vista=nuevos&categoria=…&pagina=2', or '' for the page as it opens. */
export function catalogSearch(view: CatalogView, selected: readonly string[], pagina = 1, term = '', exact = false): string {
  const params = new URLSearchParams();
  if (term) params.set('q', term);
  if (term && exact) params.set(EXACT_PARAM, '1');
  if (view !== 'todo') params.set('vista', view);
  for (const category of selected) if (category !== ALL_CATEGORIES) params.append('categoria', category);
  if (pagina > 1) params.set('pagina', String(pagina));
  const text = params.toString();
  return text ? `?${text}` : '';
}
