/**
 * What one module announces for others to act on, below every module so that any of them may emit
 * (platform/README.md "Modules and their order"): a lower module never imports the higher one that
 * reacts (notifications, coins' standard balances). Handlers run at once, awaited in order, on the
 * emitter's executor: inside its transaction when it has one, so what they write (a notification, its
 * email job) commits or rolls back with the act itself (spec/platform-core.md §3 Notification).
 *
 * Subscriptions are made where the modules are composed (platform/app.ts). They are per process and
 * keyed by subscriber, so every platform built in one process (the live one, sandbox tenants, tests)
 * subscribes the same handlers once.
 */
import type { Database } from "./db/connect";

/** A database or a transaction of it: what an event's handlers read and write with. */
export type EventExecutor = Pick<Database, "insert" | "select">;

export type PlatformEvents = {
  /** An account's address was proven (its sign-up verified, or a password reset): its standard balances open. */
  accountVerified: { userId: string };
  /** The new address, and the replaced one, which is told whatever the preferences. */
  emailChanged: { userId: string; oldEmail: string; newEmail: string };
  /**
   * `until`: the day it is paused until, changes on, is paid until (activated, renewed), ends on
   * (ending), or must be paid by (pastDue).
   */
  membershipChanged: {
    userId: string;
    what: "activated" | "renewed" | "pastDue" | "paused" | "resumed" | "changed" | "kept" | "ending" | "ended" | "lapsed" | "latePaymentRefunded" | "cancelled";
    plan: string;
    until?: Date;
  };
  /** A paid booking: its buyer, and the seller's owner. */
  purchasePaid: {
    purchaseId: string;
    buyerId: string;
    experienceId: string;
    /** The slot's local date and time in the experience's zone (the wire's words). */
    date: string;
    time: string;
    guests: number;
    startsAt: Date;
    timezone: string;
    durationMinutes: number;
    /** Where, in one line for people (a venue's name and address, or a pickup), or null. */
    place: string | null;
    priceCents: number;
    bookedAt: Date;
  };
  /** A cancelled booking and what it gave back: its buyer, and the seller's owner. */
  purchaseCancelled: {
    purchaseId: string;
    buyerId: string;
    experienceId: string;
    date: string;
    time: string;
    guests: number;
    by: "buyer" | "seller";
    cancellerId: string;
    refundCents: number;
    refundCredits: number;
    creditName: string | null;
  };
  /** A payment that arrived after its booking's hold was released, with the places gone: refunded in full (docs/payments.md). */
  /** A paid checkout refused at confirmation: its places were taken meanwhile, or the member no longer holds the membership it needs (`requirement`: "Alliance members and above"); `credits` came back too. */
  bookingRefunded: {
    buyerId: string;
    experienceId: string;
    date: string;
    time: string;
    timezone: string;
    guests: number;
    amountCents: number;
    reason: "placesTaken" | "membership";
    requirement: string | null;
    credits: number;
  };
  ticketClosed: { purchaseId: string; holderId: string; experienceId: string; closedBy: "holder" | "seller"; closerId: string; number: number };
  ratingReceived: { raterId: string; experienceId: string; kind: "experience" | "provider"; rating: number };
  newFollower: { followerId: string; followeeId: string };
  /** Coins moved from one member to another (POST /account/coins/transfer): the recipient is told. */
  coinsReceived: { senderId: string; recipientId: string; coinId: string; coinName: string; amount: number; rewardsValueCents: number | null };
};

export type EventName = keyof PlatformEvents;
export type EventHandler<K extends EventName> = (tx: EventExecutor, event: PlatformEvents[K]) => Promise<void>;

const subscribers = new Map<EventName, Map<string, EventHandler<never>>>();

/** `subscriber` names who reacts: subscribing again under the same name replaces the handler. */
export function subscribe<K extends EventName>(name: K, subscriber: string, handler: EventHandler<K>): void {
  const handlers = subscribers.get(name) ?? new Map<string, EventHandler<never>>();
  handlers.set(subscriber, handler as EventHandler<never>);
  subscribers.set(name, handlers);
}

/** Runs every handler of the event, in subscription order, on `tx`; a handler's failure is the emitter's. */
export async function emit<K extends EventName>(tx: EventExecutor, name: K, event: PlatformEvents[K]): Promise<void> {
  for (const handler of subscribers.get(name)?.values() ?? []) await (handler as EventHandler<K>)(tx, event);
}
