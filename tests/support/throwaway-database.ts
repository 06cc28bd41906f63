import { randomBytes } from "node:crypto";
import pg from "pg";

/*
 * A fresh, empty PostgreSQL database on the server of TEST_DATABASE_URL (its user may create
 * databases), dropped when the test is done: files and projects running at once never share rows.
 * Used by the platform suites (tests/support/platform.ts) and the scale-out test.
 */

export type ThrowawayDatabase = { url: string; drop(): Promise<void> };

export async function createDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
