import { renderToStaticMarkup } from "react-dom/server";
import stylesheet from "~/app.css?url";
import { isRoleRefusal, requireUser } from "~/auth/guard.server";
import { RoleRefusal } from "./refusal";
import { consoleCopy } from "~/content/sales-console";

// A file address (the leads export) has no page, so the layout's error screen cannot answer for
// it: a person whose role may not have the file gets this small page instead of a bare
// "Forbidden" (issue #27, item 7): the console's stylesheet, no script, the same words.

function refusalDocument(): string {
  const body = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${consoleCopy.forbidden.title} | ${consoleCopy.meta}`}</title>
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body className="bg-surface">
        <header className="border-b border-line bg-white">
          <p className="mx-auto max-w-6xl px-4 py-3 font-bold text-brand-900">{consoleCopy.name}</p>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
          <RoleRefusal />
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${body}`;
}

/** requireUser for a file address: a refusal by role is the styled page (still 403); anything else as requireUser answers. */
export async function requireUserForFile(
  db: Parameters<typeof requireUser>[0],
  request: Request,
  role: Parameters<typeof requireUser>[2],
) {
  try {
    return await requireUser(db, request, role);
  } catch (error) {
    if (!isRoleRefusal(error)) throw error;
    throw new Response(refusalDocument(), {
      status: 403,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
