import type { LaunchOptions } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "../../scripts/shared/local-machine.mjs";

/** Debian's Chromium (nothing here can download a browser); flags for a root user on a closed network. */
export const chromiumLaunchOptions: LaunchOptions = { executablePath: chromiumExecutable, args: chromiumFlags };
