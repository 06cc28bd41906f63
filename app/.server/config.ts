import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

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
  // Other origins a hosted platform's checkout URL may be on (a payment provider): allowed in CSP form-action.
  CHECKOUT_ORIGINS: z
    .string()
    .optional()
    .transform((value) => value?.split(",").map((s) => s.trim()).filter(Boolean) ?? [])
    .pipe(z.array(httpOrigin)),
  PLATFORM_API_USERNAME: z.string().trim().min(1).default("demo"),
  PLATFORM_API_KEY: z.string().trim().min(1).default("demo-api-key"),
  // An operator credential of the embedded platform (reads stored form submissions); optional.
  PLATFORM_OPERATOR_USERNAME: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  PLATFORM_OPERATOR_KEY: z.string().trim().min(24).optional().or(z.literal("").transform(() => undefined)),
  PLATFORM_ENV: z.enum(["production", "demo"]).default("demo"),
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DATABASE_URL: z.string().optional().or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(".data"),
  DEFAULT_TIME_ZONE: z.string().default("America/New_York"),
  SMTP_URL: z.string().optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("no-reply@example.com"),
  // Take the visitor's address from X-Forwarded-For's first hop (only behind a proxy that sets it).
  TRUST_PROXY: z
    .enum(["true", "false", ""])
    .default("false")
    .transform((value) => value === "true"),
  // Secret signing the embedded platform's tokens; generated and kept in its database when unset.
  PLATFORM_JWT_SECRET: z.string().min(32).optional().or(z.literal("").transform(() => undefined)),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
});

export type Config = z.infer<typeof schema> & { sessionSecrets: string[] };

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const config = parsed.data;
  let sessionSecrets = config.SESSION_SECRET;
  if (sessionSecrets.length === 0) {
    if (config.NODE_ENV === "production" && config.PLATFORM_ENV === "production") {
      throw new Error("Invalid configuration:\n  SESSION_SECRET: required when PLATFORM_ENV=production");
    }
    sessionSecrets = [generatedSecret(config.DATA_DIR)];
    if (config.NODE_ENV !== "test") {
      const kept = config.DATA_DIR === "memory" ? "for this process only" : `kept in ${config.DATA_DIR}/session-secret`;
      console.warn(`SESSION_SECRET is not set: using a generated secret (${kept}). Set SESSION_SECRET in production.`);
    }
  }
  if (config.PLATFORM_ENV === "production" && !config.PLATFORM_API_URL && !config.DATABASE_URL) {
    console.warn("PLATFORM_ENV=production with the embedded platform on PGlite: use DATABASE_URL for real traffic.");
  }
  return { ...config, sessionSecrets };
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
