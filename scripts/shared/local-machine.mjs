// What the tests and the benchmarks both need from this machine: Debian's Chromium with the flags
// for a root user on a closed network, and a free loopback port. One copy, imported by
// tests/support/ (TypeScript, through local-machine.d.mts) and scripts/bench/.
import { createServer } from "node:net";

/** Debian's Chromium: nothing here can download a browser. */
export const chromiumExecutable = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A loopback port nothing listens on right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
