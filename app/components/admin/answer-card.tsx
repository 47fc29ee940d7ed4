// The 'Respuesta' card of a quote: the saved versions, the links sent, the two ways to send
// the last version (e-mail through the outbox, WhatsApp in a new tab) under their own heading,
// and right after them the plain message to the customer (`message`), told apart by its heading,
// its verb and its outlined buttons.
import { FileText, Mail, PencilLine, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { dayText } from '#domain/quote-answer';
import type { AnswerPanel } from '#server/requests/answers/panel';
import { CsrfField } from '../../auth/csrf-field';
import { WhatsAppIcon } from '../icons';
import { formatDateTime } from './format';
import { buttonClass, Card } from './ui';
import { useActionToast, type ActionAnswer } from '../../hooks/use-action-toast';

export function AnswerCard({
  quoteId,
  answer,
  canWhatsapp,
  message,
}: {
  quoteId: string;
  answer: AnswerPanel;
  canWhatsapp: boolean;
  /** 'Mensaje al cliente' (ClientMessage), shown right after the sending of the answer. */
  message?: ReactNode;
}) {
  const base = `/admin/presupuestos/${quoteId}`;
  const accepted = answer.acceptedAt !== null;

  return (
    <Card title="Respuesta al cliente" id="respuesta">
      {answer.version === 0 ? (
        <div className="grid gap-3">
          <p className="text-sm text-stone-700">
            Todavía no se respondió. Poné los precios, la disponibilidad y las condiciones, y después enviala por e-mail o WhatsApp.
          </p>
          <div>
            <Link to={`${base}/responder`} className={buttonClass.primary}>
              <PencilLine aria-hidden className="h-4 w-4" /> Responder presupuesto
            </Link>
          </div>
          {message}
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-stone-700" data-testid="estado-envio">
            {statusText(answer)}
          </p>
          <div className="flex flex-wrap gap-2">
            {!accepted ? (
              <Link to={`${base}/responder`} className={buttonClass.secondary}>
                <PencilLine aria-hidden className="h-4 w-4" /> Editar respuesta
              </Link>
            ) : null}
            <a href={`${base}/respuesta.pdf`} target="_blank" rel="noopener" className={buttonClass.secondary}>
              <FileText aria-hidden className="h-4 w-4" /> Ver PDF
            </a>
          </div>
          {!accepted ? <SendAnswer base={base} version={answer.version} canWhatsapp={canWhatsapp} /> : null}
          {message}
          {answer.links.count > 0 ? (
            <p className="text-sm text-stone-700" data-testid="enlaces-cliente">
              {answer.links.count === 1 ? 'Se le envió 1 enlace' : `Se le enviaron ${answer.links.count} enlaces`}
              {answer.links.lastAt
                ? ` (el último el ${formatDateTime(answer.links.lastAt)}${answer.links.lastVia === 'anterior' ? '' : ` por ${answer.links.lastVia}`})`
                : ''}
              ; todos abren la versión enviada. La tienda no guarda los enlaces, así que no se pueden copiar desde acá: si el cliente perdió el suyo, volvé a
              enviarle la respuesta y le llega uno nuevo.
            </p>
          ) : null}
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-stone-700">Versiones ({answer.versions.length})</summary>
            <ul className="mt-2 grid gap-1 text-stone-700" data-testid="versiones">
              {answer.versions.map((v) => (
                <li key={v.version}>
                  Versión {v.version} · {v.totalText} · {v.actor} · {formatDateTime(v.createdAt)}
                  {v.version === answer.sentVersion ? ' · enviada' : ''}
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </Card>
  );
}

/** Where the answer stands, as the staff read it above its buttons. */
function statusText(answer: AnswerPanel): string {
  if (answer.acceptedAt !== null) return `El cliente aceptó la versión ${answer.acceptedVersion} el ${formatDateTime(answer.acceptedAt)}.`;
  if (answer.sentVersion === null) return `Versión ${answer.version} guardada, todavía sin enviar.`;
  if (answer.sentVersion === answer.version)
    return `El cliente ve la versión ${answer.sentVersion}${answer.validUntil ? `, válida hasta el ${dayText(answer.validUntil)}` : ''}.`;
  return `El cliente ve la versión ${answer.sentVersion}; la versión ${answer.version} está guardada sin enviar.`;
}

/** 'Enviar la respuesta (presupuesto)': by e-mail through the outbox, or by WhatsApp in a new tab. */
function SendAnswer({ base, version, canWhatsapp }: { base: string; version: number; canWhatsapp: boolean }) {
  const mail = useFetcher<ActionAnswer & { savedAsFile?: boolean }>();
  useActionToast(mail.data, mail.data?.savedAsFile ? 'Respuesta sin enviar' : 'Respuesta enviada', 'No se pudo enviar');
  return (
    <section
      aria-labelledby="enviar-respuesta-titulo"
      className="grid gap-2 rounded-lg border-2 border-brand-200 bg-brand-50 p-3"
      data-testid="enviar-respuesta"
    >
      <h3 id="enviar-respuesta-titulo" className="inline-flex items-center gap-1.5 text-sm font-bold text-stone-900">
        <Send aria-hidden className="h-4 w-4" /> Enviar la respuesta (presupuesto)
      </h3>
      <p className="text-sm text-stone-700">Le llega la versión {version} con sus precios y el enlace para verla, descargarla y aceptarla.</p>
      <div className="flex flex-wrap gap-2">
        <mail.Form method="post" action={`${base}/enviar`}>
          <CsrfField />
          <input type="hidden" name="intent" value="email" />
          <button type="submit" className={buttonClass.primary} disabled={mail.state !== 'idle'}>
            <Mail aria-hidden className="h-4 w-4" /> {mail.state !== 'idle' ? 'Enviando...' : 'Enviar presupuesto por e-mail'}
          </button>
        </mail.Form>
        {/* A plain form in a new tab: the server records the sending and redirects to wa.me. */}
        <form method="post" action={`${base}/enviar`} target="_blank" className="flex flex-wrap items-center gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="whatsapp" />
          <button type="submit" className={buttonClass.whatsapp} disabled={!canWhatsapp} aria-describedby={canWhatsapp ? undefined : 'whatsapp-motivo'}>
            <WhatsAppIcon className="h-4 w-4" /> Enviar presupuesto por WhatsApp
          </button>
          {/* Written, not only in a title: a touch screen never shows a title. */}
          {canWhatsapp ? null : (
            <span id="whatsapp-motivo" className="text-sm text-stone-700" data-testid="motivo-sin-whatsapp">
              No se puede: el teléfono del pedido no es un número argentino con código de área.
            </span>
          )}
        </form>
      </div>
    </section>
  );
}
