import { carriedCampaign, referrerField, utmParameters } from "~/leads/campaign";

// A visit's campaign (utm_* of the address it started on) and the site that referred it travel
// with the visit in the site's own links, and are copied into hidden fields of the demo form just
// before it is sent (capture phase: before the form script reads the form). Nothing is kept in the
// browser: no cookie, no storage; the server stores them with the request (app/leads/campaign.ts,
// ADR 096). Without JavaScript the form page's own address is read instead (its Referer).

function setHidden(form: HTMLFormElement, name: string, value: string): void {
  let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  if (!input) {
    input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    form.append(input);
  }
  input.value = value;
}

const visit = () => carriedCampaign(location.search, document.referrer, location.origin);

/** Paths that are no page of a visit: the console, files, and the visitor's own token links. */
const notCarriedTo = /^\/(sales|assets|og|booking|newsletter\/(token|confirm|unsubscribe))(\/|\.|$)|\.[a-z]+$/;

/** Adds the visit's campaign to every link to one of the site's pages, once the page is loaded. */
export function carryCampaign(): void {
  const carried = visit();
  if (carried.size === 0) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const url = new URL(link.href);
    if (url.origin !== location.origin || link.hasAttribute("download")) continue;
    if (notCarriedTo.test(url.pathname.replace(/^\/fr(?=\/|$)/, ""))) continue;
    // A link within this page (the skip link, a section's anchor) stays as it is.
    if (url.pathname === location.pathname && url.search === location.search) continue;
    if (utmParameters.some((name) => url.searchParams.has(name))) continue;
    for (const [name, value] of carried) url.searchParams.set(name, value);
    link.href = `${url.pathname}${url.search}${url.hash}`;
  }
}

export function captureCampaign(formSelector: string): void {
  const carried = visit();
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target instanceof HTMLFormElement && event.target.matches(formSelector) ? event.target : null;
      if (!form) return;
      for (const name of utmParameters) {
        const value = carried.get(name);
        if (value) setHidden(form, name, value);
      }
      const referrer = carried.get(referrerField);
      if (referrer) setHidden(form, referrerField, referrer);
    },
    true,
  );
}
