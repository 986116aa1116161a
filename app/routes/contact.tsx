import { data, redirect } from "react-router";
import type { Route } from "./+types/contact";
import { plainFormOutcome } from "~/load-context";
import { DemoRequestConfirm } from "~/components/forms/demo-request-confirm";
import { DemoRequestConfirmation } from "~/components/forms/demo-request-confirmation";
import { DemoRequestForm } from "~/components/forms/demo-request-form";
import { offeredReminderChannels } from "~/booking/reminders/config.server";
import { SlotPicker } from "~/components/booking/slot-picker";
import { NoneSuitMeLink } from "~/components/booking/booking-cards";
import { BookedConfirmation } from "~/components/forms/demo-request-confirmation";
import { confirmationState } from "~/booking/store/pages.server";
import { ContactDetails, ContactIntro } from "~/components/sections/contact-intro";
import { isInstitutionSize } from "~/content/contact";
import { localeOfPath } from "~/content/locale";
import { mark } from "~/components/contract";
import { demoFormContract } from "~/components/forms/demo-request-form.contract";
import { copyAt, useCopy, useLocalize } from "~/lib/locale";
import type { DemoRequestResult } from "~/leads/demo-request-schema";
import { demoFormPath, submitDemoRequest } from "~/flows/demo-request.server";
import { isSameOriginPost, issueFormToken, readFormData } from "~/guards/form.server";
import { confirmAddressParam } from "~/guards/fields";
import { rateLimitedFor } from "~/guards/rate-limit-signal.server";
import { confirmPageFor } from "~/flows/request-confirmation.server";
import { pageMeta } from "~/lib/meta";
import { demoFormPage } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// One page for /contact and /demo (route ids "contact" and "demo" share this module). Rendered per
// request, not prerendered: the form carries a signed timestamp issued now (app/content/pages.ts).

// /contact is the canonical address of both: same content, one entry in search results.
// The demo form checks as the visitor types and is sent without a reload, by a script of its own
// (ADR 010): this page does not run React in the browser.
export const handle = demoFormPage;

export const meta: Route.MetaFunction = ({ location, data: page }) => {
  const contactPage = copyAt(location.pathname, "contact").contactPage;
  // The confirmation of a request that has been booked says so in the tab, as its card does.
  const title =
    page?.picker?.kind === "booked"
      ? copyAt(location.pathname, "booking").bookingCopy.titles.booked
      : contactPage.metaTitle;
  return pageMeta({
    title,
    description: contactPage.metaDescription,
    path: "/contact",
    locale: localeOfPath(location.pathname),
  });
};

/** The page carries a per-visitor timestamp: no shared cache may keep it. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const url = new URL(request.url);
  const size = url.searchParams.get("size");
  // A request sent too fast waits for one press of "Confirm my request" (ADR 034).
  const confirm = await confirmPageFor(db, url, demoFormPath(url.pathname));
  if (confirm && "redirectTo" in confirm) throw redirect(confirm.redirectTo, 303);
  return {
    confirm,
    // Each of /contact and /demo posts to itself, so the stored record says which page it came from.
    path: demoFormPath(url.pathname),
    formToken: await issueFormToken(db),
    // Post/Redirect/Get: the confirmation (?sent=1) has its own URL.
    sent: url.searchParams.get("sent") === "1",
    // Held by the anti-spam checks for a person to review (ADR 013): the page says what to do instead.
    review: url.searchParams.get("review") === "1",
    // /demo?size=medium preselects Medium; anything else preselects nothing.
    size: isInstitutionSize(size) ? size : null,
    // The confirmation of a stored request offers its slots (app/booking), or, once booked, shows the booking.
    picker: url.searchParams.get("sent") === "1" ? await confirmationState(db, url, localeOfPath(url.pathname)) : null,
    // WhatsApp and SMS reminders are offered only when the operator configured them (ADR 041).
    reminderChannels: offeredReminderChannels(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  // A plain form post was already handled by the server's one door (server/plain-form-posts.ts),
  // which hands over what to show; the form's JavaScript posts (/demo.data) are handled here.
  const outcome =
    plainFormOutcome(context, "demo") ??
    (await submitDemoRequest(db, {
      path: demoFormPath(new URL(request.url).pathname),
      retryAfter: rateLimitedFor(request),
      sameOrigin: isSameOriginPost(request),
      confirmAddress: new URL(request.url).searchParams.has(confirmAddressParam),
      referer: request.headers.get("referer"),
      readFields: () => readFormData(request, "demo"),
    }));
  if ("redirectTo" in outcome) return redirect(outcome.redirectTo, 303);
  return data<DemoRequestResult>(outcome.result, {
    status: outcome.status,
    headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined,
  });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const contactPage = useCopy("contact").contactPage;
  const demoFormCopy = useCopy("forms").demoFormCopy;
  const localize = useLocalize();
  const { sent, review, size, formToken, path, picker, confirm, reminderChannels } = loaderData;

  return (
    <section className="bg-surface">
      {/* Small screens: the promise, then the form, then the details. Wide screens: two columns. One
          column never wider than the screen: a long French option in the size list must not widen it. */}
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-12 md:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10">
        <ContactIntro className="lg:col-start-1 lg:row-start-1" />
        <div className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {/* Present from the first render, so screen readers announce the change when the form is sent in place (ADR 010). */}
          <p role="status" className="sr-only" {...mark(demoFormContract.status)}>
            {confirm ? demoFormCopy.confirmRequest.announcement : sent ? demoFormCopy.confirmation.announcement : ""}
          </p>
          <div {...mark(demoFormContract.panel)}>
            {confirm ? (
              <DemoRequestConfirm
                action={`${localize(path)}?${confirmAddressParam}=${encodeURIComponent(confirm.confirmToken)}`}
                confirmToken={confirm.confirmToken}
                formToken={confirm.formToken}
                again={confirm.again}
              />
            ) : sent && picker?.kind === "booked" ? (
              <BookedConfirmation details={picker.details} />
            ) : sent ? (
              <DemoRequestConfirmation againHref={localize(path)} review={review && !picker}>
                {picker?.kind === "pick" ? (
                  <>
                    <SlotPicker
                      action={`${localize("/booking/book")}?booking=${encodeURIComponent(picker.token)}`}
                      token={picker.token}
                      days={picker.days}
                      none={<NoneSuitMeLink token={picker.token} />}
                    />
                  </>
                ) : null}
              </DemoRequestConfirmation>
            ) : (
              <>
                <h2 id="demo-form-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink">
                  {contactPage.formHeading}
                </h2>
                <DemoRequestForm
                  action={localize(path)}
                  formToken={formToken}
                  defaultSize={size}
                  result={actionData}
                  reminderChannels={reminderChannels}
                />
              </>
            )}
          </div>
        </div>
        <ContactDetails className="lg:col-start-1 lg:row-start-2 lg:self-start" />
      </div>
    </section>
  );
}
