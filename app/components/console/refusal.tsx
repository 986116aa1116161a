import { consoleCopy } from "~/content/sales-console";

// What a person reads when their role may not open an address (issue #27, item 7): what it is for,
// what their role may do instead, and the way back. The layout's error screen and the styled page
// of a file address (an export: ./refusal-page.server.tsx) both show it.

export function RoleRefusal() {
  const t = consoleCopy.forbidden;
  return <ErrorMessage title={t.title} body={t.body} more={t.mayDo} />;
}

/** The console's error screens: what happened, what to do instead (a refusal says what the role may do), and the way back. */
export function ErrorMessage({ title, body, more }: { title: string; body: string; more?: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{body}</p>
      {more ? <p className="mt-2 max-w-prose text-ink-soft">{more}</p> : null}
      <p className="mt-4">
        <a href="/sales" className="font-semibold text-brand-800 underline">
          {consoleCopy.inbox.title}
        </a>
      </p>
    </>
  );
}
