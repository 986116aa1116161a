// How the server's rate limiter (server/rate-limit.ts) tells a route action that a JavaScript
// submission is over its limit. Document posts get the limiter's own HTML page, but React Router's
// client cannot show an HTML error for a `.data` request, so those reach the action, which answers
// with data the form can show inline. The header is removed from every incoming request first,
// so a client cannot set it (and could only throttle itself if it did).

export const rateLimitedHeader = "x-ilimi-rate-limited";

/** Seconds until the client may post again, or null when it is within its limit. */
export function rateLimitedFor(request: Request): number | null {
  return retryAfterSeconds(request.headers.get(rateLimitedHeader));
}

/** The header's value (as the limiter set it) as whole seconds, or null when it is absent. */
export function retryAfterSeconds(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}
