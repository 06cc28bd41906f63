/**
 * The dynamic pages side by side with an earlier build (`npm run bench -- --baseline=<git ref>`):
 * the ref is checked out in a worktree of its own under the system's temporary directory (kept
 * for the next run, as its build), built there with this checkout's node_modules when its
 * lockfile is this one's, else with packages of its own (`npm install` there), and served by
 * its own server.js beside this build's. Each page is loaded on the two in alternating slices
 * (A B B A, B A A B), so the ratio holds on a noisy machine (docs/performance.md). On PGlite (each
 * server's own, in memory), then on PostgreSQL: each server with DATABASE_URL on a database of its
 * own in one throwaway cluster (baselineDatabases), migrated and seeded by the server's own boot.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createDatabase } from "../../tests/support/throwaway-database.ts";
import type { Load } from "./bench-http.ts";
import { postgresForBench } from "./postgres-for-bench.ts";
import { SERVER_NODE_FLAGS } from "./server-memory.ts";

/** The pages the performance issue measures: dynamic for every visitor, each with who asks. */
export const DYNAMIC_PAGES = [
  { name: "experiences (anonymous)", path: "/experiences", signedIn: false },
  { name: "experiences, three filters (anonymous)", path: "/experiences?category=food-drink&guests=2&price_max=100", signedIn: false },
  { name: "dashboard (signed in)", path: "/dashboard", signedIn: true },
  { name: "legal page (signed in)", path: "/tos", signedIn: true },
] as const;

/** One page on both builds, and the host's 1-minute load average when its slices ended. */
export type BaselinePage = { ours: Load; baseline: Load; ratio: number; loadAverage: number };

export type BaselineComparison = {
  commit: string;
  /** Per database the two servers ran on ("PGlite", "PostgreSQL"): the pages, or why it was not measured. */
  databases: Record<string, { pages: Record<string, BaselinePage> } | { skipped: string }>;
};

/** The ref's worktree and build, made once: its directory. */
export function baselineBuild(ref: string, log: (message: string) => void): { commit: string; dir: string } {
  const commit = spawnSync("git", ["rev-parse", "--short", `${ref}^{commit}`]).stdout.toString().trim();
  if (!commit) throw new Error(`--baseline=${ref} names no commit`);
  const dir = join(tmpdir(), `bench-baseline-${commit}`);
  if (!existsSync(dir)) {
    log(`Checking out ${commit} into ${dir}…`);
    const added = spawnSync("git", ["worktree", "add", "--detach", dir, commit], { stdio: "inherit" });
    if (added.status !== 0) throw new Error(`git worktree add ${dir} failed`);
    // An older commit may need packages this checkout no longer has (or other versions of them).
    if (readFileSync(join(dir, "package-lock.json"), "utf8") === readFileSync("package-lock.json", "utf8")) {
      symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
    } else {
      log(`Installing ${commit}'s own packages (its lockfile differs from this checkout's)…`);
      const installed = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
      if (installed.status !== 0) throw new Error(`npm install in ${dir} failed`);
    }
  }
  if (!existsSync(join(dir, "build", "server", "index.js"))) {
    log(`Building ${commit}…`);
    const built = spawnSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit", env: { ...process.env, BUILD_DIR: "build" } });
    if (built.status !== 0) throw new Error(`building ${commit} failed`);
  }
  return { commit, dir };
}

/** The baseline's own server.js on its build, with the settings the bench gives its own. */
export function startBaseline(dir: string, port: number, pinned: (core: number, command: string, args: string[]) => [string, string[]], env: Record<string, string>): ChildProcess {
  const [command, commandArgs] = pinned(0, process.execPath, [...SERVER_NODE_FLAGS, "server.js", "build/server/index.js"]);
  return spawn(command, commandArgs, { cwd: dir, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * Two empty PostgreSQL databases, this build's and the baseline's (each server migrates and seeds
 * its own on boot, as its schema is its own), on the server postgresForBench finds or starts; all
 * dropped or stopped by `release`. Or why there are none.
 */
export async function baselineDatabases(): Promise<{ ours: string; baseline: string; release(): Promise<void> } | { unavailable: string }> {
  const postgres = await postgresForBench();
  if ("unavailable" in postgres) return postgres;
  const made: { url: string; drop(): Promise<void> }[] = [];
  const release = async () => {
    try {
      for (const database of made) await database.drop();
    } finally {
      await postgres.release();
    }
  };
  try {
    for (const prefix of ["bench_site", "bench_baseline"]) made.push(await createDatabase(postgres.url, prefix));
  } catch (error) {
    await release();
    return { unavailable: `could not create the databases: ${(error as Error).message}` };
  }
  return { ours: made[0]!.url, baseline: made[1]!.url, release };
}
