/**
 * A brand's bookings for its owner (`/dashboard/brands/<id>/bookings`): by experience and date,
 * upcoming soonest first or one date's, with the buyer's name (never their contact details).
 * Someone else's brand is the 404 of an unknown one.
 */
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { emailOf, nameOf } from "../accounts";
import { brandOwnerOf, UNKNOWN_BRAND_MESSAGE } from "../businesses";
import { experienceSale } from "../experiences";
import { notFound } from "../../errors";
import { purchases, tickets, type Purchase } from "./schema";
import { toBookingWire, type BookingWire } from "./wire";

const UUID = /^[0-9a-f-]{36}$/i;
const LIST_LIMIT = 500;

/** The brand's id when the caller owns it; the 404 of an unknown brand otherwise. */
export async function ownedBrand(db: Database, userId: string, businessId: string): Promise<string> {
  if (!UUID.test(businessId) || (await brandOwnerOf(db, businessId)) !== userId) throw notFound(UNKNOWN_BRAND_MESSAGE);
  return businessId;
}

/** Bookings with the names they show, one lookup per distinct experience and buyer. */
export async function bookingWires(db: Database, rows: Purchase[]): Promise<BookingWire[]> {
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((row) => row.experienceId))) names.set(id, (await experienceSale(db, id))?.name ?? "An experience");
  const buyers = new Map<string, string>();
  for (const id of new Set(rows.map((row) => row.userId))) buyers.set(id, await nameOf(db, id));
  const closed = rows.length === 0
    ? []
    : await db
        .select({ purchaseId: tickets.purchaseId, count: sql<number>`count(*)::int` })
        .from(tickets)
        .where(and(inArray(tickets.purchaseId, rows.map((row) => row.id)), eq(tickets.closed, true)))
        .groupBy(tickets.purchaseId);
  const checkedIn = new Map(closed.map((row) => [row.purchaseId, Number(row.count)]));
  return rows.map((row) => toBookingWire(row, names.get(row.experienceId)!, buyers.get(row.userId)!, checkedIn.get(row.id) ?? 0));
}

/**
 * The buyers among `rows` that `q` finds: their name contains it, or their email address is
 * exactly it (any case). Only an exact address matches, so searching tells an owner nothing about
 * anyone's address they did not already know.
 */
async function buyersFound(db: Database, rows: Purchase[], q: string): Promise<Set<string>> {
  const wanted = q.trim().toLowerCase();
  const found = new Set<string>();
  for (const id of new Set(rows.map((row) => row.userId))) {
    if ((await nameOf(db, id)).toLowerCase().includes(wanted) || (await emailOf(db, id))?.toLowerCase() === wanted) found.add(id);
  }
  return found;
}

/** The brand's bookings: one date's (`date`, YYYY-MM-DD in the experience's zone), else those starting from now; only `q`'s buyers' when given. */
export async function brandBookings(db: Database, userId: string, businessId: string, date: string | undefined, q?: string): Promise<BookingWire[]> {
  await ownedBrand(db, userId, businessId);
  const when = date === undefined ? gte(purchases.startsAt, sql`now()`) : eq(purchases.date, date);
  const rows = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.businessId, businessId), when))
    .orderBy(asc(purchases.startsAt), asc(purchases.experienceId), asc(purchases.timeCreated))
    .limit(LIST_LIMIT);
  if (!q?.trim()) return bookingWires(db, rows);
  const buyers = await buyersFound(db, rows, q);
  return bookingWires(db, rows.filter((row) => buyers.has(row.userId)));
}

export async function bookingWire(db: Database, purchaseId: string): Promise<BookingWire> {
  const rows = await db.select().from(purchases).where(inArray(purchases.id, [purchaseId]));
  return (await bookingWires(db, rows))[0]!;
}
