// A 48 KB PNG of 9,999,999×5 px under the shop's 1 GB data limit (the smallest machine
// docs/deploy.md recommends): before its sides were checked, libvips asked for 1.25 GB to shrink
// it and the shop died at every start. Now the shop keeps serving and the staff see the photo.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { photoKey } from '#domain/photos';
import { startImageHost, tallPng, type ImageHost } from '../support/image-host';
import { createStaff, signIn, startShop, type Shop } from './deploy-helpers';

const root = path.resolve(`.tmp/e2e-photo-memory-${process.pid}`);
test.describe.configure({ timeout: 180_000 });

let host: ImageHost;
let shop: Shop | undefined;
test.beforeAll(async () => {
  host = await startImageHost();
});
test.afterAll(async () => {
  await shop?.stop();
  await host?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('the tall PNG under a 1 GB data limit: pages keep answering and the staff see the photo', async () => {
  host.serve('/tall.png', tallPng(), 'image/png');
  const dataDir = path.join(root, 'datos');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(root, 'ca.pem'), host.ca);
  const catalog = path.join(root, 'catalogo.csv');
  fs.writeFileSync(
    catalog,
    [
      'ID,Titulo,Descripción,Codigo,Marca,Aplica para,Precio,Categoria,Estado,Cheques,URL Imagenes,URL Video',
      `1,Cinta transportadora larga,Cinta de 10 m,CT-10,Agro,,$ 900.000,Repuestos,Nuevo,,${host.url('/tall.png')},`,
      `2,Filtro de aceite Fram PH8A,Filtro para motores Perkins,PH8A,Fram,Perkins 1006,$ 25.000,Repuestos,Nuevo,,${host.url('/whatsapp.jpg')},`,
    ].join('\n') + '\n',
  );
  const env = { CATALOG_SOURCE: catalog, NODE_EXTRA_CA_CERTS: path.join(root, 'ca.pem'), IMAGE_ALLOW_PRIVATE_HOSTS: 'localhost' };
  await createStaff({ DATA_DIR: dataDir, ...env });
  shop = await startShop({ dataDir, env, prefix: ['prlimit', `--data=${1024 ** 3}`, '--'] });
  await shop.ready(90_000);

  const { cookie } = await signIn(shop.url);
  const tallKey = photoKey(host.url('/tall.png'));
  // The background queue tries both photos; the tall one is listed as soon as it was tried.
  await expect
    .poll(
      async () => {
        const page = await fetch(`${shop!.url}/admin/catalogo`, { headers: { cookie } }).then((r) => r.text());
        return page.includes('/tall.png') && page.includes('demasiado alta o ancha');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(host.hits('/tall.png')).toBeGreaterThan(0);
  // Asked for directly it is a quick 404, and the shop is still the one that started.
  for (const width of [480, 1200]) expect((await fetch(`${shop.url}/fotos/${tallKey}/${width}`)).status).toBe(404);
  for (const page of ['/', '/repuestos', '/buscar?q=cinta']) expect((await fetch(`${shop.url}${page}`)).status, page).toBe(200);
  expect(shop.child.exitCode).toBeNull();
  expect(shop.output()).not.toMatch(/GLib-ERROR|failed to allocate/);
});
