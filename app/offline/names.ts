// The names a page and the service worker share for the phone's queue, apart from its code so a
// page can listen without loading IndexedDB's wrapper.

/** The BroadcastChannel on which tabs and the worker say the queue changed, and the window event for this tab. */
export const OUTBOX_CHANNEL = 'tienda-pedidos';

export type OutboxMessage = { type: 'changed'; sent: Array<{ key: string; kind: 'presupuesto' | 'consulta' }> };

/** Local-storage keys of the two forms' drafts (app/hooks/use-form-draft.ts), cleared once the shop has a request. */
export const DRAFT_KEYS = { presupuesto: 'borrador:presupuesto', consulta: 'borrador:consulta' } as const;
