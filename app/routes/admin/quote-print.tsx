// /admin/presupuestos/:id/imprimir: the quote as a document for the customer. The browser's
// print dialog saves it as PDF; print CSS hides the staff navigation and these buttons.
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { displayWhatsappNumber } from '#domain/messaging';
import type { Route } from './+types/quote-print';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { notFound } from '#server/admin/http';
import { quoteDetail } from '#server/requests/quote-list';
import { formatDay } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { QuoteLinesTable } from '../../components/admin/quote-lines';
import { buttonClass } from '../../components/admin/ui';
import { staffRecordPage } from '../../lib/staff-record.server';

const NOT_FOUND = 'El presupuesto no existe.';

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `Presupuesto Nº ${data.quote.number} para imprimir` : 'Presupuesto');

export async function loader(args: Route.LoaderArgs) {
  const { services, id, db } = await staffRecordPage(args, NOT_FOUND);
  const shop = services.admin.shop();
  const quote = await quoteDetail(db, id, shop);
  if (!quote) throw notFound(NOT_FOUND);
  return { quote, shop };
}

// A4 with printer-safe margins; the page background and shadows are screen-only.
const PRINT_CSS = '@page { size: A4; margin: 14mm; } @media print { html, body { background: #fff !important; } }';

export default function QuotePrintPage({ loaderData }: Route.ComponentProps) {
  const { quote, shop } = loaderData;
  return (
    <div>
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to=".." relative="path" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <ArrowLeft aria-hidden className="h-4 w-4" /> Volver al presupuesto
        </Link>
        <button type="button" onClick={() => window.print()} className={buttonClass.primary}>
          <Printer aria-hidden className="h-4 w-4" /> Imprimir o guardar PDF
        </button>
      </div>

      <article
        className="mx-auto max-w-3xl rounded-xl bg-white p-4 text-stone-900 shadow-sm ring-1 ring-stone-200 sm:p-10 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0"
        data-testid="documento"
      >
        <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-brand-700 pb-5">
          <div>
            <h1 className="text-2xl font-extrabold text-brand-800">{shop.name}</h1>
            <p className="mt-1 text-sm text-stone-700">{shop.address}</p>
            <p className="text-sm text-stone-700">{shop.email}</p>
            <p className="text-sm text-stone-700">WhatsApp {displayWhatsappNumber(shop.whatsappNumber)}</p>
          </div>
          <div className="sm:text-right">
            <p className="text-xl font-bold uppercase tracking-wide">Presupuesto</p>
            <p className="text-sm">Nº {quote.number}</p>
            <p className="text-sm">Fecha: {formatDay(quote.createdAt)}</p>
          </div>
        </header>

        <section className="mt-5" aria-labelledby="doc-cliente">
          <h2 id="doc-cliente" className="text-sm font-bold uppercase tracking-wide text-stone-600">
            Cliente
          </h2>
          <p className="mt-1 font-semibold">{quote.name}</p>
          <p className="text-sm">{quote.location}</p>
          <p className="text-sm">
            {quote.email} · {quote.phone}
          </p>
        </section>

        <QuoteLinesTable quote={quote} look="print" />

        <footer className="mt-8 border-t border-stone-200 pt-4 text-xs text-stone-600">
          <p>Precios en pesos argentinos. El total es estimado: precios y disponibilidad se confirman al concretar la compra.</p>
          {quote.lines.some((l) => l.unitPrice <= 0) ? <p className="mt-1">Los productos «A cotizar» se informan por separado.</p> : null}
        </footer>
      </article>
    </div>
  );
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
