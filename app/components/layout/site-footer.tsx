import { FacebookIcon, InstagramIcon, Mail, MapPin } from '../icons';
import { StaticSection } from '../static-section';
import { SHOP_ADDRESS, useShop } from '../../lib/shop';
import { clientNavProps } from '../../lib/client-navigation';

/** A round link to one of the shop's profiles, named for screen readers. */
function SocialLink({ href, label, Icon }: { href: string; label: string; Icon: typeof InstagramIcon }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="rounded-full bg-stone-800 p-2 hover:bg-stone-700">
      <Icon className="h-5 w-5" />
    </a>
  );
}

/**
 * Plain markup on every shop page: not hydrated (decision 0012), so its links are plain anchors.
 */
export function SiteFooter() {
  const shop = useShop();
  return (
    <StaticSection as="footer" className="mt-16 bg-stone-900 text-stone-200">
      {/* From sm up the right column would sit under the floating WhatsApp button (right-5, 56 px)
          whenever the footer is in view: the grid keeps clear of that column. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:pr-24">
        <div>
          <p className="text-lg font-bold text-white">{shop.name}</p>
          <p className="mt-2 text-sm text-stone-300">Repuestos, neumáticos, maquinaria, herramientas y consumibles. Envíos a todo el país.</p>
        </div>
        <div className="space-y-2 text-sm">
          <p className="flex items-center gap-2">
            <Mail aria-hidden className="h-4 w-4" />
            <a href={`mailto:${shop.email}`} className="underline-offset-2 hover:underline">
              {shop.email}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <MapPin aria-hidden className="h-4 w-4" />
            {SHOP_ADDRESS}
          </p>
        </div>
        <div className="flex flex-col gap-3 text-sm sm:items-end">
          <div className="flex gap-3">
            {/* Only the profiles the shop configured (INSTAGRAM_URL, FACEBOOK_URL). */}
            {shop.instagramUrl ? <SocialLink href={shop.instagramUrl} label="Instagram" Icon={InstagramIcon} /> : null}
            {shop.facebookUrl ? <SocialLink href={shop.facebookUrl} label="Facebook" Icon={FacebookIcon} /> : null}
          </div>
          <a href="/politica-de-privacidad" className="underline-offset-2 hover:underline" {...clientNavProps}>
            Política de privacidad
          </a>
        </div>
      </div>
      {/* Room under the last line on a phone: at the end of the page the floating WhatsApp button sits there. */}
      <p className="border-t border-stone-800 pb-24 pt-4 text-center text-xs text-stone-400 sm:pb-4">
        © {new Date().getFullYear()} {shop.name}. Paraná, Entre Ríos, Argentina.
      </p>
    </StaticSection>
  );
}
