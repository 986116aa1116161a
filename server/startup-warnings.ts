import { site } from "~/content/site";
import type { Env } from "~/env.server";
import { logger } from "~/lib/logger.server";

// Settings an operator cannot be allowed to miss at start (issue #14). Each is a warning, not a
// refusal: the site works, but visitors or search engines would be sent somewhere wrong.

const placeholders = { phone: "+234 800 000 0000", email: "sales@ilimi.example" } as const;

/** Whether HOST listens beyond this machine (all interfaces, or a non-loopback address). */
function listensPublicly(host: string): boolean {
  return !/^(127\.|localhost$|::1$|\[::1\]$)/.test(host);
}

/** The port a loopback SITE_URL names, when it names this machine; null for any other host. */
function loopbackPort(siteUrl: string): number | null {
  const url = new URL(siteUrl);
  if (!/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname)) return null;
  return Number(url.port || (url.protocol === "https:" ? 443 : 80));
}

export type StartupFacts = Pick<Env, "SITE_URL" | "TRUST_PROXY" | "HOST" | "PORT" | "ILIMI_NGN_PER_EUR"> & {
  publicSiteUrl: string;
  phone: string;
  email: string;
};

/** The warnings for these settings, each naming the variable that fixes it. */
export function startupWarnings(facts: StartupFacts): string[] {
  const warnings: string[] = [];
  if (facts.SITE_URL.startsWith("https://") && facts.TRUST_PROXY === "false") {
    warnings.push(
      "SITE_URL is https but TRUST_PROXY is off: behind a TLS-terminating proxy every form post will be refused (it arrives as http) and every visitor will share the proxy's rate limit. Set TRUST_PROXY to the proxy's address or hop count.",
    );
  }
  // Links in e-mails, .ics files and console invites are written with SITE_URL: on this machine
  // they must reach this server (issue #26: PORT set, SITE_URL left at another port).
  const linkedPort = loopbackPort(facts.SITE_URL);
  if (linkedPort !== null && facts.PORT !== 0 && linkedPort !== facts.PORT) {
    warnings.push(
      `SITE_URL is ${facts.SITE_URL} but this server listens on port ${facts.PORT}: the links it writes (booking e-mails and .ics change and cancel links, console invites and set-password links) lead to another port. Set SITE_URL to the public origin, or leave it unset for http://localhost:${facts.PORT}.`,
    );
  }
  if (listensPublicly(facts.HOST) && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])([:/]|$)/.test(facts.publicSiteUrl)) {
    warnings.push(
      `PUBLIC_SITE_URL is still ${facts.publicSiteUrl} while the server listens on ${facts.HOST}: canonical URLs, the sitemap, Open Graph tags and structured data point there. Set PUBLIC_SITE_URL to the public https origin and build again.`,
    );
  }
  if (facts.phone.replace(/\s/g, " ") === placeholders.phone || facts.email === placeholders.email) {
    warnings.push(
      "The contact details are still the placeholders (+234 800 000 0000, sales@ilimi.example): set PUBLIC_CONTACT_PHONE and PUBLIC_CONTACT_EMAIL and build again.",
    );
  }
  // The visitor is only told the estimate is not converted (issue #41, item 10): what to set is
  // the operator's news, here.
  if (facts.ILIMI_NGN_PER_EUR === undefined) {
    warnings.push(
      "ILIMI_NGN_PER_EUR is not set: the estimator on /pricing converts no amount between naira and the CFA francs. Set ILIMI_NGN_PER_EUR and ILIMI_NGN_RATE_DATE together, and build again, to show conversions with their date.",
    );
  }
  return warnings;
}

export function logStartupWarnings(config: Env): void {
  for (const warning of startupWarnings({
    ...config,
    publicSiteUrl: site.siteUrl,
    phone: site.phone,
    email: site.email,
  }))
    logger.warn({ startup: true }, warning);
}
