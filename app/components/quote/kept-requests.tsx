// 'Pedidos guardados en este teléfono': what the phone kept without signal and has not sent yet,
// with when it was made, its state and a way to delete it. Shown only when something waits.
import { useCallback, useEffect, useState } from 'react';
import { WhatsAppIcon } from '../icons';
import { dateTimeText } from '../../../domain/dates';
import { ENQUIRY_MESSAGE, whatsappLink } from '../../../domain/messaging';
import { OUTBOX_CHANNEL } from '../../offline/names';
import type { KeptRequest } from '../../offline/outbox-store';
import { useShop } from '../../lib/shop';

/** After this the phone stops trying (as app/offline/outbox.ts). */
const GIVE_UP_MS = 30 * 24 * 60 * 60_000;

type Item = Pick<KeptRequest, 'key' | 'kind' | 'body' | 'madeAt' | 'lastError' | 'refused'>;

function describe(item: Item): string {
  if (item.kind === 'consulta') return `Consulta: ${(item.body.message ?? '').slice(0, 60)}`;
  try {
    const lines = JSON.parse(item.body.items ?? '[]') as Array<{ name?: string; quantity?: number }>;
    return `Presupuesto: ${lines.map((l) => `${l.quantity ?? 1} × ${l.name ?? 'producto'}`).join(', ')}`;
  } catch {
    return 'Presupuesto';
  }
}

/** The WhatsApp text for a request that could not go: what it asked for, to send by hand. */
function whatsappText(item: Item): string {
  if (item.kind === 'consulta') return `${ENQUIRY_MESSAGE}\n\n${item.body.message ?? ''}`;
  return `¡Hola! Me gustaría solicitar un presupuesto. ${describe(item).replace(/^Presupuesto: /, '')}`;
}

export function KeptRequests() {
  const shop = useShop();
  const [items, setItems] = useState<Item[]>([]);
  const [now, setNow] = useState(0);
  const load = useCallback(async () => {
    try {
      const { keptRequests } = await import('../../offline/outbox-store');
      setItems(await keptRequests());
      setNow(Date.now());
    } catch {
      setItems([]);
    }
  }, []);
  useEffect(() => {
    void load();
    const changed = () => void load();
    window.addEventListener(OUTBOX_CHANNEL, changed);
    return () => window.removeEventListener(OUTBOX_CHANNEL, changed);
  }, [load]);

  const remove = async (key: string) => {
    const { forgetRequest } = await import('../../offline/outbox-store');
    await forgetRequest(key);
    void load();
  };

  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="pedidos-guardados"
      className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6"
      data-testid="pedidos-guardados"
    >
      <h2 id="pedidos-guardados" className="text-lg font-bold text-stone-900">
        Pedidos guardados en este teléfono
      </h2>
      <p className="mt-1 text-sm text-stone-700">Se envían solos apenas haya señal. Podés borrar los que ya no quieras enviar.</p>
      <ul className="mt-4 divide-y divide-amber-200">
        {items.map((item) => {
          const gaveUp = item.refused || now - item.madeAt > GIVE_UP_MS;
          const state = gaveUp ? `No se pudo enviar${item.refused && item.lastError ? `: ${item.lastError}` : ''}` : 'Esperando señal';
          return (
            <li key={item.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="pedido-guardado">
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-semibold text-stone-900">{describe(item)}</p>
                <p className="text-sm text-stone-700">Hecho el {dateTimeText(new Date(item.madeAt))}</p>
                <p className={`text-sm font-semibold ${gaveUp ? 'text-red-800' : 'text-amber-900'}`} data-testid="estado-pedido-guardado">
                  {state}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {gaveUp ? (
                  <a
                    href={whatsappLink(shop.whatsappNumber, whatsappText(item))}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 rounded-lg bg-[#15713b] px-3 py-2 text-sm font-semibold text-white hover:bg-[#115e31]"
                  >
                    <WhatsAppIcon className="h-4 w-4" /> Enviar por WhatsApp
                  </a>
                ) : null}
                <button
                  type="button"
                  onClick={() => void remove(item.key)}
                  className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-red-700 hover:bg-stone-100"
                >
                  Borrar
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
