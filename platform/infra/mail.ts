/**
 * Outgoing mail. With an SMTP URL (SMTP_URL) messages go out through nodemailer. Without one, in
 * the demo environment, each message is kept in the `outbox` table, with what started it, which
 * GET /dev/outbox lists to whoever that binds (and the site's /dev/outbox shows); in production without SMTP nothing can be delivered, which
 * is logged (never the message itself: it may hold a code).
 */
import { and, desc, inArray, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/connect";
import { outbox, type OutboxMessage } from "./schema";
import type { PlatformEnvironment } from "../environment";
import type { Clock } from "./rate-limit";
import { platformLogger } from "./log";

/** A file sent with a message (a booking's calendar file): its text, sent as UTF-8. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The code the message carries, if any (shown large in the demo outbox). */
  code?: string;
  /** What started it, kept with it in the demo outbox: who may read it there (modules/dev). */
  startedBy?: string;
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
    const smtpUrl = options.smtpUrl;
    // nodemailer is loaded with the first message, not at start (most processes send none for a while).
    let transport: Promise<Transporter> | undefined;
    const transportOf = () => (transport ??= import("nodemailer").then(({ createTransport }) => createTransport(smtpUrl)));
    return {
      kind: "smtp",
      async send({ to, subject, text, attachments = [] }) {
        await (await transportOf()).sendMail({ from, to, subject, text, attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) });
      },
      close: () => void transport?.then((open) => open.close()),
    };
  }
  if (options.environment === "demo") {
    return {
      kind: "outbox",
      async send({ to, subject, text, code, startedBy, attachments = [] }) {
        await db.insert(outbox).values({ recipient: to, subject, body: text, code: code ?? null, startedBy: startedBy ?? null, attachments });
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
        platformLogger().warn("SMTP_URL is not set in production: emails cannot be delivered.");
      }
      platformLogger().warn(`undelivered email: ${subject}`);
    },
    close: () => {},
  };
}

/** Which kept mail to list: only to these recipients, only started by one of these (each when given). */
export type KeptMailFilter = { recipients?: readonly string[]; startedBy?: readonly string[] };

/** The mail kept in the outbox, newest first. */
export async function keptMail(db: Database, limit: number, { recipients, startedBy }: KeptMailFilter = {}): Promise<OutboxMessage[]> {
  const to = recipients ? inArray(sql`lower(${outbox.recipient})`, recipients.map((r) => r.toLowerCase())) : undefined;
  const by = startedBy ? inArray(outbox.startedBy, [...startedBy]) : undefined;
  return db.select().from(outbox).where(and(to, by)).orderBy(desc(outbox.timeCreated)).limit(limit);
}

/** How the durable mail outbox's worker (modules/notifications/mail-queue.ts) retries; accounts' options carry it. */
export type MailQueueOptions = {
  /** Default Date.now; tests move a manual one instead of waiting. */
  clock?: Clock;
  /** How long a claimed job is held before another worker may take it (longer than any SMTP send). Default 300 s. */
  leaseSeconds?: number;
  /** Tries before a job is given up (`failed_at`). Default 8. */
  maxAttempts?: number;
  /** The wait after the first failure, doubled after each next one, at most maxDelaySeconds. Defaults 30 s, 1 hour. */
  baseDelaySeconds?: number;
  maxDelaySeconds?: number;
  /** Jobs claimed per run. Default 20. */
  batch?: number;
};
