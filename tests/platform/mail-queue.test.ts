/**
 * The durable mail outbox (platform/modules/notifications/mail-queue.ts): a job committed with its
 * event survives a crash before sending and is sent once after the restart; a failing mail
 * transport is retried with backoff and the mail then sent exactly once; two workers never send
 * one job twice. The workers are driven by runOnce and a hand-moved clock: nothing waits.
 */
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPlatform, type Platform } from "../../platform/index";
import { connectDatabase } from "../../platform/db/connect";
import { mailJobs } from "../../platform/schema";
import type { MailMessage } from "../../platform/infra/mail";
import { createMailWorker } from "../../platform/modules/notifications/mail-queue";
import { membership, person } from "../support/marketplace";
import { send } from "../support/platform-accounts";
import { databaseTargets, platformOptions, TEST_OPERATOR_CREDENTIAL, type TestDatabase } from "../support/platform";

/** A clock that stands still until the test moves it. */
const handClock = () => {
  let now = Date.now();
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
};

/** A mail transport that records what it sent. */
const transport = () => {
  const sent: MailMessage[] = [];
  return { sent, send: async (message: MailMessage) => void sent.push(message) };
};

describe.each(databaseTargets)("the mail outbox on $name", (target) => {
  let database: TestDatabase;
  let platform: Platform;
  const boot = () => createPlatform(platformOptions(database));
  beforeAll(async () => {
    database = await target.create({ onDisk: true });
    platform = await boot();
  });
  afterAll(async () => {
    await platform?.close();
    await database?.drop();
  });
  beforeEach(async () => platform.resetForTests());

  /** A membership pause: one notification, and its email copy queued in the same transaction. */
  async function pauseSomeone(): Promise<string> {
    const ada = await person(platform, "ada");
    const plan = await membership(platform, ada.id, 1);
    const paused = await send(platform, "PUT", `/membership/plans/${plan.id}/pause`, { token: ada.token, json: { months: 1 } });
    expect(paused.status).toBe(200);
    return ada.email;
  }

  it("a crash between the commit and the send loses nothing: after a restart the mail is sent, once", async () => {
    const email = await pauseSomeone();
    await platform.close(); // the process dies before any worker ran
    platform = await boot();
    const mail = transport();
    const worker = createMailWorker(platform.db, mail.send);
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mail.sent).toMatchObject([{ to: email, subject: "Membership paused" }]);
    const [job] = await platform.db.select().from(mailJobs);
    expect(job!.sentAt).not.toBeNull();
  });

  it("a worker that dies holding a job leaves it to the next once its lease is over", async () => {
    const email = await pauseSomeone();
    const clock = handClock();
    let taken!: () => void;
    const sending = new Promise<void>((resolve) => (taken = resolve));
    const dying = createMailWorker(platform.db, async () => {
      taken();
      return new Promise<void>(() => {}); // never answers: the process is gone
    }, { clock, leaseSeconds: 300 });
    void dying.runOnce();
    await sending;
    const mail = transport();
    const next = createMailWorker(platform.db, mail.send, { clock, leaseSeconds: 300 });
    expect((await next.runOnce()).sent).toBe(0); // still leased
    clock.advance(301);
    expect((await next.runOnce()).sent).toBe(1);
    expect(mail.sent.map((m) => m.to)).toEqual([email]);
  });

  it("an SMTP outage is retried with exponential backoff, and the mail is then sent exactly once", async () => {
    const email = await pauseSomeone();
    const clock = handClock();
    const delivered: string[] = [];
    let outage = 2;
    const worker = createMailWorker(platform.db, async (message) => {
      if (outage-- > 0) throw new Error("connect ECONNREFUSED smtp");
      delivered.push(message.to);
    }, { clock, baseDelaySeconds: 30 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await worker.runOnce()).retried).toBe(0); // not due before its backoff
    clock.advance(30);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock.advance(59);
    expect((await worker.runOnce()).sent).toBe(0); // the second wait is doubled: 60 s
    clock.advance(1);
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    clock.advance(3600);
    expect((await worker.runOnce()).sent).toBe(0);
    expect(delivered).toEqual([email]);
    const [job] = await platform.db.select().from(mailJobs);
    expect(job).toMatchObject({ attempts: 3, lastError: "connect ECONNREFUSED smtp", failedAt: null });
  });

  it("gives a job up after its last attempt and never tries it again", async () => {
    await pauseSomeone();
    const clock = handClock();
    const worker = createMailWorker(platform.db, async () => {
      throw new Error("550 mailbox unavailable");
    }, { clock, maxAttempts: 2, baseDelaySeconds: 1 });
    expect((await worker.runOnce()).retried).toBe(1);
    clock.advance(1);
    expect((await worker.runOnce()).failed).toBe(1);
    clock.advance(86_400);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [job] = await platform.db.select().from(mailJobs);
    expect(job!.failedAt).not.toBeNull();
  });

  it("two workers running at once never send the same job twice", async () => {
    await platform.db.insert(mailJobs).values(
      Array.from({ length: 40 }, (_, n) => ({ recipient: `p${n}@example.com`, subject: "s", body: "b" })),
    );
    // On PostgreSQL the second worker has its own connections, as a second process would.
    const other = target.name === "postgres" ? await connectDatabase(database) : null;
    try {
      const sent: string[] = [];
      const slow = async (message: MailMessage) => {
        await new Promise((resolve) => setImmediate(resolve));
        sent.push(message.to);
      };
      const workers = [createMailWorker(platform.db, slow, { batch: 7 }), createMailWorker(other?.db ?? platform.db, slow, { batch: 7 })];
      for (let round = 0; round < 5; round++) await Promise.all(workers.map((worker) => worker.runOnce()));
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
      expect(await platform.db.select().from(mailJobs).where(isNull(mailJobs.sentAt))).toEqual([]);
    } finally {
      await other?.close();
    }
  });

  it("the platform's own worker delivers through its mailer (the demo outbox here)", async () => {
    const email = await pauseSomeone();
    expect(await platform.runMailQueue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const outbox = await send(platform, "GET", `/dev/outbox?recipient=${encodeURIComponent(email)}`, { credential: TEST_OPERATOR_CREDENTIAL });
    expect(outbox.body).toMatchObject([{ recipient: email, subject: "Membership paused" }]);
  });
});
