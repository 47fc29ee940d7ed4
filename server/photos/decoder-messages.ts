// What the shop and its photo decoder process say to each other (decoder.ts, decoder-child.ts).
import type { ProcessedPhoto, ProcessOptions, VariantWant } from './process';
import type { PhotoFailureReason } from './reasons';

export interface ToDecoder {
  id: number;
  input: Uint8Array;
  wants: VariantWant[];
  options: ProcessOptions;
}

export type FromDecoder =
  /** Sent once the process has loaded and listens for photos. */
  | { id: 0; ready: true }
  | { id: number; ok: true; photo: ProcessedPhoto }
  | { id: number; ok: false; reason: PhotoFailureReason; message: string; status?: number };
