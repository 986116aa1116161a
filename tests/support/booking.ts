import { demoFormFields, demoRequestBody } from "./demo-form";

// A visitor's journey over HTTP, as a browser without JavaScript makes it: the demo form, its
// confirmation with the picker, and the picker's post.

/** `action`: where the picker's form posts, as a browser would (its address keeps the token). */
export type Confirmation = { token: string; slots: string[]; action: string };

/**
 * Sends the demo form and returns the confirmation's picker (its token and the offered slots).
 * `fields` replace the form's usual answers (a name a test tells apart from other leads', say).
 */
export async function requestDemo(
  base: string,
  email: string,
  fields: Record<string, string> = {},
): Promise<Confirmation> {
  const hidden = await demoFormFields(base);
  const res = await fetch(`${base}/demo`, {
    method: "POST",
    body: demoRequestBody(email, { ...hidden, ...fields }),
    redirect: "manual",
    headers: { origin: base },
  });
  const location = res.headers.get("location");
  if (res.status !== 303 || !location) throw new Error(`demo form answered ${res.status}`);
  const html = await (await fetch(new URL(location, base))).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no picker on the confirmation");
  const action =
    /<form method="post" action="([^"]*\/booking\/book[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ??
    "/booking/book";
  return { token, slots: [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!), action };
}

export async function postBooking(base: string, token: string, slot: string): Promise<Response> {
  return fetch(`${base}/booking/book`, {
    method: "POST",
    body: new URLSearchParams({ token, slot }),
    redirect: "manual",
    headers: { origin: base },
  });
}

/**
 * Books `slot` and returns the booking's manage page. A refused booking has no location: it throws
 * with the status, rather than let a test open `/null`, a not-found page that proves nothing.
 */
export async function bookSlot(base: string, token: string, slot: string): Promise<URL> {
  const booked = await postBooking(base, token, slot);
  const location = booked.headers.get("location");
  if (booked.status !== 303 || !location) throw new Error(`the booking answered ${booked.status}`);
  return new URL(location, base);
}
