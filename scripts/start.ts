// `npm start`: build when the build is missing or older than the sources, then serve it
// with server.js, exactly as in production.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { SERVER_MEMORY_ENV, SERVER_NODE_FLAGS } from "./lib/server-memory.ts";

const serverBuild = "build/server/index.js";

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

const sources = ["app", "platform", "public", "package.json", "vite.config.ts", "react-router.config.ts"].filter(existsSync);
const stale = !existsSync(serverBuild) || Math.max(...sources.map(newestChange)) > statSync(serverBuild).mtimeMs;

if (stale) {
  console.log("Building the site…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The memory settings (scripts/lib/server-memory.ts); the operator's own values win.
const env = { ...SERVER_MEMORY_ENV, ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js", serverBuild], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
