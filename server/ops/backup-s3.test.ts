// The off-site copy against s3rver, an S3-compatible server, on loopback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyToS3 } from './backup-s3';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-s3-'));
let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let endpoint = '';
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'copias' }],
  }) as typeof server;
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed credentials, read by the SDK from the environment as in production.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
});
afterAll(async () => {
  await server?.close();
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  fs.rmSync(root, { recursive: true, force: true });
});

it('copia el archivo al bucket bajo backups/, byte por byte; sin bucket no hace nada', async () => {
  const file = path.join(root, 'tienda-2026-11-26T03-00-00Z.jsonl.gz');
  fs.writeFileSync(file, Buffer.from([0x1f, 0x8b, 1, 2, 3, 4, 5]));
  const config = { BACKUP_S3_BUCKET: 'copias', BACKUP_S3_ENDPOINT: endpoint, BACKUP_S3_REGION: 'us-east-1' };
  expect(await copyToS3(config, file)).toBe('backups/tienda-2026-11-26T03-00-00Z.jsonl.gz');

  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
  const object = await client.send(new GetObjectCommand({ Bucket: 'copias', Key: 'backups/tienda-2026-11-26T03-00-00Z.jsonl.gz' }));
  expect(Buffer.from(await object.Body!.transformToByteArray()).equals(fs.readFileSync(file))).toBe(true);
  client.destroy();

  expect(await copyToS3({ BACKUP_S3_BUCKET: undefined, BACKUP_S3_ENDPOINT: undefined, BACKUP_S3_REGION: undefined }, file)).toBeNull();
  await expect(copyToS3({ ...config, BACKUP_S3_BUCKET: 'no-existe' }, file)).rejects.toThrow();
});
