import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import pg from "pg";
import { OPERATOR_ENV, SITE_CREDENTIAL } from "./embedded-api";
import { freePort } from "./site-server";

/*
 * The platform run alone (`npm run platform`, i.e. platform/server.ts) on PostgreSQL, for tests
 * of the deployed topology: many site processes (startSite with PLATFORM_API_URL) sharing it.
 */

export type ThrowawayDatabase = { url: string; drop(): Promise<void> };

/** A new empty database on the server of `adminUrl` (a user allowed to create databases). */
export async function createDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `scale_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type StandalonePlatform = {
  readonly url: string;
  logs(): string;
  /** SIGTERM and wait for the exit (it closes its database connections first). */
  stop(): Promise<void>;
};

/**
 * platform/server.ts under tsx, as `npm run platform` starts it; ready once GET /version answers.
 * `port` may be chosen beforehand (freePort), so the sites can be told the address first.
 */
export async function startPlatform(env: Record<string, string>, port?: number): Promise<StandalonePlatform> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  // tsx's loader in this Node (process.execPath): the Node under test runs the platform too.
  const child = spawn(process.execPath, ["--import", "tsx", resolve("platform/server.ts")], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PLATFORM_PORT: String(port),
      HOST: "127.0.0.1",
      PLATFORM_ENV: "demo",
      PLATFORM_API_USERNAME: SITE_CREDENTIAL.username,
      PLATFORM_API_KEY: SITE_CREDENTIAL.key,
      ...OPERATOR_ENV,
      PLATFORM_PUBLIC_URL: url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  // A hang ceiling only: migrations and the seed on a starved machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}\n--- output ---\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the platform was not ready\n--- output ---\n${output}`);
    }
    const ready = await fetch(`${url}/version`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, logs: () => output, stop };
}
