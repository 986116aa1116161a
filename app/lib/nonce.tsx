import { createContext, useContext } from "react";

// The per-response CSP nonce, handed from entry.server to <Scripts>. Empty in the browser
// (browsers hide nonce attributes from script) and in prerendered HTML (the server adds it when serving).
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
