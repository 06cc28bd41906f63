/**
 * Outgoing mail. With an SMTP URL (SMTP_URL) messages go out through nodemailer. Without one, in
 * the demo environment, each message is kept in the `outbox` table, which GET /dev/outbox lists
 * (and the site's /dev/outbox shows); in production without SMTP nothing can be delivered, which
 * is logged (never the message itself: it may hold a code).
 */
import { desc, inArray, sql } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import type { Database } from "../db/connect";
import { outbox, type OutboxMessage } from "../db/schema";
import type { PlatformEnvironment } from "../environment";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The code the message carries, if any (shown large in the demo outbox). */
  code?: string;
};

export type Mailer = {
  kind: "smtp" | "outbox" | "none";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailOptions = {
  smtpUrl?: string;
  from?: string;
  environment: PlatformEnvironment;
  logError?: (message: string, error: unknown) => void;
};

export const DEFAULT_MAIL_FROM = "no-reply@example.com";

export function createMailer(db: Database, options: MailOptions): Mailer {
  const from = options.from || DEFAULT_MAIL_FROM;
  if (options.smtpUrl) {
    const transport: Transporter = createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send({ to, subject, text }) {
        await transport.sendMail({ from, to, subject, text });
      },
      close: () => transport.close(),
    };
  }
  if (options.environment === "demo") {
    return {
      kind: "outbox",
      async send({ to, subject, text, code }) {
        await db.insert(outbox).values({ recipient: to, subject, body: text, code: code ?? null });
      },
      close: () => {},
    };
  }
  let warned = false;
  return {
    kind: "none",
    async send({ subject }) {
      if (!warned) {
        warned = true;
        console.warn("[platform] SMTP_URL is not set in production: emails cannot be delivered.");
      }
      console.warn(`[platform] undelivered email: ${subject}`);
    },
    close: () => {},
  };
}

/** The mail kept in the outbox, newest first. */
export async function keptMail(db: Database, limit: number, recipients?: readonly string[]): Promise<OutboxMessage[]> {
  const to = recipients ? inArray(sql`lower(${outbox.recipient})`, recipients.map((r) => r.toLowerCase())) : undefined;
  return db.select().from(outbox).where(to).orderBy(desc(outbox.timeCreated)).limit(limit);
}
