import type { Config } from "@react-router/dev/config";
import { otherEditionStaticPaths, staticPaths } from "./app/content/pages";

export default {
  // ILIMI_BUILD_DIR lets tests and parallel work build elsewhere; the server finds its files relative to itself.
  buildDirectory: process.env.ILIMI_BUILD_DIR || "build",
  // Every route is server-rendered; the pages known at build time are also prerendered to HTML files.
  ssr: true,
  // Every edition of the registry (issue #19, ADR 045): the French pages are files too, at /fr/... .
  prerender: [...staticPaths, ...otherEditionStaticPaths],
  // A few dozen routes: ship the whole manifest up front instead of fetching /__manifest after hydration.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
