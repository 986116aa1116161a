import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Reads like SPEC section 2: one line per screen, splats included.
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx", { id: "contact" }),
  route("demo", "routes/contact.tsx", { id: "demo" }),
  route("solutions/*", "routes/solutions.tsx"),
  route("modules/*", "routes/modules.tsx"),
  // Throws only when the server runs with ILIMI_TEST_ROUTES=1, to prove the error screen; otherwise not found.
  route("__test/error", "routes/test-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
