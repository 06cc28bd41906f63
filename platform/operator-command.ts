/**
 * What the operators' commands (`npm run platform:credential`, `platform:taxonomy`, `outbox`) share:
 * they open the database the platform uses, from the same variables (DATABASE_URL, else PGlite in
 * `${DATA_DIR}/pglite`, DATA_DIR defaulting to .data), bring it to the current schema as the
 * platform does when it opens it, do their work, close it and exit with the work's status.
 * PGlite allows one process per directory: with PGlite, stop the site (or `npm run platform`) first.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { connectDatabase, pgliteDirectoryInUse, type Database } from "./db/connect";
import { migrate } from "./db/migrate";

/** Why the platform's database cannot be opened from here, or null when it can. */
function unreachable(databaseUrl: string | undefined, dataDirSetting: string, dataDir: string, command: string, create: boolean): string | null {
  if (databaseUrl) return null;
  if (dataDirSetting === "memory") return "DATA_DIR=memory: the platform's database lives inside the running site, and nothing else can read it.";
  if (!create && !existsSync(dataDir)) return `There is no platform database in ${dataDir} (set DATA_DIR or DATABASE_URL as the site has them).`;
  if (pgliteDirectoryInUse(dataDir)) {
    return (
      `The platform's database in ${dataDir} is open in another process (the site, or npm run platform): PGlite allows one ` +
      `process per directory. Stop it, then run npm run ${command} again. (If none is running, the last one stopped without ` +
      `closing it: start and stop the site once.)`
    );
  }
  return null;
}

/**
 * Runs `work` on the platform's database, then exits with its status (1 on a failure, said in one
 * line). `create`: a PGlite directory that does not exist yet is made (a credential may be made
 * before the first start); otherwise that is refused, naming the directory.
 */
export function runOnPlatformDatabase(
  command: string,
  work: (db: Database, where: string) => Promise<number>,
  { create = false }: { create?: boolean } = {},
): void {
  const run = async (): Promise<number> => {
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDirSetting = process.env.DATA_DIR || ".data";
    const dataDir = path.join(dataDirSetting, "pglite");
    const problem = unreachable(databaseUrl, dataDirSetting, dataDir, command, create);
    if (problem) {
      console.error(problem);
      return 1;
    }
    const connection = await connectDatabase({ databaseUrl, dataDir });
    try {
      await migrate(connection.db);
      return await work(connection.db, databaseUrl ? "DATABASE_URL" : dataDir);
    } finally {
      await connection.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[${command}] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
