import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { DEMO_OUTBOX_MODES } from "#contract/demo-outbox";
import { PAYMENT_MESSAGES, paymentSettings, type PaymentSettings } from "#contract/payments";
import { DEMO_API_KEY, DEMO_API_USERNAME, PRODUCTION_MESSAGES, productionProblems, SMTP_URL_PATTERN } from "#contract/production";
import { LOG_LEVELS } from "../../observability/log";

/** An http(s) origin, scheme://host[:port] and nothing else (a trailing slash is forgiven); kept as URL.origin. */
const httpOrigin = z
  .string()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        const bare = !url.username && !url.password && url.pathname === "/" && !value.includes("?") && !value.includes("#");
        return (url.protocol === "https:" || url.protocol === "http:") && bare;
      } catch {
        return false;
      }
    },
    { message: "must be a comma-separated list of http(s) origins such as https://pay.example.com (no path)" },
  )
  .transform((value) => new URL(value).origin);

/**
 * Every setting the site reads, validated once at start. Defaults make
 * `npm install && npm start` work with no setup; the README documents each.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default("Foundry"),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) => value?.split(",").map((s) => s.trim()).filter(Boolean) ?? []),
  PLATFORM_API_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal("").transform(() => undefined)),
  // The site's public origin (https://www.example.com): where the hosted checkout returns to.
  SITE_URL: httpOrigin.optional().or(z.literal("").transform(() => undefined)),
  // Other origins a hosted platform's checkout URL may be on (a payment provider): allowed in CSP form-action.
  CHECKOUT_ORIGINS: z
    .string()
    .optional()
    .transform((value) => value?.split(",").map((s) => s.trim()).filter(Boolean) ?? [])
    .pipe(z.array(httpOrigin)),
  PLATFORM_API_USERNAME: z.string().trim().min(1).default(DEMO_API_USERNAME),
  PLATFORM_API_KEY: z.string().trim().min(1).default(DEMO_API_KEY),
  // An operator credential of the embedded platform (reads stored form submissions); optional.
  PLATFORM_OPERATOR_USERNAME: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  PLATFORM_OPERATOR_KEY: z.string().trim().min(24).optional().or(z.literal("").transform(() => undefined)),
  PLATFORM_ENV: z.enum(["production", "demo"]).default("demo"),
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // How long a signed-in page waits for the header's unread count before leaving it out.
  UNREAD_COUNT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(1_500),
  DATABASE_URL: z.string().optional().or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(".data"),
  // DATA_DIR=memory only: a PGlite data directory saved by dumpDataDir() to start from instead of
  // running initdb (tests boot their servers from a migrated one: tests/support/pglite-image.ts).
  PGLITE_IMAGE: z.string().optional().or(z.literal("").transform(() => undefined)),
  DEFAULT_TIME_ZONE: z.string().default("America/New_York"),
  SMTP_URL: z.string().regex(SMTP_URL_PATTERN, PRODUCTION_MESSAGES.smtpUrlInvalid).optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("no-reply@example.com"),
  // Who reads the demo outbox (#contract/demo-outbox): "own" codes, or "all" (a developer's machine).
  DEMO_OUTBOX: z.enum(DEMO_OUTBOX_MODES).default("own"),
  // How many proxies in front append to X-Forwarded-For: the visitor's address is that many hops
  // from the right. 0: the socket's address (server.js). "true" reads as 1, "false" as 0.
  TRUST_PROXY: z
    .string()
    .trim()
    .default("0")
    .transform((value) => (value === "true" ? "1" : value === "false" || value === "" ? "0" : value))
    .pipe(z.coerce.number<string>().int().min(0).max(10)),
  // Secret signing the embedded platform's tokens; generated and kept in its database when unset.
  PLATFORM_JWT_SECRET: z.string().min(32).optional().or(z.literal("").transform(() => undefined)),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The embedded platform's payment provider (#contract/payments, docs/payments.md); checked below.
  PAYMENT_PROVIDER: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().optional(),
  // The lines written (JSON, docs/operations.md): info by default; tests may say warn or silent.
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  // One line per request when true (docs/operations.md).
  LOG_REQUESTS: z
    .string()
    .optional()
    .transform((value) => /^(?:1|true)$/.test(value ?? "")),
  // The bearer token /metrics answers (docs/operations.md); unset: /metrics is a 404.
  METRICS_TOKEN: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
});

/**
 * `payments`: the embedded platform's provider ("demo" with a hosted platform, which has its own).
 * `notices`: what start-up tells the operator (written by the site's logger, .server/http/log.ts).
 */
export type Config = z.infer<typeof schema> & { sessionSecrets: string[]; payments: PaymentSettings; notices: string[] };

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const config = parsed.data;
  // With a hosted platform (PLATFORM_API_URL) the payment variables are that platform's, not read here.
  const payments = config.PLATFORM_API_URL ? null : paymentSettings(config, config.PLATFORM_ENV);
  const problems = [
    // Whatever NODE_ENV says: production data never runs on demo secrets (#contract/production).
    ...(config.PLATFORM_ENV === "production"
      ? productionProblems({
          sessionSecrets: config.SESSION_SECRET,
          apiKey: config.PLATFORM_API_KEY,
          jwtSecret: config.PLATFORM_JWT_SECRET,
          smtpUrl: config.SMTP_URL,
          platform: config.PLATFORM_API_URL ? "none" : "embedded",
          demoOutbox: config.DEMO_OUTBOX,
          metricsToken: config.METRICS_TOKEN,
        })
      : []),
    ...(payments?.problems ?? []),
    ...(payments?.settings.provider === "stripe" && !config.SITE_URL ? [PAYMENT_MESSAGES.siteUrlMissing] : []),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  const notices: string[] = [];
  if (payments?.notice) notices.push(payments.notice);
  let sessionSecrets = config.SESSION_SECRET;
  if (sessionSecrets.length === 0) {
    sessionSecrets = [generatedSecret(config.DATA_DIR)];
    if (config.NODE_ENV !== "test") {
      const kept = config.DATA_DIR === "memory" ? "for this process only" : `kept in ${config.DATA_DIR}/session-secret`;
      notices.push(`SESSION_SECRET is not set: using a generated secret (${kept}). Set SESSION_SECRET in production.`);
    }
  }
  if (config.PLATFORM_ENV === "production" && !config.PLATFORM_API_URL && !config.DATABASE_URL) {
    notices.push("PLATFORM_ENV=production with the embedded platform on PGlite: use DATABASE_URL for real traffic.");
  }
  return { ...config, sessionSecrets, payments: payments?.settings ?? { provider: "demo" }, notices };
}

/** A development secret generated once and kept in the data directory, so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  if (dataDir === "memory") return randomBytes(32).toString("hex");
  const file = join(dataDir, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  const secret = randomBytes(32).toString("hex");
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch {
    // read-only disk: the secret lives as long as the process
  }
  return secret;
}

export const config: Config = loadConfig(process.env);
