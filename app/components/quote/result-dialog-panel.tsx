import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle, CheckCircle2 } from '../icons';
import { TEXTS } from '#domain/copy';

export interface ResultDialogProps {
  open: boolean;
  success: boolean;
  title: string;
  description: string;
  onAccept: () => void;
  onClose: () => void;
  /** Success only: the short reference of the saved quote. */
  reference?: string;
  /** Success only: the same quote as a WhatsApp link, offered before 'Aceptar' clears the cart. */
  whatsappHref?: string;
}

/** The quote's outcome: success with 'Aceptar', or an error with 'Cerrar' (docs/product.md §2). */
export default function ResultDialogPanel({ open, success, title, description, onAccept, onClose, reference, whatsappHref }: ResultDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && (success ? onAccept() : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl"
          data-testid={success ? 'dialogo-exito' : 'dialogo-error'}
        >
          {success ? (
            <CheckCircle2 aria-hidden className="mx-auto h-12 w-12 text-green-600" />
          ) : (
            <AlertTriangle aria-hidden className="mx-auto h-12 w-12 text-red-600" />
          )}
          <Dialog.Title className="mt-3 text-xl font-bold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">{description}</Dialog.Description>
          {success && reference ? (
            <p className="mt-3 text-stone-800" data-testid="referencia-presupuesto">
              Tu número de referencia es <strong className="whitespace-nowrap">Nº {reference}</strong>. Te mandamos un correo con el detalle.
            </p>
          ) : null}
          {success && whatsappHref ? (
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg border border-[#15713b] px-4 py-2.5 font-semibold text-[#15713b] hover:bg-green-50"
            >
              También enviarlo por WhatsApp
            </a>
          ) : null}
          <button
            type="button"
            onClick={success ? onAccept : onClose}
            className={`mt-6 w-full rounded-lg px-4 py-2.5 font-semibold text-white ${success ? 'bg-brand-600 hover:bg-brand-700' : 'bg-stone-800 hover:bg-stone-900'}`}
          >
            {success ? TEXTS.quoteSent.action : TEXTS.close}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
