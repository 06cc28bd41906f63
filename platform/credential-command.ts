/**
 * `npm run platform:credential -- --operator <name>`: creates an operator API credential (it may
 * read stored form submissions, platform/README.md "Credentials and scopes") and prints its key
 * once; only a hash is kept. `--revoke <name>` deletes any credential by username.
 *
 * Opens the platform's database as every operator command does (operator-command.ts).
 */
import { createOperatorCredential, revokeCredential } from "./infra/api-credentials";
import { runOnPlatformDatabase } from "./operator-command";

const USAGE = "Usage: npm run platform:credential -- --operator <name> | --revoke <name>";

function main(args: string[]): void {
  const [flag, name, ...rest] = args;
  if ((flag !== "--operator" && flag !== "--revoke") || !name || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  runOnPlatformDatabase("platform:credential", async (db) => {
    if (flag === "--revoke") {
      const revoked = await revokeCredential(db, name);
      console.log(revoked ? `Revoked the API credential "${name}".` : `There is no API credential "${name}".`);
      return revoked ? 0 : 1;
    }
    const { username, key } = await createOperatorCredential(db, name);
    console.log(`Operator credential created. The key is shown this once; keep it somewhere safe.
X-Api-Username: ${username}
X-Api-Key: ${key}`);
    return 0;
  }, { create: true });
}

main(process.argv.slice(2));
