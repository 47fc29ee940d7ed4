import { Menu, ShoppingCart, X } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { useCart } from '~/cart/cart-context';
import { useShop } from '~/lib/shop';
import { SCROLL_OFFSET_PX } from '../../../domain/ui';
import { productCountLabel } from '../../../domain/text';

export const NAV_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/repuestos', label: 'Repuestos' },
  { to: '/neumaticos', label: 'Neumáticos' },
  { to: '/maquinaria', label: 'Maquinaria' },
  { to: '/herramientas', label: 'Herramientas' },
  { to: '/consumibles', label: 'Consumibles' },
] as const;

export const HEADER_OFFSET_PX = SCROLL_OFFSET_PX;

/** Smooth scroll to a home section, leaving room for the sticky header (spec: 80 px). */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

export function SiteHeader() {
  const shop = useShop();
  const cart = useCart();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const onHome = location.pathname === '/';

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 text-sm font-medium transition ${isActive ? 'bg-brand-700 text-white' : 'text-white/90 hover:bg-brand-700/70 hover:text-white'}`;

  const aboutLink = (
    <a
      href="/#nosotros"
      className="block rounded-md px-3 py-2 text-sm font-medium text-white/90 transition hover:bg-brand-700/70 hover:text-white"
      onClick={(event) => {
        // Close the menu before measuring: while open it pushes the page down by its height.
        flushSync(() => setMenuOpen(false));
        if (onHome && scrollToSection('nosotros')) event.preventDefault();
      }}
    >
      Nosotros
    </a>
  );

  const links = (
    <>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={() => setMenuOpen(false)} prefetch="intent">
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>{aboutLink}</li>
      <li>
        <NavLink to="/contacto" className={linkClass} onClick={() => setMenuOpen(false)} prefetch="intent">
          Contacto
        </NavLink>
      </li>
    </>
  );

  return (
    <header className="sticky top-0 z-30 bg-brand-800 text-white shadow-md">
      <a href="#contenido" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800">
        Ir al contenido
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={`${shop.name}, inicio`}>
          <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
          <span className="truncate text-base font-bold leading-tight sm:text-lg">{shop.name}</span>
        </Link>
        <nav aria-label="Principal" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <button
          type="button"
          onClick={() => cart.setDrawerOpen(true)}
          disabled={!cart.ready}
          className="relative ml-auto rounded-full p-2 text-white hover:bg-brand-700 lg:ml-2"
          aria-label={`Mi Presupuesto, ${productCountLabel(cart.count)}`}
          data-testid="abrir-presupuesto"
        >
          <ShoppingCart aria-hidden className="h-6 w-6" />
          {cart.count > 0 ? (
            <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-stone-900">
              {cart.count}
            </span>
          ) : null}
        </button>
        <button
          type="button"
          className="rounded-md p-2 hover:bg-brand-700 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="menu-movil"
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
        </button>
      </div>
      <nav id="menu-movil" aria-label="Menú móvil" hidden={!menuOpen} className="border-t border-brand-700 bg-brand-800 lg:hidden">
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">{links}</ul>
      </nav>
    </header>
  );
}
