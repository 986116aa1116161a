import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";

/**
 * Every link between pages loads its page as a document (ADR 008, 026): no public page runs React
 * in the browser, so a client-side transition would land on a page whose behaviours (menus,
 * section scroll) are attached by the page script on load, not by React.
 */
export function Link(props: Omit<ComponentProps<typeof RouterLink>, "reloadDocument">) {
  return <RouterLink reloadDocument {...props} />;
}
