// The staff area's own header: the sections with their pending counts, who is signed in, and
// 'Salir'. On a phone the sections scroll sideways under the title.
import { LogOut } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router';
import { SIGN_IN_PATH } from '#domain/staff';
import type { NavSummary } from '#server/admin/summary';
import { useAuth } from '../../auth/auth-context';
import { CsrfField } from '../../auth/csrf-field';

interface NavItem {
  to: string;
  label: string;
  count?: number;
  countLabel?: string;
  /** Requests kept apart as possible spam. */
  spam?: number;
}

export function AdminNav({ summary, shopName }: { summary: NavSummary; shopName: string }) {
  const { user, signOut, loading } = useAuth();
  const navigate = useNavigate();
  const items: NavItem[] = [
    { to: '/admin/resumen', label: 'Resumen' },
    { to: '/admin/presupuestos', label: 'Presupuestos', count: summary.newQuotes, countLabel: 'nuevos', spam: summary.spamQuotes },
    { to: '/admin/consultas', label: 'Consultas', count: summary.newEnquiries, countLabel: 'nuevas', spam: summary.spamEnquiries },
    { to: '/admin/correos', label: 'Correos', count: summary.unsentMails, countLabel: 'sin enviar' },
    { to: '/admin/catalogo', label: 'Catálogo' },
    { to: '/admin/busquedas', label: 'Búsquedas sin resultado' },
    { to: '/admin/iva', label: 'IVA' },
    { to: '/admin/cotizacion', label: 'Cotización del dólar' },
    ...(user?.role === 'administrador'
      ? [
          { to: '/admin/equipo', label: 'Equipo' },
          { to: '/admin/equipo-de-ventas', label: 'Equipo de ventas' },
        ]
      : []),
  ];

  const onSignOut = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { error } = await signOut();
    if (!error) navigate(SIGN_IN_PATH, { replace: true });
  };

  return (
    <header className="bg-brand-800 text-white print:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/admin/resumen" className="min-w-0">
          <span className="block text-lg font-bold leading-tight">Administración</span>
          <span className="block truncate text-xs text-white/80">{shopName}</span>
        </Link>
        <div className="flex min-w-0 items-center gap-3">
          <span className="hidden truncate text-sm text-white/90 sm:inline" data-testid="usuario">
            {user?.email}
          </span>
          {/* Without JavaScript the form posts itself; with it, the auth context signs out. */}
          <form method="post" action="/admin/api/salir" onSubmit={onSignOut}>
            <CsrfField />
            <button
              type="submit"
              disabled={loading}
              className="inline-flex items-center gap-1.5 rounded-lg border border-white/40 px-3 py-1.5 text-sm font-semibold hover:bg-white/10 disabled:opacity-60"
            >
              <LogOut aria-hidden className="h-4 w-4" /> Salir
            </button>
          </form>
        </div>
      </div>
      <nav aria-label="Secciones de administración" className="border-t border-white/15 bg-brand-900">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-2 py-1.5 sm:px-4">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  `inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-white/15'}`
                }
              >
                {item.label}
                {item.count ? (
                  <span className="rounded-full bg-accent-400 px-2 text-xs font-bold text-stone-900">
                    {item.count}
                    <span className="sr-only"> {item.countLabel}</span>
                  </span>
                ) : null}
                {item.spam ? (
                  <span className="rounded-full border border-white/50 px-2 text-xs font-semibold" title="Posible spam" data-testid="resumen-spam">
                    {item.spam}
                    <span className="sr-only"> posible spam</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
