import type { AppLoadContext } from "react-router";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import type { Env } from "~/env.server";
import { env } from "./config.server";
import type { Runtime } from "./runtime.server";

// How loaders and actions reach the runtime: React Router's context (server/app.ts getLoadContext,
// typed in app/load-context.ts). A tiny accessor, so a route says what it uses (ADR 083).

/** The process's runtime, as the server handed it to this request. */
function runtimeOf(context: AppLoadContext): Runtime {
  const runtime = context.runtime;
  if (!runtime) throw new Error("No runtime in the load context: the server builds it (server/app.ts)");
  return runtime;
}

/** The database of this request's runtime. */
export function dbOf(context: AppLoadContext): Kysely<Database> {
  return runtimeOf(context).db;
}

/**
 * The configuration of this request's runtime, or, while pages are prerendered at build time
 * (no server, no runtime), the build's own environment (ILIMI_NGN_* are read then, README).
 */
export function configOf(context: AppLoadContext | undefined): Env {
  return context?.runtime?.config ?? env();
}
