// The public shop's layout (docs/product.md §2: every public route shares it): the header with the
// search, the page, the footer, the floating WhatsApp button and the cart drawer. The staff area
// (/admin, routes/admin/routes.ts) sits outside it, with its own layout; the providers both areas
// share (shop details, toasts, cart, scroll to top) stay in root.tsx.
import { Outlet } from 'react-router';
import { SiteHeader } from '../components/layout/site-header';
import { SiteFooter } from '../components/layout/site-footer';
import { WhatsAppButton } from '../components/whatsapp-button';
import { CartDrawer } from '../components/cart/cart-drawer';
import { ClientNavigation } from '../components/layout/client-navigation';
import { SavedCopyBanner } from '../components/layout/saved-copy-banner';
import { InstallOffer } from '../components/layout/install-offer';
import { afterSettled } from '../components/layout/after-settled';
import { OfflineFooterItem } from '../components/layout/offline-menu-item';

// They work in the background (sending what the phone kept, fetching the catalogue file): their
// code loads once the page has settled (decisions 0055, 0061).
const OutboxRunner = afterSettled(() => import('../offline/outbox-runner').then((m) => m.OutboxRunner));
const OfflineCatalogSync = afterSettled(() => import('../components/layout/offline-catalog-sync').then((m) => m.OfflineCatalogSync));

export default function ShopLayout() {
  return (
    <>
      <SavedCopyBanner />
      <SiteHeader />
      <main id="contenido" className="flex-1">
        <Outlet />
      </main>
      <InstallOffer />
      <OfflineFooterItem />
      <SiteFooter />
      <WhatsAppButton />
      <CartDrawer />
      <ClientNavigation />
      <OutboxRunner />
      <OfflineCatalogSync />
    </>
  );
}
