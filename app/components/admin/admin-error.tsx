// What a staff page shows when a loader or action refuses or fails (403 CSRF, 404, 503 ...).
import { isRouteErrorResponse, Link } from 'react-router';
import { AUTH_MESSAGES, SIGN_IN_PATH } from '#domain/staff';

export function AdminError({ error }: { error: unknown }) {
  let title = 'Algo salió mal';
  let details = 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.';
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'object' && error.data && 'error' in error.data ? String((error.data as { error: unknown }).error) : '';
    if (error.status === 404) {
      title = 'No encontrado';
      details = message || 'Lo que buscás no existe o fue borrado.';
    } else if (error.status === 401) {
      title = 'Sesión vencida';
      details = AUTH_MESSAGES.unauthenticated;
    } else if (error.status === 403) {
      title = 'Solicitud rechazada';
      details = message || AUTH_MESSAGES.csrf;
    } else if (message) {
      details = message;
    }
  }
  return (
    <main className="mx-auto max-w-xl flex-1 px-4 py-16 text-center">
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-700">{details}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/admin/presupuestos" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Volver a la administración
        </Link>
        <Link to={SIGN_IN_PATH} className="rounded-lg border border-stone-300 bg-white px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-100">
          Ingresar
        </Link>
      </div>
    </main>
  );
}
