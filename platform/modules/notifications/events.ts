/**
 * The events that notify (issue 12), one function each, called inside the event's own
 * transaction by the module where it happens. `link` is a path of the site.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { users } from "../accounts/schema";
import { businesses } from "../businesses/schema";
import { experiences } from "../experiences/schema";
import { notify } from "./notify";

type Executor = Pick<Database, "insert" | "select">;

async function nameOf(tx: Executor, userId: string): Promise<string> {
  const [user] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return [user?.first, user?.last].filter(Boolean).join(" ") || "Someone";
}

/** The experience's name and the user owning the brand that sells it (null: nobody to tell). */
async function sale(tx: Executor, experienceId: string) {
  const [row] = await tx
    .select({ name: experiences.name, ownerId: businesses.ownerUserId })
    .from(experiences)
    .innerJoin(businesses, eq(businesses.id, experiences.businessId))
    .where(eq(experiences.id, experienceId));
  return row ?? { name: "an experience", ownerId: null };
}

/** A paid booking: its buyer, and the seller's owner. */
export async function purchasePaid(tx: Executor, p: { purchaseId: string; buyerId: string; experienceId: string; date: string; time: string; guests: number }) {
  const { name, ownerId } = await sale(tx, p.experienceId);
  const when = `${p.date} at ${p.time}`;
  const guests = `${p.guests} guest${p.guests === 1 ? "" : "s"}`;
  const link = `/purchases/${p.purchaseId}`;
  await notify(tx, { recipientId: p.buyerId, type: "purchase", title: `Booked: ${name}`, message: `Your booking of ${name} on ${when} for ${guests} is paid. Your tickets are ready.`, link });
  if (ownerId && ownerId !== p.buyerId) {
    const buyer = await nameOf(tx, p.buyerId);
    await notify(tx, { recipientId: ownerId, senderId: p.buyerId, type: "sale", title: `New booking: ${name}`, message: `${buyer} booked ${name} on ${when} for ${guests}.`, link: `/experiences/${p.experienceId}` });
  }
}

/** A ticket closed by one side tells the other: the holder when the seller closed it, and the reverse. */
export async function ticketClosed(tx: Executor, t: { purchaseId: string; holderId: string; experienceId: string; closedBy: "holder" | "seller"; closerId: string; number: number }) {
  const { name, ownerId } = await sale(tx, t.experienceId);
  const recipientId = t.closedBy === "seller" ? t.holderId : ownerId;
  if (!recipientId || recipientId === t.closerId) return;
  const link = t.closedBy === "seller" ? `/purchases/${t.purchaseId}` : `/experiences/${t.experienceId}`;
  await notify(tx, { recipientId, senderId: t.closerId, type: "ticket", title: `Ticket closed: ${name}`, message: `Ticket ${t.number} of a booking of ${name} was closed by ${await nameOf(tx, t.closerId)}.`, link });
}

/** A rating of an experience or of its provider, told to the provider (the brand's owner). */
export async function ratingReceived(tx: Executor, r: { raterId: string; experienceId: string; kind: "experience" | "provider"; rating: number }) {
  const { name, ownerId } = await sale(tx, r.experienceId);
  if (!ownerId || ownerId === r.raterId) return;
  const what = r.kind === "experience" ? name : `your service for ${name}`;
  await notify(tx, { recipientId: ownerId, senderId: r.raterId, type: "rating", title: `New rating: ${r.rating} of 5`, message: `${await nameOf(tx, r.raterId)} rated ${what} ${r.rating} of 5.`, link: `/experiences/${r.experienceId}` });
}

export async function newFollower(tx: Executor, f: { followerId: string; followeeId: string }) {
  const name = await nameOf(tx, f.followerId);
  await notify(tx, { recipientId: f.followeeId, senderId: f.followerId, type: "follower", title: `${name} follows you`, message: `${name} started following you.`, link: `/people/${f.followerId}` });
}

type News = (plan: string, until?: string) => [title: string, message: string];
const MEMBERSHIP_NEWS: Record<"paused" | "resumed" | "changed" | "kept" | "cancelled", News> = {
  paused: (plan: string, until?: string) => [`Membership paused`, `Your ${plan} membership is paused${until ? ` until ${until}` : ""}.`],
  resumed: (plan: string) => [`Membership resumed`, `Your ${plan} membership is active again.`],
  changed: (plan: string, until?: string) => [`Membership change scheduled`, `Your membership becomes ${plan}${until ? ` on ${until}` : ""}.`],
  kept: (plan: string) => [`Membership change dropped`, `You keep your ${plan} membership; the scheduled change is dropped.`],
  cancelled: (plan: string) => [`Membership cancelled`, `Your ${plan} membership is cancelled.`],
};

export async function membershipChanged(tx: Executor, m: { userId: string; what: keyof typeof MEMBERSHIP_NEWS; plan: string; until?: Date }) {
  const [title, message] = MEMBERSHIP_NEWS[m.what](m.plan, m.until?.toISOString().slice(0, 10));
  await notify(tx, { recipientId: m.userId, type: "membership", title, message, link: "/dashboard/memberships" });
}

/** The new address, and the replaced one whatever the preferences (a stolen session must not hide it). */
export async function emailChanged(tx: Executor, e: { userId: string; oldEmail: string; newEmail: string }) {
  await notify(tx, {
    recipientId: e.userId,
    type: "account",
    title: "Your email address was changed",
    message: `Your account now uses ${e.newEmail} instead of ${e.oldEmail}. If this was not you, contact support at once.`,
    link: "/dashboard/email",
    alsoEmail: [e.oldEmail],
  });
}
