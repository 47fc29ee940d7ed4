import { Link, data } from 'react-router';
import type { Route } from './+types/machine';
import CatalogPage from './catalog';
import { catalogUnavailableData } from '../lib/catalog.server';
import { currentMachines } from '../lib/machines.server';
import { machinePageData } from '../lib/machine-page.server';
import { brandPath, machinePath, MACHINES_PATH } from '#domain/machines/paths';
import { itemListJsonLd, machineName, partsLabel } from '../lib/machine-paths';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';
import { productUrl } from '#domain/slug';
import { CatalogError } from '../components/catalog-error';
import { SaveMachineButton } from '../components/machines/my-machines';
import { CatalogAside } from '../components/catalog-aside';
export { catalogHeaders as headers } from '../lib/catalog.server';

export function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, catalog, machines } = currentMachines(context);
  const brand = machines?.brand(params.marca) ?? null;
  const brandInfo = brand ? { name: brand.name, slug: brand.slug } : null;
  if (!catalog || !machines) return catalogUnavailableData(services.catalog, { machine: null, brand: brandInfo, page: null, count: 0 });
  const model = machines.model(params.marca, params.modelo);
  // A machine the catalogue no longer has: 404, with a way on to its brand when that is still sold.
  if (!model) return data({ machine: null, brand: brandInfo, page: null, count: 0, error: null }, { status: 404 });
  const page = machinePageData(services, catalog, model, new URL(request.url));
  const machine = { name: machineName(model.brand, model.name), brandSlug: model.brandSlug, slug: model.slug, engine: model.engine };
  // Flat, in the catalogue page's own shape: its component (reused below) reads the route's data.
  return { ...page, title: `Repuestos para ${machine.name}`, machine, brand: brandInfo, page: true, count: model.positions.length, error: null };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const machine = loaderData?.machine;
  const page = loaderData?.page ? loaderData : null;
  if (!machine || !page) return [{ title: 'Máquina no encontrada' }, { name: 'robots', content: 'noindex' }];
  const origin = shopFromMatches(matches)?.origin ?? '';
  const title = `Repuestos para ${machine.name}`;
  const path = machinePath(machine.brandSlug, machine.slug);
  const cards = page.lists.flatMap((list) => list.items).map((card) => ({ name: card.name, path: productUrl(card) }));
  const narrowed = page.term !== '' || page.view !== 'todo' || page.selected.length > 1 || page.paging.pagina > 1;
  return pageMeta(matches, {
    title,
    description: `${partsLabel(loaderData.count)} que sirven para ${machine.name}, nuevos y usados, en Paraná, Entre Ríos. Pedí tu presupuesto por WhatsApp o por e-mail. Envíos a todo el país.`,
    path,
    extra: [
      breadcrumbJsonLd(origin, [
        { name: 'Inicio', path: '/' },
        { name: 'Repuestos por máquina', path: MACHINES_PATH },
        { name: loaderData.brand?.name ?? '', path: brandPath(machine.brandSlug) },
        { name: machine.name, path },
      ]),
      itemListJsonLd(origin, title, cards),
      ...(narrowed ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
  });
}

function MachineNotFound({ brand }: { brand: { name: string; slug: string } | null }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-stone-900">Máquina no encontrada</h1>
      <p className="mt-3 text-stone-700">Hoy no tenemos repuestos que digan servir para esa máquina.</p>
      <Link
        to={brand ? brandPath(brand.slug) : MACHINES_PATH}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {brand ? `Ver los modelos de ${brand.name}` : 'Ver todas las marcas'}
      </Link>
    </div>
  );
}

export default function MachinePage({ loaderData }: Route.ComponentProps) {
  const { machine, brand, page, error } = loaderData;
  if (error) return <CatalogError {...error} />;
  if (!machine || !page) return <MachineNotFound brand={brand} />;
  // The catalogue page's component reads this route's data itself (the props are for the types).
  const save = <SaveMachineButton machine={{ brandSlug: machine.brandSlug, modelSlug: machine.slug, name: machine.name }} />;
  return (
    <CatalogAside.Provider value={save}>
      <CatalogPage {...({ loaderData } as unknown as Parameters<typeof CatalogPage>[0])} />
    </CatalogAside.Provider>
  );
}
