import { Menu, Search, ShoppingCart, X } from '../icons';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { useCart } from '../../cart/cart-context';
import { useShop } from '../../lib/shop';
import { SCROLL_OFFSET_PX } from '#domain/ui';
import { productCountLabel } from '#domain/text';
import { SearchBox } from '../search/search-box';
import { SEARCH_PATH } from '../search/search-paths';
import { preloadCartDrawer } from '../cart/cart-drawer';
import { useHydrated } from '../../hooks/use-hydrated';
import { clientNavProps } from '../../lib/client-navigation';
import { OfflineMenuItem } from './offline-menu-item';

const NAV_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/repuestos', label: 'Repuestos' },
  { to: '/neumaticos', label: 'Neumáticos' },
  { to: '/maquinaria', label: 'Maquinaria' },
  { to: '/herramientas', label: 'Herramientas' },
  { to: '/consumibles', label: 'Consumibles' },
] as const;

const HEADER_OFFSET_PX = SCROLL_OFFSET_PX;

/** Smooth scroll to a home section, leaving room for the sticky header (docs/product.md §2: 80 px). */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium transition xl:px-2.5 ${isActive ? 'bg-brand-700 text-white' : 'text-white/90 hover:bg-brand-700/70 hover:text-white'}`;

/** The navigation's items, for the bar and the phone's menu; `onNavigate` closes the menu. */
function NavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: (flush?: boolean) => void }) {
  // As NavLink draws them, as plain anchors that ClientNavigation follows and prefetches (one
  // listener instead of a router link each: the header is on every page, twice on a phone).
  const navLink = (to: string, label: string) => {
    const isActive = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
    return (
      <a href={to} className={linkClass({ isActive })} aria-current={isActive ? 'page' : undefined} onClick={() => onNavigate()} {...clientNavProps}>
        {label}
      </a>
    );
  };
  return (
    <>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>{navLink(link.to, link.label)}</li>
      ))}
      <li>
        <a
          href="/#nosotros"
          className="block rounded-md px-3 py-2 text-sm font-medium text-white/90 transition hover:bg-brand-700/70 hover:text-white xl:px-2.5"
          onClick={(event) => {
            // Close the menu before measuring: while open it pushes the page down by its height.
            onNavigate(true);
            if (pathname === '/' && scrollToSection('nosotros')) event.preventDefault();
          }}
        >
          Nosotros
        </a>
      </li>
      <li>{navLink('/contacto', 'Contacto')}</li>
    </>
  );
}

/** The search icon below xl: a button that opens the search row, or before JavaScript a link to /buscar. */
function SearchToggle({ open, toggleRef, onToggle }: { open: boolean; toggleRef: RefObject<HTMLButtonElement | null>; onToggle: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link to={SEARCH_PATH} className="ml-auto rounded-full p-2 hover:bg-brand-700 lg:ml-0 xl:hidden" aria-label="Buscar" data-testid="abrir-busqueda">
        <Search aria-hidden className="h-6 w-6" />
      </Link>
    );
  }
  return (
    <button
      ref={toggleRef}
      type="button"
      className="ml-auto rounded-full p-2 hover:bg-brand-700 lg:ml-0 xl:hidden"
      aria-label="Buscar"
      aria-expanded={open}
      aria-controls="busqueda-movil"
      onClick={onToggle}
      data-testid="abrir-busqueda"
    >
      {open ? <X aria-hidden className="h-6 w-6" /> : <Search aria-hidden className="h-6 w-6" />}
    </button>
  );
}

/** 'Mi Presupuesto' with its count; opens the cart drawer. */
function CartButton() {
  const cart = useCart();
  return (
    <button
      type="button"
      onClick={() => cart.setDrawerOpen(true)}
      // The drawer's code loads on demand: start when the button is pointed at or focused.
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
      disabled={!cart.ready}
      className="relative rounded-full p-2 text-white hover:bg-brand-700 lg:ml-2"
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
  );
}

/** The shop's logo and name, a link home. */
function ShopLogo({ name }: { name: string }) {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 xl:shrink-0" aria-label={`${name}, inicio`}>
      <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
      <span className="truncate text-base font-bold leading-tight sm:text-lg lg:max-xl:hidden xl:max-w-36 xl:whitespace-normal xl:text-base">{name}</span>
    </Link>
  );
}

interface MobileSearchRowProps {
  open: boolean;
  /** Drawn once first opened (see SiteHeader). */
  drawn: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onEscape: () => void;
  onDone: () => void;
}

/** The search row under the bar below xl, opened by SearchToggle. */
function MobileSearchRow({ open, drawn, inputRef, onEscape, onDone }: MobileSearchRowProps) {
  return (
    <div id="busqueda-movil" hidden={!open} className="border-t border-brand-700 bg-brand-800 xl:hidden">
      {drawn ? (
        <div className="mx-auto max-w-7xl px-4 py-3">
          <SearchBox
            idPrefix="busqueda-movil"
            formLabel="Buscar en la tienda"
            size="compact"
            inputRef={inputRef}
            replaceOnFocus
            className="lg:mx-auto lg:max-w-2xl"
            onEscape={onEscape}
            onDone={onDone}
          />
        </div>
      ) : null}
    </div>
  );
}

export function SiteHeader() {
  const shop = useShop();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The search row under the bar (below xl). Before JavaScript the icon is a link to /buscar.
  const [searchOpen, setSearchOpen] = useState(false);
  // The phone's menu and search row are drawn the first time they open, then kept (hidden when
  // closed: a link must not leave the page while its click runs). They open only with JavaScript,
  // so the server sends their empty boxes: 28 elements less on every page to render, send and
  // hydrate.
  const [menuDrawn, setMenuDrawn] = useState(false);
  const [searchDrawn, setSearchDrawn] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);

  // A new page closes the search row.
  useEffect(() => setSearchOpen(false), [location.pathname, location.search]);

  function toggleSearch() {
    if (searchOpen) {
      setSearchOpen(false);
      return;
    }
    // Synchronously, inside the tap: phones only raise the keyboard for a focus the tap asked for.
    flushSync(() => {
      setMenuOpen(false);
      setSearchOpen(true);
      setSearchDrawn(true);
    });
    searchInput.current?.focus();
  }

  const closeMenu = (flush = false) => (flush ? flushSync(() => setMenuOpen(false)) : setMenuOpen(false));
  const links = <NavLinks pathname={location.pathname} onNavigate={closeMenu} />;

  return (
    <header className="sticky top-0 z-30 bg-brand-800 text-white shadow-md">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        Ir al contenido
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <ShopLogo name={shop.name} />
        <SearchBox
          idPrefix="busqueda-cabecera"
          formLabel="Buscar en la tienda"
          size="compact"
          placeholder="Buscar productos..."
          replaceOnFocus
          // No ml-auto: with the navigation beside it the box never has room to spare, and without
          // it (a first paint before the rest of the header has arrived) it must not start at the
          // right edge and jump back.
          className="hidden min-w-0 max-w-sm flex-1 xl:block"
        />
        <nav aria-label="Principal" className="ml-auto hidden shrink-0 lg:block xl:ml-0">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <SearchToggle open={searchOpen} toggleRef={searchToggle} onToggle={toggleSearch} />
        <CartButton />
        <button
          type="button"
          className="rounded-md p-2 hover:bg-brand-700 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="menu-movil"
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => {
            setSearchOpen(false);
            setMenuOpen((open) => !open);
            setMenuDrawn(true);
          }}
        >
          {menuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
        </button>
      </div>
      <MobileSearchRow
        open={searchOpen}
        drawn={searchDrawn}
        inputRef={searchInput}
        onEscape={() => {
          setSearchOpen(false);
          searchToggle.current?.focus();
        }}
        onDone={() => setSearchOpen(false)}
      />
      <nav id="menu-movil" aria-label="Menú móvil" hidden={!menuOpen} className="border-t border-brand-700 bg-brand-800 lg:hidden">
        {menuDrawn ? (
          <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
            {links}
            <li>
              <OfflineMenuItem className={`w-full text-left ${linkClass({ isActive: false })}`} onOpen={() => setMenuOpen(false)} />
            </li>
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
