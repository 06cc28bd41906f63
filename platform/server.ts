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
import { platformLogger } from "./infra/log";
import { readServerConfig, type ServerConfig } from "./server-config";

// JSON lines at LOG_LEVEL (docs/operations.md); a bad LOG_LEVEL is refused by readServerConfig below.
const log = platformLogger();

async function main(): Promise<void> {
  let env: ServerConfig;
  try {
    env = readServerConfig(process.env);
  } catch (error) {
    log.fatal((error as Error).message);
    process.exit(1);
  }

  if (env.paymentNotice) log.warn(env.paymentNotice);

  // DATA_DIR=memory: a throwaway in-memory PGlite, as for the site.
  const dataDir = env.DATA_DIR === "memory" ? IN_MEMORY : path.join(env.DATA_DIR, "pglite");
  const platform = await createPlatform({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    environment: env.PLATFORM_ENV,
    demoOutbox: env.DEMO_OUTBOX,
    payments: env.payments,
    logger: log,
    logRequests: env.LOG_REQUESTS,
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
    log.info(`${env.PLATFORM_ENV} platform on http://${env.HOST}:${info.port} (${storage})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: closing`);
    // Stop accepting connections and let open requests finish, then close the database.
    server.close(async (error) => {
      if (error) log.error({ err: error }, "closing the server failed");
      try {
        await platform.close();
      } catch (closeError) {
        log.error({ err: closeError }, "closing the database failed");
        process.exitCode = 1;
      }
      process.exit();
    });
    // Keep-alive connections can hold close() open; do not let them block a shutdown forever.
    setTimeout(() => {
      log.error("shutdown timed out");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "failed to start");
  process.exit(1);
});
