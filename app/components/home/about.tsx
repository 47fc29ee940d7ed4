// About section 'nosotros' (docs/product.md §1, §2). The header's 'Nosotros' link scrolls here.
import { Clock, PackageCheck, Truck } from '../icons';
import { StaticSection } from '../static-section';
import { SHOP_TEXTS } from '#domain/copy';

const FACTS = [
  { icon: Clock, value: 'Más de 12 años', text: 'de experiencia en el campo y la industria' },
  { icon: PackageCheck, value: 'Más de 10.000 productos', text: 'en stock, nuevos y usados' },
  { icon: Truck, value: 'Envíos a todo el país', text: 'desde Paraná, Entre Ríos' },
] as const;

export function AboutSection() {
  return (
    // Plain markup: not hydrated (decision 0012).
    <StaticSection as="section" id="nosotros" aria-labelledby="nosotros-titulo" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="nosotros-titulo" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Sobre nosotros
        </h2>
        <div className="mt-4 grid gap-4 text-stone-700 lg:grid-cols-2 lg:gap-10">
          <p>
            Somos una empresa de Paraná, Entre Ríos, dedicada a los repuestos, neumáticos, maquinaria agrícola e industrial, herramientas y consumibles.
            Trabajamos con productos nuevos y usados, seleccionados y revisados por nuestro equipo.
          </p>
          <p>{SHOP_TEXTS.aboutInvite} Atendemos a productores, contratistas, talleres e industrias de todo el país.</p>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {FACTS.map(({ icon: Icon, value, text }) => (
            <li key={value} className="flex items-start gap-4 rounded-xl border border-stone-200 bg-stone-50 p-5">
              <span className="rounded-full bg-brand-100 p-3 text-brand-700">
                <Icon aria-hidden className="h-6 w-6" />
              </span>
              <span>
                <strong className="block text-lg text-stone-900">{value}</strong>
                <span className="text-sm text-stone-700">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </StaticSection>
  );
}
