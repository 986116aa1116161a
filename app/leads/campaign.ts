// Where a demo request came from: the campaign's utm_* parameters and the site that referred the
// visit. Captured without cookies (SPEC: no tracking cookies) and stored with the request only.
// The typed contract between the page script (app/enhance/campaign-fields.ts), which carries them
// from the page a visit starts on through the site's own links (ADR 096) and copies them into the
// demo form's hidden fields when it is sent, and the server, which reads those fields, or, without JavaScript, the utm_* of the form
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

/**
 * The visit's campaign as the page script carries it from page to page in the site's own links
 * (ADR 096): the utm_* of this address, and the referring site's origin, carried in the address
 * (visit_referrer) or, on the page the visit started on, the browser's referrer when it is another
 * site's. Empty when the visit has none. Nothing is stored in the browser.
 */
export function carriedCampaign(search: string, referrer: string, ownOrigin: string): URLSearchParams {
  const here = new URLSearchParams(search);
  const carried = new URLSearchParams();
  for (const name of utmParameters) {
    const value = clean(here.get(name));
    if (value) carried.set(name, value);
  }
  const site = referrerOrigin(here.get(referrerField), ownOrigin) ?? referrerOrigin(referrer, ownOrigin);
  if (site) carried.set(referrerField, site);
  return carried;
}

/** Whether a query holds only a visit's campaign (utm_*, the carried referrer, ad click ids): the page is the same without it. */
export function onlyCampaignQuery(query: URLSearchParams): boolean {
  for (const name of query.keys())
    if (!/^(utm_[a-z]+|gclid|fbclid)$/.test(name) && name !== referrerField) return false;
  return true;
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
  // Without JavaScript, the referring site carried in the form page's address, if it was (ADR 096).
  const referrer =
    referrerOrigin(fields.get(referrerField), own) ?? referrerOrigin(pageParams?.get(referrerField), own);
  if (referrer) campaign.referrer = referrer;
  return campaign;
}
