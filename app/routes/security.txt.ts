import { site } from "~/content/site";
import { securityTxt } from "~/lib/security-txt";

// /.well-known/security.txt: how to report a security problem (docs/security.md), with the
// contact address from the site's configuration (PUBLIC_CONTACT_EMAIL).
export function loader() {
  return new Response(securityTxt(site), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
