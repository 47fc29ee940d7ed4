// The staff area's warning while the shop runs with sample values: each one with the
// variable or the staff page that replaces it.
import type { SampleValue } from '#server/content/sample';

export function SampleContentBanner({ values }: { values: SampleValue[] }) {
  if (values.length === 0) return null;
  return (
    <section aria-labelledby="ejemplo-titulo" className="border-b border-amber-300 bg-amber-50 text-amber-950 print:hidden" data-testid="aviso-ejemplo">
      <div className="mx-auto max-w-7xl px-4 py-3 text-sm">
        <h2 id="ejemplo-titulo" className="font-bold">
          La tienda usa datos de ejemplo
        </h2>
        <p>Reemplazalos antes de publicarla (con REQUIRE_REAL_CONTENT=true el servidor no arranca mientras quede alguno):</p>
        <ul className="mt-1 list-disc pl-5">
          {values.map((v) => (
            <li key={v.variable}>
              <code className="font-semibold">{v.variable}</code>: {v.what}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
