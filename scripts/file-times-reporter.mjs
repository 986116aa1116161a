// A Vitest reporter that writes each test file's whole time (its hooks, such as starting a server,
// included; Vitest's JSON report counts only the tests) for scripts/run-tests.mjs's slowest-files table.
import { writeFileSync } from "node:fs";

export default class FileTimesReporter {
  onTestRunEnd(testModules) {
    const path = process.env.VITEST_FILE_TIMES;
    if (!path) return;
    const files = testModules.map((module) => ({
      file: module.relativeModuleId ?? module.moduleId,
      seconds: module.diagnostic().duration / 1000,
      tests: [...module.children.allTests()].length,
    }));
    writeFileSync(path, JSON.stringify(files, null, 2));
  }
}
