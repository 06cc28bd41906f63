/**
 * The standalone platform's settings (`npm run platform`), read from environment variables and
 * validated before anything starts, so a production platform never runs on demo secrets.
 */
import { z } from "zod";
import { LOG_LEVELS } from "../observability/log";
import { DEMO_OUTBOX_MODES } from "#contract/demo-outbox";
import { PAYMENT_MESSAGES, paymentSettings, type PaymentSettings } from "#contract/payments";
import { DEMO_API_KEY, DEMO_API_USERNAME, PRODUCTION_MESSAGES, productionProblems, SMTP_URL_PATTERN } from "#contract/production";

const environmentSchema = z.object({
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(".data"),
  PLATFORM_ENV: z.enum(["demo", "production"]).default("demo"),
  PLATFORM_API_USERNAME: z.string().min(1).default(DEMO_API_USERNAME),
  PLATFORM_API_KEY: z.string().min(1).default(DEMO_API_KEY),
  PLATFORM_OPERATOR_USERNAME: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  PLATFORM_OPERATOR_KEY: z.string().min(24).optional().or(z.literal("").transform(() => undefined)),
  PLATFORM_PUBLIC_URL: z.string().optional().or(z.literal("").transform(() => undefined)),
  // The sites' origins (comma-separated): where the hosted checkout may send browsers back to.
  PLATFORM_RETURN_ORIGINS: z
    .string()
    .optional()
    .transform((value) => value?.split(",").map((s) => s.trim()).filter(Boolean) ?? [])
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  // The site's public origin, for the absolute links of emails (a booking's "View tickets"); default http://localhost:3000.
  SITE_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal("").transform(() => undefined)),
  PLATFORM_JWT_SECRET: z.string().min(32).optional().or(z.literal("").transform(() => undefined)),
  SMTP_URL: z.string().regex(SMTP_URL_PATTERN, PRODUCTION_MESSAGES.smtpUrlInvalid).optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().optional().or(z.literal("").transform(() => undefined)),
  // Who reads the demo outbox (#contract/demo-outbox): "own" codes, or "all" (a developer's machine).
  DEMO_OUTBOX: z.enum(DEMO_OUTBOX_MODES).default("own"),
  // How many proxies of one's own stand in front, each appending to X-Forwarded-For; 0: none, the
  // socket's address is the client's ("true" is read as 1, "false" as 0).
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value) => (value === "true" ? "1" : value === "false" || value === "" ? "0" : value))
    .pipe(z.string().regex(/^\d{1,2}$/, "must be a number of proxy hops (0, 1, 2 …)"))
    .transform(Number),
  // The payment provider (#contract/payments, docs/payments.md); checked below.
  PAYMENT_PROVIDER: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().optional(),
  // The lines written (JSON, docs/operations.md), and one per request when true.
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  LOG_REQUESTS: z
    .string()
    .optional()
    .transform((value) => /^(?:1|true)$/.test(value ?? "")),
});

/** `payments`: the provider chosen; `paymentNotice`: what start-up says about it, if anything. */
export type ServerConfig = z.infer<typeof environmentSchema> & { payments: PaymentSettings; paymentNotice: string | null };

/** The settings, or an Error listing every problem as "  VARIABLE: what is wrong" (as the site does). */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  const payments = parsed.success ? paymentSettings(parsed.data, parsed.data.PLATFORM_ENV) : null;
  const problems = parsed.success
    ? [
        ...(parsed.data.PLATFORM_ENV === "production"
          ? productionProblems({
              apiKey: parsed.data.PLATFORM_API_KEY,
              jwtSecret: parsed.data.PLATFORM_JWT_SECRET,
              smtpUrl: parsed.data.SMTP_URL,
              platform: "standalone",
              demoOutbox: parsed.data.DEMO_OUTBOX,
            })
          : []),
        ...payments!.problems,
        ...(payments!.settings.provider === "stripe" && !parsed.data.PLATFORM_PUBLIC_URL ? [PAYMENT_MESSAGES.publicUrlMissing] : []),
      ]
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  }
  return { ...parsed.data, payments: payments!.settings, paymentNotice: payments!.notice };
}
