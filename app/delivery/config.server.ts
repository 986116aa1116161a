import { parseEnv, type ParsedEnv } from "~/env.server";
import { logger } from "~/lib/logger.server";

/** Everything the lead store and the delivery worker need: the runtime derives and installs it (ADR 083). */
export type LeadsConfig = {
  siteUrl: string;
  /** The team's zone (CONSOLE_TIME_ZONE): the times in the e-mails the team receives. */
  teamTimeZone: string;
  webhookUrl?: string;
  webhookSecret?: string;
  smtpUrl?: string;
  smtpFrom: string;
  salesEmail?: string;
  /** When unset, tokens use a secret generated once and kept in the database. */
  appSecret?: string;
  deliveryDisabled: boolean;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  leaseMs: number;
  timeoutMs: number;
  /** The visitor's request confirmation waits this long, so one who books at once gets one e-mail (ADR 099). */
  visitorConfirmationDelayMs: number;
  /** A pending subscriber who signs up again gets a new confirmation e-mail at most this often. */
  confirmationResendMs: number;
  confirmationTokenTtlMs: number;
};

let current: LeadsConfig | undefined;

export function leadsConfigFrom(e: ParsedEnv): LeadsConfig {
  return {
    siteUrl: e.SITE_URL.replace(/\/+$/, ""),
    teamTimeZone: e.CONSOLE_TIME_ZONE,
    webhookUrl: e.LEADS_WEBHOOK_URL,
    webhookSecret: e.LEADS_WEBHOOK_SECRET,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    salesEmail: e.SALES_EMAIL,
    appSecret: e.APP_SECRET,
    deliveryDisabled: e.DELIVERY_DISABLED === "1",
    retryBaseMs: e.DELIVERY_RETRY_BASE_MS,
    retryMaxMs: e.DELIVERY_RETRY_MAX_MS,
    pollMs: e.DELIVERY_POLL_MS,
    leaseMs: e.DELIVERY_LEASE_MS,
    timeoutMs: e.DELIVERY_TIMEOUT_MS,
    visitorConfirmationDelayMs: e.DELIVERY_VISITOR_CONFIRMATION_DELAY_SECONDS * 1000,
    confirmationResendMs: 5 * 60_000,
    confirmationTokenTtlMs: 7 * 24 * 60 * 60_000,
  };
}

export function checkLeadsConfig(config: LeadsConfig): LeadsConfig {
  // An unsigned webhook would let anyone who learns the URL forge leads: refuse to start.
  if (config.webhookUrl && !config.webhookSecret)
    throw new Error("Invalid configuration: LEADS_WEBHOOK_SECRET is required when LEADS_WEBHOOK_URL is set");
  return config;
}

/** The settings the runtime installed; without a runtime (a unit test), the schema's defaults. */
export function leadsConfig(): LeadsConfig {
  current ??= checkLeadsConfig(leadsConfigFrom(parseEnv({})));
  return current;
}

/** The runtime installs its settings; tests (dynamic sink ports) and the CLI adjust them. */
export function configureLeads(overrides: Partial<LeadsConfig>): LeadsConfig {
  current = checkLeadsConfig({ ...leadsConfig(), ...overrides });
  return current;
}

export type Targets = { webhook: boolean; salesEmail: boolean; visitorEmail: boolean };

/** Which deliveries a new record gets: decided when it is stored, from what is configured then. */
export function configuredTargets(config: LeadsConfig = leadsConfig()): Targets {
  return {
    webhook: Boolean(config.webhookUrl),
    salesEmail: Boolean(config.smtpUrl && config.salesEmail),
    visitorEmail: Boolean(config.smtpUrl),
  };
}

/** Says at start-up where leads will go, so a misconfiguration is visible in the first log lines. */
export function logDeliveryConfiguration(config: LeadsConfig = leadsConfig()): void {
  const targets = configuredTargets(config);
  logger.info({ targets }, "lead delivery targets");
  if (!targets.webhook && !targets.salesEmail) {
    logger.warn(
      "no lead delivery target configured (LEADS_WEBHOOK_URL, or SMTP_URL + SALES_EMAIL): leads are stored only; read them with `npm run leads -- list`",
    );
  }
  if (config.salesEmail && !config.smtpUrl)
    logger.warn("SALES_EMAIL is set but SMTP_URL is not: no e-mail will be sent");
}
