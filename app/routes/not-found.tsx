import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { copyAt } from "~/lib/locale";
import { logger } from "~/lib/logger.server";

// Any path no other route claims: a real 404 status (no "soft 404"), drawn by the root error boundary.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  logger.warn({ path: pathname.slice(0, 300) }, "not found");
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyAt(location.pathname, "errors").errorPages.notFound.metaTitle },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return null;
}
