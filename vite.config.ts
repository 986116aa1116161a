import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle has two entries: React Router's server build (index.js, which the prerender
  // step imports) and our Express app (server.js, which imports the former).
  build: isSsrBuild
    ? { rollupOptions: { input: { index: "virtual:react-router/server-build", server: "./server/app.ts" } } }
    : undefined,
  // PUBLIC_* variables (contact details, site URL) are baked into the pages at build time.
  envPrefix: ["VITE_", "PUBLIC_"],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
}));
