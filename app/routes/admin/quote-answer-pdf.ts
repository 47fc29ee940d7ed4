// /admin/presupuestos/:id/respuesta.pdf: the last saved version as the customer's PDF, for the
// staff to check before sending (a total in pesos not yet frozen shows at today's rate, as an estimate).
import type { Route } from './+types/quote-answer-pdf';
import { notFound } from '#server/admin/http';
import { latestAnswer } from '#server/requests/answers/store';
import { staffPreviewPdf } from '#server/requests/answers/service';
import { staffRecordPage } from '../../lib/staff-record.server';
import { shopOrigin } from '#server/http/public-origin';

export async function loader(args: Route.LoaderArgs) {
  const { services, id, db } = await staffRecordPage(args, 'El presupuesto no existe.');
  const document = await latestAnswer(db, id);
  if (!document) throw notFound('Este presupuesto todavía no tiene una respuesta guardada.');
  const pdf = await staffPreviewPdf(db, document, services.admin.shop(), shopOrigin(services.config.PUBLIC_URL, args.request));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="presupuesto-${document.number}-v${document.version}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
