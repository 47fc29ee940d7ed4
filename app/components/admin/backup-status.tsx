// The staff area's backup line: when the last backup was made and its size, a warning when it is
// older than two days (or missing), and for an administrador the link to download it.
import type { BackupStatusView } from '#server/ops/backup-status';

const BACKUP_DOWNLOAD_PATH = '/admin/copias/ultima';

const dateTime = new Intl.DateTimeFormat('es-AR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Argentina/Buenos_Aires' });

const timeOnly = new Intl.DateTimeFormat('es-AR', { timeStyle: 'short', timeZone: 'America/Argentina/Buenos_Aires' });

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;
}

export function BackupStatus({ status, canDownload }: { status: BackupStatusView; canDownload: boolean }) {
  const warn = status.stale || status.checkFailed !== null;
  return (
    <section
      aria-label="Copias de seguridad"
      data-testid="estado-copias"
      className={`border-b text-sm print:hidden ${warn ? 'border-red-300 bg-red-50 text-red-950' : 'border-stone-200 bg-white text-stone-700'}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        {status.latestAt === null && status.firstAt !== null ? (
          <p>Todavía no hay copias de seguridad: la tienda hace la primera a las {timeOnly.format(new Date(status.firstAt))}.</p>
        ) : status.latestAt === null ? (
          <p className="font-semibold">No hay ninguna copia de seguridad todavía. Revisá que la tienda pueda escribir en BACKUP_DIR.</p>
        ) : status.checkFailed !== null ? (
          <p>
            <strong>La última copia de seguridad ({dateTime.format(new Date(status.latestAt))}) no pasó la comprobación: </strong>
            {status.checkFailed} Revisá el registro de la tienda; las copias anteriores siguen guardadas.
          </p>
        ) : (
          <p>
            {warn ? <strong>La última copia de seguridad tiene más de dos días: </strong> : 'Última copia de seguridad: '}
            {dateTime.format(new Date(status.latestAt))} ({size(status.latestBytes ?? 0)})
          </p>
        )}
        {canDownload && status.latestAt !== null ? (
          <a href={BACKUP_DOWNLOAD_PATH} className="font-semibold text-brand-700 underline-offset-2 hover:underline" download>
            Descargar la última copia
          </a>
        ) : null}
      </div>
    </section>
  );
}
