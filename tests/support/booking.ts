import { demoFormFields, demoRequestBody } from "./demo-form";

// A visitor's journey over HTTP, as a browser without JavaScript makes it: the demo form, its
// confirmation with the picker, and the picker's post.

export type Confirmation = { token: string; slots: string[] };

/** Sends the demo form and returns the confirmation's picker (its token and the offered slots). */
export async function requestDemo(base: string, email: string): Promise<Confirmation> {
  const hidden = await demoFormFields(base);
  const res = await fetch(`${base}/demo`, { method: "POST", body: demoRequestBody(email, hidden), redirect: "manual", headers: { origin: base } });
  const location = res.headers.get("location");
  if (res.status !== 303 || !location) throw new Error(`demo form answered ${res.status}`);
  const html = await (await fetch(new URL(location, base))).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no picker on the confirmation");
  return { token, slots: [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!) };
}

export async function postBooking(base: string, token: string, slot: string): Promise<Response> {
  return fetch(`${base}/booking/book`, { method: "POST", body: new URLSearchParams({ token, slot }), redirect: "manual", headers: { origin: base } });
}
