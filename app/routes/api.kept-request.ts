// POST /api/pedido-guardado {tipo: 'presupuesto' | 'consulta', datos}: a request the visitor's phone
// kept without signal and sends now (app/offline/outbox.ts). The same services, limits and
// idempotency keys as the two forms' own posts, answered as JSON so the phone can say why a
// refused one did not go.
import { z } from 'zod';
import type { Route } from './+types/api.kept-request';
import { submitQuote } from '#server/requests/quote';
import { submitEnquiry } from '#server/requests/enquiry';
import { staffLinkOrigin } from '#server/http/public-origin';
import { requestContext, servicesContext } from '#server/context';
import { catalogProductFinder, rateLimited, readFormBody } from '../lib/requests.server';

const keptSchema = z.object({ tipo: z.enum(['presupuesto', 'consulta']), datos: z.record(z.string(), z.unknown()) });

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return Response.json({ description: 'Usá POST.' }, { status: 405, headers: { ...NO_STORE, Allow: 'POST' } });
  const parsed = keptSchema.safeParse(await readFormBody(request));
  if (!parsed.success) return Response.json({ description: 'La solicitud no tiene el formato esperado.' }, { status: 400, headers: NO_STORE });
  const { tipo, datos } = parsed.data;
  const services = context.get(servicesContext);
  const limited = await rateLimited(services, tipo, context.get(requestContext).clientAddress);
  if (limited) return Response.json(limited.data, { status: 429, headers: { ...NO_STORE, ...Object.fromEntries(new Headers(limited.init?.headers)) } });
  const result =
    tipo === 'presupuesto'
      ? await submitQuote(datos, {
          db: services.db(),
          findProduct: catalogProductFinder(services),
          transport: services.mail,
          origin: staffLinkOrigin(services.config.PUBLIC_URL),
          shop: services.admin.shop(),
        })
      : await submitEnquiry(datos, { db: services.db(), transport: services.mail });
  return Response.json(result, { status: result.status, headers: NO_STORE });
}
