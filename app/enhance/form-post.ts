// What the two forms the page scripts send (the demo form, the newsletter box) share with each
// other: their fields as the plain form posts them, the post itself, and a fresh signed timestamp.

/** The form's fields, as the browser would post them without JavaScript. */
export function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  return body;
}

/** Posts to the form's own action, as the plain form does; fetch follows a redirect. */
export function postForm(
  form: HTMLFormElement,
  body: URLSearchParams,
  accept: "text/html" | "application/json",
): Promise<Response> {
  return fetch(form.action, { method: "POST", body, headers: { Accept: accept }, credentials: "same-origin" });
}

export type FormToken = { token: string; readyInMs: number };

/**
 * A fresh signed timestamp (routes/newsletter-token.tsx), and how long until it is older than the
 * server's minimum fill time. Null when offline or refused: the forms then post as they would
 * without JavaScript.
 */
export async function fetchFormToken(): Promise<FormToken | null> {
  try {
    const res = await fetch("/newsletter/token", { headers: { Accept: "application/json" }, cache: "no-store" });
    const body = res.ok ? ((await res.json()) as { token?: unknown; readyInMs?: unknown }) : null;
    if (typeof body?.token !== "string") return null;
    return { token: body.token, readyInMs: typeof body.readyInMs === "number" ? body.readyInMs : 0 };
  } catch {
    return null;
  }
}
