// Photos are decoded in a child process. libvips allocates outside V8 and aborts its whole process
// when an allocation fails (glib's g_malloc): a 48 KB PNG of 9,999,999×5 px asked for 1.25 GB and,
// decoded in the shop's own process under a 1 GB limit, killed the shop at every start. Here such a
// photo costs its decoder, which the next photo starts again; the caller gets a 'decoder_crash'.
// One process per photo processed at once (DEFAULT_PHOTO_JOBS is 1), started on first use and
// ended after a minute without work, so an idle shop holds no second process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FromDecoder, ToDecoder } from './decoder-messages';
import { processPhoto, type ProcessedPhoto, type ProcessOptions, type VariantWant } from './process';
import { PhotoError } from './reasons';

/** A decoder with no photo for this long ends; the next photo pays its start (about 0.2 s). */
const DEFAULT_DECODER_IDLE_MS = 60_000;

export interface DecoderOptions {
  /** How many photos may be processed at once (one process each). */
  size: number;
  /** The child's entry; default: the build's photo-decoder.js or the TypeScript source through tsx. */
  entry?: string | null;
  /** A command the child is started under, e.g. ['prlimit', '--data=400000000', '--'] (tests). */
  prefix?: string[];
  idleMs?: number;
  log?: (line: string) => void;
}

/** The child's entry (see defaultWorkerUrl in server/catalog/refresh-runner.ts); null when there is none. */
function defaultDecoderEntry(): string | null {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (/\.[cm]?tsx?$/.test(here)) {
    const bootstrap = path.join(dir, 'decoder-child-tsx.mjs');
    return existsSync(bootstrap) ? bootstrap : null;
  }
  for (const candidate of [path.join(dir, 'photo-decoder.js'), path.join(dir, '..', 'photo-decoder.js'), path.resolve('build', 'server', 'photo-decoder.js')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

interface Job {
  id: number;
  resolve: (photo: ProcessedPhoto) => void;
  reject: (error: Error) => void;
}

/** One child process running one photo at a time. */
class DecoderProcess {
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private job: Job | null = null;
  private idleTimer?: NodeJS.Timeout;
  busy = false;

  constructor(
    private readonly entry: string,
    private readonly options: DecoderOptions,
  ) {}

  async run(input: Buffer, wants: VariantWant[], processOptions: ProcessOptions, id: number): Promise<ProcessedPhoto> {
    clearTimeout(this.idleTimer);
    this.busy = true;
    try {
      await (this.ready ??= this.start());
      const child = this.child!;
      return await new Promise<ProcessedPhoto>((resolve, reject) => {
        this.job = { id, resolve, reject };
        const message: ToDecoder = { id, input, wants, options: processOptions };
        child.send(message, (error) => {
          if (error && this.job?.id === id) {
            this.job = null;
            reject(new PhotoError('broken', `decoder unreachable: ${error.message}`));
          }
        });
      });
    } finally {
      this.busy = false;
      this.job = null;
      if (this.child) {
        this.idleTimer = setTimeout(() => this.stop(), this.options.idleMs ?? DEFAULT_DECODER_IDLE_MS);
        this.idleTimer.unref();
      }
    }
  }

  private start(): Promise<void> {
    const [command, ...args] = [...(this.options.prefix ?? []), process.execPath, this.entry];
    const child = spawn(command!, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    this.child = child;
    return new Promise<void>((resolve, reject) => {
      child.on('message', (message: FromDecoder) => {
        if ('ready' in message) return resolve();
        const job = this.job;
        if (!job || job.id !== message.id) return;
        this.job = null;
        if (message.ok) job.resolve(fromWire(message.photo));
        else job.reject(new PhotoError(message.reason, message.message.replace(/^[a-z_]+: /, ''), message.status));
      });
      const gone = (why: string) => {
        if (this.child !== child) return;
        this.child = null;
        this.ready = null;
        clearTimeout(this.idleTimer);
        reject(new PhotoError('broken', `the decoder did not start: ${why}`));
        const job = this.job;
        this.job = null;
        // The photo on it took its process down: it is the photo's failure, not a passing one.
        job?.reject(new PhotoError('decoder_crash', `decoder ended: ${why}`));
        if (job) this.options.log?.(`el proceso que procesa fotos terminó (${why}); sigue con la próxima foto`);
      };
      child.on('exit', (code, signal) => gone(signal ?? `código ${code}`));
      child.on('error', (error) => gone(error.message));
    });
  }

  stop(): void {
    clearTimeout(this.idleTimer);
    const child = this.child;
    if (!child || this.busy) return;
    this.child = null;
    this.ready = null;
    if (child.connected) child.disconnect();
    child.kill();
  }

  kill(): void {
    clearTimeout(this.idleTimer);
    this.child?.kill('SIGKILL');
  }
}

/** Buffers cross the channel as plain Uint8Arrays. */
function fromWire(photo: ProcessedPhoto): ProcessedPhoto {
  return {
    ...photo,
    variants: photo.variants.map((v) => ({ ...v, data: Buffer.from(v.data.buffer, v.data.byteOffset, v.data.byteLength) })),
  };
}

export class PhotoDecoder {
  private readonly processes: DecoderProcess[] = [];
  private readonly entry: string | null;
  private nextId = 1;

  constructor(private readonly options: DecoderOptions) {
    this.entry = options.entry === undefined ? defaultDecoderEntry() : options.entry;
    if (!this.entry) options.log?.('no se encontró el proceso que procesa fotos (photo-decoder.js): se procesan en el proceso de la tienda');
  }

  /** Makes the variants in a decoder process; the caller bounds how many run at once (`size`). */
  async process(input: Buffer, wants: VariantWant[], processOptions: ProcessOptions = {}): Promise<ProcessedPhoto> {
    if (!this.entry) return processPhoto(input, wants, processOptions);
    let decoder = this.processes.find((p) => !p.busy);
    if (!decoder) {
      if (this.processes.length >= this.options.size) throw new Error('more photos at once than decoders');
      decoder = new DecoderProcess(this.entry, this.options);
      this.processes.push(decoder);
    }
    return decoder.run(input, wants, processOptions, this.nextId++);
  }

  stop(): void {
    for (const decoder of this.processes) decoder.kill();
  }
}
