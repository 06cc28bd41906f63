/**
 * One migrated, empty PGlite data directory, dumped to a file once per machine and set of
 * migrations (and PGlite version), that test platforms start from instead of running initdb, most
 * of a boot's cost (7-10 s on a busy 2-core machine, about 2 s from the image):
 * - the vitest platform and security suites (this file is their global set-up: platformOptions()'s
 *   `memoryImage`);
 * - the site servers of the browser tests (playwright.config.ts's webServer and
 *   tests/support/site-server.ts's startSite), through PGLITE_IMAGE (docs/configuration.md).
 * The platform still runs its migrations at boot: an image older than them is brought up to date.
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

/** The image's file, made first when missing. */
export async function migratedPgliteImage(): Promise<string> {
  // Its package.json is not exported; the tests run from the repository's root.
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
  return file;
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide("pgliteImage", await migratedPgliteImage());
}
