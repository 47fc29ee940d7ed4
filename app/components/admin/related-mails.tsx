import { Link } from 'react-router';
import { MAIL_STATUS_LABELS } from '#domain/staff';
import type { RelatedMail } from '#server/requests/quote-list';
import { Card } from './ui';

/** The outbox mail(s) that reported a request to the shop's inbox. */
export function RelatedMails({ mails }: { mails: RelatedMail[] }) {
  return (
    <Card title="Aviso por correo" id="aviso" className="print:hidden">
      {mails.length === 0 ? (
        <p className="text-sm text-stone-600">No hay correo registrado para este pedido.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {mails.map((m) => (
            <li key={m.id}>
              <span className="font-semibold">{MAIL_STATUS_LABELS[m.status] ?? m.status}</span>
              {m.lastError ? <span className="block break-words text-red-800">Último error: {m.lastError}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {mails.some((m) => m.status !== 'sent') ? (
        <Link to="/admin/correos" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Ver en Correos
        </Link>
      ) : null}
    </Card>
  );
}
