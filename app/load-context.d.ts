import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy, for inline scripts. */
    cspNonce: string;
    /** The visitor's address (behind one trusted proxy at most), for rate limits. */
    clientAddress: string;
  }
}
