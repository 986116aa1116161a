import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import type { ErrorPage } from "~/content/errors";
import { editionWords } from "~/content/edition";
import { cn } from "~/lib/cn";
import { mark } from "../contract";
import { errorScreenContract } from "./error-screen.contract";
import { useLocale } from "~/lib/locale";

/**
 * The not-found and unexpected-error screens: a finished page, never a bare message. The status
 * rides on the section so the page script can log a not-found path to the console (SPEC section 2).
 */
export function ErrorScreen({ code, title, body, metaTitle, links }: ErrorPage) {
  const words = editionWords[useLocale()];
  return (
    <section className="bg-surface" {...mark(errorScreenContract.status, code)}>
      <title>{metaTitle}</title>
      <div className="container-page flex flex-col items-start py-20 md:py-28">
        <p className="font-semibold tracking-wide text-accent-700">
          {words.error} {code}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink md:text-5xl">{title}</h1>
        <p className="mt-5 max-w-xl text-lg text-ink-soft">{body}</p>
        <ul className="mt-8 flex flex-wrap gap-3">
          {links.map((link, i) => (
            <li key={link.href}>
              <Link to={link.href} className={cn(buttonVariants({ variant: i === 0 ? "primary" : "secondary" }))}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
