// Beside a form whose post could not reach the shop: kept on the phone (sent by itself later), or
// not even that (no storage), with WhatsApp as the way out. The fields stay as typed.
import { WhatsAppIcon } from '../icons';
import type { KeptAnswer } from '../../offline/keep-on-failure';

export function KeptNotice({ answer, whatsappHref }: { answer: KeptAnswer; whatsappHref: string }) {
  const kept = answer.kind === 'kept';
  return (
    <div
      role="status"
      className={`mt-4 rounded-lg border p-3 text-sm ${kept ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-300 bg-red-50 text-red-950'}`}
      data-testid={kept ? 'pedido-guardado-aviso' : 'pedido-no-guardado-aviso'}
    >
      <p className="font-bold">{answer.title}</p>
      <p className="mt-1">{answer.description}</p>
      {kept ? null : (
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-2 rounded-lg bg-[#15713b] px-3 py-2 font-semibold text-white hover:bg-[#115e31]"
        >
          <WhatsAppIcon className="h-4 w-4" /> Enviar por WhatsApp
        </a>
      )}
    </div>
  );
}
