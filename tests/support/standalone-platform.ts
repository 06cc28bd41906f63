import { spawn } from "node:child_process";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { resolve } from "node:path";
import { OPERATOR_ENV, SITE_CREDENTIAL } from "./embedded-api";

/*
 * The platform run alone (`npm run platform`, i.e. platform/server.ts) on PostgreSQL, for tests
 * of the deployed topology: many site processes (startSite with PLATFORM_API_URL) sharing it.
 */

/**
 * The platform's address, held by this process from the start and forwarded to wherever the
 * platform binds (it picks a free port itself): the sites can be told the address before the
 * platform starts, with no window in which another process could take its port.
 */
export type PlatformAddress = {
  readonly url: string;
  /** Connections go to this port of 127.0.0.1 from now on (refused until it is set). */
  forwardTo(port: number): void;
  close(): Promise<void>;
};

export async function platformAddress(): Promise<PlatformAddress> {
  let target: number | undefined;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (target === undefined) return void socket.destroy();
    const upstream = connect(target, "127.0.0.1");
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    upstream.on("close", () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo: (platformPort) => void (target = platformPort),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

export type StandalonePlatform = {
  logs(): string;
  /** SIGTERM and wait for the exit (it closes its database connections first). */
  stop(): Promise<void>;
};

/**
 * platform/server.ts under tsx, as `npm run platform` starts it, behind `address` (its
 * PLATFORM_PUBLIC_URL too); ready once GET /version answers there.
 */
export async function startPlatform(address: PlatformAddress, env: Record<string, string>): Promise<StandalonePlatform> {
  // tsx's loader in this Node (process.execPath): the Node under test runs the platform too.
  const child = spawn(process.execPath, ["--import", "tsx", resolve("platform/server.ts")], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PLATFORM_PORT: "0",
      HOST: "127.0.0.1",
      PLATFORM_ENV: "demo",
      PLATFORM_API_USERNAME: SITE_CREDENTIAL.username,
      PLATFORM_API_KEY: SITE_CREDENTIAL.key,
      ...OPERATOR_ENV,
      PLATFORM_PUBLIC_URL: address.url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    // "[platform] demo platform on http://127.0.0.1:40123 (PostgreSQL)"
    const bound = / platform on http:\/\/[^:]+:(\d+) /.exec(output)?.[1];
    if (bound) address.forwardTo(Number(bound));
  });
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
    const ready = await fetch(`${address.url}/version`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return { logs: () => output, stop };
}
