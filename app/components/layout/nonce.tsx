import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response. entry.server provides it; the document's
 * scripts carry it. In the browser it is empty: browsers hide nonces from the page once it has loaded.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
