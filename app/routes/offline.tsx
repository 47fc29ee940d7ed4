// The shop's page for an address this phone never saved, shown by the service worker when there is
// no signal (app/offline/sw.ts; precached with every build): what is saved, the search, the cart.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SearchBox } from '../components/search/search-box';
import { useOnline } from '../hooks/use-online';
import { savedPages, type SavedPage } from '../offline/saved-pages';
import { savedWhen } from '../offline/sw-rules';

export function meta() {
  return [{ title: 'Sin señal' }, { name: 'robots', content: 'noindex' }];
}

/** Only an address of this shop (a path), never a link elsewhere. */
const ownPath = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : null);

export default function OfflinePage() {
  const [params] = useSearchParams();
  const wanted = ownPath(params.get('desde'));
  const online = useOnline();
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    savedPages()
      .then(setPages)
      .catch(() => setPages([]));
  }, []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Sin señal</h1>
      <p className="mt-3 text-stone-700">
        {wanted ? 'Esa página no está guardada en tu teléfono' : 'Esta página te muestra lo que tenés guardado'} y ahora no hay conexión con la tienda. Podés
        seguir con lo que ya viste, buscar o revisar tu presupuesto.
      </p>
      {wanted && online ? (
        <a href={wanted} className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Volvió la señal: abrir la página
        </a>
      ) : null}

      <section aria-labelledby="sin-senal-buscar" className="mt-8">
        <h2 id="sin-senal-buscar" className="text-lg font-semibold text-stone-900">
          Buscar
        </h2>
        <SearchBox idPrefix="sin-senal" formLabel="Buscar en la tienda sin señal" suggestions={false} className="mt-2" />
      </section>

      <section aria-labelledby="sin-senal-guardado" className="mt-8">
        <h2 id="sin-senal-guardado" className="text-lg font-semibold text-stone-900">
          Guardado en tu teléfono
        </h2>
        {pages === null ? (
          <p className="mt-2 text-stone-700">Buscando lo guardado…</p>
        ) : pages.length === 0 ? (
          <p className="mt-2 text-stone-700">Todavía no hay páginas guardadas. Las que abras con señal quedan guardadas para después.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {pages.map((page) => (
              <li key={page.path}>
                <a href={page.path} className="flex flex-col px-4 py-3 hover:bg-stone-50 sm:flex-row sm:items-baseline sm:justify-between">
                  <span className="font-medium text-brand-800 underline underline-offset-2">{page.title}</span>
                  {page.savedAt ? <span className="text-sm text-stone-600">Guardada {savedWhen(page.savedAt)}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sin-senal-presupuesto" className="mt-8">
        <h2 id="sin-senal-presupuesto" className="text-lg font-semibold text-stone-900">
          Tu presupuesto
        </h2>
        <p className="mt-2 text-stone-700">Lo que agregaste al presupuesto sigue en tu teléfono.</p>
        <Link to="/presupuesto" className="mt-3 inline-block rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
          Ver mi presupuesto
        </Link>
      </section>
    </div>
  );
}
