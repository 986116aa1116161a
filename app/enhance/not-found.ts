/** SPEC section 2: the attempted path of a not-found page is logged to the console, as a warning. */
export function logNotFound() {
  if (document.querySelector('[data-error-status="404"]')) console.warn(`404 Not Found: ${location.pathname}`);
}
