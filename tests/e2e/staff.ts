// The staff sign-in the browser tests share. A real staff browser keeps the device cookie it got at
// its first sign-in, and a known device is not counted against its address's sign-in limit (20 in
// 15 minutes). Every test here opens a fresh context from 127.0.0.1, so without the cookie the suite
// itself used up that limit and later sign-ins got 429. Each worker signs in once as a new device
// per shop; every later context carries the cookie, as the staff's own browser would.
import { expect, type APIResponse, type BrowserContext } from '@playwright/test';

export const STAFF = { email: 'admin@tienda.test', password: 'clave-de-prueba-e2e-123' };

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];
const devices = new Map<string, Cookie>();

/** Gives the context this shop's device cookie, once a sign-in in this worker has earned one. */
export async function knownDevice(context: BrowserContext, origin: string): Promise<void> {
  const device = devices.get(new URL(origin).origin);
  if (device) await context.addCookies([device]);
}

/** Signs the context in through the JSON endpoint the sign-in page uses; expects 200. */
export async function signInStaff(context: BrowserContext, origin: string): Promise<APIResponse> {
  const shop = new URL(origin).origin;
  await knownDevice(context, shop);
  const response = await context.request.post(`${shop}/admin/api/ingresar`, { data: STAFF, headers: { Origin: shop } });
  expect(response.status(), await response.text()).toBe(200);
  const device = (await context.cookies(shop)).find((cookie) => cookie.name.endsWith('tienda_dispositivo'));
  expect(device, 'la cookie del dispositivo').toBeDefined();
  devices.set(shop, device!);
  return response;
}
