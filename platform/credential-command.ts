/**
 * `npm run platform:credential -- --operator <name>`: creates an operator API credential (it may
 * read stored form submissions, platform/README.md "Credentials and scopes") and prints its key
 * once; only a hash is kept. `--revoke <name>` deletes any credential by username.
 *
 * Opens the database the platform uses, from the same variables: DATABASE_URL, else PGlite in
 * `${DATA_DIR}/pglite` (DATA_DIR defaults to .data). PGlite allows one process per directory:
 * with PGlite, stop the site (or `npm run platform`) first.
 */
import path from "node:path";
import { connectDatabase } from "./db/connect";
import { migrate } from "./db/migrate";
import { createOperatorCredential, revokeCredential } from "./infra/api-credentials";

const USAGE = "Usage: npm run platform:credential -- --operator <name> | --revoke <name>";

async function main(args: string[]): Promise<number> {
  const [flag, name, ...rest] = args;
  if ((flag !== "--operator" && flag !== "--revoke") || !name || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.join(process.env.DATA_DIR || ".data", "pglite");
  const connection = await connectDatabase({ databaseUrl, dataDir });
  try {
    await migrate(connection.db);
    if (flag === "--revoke") {
      const revoked = await revokeCredential(connection.db, name);
      console.log(revoked ? `Revoked the API credential "${name}".` : `There is no API credential "${name}".`);
      return revoked ? 0 : 1;
    }
    const { username, key } = await createOperatorCredential(connection.db, name);
    console.log(`Operator credential created. The key is shown this once; keep it somewhere safe.
X-Api-Username: ${username}
X-Api-Key: ${key}`);
    return 0;
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[platform:credential] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
