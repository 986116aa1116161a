// Imported first by the lead tests: the server's JSON logs would drown the test report.
// TEST_LOG_LEVEL=info shows them when a test needs explaining.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? "silent";
