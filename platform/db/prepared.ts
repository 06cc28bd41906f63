import type { Database } from "./connect";

/**
 * A statement built once per database and run with placeholders (drizzle's `.prepare(name)` and
 * `sql.placeholder`), for the few every signed-in page runs (the session check, the header's
 * notification count, the account's reads of GET /account/me): building a statement in drizzle
 * costs ~0.2 ms of CPU, more than PGlite takes to run these. On PostgreSQL the name makes it a
 * prepared statement of each connection, parsed once; it is parsed again by PostgreSQL itself when
 * the search_path changed since (the sandbox's tenants share one connection, each with its own
 * schema). Names are unique: one name, one text.
 */
export function preparedPerDatabase<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
