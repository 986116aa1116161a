import { logger } from "~/lib/logger.server";

// Imported first by the lead tests: the server's JSON logs would drown the test report.
// TEST_LOG_LEVEL=info shows them when a test needs explaining.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? "silent";
// In this process too: the logger's level is the runtime's to set (ADR 083), and a suite that calls
// the domain without building a runtime sets it here.
logger.level = process.env.LOG_LEVEL;
