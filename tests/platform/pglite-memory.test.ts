/**
 * PGlite sized for one process (platform/db/connect.ts; docs/deploy.md "Memory"): 16 MB of shared
 * buffers, and a database made in memory with 1 MB WAL segments, at most 32 MB of WAL and no
 * template databases. A data directory made before, with Postgres's 16 MB segments, still opens.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { connectDatabase, IN_MEMORY } from "../../platform/db/connect";

const settings = sql`SELECT current_setting('shared_buffers') AS buffers, current_setting('wal_segment_size') AS segment,
  current_setting('max_wal_size') AS "maxWal", (SELECT array_agg(datname::text ORDER BY datname) FROM pg_database) AS databases`;

it("makes an in-memory database small: 16 MB of buffers, 1 MB WAL segments, 32 MB of WAL, no templates", async () => {
  const connection = await connectDatabase({ dataDir: IN_MEMORY });
  try {
    const { rows } = await connection.db.execute(settings);
    expect(rows[0]).toEqual({ buffers: "16MB", segment: "1MB", maxWal: "32MB", databases: ["postgres"] });
  } finally {
    await connection.close();
  }
});

it("opens a data directory made with Postgres's own WAL sizes, with the smaller buffers", async () => {
  const directory = await mkdtemp(path.join(tmpdir(), "pglite-made-before-"));
  try {
    const before = await PGlite.create(directory);
    await before.exec("CREATE TABLE kept (value int); INSERT INTO kept VALUES (42)");
    await before.close();
    const connection = await connectDatabase({ dataDir: directory });
    try {
      expect((await connection.db.execute(sql`SELECT value FROM kept`)).rows).toEqual([{ value: 42 }]);
      const { rows } = await connection.db.execute(settings);
      expect(rows[0]).toMatchObject({ buffers: "16MB", segment: "16MB" });
    } finally {
      await connection.close();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
