import { createContext, useContext } from 'react';

// The CSP nonce of the current response. On the server it comes from the load context; in the
// browser it is '' (browsers hide nonce attributes after parsing, so hydration still matches).
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
