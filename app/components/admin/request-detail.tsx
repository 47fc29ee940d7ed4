// The page a quote request and a contact enquiry share: the way back to the list, the title with
// the status, the spam notice, when it arrived, the reply links, the request's own cards (children)
// and, beside them, the follow-up (status, notes, history) and the mails that reported it.
import { ArrowLeft, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QuoteState } from '#domain/staff';
import type { AuditView } from '#server/admin/audit';
import type { RelatedMail } from '#server/requests/quote-list';
import { WhatsAppIcon } from '../icons';
import { FollowUp } from './follow-up';
import { formatDateTime } from './format';
import { RelatedMails } from './related-mails';
import { SPAM_REASON_LABELS, SpamNotice } from './spam';
import { buttonClass, PageHeader, StatusBadge } from './ui';

export interface RequestDetailView {
  id: string;
  estado: QuoteState;
  spamReason: string | null;
  createdAt: string;
  sentOffline: string | null;
  whatsappHref: string | null;
  mailtoHref: string | null;
  notas: string;
  history: AuditView[];
  mails: RelatedMail[];
}

const WORDS = {
  presupuesto: { base: '/admin/presupuestos', list: 'Presupuestos', received: 'Recibido el' },
  consulta: { base: '/admin/consultas', list: 'Consultas', received: 'Recibida el' },
} as const;

export function RequestDetailPage({
  noun,
  title,
  request,
  states,
  actions,
  replyLinks = true,
  children,
}: {
  noun: 'presupuesto' | 'consulta';
  title: string;
  request: RequestDetailView;
  states: readonly QuoteState[];
  /** More buttons after the reply links. */
  actions?: ReactNode;
  /** The reply links at the top; a quote's page places its own beside the sending of the answer. */
  replyLinks?: boolean;
  /** The request's own cards, in the wide column. */
  children: ReactNode;
}) {
  const words = WORDS[noun];
  return (
    <div className="grid grid-cols-1 gap-4">
      <Link to={words.base} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {words.list}
      </Link>
      <PageHeader title={title}>
        <StatusBadge state={request.estado} />
      </PageHeader>
      {request.spamReason ? (
        <SpamNotice action={`${words.base}/${request.id}/restaurar`} reason={SPAM_REASON_LABELS[request.spamReason] ?? request.spamReason} noun={noun} />
      ) : null}
      <p className="-mt-2 text-sm text-stone-600">
        {words.received} {formatDateTime(request.createdAt)}
        {request.sentOffline ? (
          <span className="block font-semibold text-amber-800" data-testid="enviado-sin-senal">
            {request.sentOffline}
          </span>
        ) : null}
      </p>

      <div className="flex flex-wrap gap-2">
        {replyLinks && request.whatsappHref ? (
          <a href={request.whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonClass.whatsapp}>
            <WhatsAppIcon className="h-4 w-4" /> Responder por WhatsApp
          </a>
        ) : null}
        {replyLinks && request.mailtoHref ? (
          <a href={request.mailtoHref} className={buttonClass.secondary}>
            <Mail aria-hidden className="h-4 w-4" /> Responder por e-mail
          </a>
        ) : null}
        {actions}
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid grid-cols-1 content-start gap-4">{children}</div>
        <div className="grid grid-cols-1 content-start gap-4">
          <FollowUp states={states} state={request.estado} notes={request.notas} history={request.history} />
          <RelatedMails mails={request.mails} />
        </div>
      </div>
    </div>
  );
}

/** The e-mail as a mailto link when there is one. */
export function EmailValue({ email, mailtoHref }: { email: string; mailtoHref: string | null }) {
  return mailtoHref ? (
    <a className="text-brand-700 underline" href={mailtoHref}>
      {email}
    </a>
  ) : (
    email
  );
}

/** The phone as a tel: link (digits and '+' only). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="text-brand-700 underline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </a>
  );
}
