// 'Pedidos guardados en este teléfono': what the phone kept without signal and has not sent yet,
// with when it was made and its state, on /presupuesto and in the cart drawer. A request the shop
// refused can be corrected in its form or deleted; one that never went in 30 days offers WhatsApp.
// Shown only when something waits.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WhatsAppTextLink } from './whatsapp-link';
import { dateTimeText } from '#domain/dates';
import { ENQUIRY_MESSAGE } from '#domain/messaging';
import { OUTBOX_CHANNEL } from '../../offline/names';
import type { KeptRequest } from '../../offline/outbox-store';
import { FORM_PATHS, startCorrection } from '../../offline/correction';
import { describeKept } from './kept-describe';

/** After this the phone stops trying (as app/offline/outbox.ts). */
const GIVE_UP_MS = 30 * 24 * 60 * 60_000;

type Item = Pick<KeptRequest, 'key' | 'kind' | 'body' | 'madeAt' | 'lastError' | 'refused' | 'notBefore'>;
type State = 'waiting' | 'asked-to-wait' | 'refused' | 'gave-up';

function stateOf(item: Item, now: number): State {
  if (item.refused) return 'refused';
  if (now - item.madeAt > GIVE_UP_MS) return 'gave-up';
  return item.notBefore > now ? 'asked-to-wait' : 'waiting';
}

function stateText(item: Item, state: State): string {
  if (state === 'refused') return `La tienda no lo aceptó: ${item.lastError || 'revisá los datos.'}`;
  if (state === 'gave-up') return 'No se pudo enviar';
  if (state === 'asked-to-wait') return `La tienda pidió esperar: ${item.lastError ?? ''} Se envía solo más tarde.`;
  return 'Esperando señal';
}

/** The WhatsApp text for a request that could not go: what it asked for, to send by hand. */
function whatsappText(item: Item): string {
  if (item.kind === 'consulta') return `${ENQUIRY_MESSAGE}\n\n${item.body.message ?? ''}`;
  return `¡Hola! Me gustaría solicitar un presupuesto. ${describeKept(item).replace(/^Presupuesto: /, '')}`;
}

function useKeptList() {
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
  return { items, now, remove };
}

const BUTTON = 'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-stone-100';

/** `compact`: in the cart drawer, narrower and without the page's margin. `onLeave`: when a form opens to correct one. */
export function KeptRequests({ compact = false, onLeave }: { compact?: boolean; onLeave?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { items, now, remove } = useKeptList();
  const correct = (item: Item) => {
    startCorrection(item.kind, item.key);
    onLeave?.();
    if (pathname !== FORM_PATHS[item.kind]) navigate(FORM_PATHS[item.kind]);
  };

  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={compact ? 'pedidos-guardados-cajon' : 'pedidos-guardados'}
      className={compact ? 'border-t border-amber-300 bg-amber-50 px-5 py-3' : 'mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6'}
      data-testid="pedidos-guardados"
    >
      <h2 id={compact ? 'pedidos-guardados-cajon' : 'pedidos-guardados'} className={`${compact ? 'text-base' : 'text-lg'} font-bold text-stone-900`}>
        Pedidos guardados en este teléfono
      </h2>
      <p className="mt-1 text-sm text-stone-700">Se envían solos apenas haya señal. Podés eliminar los que ya no quieras enviar.</p>
      <ul className={`${compact ? 'mt-2' : 'mt-4'} divide-y divide-amber-200`}>
        {items.map((item) => {
          const state = stateOf(item, now);
          return (
            <li key={item.key} className={`flex flex-col gap-2 py-3 ${compact ? '' : 'sm:flex-row sm:items-center'}`} data-testid="pedido-guardado">
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-semibold break-words text-stone-900">{describeKept(item)}</p>
                <p className="text-sm text-stone-700">Hecho el {dateTimeText(new Date(item.madeAt))}</p>
                <p
                  className={`text-sm font-semibold break-words ${state === 'refused' || state === 'gave-up' ? 'text-red-800' : 'text-amber-900'}`}
                  data-testid="estado-pedido-guardado"
                >
                  {stateText(item, state)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {state === 'refused' ? (
                  <button type="button" onClick={() => correct(item)} className={`${BUTTON} text-brand-700`}>
                    Corregir
                  </button>
                ) : null}
                {state === 'gave-up' ? (
                  <WhatsAppTextLink
                    text={whatsappText(item)}
                    label="Enviar por WhatsApp"
                    className="inline-flex items-center gap-2 rounded-lg bg-[#15713b] px-3 py-2 text-sm font-semibold text-white hover:bg-[#115e31]"
                    iconClassName="h-4 w-4"
                  />
                ) : null}
                {/* Each button names its request: a list of several 'Eliminar' says nothing to a screen reader. */}
                <button
                  type="button"
                  onClick={() => void remove(item.key)}
                  aria-label={`Eliminar la solicitud del ${dateTimeText(new Date(item.madeAt))}: ${describeKept(item)}`}
                  className={`${BUTTON} text-red-700`}
                >
                  Eliminar
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
