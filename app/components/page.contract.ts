import { hook } from "./contract";

// Every page's contract with the browser tests: the page script (app/enhance/run-page-script.ts),
// or on the sales console React's root (root.tsx), marks <html> once every behaviour is attached;
// tests/support/browser-test.ts waits for the mark before a test clicks anything.
export const pageContract = {
  interactive: hook("data-interactive"),
} as const;
