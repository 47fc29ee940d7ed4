// What React Router's loaders and actions get in their `context` (decision 0009): the process's
// services and this request's details. server/http/page-handler.ts builds one per request; tests
// build their own with routerContext().
import { createContext, RouterContextProvider } from 'react-router';
import type { AppServices } from './services';

export interface RequestDetails {
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
  /** The visitor's address (behind one trusted proxy at most), for rate limits. */
  clientAddress: string;
  /**
   * The page's HTML as app/entry.server.tsx finished it, left here so that the page handler takes
   * the bytes as they are instead of reading them back out of the Response (the body carries the
   * same bytes for any other caller).
   */
  renderedDocument?: Buffer;
}

/** The process's services: `context.get(servicesContext)`. */
export const servicesContext = createContext<AppServices>();

/** This request's nonce and address: `context.get(requestContext)`. */
export const requestContext = createContext<RequestDetails>();

export function routerContext(services: AppServices, request: RequestDetails): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, request);
  return context;
}
