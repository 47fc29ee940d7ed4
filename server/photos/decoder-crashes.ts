// The photos that killed their decoder, on disk ({dataDir}/fotos/decoder-crashes.json). Kept in
// memory only, such a failure was forgotten at every restart and the last good catalogue handed the
// same photo to a fresh decoder: on disk, a restart reports it to the staff without trying it.
// Keyed by the photo's key, which changes with its link: a corrected link is tried again.
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isPhotoKey } from '#domain/photos';

/** Enough for any real sheet; the oldest go first beyond it. */
const MAX_RECORDS = 1_000;
const DECODER_CRASHES_FILE = 'decoder-crashes.json';

const recordsSchema = z.record(z.string().refine(isPhotoKey), z.object({ source: z.string().max(4096), at: z.number().finite() }));
export type DecoderCrashes = z.infer<typeof recordsSchema>;

export class DecoderCrashFile {
  private readonly file: string;
  private records: DecoderCrashes = {};
  private writing: Promise<void> = Promise.resolve();

  constructor(dataDir: string) {
    this.file = path.join(path.resolve(dataDir), 'fotos', DECODER_CRASHES_FILE);
  }

  /** What earlier runs recorded; an unreadable file counts as empty (the photo is then tried once more). */
  async load(): Promise<DecoderCrashes> {
    try {
      this.records = recordsSchema.parse(JSON.parse(await fsp.readFile(this.file, 'utf8')));
    } catch {
      this.records = {};
    }
    return { ...this.records };
  }

  /** Adds a photo and writes the file (a temporary file renamed over it: never half written). */
  add(key: string, source: string, at: number): Promise<void> {
    this.records[key] = { source, at };
    const keys = Object.keys(this.records);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_RECORDS))) delete this.records[old];
    const text = JSON.stringify(this.records);
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        await fsp.mkdir(path.dirname(this.file), { recursive: true });
        const temp = `${this.file}.${process.pid}.tmp`;
        await fsp.writeFile(temp, text);
        await fsp.rename(temp, this.file);
      });
    return this.writing;
  }
}
