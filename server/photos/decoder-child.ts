// The photo decoder's own process (started by decoder.ts): one photo per message, answered with
// its variants or with the reason it could not be made. Whatever libvips does here (an abort when
// an allocation fails, the kernel's OOM killer) ends this process only.
import { writeFileSync } from 'node:fs';
import { lowerOwnPriority } from './low-priority';
import { processPhoto } from './process';
import { PhotoError } from './reasons';
import type { FromDecoder, ToDecoder } from './decoder-messages';

lowerOwnPriority();

// First in line for the kernel's OOM killer: when memory runs out during a photo, this process
// is the one to go, not the shop that started it (raising one's own score needs no privilege).
try {
  writeFileSync('/proc/self/oom_score_adj', '1000');
} catch {
  // not Linux, or /proc is not mounted: the parent still survives an abort here
}

const send = (message: FromDecoder) => process.send?.(message);

process.on('message', (message: ToDecoder) => {
  const input = Buffer.from(message.input.buffer, message.input.byteOffset, message.input.byteLength);
  processPhoto(input, message.wants, message.options).then(
    (photo) => send({ id: message.id, ok: true, photo }),
    (error: unknown) => {
      const photoError = error instanceof PhotoError ? error : new PhotoError('broken', error instanceof Error ? error.message : String(error));
      send({ id: message.id, ok: false, reason: photoError.reason, message: photoError.message, status: photoError.status });
    },
  );
});
// The shop ended (or stopped this decoder): nothing left to do.
process.on('disconnect', () => process.exit(0));
send({ id: 0, ready: true });
