import "react-router";

// What our Express server hands every loader and action (server/app.ts builds it).
declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response. */
    cspNonce: string;
  }
}

export {};
