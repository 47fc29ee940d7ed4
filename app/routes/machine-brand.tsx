import { Link, data } from 'react-router';
import type { Route } from './+types/machine-brand';
import { catalogUnavailableData } from '../lib/catalog.server';
import { currentMachines } from '../lib/machines.server';
import { brandPath, machinePath, MACHINES_PATH } from '#domain/machines/paths';
import { itemListJsonLd, machineName, partsLabel } from '../lib/machine-paths';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';
import { MachineLinkList } from '../components/machines/link-list';
import { CatalogError } from '../components/catalog-error';
export { catalogHeaders as headers } from '../lib/catalog.server';

export function loader({ params, context }: Route.LoaderArgs) {
  const { services, machines } = currentMachines(context);
  const empty = { brand: null, models: [], brandLevel: 0 };
  if (!machines) return catalogUnavailableData(services.catalog, empty);
  const brand = machines.brand(params.marca);
  if (!brand) return data({ ...empty, error: null }, { status: 404 });
  const models = brand.models.map((m) => ({
    name: machineName(brand.name, m.name),
    path: machinePath(brand.slug, m.slug),
    count: m.positions.length,
    note: m.engine ? 'Motor' : undefined,
  }));
  return { brand: { name: brand.name, slug: brand.slug, count: brand.count }, models, brandLevel: brand.brandLevel.length, error: null };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const brand = loaderData?.brand;
  if (!brand) return [{ title: 'Marca no encontrada' }, { name: 'robots', content: 'noindex' }];
  const origin = shopFromMatches(matches)?.origin ?? '';
  const title = `Repuestos para ${brand.name}`;
  return pageMeta(matches, {
    title,
    description: `${partsLabel(brand.count)} para ${brand.name}: elegí el modelo de tu máquina. Pedí tu presupuesto por WhatsApp o por e-mail. Envíos a todo el país.`,
    path: brandPath(brand.slug),
    extra: [
      breadcrumbJsonLd(origin, [
        { name: 'Inicio', path: '/' },
        { name: 'Repuestos por máquina', path: MACHINES_PATH },
        { name: brand.name, path: brandPath(brand.slug) },
      ]),
      itemListJsonLd(origin, title, loaderData.models),
    ],
  });
}

export default function MachineBrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, models, brandLevel, error } = loaderData;
  if (error) return <CatalogError {...error} />;
  if (!brand) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-stone-900">Marca no encontrada</h1>
        <p className="mt-3 text-stone-700">No tenemos repuestos para esa marca en este momento.</p>
        <Link to={MACHINES_PATH} className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Ver todas las marcas
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <p className="text-sm">
        <Link to={MACHINES_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
          Repuestos por máquina
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-stone-900 sm:text-3xl">Repuestos para {brand.name}</h1>
      <p className="mt-2 text-stone-700">Elegí el modelo de tu máquina.</p>
      {brandLevel > 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          Además, {partsLabel(brandLevel)} dicen servir para cualquier {brand.name}.
        </p>
      ) : null}
      <MachineLinkList links={models} label={`Modelos de ${brand.name}`} />
    </div>
  );
}
