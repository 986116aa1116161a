import type { ServerBuild } from "react-router";
import { mountPseudoEdition, routedEditions } from "~/content/editions";

// The pseudo-localised edition (/xx, ADR 045) is in every build, so the tests need one build only
// (ADR 086): a server in test mode mounts it, rendered per request (never prerendered); any other
// server hands React Router the build without its routes, so /xx is as unknown as it always was
// (the English not-found page, since /xx is then no edition's prefix either).

/** Its routes' ids start with its code (app/routes.ts): "xx/pricing". */
const pseudoRouteId = `${routedEditions.find((e) => e.pseudo)!.code}/`;

/** The build this server serves: whole in test mode (the pseudo edition mounted), else without /xx. */
export function servedBuild(build: ServerBuild, testRoutes: boolean): ServerBuild {
  if (testRoutes) {
    mountPseudoEdition();
    return build;
  }
  const kept = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => !id.startsWith(pseudoRouteId)));
  // Both lists: React Router pairs each route of the manifest with its module.
  return { ...build, routes: kept(build.routes), assets: { ...build.assets, routes: kept(build.assets.routes) } };
}
