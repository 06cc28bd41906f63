/**
 * `npm run outbox [-- --to <email>] [--limit <n>]`: prints the newest messages the demo platform
 * kept instead of sending them (no SMTP_URL), reset codes included, for whoever runs it on this
 * machine. The site's /dev/outbox shows a visitor only their own sign-up's and email change's
 * codes (docs/security.md "Demo outbox").
 *
 * Opens the database the platform uses, from the same variables: DATABASE_URL, else PGlite in
 * `${DATA_DIR}/pglite` (DATA_DIR defaults to .data). PGlite allows one process per directory: with
 * PGlite, stop the site (or `npm run platform`) first.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { connectDatabase, pgliteDirectoryInUse } from "./db/connect";
import { migrate } from "./db/migrate";
import { keptMail } from "./infra/mail";
import { OUTBOX_SIZE } from "./modules/dev/service";

const USAGE = "Usage: npm run outbox [-- --to <email>] [--limit <n>]";
const DEFAULT_LIMIT = 10;

type Options = { to?: string; limit: number };

function parse(args: string[]): Options | null {
  const options: Options = { limit: DEFAULT_LIMIT };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (!value) return null;
    if (flag === "--to") options.to = value;
    else if (flag === "--limit" && /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= OUTBOX_SIZE) options.limit = Number(value);
    else return null;
  }
  return options;
}

async function main(args: string[]): Promise<number> {
  const options = parse(args);
  if (!options) {
    console.error(`${USAGE}\n(--limit: 1 to ${OUTBOX_SIZE})`);
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDirSetting = process.env.DATA_DIR || ".data";
  const dataDir = path.join(dataDirSetting, "pglite");
  if (!databaseUrl) {
    if (dataDirSetting === "memory") {
      console.error("DATA_DIR=memory: the platform's database lives inside the running site, and nothing else can read it.");
      return 1;
    }
    if (!existsSync(dataDir)) {
      console.error(`There is no platform database in ${dataDir} (set DATA_DIR or DATABASE_URL as the site has them).`);
      return 1;
    }
    if (pgliteDirectoryInUse(dataDir)) {
      console.error(
        `The platform's database in ${dataDir} is open in another process (the site, or npm run platform): PGlite allows one ` +
          `process per directory. Stop it, then run npm run outbox again. (If none is running, the last one stopped without ` +
          `closing it: start and stop the site once.)`,
      );
      return 1;
    }
  }
  const connection = await connectDatabase({ databaseUrl, dataDir });
  try {
    await migrate(connection.db); // as the platform does when it opens it: an older database gains the columns read below
    const messages = await keptMail(connection.db, options.limit, options.to ? { recipients: [options.to] } : {});
    const where = databaseUrl ? "DATABASE_URL" : dataDir;
    if (messages.length === 0) {
      console.log(`No kept messages${options.to ? ` to ${options.to}` : ""} in ${where}.`);
      return 0;
    }
    console.log(`The ${messages.length} newest kept messages${options.to ? ` to ${options.to}` : ""} in ${where}, newest first:`);
    for (const message of messages) {
      console.log(`\n${message.timeCreated.toISOString()}  to ${message.recipient}`);
      console.log(`Subject: ${message.subject}${message.code ? `\nCode: ${message.code}` : ""}`);
      console.log(message.body.replace(/^(?=.)/gm, "  "));
    }
    return 0;
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[outbox] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
