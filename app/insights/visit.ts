import { isbot } from "isbot";
import { localeOfPath, type Locale } from "~/content/locale";

// What one page view tells us, and nothing more (issue #28, ADR 037): the page, its edition, the
// HOST of a foreign referrer, the campaign tags, and whether the device is a phone, a tablet or a
// computer. No address, no user agent, no path or query of the referring page leave this function.

export type DeviceClass = "mobile" | "tablet" | "desktop";

export type VisitDimensions = {
  path: string;
  edition: Locale;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
};

const TAG_MAX = 100;
const PATH_MAX = 200;
// eslint-disable-next-line no-control-regex
const unprintable = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A campaign tag as counted: printable, lower-case, single-spaced, at most 100 characters; "" when absent. */
export function normalisedTag(value: string | null | undefined): string {
  if (!value) return "";
  return value.replace(unprintable, "").trim().replace(/\s+/g, " ").toLowerCase().slice(0, TAG_MAX);
}

/** Only the host of another site; "" for none, for ours, and for anything that is not a web address. */
export function referrerHostOf(referer: string | undefined, ownHost: string): string {
  if (!referer || !URL.canParse(referer)) return "";
  const url = new URL(referer);
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return host ===
    ownHost
      .toLowerCase()
      .replace(/^www\./, "")
      .replace(/:\d+$/, "")
    ? ""
    : host.slice(0, TAG_MAX);
}

export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** A browser a person uses: not a crawler, monitor, tool or headless browser (isbot's list), nor no agent at all. */
function isPersonsBrowser(userAgent: string | undefined): userAgent is string {
  return Boolean(userAgent) && !isbot(userAgent);
}

/** The dimensions of a page view, or undefined when it is not a person's (then it is not counted). */
export function visitOf(view: {
  path: string;
  search: string;
  referer?: string;
  userAgent?: string;
  ownHost: string;
}): VisitDimensions | undefined {
  if (!isPersonsBrowser(view.userAgent)) return undefined;
  const query = new URLSearchParams(view.search);
  return {
    path: view.path.slice(0, PATH_MAX),
    edition: localeOfPath(view.path),
    referrerHost: referrerHostOf(view.referer, view.ownHost),
    utmSource: normalisedTag(query.get("utm_source")),
    utmMedium: normalisedTag(query.get("utm_medium")),
    utmCampaign: normalisedTag(query.get("utm_campaign")),
    device: deviceClassOf(view.userAgent),
  };
}
