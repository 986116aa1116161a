// RFC 9116's security.txt, from the site's configuration: where to report a vulnerability
// (docs/security.md). Plain function, so its fields are unit-tested.

/** A year at most, as RFC 9116 recommends; the file is rendered per request, so it never goes stale. */
const VALID_DAYS = 180;

export function securityTxt({ siteUrl, email }: { siteUrl: string; email: string }, now = new Date()): string {
  const expires = new Date(now.getTime() + VALID_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en, fr",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}
