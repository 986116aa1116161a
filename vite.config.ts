import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server bundle has several entries: React Router's server build (index.js, which the
// prerender step imports) and our Express app (which imports the former).
const serverEntries = {
  index: "virtual:react-router/server-build",
  server: "./server/app.ts",
  // The sales team's command line (npm run leads), bundled so it runs on plain Node 20.
  leads: "./scripts/leads.ts",
  // The console's accounts (npm run users): the first admin is made here.
  users: "./scripts/users.ts",
  // npm run backup and npm run restore (ADR 081).
  backup: "./scripts/backup.ts",
  // The bookings' writer thread on SQLite (ADR 071): its own entry, so it loads no pages.
  "booking-writer": "./server/booking-writer-thread.ts",
  // Presenters' calendar feeds are parsed on a thread of their own (ADR 076): ical.js only.
  "calendar-parse": "./server/calendar-parse-thread.ts",
};

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // Fonts stay files: a data: URL would need a looser font-src in the CSP (ADR 002).
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    // The browser's bundle is only the sales console's (ADR 020): components and content modules
    // define things and do nothing on import, so what the console does not use (the public
    // header, footer and forms that root.tsx renders on the server only) is left out.
    ...(isSsrBuild
      ? { rollupOptions: { input: serverEntries } }
      : {
          rollupOptions: {
            treeshake: { moduleSideEffects: (id: string) => !/\/app\/(components|content)\//.test(id) },
          },
        }),
  },
  // PUBLIC_* variables (contact details, site URL) are baked into the pages at build time.
  envPrefix: ["VITE_", "PUBLIC_"],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
}));
