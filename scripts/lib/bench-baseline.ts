/**
 * The dynamic pages side by side with an earlier build (`npm run bench -- --baseline=<git ref>`):
 * the ref is checked out in a worktree of its own under the system's temporary directory (kept
 * for the next run, as its build), built there with this checkout's node_modules, and served by
 * its own server.js beside this build's. Each page is loaded on the two in alternating slices
 * (A B B A, B A A B), so the ratio holds on a noisy machine (docs/performance.md).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Load } from "./bench-http.ts";

/** The pages the performance issue measures: dynamic for every visitor, each with who asks. */
export const DYNAMIC_PAGES = [
  { name: "experiences (anonymous)", path: "/experiences", signedIn: false },
  { name: "experiences, three filters (anonymous)", path: "/experiences?category=food-drink&guests=2&price_max=100", signedIn: false },
  { name: "dashboard (signed in)", path: "/dashboard", signedIn: true },
  { name: "legal page (signed in)", path: "/tos", signedIn: true },
] as const;

export type BaselineComparison = {
  commit: string;
  pages: Record<string, { ours: Load; baseline: Load; ratio: number }>;
  loadAverage: [number, number, number];
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
    symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
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
  const [command, commandArgs] = pinned(0, process.execPath, ["server.js", "build/server/index.js"]);
  return spawn(command, commandArgs, { cwd: dir, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
}
