// /presupuesto/{token}/pdf: the answer the customer's page shows, as an A4 PDF. Same look-up,
// limits and 404 as the page; never cached or indexed.
import type { Route } from './+types/quote-answer-pdf';
import { answerLinkLimiter } from '../../server/quote-answers/limits';
import { answerByToken } from '../../server/quote-answers/store';
import { answerPdfFor } from '../../server/quote-answers/service';
import { adminDeps } from '../../server/admin/deps';
import { getConfig } from '../../server/config';
import { getDatabase } from '../../server/db/client';
import { LINK_DAYS_AFTER_VALIDITY, validityEnd } from '../../domain/quote-answer';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const check = await answerLinkLimiter().check(context.clientAddress);
  if (!check.ok) {
    return new Response(check.message, {
      status: 429,
      headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(check.retryAfterSeconds) },
    });
  }
  const document = await answerByToken(await getDatabase(), params.token);
  if (!document || Date.now() > validityEnd(document.content.validUntil).getTime() + LINK_DAYS_AFTER_VALIDITY * 86_400_000) {
    return new Response('El presupuesto no existe o el enlace ya no es válido.', {
      status: 404,
      headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const pdf = await answerPdfFor(document, adminDeps().shop(), getConfig().PUBLIC_URL ?? new URL(request.url).origin);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="presupuesto-${document.number}.pdf"`,
      'Content-Length': String(pdf.length),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
