/**
 * `npm run outbox [-- --to <email>] [--limit <n>]`: prints the newest messages the demo platform
 * kept instead of sending them (no SMTP_URL), reset codes included, for whoever runs it on this
 * machine. The site's /dev/outbox shows a visitor only their own sign-up's and email change's
 * codes (docs/security.md "Demo outbox").
 * Opens the platform's database as every operator command does (operator-command.ts).
 */
import { keptMail } from "./infra/mail";
import { OUTBOX_SIZE } from "./modules/dev/service";
import { runOnPlatformDatabase } from "./operator-command";

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

function main(args: string[]): void {
  const options = parse(args);
  if (!options) {
    console.error(`${USAGE}\n(--limit: 1 to ${OUTBOX_SIZE})`);
    process.exit(2);
  }
  runOnPlatformDatabase("outbox", async (db, where) => {
    const messages = await keptMail(db, options.limit, options.to ? { recipients: [options.to] } : {});
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
  });
}

main(process.argv.slice(2));
