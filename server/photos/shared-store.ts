// Where the copies of one deployment are shared (decision 0041). Each process keeps its bounded
// local folder (store.ts) and answers from it; behind it sits one of:
// - the local folder itself, for one machine: processes of that machine share the folder, and a
//   copy another process wrote is found by reading the photo's folder again;
// - an S3-compatible bucket, for two or more machines: the same keys and file names as the folder
//   (`fotos/{key[0..1]}/{key}/{name}` and `meta.json`), pulled into the local folder when asked for.
// A bucket that is out of reach, slow or failing never stops an answer: the copy is made (or
// served) from this machine, and trouble() tells the staff report.
import { isPhotoKey } from '#domain/photos';
import { briefError } from '../brief-error';
import { META_FILE, type NewVariant, type PhotoStore, type StoredMeta } from './store';

/** A refused start: the message names the variable to fix. */
export class BucketConfigError extends Error {
  override name = 'BucketConfigError';
}

export interface SharedPhotoStore {
  readonly kind: 'folder' | 'bucket';
  /** Brings the named copies into the local folder when the shared store has them; true when all are there now. */
  pull(key: string, names: readonly string[], local: PhotoStore): Promise<boolean>;
  /** Whether the shared store has every named copy (read from its description, no bodies). */
  has(key: string, names: readonly string[]): Promise<boolean>;
  /** Hands copies just made to the other machines. */
  put(key: string, meta: StoredMeta, variants: readonly NewVariant[]): Promise<void>;
  /** Checks the store answers with these credentials at start (throws a message naming the variable). */
  check(): Promise<void>;
  /** A line for the staff when the store is failing, else null. */
  trouble(): string | null;
}

/** One machine: the folder is the shared store. */
export function folderSharedStore(): SharedPhotoStore {
  return {
    kind: 'folder',
    async pull(key, names, local) {
      await local.reload(key);
      const photo = local.photo(key);
      return names.every((name) => photo?.files.has(name));
    },
    has: async () => false,
    put: async () => undefined,
    check: async () => undefined,
    trouble: () => null,
  };
}

/** The few calls of @aws-sdk/client-s3 the bucket needs (tests replace it to make the bucket fail). */
export interface BucketClient {
  getObject(key: string): Promise<Buffer | null>;
  putObject(key: string, body: Buffer, contentType: string): Promise<void>;
  headBucket(): Promise<void>;
}

export interface BucketStoreOptions {
  client: BucketClient;
  /** Where the bucket's answers are logged (rarely: once a minute at most). */
  log?: (line: string) => void;
  now?: () => number;
}

/** How long a failure keeps the staff report's line after the bucket answers again. */
const TROUBLE_MS = 60_000;
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', json: 'application/json' };

export function objectKey(key: string, name: string): string {
  return `fotos/${key.slice(0, 2)}/${key}/${name}`;
}

export function bucketSharedStore({ client, log = () => undefined, now = Date.now }: BucketStoreOptions): SharedPhotoStore {
  let failedAt = Number.NEGATIVE_INFINITY;
  let lastError = '';
  const failing = (error: unknown) => {
    if (now() - failedAt > TROUBLE_MS) log(`el depósito de fotos no responde: ${briefError(error)}`);
    failedAt = now();
    lastError = briefError(error);
  };
  const readMeta = async (key: string): Promise<StoredMeta | null> => {
    const body = await client.getObject(objectKey(key, META_FILE));
    if (!body) return null;
    const meta = JSON.parse(body.toString('utf8')) as StoredMeta;
    if (typeof meta.source !== 'string' || typeof meta.width !== 'number' || typeof meta.files !== 'object' || !meta.files) return null;
    return meta;
  };

  return {
    kind: 'bucket',
    async pull(key, names, local) {
      if (!isPhotoKey(key)) return false;
      try {
        const meta = await readMeta(key);
        if (!meta) return false;
        const have = local.photo(key);
        const wanted = names.filter((name) => meta.files[name] && !have?.files.has(name));
        const bodies = await Promise.all(wanted.map((name) => client.getObject(objectKey(key, name))));
        const variants: NewVariant[] = [];
        wanted.forEach((name, i) => {
          // Deleted behind the shop's back: made again from the kept copy, or downloaded again.
          const data = bodies[i];
          if (data) variants.push({ name, data, width: meta.files[name].width, height: meta.files[name].height });
        });
        const { files: _files, ...rest } = meta;
        if (variants.length > 0 || !have) await local.write(key, rest, variants);
      } catch (error) {
        failing(error);
        return false;
      }
      const photo = local.photo(key);
      return names.every((name) => photo?.files.has(name));
    },
    async has(key, names) {
      try {
        const meta = await readMeta(key);
        return Boolean(meta) && names.every((name) => meta!.files[name]);
      } catch (error) {
        failing(error);
        return false;
      }
    },
    async put(key, meta, variants) {
      try {
        // Copies first, the description last: whoever reads the description finds its copies.
        for (const variant of variants) {
          await client.putObject(objectKey(key, variant.name), variant.data, CONTENT_TYPES[variant.name.split('.').pop() ?? ''] ?? 'application/octet-stream');
        }
        const previous = await readMeta(key).catch(() => null);
        const merged: StoredMeta = { ...meta, files: { ...(previous?.files ?? {}), ...meta.files } };
        await client.putObject(objectKey(key, META_FILE), Buffer.from(JSON.stringify(merged)), CONTENT_TYPES.json);
      } catch (error) {
        failing(error);
      }
    },
    async check() {
      await client.headBucket();
    },
    trouble() {
      return now() - failedAt <= TROUBLE_MS ? `El depósito de fotos no responde (${lastError}); se sirven las copias de este equipo.` : null;
    },
  };
}
