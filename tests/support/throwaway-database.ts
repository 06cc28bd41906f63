import { randomBytes } from "node:crypto";
import pg from "pg";

/*
 * A fresh, empty PostgreSQL database on the server of TEST_DATABASE_URL (its user may create
 * databases), dropped when the test is done: files and projects running at once never share rows.
 * Used by the platform suites (tests/support/platform.ts) and the scale-out test.
 */

export type ThrowawayDatabase = { url: string; drop(): Promise<void> };

/** One statement on the server's admin database, on a connection of its own. */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database, empty, or a copy of `template` (tests/support/postgres-template.ts). */
export async function createDatabase(adminUrl: string, prefix: string, template?: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  return { url: databaseUrl(adminUrl, name), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
