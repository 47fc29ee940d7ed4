// The shop's icons, drawn from one sprite (icons.svg, built by scripts/icon-sprite.ts from
// lucide-react's shapes and the brand marks): each icon is a small <svg> with a <use> of the
// sprite's <symbol>. The sprite is a hashed, immutable asset fetched once, so the pages no longer
// repeat the same paths in their HTML (the home page had over a hundred inline icons) and the
// scripts no longer carry them. Used like lucide-react: <Search aria-hidden className="h-5 w-5" />.
import type { SVGProps } from 'react';
import spriteUrl from './icons.svg?url&no-inline';

export const ICON_SPRITE_URL = spriteUrl;

type IconProps = SVGProps<SVGSVGElement>;

// The look (stroked or filled, 24 px unless a class sizes it) is the `icon` class of app.css, on the
// outer <svg> (not on the symbols) so that it inherits into the sprite's shapes and a utility can
// still override it (a star filled with `fill-accent-400`): a class instead of six attributes on
// each of the hundreds of icons a list page carries.
const STROKE = 'icon';
const FILL = 'icon icon-filled';

/** The classes of a stroked icon, for an icon drawn outside React (the card shell's placeholder). */
export const ICON_CLASS = STROKE;

function spriteIcon(id: string, look: typeof STROKE | typeof FILL = STROKE) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg aria-hidden="true" {...props} className={className ? `${look} ${className}` : look}>
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${id})`;
  return Icon;
}

export const AlertTriangle = spriteIcon('alert-triangle');
export const ArrowLeft = spriteIcon('arrow-left');
export const ArrowRight = spriteIcon('arrow-right');
export const CheckCircle2 = spriteIcon('check-circle');
export const ChevronDown = spriteIcon('chevron-down');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const Clock = spriteIcon('clock');
export const Download = spriteIcon('download');
export const ExternalLink = spriteIcon('external-link');
export const FolderOpen = spriteIcon('folder-open');
export const ImageOff = spriteIcon('image-off');
export const Info = spriteIcon('info');
export const Mail = spriteIcon('mail');
export const MapPin = spriteIcon('map-pin');
export const Menu = spriteIcon('menu');
export const MessageCircle = spriteIcon('message-circle');
export const Minus = spriteIcon('minus');
export const Navigation = spriteIcon('navigation');
export const PackageCheck = spriteIcon('package-check');
export const Pause = spriteIcon('pause');
export const Phone = spriteIcon('phone');
export const Play = spriteIcon('play');
export const Plus = spriteIcon('plus');
export const Search = spriteIcon('search');
export const SearchX = spriteIcon('search-x');
export const ShoppingCart = spriteIcon('shopping-cart');
export const Star = spriteIcon('star');
export const Trash2 = spriteIcon('trash-2');
export const Truck = spriteIcon('truck');
export const X = spriteIcon('x');

// Brand marks lucide-react does not carry.
const WhatsApp = spriteIcon('whatsapp', FILL);
const Instagram = spriteIcon('instagram');
const Facebook = spriteIcon('facebook', FILL);

export function WhatsAppIcon({ className }: { className?: string }) {
  return <WhatsApp className={className} />;
}

export function InstagramIcon({ className }: { className?: string }) {
  return <Instagram className={className} />;
}

export function FacebookIcon({ className }: { className?: string }) {
  return <Facebook className={className} />;
}
