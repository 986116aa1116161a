import { hook } from "../contract";

// The error screen's contract with the page script (app/enhance/not-found.ts), which logs the
// attempted path of a 404 on the console as SPEC section 2 asks.
export const errorScreenContract = {
  status: hook<string>("data-error-status"),
} as const;
