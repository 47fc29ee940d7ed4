// Browser tests only: a stand-in for the photo hosts owners paste links to (postimg, ibb), over
// HTTPS on loopback, and a small catalogue whose photos are such links. Started by
// playwright.config.ts before the shop that reads that catalogue.
//
//   npx tsx tests/setup/photo-host.ts <port> <folder>
//
// Writes <folder>/ca.pem (the shop trusts it through NODE_EXTRA_CA_CERTS) and
// <folder>/catalogo.csv, then serves phone-size JPEGs (4032×3024, with a camera's EXIF and a GPS
// position that the shop must strip) and a WhatsApp-size one; any other path is a 404.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import sharp from 'sharp';
import { makeTestCertificate } from '../support/tls-cert';

const [portText, folder] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || !folder) throw new Error('usage: photo-host.ts <port> <folder>');
mkdirSync(folder, { recursive: true });

/** A detailed picture (noise compresses like a photo does, unlike a flat colour). */
async function photo(width: number, height: number, tint: { r: number; g: number; b: number }, quality: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .tint(tint)
    .jpeg({ quality })
    .withExif({ IFD0: { Orientation: '1', Make: 'Telefono', Model: 'Prueba' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '31/1 44/1 0/1' } })
    .toBuffer();
}

const files = new Map<string, Buffer>([
  ['/p/tractor/image.jpg', await photo(4032, 3024, { r: 200, g: 60, b: 40 }, 85)],
  ['/p/bomba/image.jpg', await photo(4032, 3024, { r: 40, g: 90, b: 200 }, 85)],
  ['/ibb/filtro.jpg', await photo(1600, 1200, { r: 60, g: 160, b: 60 }, 70)],
]);

const cert = makeTestCertificate(['localhost', '127.0.0.1']);
writeFileSync(path.join(folder, 'ca.pem'), cert.ca);

const host = `https://localhost:${port}`;
const header = 'ID,Titulo,Descripción,Codigo,Marca,Aplica para,Precio,Categoria,Estado,Cheques,URL Imagenes,URL Video';
const rows = [
  `1,Tractor Pauny 540,Tractor nuevo,P540,Pauny,,$ 90.000.000,Tractores,Nuevo,6,${host}/p/tractor/image.jpg ${host}/ibb/filtro.jpg,`,
  `2,Bomba hidráulica Bosch,Bomba de engranajes,B-77,Bosch,John Deere 4020,$ 150.000,Bombas hidráulicas,Nuevo,,${host}/p/bomba/image.jpg,`,
  `3,Filtro de aceite Fram PH8A,Filtro para motores Perkins,PH8A,Fram,Perkins 1006,$ 25.000,Repuestos,Nuevo,,${host}/ibb/filtro.jpg,`,
  `4,Rodamiento SKF 6205,Rodamiento rígido de bolas,6205,SKF,,$ 12.000,Rodamientos,Usado,,${host}/p/no-existe/image.jpg,`,
];
// The shop reads the catalogue once it exists: write it last, whole, under its final name.
writeFileSync(path.join(folder, 'catalogo.tmp'), [header, ...rows].join('\n') + '\n');
renameSync(path.join(folder, 'catalogo.tmp'), path.join(folder, 'catalogo.csv'));

https
  .createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
    const body = files.get(req.url ?? '');
    if (req.url === '/salud') return res.end('ok');
    if (!body) {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      return res.end('<h1>Not found</h1>');
    }
    // As the real hosts do: a type, and nothing that says how long to keep it.
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': body.length });
    res.end(body);
  })
  .listen(port, '127.0.0.1', () => console.log(`Fotos de prueba en ${host}`));
