import { moduleSummaries } from "./modules";

// Every path known at build time: these are prerendered, and (later) listed in the sitemap.
// Relative imports only: react-router.config.ts loads this file outside Vite's aliases.
export const staticPaths: string[] = [
  "/",
  "/contact",
  "/demo",
  "/solutions",
  "/solutions/implementation",
  "/solutions/support",
  "/modules",
  ...moduleSummaries.map((m) => `/modules/${m.slug}`),
];
