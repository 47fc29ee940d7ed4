// The panel of 'Usar sin señal': the size and date of the catalogue kept on this phone, 'Descargar
// ahora' and 'Borrar lo guardado'. Deleting also stops the background download until the visitor
// downloads it again.
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { longDateTimeText } from '#domain/dates';
import { deleteSaved, savedSummary, SAVED_CHANGED_EVENT, type SavedSummary } from '../../offline/saved-catalog';
import { syncOffThread } from '../../offline/sync-off-thread';
import { OFFLINE_DECLINED_KEY } from './offline-catalog-sync';
import { X } from '../icons';

type Status = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; saved: SavedSummary | null };

function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-AR')} KB`;
}

function remember(declined: boolean): void {
  try {
    if (declined) localStorage.setItem(OFFLINE_DECLINED_KEY, '1');
    else localStorage.removeItem(OFFLINE_DECLINED_KEY);
  } catch {
    // Storage refused: the choice lasts this page only.
  }
}

/** What the phone keeps now: nothing, the saved catalogue's size and date, or why it cannot. */
function SavedStatus({ status, version }: { status: Status; version: string | null }) {
  const saved = status.kind === 'ready' ? status.saved : null;
  return (
    <div className="mt-4 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm" role="status" data-testid="estado-sin-senal">
      {status.kind === 'loading' ? (
        'Revisando lo guardado…'
      ) : status.kind === 'unavailable' ? (
        'Este navegador no deja guardar el catálogo (por ejemplo, en una ventana privada).'
      ) : saved ? (
        <>
          <p className="font-semibold text-stone-900">Catálogo guardado: {saved.count.toLocaleString('es-AR')} productos</p>
          <p className="mt-1" data-testid="detalle-guardado">
            {sizeText(saved.bytes)} · guardado el {longDateTimeText(new Date(saved.savedAt))}
          </p>
          {saved.indexBytes ? (
            <p className="mt-1" data-testid="detalle-indice">
              El índice para buscar sin señal ocupa {sizeText(saved.indexBytes)} más.
            </p>
          ) : null}
          {version && saved.version !== version ? <p className="mt-1 text-amber-800">Hay una versión más nueva del catálogo para descargar.</p> : null}
        </>
      ) : (
        'Todavía no guardaste el catálogo en este teléfono.'
      )}
    </div>
  );
}

export default function OfflinePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const version = useRouteLoaderData<typeof rootLoader>('root')?.offlineCatalog ?? null;
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const refresh = useCallback(() => {
    savedSummary().then(
      (saved) => setStatus({ kind: 'ready', saved }),
      () => setStatus({ kind: 'unavailable' }),
    );
  }, []);

  useEffect(() => {
    refresh();
    window.addEventListener(SAVED_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(SAVED_CHANGED_EVENT, refresh);
  }, [refresh]);

  const download = async () => {
    if (!version) return;
    setBusy(true);
    setMessage(null);
    remember(false);
    const result = await syncOffThread(version, true);
    setBusy(false);
    if (result === 'failed') setMessage('No se pudo descargar el catálogo. Probá de nuevo cuando tengas buena señal.');
    else setMessage(result === 'saved' ? 'Listo: el catálogo quedó guardado en este teléfono.' : 'Ya tenés guardado el catálogo más reciente.');
    refresh();
  };

  const remove = async () => {
    setBusy(true);
    setMessage(null);
    remember(true);
    try {
      await deleteSaved();
      setMessage('Borramos el catálogo guardado. No se vuelve a descargar solo hasta que lo pidas.');
    } catch {
      setMessage('No se pudo borrar el catálogo guardado.');
    }
    setBusy(false);
    refresh();
  };

  const saved = status.kind === 'ready' ? status.saved : null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-stone-800 shadow-2xl"
          data-testid="panel-sin-senal"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-stone-900">Usar sin señal</Dialog.Title>
            <Dialog.Close className="rounded-full p-1 text-stone-600 hover:bg-stone-100" aria-label="Cerrar">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2">
            Guardá el catálogo en este teléfono y mirá productos, precios y búsquedas aunque no tengas señal en el campo.
          </Dialog.Description>
          <SavedStatus status={status} version={version} />
          {message ? (
            <p className="mt-3 text-sm font-medium text-stone-900" role="alert">
              {message}
            </p>
          ) : null}
          <div className="mt-5 grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              onClick={() => void download()}
              disabled={busy || !version || status.kind === 'unavailable'}
              className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {busy ? 'Un momento…' : saved ? 'Actualizar ahora' : 'Descargar ahora'}
            </button>
            <button
              type="button"
              onClick={() => void remove()}
              disabled={busy || !saved}
              className="rounded-lg border border-stone-300 px-4 py-2.5 font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
            >
              Borrar lo guardado
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
