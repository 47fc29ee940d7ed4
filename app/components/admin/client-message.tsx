// 'Mensaje al cliente': WhatsApp or the mail program opened with a greeting, nothing else. It sits
// right under the sending of the quote answer, with its own heading, outlined buttons and its own
// verb ('Escribirle'), because two pairs of WhatsApp and e-mail buttons that looked alike, far
// apart on a phone, got the plain greeting sent where the quote was meant, and the other way round.
import { Mail, MessageCircle } from 'lucide-react';
import { WhatsAppIcon } from '../icons';
import { buttonClass } from './ui';

const outlined = `${buttonClass.secondary} border-dashed`;

export function ClientMessage({
  whatsappHref,
  mailtoHref,
  id = 'mensaje-al-cliente',
  heading: Heading = 'h3',
}: {
  whatsappHref: string | null;
  mailtoHref: string | null;
  id?: string;
  /** h2 when it stands alone on the page (a quote kept apart as possible spam has no answer card). */
  heading?: 'h2' | 'h3';
}) {
  if (!whatsappHref && !mailtoHref) return null;
  return (
    <section aria-labelledby={`${id}-titulo`} className="grid gap-2 rounded-lg border border-dashed border-stone-300 p-3" data-testid="mensaje-al-cliente">
      <Heading id={`${id}-titulo`} className="inline-flex items-center gap-1.5 text-sm font-bold text-stone-900">
        <MessageCircle aria-hidden className="h-4 w-4" /> Mensaje al cliente
      </Heading>
      <p className="text-sm text-stone-700">Se abre WhatsApp o tu correo con un saludo, sin el presupuesto: para preguntarle o avisarle algo.</p>
      <div className="flex flex-wrap gap-2">
        {whatsappHref ? (
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={outlined}>
            <WhatsAppIcon className="h-4 w-4 text-[#15713b]" /> Escribirle por WhatsApp
          </a>
        ) : null}
        {mailtoHref ? (
          <a href={mailtoHref} className={outlined}>
            <Mail aria-hidden className="h-4 w-4" /> Escribirle por e-mail
          </a>
        ) : null}
      </div>
    </section>
  );
}
