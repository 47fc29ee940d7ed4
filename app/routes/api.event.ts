// POST /api/evento {tipo: 'chat' | 'agregar', id?}: a chat opened or a product added to the cart,
// sent by navigator.sendBeacon for the owner's summary. Only a daily count per product and kind
// is kept: no cookie is read or set, and the address is used for the rate limit alone. A product
// that is not in the catalogue, or a robot, counts nothing (still 204: a beacon reads no answer).
import { z } from 'zod';
import type { Route } from './+types/api.event';
import { isRobot } from '#domain/robots';
import { idKey } from '#domain/slug';
import { requestContext, servicesContext } from '#server/context';
import { beaconCounts } from '#server/stats/beacons';

/** A beacon is a few dozen bytes; anything much bigger is not ours. */
const MAX_BODY_BYTES = 512;

const eventSchema = z.object({
  tipo: z.enum(['chat', 'agregar']),
  // A chat opened outside a product page has no product.
  id: z.string().trim().max(100).optional().default(''),
});

const NO_STORE = { 'Cache-Control': 'no-store' };

function refuse(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ ok: false, error }, { status, headers: { ...NO_STORE, ...headers } });
}

/** Another site's page may not add to the shop's counts (a beacon from ours has our Origin). */
function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return refuse(405, 'Usá POST.', { Allow: 'POST' });
  if (foreignOrigin(request)) return refuse(403, 'Solo se aceptan avisos de esta tienda.');
  const services = context.get(servicesContext);
  const limit = await services.limits.events.check(context.get(requestContext).clientAddress);
  if (!limit.ok) return refuse(429, 'Demasiados avisos seguidos: esperá un momento.', { 'Retry-After': String(limit.retryAfterSeconds) });

  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return refuse(413, 'El aviso es demasiado largo.');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return refuse(413, 'El aviso es demasiado largo.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, 'El aviso no es un JSON válido.');
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return refuse(400, 'El aviso no es válido: tipo debe ser «chat» o «agregar».');

  const { tipo, id } = parsed.data;
  if (!isRobot(request.headers.get('user-agent'))) {
    if (id === '') {
      if (tipo === 'chat') services.eventCounter.record('chat', '');
    } else {
      const product = services.catalog.current()?.index.byId(idKey(id));
      // Once per address, product and kind an hour, and a bound per product from every address.
      if (product && beaconCounts(services.eventCounter, tipo, product.id, context.get(requestContext).clientAddress))
        services.eventCounter.record(tipo, product.id);
    }
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}

export function loader() {
  return refuse(405, 'Usá POST.', { Allow: 'POST' });
}
