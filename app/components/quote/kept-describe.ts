// How a kept request reads in the list and in its correction: what it asks for, in one line.
import type { KeptRequest } from '../../offline/outbox-store';

type Described = Pick<KeptRequest, 'kind' | 'body'>;

/** '2 × Filtro de aceite', one a product, from the cart the form posted (JSON text in 'items'). */
export function keptItems(item: Described): string[] {
  try {
    const lines = JSON.parse(item.body.items ?? '[]') as Array<{ name?: string; quantity?: number }>;
    return Array.isArray(lines) ? lines.map((l) => `${l.quantity ?? 1} × ${l.name ?? 'producto'}`) : [];
  } catch {
    return [];
  }
}

export function describeKept(item: Described): string {
  if (item.kind === 'consulta') return `Consulta: ${(item.body.message ?? '').slice(0, 60)}`;
  const lines = keptItems(item);
  return lines.length ? `Presupuesto: ${lines.join(', ')}` : 'Presupuesto';
}
