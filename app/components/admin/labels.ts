// Spanish labels and limits of the staff area, shared by the pages and the server (CSV, queries).
// A pure module in app/: the build keeps server/ out of the browser bundle.
import type { RequestState } from '../../../server/db/schema';

export const STATE_LABELS: Record<RequestState, string> = { nuevo: 'Nuevo', contactado: 'Contactado', cerrado: 'Cerrado' };

export const MAIL_KIND_LABELS: Record<string, string> = { presupuesto: 'Presupuesto', consulta: 'Consulta' };

export const MAIL_STATUS_LABELS: Record<string, string> = { pending: 'Pendiente', failed: 'Fallido', sent: 'Enviado' };

/** REQUEST_STATES of the schema, for browser code (the schema module pulls in Drizzle); a test keeps them equal. */
export const REQUEST_STATE_VALUES: readonly RequestState[] = ['nuevo', 'contactado', 'cerrado'];

/** Longest internal notes accepted. */
export const NOTES_MAX = 5000;

/** Tabs of the mail outbox page (the ?estado= values). */
export const MAIL_TABS = ['pendientes', 'fallidos', 'enviados'] as const;
export type MailTab = (typeof MAIL_TABS)[number];

/** Mails listed per tab, newest first. */
export const MAIL_LIST_LIMIT = 100;
