import { Router } from "express";
import { databaseReadiness } from "~/db/connection.server";

/**
 * Health endpoints for load balancers and orchestrators, mounted before logging and rate limits
 * (they are polled every few seconds): /healthz says the process is up, /readyz that it can
 * take a demo request (the database answers and its migrations are applied).
 */
export function healthRoutes(): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const readiness = await databaseReadiness();
    res.setHeader("Cache-Control", "no-store");
    if (readiness.ready) res.json({ status: "ready" });
    else res.status(503).json({ status: "not ready", reason: readiness.reason });
  });
  return router;
}
