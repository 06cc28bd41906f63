/**
 * What notifies (spec/platform-core.md §3 Notification): notifications' handlers of the platform's
 * events (platform/events.ts), subscribed where the modules are composed (platform/app.ts). Each
 * runs inside the event's own transaction. `link` is a path of the site.
 */
import { subscribe, type EventExecutor, type PlatformEvents } from "../../events";
import { nameOf } from "../accounts";
import { brandOwnerOf, brandsOfCoins, businessById } from "../businesses";
import { experienceSale } from "../experiences";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { bookingCalendar, CALENDAR_CONTENT_TYPE, calendarFileName } from "#contract/calendar";
import { refundInWords } from "#contract/cancellation-policy";
import { DEFAULT_TIME_ZONE } from "#contract/wall-clock";
import { dayForPeople, localWhenForPeople, whenForPeople } from "#contract/when-for-people";
import { notify } from "./notify";
import { dollarsOf, priceForPeople } from "#contract/money";

/** What the notifications' emails link to (platform/app.ts sets it from the platform's options). */
export type NotificationSettings = { siteUrl: string };

/** The experience's name and zone, the brand selling it and its owner (null: nobody to tell). */
async function sale(tx: EventExecutor, experienceId: string): Promise<{ name: string; timezone: string; businessId: string | null; ownerId: string | null }> {
  const experience = await experienceSale(tx, experienceId);
  if (!experience) return { name: "an experience", timezone: DEFAULT_TIME_ZONE, businessId: null, ownerId: null };
  return { name: experience.name, timezone: experience.timezone, businessId: experience.businessId, ownerId: await brandOwnerOf(tx, experience.businessId) };
}

const guestsInWords = (guests: number) => `${guests} guest${guests === 1 ? "" : "s"}`;

/**
 * A paid booking: its buyer (the booking email: when and where, guests, what was paid, a "View
 * tickets" link to the purchase page on the site, and its calendar file), and the seller's owner.
 */
async function purchasePaid(tx: EventExecutor, p: PlatformEvents["purchasePaid"], settings: NotificationSettings) {
  const { name, businessId, ownerId } = await sale(tx, p.experienceId);
  const when = whenForPeople(p.startsAt, p.timezone);
  const guests = guestsInWords(p.guests);
  const link = `/purchases/${p.purchaseId}`;
  const pageUrl = new URL(link, settings.siteUrl).href;
  const host = businessId ? ((await businessById(tx, businessId))?.name ?? null) : null;
  const calendarFile = calendarFileName(name);
  const calendar = bookingCalendar(
    { purchaseId: p.purchaseId, pageUrl, name, start: p.startsAt, zone: p.timezone, durationMinutes: p.durationMinutes, bookedAt: p.bookedAt, place: p.place, guests: p.guests, host },
    "Experiences",
    getVtimezoneComponent,
  );
  const body = [
    `Your booking of ${name} is paid. Your tickets are ready.`,
    "",
    `When: ${when}`,
    ...(p.place ? [`Where: ${p.place}`] : []),
    `Guests: ${p.guests}`,
    `Paid: ${priceForPeople(p.priceCents)}`,
    "",
    `View tickets: ${pageUrl}`,
    "",
    `To add it to your calendar, open the attached ${calendarFile}.`,
  ].join("\n");
  await notify(tx, {
    recipientId: p.buyerId,
    type: "purchase",
    title: `Booked: ${name}`,
    message: `Your booking of ${name} on ${when} for ${guests} is paid. Your tickets are ready.`,
    link,
    email: { body, attachments: [{ filename: calendarFile, contentType: CALENDAR_CONTENT_TYPE, content: calendar }] },
  });
  if (ownerId && ownerId !== p.buyerId) {
    const buyer = await nameOf(tx, p.buyerId);
    await notify(tx, { recipientId: ownerId, senderId: p.buyerId, type: "sale", title: `New booking: ${name}`, message: `${buyer} booked ${name} on ${when} for ${guests}.`, link: `/experiences/${p.experienceId}` });
  }
}

/** A cancelled booking: its buyer and the seller's owner, each told who cancelled and what came back. */
async function purchaseCancelled(tx: EventExecutor, p: PlatformEvents["purchaseCancelled"]) {
  const { name, timezone, ownerId } = await sale(tx, p.experienceId);
  const when = localWhenForPeople(p.date, p.time, timezone);
  const back = refundInWords({ cents: p.refundCents, credits: p.refundCredits, creditName: p.creditName });
  const byHost = p.by === "seller";
  await notify(tx, {
    recipientId: p.buyerId,
    senderId: byHost ? p.cancellerId : null,
    type: "purchase",
    title: `Cancelled: ${name}`,
    message: `Your booking of ${name} on ${when} was cancelled${byHost ? " by the host" : ""}. You get back ${back}.`,
    link: `/purchases/${p.purchaseId}`,
  });
  if (ownerId && ownerId !== p.buyerId) {
    const buyer = await nameOf(tx, p.buyerId);
    const message = byHost
      ? `You cancelled ${buyer}'s booking of ${name} on ${when} with a full refund.`
      : `${buyer} cancelled their booking of ${name} on ${when} (${p.guests} guest${p.guests === 1 ? "" : "s"}). The places are on sale again.`;
    const business = await experienceSale(tx, p.experienceId);
    await notify(tx, {
      recipientId: ownerId,
      senderId: byHost ? null : p.buyerId,
      type: "sale",
      title: `Booking cancelled: ${name}`,
      message,
      link: business ? `/dashboard/brands/${business.businessId}/bookings` : `/experiences/${p.experienceId}`,
    });
  }
}

/** A payment refunded in full at confirmation (the places gone, or the membership it needs no longer held): the buyer is told why, and where to go next. */
async function bookingRefunded(tx: EventExecutor, r: PlatformEvents["bookingRefunded"]) {
  const { name, timezone } = await sale(tx, r.experienceId);
  const guests = guestsInWords(r.guests);
  if (r.reason === "membership") {
    const back = [r.amountCents > 0 ? `${priceForPeople(r.amountCents)} is refunded in full` : null, r.credits > 0 ? `the ${r.credits === 1 ? "credit" : `${r.credits} credits`} you used ${r.credits === 1 ? "is" : "are"} back in your balance` : null].filter(Boolean);
    await notify(tx, {
      recipientId: r.buyerId,
      type: "purchase",
      title: `Not booked: ${name}`,
      message: `Your booking of ${name} on ${localWhenForPeople(r.date, r.time, r.timezone)} for ${guests} was not made: it is for ${r.requirement ?? "members"}, and your membership no longer was when the payment arrived. Nothing was booked${back.length ? `; ${back.join(" and ")}` : ""}.`,
      link: "/dashboard/memberships",
    });
    return;
  }
  await notify(tx, {
    recipientId: r.buyerId,
    type: "purchase",
    title: `Refunded: ${name}`,
    message: `Your payment for ${name} on ${localWhenForPeople(r.date, r.time, timezone)} for ${guests} arrived after the places were booked by someone else, so ${dollarsOf(r.amountCents)} was refunded in full. Nothing was booked.`,
    link: `/experiences/${r.experienceId}`,
  });
}

/** A ticket closed by one side tells the other: the holder when the seller closed it, and the reverse. */
async function ticketClosed(tx: EventExecutor, t: PlatformEvents["ticketClosed"]) {
  const { name, ownerId } = await sale(tx, t.experienceId);
  const recipientId = t.closedBy === "seller" ? t.holderId : ownerId;
  if (!recipientId || recipientId === t.closerId) return;
  const link = t.closedBy === "seller" ? `/purchases/${t.purchaseId}` : `/experiences/${t.experienceId}`;
  await notify(tx, { recipientId, senderId: t.closerId, type: "ticket", title: `Ticket closed: ${name}`, message: `Ticket ${t.number} of a booking of ${name} was closed by ${await nameOf(tx, t.closerId)}.`, link });
}

/** A rating of an experience or of its provider, told to the provider (the brand's owner). */
async function ratingReceived(tx: EventExecutor, r: PlatformEvents["ratingReceived"]) {
  const { name, ownerId } = await sale(tx, r.experienceId);
  if (!ownerId || ownerId === r.raterId) return;
  const what = r.kind === "experience" ? name : `your service for ${name}`;
  await notify(tx, { recipientId: ownerId, senderId: r.raterId, type: "rating", title: `New rating: ${r.rating} of 5`, message: `${await nameOf(tx, r.raterId)} rated ${what} ${r.rating} of 5.`, link: `/experiences/${r.experienceId}` });
}

async function newFollower(tx: EventExecutor, f: PlatformEvents["newFollower"]) {
  const name = await nameOf(tx, f.followerId);
  await notify(tx, { recipientId: f.followeeId, senderId: f.followerId, type: "follower", title: `${name} follows you`, message: `${name} started following you.`, link: `/people/${f.followerId}` });
}

type News = (plan: string, until?: string) => [title: string, message: string];
const MEMBERSHIP_NEWS: Record<PlatformEvents["membershipChanged"]["what"], News> = {
  activated: (plan: string, until?: string) => [`Membership active`, `Your ${plan} membership is active${until ? `. It renews on ${until}` : ""}.`],
  renewed: (plan: string, until?: string) => [`Membership renewed`, `Your ${plan} membership is renewed${until ? ` until ${until}` : ""}.`],
  pastDue: (plan: string, until?: string) => [`Membership payment failed`, `The payment for your ${plan} membership failed. Pay${until ? ` by ${until}` : ""} to keep your membership.`],
  paused: (plan: string, until?: string) => [`Membership paused`, `Your ${plan} membership is paused${until ? ` until ${until}` : ""}.`],
  resumed: (plan: string) => [`Membership resumed`, `Your ${plan} membership is active again.`],
  changed: (plan: string, until?: string) => [`Membership change scheduled`, `Your membership becomes ${plan}${until ? ` on ${until}` : ""}.`],
  kept: (plan: string) => [`Membership change dropped`, `You keep your ${plan} membership; the scheduled change is dropped.`],
  ending: (plan: string, until?: string) => [`Membership cancelled`, `Your ${plan} membership is cancelled. It stays active${until ? ` until ${until}` : " until the end of the period you paid for"}.`],
  ended: (plan: string) => [`Membership ended`, `Your ${plan} membership has ended.`],
  lapsed: (plan: string) => [`Membership ended`, `Your ${plan} membership has ended: its payment was not made.`],
  cancelled: (plan: string) => [`Membership cancelled`, `Your ${plan} membership is cancelled.`],
  latePaymentRefunded: (plan: string) => [
    `Membership payment refunded`,
    `Your payment arrived after your ${plan} membership had ended, so it was refunded in full. Choose a plan to become a member again.`,
  ],
};

/** A membership's days are UTC days (as the dashboard writes them): "Sun, Dec 27". */
async function membershipChanged(tx: EventExecutor, m: PlatformEvents["membershipChanged"]) {
  const [title, message] = MEMBERSHIP_NEWS[m.what](m.plan, m.until ? dayForPeople(m.until, "UTC") : undefined);
  await notify(tx, { recipientId: m.userId, type: "membership", title, message, link: "/dashboard/memberships" });
}

/** The new address, and the replaced one whatever the preferences (a stolen session must not hide it). */
async function emailChanged(tx: EventExecutor, e: PlatformEvents["emailChanged"]) {
  await notify(tx, {
    recipientId: e.userId,
    type: "account",
    title: "Your email address was changed",
    message: `Your account now uses ${e.newEmail} instead of ${e.oldEmail}. If this was not you, contact support at once.`,
    link: "/dashboard/email",
    alsoEmail: [e.oldEmail],
  });
}

/** Where a member sees what they hold of every coin (the site's Coins & Credits). */
const COINS_AND_CREDITS = "/dashboard/balances";

/**
 * Coins received: the recipient is told who sent them (the brand that issued the coin, else the
 * sender), how many, and what they are worth in dollars (the coin's rewards value, when it has one).
 */
async function coinsReceived(tx: EventExecutor, c: PlatformEvents["coinsReceived"], settings: NotificationSettings) {
  const businessId = (await brandsOfCoins(tx, [c.coinId])).get(c.coinId);
  const brand = businessId ? ((await businessById(tx, businessId))?.name ?? null) : null;
  const from = brand ?? (await nameOf(tx, c.senderId));
  const amount = `${c.amount.toLocaleString("en-US")} ${c.coinName}`;
  const worth = c.rewardsValueCents === null ? null : `${priceForPeople(c.amount * c.rewardsValueCents)} (${priceForPeople(c.rewardsValueCents)} a coin)`;
  const message = worth
    ? `${from} sent you ${amount}, worth ${worth}. They are in your Coins & Credits.`
    : `${from} sent you ${amount}. ${c.amount === 1 ? "It is" : "They are"} in your Coins & Credits.`;
  const body = [
    message,
    "",
    ...(brand ? [`Brand: ${brand}`] : [`From: ${from}`]),
    `Amount: ${amount}`,
    ...(worth ? [`Worth: ${worth}`] : []),
    "",
    `Your coins and credits: ${new URL(COINS_AND_CREDITS, settings.siteUrl).href}`,
  ].join("\n");
  await notify(tx, { recipientId: c.recipientId, senderId: c.senderId, type: "coins", title: `You received ${amount} from ${from}`, message, link: COINS_AND_CREDITS, email: { body } });
}

/** Subscribes notifications to the events it tells of (called by platform/app.ts). */
export function subscribeNotifications(settings: NotificationSettings): void {
  subscribe("purchasePaid", "notifications", (tx, p) => purchasePaid(tx, p, settings));
  subscribe("purchaseCancelled", "notifications", purchaseCancelled);
  subscribe("bookingRefunded", "notifications", bookingRefunded);
  subscribe("ticketClosed", "notifications", ticketClosed);
  subscribe("ratingReceived", "notifications", ratingReceived);
  subscribe("newFollower", "notifications", newFollower);
  subscribe("membershipChanged", "notifications", membershipChanged);
  subscribe("emailChanged", "notifications", emailChanged);
  subscribe("coinsReceived", "notifications", (tx, c) => coinsReceived(tx, c, settings));
}
