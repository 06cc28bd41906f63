/**
 * Serves the platform alone on a port (`npm run platform`), so several site processes can share
 * one platform and one PostgreSQL. Configuration is environment variables, validated at start.
 *
 * PGlite allows one process per data directory and the site's embedded platform also uses
 * `${DATA_DIR}/pglite`: give this server its own DATA_DIR, or a DATABASE_URL.
 */
import { serve } from "@hono/node-server";
import path from "node:path";
import { z } from "zod";
import { IN_MEMORY } from "./db/connect";
import { withPeerAddress } from "./http/client";
import { createPlatform } from "./index";

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
  PLATFORM_API_USERNAME: z.string().min(1).default("demo"),
  PLATFORM_API_KEY: z.string().min(1).default("demo-api-key"),
  PLATFORM_PUBLIC_URL: z.string().optional().or(z.literal("").transform(() => undefined)),
  PLATFORM_JWT_SECRET: z.string().min(32).optional().or(z.literal("").transform(() => undefined)),
  SMTP_URL: z.string().optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().optional().or(z.literal("").transform(() => undefined)),
  // How many proxies of one's own stand in front, each appending to X-Forwarded-For; 0: none, the
  // socket's address is the client's ("true" is read as 1, "false" as 0).
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value) => (value === "true" ? "1" : value === "false" || value === "" ? "0" : value))
    .pipe(z.string().regex(/^\d{1,2}$/, "must be a number of proxy hops (0, 1, 2 …)"))
    .transform(Number),
});

async function main(): Promise<void> {
  const parsed = environmentSchema.safeParse(process.env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`[platform] ${issue.path.join(".")}: ${issue.message}`);
    process.exit(1);
  }
  const env = parsed.data;
  if (env.PLATFORM_ENV === "production" && env.PLATFORM_API_KEY === "demo-api-key") {
    console.warn("[platform] PLATFORM_ENV=production with the default API key; set PLATFORM_API_KEY.");
  }

  // DATA_DIR=memory: a throwaway in-memory PGlite, as for the site.
  const dataDir = env.DATA_DIR === "memory" ? IN_MEMORY : path.join(env.DATA_DIR, "pglite");
  const platform = await createPlatform({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    environment: env.PLATFORM_ENV,
    credentials: [{ username: env.PLATFORM_API_USERNAME, key: env.PLATFORM_API_KEY, label: "PLATFORM_API_USERNAME" }],
    accounts: {
      publicUrl: env.PLATFORM_PUBLIC_URL,
      jwtSecret: env.PLATFORM_JWT_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
    },
  });

  const fetch = withPeerAddress(platform.fetch, env.TRUST_PROXY);
  const server = serve({ fetch, port: env.PLATFORM_PORT, hostname: env.HOST }, (info) => {
    const storage = platform.kind === "postgres" ? "PostgreSQL" : `PGlite in ${dataDir}`;
    console.log(`[platform] ${env.PLATFORM_ENV} platform on http://${env.HOST}:${info.port} (${storage})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[platform] ${signal}: closing`);
    // Stop accepting connections and let open requests finish, then close the database.
    server.close(async (error) => {
      if (error) console.error("[platform] closing the server failed:", error);
      try {
        await platform.close();
      } catch (closeError) {
        console.error("[platform] closing the database failed:", closeError);
        process.exitCode = 1;
      }
      process.exit();
    });
    // Keep-alive connections can hold close() open; do not let them block a shutdown forever.
    setTimeout(() => {
      console.error("[platform] shutdown timed out");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("[platform] failed to start:", error);
  process.exit(1);
});
