// The staff's 'IVA por categoría' form: one choice per category group, validated here.
import { z } from 'zod';
import type { CategoryGroup } from '#domain/categories';
import { IVA_GROUPS } from '#domain/iva';
import type { IvaDefaults } from './service';

const choice = z.enum(['', '21', '10.5', '0'], { message: 'Elegí una alícuota de la lista: 21 %, 10,5 % o 0 %.' });
const field = choice.default('');
const formSchema = z.object(Object.fromEntries(IVA_GROUPS.map((group) => [group, field])) as Record<CategoryGroup, typeof field>);

export type IvaFormOutcome =
  { ok: true; message: string; changed: string[] } | { ok: false; message: string; status: 400; fieldErrors: Record<string, string> };

/** Saves the groups whose choice changed; the rest are left as they are. */
export async function saveIvaDefaults(input: Record<string, unknown>, defaults: IvaDefaults, staffEmail: string): Promise<IvaFormOutcome> {
  const parsed = formSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const message = `${field ? `${field}: ` : ''}${issue?.message ?? 'Revisá los datos.'}`;
    return { ok: false, message, status: 400, fieldErrors: field ? { [field]: issue.message } : {} };
  }
  const now = defaults.current();
  const changed: string[] = [];
  for (const group of IVA_GROUPS) {
    const value = parsed.data[group];
    const next = value === '' ? undefined : Number(value);
    if (next === now[group]) continue;
    await defaults.set(group, next ?? null, staffEmail);
    changed.push(group);
  }
  return { ok: true, message: changed.length > 0 ? `IVA guardado para ${changed.join(', ')}.` : 'No había cambios.', changed };
}
