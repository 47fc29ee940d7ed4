import { Link, data } from 'react-router';
import { SHOP_TEXTS } from '#domain/copy';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Página no encontrada' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-stone-900">Página no encontrada</h1>
      <p className="mt-3 text-stone-700">{SHOP_TEXTS.pageNotFound}</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Volver al inicio
      </Link>
    </div>
  );
}
