// /presupuesto/{token}/pdf: the answer the customer's page shows, as an A4 PDF. Same look-up,
// limits and 404 as the page; never cached or indexed.
import type { Route } from './+types/quote-answer-pdf';
import { lookUpAnswerLink, PRIVATE_ANSWER_HEADERS } from '#server/requests/answers/link';
import { answerPdfFor } from '#server/requests/answers/service';
import { servicesContext, requestContext } from '#server/context';
import { shopOrigin } from '#server/http/public-origin';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const found = await lookUpAnswerLink(params.token, context.get(requestContext).clientAddress, new Date(), {
    db: services.db,
    limiter: services.limits.answerLinks,
  });
  if (!found.ok) {
    const headers: Record<string, string> = { ...PRIVATE_ANSWER_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' };
    if (found.status === 429) headers['Retry-After'] = String(found.retryAfterSeconds);
    return new Response(found.message, { status: found.status, headers });
  }
  const { document } = found;
  const pdf = await answerPdfFor(document, services.admin.shop(), shopOrigin(services.config.PUBLIC_URL, request));
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_ANSWER_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="presupuesto-${document.number}.pdf"`,
      'Content-Length': String(pdf.length),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
