// Browser tests drive Debian's Chromium; nothing here can download a browser of its own.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumExecutable as chrome } from "./shared/local-machine.mjs";

if (!existsSync(chrome)) {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root) {
    console.error(`No Chromium at ${chrome}. Install Debian's package first: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log(`No Chromium at ${chrome}: installing Debian's chromium package...`);
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}
