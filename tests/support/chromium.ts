import type { LaunchOptions } from "@playwright/test";

/** Debian's Chromium (nothing here can download a browser); flags for a root user on a closed network. */
export const chromiumExecutable = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
