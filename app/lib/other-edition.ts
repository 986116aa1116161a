import { localizePath, type Locale } from "~/content/locale";
import { pageHoldsVisitorData } from "~/lib/page-holds-visitor-data";

/**
 * The same page in another edition. A page that only works with its address's query keeps it
 * (`pageHoldsVisitorData`): a booking step (`/booking/…?token=`), a sent request's page
 * (`/demo?sent=1&booking=…`, the picker or the booking on Back) and a newsletter link. Without it
 * the other edition answered "this link does not work" (400), or the empty form, and a visitor who
 * switched language mid-booking asked again.
 * The query stays on this site and is the visitor's own; every other page links to the path alone.
 */
export function otherEditionHref(other: Locale, { pathname, search }: { pathname: string; search: string }): string {
  return localizePath(other, pathname + (pageHoldsVisitorData(pathname, new URLSearchParams(search)) ? search : ""));
}
