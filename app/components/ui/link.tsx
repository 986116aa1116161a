import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";
import { useLocalize } from "~/lib/use-locale";

/**
 * Every link between pages loads its page as a document (ADR 008, 026): no public page runs React
 * in the browser, so a client-side transition would land on a page whose behaviours (menus,
 * section scroll) are attached by the page script on load, not by React.
 * An internal path stays in the page's edition (/pricing on a French page is /fr/pricing), so no
 * component has to remember it; `stayInLocale={false}` is for the language switcher alone.
 */
export function Link({
  to,
  stayInLocale = true,
  ...props
}: Omit<ComponentProps<typeof RouterLink>, "reloadDocument"> & { stayInLocale?: boolean }) {
  const localize = useLocalize();
  const href = stayInLocale && typeof to === "string" ? localize(to) : to;
  return <RouterLink reloadDocument to={href} {...props} />;
}
