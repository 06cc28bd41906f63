/**
 * The durable mail outbox: jobs are rows of `mail_jobs`, written in the transaction of the event
 * they tell of (./notify.ts), delivered by this worker through the platform's mailer
 * (infra/mail.ts: SMTP, or the demo outbox). Why a table and not a job library: platform/README.md
 * "Notifications" → "The mail outbox".
 *
 * A job is CLAIMED by one UPDATE whose subquery locks the due rows FOR UPDATE SKIP LOCKED and
 * gives each a lease (`locked_until`): two workers never hold the same job, on PostgreSQL by the
 * row locks, on PGlite because its one connection runs statements one at a time. Sent: `sent_at`.
 * Failed: tried again after an exponential backoff, until `maxAttempts`, then `failed_at`. A
 * worker that dies holding a job leaves its lease to expire, and the job is taken again.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { mailJobs, type MailJob } from "./schema";
import type { MailMessage, MailQueueOptions } from "../../infra/mail";
import { periodic, type Periodic } from "../../infra/periodic";

export type { MailQueueOptions };

export type RunResult = { sent: number; retried: number; failed: number };

export type MailWorker = {
  /** Claims the due jobs and tries each once. */
  runOnce(): Promise<RunResult>;
  /** Runs every `intervalMs` (a timer that does not keep the process alive) until stop(). */
  start(intervalMs: number, logError: (message: string, error: unknown) => void): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

type Send = (message: MailMessage) => Promise<void>;

/** The wait before try number `attempts + 1`, in seconds. */
export function backoffSeconds(attempts: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), max);
}

export function createMailWorker(db: Database, send: Send, options: MailQueueOptions = {}): MailWorker {
  const clock = options.clock ?? { now: () => Date.now() };
  const lease = options.leaseSeconds ?? 300;
  const maxAttempts = options.maxAttempts ?? 8;
  const base = options.baseDelaySeconds ?? 30;
  const maxDelay = options.maxDelaySeconds ?? 3600;
  const batch = options.batch ?? 20;
  const at = (secondsFromNow = 0) => new Date(clock.now() + secondsFromNow * 1000);

  async function claim(): Promise<MailJob[]> {
    const now = at();
    const { rows } = await db.execute<{ id: string }>(sql`
      UPDATE mail_jobs SET attempts = attempts + 1, locked_until = ${at(lease).toISOString()}::timestamptz
      WHERE id IN (
        SELECT id FROM mail_jobs
        WHERE sent_at IS NULL AND failed_at IS NULL AND run_after <= ${now.toISOString()}::timestamptz
          AND (locked_until IS NULL OR locked_until <= ${now.toISOString()}::timestamptz)
        ORDER BY run_after LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    if (rows.length === 0) return [];
    return db.select().from(mailJobs).where(inArray(mailJobs.id, rows.map((row) => row.id)));
  }

  async function deliver(job: MailJob): Promise<keyof RunResult> {
    try {
      await send({ to: job.recipient, subject: job.subject, text: job.body, attachments: job.attachments, startedBy: job.startedBy ?? undefined });
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const givenUp = job.attempts >= maxAttempts;
      await db
        .update(mailJobs)
        .set(
          givenUp
            ? { lockedUntil: null, lastError, failedAt: at() }
            : { lockedUntil: null, lastError, runAfter: at(backoffSeconds(job.attempts, base, maxDelay)) },
        )
        .where(eq(mailJobs.id, job.id));
      return givenUp ? "failed" : "retried";
    }
    await db.update(mailJobs).set({ sentAt: at(), lockedUntil: null }).where(eq(mailJobs.id, job.id));
    return "sent";
  }

  async function runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0 };
    for (const job of await claim()) result[await deliver(job)] += 1;
    return result;
  }

  let job: Periodic | null = null;
  return {
    runOnce,
    start(intervalMs, logError) {
      job = periodic(runOnce, intervalMs, logError, "mail queue run");
      job.start();
    },
    stop: async () => job?.stop(),
  };
}
