import { parseEnv, type ParsedEnv } from "~/env.server";

// The console's security settings, derived from the configuration by the runtime
// (app/runtime/runtime.server.ts), which installs them once per process (ADR 083).

export type AuthConfig = {
  siteUrl: string;
  /** Secure cookie (and the __Host- prefix) when the public origin is https. */
  secureCookies: boolean;
  idleMs: number;
  absoluteMs: number;
  inviteTtlMs: number;
  resetTtlMs: number;
  /** Admins must have TOTP turned on before they can use the console. */
  requireAdminTotp: boolean;
  /** Failed sign-ins counted within this window (ADR 031): per account from one client, */
  throttleWindowMs: number;
  throttleAccountMax: number;
  /** per client across accounts, per account from every client; reset links per account from one client. */
  throttleClientMax: number;
  throttleAccountTotalMax: number;
  resetRequestMax: number;
  /** Wrong codes (ADR 080): per account in the window from unknown browsers; in a row, each half for unknown and for known browsers. */
  codeWindowMax: number;
  codeRunMax: number;
};

let current: AuthConfig | undefined;

/** The settings the runtime installed; without a runtime (a unit test), the schema's defaults. */
export function authConfig(): AuthConfig {
  current ??= authConfigFrom(parseEnv({}));
  return current;
}

/** The runtime installs the settings it derived from its configuration. */
export function configureAuth(config: AuthConfig): AuthConfig {
  current = config;
  return current;
}

export function authConfigFrom(e: ParsedEnv): AuthConfig {
  return {
    siteUrl: e.SITE_URL.replace(/\/+$/, ""),
    secureCookies: e.SITE_URL.startsWith("https://"),
    idleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    absoluteMs: e.SESSION_MAX_DAYS * 86_400_000,
    inviteTtlMs: e.CONSOLE_INVITE_TTL_HOURS * 3_600_000,
    resetTtlMs: e.CONSOLE_RESET_TTL_MINUTES * 60_000,
    requireAdminTotp: e.CONSOLE_REQUIRE_ADMIN_TOTP === "1",
    throttleWindowMs: 15 * 60_000,
    throttleAccountMax: e.SIGN_IN_ACCOUNT_MAX,
    throttleClientMax: e.SIGN_IN_CLIENT_MAX,
    throttleAccountTotalMax: e.SIGN_IN_ACCOUNT_TOTAL_MAX,
    resetRequestMax: e.SIGN_IN_RESET_MAX,
    codeWindowMax: e.SIGN_IN_CODE_MAX,
    codeRunMax: Math.floor(e.SIGN_IN_CODE_TOTAL_MAX / 2),
  };
}
