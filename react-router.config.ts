import type { Config } from "@react-router/dev/config";
import { frenchStaticPaths, staticPaths } from "./app/content/pages";

export default {
  // ILIMI_BUILD_DIR lets tests and parallel work build elsewhere; the server finds its files relative to itself.
  buildDirectory: process.env.ILIMI_BUILD_DIR || "build",
  // Every route is server-rendered; the pages known at build time are also prerendered to HTML files.
  ssr: true,
  // Both editions (issue #19): the French pages are files too, at /fr/... .
  prerender: [...staticPaths, ...frenchStaticPaths],
  // A few dozen routes: ship the whole manifest up front instead of fetching /__manifest after hydration.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
