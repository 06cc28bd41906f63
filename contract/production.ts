/**
 * What PLATFORM_ENV=production requires before the site or the standalone platform starts: no
 * demo credential, no short secrets, no generated token secret, no missing mail transport, no
 * DEMO_OUTBOX=all. One rule for both, so an operator meets the same words whichever process
 * refuses. Each problem names its variable.
 */
import type { DemoOutboxMode } from "./demo-outbox";

/** The credential that makes `npm start` work with no setup; known to anyone who reads the README. */
export const DEMO_API_USERNAME = "demo";
export const DEMO_API_KEY = "demo-api-key";

export const MIN_SECRET_LENGTH = 32;
export const MIN_PRODUCTION_API_KEY_LENGTH = 24;

export const PRODUCTION_MESSAGES = {
  sessionSecretMissing: "SESSION_SECRET: required when PLATFORM_ENV=production",
  sessionSecretShort: `SESSION_SECRET: each comma-separated secret must be at least ${MIN_SECRET_LENGTH} characters when PLATFORM_ENV=production`,
  demoApiKey: `PLATFORM_API_KEY: the demo key is refused when PLATFORM_ENV=production; set a random key of at least ${MIN_PRODUCTION_API_KEY_LENGTH} characters`,
  shortApiKey: `PLATFORM_API_KEY: must be at least ${MIN_PRODUCTION_API_KEY_LENGTH} characters when PLATFORM_ENV=production`,
  jwtSecretMissing: `PLATFORM_JWT_SECRET: required when PLATFORM_ENV=production (at least ${MIN_SECRET_LENGTH} characters)`,
  jwtSecretMissingEmbedded: `PLATFORM_JWT_SECRET: required when PLATFORM_ENV=production with the embedded platform (at least ${MIN_SECRET_LENGTH} characters)`,
  smtpUrlMissing: "SMTP_URL: required when PLATFORM_ENV=production (smtp:// or smtps://): without it no verification code can be sent",
  smtpUrlMissingEmbedded:
    "SMTP_URL: required when PLATFORM_ENV=production with the embedded platform (smtp:// or smtps://): without it no verification code can be sent",
  smtpUrlInvalid: "must be an smtp:// or smtps:// URL",
  metricsTokenShort: `METRICS_TOKEN: must be at least ${MIN_SECRET_LENGTH} characters when PLATFORM_ENV=production`,
  demoOutboxAll: 'DEMO_OUTBOX: "all" shows every code to every visitor; it is refused when PLATFORM_ENV=production',
} as const;

/** SMTP_URL's shape, for both processes' settings. */
export const SMTP_URL_PATTERN = /^smtps?:\/\/[^\s]+$/;

export type ProductionSettings = {
  /** The site's session secrets (already split on commas); omitted for the standalone platform. */
  sessionSecrets?: string[];
  apiKey: string;
  jwtSecret: string | undefined;
  /** The mail transport of the platform this process runs. */
  smtpUrl: string | undefined;
  /** The platform this process runs: the site's embedded one, the standalone server, or none (a hosted PLATFORM_API_URL). */
  platform: "embedded" | "standalone" | "none";
  /** DEMO_OUTBOX (./demo-outbox.ts). */
  demoOutbox?: DemoOutboxMode;
  /** The site's METRICS_TOKEN, when set (unset: no /metrics at all). */
  metricsToken?: string;
};

/** Every reason these settings may not serve production, in the order of the variables; empty when fine. */
export function productionProblems(settings: ProductionSettings): string[] {
  const problems: string[] = [];
  const { sessionSecrets } = settings;
  if (sessionSecrets) {
    if (sessionSecrets.length === 0) problems.push(PRODUCTION_MESSAGES.sessionSecretMissing);
    else if (sessionSecrets.some((secret) => secret.length < MIN_SECRET_LENGTH)) problems.push(PRODUCTION_MESSAGES.sessionSecretShort);
  }
  if (settings.apiKey === DEMO_API_KEY) problems.push(PRODUCTION_MESSAGES.demoApiKey);
  else if (settings.apiKey.length < MIN_PRODUCTION_API_KEY_LENGTH) problems.push(PRODUCTION_MESSAGES.shortApiKey);
  // Unset, the secret is generated into the database: anyone who reads a backup can mint tokens.
  if (settings.platform !== "none" && !settings.jwtSecret) {
    problems.push(settings.platform === "embedded" ? PRODUCTION_MESSAGES.jwtSecretMissingEmbedded : PRODUCTION_MESSAGES.jwtSecretMissing);
  }
  // Without a transport every sign-up's code is dropped: nobody could ever verify an account.
  if (settings.platform !== "none" && !settings.smtpUrl) {
    problems.push(settings.platform === "embedded" ? PRODUCTION_MESSAGES.smtpUrlMissingEmbedded : PRODUCTION_MESSAGES.smtpUrlMissing);
  }
  // Every code to every visitor: a developer's own machine only.
  if (settings.demoOutbox === "all") problems.push(PRODUCTION_MESSAGES.demoOutboxAll);
  // A guessable token would show anyone the traffic of every page and the platform's timings.
  if (settings.metricsToken !== undefined && settings.metricsToken.length < MIN_SECRET_LENGTH) problems.push(PRODUCTION_MESSAGES.metricsTokenShort);
  return problems;
}
