import { Writable } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from './lib/nonce';
import { SaveDataProvider } from './lib/save-data';
import { deferModuleScriptsInDocument } from './lib/deferred-scripts.server';
import { SHOP_LAYOUT_ID } from './lib/route-ids';
import { CardMarkupContext } from './lib/card-markup';
import { CardMarkupCache } from './lib/card-markup.server';
import { requestContext } from '#server/context';
import { logRequestError } from '#server/http/request-errors';

export const streamTimeout = 5_000;

// A client's mistake (odd method, cross-site action) is a 4xx, not a stack trace in the log.
export const handleError = logRequestError;

// Product cards' HTML, shared by every page of this process (bounded; ~/lib/card-markup.server.tsx).
const cardMarkup = new CardMarkupCache();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const details = loadContext.get(requestContext);
  const nonce = details.cspNonce;
  const inShop = routerContext.staticHandlerContext.matches.some((match) => match.route.id === SHOP_LAYOUT_ID);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Every page waits for all its content: crawlers and link previews (WhatsApp) read the whole
    // document, and our loaders answer from memory, so there is nothing slow to stream. The server
    // (server/http/page-handler.ts) buffers every page to hash, compress and cache it, so the
    // document is collected here in one piece instead of going through a web stream chunk by chunk.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <CardMarkupContext.Provider value={cardMarkup.markup}>
          <SaveDataProvider value={request.headers.get('save-data')?.trim().toLowerCase() === 'on'}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </SaveDataProvider>
        </CardMarkupContext.Provider>
      </NonceProvider>,
      {
        nonce,
        // Never outline a finished Suspense boundary (React does for ones over ~12 KB, such as the
        // home page's results): the page is sent whole, and without JavaScript an outlined
        // boundary stays hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks);
              // The shop's pages load their scripts after the first paint (~/lib/deferred-scripts.server.ts,
              // decision 0011); the staff area's forms want React at once.
              const sent = inShop ? deferModuleScriptsInDocument(html) : html;
              details.renderedDocument = sent;
              resolve(new Response(sent as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
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
