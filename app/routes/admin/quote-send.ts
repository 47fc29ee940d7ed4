// POST /admin/presupuestos/:id/enviar: sends the last saved answer. intent=email: the mail with
// the link and the PDF through the outbox (kept and retried when the mail server is down).
// intent=whatsapp: records the sending and answers a page that goes on (the form opens a new tab)
// to wa.me with the message and the link ready (whatsapp-handoff.ts says why not a redirect). Both
// go into the quote's history.
import type { Route } from './+types/quote-send';
import { answerNetworkFailure } from '../../lib/network-failure';
import { requireStaffAction } from '#server/auth/guard';
import { actionResult, requireId } from '#server/admin/http';
import { sendAnswerByEmail, sendAnswerByWhatsapp } from '#server/requests/answers/service';
import { servicesContext } from '#server/context';
import { shopOrigin } from '#server/http/public-origin';
import { MAIL_STATUS_TEXTS, savedAsFile } from '#server/mail/status';
import { whatsappHandoff } from '#server/requests/answers/whatsapp-handoff';

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const id = requireId(params.id, 'El presupuesto no existe.');
  const deps = services.staff;
  const db = await deps.db();
  const sending = { actor: staff.user, now: deps.now(), origin: shopOrigin(services.config.PUBLIC_URL, request), shop: services.admin.shop() };
  if (input.intent === 'whatsapp') {
    const outcome = await sendAnswerByWhatsapp(db, id, sending);
    if (!outcome.ok) return actionResult(false, outcome.message, outcome.status);
    return whatsappHandoff(outcome.href);
  }
  if (input.intent !== 'email') return actionResult(false, 'Elegí cómo enviar la respuesta.');
  const outcome = await sendAnswerByEmail(db, id, { ...sending, transport: services.admin.transport });
  if (!outcome.ok) return actionResult(false, outcome.message, outcome.status);
  if (savedAsFile(outcome.delivery))
    return actionResult(true, `${MAIL_STATUS_TEXTS.savedAsFile}. La versión ${outcome.version} no le llegó al cliente.`, 200, { savedAsFile: true });
  const sent = outcome.delivery?.outcome === 'sent';
  return actionResult(
    true,
    sent
      ? `La versión ${outcome.version} se envió por e-mail al cliente.`
      : `La versión ${outcome.version} quedó en la cola de envío (Correos): el servidor de correo no respondió y se reintenta solo.`,
  );
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);
