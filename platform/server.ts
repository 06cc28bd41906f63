/**
 * Serves the platform alone on a port (`npm run platform`), so several site processes can share
 * one platform and one PostgreSQL. Configuration is environment variables, validated at start.
 *
 * PGlite allows one process per data directory and the site's embedded platform also uses
 * `${DATA_DIR}/pglite`: give this server its own DATA_DIR, or a DATABASE_URL.
 */
import { serve } from "@hono/node-server";
import path from "node:path";
import { IN_MEMORY } from "./db/connect";
import { withPeerAddress } from "./http/client";
import { createPlatform } from "./index";
import { readServerConfig, type ServerConfig } from "./server-config";

async function main(): Promise<void> {
  let env: ServerConfig;
  try {
    env = readServerConfig(process.env);
  } catch (error) {
    console.error(`[platform] ${(error as Error).message}`);
    process.exit(1);
  }

  if (env.paymentNotice) console.warn(`[platform] ${env.paymentNotice}`);

  // DATA_DIR=memory: a throwaway in-memory PGlite, as for the site.
  const dataDir = env.DATA_DIR === "memory" ? IN_MEMORY : path.join(env.DATA_DIR, "pglite");
  const platform = await createPlatform({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    environment: env.PLATFORM_ENV,
    demoOutbox: env.DEMO_OUTBOX,
    payments: env.payments,
    credentials: [{ username: env.PLATFORM_API_USERNAME, key: env.PLATFORM_API_KEY, label: "PLATFORM_API_USERNAME" }],
    operatorCredentials:
      env.PLATFORM_OPERATOR_USERNAME && env.PLATFORM_OPERATOR_KEY
        ? [{ username: env.PLATFORM_OPERATOR_USERNAME, key: env.PLATFORM_OPERATOR_KEY, label: "PLATFORM_OPERATOR_USERNAME" }]
        : [],
    accounts: {
      publicUrl: env.PLATFORM_PUBLIC_URL,
      siteUrl: env.SITE_URL,
      returnOrigins: env.PLATFORM_RETURN_ORIGINS,
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
