import type { Route } from './+types/machines';
import { catalogUnavailableData } from '../lib/catalog.server';
import { currentMachines } from '../lib/machines.server';
import { brandPath, MACHINES_PATH } from '#domain/machines/paths';
import { itemListJsonLd } from '../lib/machine-paths';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';
import { MachineLinkList } from '../components/machines/link-list';
import { CatalogError } from '../components/catalog-error';
import { MyMachinesList } from '../components/machines/my-machines';
export { catalogHeaders as headers } from '../lib/catalog.server';

const TITLE = 'Repuestos por máquina';

export function loader({ context }: Route.LoaderArgs) {
  const { services, machines } = currentMachines(context);
  if (!machines) return catalogUnavailableData(services.catalog, { brands: [] });
  const brands = machines.brands.map((b) => ({
    name: b.name,
    path: brandPath(b.slug),
    count: b.count,
    note: b.models.length > 0 ? `${b.models.length} ${b.models.length === 1 ? 'modelo' : 'modelos'}` : undefined,
  }));
  return { brands, error: null };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const origin = shopFromMatches(matches)?.origin ?? '';
  return pageMeta(matches, {
    title: TITLE,
    description: 'Elegí la marca de tu tractor, cosechadora, pulverizadora o motor y encontrá los repuestos que le sirven. Envíos a todo el país.',
    path: MACHINES_PATH,
    extra: [
      breadcrumbJsonLd(origin, [
        { name: 'Inicio', path: '/' },
        { name: TITLE, path: MACHINES_PATH },
      ]),
      itemListJsonLd(origin, TITLE, loaderData?.brands ?? []),
    ],
  });
}

export default function MachinesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{TITLE}</h1>
      <p className="mt-2 text-stone-700">Elegí la marca y después el modelo: te mostramos los repuestos que le sirven.</p>
      <MyMachinesList />
      {loaderData.error ? <CatalogError {...loaderData.error} /> : <MachineLinkList links={loaderData.brands} label="Marcas" />}
    </div>
  );
}
