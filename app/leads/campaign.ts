// Where a demo request came from: the campaign's utm_* parameters and the site that referred the
// visit. Captured without cookies (SPEC: no tracking cookies) and stored with the request only.
// The typed contract between the demo form's page script (app/enhance/campaign-fields.ts), which
// copies them from the address bar and document.referrer into hidden fields when the form is
// sent, and the server, which reads those fields, or, without JavaScript, the utm_* of the form
// page's own address as the post's Referer header carries it. /demo's HTML never depends on them,
// so its cached renders stay shared (parallel-map: H17 caches /demo variants).

export const utmParameters = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
type UtmParameter = (typeof utmParameters)[number];

/** The hidden field carrying the referring site (the page script fills it). */
export const referrerField = "visit_referrer";

export type Campaign = Partial<Record<UtmParameter | "referrer", string>>;

const MAX = 200;
// eslint-disable-next-line no-control-regex
const unprintable = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Printable text only, at most 200 characters; undefined when nothing is left. */
function clean(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(unprintable, "").trim().slice(0, MAX);
  return text || undefined;
}

/** Only the origin of a referring site: its paths and queries may carry someone's data. */
function referrerOrigin(value: unknown, ownOrigin: string): string | undefined {
  const text = clean(value);
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  return url.origin === ownOrigin ? undefined : url.origin;
}

/** The campaign of a post: its hidden fields first, else the utm_* of the form page's address (Referer). */
export function campaignOf(
  fields: { get(name: string): unknown },
  referer: string | null | undefined,
  siteUrl: string,
): Campaign {
  const campaign: Campaign = {};
  const own = new URL(siteUrl).origin;
  const page = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  const pageParams =
    page && (page.origin === own || page.host === new URL(siteUrl).host) ? page.searchParams : undefined;
  for (const name of utmParameters) {
    const value = clean(fields.get(name)) ?? clean(pageParams?.get(name));
    if (value) campaign[name] = value;
  }
  const referrer = referrerOrigin(fields.get(referrerField), own);
  if (referrer) campaign.referrer = referrer;
  return campaign;
}
