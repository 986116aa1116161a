// The protective headers every response carries, whatever answered it (issue #5; COOP only where
// a visitor's data is, issue #17): shared by the
// browser tests (pages, assets, 404, 500) and the integration tests (form errors, 403, 411, 413,
// 415, 429, HSTS). Returns what is wrong rather than asserting, so a failure lists every problem
// at once and both test runners can use it.

type HeaderSource = Headers | Record<string, string | undefined>;

/** One year: browsers' HSTS preload list asks for at least this. */
const hstsMinSeconds = 31_536_000;

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

/**
 * What is missing or wrong in a response's security headers; [] when nothing is.
 * `hsts`: true when the response must carry Strict-Transport-Security, false when it must not
 * (plain http), left out when either is fine.
 * `visitorData`: true when the response carries a visitor's own data (a form's answer, a
 * confirmation, a token page) asked for without fetch metadata or from another page: it must then
 * carry COOP and `no-store` (ADR 073 leaves COOP off a visit the browser started); false when it is a public
 * response, which must not carry COOP (ADR 017); left out when either is fine.
 */
export function securityHeaderProblems(
  source: HeaderSource,
  { hsts, visitorData }: { hsts?: boolean; visitorData?: boolean } = {},
): string[] {
  const get = (name: string) =>
    source instanceof Headers ? (source.get(name) ?? undefined) : source[name.toLowerCase()];
  const problems: string[] = [];
  const expectValue = (name: string, ok: (value: string) => boolean, wanted: string) => {
    const value = get(name);
    if (value === undefined || !ok(value))
      problems.push(`${name} should be ${wanted}, is ${value === undefined ? "missing" : JSON.stringify(value)}`);
  };

  const csp = get("content-security-policy");
  if (csp === undefined) {
    problems.push("Content-Security-Policy is missing");
  } else {
    const policy = directives(csp);
    // Inline scripts only by nonce (rendered pages) or hash (prerendered ones, ADR 002), never wholesale.
    if (!policy.has("script-src") && !policy.has("default-src")) problems.push(`CSP should restrict scripts: ${csp}`);
    for (const name of ["script-src", "script-src-elem", "script-src-attr", "default-src"]) {
      const unsafe = (policy.get(name) ?? []).filter((source) =>
        ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"].includes(source),
      );
      if (unsafe.length > 0) problems.push(`${name} should not allow ${unsafe.join(" ")}`);
    }
    for (const [name, value] of [
      ["frame-ancestors", "'none'"],
      ["base-uri", "'none'"],
      ["form-action", "'self'"],
    ] as const) {
      if ((policy.get(name) ?? []).join(" ") !== value) problems.push(`CSP ${name} should be ${value}: ${csp}`);
    }
  }
  expectValue("x-content-type-options", (v) => v === "nosniff", "nosniff");
  expectValue("referrer-policy", (v) => v === "strict-origin-when-cross-origin", "strict-origin-when-cross-origin");
  if (visitorData === true) {
    expectValue("cross-origin-opener-policy", (v) => v === "same-origin", "same-origin");
    expectValue("cache-control", (v) => v === "no-store", "no-store");
  }
  if (visitorData === false && get("cross-origin-opener-policy") !== undefined) {
    problems.push(
      `Cross-Origin-Opener-Policy should be absent from a public response, is ${JSON.stringify(get("cross-origin-opener-policy"))}`,
    );
  }
  expectValue("cross-origin-resource-policy", (v) => v === "same-origin", "same-origin");
  expectValue(
    "permissions-policy",
    (v) => v.includes("camera=()") && v.includes("geolocation=()"),
    "present, refusing camera and geolocation",
  );
  if (get("x-powered-by") !== undefined)
    problems.push(`X-Powered-By should be absent, is ${JSON.stringify(get("x-powered-by"))}`);

  const sts = get("strict-transport-security");
  if (hsts === false && sts !== undefined)
    problems.push(`Strict-Transport-Security should be absent over plain http, is ${JSON.stringify(sts)}`);
  if (hsts === true)
    expectValue(
      "strict-transport-security",
      (v) => Number(/max-age=(\d+)/i.exec(v)?.[1] ?? 0) >= hstsMinSeconds,
      `max-age of at least ${hstsMinSeconds}`,
    );
  return problems;
}
