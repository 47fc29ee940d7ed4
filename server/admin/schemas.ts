// Inputs of the staff pages, validated with zod. List filters come from the URL and fall back to
// defaults when odd (a bookmarked link must not break); changes must be exactly right.
import { z } from 'zod';
import { QUOTE_STATES, type QuoteState } from '../db/schema';
import { MAIL_TABS, NOTES_MAX } from '#domain/staff';

const listQuerySchema = z.object({
  estado: z.enum(QUOTE_STATES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v ?? ''),
  pagina: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .catch(undefined)
    .transform((v) => v ?? 1),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The list's filters; a status outside `states` (an enquiry has three) is ignored. */
export function parseListQuery(url: URL, states: readonly QuoteState[] = QUOTE_STATES): ListQuery {
  const query = listQuerySchema.parse({
    estado: url.searchParams.get('estado') ?? undefined,
    q: url.searchParams.get('q') ?? undefined,
    pagina: url.searchParams.get('pagina') ?? undefined,
  });
  return query.estado && !states.includes(query.estado) ? { ...query, estado: undefined } : query;
}

export const idSchema = z.uuid();

export const requestUpdateSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('estado'), estado: z.enum(QUOTE_STATES, 'Elegí un estado válido.') }),
  z.object({
    intent: z.literal('notas'),
    notas: z
      .string()
      .max(NOTES_MAX, `Las notas pueden tener como máximo ${NOTES_MAX} caracteres.`)
      // One line-ending style, no trailing blank lines.
      .transform((v) => v.replace(/\r\n?/g, '\n').trimEnd()),
  }),
]);
export type RequestUpdate = z.infer<typeof requestUpdateSchema>;

export const mailActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('reenviar'), id: idSchema }),
  z.object({ intent: z.literal('probar') }),
]);

export const mailTabSchema = z.enum(MAIL_TABS).catch('pendientes');
