// The prepared photos on disk: `{dataDir}/fotos/{key[0..1]}/{key}/` holds one file per variant
// (names from variantFileName) and `meta.json`. The folder is the truth; an in-memory index of it
// answers every request without touching the disk, and a size bound pushes out the photos nobody
// asked for in the longest time (whole photos, all their variants at once).
import { createHash } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { isPhotoKey } from '#domain/photos';

/**
 * 6 GiB, PHOTO_CACHE_MB's default. A photo's set prepared ahead is about 90 KB for a WhatsApp copy
 * and about 180 KB for a detailed phone photo (the 1200 px JPEG is most of it), so this holds the
 * sample's 25,000 links with room for the copies made on demand: set it from the catalogue's real
 * figure (this folder's size tells it).
 */
const DEFAULT_STORE_MAX_BYTES = 6 * 1024 ** 3;

export const META_FILE = 'meta.json';
const TEMP_MARK = '.tmp-';

export interface StoredMeta {
  /** The catalogue link the copies were made from. */
  source: string;
  /** The photo's own size after orientation, and its main colour. */
  width: number;
  height: number;
  color: string;
  createdAt: string;
  /**
   * Each variant's pixel size (a width variant of a small photo is smaller than its name) and a
   * hash of its bytes: the ETag, the same on every machine that holds the same copy.
   */
  files: Record<string, { width: number; height: number; hash?: string }>;
}

export interface StoredFile {
  name: string;
  path: string;
  bytes: number;
  mtimeMs: number;
  etag: string;
}

export interface StoredPhoto {
  key: string;
  meta: StoredMeta;
  files: Map<string, StoredFile>;
  bytes: number;
}

export interface PhotoStoreOptions {
  dataDir: string;
  maxBytes?: number;
  /** Told about a photo pushed out, so callers drop what they keep of it in memory. */
  onEvict?: (key: string, photo: StoredPhoto) => void;
}

export interface NewVariant {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

export class PhotoStore {
  readonly root: string;
  readonly maxBytes: number;
  private readonly onEvict?: (key: string, photo: StoredPhoto) => void;
  /** Least recently used first: Map keeps insertion order, and a use moves a key to the end. */
  private readonly photos = new Map<string, StoredPhoto>();
  private total = 0;
  private readonly protectedKeys = new Set<string>();

  constructor(options: PhotoStoreOptions) {
    this.root = path.join(path.resolve(options.dataDir), 'fotos');
    this.maxBytes = options.maxBytes ?? DEFAULT_STORE_MAX_BYTES;
    this.onEvict = options.onEvict;
  }

  get totalBytes(): number {
    return this.total;
  }

  get size(): number {
    return this.photos.size;
  }

  keyDir(key: string): string {
    return path.join(this.root, key.slice(0, 2), key);
  }

  /** Rebuilds the index from the folder: recency from the files' times, half-written files removed. */
  async open(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
    const found: Array<{ photo: StoredPhoto; recency: number }> = [];
    const shards = (await fsp.readdir(this.root, { withFileTypes: true })).filter((d) => d.isDirectory() && /^[0-9a-f]{2}$/.test(d.name));
    for (const shard of shards) {
      const shardDir = path.join(this.root, shard.name);
      const keys = (await fsp.readdir(shardDir, { withFileTypes: true })).filter((d) => d.isDirectory());
      const loaded = await Promise.all(keys.map((d) => this.loadKey(shard.name, d.name)));
      for (const entry of loaded) if (entry) found.push(entry);
    }
    found.sort((a, b) => a.recency - b.recency);
    this.photos.clear();
    this.total = 0;
    for (const { photo } of found) {
      this.photos.set(photo.key, photo);
      this.total += photo.bytes;
    }
    await this.evictOverBound();
  }

  /** `tidy`: remove half-written files (at open only: later they may be another process's writes). */
  private async loadKey(shard: string, key: string, tidy = true): Promise<{ photo: StoredPhoto; recency: number } | null> {
    const dir = path.join(this.root, shard, key);
    if (!isPhotoKey(key) || key.slice(0, 2) !== shard) {
      await fsp.rm(dir, { recursive: true, force: true });
      return null;
    }
    let meta: StoredMeta;
    try {
      meta = JSON.parse(await fsp.readFile(path.join(dir, META_FILE), 'utf8')) as StoredMeta;
      if (typeof meta.source !== 'string' || typeof meta.width !== 'number' || typeof meta.files !== 'object' || !meta.files) throw new Error('bad meta');
    } catch {
      // No description: a crash before the first write finished. Nothing in it can be trusted.
      if (tidy) await fsp.rm(dir, { recursive: true, force: true });
      return null;
    }
    const files = new Map<string, StoredFile>();
    let bytes = 0;
    let recency = 0;
    for (const name of await fsp.readdir(dir)) {
      const file = path.join(dir, name);
      if (name.includes(TEMP_MARK)) {
        if (tidy) await fsp.rm(file, { force: true });
        continue;
      }
      if (name === META_FILE || !meta.files[name]) continue;
      const stat = await fsp.stat(file);
      files.set(name, storedFile(key, name, file, stat.size, stat.mtimeMs, meta.files[name].hash));
      bytes += stat.size;
      recency = Math.max(recency, stat.mtimeMs);
    }
    return { photo: { key, meta, files, bytes }, recency };
  }

  /**
   * Reads one photo's folder again: another process of this machine may have written copies into
   * it (the folder is shared, the index is per process). True when the photo is known afterwards.
   */
  async reload(key: string): Promise<boolean> {
    if (!isPhotoKey(key) || this.protectedKeys.has(key)) return this.photos.has(key);
    let loaded: Awaited<ReturnType<PhotoStore['loadKey']>> = null;
    try {
      await fsp.access(path.join(this.keyDir(key), META_FILE));
      loaded = await this.loadKey(key.slice(0, 2), key, false);
    } catch {
      // Not written by anyone yet.
    }
    const known = this.photos.get(key);
    if (!loaded) return Boolean(known);
    if (known) this.total -= known.bytes;
    this.photos.delete(key);
    this.photos.set(key, loaded.photo);
    this.total += loaded.photo.bytes;
    await this.evictOverBound();
    return this.photos.has(key);
  }

  photo(key: string): StoredPhoto | undefined {
    return this.photos.get(key);
  }

  /** A variant's file and marks the photo as just used. */
  use(key: string, name: string): StoredFile | undefined {
    const photo = this.photos.get(key);
    const file = photo?.files.get(name);
    if (!photo || !file) return undefined;
    this.photos.delete(key);
    this.photos.set(key, photo);
    return file;
  }

  /** Writes variants (each to a temporary name, flushed, then renamed) and the updated meta.json. */
  async write(key: string, meta: Omit<StoredMeta, 'files'>, variants: readonly NewVariant[]): Promise<StoredPhoto> {
    const dir = this.keyDir(key);
    await fsp.mkdir(dir, { recursive: true });
    this.protectedKeys.add(key);
    try {
      const existing = this.photos.get(key);
      const files = new Map(existing?.files ?? []);
      const sizes: StoredMeta['files'] = { ...(existing?.meta.files ?? {}) };
      for (const variant of variants) {
        const file = path.join(dir, variant.name);
        await writeAtomic(file, variant.data);
        const stat = await fsp.stat(file);
        const hash = contentHash(variant.data);
        files.set(variant.name, storedFile(key, variant.name, file, stat.size, stat.mtimeMs, hash));
        sizes[variant.name] = { width: variant.width, height: variant.height, hash };
      }
      const fullMeta: StoredMeta = { ...meta, files: sizes };
      await writeAtomic(path.join(dir, META_FILE), Buffer.from(JSON.stringify(fullMeta)));
      const bytes = [...files.values()].reduce((sum, f) => sum + f.bytes, 0);
      const photo: StoredPhoto = { key, meta: fullMeta, files, bytes };
      if (existing) {
        this.total -= existing.bytes;
        this.photos.delete(key);
      }
      this.photos.set(key, photo);
      this.total += bytes;
      await this.evictOverBound();
      return photo;
    } finally {
      this.protectedKeys.delete(key);
    }
  }

  /** Removes least recently used photos until the total fits the bound (never one being written). */
  private async evictOverBound(): Promise<void> {
    if (this.total <= this.maxBytes) return;
    const victims: string[] = [];
    let total = this.total;
    for (const [key, photo] of this.photos) {
      if (total <= this.maxBytes) break;
      if (this.protectedKeys.has(key)) continue;
      victims.push(key);
      total -= photo.bytes;
    }
    for (const key of victims) {
      const photo = this.photos.get(key);
      if (!photo) continue;
      this.photos.delete(key);
      this.total -= photo.bytes;
      this.onEvict?.(key, photo);
      await fsp.rm(this.keyDir(key), { recursive: true, force: true });
    }
  }
}

/** 16 hex digits of SHA-256: enough to tell two versions of one copy apart. */
function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

function storedFile(key: string, name: string, file: string, bytes: number, mtimeMs: number, hash?: string): StoredFile {
  // Strong: from the bytes themselves, so every machine answers the same ETag for the same copy
  // (and a 304 to a browser that got it from another); copies written before hashes were kept
  // use their size and time, which change whenever the copy is made again.
  const etag = hash ? `"${key}-${name}-${hash}"` : `"${key}-${name}-${bytes.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
  return { name, path: file, bytes, mtimeMs, etag };
}

let tempCounter = 0;

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}${TEMP_MARK}${process.pid}-${++tempCounter}`;
  const handle = await fsp.open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, file);
}
