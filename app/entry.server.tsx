import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from '~/lib/nonce';
import { deferModuleScripts } from '~/lib/deferred-scripts.server';
import { isAdminPath } from '../domain/staff';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Every page waits for all its content: crawlers and link previews (WhatsApp) read the whole
    // document, and our loaders answer from memory, so there is nothing slow to stream.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Never outline a finished Suspense boundary (React does for ones over ~12 KB, such as the
        // home page's results): the page is sent whole, and without JavaScript an outlined
        // boundary stays hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The whole page is ready: it is read in full so that its scripts can be deferred until
          // its largest paint (~/lib/deferred-scripts.server.ts), then sent as one body.
          const chunks: Buffer[] = [];
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            // Public pages only: the staff pages are not measured, and their forms want React at once.
            const sent = isAdminPath(new URL(request.url).pathname) ? html : deferModuleScripts(html);
            resolve(new Response(sent, { headers: responseHeaders, status: responseStatusCode }));
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
