/**
 * `npm run outbox` (platform/outbox-command.ts): the operator's way to read every kept message,
 * reset codes included, on the machine itself, since the site's /dev/outbox shows a visitor only
 * their own codes. It reads the PGlite data directory of DATA_DIR, and says so clearly, without
 * opening it, when a running site holds that directory.
 */
import { execFile } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatform } from "../../platform/index";
import { keptOutbox, newAccount, send } from "../support/platform-accounts";
import { platformOptions } from "../support/platform";

const run = promisify(execFile);

/** Runs the command as `npm run outbox` does, with DATA_DIR set; its exit code and output. */
async function outboxCommand(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "platform/outbox-command.ts", ...args], { env, timeout: 120_000 });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

let home = "";
let codes: { verify: string; reset: string };

beforeAll(async () => {
  home = await mkdtemp(path.join(tmpdir(), "outbox-command-"));
  const platform = await createPlatform(platformOptions({ dataDir: path.join(home, "pglite"), drop: async () => {} }, { seed: false }));
  try {
    expect((await send(platform, "POST", "/account/create", { json: newAccount("ada@example.com") })).status).toBe(201);
    expect((await send(platform, "POST", "/forgot-password", { json: { email: "ada@example.com" } })).status).toBeLessThan(300);
    const kept = await keptOutbox(platform);
    codes = {
      verify: kept.find((m) => m.subject === "Verify your email")!.code!,
      reset: kept.find((m) => m.subject === "Reset your password")!.code!,
    };
  } finally {
    await platform.close();
  }
});
afterAll(async () => {
  if (home) await rm(home, { recursive: true, force: true });
});

describe("npm run outbox", () => {
  it("prints the newest kept messages, reset codes included, from DATA_DIR's database", async () => {
    const { code, out } = await outboxCommand(home);
    expect(code).toBe(0);
    expect(out).toContain("The 2 newest kept messages");
    expect(out).toContain(`Subject: Reset your password\nCode: ${codes.reset}`);
    expect(out).toContain(`Subject: Verify your email\nCode: ${codes.verify}`);
    expect(out.indexOf("Reset your password")).toBeLessThan(out.indexOf("Verify your email"));
    const one = await outboxCommand(home, "--limit", "1");
    expect(one.out).toContain("The 1 newest kept messages");
    expect(one.out).not.toContain("Verify your email");
  });

  it("says so, and opens nothing, when a running site holds the PGlite directory", async () => {
    const held = await mkdtemp(path.join(tmpdir(), "outbox-held-"));
    try {
      await mkdir(path.join(held, "pglite"));
      // What PGlite writes into its directory while a process has it open.
      await writeFile(path.join(held, "pglite", "postmaster.pid"), "-42\n/pglite/data\n");
      const { code, out } = await outboxCommand(held);
      expect(code).toBe(1);
      expect(out).toContain(`The platform's database in ${path.join(held, "pglite")} is open in another process (the site, or npm run platform)`);
    } finally {
      await rm(held, { recursive: true, force: true });
    }
  });

  it("explains what it cannot read: no database there, or one in the site's memory", async () => {
    const missing = await outboxCommand(path.join(home, "elsewhere"));
    expect([missing.code, missing.out.trim()]).toEqual([1, `There is no platform database in ${path.join(home, "elsewhere", "pglite")} (set DATA_DIR or DATABASE_URL as the site has them).`]);
    expect((await outboxCommand("memory")).out).toContain("DATA_DIR=memory");
  });
});
