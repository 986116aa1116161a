import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import * as serverBuild from "virtual:react-router/server-build";
import { repairSeatsAtStart } from "~/booking/store/seats.server";
import { dialectOf } from "~/db/dialect.server";
import { trustProxySetting, type Env } from "~/env.server";
import { logDeliveryConfiguration } from "~/delivery/config.server";
import { startRetentionJob } from "~/console/lead/retention.server";
import { createVisitCounter, type VisitCounter } from "~/insights/visit-counter.server";
import { startDeliveryWorker } from "~/flows/deliveries.server";
import { parseCalendarsIn, startCalendarFeedJob } from "~/booking/calendar/feeds.server";
import { startQuarantinePurge } from "~/leads/quarantine.server";
import { logger } from "~/lib/logger.server";
import { env } from "~/runtime/config.server";
import { createRuntime, type Runtime } from "~/runtime/runtime.server";
import { canonicalPaths } from "./canonical-path";
import { formPostLimits } from "./form-post-limits";
import { consoleHeaders } from "./console-headers";
import { hashedAssets } from "./hashed-assets";
import { healthRoutes } from "./health";
import { errorAnswers, onlyKnownMethods } from "./methods";
import { plainFormOutcomeFor, plainFormPosts } from "./plain-form-posts";
import { prerenderedPages } from "./prerendered-pages";
import { servedBuild } from "./pseudo-edition";
import { renderedPageCache } from "./rendered-page-cache";
import { formRateLimits } from "./rate-limit";
import { securityHeaders } from "./security-headers";
import { startBackupSchedule } from "./backup-schedule";
import { bookingWriterEntryBeside, startBookingWriter } from "./booking-writer";
import { calendarParseEntryBeside, startCalendarParseThread } from "./calendar-parser";
import { applyServerLimits, serverOptions } from "./server-limits";
import { logStartupWarnings } from "./startup-warnings";
import { visitCounting } from "./visit-counting";

// The in-process test harness (tests/support/in-process.ts) reads the site's log lines through this.
export { sendLogLinesTo } from "~/lib/logger.server";

// This file is bundled into <build>/server/, beside <build>/client/.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

/** The production app, in the order a request meets it, serving `runtime` (built once by startSite). */
export function createApp(runtime: Runtime, visits?: VisitCounter): Express {
  const { config } = runtime;
  // First: the pseudo edition's paths (form posts, cached pages) exist only once it is mounted.
  const build = servedBuild(serverBuild, config.ILIMI_TEST_ROUTES === "1");
  const app = express();
  app.disable("x-powered-by");
  // Every HTML response carries its own CSP nonce, so an ETag (a hash of the body) never matches.
  app.set("etag", false);
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));

  app.use(securityHeaders({ hsts: config.SITE_URL.startsWith("https://") }));
  // Before the Host check: a load balancer's probe may be HTTP/1.0 without one.
  app.use(healthRoutes());
  // A Host or request target that cannot make a URL is a scanner's: React Router's adapter would
  // throw (a 500). Answered here, after the headers, so the 400 carries them too.
  // An empty Host would make "http:///path", which parses (as host "path") and then fails there.
  app.use((req, res, next) =>
    req.get("host") && URL.canParse(`http://${req.get("host")}${req.originalUrl}`)
      ? next()
      : void res.status(400).set("Connection", "close").end(),
  );
  // One spelling per path and only the methods we serve, before anything counts or routes (issue #14).
  app.use(canonicalPaths());
  app.use(onlyKnownMethods());
  app.use(consoleHeaders());
  app.use(requestLog());
  // Cookieless page-view counts (ADR 037): looks at the answer once it has gone out.
  app.use(visitCounting(visits, config.SITE_URL));
  // Before compression: prerendered pages are compressed once and kept (server/prerendered-pages.ts).
  app.use(prerenderedPages(clientDir));
  app.use("/assets", hashedAssets(join(clientDir, "assets")));
  app.use(compression({ filter: worthCompressing }));

  // Hashed assets never change under their name; everything else in public/ may.
  app.use(
    "/assets",
    express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  // Form posts: counted per client first (every attempt counts), then only small form bodies pass;
  // plain posts of the demo form, the booking picker and the newsletter are then answered directly (ADR 009, 044).
  app.use(formRateLimits(config));
  app.use(formPostLimits({ siteUrl: config.SITE_URL }));
  app.use(plainFormPosts({ siteUrl: config.SITE_URL, db: runtime.db }));
  // /contact and /demo?size=…: rendered once per variant, then served with a fresh timestamp (ADR 018).
  app.use(renderedPageCache(runtime.db));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: (req, res) => ({
        runtime,
        cspNonce: String(res.locals.cspNonce),
        plainForm: plainFormOutcomeFor(res),
        clientAddress: req.ip ?? "",
        afterResponse: (task) => void res.once("close", () => void task()),
      }),
    }),
  );
  app.use(errorAnswers());
  return app;
}

/** A redirect (every form post without JavaScript ends in one) has no body worth the effort. */
function worthCompressing(req: express.Request, res: express.Response): boolean {
  return !(res.statusCode >= 300 && res.statusCode < 400) && compression.filter(req, res);
}

function requestLog(): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Paths only: query strings may carry personal data.
      logger.info(
        { method: req.method, path: req.path.slice(0, 300), status: res.statusCode, ms: Math.round(ms) },
        "request",
      );
    });
    next();
  };
}

/** A started site: what a test or the production entry needs to reach it and to stop it. */
export type RunningSite = { server: Server; url: string; port: number; stop: () => Promise<void> };

/**
 * Starts everything (database, writer thread, jobs) and listens on config.PORT (0: a free port).
 * No signal handler and no process.exit: the production entry (startServer) adds those, and a test
 * running the site in its own worker (tests/support/in-process.ts) calls stop() itself (ADR 084).
 */
export async function startSite(config: Env = env()): Promise<RunningSite> {
  // The composition root (ADR 083): configuration, settings, logger and database, built once. The
  // lead store opens (and migrates) before the first request: no form is accepted without it.
  const runtime = await createRuntime(config);
  const { db } = runtime;
  // Before the first booking: seats a lost update left behind are freed (ADR 030).
  await repairSeatsAtStart(db);
  // SQLite's booking batches commit on a thread of their own (ADR 071), from the bundle entry beside this one.
  const writerEntry = dialectOf(db) === "sqlite" ? await bookingWriterEntryBeside(import.meta.url) : undefined;
  const bookingWriter = writerEntry ? startBookingWriter(db, writerEntry) : undefined;
  const visits =
    config.VISIT_COUNTING === "on" ? createVisitCounter(db, { flushMs: config.VISIT_FLUSH_SECONDS * 1000 }) : undefined;
  const server = createServer(serverOptions, createApp(runtime, visits));
  applyServerLimits(server, config);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, url: `http://localhost:${port}` }, "Ilimi website listening");
  logDeliveryConfiguration(runtime.settings.delivery);
  logStartupWarnings(config);
  const quarantine = startQuarantinePurge(db, config.QUARANTINE_DAYS);
  const worker = runtime.settings.delivery.deliveryDisabled ? undefined : startDeliveryWorker(db);
  const stopRetention = startRetentionJob(db);
  // Presenters' own calendars, read on a schedule; a lease keeps one instance per feed (ADR 042).
  // Their texts are read on a thread of their own, never on this one (ADR 076).
  const parseEntry = await calendarParseEntryBeside(import.meta.url);
  const parseThread = parseEntry
    ? startCalendarParseThread(parseEntry, config.CALENDAR_FEED_PARSE_TIMEOUT_MS)
    : undefined;
  parseCalendarsIn(parseThread?.parse);
  const stopFeeds = startCalendarFeedJob(db);
  const backups = startBackupSchedule(db, config.BACKUP_INTERVAL_HOURS);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= new Promise<void>((resolve, reject) => {
      quarantine.stop();
      stopFeeds();
      // A backup under way finishes (a child process, and on PostgreSQL a transaction holding its lock).
      const backupsDone = backups.stop();
      const parseStopped = parseThread?.stop();
      // After the last request: deliveries in flight finish or go back to the queue, then the
      // database closes cleanly.
      server.close(() => {
        stopRetention();
        Promise.resolve(worker?.stop())
          .then(() => bookingWriter?.stop())
          .then(() => visits?.stop())
          .then(() => backupsDone)
          .then(() => runtime.close())
          // Started with the others; awaited last, so that a worker that runs on never holds up the database's close.
          .then(() => parseStopped)
          .then(resolve, reject);
      });
      server.closeIdleConnections();
    }));
  return { server, url: `http://${urlHost(address, config.HOST)}:${port}`, port, stop };
}

/** The address a client on this machine reaches: a wildcard bind is reached on localhost. */
function urlHost(address: ReturnType<Server["address"]>, host: string): string {
  const bound = typeof address === "object" && address ? address.address : host;
  if (bound === "0.0.0.0" || bound === "::") return "localhost";
  return bound.includes(":") ? `[${bound}]` : bound;
}

/** The production entry: starts the site and stops it cleanly on SIGTERM/SIGINT, then exits. */
export async function startServer(config: Env = env()): Promise<Server> {
  const site = await startSite(config);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    force.unref();
    site.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: String(error) }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return site.server;
}
