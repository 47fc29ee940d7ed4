// Location 'ubicacion' (docs/product.md §2, §7): an OpenStreetMap embed around the shop's fixed
// point and a directions link. The iframe is lazy and boxed, so it costs nothing above the fold.
import { MapPin, Navigation } from '../icons';
import { SHOP_ADDRESS, SHOP_COORDINATES } from '../../lib/shop';
import { StaticSection } from '../static-section';

/** Half-size of the map box around the point, in degrees (about 1.5 km across). */
const SPAN_LON = 0.008;
const SPAN_LAT = 0.005;

function osmEmbedUrl({ lat, lon }: { lat: number; lon: number }): string {
  const bbox = [lon - SPAN_LON, lat - SPAN_LAT, lon + SPAN_LON, lat + SPAN_LAT].map((v) => v.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat},${lon}`;
}

/** Google Maps directions: on a phone it opens the maps app with the route from where one is. */
function directionsUrl({ lat, lon }: { lat: number; lon: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`;
}

export function LocationSection() {
  return (
    // Plain markup and an iframe: not hydrated (decision 0012).
    <StaticSection as="section" id="ubicacion" aria-labelledby="ubicacion-titulo" className="py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 lg:grid-cols-3">
        <div>
          <h2 id="ubicacion-titulo" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            Dónde estamos
          </h2>
          <p className="mt-4 flex items-start gap-2 text-stone-800">
            <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span data-testid="direccion">{SHOP_ADDRESS}</span>
          </p>
          <p className="mt-2 text-sm text-stone-700">Te esperamos en nuestro local para ver los productos y retirar tus pedidos.</p>
          <a
            href={directionsUrl(SHOP_COORDINATES)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            <Navigation aria-hidden className="h-4 w-4" /> Cómo llegar
          </a>
        </div>
        <div className="overflow-hidden rounded-xl border border-stone-200 bg-stone-100 shadow-sm lg:col-span-2">
          <iframe
            title={`Mapa: ${SHOP_ADDRESS}`}
            src={osmEmbedUrl(SHOP_COORDINATES)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="block aspect-[4/3] w-full border-0 sm:aspect-[16/9]"
          />
        </div>
      </div>
    </StaticSection>
  );
}
