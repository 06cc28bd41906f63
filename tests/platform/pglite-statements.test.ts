/**
 * PGlite's queries as named statements (platform/db/pglite-statements.ts): parsed once, then one
 * exchange per run, and answering exactly what PGlite's own query() answers.
 */
import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namedStatements } from "../../platform/db/pglite-statements";

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    CREATE TABLE things (id text PRIMARY KEY, n int, at timestamptz, data jsonb, tags text[], flag boolean);
    INSERT INTO things VALUES ('a', 1, '2026-01-02T03:04:05Z', '{"x": 1}', '{red,blue}', true), ('b', NULL, NULL, NULL, NULL, false);
  `);
}, 60_000);
afterAll(() => pglite.close());

const held = async () => (await pglite.query<{ name: string; statement: string }>("SELECT name, statement FROM pg_prepared_statements ORDER BY name")).rows;
// drizzle's options (drizzle-orm/pglite): dates and times kept as Postgres's text.
const drizzleOptions = () => ({ rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } });

describe("named statements on PGlite", () => {
  it("answers what PGlite's query() answers: rows as arrays or objects, parsers, nulls, json, arrays, counts", async () => {
    const client = namedStatements(pglite);
    const select = "SELECT id, n, at, data, tags, flag FROM things WHERE id = ANY($1) ORDER BY id";
    for (const options of [drizzleOptions(), undefined, { rowMode: "object" as const }]) {
      expect(await client.query(select, [["a", "b"]], options)).toEqual(await pglite.query(select, [["a", "b"]], options));
    }
    const update = "UPDATE things SET n = $1 WHERE id = $2";
    expect(await client.query(update, [7, "b"])).toEqual({ rows: [], fields: [], command: "UPDATE", affectedRows: 1, rowCount: 1 });
    expect(await client.query(update, [1, "nothing"])).toEqual(await pglite.query(update, [1, "nothing"]));
    const insert = "INSERT INTO things (id, data, at, flag) VALUES ($1, $2, $3, $4) RETURNING id, data, at, flag";
    expect(await client.query(insert, ["c", { y: [1, 2] }, new Date("2026-05-06T07:08:09Z"), false])).toEqual(
      await pglite.query("SELECT id, data, at, flag FROM things WHERE id = 'c'").then((r) => ({ ...r, command: "INSERT", affectedRows: 1, rowCount: 1 })),
    );
    await pglite.query("UPDATE things SET n = NULL WHERE id = 'b'; ");
    await pglite.query("DELETE FROM things WHERE id = 'c'");
  });

  it("parses a text once and runs it again by name", async () => {
    const client = namedStatements(pglite);
    const text = "SELECT n FROM things WHERE id = $1";
    const before = (await held()).length;
    for (const id of ["a", "b", "a"]) await client.query(text, [id]);
    expect((await held()).filter((statement) => statement.statement === text)).toHaveLength(1);
    expect((await held()).length).toBe(before + 1);
    // Another client on the same PGlite shares them (the tests hand one PGlite from file to file).
    await namedStatements(pglite).query(text, ["a"]);
    expect((await held()).length).toBe(before + 1);
  });

  it("keeps at most its limit in the database, the least recently used going first", async () => {
    const own = await PGlite.create();
    const client = namedStatements(own, 3);
    const texts = [1, 2, 3, 4].map((n) => `SELECT ${n} AS n, $1::text AS t`);
    for (const text of texts.slice(0, 3)) await client.query(text, ["x"]);
    await client.query(texts[0]!, ["x"]); // used again: the second is now the oldest
    await client.query(texts[3]!, ["x"]);
    // Listing them is a statement too, the newest: the third goes to make room for it.
    const list = "SELECT statement FROM pg_prepared_statements ORDER BY statement";
    const listed = await client.query<{ statement: string }>(list, [], { rowMode: "object" });
    expect(listed.rows.map((row) => row.statement)).toEqual([texts[0], texts[3], list].sort());
    await own.close();
  });

  it("throws Postgres's error with the statement attached, and a failed transaction rolls back", async () => {
    const client = namedStatements(pglite);
    const error = await client.query("INSERT INTO things (id) VALUES ($1)", ["a"]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "23505", query: "INSERT INTO things (id) VALUES ($1)", params: ["a"] });
    const syntax = await client.query("SELEC nothing", []).catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: "42601", query: "SELEC nothing" });
    await expect(
      client.transaction(async (tx) => {
        await tx.query("INSERT INTO things (id) VALUES ($1)", ["t1"]);
        await tx.query("INSERT INTO things (id) VALUES ($1)", ["a"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await client.query("SELECT count(*)::int AS n FROM things WHERE id = $1", ["t1"], { rowMode: "object" })).rows).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id) VALUES ($1)", ["t2"]);
    });
    expect((await client.query("SELECT count(*)::int AS n FROM things WHERE id = $1", ["t2"], { rowMode: "object" })).rows).toEqual([{ n: 1 }]);
    await client.query("DELETE FROM things WHERE id = $1", ["t2"]);
  });

  it("answers from a table's new shape after it changed, and from the search_path's schema", async () => {
    const client = namedStatements(pglite);
    await pglite.exec("CREATE TABLE shapes (id int); INSERT INTO shapes VALUES (1)");
    const text = "SELECT * FROM shapes WHERE id = $1";
    expect((await client.query(text, [1], { rowMode: "object" })).rows).toEqual([{ id: 1 }]);
    await pglite.exec("ALTER TABLE shapes ADD COLUMN label text DEFAULT 'one'");
    expect((await client.query(text, [1], { rowMode: "object" })).rows).toEqual([{ id: 1, label: "one" }]);

    await pglite.exec("CREATE SCHEMA tenant; CREATE TABLE tenant.shapes (id int, label text); INSERT INTO tenant.shapes VALUES (1, 'tenant''s')");
    await pglite.exec("SET search_path TO tenant");
    expect((await client.query(text, [1], { rowMode: "object" })).rows).toEqual([{ id: 1, label: "tenant's" }]);
    await pglite.exec("SET search_path TO public");
    expect((await client.query(text, [1], { rowMode: "object" })).rows).toEqual([{ id: 1, label: "one" }]);
  });
});
