// The staff area's names, texts, labels and limits, shared by the admin pages and server/auth,
// server/admin (pure: no secrets, no I/O).
import { keysOf } from './labels';

/** Status of a visitor request, for the staff area. */
export const REQUEST_STATES = ['nuevo', 'contactado', 'cerrado'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/**
 * Status of a quote request: the enquiry's states plus the answer's path,
 * Nuevo → Respondido → Aceptado / Rechazado / Vencido, in display order.
 */
export const STATE_LABELS = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  respondido: 'Respondido',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
  vencido: 'Vencido',
  cerrado: 'Cerrado',
};
export type QuoteState = keyof typeof STATE_LABELS;
export const QUOTE_STATES = keysOf(STATE_LABELS);

export const MAIL_KIND_LABELS: Record<string, string> = {
  presupuesto: 'Presupuesto',
  consulta: 'Consulta',
  'respuesta-presupuesto': 'Respuesta de presupuesto',
  'presupuesto-aceptado': 'Presupuesto aceptado',
  'presupuesto-rechazado': 'Presupuesto rechazado',
  'recibo-presupuesto': 'Recibo al cliente',
  'copia-aceptado': 'Copia de la aceptación al cliente',
  prueba: 'Correo de prueba',
};

/** What the staff read when a mail was only written as a file (no SMTP_URL). */
export const MAIL_STATUS_TEXTS = {
  savedAsFile: 'Guardado como archivo: no hay servidor de correo configurado',
  fileTabHint: 'Sin SMTP_URL los correos se escriben como archivos .eml en la carpeta de datos: no le llegan a nadie.',
} as const;

export const MAIL_STATUS_LABELS: Record<string, string> = { pending: 'Pendiente', failed: 'Fallido', sent: 'Enviado' };

/** Longest internal notes accepted. */
export const NOTES_MAX = 5000;

/** Tabs of the mail outbox page (the ?estado= values). */
export const MAIL_TABS = ['pendientes', 'fallidos', 'enviados', 'archivados'] as const;
export type MailTab = (typeof MAIL_TABS)[number];

/** Mails listed per tab, newest first. */
export const MAIL_LIST_LIMIT = 100;

/** Filters of the 'Búsquedas sin resultado' page (the ?ver= values). */
export const SEARCH_LOG_FILTERS = ['todas', 'sin-resultado', 'aproximadas'] as const;
export type SearchLogFilter = (typeof SEARCH_LOG_FILTERS)[number];

export const SEARCH_LOG_FILTER_LABELS: Record<SearchLogFilter, string> = {
  todas: 'Todas',
  'sin-resultado': 'Solo sin resultado',
  aproximadas: 'Solo aproximadas',
};

/** Searches listed on that page, most searched first. */
export const SEARCH_LOG_LIST_LIMIT = 200;

/** How the search found what it showed (server/catalog: the fallback step), for the staff. */
export const SEARCH_STEP_LABELS: Record<string, string> = {
  code: 'leyendo el código de otra forma',
  plural: 'cambiando singular y plural',
  stopwords: 'sin las palabras comunes',
  synonyms: 'por un sinónimo',
  typo: 'corrigiendo un error de tipeo',
  any: 'con alguna de las palabras',
};

export const SIGN_IN_PATH = '/admin/ingresar';
export const SIGN_UP_PATH = '/admin/registro';
export const ADMIN_HOME_PATH = '/admin/resumen';

/** Form field and header that carry the per-session anti-CSRF token. */
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Query parameter of the sign-in page: where to go back after signing in. */
export const RETURN_TO_PARAM = 'volver';

export const ROLE_LABELS = { administrador: 'Administrador', vendedor: 'Vendedor' } as const;

/** docs/product.md §8: the auth context's failure toasts (kept in English, as the original texts were). */
export const AUTH_TOASTS = {
  signUp: 'Sign up Failed',
  signIn: 'Sign in Failed',
  signOut: 'Sign out Failed',
  fallback: 'Something went wrong',
} as const;

export const AUTH_MESSAGES = {
  badCredentials: 'Correo o contraseña incorrectos.',
  invalidInput: 'Revisá el correo y la contraseña.',
  rateLimited: (minutes: number) => `Demasiados intentos. Esperá ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e intentá de nuevo.`,
  invitationInvalid: 'La invitación no es válida, ya se usó o venció. Pedí una nueva a un administrador.',
  invitationEmail: 'Esta invitación es para otra dirección de correo.',
  emailTaken: 'Ya existe una cuenta con ese correo.',
  passwordShort: 'La contraseña debe tener al menos 10 caracteres.',
  passwordLong: 'La contraseña puede tener como máximo 200 caracteres.',
  unauthenticated: 'Tu sesión no es válida o venció. Ingresá de nuevo.',
  forbidden: 'No tenés permiso para hacer esto.',
  csrf: 'La solicitud fue rechazada por seguridad. Recargá la página e intentá de nuevo.',
  unavailable: 'El servicio no está disponible en este momento. Intentá de nuevo en unos minutos.',
} as const;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Longer than any path of the staff area with its filters; it goes into a Location header. */
const RETURN_TO_MAX = 512;

/** A path inside the staff area to return to after signing in; anything else is ignored. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > RETURN_TO_MAX) return ADMIN_HOME_PATH;
  // Only absolute paths under /admin: no scheme, no '//' host, no backslash tricks.
  if (!/^\/admin(\/[A-Za-z0-9\-._~%/?=&]*)?$/.test(value) || value.includes('//') || value.includes('\\')) {
    return ADMIN_HOME_PATH;
  }
  if (value.startsWith(SIGN_IN_PATH) || value.startsWith(SIGN_UP_PATH) || value.startsWith('/admin/api/')) return ADMIN_HOME_PATH;
  return value;
}

/** True for the staff area's paths (the public chrome is left out there). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
