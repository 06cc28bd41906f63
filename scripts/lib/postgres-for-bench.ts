// A PostgreSQL database for the search bench, released afterwards: a throwaway database on the
// server of BENCH_DATABASE_URL or TEST_DATABASE_URL (its user may create databases), else a
// throwaway cluster started from the machine's PostgreSQL binaries the way .ci/run starts one
// (as an unprivileged user when run as root), else the reason there is none.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "../../tests/support/throwaway-database.ts";

export type BenchPostgres = { url: string; release(): Promise<void> } | { unavailable: string };

function binaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, "bin")).find((dir) => existsSync(path.join(dir, "initdb")));
  if (found) return found;
  const bindir = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  return bindir.status === 0 && existsSync(path.join(bindir.stdout.trim(), "initdb")) ? bindir.stdout.trim() : undefined;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** PostgreSQL refuses to run as root: then as the first of these users the machine has. */
function clusterUser(): string | null | undefined {
  if (process.getuid?.() !== 0) return null;
  return ["postgres", "ci-postgres"].find((user) => spawnSync("id", [user], { stdio: "ignore" }).status === 0);
}

async function throwawayCluster(): Promise<BenchPostgres> {
  const bin = binaries();
  if (!bin) return { unavailable: "set BENCH_DATABASE_URL or TEST_DATABASE_URL, or install PostgreSQL (no initdb found)" };
  const user = clusterUser();
  if (user === undefined) return { unavailable: "running as root and no postgres or ci-postgres user to run a cluster as" };
  const dir = mkdtempSync(path.join(tmpdir(), "bench-postgres-"));
  const run = (command: string, args: string[]) => {
    const [file, list] = user ? ["runuser", ["-u", user, "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];
    execFileSync(file, list, { stdio: "ignore" });
  };
  const port = await freePort();
  try {
    if (user) chownSync(dir, Number(execFileSync("id", ["-u", user]).toString()), Number(execFileSync("id", ["-g", user]).toString()));
    run("initdb", ["-D", `${dir}/data`, "-A", "trust", "-U", "postgres"]);
    run("pg_ctl", ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: `could not start a throwaway cluster: ${(error as Error).message.split("\n")[0]}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    release: async () => {
      try {
        run("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function postgresForBench(): Promise<BenchPostgres> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return throwawayCluster();
  try {
    const database = await createDatabase(adminUrl, "bench");
    return { url: database.url, release: database.drop };
  } catch (error) {
    return { unavailable: `${new URL(adminUrl).host}: ${(error as Error).message}` };
  }
}
