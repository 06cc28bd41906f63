/**
 * Vitest global set-up of the platform and security suites: one migrated, empty PGlite data
 * directory, dumped to a file once per run (per set of migrations), that every in-memory test
 * platform starts from (platformOptions(): `memoryImage`). Booting PGlite runs initdb, most of
 * its cost: 7-10 s per file on a busy 2-core machine, about 2 s from the image.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate, migrations } from "../../platform/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite image's file. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  // Its package.json is not exported; vitest runs from the repository's root.
  const pglite = await readFile(path.resolve("node_modules/@electric-sql/pglite/package.json"));
  const key = createHash("sha256").update(pglite).update(JSON.stringify(migrations)).digest("hex").slice(0, 16);
  const file = path.join(tmpdir(), `platform-test-image-${key}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle({ client }), migrations);
    const image = await client.dumpDataDir("none");
    await client.close();
    // Written aside and renamed: a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide("pgliteImage", file);
}
