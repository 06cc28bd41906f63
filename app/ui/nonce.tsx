import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server; undefined in the browser, where it is not needed. */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
