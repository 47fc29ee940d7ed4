// Two machines' photo engines (separate data folders) on one PostgreSQL and one S3-compatible
// bucket (s3rver), against a stand-in photo host that counts downloads: each link is downloaded
// once in total, every photo is served by both with the same ETag, no copy is made twice, the
// preparer's turn passes to the other within 30 s when it dies, and the lease refuses two preparers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoKey, type PhotoVariant } from '#domain/photos';
import { openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import { startImageHost, type ImageHost } from '../../tests/support/image-host';
import { Lease } from '../ops/lease';
import { s3BucketClient } from './bucket-client';
import { databaseCoordination } from './coordination';
import { createPhotoService, type PhotoCatalogEntry, type PhotoService } from './service';
import { bucketSharedStore, objectKey, type BucketClient } from './shared-store';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-fotos-compartidas-'));
let s3: { run(): Promise<AddressInfo>; close(): Promise<void> };
let endpoint = '';
let host: ImageHost;
let database: TestDatabase;
const services: PhotoService[] = [];
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
/** Every copy written to the bucket, with how many times (the description, meta.json, grows with each new size). */
const puts = new Map<string, number>();

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: 'fotos' }] }) as typeof s3;
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  // s3rver's fixed credentials, read by the SDK from the environment as in production.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  host = await startImageHost();
  for (let i = 0; i < 6; i++) host.serve(`/compartida-${i}.jpg`, host.photos.whatsapp, 'image/jpeg');
  database = await openTestDatabase('postgres');
}, 60_000);

afterAll(async () => {
  await Promise.all(services.map((service) => service.stop()));
  await database?.cleanup();
  await host?.close();
  await s3?.close();
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  fs.rmSync(root, { recursive: true, force: true });
});

function countingClient(client: BucketClient): BucketClient {
  return {
    ...client,
    async putObject(key, body, type) {
      if (!key.endsWith('/meta.json')) puts.set(key, (puts.get(key) ?? 0) + 1);
      return client.putObject(key, body, type);
    },
  };
}

interface Machine {
  service: PhotoService;
  /** Cuts this machine off the database, as a network split (or a dead process) does. */
  cut(): void;
}

function machine(name: string, client?: BucketClient): Machine {
  let cut = false;
  const db = async () => {
    if (cut) throw new Error('sin red');
    return database.db;
  };
  const service = createPhotoService({
    dataDir: fs.mkdtempSync(path.join(root, `${name}-`)),
    allowPrivateHosts: ['localhost'],
    ca: host.ca,
    hostPaceMs: 0,
    log: () => undefined,
    shared: bucketSharedStore({ client: client ?? countingClient(s3BucketClient({ bucket: 'fotos', endpoint, region: 'us-east-1' })) }),
    coordination: databaseCoordination(db, name),
    preparer: (onChange) => new Lease({ name: 'fotos', db, onChange, ttlMs: 3000, renewMs: 500, holder: name }),
  });
  services.push(service);
  return { service, cut: () => (cut = true) };
}

function entry(pathname: string, priority = 0): PhotoCatalogEntry {
  const source = host.url(pathname);
  return { key: photoKey(source), source, priority, products: [{ id: pathname, name: `Repuesto ${pathname}` }] };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const card: PhotoVariant = { kind: 'width', width: 480, format: 'accept' };
const small: PhotoVariant = { kind: 'width', width: 320, format: 'accept' };
const AVIF = 'image/avif,image/webp,*/*';

describe('photos shared by two machines', () => {
  let first: PhotoCatalogEntry[] = [];
  let a: Machine;
  let b: Machine;

  it('downloads each link once, serves every photo from both with one ETag, makes nothing twice', async () => {
    first = [0, 1, 2, 3].map((i) => entry(`/compartida-${i}.jpg`, i));
    a = machine('a');
    b = machine('b');
    for (const m of [a, b]) m.service.setCatalog(first);
    await Promise.all([a.service.start(), b.service.start()]);
    await waitFor(() => a.service.progress().pending === 0 || b.service.progress().pending === 0, 'the preparer to finish');
    // Pages of both draw each photo's size and colour before either has served it.
    await waitFor(() => first.every((photo) => a.service.meta(photo.key) && b.service.meta(photo.key)), 'both to know every size');
    expect(b.service.meta(first[0].key)).toEqual(a.service.meta(first[0].key));

    for (const photo of first) {
      const [fromA, fromB] = await Promise.all([a.service.get(photo.key, card, AVIF), b.service.get(photo.key, card, AVIF)]);
      expect(fromA.status).toBe('ok');
      expect(fromB.status).toBe('ok');
      if (fromA.status === 'ok' && fromB.status === 'ok') expect(fromA.etag).toBe(fromB.etag);
      // A size nobody prepared, asked of both at once: made by one, taken by the other.
      const [smallA, smallB] = await Promise.all([a.service.get(photo.key, small, AVIF), b.service.get(photo.key, small, AVIF)]);
      expect(smallA.status === 'ok' && smallB.status === 'ok' && smallA.etag === smallB.etag).toBe(true);
      expect(host.hits(`/compartida-${first.indexOf(photo)}.jpg`)).toBe(1);
    }
    expect(puts.size).toBe(first.length * 4);
    expect([...puts].filter(([, count]) => count > 1)).toEqual([]);
  }, 120_000);

  it('hands preparation to the other machine within 30 s when the preparer dies', async () => {
    const holder = (await database.db.execute(`select holder from leases where name = 'fotos'`)) as unknown as { rows: Array<{ holder: string }> };
    const preparer = holder.rows[0].holder === 'a' ? a : b;
    const other = preparer === a ? b : a;
    preparer.cut();
    const later = [4, 5].map((i) => entry(`/compartida-${i}.jpg`, i));
    const started = Date.now();
    for (const m of [a, b]) m.service.setCatalog([...first, ...later]);
    await waitFor(() => other.service.progress().pending === 0, 'the other machine to prepare the new photos', 30_000);
    expect(Date.now() - started).toBeLessThan(30_000);
    for (const photo of later) expect(host.hits(new URL(photo.source).pathname)).toBe(1);
    expect([...puts].filter(([, count]) => count > 1)).toEqual([]);
  }, 60_000);

  it('makes a copy deleted from the bucket again from the kept 1200 px copy, with no download', async () => {
    const photo = first[0];
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
    await client.send(new DeleteObjectCommand({ Bucket: 'fotos', Key: objectKey(photo.key, '480.avif') }));
    client.destroy();
    const fresh = machine('c');
    fresh.service.setCatalog(first);
    const answer = await fresh.service.get(photo.key, card, AVIF);
    expect(answer.status).toBe('ok');
    expect(host.hits('/compartida-0.jpg')).toBe(1);
  }, 60_000);

  it('serves what this machine has and says so when the bucket fails', async () => {
    const failing: BucketClient = {
      getObject: async () => Promise.reject(new Error('500 Internal Server Error')),
      putObject: async () => Promise.reject(new Error('500 Internal Server Error')),
      headBucket: async () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const alone = machine('d', failing);
    alone.service.setCatalog(first);
    await alone.service.start();
    const answer = await alone.service.get(first[1].key, card, AVIF);
    expect(answer.status).toBe('ok');
    expect(alone.service.progress().line).toContain('El depósito de fotos no responde');
  }, 60_000);

  it('stops the start naming the variable when the credentials are wrong', async () => {
    process.env.AWS_ACCESS_KEY_ID = 'OTRA-CLAVE';
    try {
      await expect(s3BucketClient({ bucket: 'fotos', endpoint, region: 'us-east-1' }).headBucket()).rejects.toThrow(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY/);
    } finally {
      process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    }
  });
});

describe('the lease', () => {
  it('refuses a second holder, and one cut off during a split cannot come back', async () => {
    let cut = false;
    const cutDb = async () => {
      if (cut) throw new Error('sin red');
      return database.db;
    };
    const one = new Lease({ name: 'particion', db: cutDb, ttlMs: 1500, renewMs: 250, holder: 'uno' });
    const two = new Lease({ name: 'particion', db: async () => database.db, ttlMs: 1500, renewMs: 250, holder: 'dos' });
    let both = 0;
    const watch = setInterval(() => (both += one.held && two.held ? 1 : 0), 20);
    try {
      one.start();
      await waitFor(() => one.held, 'the first holder');
      two.start();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(two.held).toBe(false);
      cut = true;
      await waitFor(() => two.held, 'the second to take over', 10_000);
      cut = false;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(one.held).toBe(false);
      expect(both).toBe(0);
    } finally {
      clearInterval(watch);
      await one.stop();
      await two.stop();
    }
  }, 30_000);
});
